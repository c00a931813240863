// The actions a record's detail page offers, as the server allows them (`allowedActions`,
// `measureActions`): what each one asks of the user (a comment, a target step, a person, measures,
// an outcome) and the checks the server would make, so the dialog says what is missing before a
// round trip. The server still checks everything; these rules only mirror it.
import { REVIEW_OUTCOMES, type Attachment, type FollowUpFigures, type MeasureInput, type ReviewOutcome, type WfAction } from '../workflow/types.ts';
import { voteNeedsReason, VOTE_CHOICES, type VoteChoice } from '../workflow/committee.ts';
import { followUpFigures } from '../workflow/followUp.ts';
import type { ActionBody } from '../api/records.ts';

export const MAX_COMMENT = 2000;
export const MAX_MEASURE_TEXT = 500;
export const MAX_MEASURES = 50;

export interface ActionSpec {
  /** 'required': the server refuses without one */
  comment: 'none' | 'optional' | 'required';
  /** return: the submitter or an earlier step; sendBack: an earlier step */
  target?: 'return' | 'sendBack';
  /** transfer: one person */
  user?: boolean;
  /** addCc: several people */
  users?: boolean;
  measures?: boolean;
  outcome?: boolean;
  /** vote: a choice of VOTE_CHOICES; its reason (the comment) needed for all but an approval */
  vote?: boolean;
  attachments?: boolean;
  /** closeMeeting: at least one attachment (the minutes) */
  attachmentsRequired?: boolean;
  /** followUp: the period's figures */
  followUp?: boolean;
  /** shown as a danger (red) button */
  danger?: boolean;
  /** shown as the primary button */
  primary?: boolean;
}

/** Record-level actions the detail page shows as buttons, in this order. */
export const RECORD_ACTIONS: WfAction[] = [
  'vote', 'closeMeeting', 'followUp', 'approve', 'assignMeasures', 'close', 'archive', 'review', 'return', 'sendBack', 'reject', 'transfer', 'addCc', 'urge', 'withdraw',
];

/** Actions on one measure (measureActions[id]). */
export const MEASURE_ACTIONS: WfAction[] = ['completeMeasure', 'verifyMeasure', 'sendBackMeasure'];

export const ACTION_SPECS: Partial<Record<WfAction, ActionSpec>> = {
  approve: { comment: 'optional', attachments: true, primary: true },
  return: { comment: 'required', target: 'return', attachments: true, danger: true },
  reject: { comment: 'required', attachments: true, danger: true },
  transfer: { comment: 'optional', user: true },
  addCc: { comment: 'optional', users: true },
  urge: { comment: 'optional' },
  withdraw: { comment: 'optional' },
  // the comment of a close is the case's conclusion (src/core/workflow/conclusion.ts)
  close: { comment: 'required', primary: true },
  assignMeasures: { comment: 'optional', measures: true, primary: true },
  completeMeasure: { comment: 'optional', attachments: true, primary: true },
  verifyMeasure: { comment: 'optional', primary: true },
  sendBackMeasure: { comment: 'required', danger: true },
  archive: { comment: 'optional', primary: true },
  sendBack: { comment: 'required', target: 'sendBack', danger: true },
  review: { comment: 'optional', outcome: true, attachments: true, primary: true },
  // a committee (issue 35 §2): a member's vote with its reason; the chair's close with the minutes
  vote: { comment: 'optional', vote: true, attachments: true, primary: true },
  closeMeeting: { comment: 'optional', attachments: true, attachmentsRequired: true },
  // an approved technology's follow-up report (issue 35 §3): figures, a summary, evidence
  followUp: { comment: 'required', followUp: true, attachments: true, primary: true },
};

export const specOf = (a: WfAction): ActionSpec => ACTION_SPECS[a] ?? { comment: 'optional' };

/** What the user filled in an action dialog. */
export interface ActionForm {
  comment?: string;
  attachments?: Attachment[];
  target?: string;
  userId?: number | null;
  userIds?: number[];
  /** deadline: epoch ms (end of the picked day) */
  /** causeId: the root cause of the record's analysis the measure addresses (issue 26 §1) */
  measures?: Array<{ what?: string; ownerUserId?: number | null; deadline?: number | null; causeId?: string | null }>;
  measureId?: number;
  outcome?: ReviewOutcome | null;
  vote?: VoteChoice | null;
  followUp?: Partial<Record<keyof FollowUpFigures, number | null>>;
}

/** Error keys (namespace `pages`); `row` points at the measure row at fault. */
export type ActionError =
  | { key: 'commentRequired' | 'commentTooLong' | 'targetRequired' | 'userRequired' | 'usersRequired' | 'measuresRequired' | 'tooManyMeasures' | 'outcomeRequired' | 'completeNeedsNote' | 'voteRequired' | 'reasonRequired' | 'minutesRequired' | 'followUpFigures' }
  | { key: 'measureWhat' | 'measureOwner' | 'measureDeadline'; row: number };

export type ActionCheck = { ok: true; body: ActionBody } | { ok: false; error: ActionError };

/**
 * Builds the action body from the dialog, or says what is missing. `now` is the browser's time, only
 * used to refuse a deadline already past (the server checks against its own clock too).
 */
export function actionBody(action: WfAction, version: number, form: ActionForm, now: number): ActionCheck {
  const spec = specOf(action);
  const comment = (form.comment ?? '').trim();
  const fail = (error: ActionError): ActionCheck => ({ ok: false, error });
  if (comment.length > MAX_COMMENT) return fail({ key: 'commentTooLong' });
  if (spec.comment === 'required' && !comment) return fail({ key: 'commentRequired' });
  const body: ActionBody = { version };
  if (comment) body.comment = comment;
  if (spec.attachments && form.attachments?.length) body.attachments = form.attachments.map((a) => ({ name: a.name, url: a.url }));
  if (spec.target) {
    // a return goes to the submitter unless the user picked an earlier step; a send back needs a step
    if (form.target) body.target = form.target;
    else if (spec.target === 'return') body.target = 'submitter';
    else return fail({ key: 'targetRequired' });
  }
  if (spec.user) {
    if (!form.userId) return fail({ key: 'userRequired' });
    body.userId = form.userId;
  }
  if (spec.users) {
    const ids = [...new Set((form.userIds ?? []).filter((u) => Number.isInteger(u) && u > 0))];
    if (!ids.length) return fail({ key: 'usersRequired' });
    body.userIds = ids;
  }
  if (spec.measures) {
    const rows = form.measures ?? [];
    if (!rows.length) return fail({ key: 'measuresRequired' });
    if (rows.length > MAX_MEASURES) return fail({ key: 'tooManyMeasures' });
    const measures: MeasureInput[] = [];
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      const what = (r.what ?? '').trim();
      if (!what || what.length > MAX_MEASURE_TEXT) return fail({ key: 'measureWhat', row: i });
      if (!r.ownerUserId || !Number.isInteger(r.ownerUserId)) return fail({ key: 'measureOwner', row: i });
      if (!r.deadline || !Number.isFinite(r.deadline) || r.deadline <= now) return fail({ key: 'measureDeadline', row: i });
      measures.push({ what, ownerUserId: r.ownerUserId, deadline: r.deadline, ...(r.causeId ? { causeId: r.causeId } : {}) });
    }
    body.measures = measures;
  }
  if (spec.outcome) {
    if (!form.outcome || !REVIEW_OUTCOMES.includes(form.outcome)) return fail({ key: 'outcomeRequired' });
    body.outcome = form.outcome;
  }
  if (spec.vote) {
    if (!form.vote || !VOTE_CHOICES.includes(form.vote)) return fail({ key: 'voteRequired' });
    // a vote against, an abstention or a withdrawal says why
    if (voteNeedsReason(form.vote) && !comment) return fail({ key: 'reasonRequired' });
    body.vote = form.vote;
  }
  if (spec.attachmentsRequired && !form.attachments?.length) return fail({ key: 'minutesRequired' });
  if (spec.followUp) {
    const figures = followUpFigures(form.followUp);
    if (!figures) return fail({ key: 'followUpFigures' });
    body.followUp = figures;
  }
  if (MEASURE_ACTIONS.includes(action)) {
    body.measureId = form.measureId;
    // reporting completion with neither a note nor evidence tells the quality office nothing
    if (action === 'completeMeasure' && !comment && !form.attachments?.length) return fail({ key: 'completeNeedsNote' });
  }
  return { ok: true, body };
}

/** The end of a picked day (a deadline picked by date means "by the end of that day"). */
export function endOfDay(year: number, month: number, day: number): number {
  return new Date(year, month - 1, day, 23, 59, 59, 0).getTime();
}

/** Record-level buttons to show, in a stable order, from what the server allows. */
export function recordButtons(allowed: WfAction[]): WfAction[] {
  return RECORD_ACTIONS.filter((a) => allowed.includes(a));
}
