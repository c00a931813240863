// Records (filled forms) and their approval: docs/api.md "Records". Which list a view shows, who may
// edit or decide a record, the approval payload, and the unsafe-event data-quality views.
import { inTimeRange, type TimeRange } from './filters.ts';

export type RecordStatus = 'draft' | 'submitted' | 'approved' | 'rejected';
/** `cc`: records copied to me; `followed`: records I follow (server-side, docs/api.md "Records"). */
export type RecordScope = 'mine' | 'draft' | 'todo' | 'done' | 'all' | 'cc' | 'followed';

export interface RecordRow {
  id: number;
  formId: number;
  formVersion: number;
  title: string;
  status: RecordStatus;
  createdBy: number;
  createdByName: string;
  deptName: string;
  approverName?: string | null;
  opinion?: string | null;
  approvedAt?: string | null;
  submittedAt?: string | null;
  createdAt: string;
  updatedAt?: string;
  data?: Record<string, unknown>;
}

/** The unsafe-event form in the form library. */
export const UNSAFE_EVENT_FORM_CODE = '05-unsafe-event-report';

export const RECORD_STATUSES: RecordStatus[] = ['draft', 'submitted', 'approved', 'rejected'];
export const STATUS_COLORS: Record<RecordStatus, string> = { draft: 'default', submitted: 'processing', approved: 'success', rejected: 'error' };
export const ENDED_STATUSES: RecordStatus[] = ['approved', 'rejected'];

export function isEnded(r: Pick<RecordRow, 'status'>): boolean {
  return ENDED_STATUSES.includes(r.status);
}

/** Only the author edits, and only a draft (the server refuses anything else). */
export function canEditRecord(r: Pick<RecordRow, 'status' | 'createdBy'>, userId: unknown): boolean {
  return r.status === 'draft' && String(r.createdBy) === String(userId);
}

/** A submitted record that is not the caller's own (nobody approves their own record). */
export function canDecideRecord(r: Pick<RecordRow, 'status' | 'createdBy'>, userId: unknown): boolean {
  return r.status === 'submitted' && String(r.createdBy) !== String(userId);
}

export type ApprovalCheck = { ok: true; body: { pass: boolean; opinion: string } } | { ok: false; error: 'opinionRequired' | 'opinionTooLong' };

/** Approve with an optional opinion; a rejection must say why. The server keeps 1000 characters. */
export function approvalBody(pass: boolean, opinion: string | undefined | null): ApprovalCheck {
  const text = (opinion ?? '').trim();
  if (!pass && !text) return { ok: false, error: 'opinionRequired' };
  if (text.length > 1000) return { ok: false, error: 'opinionTooLong' };
  return { ok: true, body: { pass, opinion: text } };
}

export interface SaveRecordInput {
  formId: number;
  formVersion?: number;
  data: Record<string, unknown>;
  submit: boolean;
  title?: string;
}

/** Body of POST /api/v1/records (new) or PUT /api/v1/records/:id (a draft). */
export function recordBody(input: SaveRecordInput): Record<string, unknown> {
  const body: Record<string, unknown> = { formId: input.formId, data: input.data ?? {}, status: input.submit ? 'submitted' : 'draft' };
  if (input.formVersion !== undefined) body.formVersion = input.formVersion;
  const title = input.title?.trim();
  if (title) body.title = title.slice(0, 200);
  return body;
}

/** A report title from the form data: category and patient, else the form name. */
export function reportTitle(data: Record<string, unknown>, fallback: string): string {
  const cat = typeof data.event_category === 'string' ? data.event_category : '';
  const who = typeof data.sjsx_patient_name === 'string' ? data.sjsx_patient_name : '';
  const parts = [cat, who].filter(Boolean);
  return parts.length ? `${fallback}（${parts.join(' · ')}）` : fallback;
}

/** The fields a complete unsafe-event report has (data quality control). */
export const KEY_FIELDS = ['sjsx_patient_name', 'event_time', 'event_category', 'event_level', 'event_description', 'reporter_name', 'reporter_phone'] as const;

/** The key fields a record's data leaves empty. */
export function missingFields(data: Record<string, unknown> | undefined, fields: readonly string[] = KEY_FIELDS): string[] {
  const d = data ?? {};
  return fields.filter((f) => {
    const v = d[f];
    return v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0);
  });
}

export type DataView = 'all' | 'hospitalSense' | 'anaesthesia';

const text = (v: unknown) => (Array.isArray(v) ? v.join(' ') : typeof v === 'string' ? v : '');

/**
 * Which reports a data-quality page shows: hospital-infection data is the category 院内感染; the
 * anaesthesia data are events in the operating room or that mention 麻醉 (anaesthesia).
 */
export function inDataView(r: Pick<RecordRow, 'data'>, view: DataView): boolean {
  const d = r.data ?? {};
  if (view === 'hospitalSense') return text(d.event_category).includes('院内感染') || text(d.event_category).includes('感染');
  if (view === 'anaesthesia') return text(d.event_place) === '手术室' || /麻醉/.test(text(d.event_description) + text(d.event_category));
  return true;
}

export interface RecordQuery extends TimeRange {
  status?: RecordStatus | '';
  deptName?: string;
  keyword?: string;
  view?: DataView;
}

/** Client-side filtering of a record list loaded whole (the data-query pages). */
export function filterRecords<T extends RecordRow>(rows: T[], q: RecordQuery): T[] {
  let out = inTimeRange(rows, 'createdAt', { beginTime: q.beginTime, endTime: q.endTime });
  if (q.status) out = out.filter((r) => r.status === q.status);
  if (q.deptName) out = out.filter((r) => r.deptName === q.deptName);
  const kw = q.keyword?.trim().toLowerCase();
  if (kw) out = out.filter((r) => [r.title, r.createdByName, r.deptName].some((v) => String(v ?? '').toLowerCase().includes(kw)));
  if (q.view && q.view !== 'all') out = out.filter((r) => inDataView(r, q.view!));
  return out;
}

/** Counts per status (the quality-control summary). */
export function countByStatus(rows: Pick<RecordRow, 'status'>[]): Record<RecordStatus, number> {
  const out: Record<RecordStatus, number> = { draft: 0, submitted: 0, approved: 0, rejected: 0 };
  for (const r of rows) if (r.status in out) out[r.status]++;
  return out;
}

/** Followed records ("my follows"), kept per user in local storage. */
export function toggleId(list: Array<number | string>, id: number | string): Array<number | string> {
  return list.some((x) => String(x) === String(id)) ? list.filter((x) => String(x) !== String(id)) : [...list, id];
}

export function parseIdList(raw: string | null | undefined): Array<number | string> {
  try {
    const v = JSON.parse(raw ?? '[]');
    return Array.isArray(v) ? v.filter((x) => typeof x === 'number' || typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Query of GET /api/v1/records (and its /summary and /export): the scope, the page, and only the filters
 *  the user filled in. A status the user picked must be one the view allows; with none picked the view's
 *  statuses go as a comma list. */
export function recordListParams(
  scope: RecordScope,
  filters: RecordQuery & { pageIndex?: number; pageSize?: number },
  opts: { statuses?: RecordStatus[]; includeData?: boolean } = {},
): Record<string, string | number> {
  const out: Record<string, string | number> = { scope };
  if (filters.pageIndex !== undefined) out.pageIndex = filters.pageIndex;
  if (filters.pageSize !== undefined) out.pageSize = filters.pageSize;
  const picked = filters.status || undefined;
  if (picked) out.status = opts.statuses && !opts.statuses.includes(picked) ? opts.statuses.join(',') : picked;
  else if (opts.statuses?.length) out.status = opts.statuses.join(',');
  for (const k of ['keyword', 'beginTime', 'endTime'] as const) {
    const v = filters[k]?.trim();
    if (v) out[k] = v;
  }
  if (filters.view && filters.view !== 'all') out.view = filters.view;
  if (opts.includeData) out.includeData = 1;
  return out;
}

export interface CcUser { id?: number | string; userId?: number | string; name: string; deptName?: string; username?: string }

/** The copy picker's options: every colleague but me, labelled name（department）. */
export function ccOptions(users: CcUser[], me: unknown): { value: number; label: string }[] {
  return users
    .map((u) => ({ id: Number(u.userId ?? u.id), u }))
    .filter(({ id }) => Number.isInteger(id) && id > 0 && String(id) !== String(me))
    .map(({ id, u }) => ({ value: id, label: u.deptName ? `${u.name}（${u.deptName}）` : u.name }));
}
