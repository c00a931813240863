// Who may take an action, in which state, at which step (docs/workflow.md): the guards. The same checks
// decide an action (engine.ts transition) and what the client is offered (allowedActions).
import { committeeRule, tally } from './committee.ts';
import type { ActionInput, Actor, FlowDef, Refusal, RefusalCode, StepAction, StepDef, WfAction, WfInstance, WfState } from './types.ts';

export interface Ctx {
  flow: FlowDef;
  inst: WfInstance;
  actor: Actor;
  step: StepDef | undefined;
}

export const refuse = (code: RefusalCode, status: Refusal['status'] = 400, params?: Refusal['params']): Refusal => ({ ok: false, status, code, params });

const isSubmitter = (c: Ctx) => c.actor.id === c.inst.submitterId;
const isAssignee = (c: Ctx) => c.inst.assignees.includes(c.actor.id);
/** Supervisors of the flow (its overdue-notified roles, e.g. the quality office) may urge too. */
const isSupervisor = (c: Ctx) => (c.flow.overdueNotifyRoles ?? []).some((r) => c.actor.roles.includes(r));
const ACTIVE: WfState[] = ['inProgress', 'rectifying', 'closed', 'approved', 'suspended'];

function submitterIn(c: Ctx, states: WfState[]): Refusal | null {
  if (!isSubmitter(c)) return refuse('notSubmitter', 403);
  if (!states.includes(c.inst.state)) return refuse('wrongState', 400, { state: c.inst.state });
  return null;
}

/** The actor is an assignee of the current step, in an active state, and the flow allows `action` there. */
function assigneeMay(c: Ctx, action: StepAction, kinds?: StepDef['kind'][]): Refusal | null {
  if (!ACTIVE.includes(c.inst.state) || !c.step) return refuse('wrongState', 400, { state: c.inst.state });
  if (!isAssignee(c)) return refuse('notAssignee', 403);
  // nobody decides their own record, unless the step is the submitter's by its rule
  if (isSubmitter(c) && c.step.assignee.kind !== 'submitter' && action !== 'addCc' && action !== 'urge') return refuse('notAssignee', 403);
  if (kinds && !kinds.includes(c.step.kind)) return refuse('notAllowedAtStep', 400, { action });
  if (!c.step.actions.includes(action)) return refuse('notAllowedAtStep', 400, { action });
  return null;
}

/**
 * The assignee of a rectification step with measures in hand; with `proposing`, also of an analysis step
 * (measures for the root causes are proposed there and carried out once the record reaches rectification).
 */
function rectifier(c: Ctx, proposing = false): Refusal | null {
  const kindOk = c.step && (c.step.kind === 'rectification' || (proposing && c.step.kind === 'analysis'));
  if (!c.step || !kindOk || (c.inst.state !== 'inProgress' && c.inst.state !== 'rectifying')) {
    return refuse('wrongState', 400, { state: c.inst.state });
  }
  // as at any step: not the submitter, unless the step is the submitter's by its rule (a quality officer
  // who opened a rectification of an inspection finding runs it, QUALITY_RECTIFICATION in defaultFlows.ts)
  if (!isAssignee(c) || (isSubmitter(c) && c.step.assignee.kind !== 'submitter')) return refuse('notAssignee', 403);
  return null;
}

export function measureOf(c: Ctx, id: number | undefined) {
  return id === undefined ? undefined : c.inst.measures.find((m) => m.id === id);
}

type Guard = (c: Ctx, input: ActionInput) => Refusal | null;

/** At a committee step, in progress, the flow allowing `action` there. */
function atCommittee(c: Ctx, action: StepAction): Refusal | null {
  if (c.inst.state !== 'inProgress' || c.step?.kind !== 'committee') return refuse('wrongState', 400, { state: c.inst.state });
  return c.step.actions.includes(action) ? null : refuse('notAllowedAtStep', 400, { action });
}

/** A member of the committee still to vote (a member who voted has left the step's assignees). */
function voter(c: Ctx): Refusal | null {
  const bad = atCommittee(c, 'vote');
  if (bad) return bad;
  if (c.inst.votes?.some((v) => v.userId === c.actor.id)) return refuse('alreadyVoted');
  return isAssignee(c) && !isSubmitter(c) ? null : refuse('notAssignee', 403);
}

/** The committee's chair (the rule's chair role), once the quorum has voted. */
function chair(c: Ctx): Refusal | null {
  const bad = atCommittee(c, 'closeMeeting');
  if (bad) return bad;
  const rule = committeeRule(c.step);
  if (!c.actor.roles.includes(rule.chairRole) || isSubmitter(c)) return refuse('notChair', 403);
  return tally(c.inst.assignees, c.inst.votes ?? [], rule).quorumMet ? null : refuse('quorumNotMet');
}

export const GUARDS: Record<WfAction, Guard> = {
  saveDraft: (c) => submitterIn(c, ['draft']),
  deleteDraft: (c) => submitterIn(c, ['draft']),
  submit: (c) => submitterIn(c, ['draft']),
  withdraw: (c) => submitterIn(c, ['inProgress']) ?? (c.inst.decided ? refuse('alreadyDecided') : null),
  resubmit: (c) => submitterIn(c, ['returned']),
  approve: (c) => assigneeMay(c, 'approve', ['review', 'analysis']),
  return: (c) => assigneeMay(c, 'return'),
  reject: (c) => assigneeMay(c, 'reject'),
  transfer: (c) => assigneeMay(c, 'transfer'),
  close: (c) => assigneeMay(c, 'close', ['rectification']) ?? (c.inst.measures.some((m) => m.status !== 'verified') ? refuse('measuresOpen') : null),
  archive: (c) => assigneeMay(c, 'archive', ['archive']),
  sendBack: (c) => assigneeMay(c, 'sendBack', ['archive']),
  review: (c) => assigneeMay(c, 'review', ['periodicReview']),
  vote: (c) => voter(c),
  // the applicant reports on an approved (or suspended) technology while it is followed (issue 35 §3)
  followUp: (c) => submitterIn(c, ['approved', 'suspended']) ?? (c.step?.kind === 'periodicReview' ? null : refuse('notAllowedAtStep', 400, { action: 'followUp' })),
  closeMeeting: (c) => chair(c),
  assignMeasures: (c) => rectifier(c, true),
  completeMeasure: (c, input) => {
    if (c.inst.state !== 'rectifying') return refuse('wrongState', 400, { state: c.inst.state });
    const m = measureOf(c, input.measureId);
    if (!m) return refuse('badMeasure');
    if (m.ownerUserId !== c.actor.id) return refuse('measureNotOwner', 403);
    return m.status === 'open' ? null : refuse('measureState', 400, { status: m.status });
  },
  verifyMeasure: (c, input) => rectifier(c) ?? measureDone(c, input),
  sendBackMeasure: (c, input) => rectifier(c) ?? measureDone(c, input),
  addCc: (c) => {
    if (c.inst.state === 'draft') return refuse('wrongState', 400, { state: c.inst.state });
    if (isSubmitter(c)) return null;
    return assigneeMay(c, 'addCc');
  },
  urge: (c) => {
    if (!ACTIVE.includes(c.inst.state) || !c.inst.assignees.length) return refuse('wrongState', 400, { state: c.inst.state });
    // urging yourself is no reminder
    if (isSubmitter(c) || (isSupervisor(c) && !isAssignee(c))) return null;
    return refuse('notSubmitter', 403);
  },
  // who may see a record (and so comment) is the adapter's check; the engine only keeps drafts private
  comment: (c) => (c.inst.state === 'draft' ? refuse('wrongState', 400, { state: c.inst.state }) : null),
};

function measureDone(c: Ctx, input: ActionInput): Refusal | null {
  const m = measureOf(c, input.measureId);
  if (!m) return refuse('badMeasure');
  return m.status === 'done' ? null : refuse('measureState', 400, { status: m.status });
}
