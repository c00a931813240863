// Records on the workflow engine (docs/workflow.md "API"): lists by scope, the detail with what the
// caller may do, revisions, new records and drafts, every other action, follows, event types and the
// business desk's counts. The only place that knows these URLs; pages call these functions.
import type {
  ActionInput, Attachment, Grade, LocalText, Measure as EngineMeasure, ReviewOutcome, StepKind, WfAction, WfModule, WfState,
} from '../workflow/types.ts';
import type { Conclusion } from '../workflow/conclusion.ts';
import type { CommitteeView } from '../workflow/committee.ts';
import { FILE_TIMEOUT_MS, idSegment, sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';
import type { FieldCountsAnswer } from '../stats/fieldCounts.ts';

export type TechKind = 'limit' | 'unlimit';

export interface Assignee { userId: number; name: string }

/** A technology an event report may name (GET /api/v1/tech/in-use, issue 35 §3): the catalogue's rows not stopped. */
export interface TechInUse {
  id: number;
  techCode: string;
  techName: string;
  techKind: TechKind;
  deptName: string;
  /** the department's English name ('' when none was given) */
  deptNameEn: string;
  status: string;
}

/** The technology an event names, as its detail shows it; `recordId`: the application it came from, if any. */
export interface NamedTech { id: number; techCode: string; techName: string; recordId: number | null }

/** One row of GET /api/v1/records (times as `YYYY-MM-DD HH:mm:ss`). */
export interface RecordListItem {
  id: number;
  module: WfModule;
  title: string;
  state: WfState;
  stepKey: string | null;
  stepName: LocalText | null;
  assignees: Assignee[];
  dueAt: string | null;
  overdue: boolean;
  grade: Grade | null;
  eventType: string | null;
  techKind: TechKind | null;
  deptName: string;
  /** the department's English name ('' when an administrator gave none; issue 23 §1) */
  deptNameEn?: string;
  /** null when the record is anonymous and not the caller's */
  createdBy: number | null;
  createdByName: string;
  anonymous: boolean;
  revision: number;
  version: number;
  formId: number | null;
  formVersion: number | null;
  reviewOutcome: ReviewOutcome | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** the form data, only when the list was asked with includeData (data quality pages) */
  data?: Record<string, unknown>;
}

/** A measure as the server shows it: the engine's measure plus the owner's report and the checks. */
export interface Measure extends Omit<EngineMeasure, 'deadline'> {
  /** epoch ms or `YYYY-MM-DD HH:mm:ss` (shown through formatTime) */
  deadline: number | string;
  evidence: Attachment[];
  note: string | null;
  doneAt: string | null;
  verifiedAt: string | null;
}

export interface TimelineEntry {
  id: number;
  /** an engine action, or a server event such as the overdue reminder */
  action: WfAction | 'overdue' | (string & {});
  actorId: number | null;
  actorName: string;
  fromState: WfState | null;
  toState: WfState | null;
  fromStep: string | null;
  toStep: string | null;
  comment: string;
  attachments: Attachment[];
  parentId: number | null;
  extra: Record<string, unknown> | null;
  createdAt: string;
}

export interface FlowStepView {
  key: string;
  name: LocalText;
  kind: StepKind;
  /** false when the step's conditions do not hold for this record (it is skipped) */
  applies?: boolean;
}
export interface RevisionInfo { revision: number; createdAt: string; createdByName: string }
export interface CcEntry { userId: number; name: string; deptName: string }

export interface RecordDetail extends RecordListItem {
  data: Record<string, unknown>;
  /** a returned record: the step that returned it (resubmit goes back there) */
  returnedFrom?: string | null;
  flow: { code: string; version: number; name: LocalText; steps: FlowStepView[] } | null;
  revisions: RevisionInfo[];
  timeline: TimelineEntry[];
  measures: Measure[];
  cc: CcEntry[];
  followed: boolean;
  allowedActions: WfAction[];
  returnTargets: { key: string; name: LocalText }[];
  measureActions: Record<string, WfAction[]>;
  /** a closed or archived case: the quality office's conclusion (the last close entry, src/core/workflow/conclusion.ts) */
  conclusion?: Conclusion | null;
  /** the committee step the record is at (issue 35 §2): members, count, the reader's part; null elsewhere */
  committee?: CommitteeView | null;
  /** the new technology an event names (issue 35 §3), or null */
  tech?: NamedTech | null;
}

export interface FieldChange { field: string; label: string; before: unknown; after: unknown }

export interface Revision {
  revision: number;
  data: Record<string, unknown>;
  createdAt: string;
  createdByName: string;
  changes?: FieldChange[];
}

/** An event category as reporters and record pages read it (issue 31 §2: bound to a form version and a flow). */
export interface EventType {
  code: string;
  name: string;
  nameEn: string;
  formId: number;
  formCode: string;
  /** the form version new reports of the category are made on */
  formVersion: number;
  flowCode: string;
  /** retired: named for older records, offered for no new report */
  retired?: boolean;
}

export interface BizSummary { todo: number; overdue: number; draft: number; mine: number; cc: number }

export interface RecordPage<T = RecordListItem> { list: T[]; count: number; pageIndex: number; pageSize: number }

/** List scopes of docs/workflow.md. */
export type RecordScope = 'mine' | 'draft' | 'todo' | 'done' | 'cc' | 'followed' | 'ended' | 'approval' | 'approved' | 'archive' | 'all';
export const RECORD_SCOPES: RecordScope[] = ['mine', 'draft', 'todo', 'done', 'cc', 'followed', 'ended', 'approval', 'approved', 'archive', 'all'];

export type DataView = 'all' | 'hospitalSense' | 'anaesthesia';

export interface RecordFilters {
  module?: WfModule | '';
  /** one state or several (sent as a comma list) */
  state?: WfState | WfState[] | '';
  eventType?: string;
  grade?: Grade | '';
  deptName?: string;
  /** a department of the tree: its records and those of the departments below it */
  deptId?: number;
  beginTime?: string;
  endTime?: string;
  keyword?: string;
  overdue?: boolean;
  view?: DataView;
  techKind?: TechKind | '';
  /** a field of the type's form and one of its values: the records counted under it (issue 31 §4) */
  field?: string;
  fieldValue?: string;
  pageIndex?: number;
  pageSize?: number;
  /** rows carry their form data (data quality pages) */
  includeData?: boolean;
  /** with the to-do scope and a module: only the records of that kind of the caller's work (a dashboard tile, src/core/pages/myWork.ts) */
  work?: string;
}

/** The query of GET /api/v1/records (and its summary and export): the scope and only what is filled in. */
export function recordQuery(scope: RecordScope, f: RecordFilters = {}): Record<string, string | number> {
  const out: Record<string, string | number> = { scope };
  if (f.pageIndex !== undefined) out.pageIndex = f.pageIndex;
  if (f.pageSize !== undefined) out.pageSize = f.pageSize;
  const states = Array.isArray(f.state) ? f.state : f.state ? [f.state] : [];
  if (states.length) out.state = states.join(',');
  for (const k of ['module', 'eventType', 'grade', 'deptName', 'beginTime', 'endTime', 'keyword', 'techKind', 'field', 'fieldValue', 'work'] as const) {
    const v = typeof f[k] === 'string' ? (f[k] as string).trim() : '';
    if (v) out[k] = v;
  }
  if (typeof f.deptId === 'number' && Number.isInteger(f.deptId) && f.deptId > 0) out.deptId = f.deptId;
  if (f.overdue) out.overdue = 1;
  if (f.view && f.view !== 'all') out.view = f.view;
  if (f.includeData) out.includeData = 1;
  return out;
}

export interface NewRecordInput {
  module: WfModule;
  eventType?: string;
  grade?: Grade;
  /** an event's reporting department (a department's name); the user's own when left out */
  deptName?: string;
  anonymous?: boolean;
  /** an event's new technology (a TechInUse id; issue 35 §3) */
  techItemId?: number | null;
  techKind?: TechKind;
  formId?: number;
  formVersion?: number;
  title?: string;
  data: Record<string, unknown>;
  /** false: saved as a draft */
  submit: boolean;
  ccUserIds?: number[];
}

export interface DraftInput {
  version: number;
  title?: string;
  data?: Record<string, unknown>;
  grade?: Grade;
  eventType?: string;
  anonymous?: boolean;
  /** the event's new technology; null names none, left out keeps what is stored */
  techItemId?: number | null;
  techKind?: TechKind;
  ccUserIds?: number[];
}

/** The body of POST /api/v1/records/:id/actions/:action: the engine's input (without the action, which is
 *  in the path) plus the version seen, and for a resubmit the edited data and grade. */
export type ActionBody = Omit<ActionInput, 'action'> & {
  version: number;
  data?: Record<string, unknown>;
  /** resubmit: the grade the submitter corrected (else the server reads it from the form's level field) */
  grade?: Grade;
  /** resubmit: the event's new technology, when changed (null: none); left out, it stays */
  techItemId?: number | null;
};

/** Actions with their own endpoint (create, PUT, DELETE): never sent to /actions/. */
const OWN_ENDPOINT: WfAction[] = ['saveDraft', 'deleteDraft'];

const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export function createRecordsApi(http: ApiHttp) {
  const base = '/api/v1/records';
  const one = (id: number | string) => `${base}/${idSegment(id)}`;
  return {
    listRecords: async (scope: RecordScope, filters: RecordFilters = {}) =>
      http.get(base, { params: recordQuery(scope, filters) }) as Promise<RecordPage>,
    getRecord: async (id: number | string) => http.get(one(id)) as Promise<RecordDetail>,
    /** issue 33 §5: the record was printed or saved as PDF here (the audit log's entry; a failure says nothing) */
    printed: async (id: number | string, what: 'print' | 'pdf') => http.post(`${one(id)}/printed`, { what }, { background: true }),
    getRevision: async (id: number | string, rev: number) => http.get(`${one(id)}/revisions/${idSegment(rev)}`) as Promise<Revision>,
    /** `idempotencyKey`: the same key for every try of one submission (a retry never creates a second record) */
    createRecord: async (input: NewRecordInput, opts: { idempotencyKey?: string; background?: boolean } = {}) => {
      const title = input.title?.trim();
      // `background`: the device's outbox sending a queued report (issue 32 §2): a failure says nothing
      const config = opts.idempotencyKey || opts.background
        ? { ...(opts.idempotencyKey ? { headers: { 'Idempotency-Key': opts.idempotencyKey } } : {}), ...(opts.background ? { background: true } : {}) }
        : undefined;
      return http.post(base, clean({ ...input, title: title ? title.slice(0, 200) : undefined, data: input.data ?? {} }), config) as Promise<RecordDetail>;
    },
    saveDraft: async (id: number | string, input: DraftInput) => {
      const title = input.title?.trim();
      return http.put(one(id), clean({ ...input, title: title ? title.slice(0, 200) : undefined })) as Promise<RecordDetail>;
    },
    deleteDraft: async (id: number | string, version: number) => http.delete(one(id), { params: { version } }) as Promise<unknown>,
    act: async (id: number | string, action: WfAction, body: ActionBody) => {
      if (OWN_ENDPOINT.includes(action)) throw new Error(`${action} has its own call`);
      return http.post(`${one(id)}/actions/${action}`, clean({ ...body })) as Promise<RecordDetail>;
    },
    follow: async (id: number | string) => http.post(`${one(id)}/follow`) as Promise<{ id: number; followed: boolean }>,
    unfollow: async (id: number | string) => http.delete(`${one(id)}/follow`) as Promise<{ id: number; followed: boolean }>,
    /** every category, the retired ones flagged (pages name older records' categories; reporters pick active ones) */
    eventTypes: async () => http.get('/api/v1/event-types', { params: { include: 'retired' } }) as Promise<EventType[]>,
    bizSummary: async () => http.get('/api/v1/biz/summary') as Promise<BizSummary>,
    /** the technologies an event may name, by name or code (at most 20); `id`: that one, whatever its status */
    techInUse: async (params: { keyword?: string; id?: number } = {}) => {
      const keyword = params.keyword?.trim();
      return http.get('/api/v1/tech/in-use', { params: { ...(keyword ? { keyword } : {}), ...(params.id !== undefined ? { id: params.id } : {}) } }) as Promise<TechInUse[]>;
    },
    /** data quality counts over every matching record (the quality-control page) */
    qualitySummary: async (scope: RecordScope, filters: RecordFilters = {}) =>
      http.get(`${base}/summary`, { params: recordQuery(scope, filters) }) as Promise<Record<string, number>>,
    /** the data query as an XLSX file, as a Blob (a JSON blob when the server refused: core/pages/download.ts blobError) */
    exportXlsx: async (scope: RecordScope, filters: RecordFilters = {}) =>
      http.get(`${base}/export`, { params: recordQuery(scope, filters), responseType: 'blob', timeout: FILE_TIMEOUT_MS }) as Promise<Blob>,
    /** the data query's records of an event type counted by a field of its form (`filters.field`; issue 31 §4) */
    fieldCounts: async (filters: RecordFilters & { eventType: string; field: string }) =>
      http.get(`${base}/field-counts`, { params: recordQuery('all', { ...filters, fieldValue: undefined }) }) as Promise<FieldCountsAnswer>,
    /** submitted events whose form says another type or grade than the record (quality office; issue 22 §1) */
    factConflicts: async () => http.get(`${base}/fact-conflicts`) as Promise<{ list: FactConflictRow[]; count: number }>,
  };
}

/** A record of GET /api/v1/records/fact-conflicts: its own type and grade, and what its form data says. */
export interface FactConflictRow {
  id: number; title: string; state: WfState; eventType: string | null; grade: Grade | null; deptName: string; submittedAt: string;
  conflicts: { fact: 'eventType' | 'grade'; model: string; label: string; record: string; form: string }[];
}

export type RecordsApi = ReturnType<typeof createRecordsApi>;

/** The records API over the runtime's shared client. */
export const recordsApi = (rt: HasSharedHttp): RecordsApi => createRecordsApi(sharedOf(rt));
