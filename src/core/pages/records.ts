// Records on the workflow engine (docs/workflow.md): how a state, a grade, a step and a due time are
// shown, which list a record belongs in, what the submitter may still do with it, and how a conflict
// (someone else acted first, 409) is handled. The server decides who may act (`allowedActions`); these
// helpers only present what it says. Framework-free; the pages are thin over it.
import { titleWithPatient } from '../privacy/identifiers.ts';
import type { Grade, LocalText, ReviewOutcome, WfAction, WfState } from '../workflow/types.ts';
import type { EventType, RecordDetail, RecordListItem } from '../api/records.ts';
import { formatDateTime } from '../i18n/format.ts';
import { withOrigin } from '../routing/origin.ts';

/** antd Tag colours per state: running states blue/purple, waiting for the submitter orange, final green/red/grey. */
export const STATE_COLORS: Record<WfState, string> = {
  draft: 'default',
  inProgress: 'processing',
  returned: 'warning',
  rectifying: 'purple',
  closed: 'cyan',
  archived: 'success',
  rejected: 'error',
  approved: 'success',
  suspended: 'orange',
  stopped: 'default',
};

/** Severity colours: I (sentinel) red ... IV (near miss) blue. */
export const GRADE_COLORS: Record<Grade, string> = { I: 'red', II: 'volcano', III: 'gold', IV: 'blue' };

export const OUTCOME_COLORS: Record<ReviewOutcome, string> = { continue: 'green', suspend: 'orange', stop: 'red', routine: 'blue' };

/** Locale keys (namespace `workflow`, flat keys with dots). */
export const stateKey = (s: WfState | string) => `workflow:state.${s}`;
export const actionKey = (a: WfAction | string) => `workflow:action.${a}`;
/** A committee member's vote (issue 35 §2). */
export const voteKey = (v: string) => `workflow:vote.${v}`;

/** A follow-up report's figures on a timeline entry (issue 35 §3), or undefined. */
export function followUpOf(e: { extra?: Record<string, unknown> | null }): { cases: number; complications: number; adverseEvents: number } | undefined {
  const f = e.extra?.followUp as Record<string, unknown> | undefined;
  if (!f || typeof f !== 'object') return undefined;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return { cases: n(f.cases), complications: n(f.complications), adverseEvents: n(f.adverseEvents) };
}

/**
 * The decision a timeline entry carries beside its action, as a locale key: a periodic review's outcome, a
 * member's vote, a committee's result. The timeline and the print say the same.
 */
export function entryDecisionKeys(e: { action: string; extra?: Record<string, unknown> | null }): string[] {
  const out: string[] = [];
  const x = e.extra ?? {};
  if (e.action === 'review' && typeof x.outcome === 'string') out.push(`workflow:outcome.${x.outcome}`);
  if (e.action === 'vote' && typeof x.choice === 'string') out.push(voteKey(x.choice));
  if (x.result === 'approved' || x.result === 'rejected') out.push(`workflow:committee.${x.result}`);
  return out;
}
export const gradeKey = (g: Grade | string) => `workflow:grade.${g}`;
export const outcomeKey = (o: ReviewOutcome | string) => `workflow:outcome.${o}`;
export const measureStatusKey = (s: string) => `workflow:measure.${s}`;
export const stepKindKey = (k: string) => `workflow:stepKind.${k}`;

/** A name the admin typed in both languages, in the user's language (the other one when it is empty). */
export function localText(text: LocalText | string | null | undefined, lang: string): string {
  if (!text) return '';
  if (typeof text === 'string') return text;
  const en = /^en/i.test(lang);
  return (en ? text.en || text['zh-CN'] : text['zh-CN'] || text.en) ?? '';
}

/** An event type's name in the page language ('' while the dictionary is empty or when it does not list the type). */
export function eventTypeName(types: EventType[], code: string | null | undefined, lang: string): string {
  if (!code) return '';
  const hit = types.find((x) => x.code === code);
  // never the code on screen: while the dictionary loads, or for a type it no longer lists, nothing
  if (!hit) return '';
  return /^en/i.test(lang) ? hit.nameEn || hit.name : hit.name;
}

/** A time from the server (an instant, or the legacy endpoints' wall-clock text), as `lang` writes it in
 *  `timeZone`, the hospital's (core/i18n/format.ts; Chinese 'YYYY-MM-DD HH:mm' without `lang`); '' for none. */
export function formatTime(v: string | number | null | undefined, withSeconds = false, lang?: string, timeZone?: string): string {
  return formatDateTime(v, lang, { seconds: withSeconds, timeZone });
}

export interface DueView {
  /** the due time as shown ('' when the record has none) */
  text: string;
  /** the server says the step's deadline passed (its clock, not the browser's) */
  overdue: boolean;
}

/** The due time and overdue badge of a row: only while someone must act (no due time on drafts, returned or final records). */
export function dueView(r: Pick<RecordListItem, 'dueAt' | 'overdue' | 'state'>, lang?: string, timeZone?: string): DueView {
  const running = !['draft', 'returned', 'archived', 'rejected', 'stopped'].includes(r.state);
  if (!running || !r.dueAt) return { text: '', overdue: false };
  return { text: formatTime(r.dueAt, false, lang, timeZone), overdue: !!r.overdue };
}

/**
 * A department as the reader's language names it (issue 23 §1): in English the English name an administrator
 * gave; else the stored (Chinese) name, which is typed data (`typed`: the page marks it as such).
 */
export function deptLabel(r: { deptName?: string | null; deptNameEn?: string | null }, lang: string): { text: string; typed: boolean } {
  const en = /^en/i.test(lang) ? r.deptNameEn?.trim() : '';
  return en ? { text: en, typed: false } : { text: r.deptName ?? '', typed: true };
}

/** How a list of names is joined in `lang`: "王芳、李娜" in Chinese, "王芳, 李娜" in English (no full-width marks). */
export const nameSeparator = (lang?: string) => (/^en/i.test(lang ?? '') ? ', ' : '、');

/** Who acts now, as a line: "王芳、李娜" ('' when nobody: drafts and final states); `lang` picks the separator. */
export function assigneeNames(r: Pick<RecordListItem, 'assignees'>, max = 3, lang?: string): string {
  const names = (r.assignees ?? []).map((a) => a.name).filter(Boolean);
  const sep = nameSeparator(lang);
  return names.length > max ? `${names.slice(0, max).join(sep)} +${names.length - max}` : names.join(sep);
}

/** The submitter edits their draft or a record returned to them: the edit page is for these two. */
export function editableBySubmitter(r: Pick<RecordListItem, 'state' | 'createdBy'>, userId: unknown): boolean {
  return (r.state === 'draft' || r.state === 'returned') && r.createdBy !== null && String(r.createdBy) === String(userId);
}

/** On the detail page the server's answer decides: the edit page serves saveDraft / submit (drafts) and resubmit (returned). */
export function canOpenEditor(d: Pick<RecordDetail, 'allowedActions'>): boolean {
  return d.allowedActions.some((a) => a === 'saveDraft' || a === 'resubmit' || a === 'submit');
}

/**
 * Does the detail page show the record's measures table? Whenever it has measures or is rectifying, whatever
 * its module: an unsafe event and a quality inspection's rectification (module business) alike (issue 35 §4:
 * the rectification's measure was shown to nobody, so its owner could not report it done).
 */
export function showsMeasures(d: Pick<RecordDetail, 'measures' | 'state'>): boolean {
  return d.measures.length > 0 || d.state === 'rectifying';
}

/** The route of a record's detail page: technologies have their own path in their module's menu. */
export function detailPath(r: Pick<RecordListItem, 'id' | 'module'>, from?: string): string {
  // opened from a list: the record's breadcrumb follows that list (issue 32 §5)
  return withOrigin(r.module === 'xjsxxm' ? `/xjsxxm/apply/detail?id=${r.id}` : `/newBaqsj/lookDetail?id=${r.id}`, from);
}

/** The edit page of a record (events; technologies are edited on their apply page). */
export function editPath(r: Pick<RecordListItem, 'id' | 'module'>): string {
  return r.module === 'xjsxxm' ? `/xjsxxm/apply/myApply?edit=${r.id}` : `/newBaqsj/editDetail?id=${r.id}`;
}

/** The last "return" entry of the timeline: its comment is shown on top of a returned record's editor. */
export function lastReturn<T extends { action: string; id: number }>(timeline: T[] | undefined): T | null {
  let found: T | null = null;
  for (const e of timeline ?? []) if ((e.action === 'return' || e.action === 'reject') && (!found || e.id > found.id)) found = e;
  return found;
}

/** The measure a timeline entry is about (complete / verify / send back): its number in the table and what it says. */
export function timelineMeasure(e: { extra: Record<string, unknown> | null }, measures: { id: number; what: string }[] | undefined): { no: number; what: string } | null {
  const id = Number(e.extra?.measureId);
  if (!Number.isInteger(id) || !measures?.length) return null;
  const i = measures.findIndex((m) => m.id === id);
  return i < 0 ? null : { no: i + 1, what: measures[i].what };
}

/**
 * Who holds a record on the side of a timeline move where it is at no step (`fromStep` / `toStep` null):
 * the submitter (a draft, a return, a withdraw, a submit from the draft) or nobody, the loop being over.
 * A `pages` key: 'timelineSubmitter' or 'timelineEnd'.
 */
export function timelineSideKey(state: WfState | null): 'timelineSubmitter' | 'timelineEnd' {
  return state === null || state === 'draft' || state === 'returned' ? 'timelineSubmitter' : 'timelineEnd';
}

/** A 409 from the shared client (`HosHttpError.code`): somebody changed the record since it was loaded. */
export function isConflict(e: unknown): boolean {
  const code = e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined;
  return code === 409 || code === '409';
}

/**
 * After a failed action: on a conflict reload the record and tell the user someone acted first (the
 * page then shows the current state and the actions still allowed). Other errors were already shown
 * by the http layer. Returns whether it was a conflict.
 */
export async function handleConflict(e: unknown, opts: { reload(): Promise<unknown> | unknown; notify(key: 'conflictReloaded'): void }): Promise<boolean> {
  if (!isConflict(e)) return false;
  try {
    await opts.reload();
  } finally {
    opts.notify('conflictReloaded');
  }
  return true;
}

/**
 * A report title: the fallback (the event type's "跌倒/坠床事件报告") and the patient. The type is named once
 * (issue 22 §7): the form's own category field is bound to the record's type, not repeated in brackets.
 */
export function reportTitle(data: Record<string, unknown>, fallback: string): string {
  const who = typeof data.sjsx_patient_name === 'string' ? data.sjsx_patient_name.trim() : '';
  // the format a masked reader's title is found by (issue 33 §6)
  return titleWithPatient(fallback, who);
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

/** An approval opinion (the pre-engine decision dialog of the technology pages): a rejection must say why. */
export type ApprovalCheck = { ok: true; body: { pass: boolean; opinion: string } } | { ok: false; error: 'opinionRequired' | 'opinionTooLong' };
export function approvalBody(pass: boolean, opinion: string | undefined | null): ApprovalCheck {
  const text = (opinion ?? '').trim();
  if (!pass && !text) return { ok: false, error: 'opinionRequired' };
  if (text.length > 1000) return { ok: false, error: 'opinionTooLong' };
  return { ok: true, body: { pass, opinion: text } };
}

export interface CcUser { id?: number | string; userId?: number | string; name: string; deptName?: string; username?: string }

/** A people picker's options: every colleague but me (and anyone in `exclude`), labelled name（department）. */
export function ccOptions(users: CcUser[], me: unknown, exclude: Array<number | string | null | undefined> = []): { value: number; label: string }[] {
  const skip = new Set(exclude.filter((x) => x !== null && x !== undefined).map(String));
  return users
    .map((u) => ({ id: Number(u.userId ?? u.id), u }))
    .filter(({ id }) => Number.isInteger(id) && id > 0 && String(id) !== String(me) && !skip.has(String(id)))
    .map(({ id, u }) => ({ value: id, label: u.deptName ? `${u.name}（${u.deptName}）` : u.name }));
}
