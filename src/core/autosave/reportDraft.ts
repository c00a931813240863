// The whole report is the draft (issue 32 §1): the page head (event category, grade, reporting
// department, anonymity, the new technology involved, copies) and the form's values are one local draft, saved together as the
// nurse works and restored together after a reload, a crash or a killed browser: the head first, then
// the category's form, then its values, with nothing to pick again. Only data fields are stored; a field
// that left the form since is named by its title. Cleared when the report reaches the server and at logout.
import type { Grade } from '../workflow/types.ts';
import type { FormSchema, Models } from '../form/types.ts';
import { dataFields, dataValues, draftOnForm, type DraftField, type DraftOnForm } from './draftFields.ts';
import { draftKey, type DraftBackend } from './draftSaver.ts';

/** The page head: the record's facts, asked once above the form. */
export interface ReportHead {
  eventType: string | null;
  grade: Grade | null;
  /** the reporting department's name */
  deptName: string | null;
  anonymous: boolean;
  /** the new technology the event names (issue 35 §3: a catalogue id); absent in drafts saved before it was asked */
  techItemId?: number | null;
  ccUserIds: number[];
}

export interface ReportDraft {
  kind: 'report';
  /** epoch ms of the change saved */
  savedAt: number;
  head: ReportHead;
  /** the form version the values were typed in (null before a category is picked) */
  form: { id: number; version: number } | null;
  /** the values of the form's data fields */
  models: Models;
  /** the form's data fields with their titles when saved */
  fields: DraftField[];
  /** the report's idempotency key: a submit retried after a reload is still stored once */
  submission?: string;
  /** a stored draft or returned record: the version of it the draft was made on */
  recordVersion?: number;
  /** the server refused this report when the device's outbox sent it (issue 32 §2): its reason */
  refused?: string;
}

/** The draft's key for a new report or a stored draft / returned record (under the user: see draftKey). */
export function reportDraftHostKey(recordId?: number | string | null): string {
  return `report:${recordId ?? 'new'}`;
}

const GRADE_SET = new Set(['I', 'II', 'III', 'IV']);

function isHead(v: unknown): v is ReportHead {
  const h = v as ReportHead;
  return !!h && typeof h === 'object'
    && (h.eventType === null || typeof h.eventType === 'string')
    && (h.grade === null || GRADE_SET.has(h.grade as string))
    && (h.deptName === null || typeof h.deptName === 'string')
    && typeof h.anonymous === 'boolean'
    && (h.techItemId === undefined || h.techItemId === null || typeof h.techItemId === 'number')
    && Array.isArray(h.ccUserIds) && h.ccUserIds.every((x) => typeof x === 'number');
}

export function isReportDraft(v: unknown): v is ReportDraft {
  const d = v as ReportDraft;
  return !!d && typeof d === 'object' && d.kind === 'report' && typeof d.savedAt === 'number' && isHead(d.head)
    && (d.form === null || (!!d.form && typeof d.form.id === 'number' && typeof d.form.version === 'number'))
    && !!d.models && typeof d.models === 'object' && Array.isArray(d.fields)
    && d.fields.every((f) => !!f && typeof f.model === 'string' && typeof f.title === 'string');
}

export interface ReportDraftInput {
  head: ReportHead;
  form: { id: number; version: number } | null;
  /** the form as the page shows it (its data fields are what is stored) */
  schema: FormSchema | null;
  models: Models;
  savedAt: number;
  submission?: string;
  recordVersion?: number;
}

/** What is stored: the head as it is, the values of the form's data fields only (copied). */
export function makeReportDraft(input: ReportDraftInput): ReportDraft {
  const fields = dataFields(input.schema);
  return {
    kind: 'report',
    savedAt: input.savedAt,
    head: { ...input.head, ccUserIds: [...input.head.ccUserIds] },
    form: input.form ? { id: input.form.id, version: input.form.version } : null,
    models: structuredClone(dataValues(input.models, fields)),
    fields,
    ...(input.submission ? { submission: input.submission } : {}),
    ...(input.recordVersion !== undefined ? { recordVersion: input.recordVersion } : {}),
  };
}

/**
 * Whether a draft found for a stored record was made on the version the server still holds: after a change
 * stored since (elsewhere, or this draft's own save) it is not put back. Versions, not clocks: the
 * browser's clock and the server's need not agree.
 */
export function draftFitsRecord(draft: Pick<ReportDraft, 'recordVersion'>, record: { version: number } | null): boolean {
  return !record || draft.recordVersion === record.version;
}

/** The draft's values on the form the page shows now, and the fields (by title) it no longer has. */
export function restoreReportValues(draft: ReportDraft, schema: FormSchema | null): DraftOnForm {
  return draftOnForm(draft.models, draft.fields, schema);
}

/**
 * Forgets every report draft of `user` (logout): the stored ones and the copies a page left behind on
 * leaving (`<key>:sync`, see draftSaver.ts).
 */
export async function clearReportDrafts(backend: DraftBackend, user: string, sync?: Pick<Storage, 'removeItem'> | null): Promise<void> {
  const prefix = draftKey(user, reportDraftHostKey(''));
  const keys = new Set((await backend.keys?.()) ?? []);
  keys.add(draftKey(user, reportDraftHostKey()));
  for (const k of keys) {
    if (!k.startsWith(prefix)) continue;
    sync?.removeItem(`${k}:sync`);
    await backend.del(k);
  }
}
