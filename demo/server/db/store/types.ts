// The store's row, filter and paging types: what routes and a PostgreSQL store share with the SQLite one.

export interface Page { offset: number; limit: number }
export interface Paged<T> { rows: T[]; count: number }

export interface UserPublic {
  id: number; username: string; name: string; workNo: string; deptName: string; phone: string;
  email: string; sex: string; avatar: string; introduction: string; status: number;
  passwordChangedAt: number; createdAt: number; updatedAt: number;
}
export interface RoleRow {
  roleId: number; roleKey: string; roleName: string; status: number; dataScope: string;
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
  relatedId: number | null; operateStatus: number; createdAt: number;
}
export interface ChargeRow {
  id: number; medicalCode: string; projectNo: string; payMethod: string; name: string; unit: string;
  charges: string; priceType: string; gjMedicalCode: string;
}
export interface TechRow {
  id: number; kind: 'unlimit' | 'limit'; techCode: string; techName: string; category: string;
  deptName: string; applicant: string; level: string; status: string; createdAt: number;
}
export interface FormVersionRow {
  id: number; code: string; name: string; version: number; schema: unknown; note: string;
  createdAt: number; createdBy: string;
}
export type RecordStatus = 'draft' | 'submitted' | 'approved' | 'rejected';
export interface RecordRow {
  id: number; formId: number; formVersion: number; title: string; status: RecordStatus;
  createdBy: number; createdByName: string; deptName: string; approverId: number | null;
  approverName: string; opinion: string; approvedAt: number | null; submittedAt: number | null;
  createdAt: number; updatedAt: number; data?: unknown;
}
export type DataScope = 'all' | 'dept' | 'self';
export type RecordView = 'hospitalSense' | 'anaesthesia';
export interface RecordFilter {
  createdBy?: number; statuses?: RecordStatus[]; approverId?: number; deptName?: string;
  /** records copied to this user */
  ccUserId?: number;
  /** records this user follows */
  followerId?: number;
  /** on COALESCE(submitted_at, created_at), epoch ms, inclusive */
  beginTime?: number; endTime?: number;
  /** contains, over title, reporter name and department */
  keyword?: string;
  /** data-quality views over the form data */
  view?: RecordView;
  /** the caller's role data scope: only their department's, or only their own, records */
  dataScope?: { kind: 'dept'; deptName: string } | { kind: 'self'; userId: number };
}
export interface RecordSummary { total: number; draft: number; submitted: number; approved: number; rejected: number; incomplete: number }
export type TechApplicationStatus = 'pending' | 'approved' | 'rejected';
export interface TechApplicationRow {
  id: number; techName: string; level: string; deptName: string; category: string; description: string; limited: number;
  status: TechApplicationStatus; applicantId: number; applicantName: string; approverId: number | null; approverName: string;
  opinion: string; techItemId: number | null; techCode: string | null; createdAt: number; decidedAt: number | null;
}
export interface TechApplicationFilter {
  applicantId?: number; statuses?: TechApplicationStatus[]; deptName?: string; approverId?: number;
  excludeApplicantId?: number; keyword?: string;
}
