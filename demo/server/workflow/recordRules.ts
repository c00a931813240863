// Rules of records the engine does not own (it decides who may act; these say what a record must hold):
// the coarse legacy status, what a record needs before it can be submitted, the shape of a technology
// application, and the catalogue texts of review outcomes.
import type { ReviewOutcome, WfAction, WfState } from '../../../src/core/workflow/types.ts';
import { TECH_LIMITS } from '../../../src/core/pages/tech.ts';
import { WfRefusal } from './refusal.ts';
import { stripNameControls } from '../http/fileName.ts';

/** The old `status` column, kept in sync for the calls that still read it. */
export const COARSE_STATUS: Record<WfState, 'draft' | 'submitted' | 'approved' | 'rejected'> = {
  draft: 'draft', inProgress: 'submitted', returned: 'submitted', rectifying: 'submitted',
  closed: 'approved', archived: 'approved', approved: 'approved', suspended: 'approved',
  rejected: 'rejected', stopped: 'rejected',
};

/** The submitter's own steps: they do not put a record on the submitter's "done" list. */
export const OWN_ACTIONS: ReadonlySet<WfAction> = new Set(['saveDraft', 'deleteDraft', 'submit', 'resubmit', 'withdraw']);
/** Actions that may carry edited fields and data. */
export const EDIT_ACTIONS: ReadonlySet<WfAction> = new Set(['saveDraft', 'submit', 'resubmit']);
/** Decisions recorded as the record's last approver and opinion (the CSV export and old lists read them). */
export const DECISIONS: ReadonlySet<WfAction> = new Set(['approve', 'return', 'reject', 'close', 'archive', 'sendBack', 'review']);
/** The older review-outcome column's values (its CHECK); a decision beyond them (routine) is kept in review_decision only. */
export const LEGACY_OUTCOMES: ReadonlySet<string> = new Set(['continue', 'suspend', 'stop']);

/** The catalogue row's status after a periodic review. */
export const OUTCOME_STATUS: Record<ReviewOutcome, string> = { continue: '继续', suspend: '暂停', stop: '终止', routine: '转常规' };

export const TECH_LEVELS = ['1', '2', '3'];
/** The form's limits (src/core/pages/tech.ts TECH_LIMITS): the apply page checks the same ones. */
export const MAX_ATTACHMENTS = TECH_LIMITS.attachments;

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** [{name, url}] with short texts and app-relative or http(s) urls; undefined when the shape is wrong. */
export function attachmentsOf(v: unknown): { name: string; url: string }[] | undefined {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.length > MAX_ATTACHMENTS) return undefined;
  const out: { name: string; url: string }[] = [];
  for (const a of v) {
    if (!isObj(a) || typeof a.name !== 'string' || typeof a.url !== 'string') return undefined;
    const name = stripNameControls(a.name).trim().slice(0, 200);
    const url = a.url.trim();
    if (!name || url.length > 1000 || !(/^\/[^/]/.test(url) || /^https?:\/\//i.test(url))) return undefined;
    out.push({ name, url });
  }
  return out;
}

/** A technology application's data: the problem with it, or null. `complete` demands the required fields. */
export function techDataProblem(data: Record<string, unknown>, complete: boolean): WfRefusal | null {
  const text = (k: string) => (typeof data[k] === 'string' ? (data[k] as string).trim() : data[k] === undefined || data[k] === null ? '' : null);
  const name = text('techName');
  if (name === null || name.length > TECH_LIMITS.techName || (complete && !name)) return new WfRefusal(400, 'server.techNameInvalid');
  const level = text('level');
  if (level === null || (level && !TECH_LEVELS.includes(level)) || (complete && !level)) return new WfRefusal(400, 'server.techLevelInvalid');
  const dept = text('dept');
  if (dept === null || dept.length > TECH_LIMITS.dept || (complete && !dept)) return new WfRefusal(400, 'server.techDeptInvalid');
  for (const [k, max] of (['team', 'description', 'category'] as const).map((k) => [k, TECH_LIMITS[k]] as const)) {
    const v = text(k);
    if (v === null || v.length > max) return new WfRefusal(400, 'server.textTooLong', { field: k, max });
  }
  if (attachmentsOf(data.attachments) === undefined) return new WfRefusal(400, 'server.attachmentsInvalid', { max: MAX_ATTACHMENTS });
  // the structured application (issue 35 §1): the form's data, checked against the form at submission
  const app = data.application;
  if (app !== undefined && app !== null && (typeof app !== 'object' || Array.isArray(app) || JSON.stringify(app).length > MAX_APPLICATION_JSON)) {
    return new WfRefusal(400, 'server.techApplicationInvalid');
  }
  return null;
}

/** The largest application form data kept (its JSON text): long texts and the team, not files (uploads are links). */
export const MAX_APPLICATION_JSON = 200_000;

/** What a record must hold before it enters its flow. */
export function submitProblem(r: { module: string; eventType: string | null; grade: string | null; techKind: string | null; formId: number | null },
  data: Record<string, unknown>, eventTypeKnown: boolean): WfRefusal | null {
  if (r.module === 'baqsj') {
    if (!r.eventType || !eventTypeKnown) return new WfRefusal(400, 'server.eventTypeInvalid');
    if (!r.grade) return new WfRefusal(400, 'server.gradeInvalid');
    if (r.formId === null) return new WfRefusal(400, 'server.formInvalid');
  } else if (r.module === 'xjsxxm') {
    if (!r.techKind) return new WfRefusal(400, 'server.techKindInvalid');
    return techDataProblem(data, true);
  } else if (r.formId === null) {
    return new WfRefusal(400, 'server.formInvalid');
  }
  return null;
}
