// The store's row, filter and paging types: what routes and a PostgreSQL store share with the SQLite one.
import type { FormKind } from '../../../../src/core/formLibrary/kinds.ts';

export interface Page { offset: number; limit: number }
export interface Paged<T> { rows: T[]; count: number }

export interface UserPublic {
  id: number; username: string; name: string; workNo: string; deptName: string; deptId: number | null; phone: string;
  email: string; sex: string; avatar: string; introduction: string; status: number;
  passwordChangedAt: number; createdAt: number; updatedAt: number;
  /** why the owner must change the password at the next login: 'new' account, admin 'reset', or '' */
  pwdChangeReason: '' | 'new' | 'reset';
}
export interface RoleRow {
  roleId: number; roleKey: string; roleName: string; status: number; dataScope: string;
  /** the English name (issue 23 §1); '' shows the Chinese one */
  roleNameEn: string;
  /** the chosen departments of the 'custom' data scope */
  deptIds: number[];
  permissions: string[]; sort: number; remark: string; createdAt: number;
}
export interface MenuRow {
  id: number; parentId: number; menuRoute: string; note: string; exclusiveFG: number; menuDisp: string;
  sysModule: string; menuLogo: string; menuType: 'D' | 'F'; orderNum: number; activePath: string;
}
export interface SessionRow {
  tokenHash: string; userId: number; activeRole: string; createdAt: number; issuedAt: number;
  expiresAt: number; revokedAt: number | null;
}
export interface MessageRow {
  id: number; userId: number; title: string; logContent: string; relatedType: string; process: number;
  relatedId: number | null; operateStatus: number; createdAt: number; link: string;
  /** issue 23 §1: the message as a kind and its parameters (a JSON text); '' for messages stored as text */
  kind: string; params: string;
}
export interface ChargeRow {
  id: number; medicalCode: string; projectNo: string; payMethod: string; name: string; unit: string;
  charges: string; priceType: string; gjMedicalCode: string;
}
export interface TechRow {
  id: number; kind: 'unlimit' | 'limit'; techCode: string; techName: string; category: string;
  deptName: string; applicant: string; level: string; status: string; createdAt: number;
  /** the application (workflow record) it came from; null for the seeded catalogue */
  recordId: number | null;
}
/** A follow-up report's figures summed over a technology's reports (issue 35 §3). */
export interface FollowUpSum { reports: number; cases: number; complications: number; adverseEvents: number; lastReportAt: number | null }
/** A row of the register of followed technologies (store/tech.ts). */
export interface RegisterRow extends TechRow, FollowUpSum {
  filingNo: string; filingDate: string;
  /** the application's state, step and the step's due time (the next follow-up report while in trial) */
  state: string; stepKey: string | null; dueAt: number | null;
  /** the last follow-up decision (routine, continue, suspend, stop) */
  decision: string | null;
  /** event reports (not drafts) that name the technology */
  linkedEvents: number;
}
export interface FormVersionRow {
  id: number; code: string; name: string; nameEn: string; kind: FormKind; retiredAt: number | null; version: number; schema: unknown; note: string;
  createdAt: number; createdBy: string;
}
export type RecordStatus = 'draft' | 'submitted' | 'approved' | 'rejected';
export type { DataScope } from '../../../../src/core/access/dataScope.ts';
export type RecordView = 'hospitalSense' | 'anaesthesia';
/** A list query over workflow records: the scope's conditions, then the user's filters. */
export interface RecordFilter {
  /** exactly these records (the records of a kind of the caller's work: src/core/pages/myWork.ts recordsOfWork) */
  ids?: number[];
  createdBy?: number;
  states?: string[];
  notStates?: string[];
  /** coarse legacy statuses */
  statuses?: RecordStatus[];
  /** waiting for this user (record_tasks), optionally only step tasks at steps of these kinds */
  taskUserId?: number; taskStepKinds?: string[];
  /** this user acted on it */
  actorId?: number;
  /** this user approved, returned or rejected it */
  decidedBy?: number;
  ccUserId?: number;
  followerId?: number;
  module?: string; eventType?: string; grade?: string; techKind?: string; deptName?: string;
  /** of this department or one below it (the department tree filter) */
  deptUnder?: number;
  /** on COALESCE(submitted_at, created_at), epoch ms, inclusive */
  beginTime?: number; endTime?: number;
  /** contains, over title, reporter name (not of anonymous records, except the viewer's own) and department */
  /** keywordViewer: the caller, for whom alone an anonymous report's reporter matches (keyword, reporter fields) */
  keyword?: string; keywordViewer?: number;
  /** issue 33 §6: the caller reads patient identifiers masked: the keyword does not match the patient's name in a title */
  keywordMasked?: boolean;
  /** past due at this time (overdue) */
  overdueAt?: number;
  view?: RecordView;
  /** records whose form (the version they were made on) has a widget of `model` and whose data holds `value`
   *  under it (a list holding it, for a checkbox; 'true' / 'false' for a switch): a count by field's rows */
  field?: { model: string; value: string };
  /** the caller's data scope (routes/recordView.ts callerDataScope): records of these departments or the
   *  user's own, or only the user's own; absent: everything */
  dataScope?: { kind: 'depts'; deptIds: number[]; userId: number } | { kind: 'self'; userId: number };
  /** 'updated' (newest change first, default) or 'due' (oldest due first, no due last) */
  order?: 'updated' | 'due';
}
export interface RecordSummary { total: number; draft: number; submitted: number; approved: number; rejected: number; incomplete: number }
