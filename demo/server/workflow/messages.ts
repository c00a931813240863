// The bell messages the engine's transitions write (issue 23 §1): a kind and its parameters (the record,
// its title, who acted, the steps, the comment, the due time), never a finished sentence. They are worded
// in the reader's language when read (src/core/messages/render.ts). For an anonymous record the reporter
// is never named: the actor is stored as '' with `anonymous` (shown as "anonymous" in the reader's language).
import type { LocalText, Notification, ReviewOutcome, WfModule } from '../../../src/core/workflow/types.ts';
import type { CommitteeResult } from '../../../src/core/workflow/committee.ts';
import type { MessageParams } from '../../../src/core/messages/render.ts';

export interface MessageContext {
  module: WfModule;
  recordId: number;
  title: string;
  /** who acted; '' when `anonymous` */
  actor: string;
  anonymous?: boolean;
  fromStep?: LocalText;
  toStep?: LocalText;
  comment: string;
  /** a periodic review's outcome, or a committee's result (approved / rejected) */
  outcome?: ReviewOutcome | CommitteeResult;
  /** due time, epoch ms (overdue reminders) */
  due?: number;
}

/** What is stored for one bell message. */
export interface BellMessage { kind: string; params: MessageParams }

/** The record's page in the app: bell messages open it. */
export function recordLink(module: WfModule, id: number): string {
  return module === 'xjsxxm' ? `/xjsxxm/apply/detail?id=${id}` : `/newBaqsj/lookDetail?id=${id}`;
}

const KINDS = new Set<string>([
  'submit', 'resubmit', 'withdraw', 'approve', 'return', 'reject', 'transfer', 'close', 'archive', 'sendBack', 'review',
  'assignMeasures', 'completeMeasure', 'verifyMeasure', 'sendBackMeasure', 'addCc', 'urge', 'overdue', 'vote', 'committee', 'followUp', 'followUpDue',
]);

/**
 * The message of one notification. `to` tells the submitter from the next hands for the actions that
 * tell both (approve, return, close). Only the parameters a message needs are kept.
 */
export function bellMessage(kind: Notification['kind'], to: Notification['target']['to'], c: MessageContext): BellMessage {
  const params: MessageParams = { recordId: c.recordId, module: c.module, title: c.title, actor: c.actor };
  if (c.anonymous) params.anonymous = true;
  if (to === 'submitter') params.toSubmitter = true;
  if (c.fromStep) params.fromStep = c.fromStep;
  if (c.toStep) params.toStep = c.toStep;
  if (c.comment) params.comment = c.comment;
  if (c.outcome) params.outcome = c.outcome;
  if (c.due !== undefined) params.due = c.due;
  return { kind: KINDS.has(kind) ? kind : 'flow', params };
}
