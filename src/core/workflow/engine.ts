// The workflow engine's pure core (issue 9 §1, docs/workflow.md): given a flow definition, a record's
// state, an action and who takes it, say whether it is allowed and what changes. No I/O, no clock of
// its own (`now` comes in), no users table (assignee rules come out, the adapter resolves them): the
// server runs it inside one transaction per action and writes exactly what it returns.
//
// Every action is a guard (who, which state, which step: the same checks `allowedActions` uses to tell
// the client what to offer) followed by the change it makes (which may still refuse bad input, such as
// a missing comment).
import { conditionsHold } from './conditions.ts';
import { dueAtFor } from './deadlines.ts';
import { finishRefusal } from '../rca/validate.ts';
import { emptyAnalysis } from '../rca/commands.ts';
import type {
  ActionInput, Actor, FlowDef, LocalText, MeasureInput, Notification, Refusal, RefusalCode, StepAction, StepDef,
  StepEntry, Transition, TransitionResult, WfAction, WfInstance, WfState,
} from './types.ts';

export { dueAtFor, isOverdue } from './deadlines.ts';

const MAX_COMMENT = 2000;
const MAX_MEASURE_TEXT = 500;
const MAX_MEASURES = 50;

/** The facts conditions read: the record's facts and its grade. */
function factsOf(inst: WfInstance): Record<string, unknown> {
  return { ...inst.facts, grade: inst.grade };
}

/** The flow's steps whose conditions hold for this record, in order. */
export function applicableSteps(flow: FlowDef, inst: WfInstance): StepDef[] {
  const facts = factsOf(inst);
  return flow.steps.filter((s) => conditionsHold(s.when, facts));
}

function stepOf(flow: FlowDef, key: string | null): StepDef | undefined {
  return key === null ? undefined : flow.steps.find((s) => s.key === key);
}

/** The state a record has while it is at `step`. */
export function stateOfStep(step: StepDef, inst: Pick<WfInstance, 'measures' | 'state'>): WfState {
  switch (step.kind) {
    case 'review':
    case 'analysis':
      return 'inProgress';
    case 'rectification':
      return inst.measures.some((m) => m.status !== 'verified') ? 'rectifying' : 'inProgress';
    case 'archive':
      return 'closed';
    case 'periodicReview':
      return inst.state === 'suspended' ? 'suspended' : 'approved';
  }
}

/** Where a record goes after the last step: a technology stays approved, an event is archived, a request approved. */
function endState(flow: FlowDef): WfState {
  return flow.module === 'baqsj' ? 'archived' : 'approved';
}

// ---------------------------------------------------------------------------------------------------
// guards

interface Ctx {
  flow: FlowDef;
  inst: WfInstance;
  actor: Actor;
  step: StepDef | undefined;
}

const refuse = (code: RefusalCode, status: Refusal['status'] = 400, params?: Refusal['params']): Refusal => ({ ok: false, status, code, params });

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

function measureOf(c: Ctx, id: number | undefined) {
  return id === undefined ? undefined : c.inst.measures.find((m) => m.id === id);
}

type Guard = (c: Ctx, input: ActionInput) => Refusal | null;

const GUARDS: Record<WfAction, Guard> = {
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

// ---------------------------------------------------------------------------------------------------
// changes

function base(c: Ctx, input: ActionInput, over: Partial<Transition>): TransitionResult {
  return {
    ok: true,
    action: input.action,
    fromState: c.inst.state,
    toState: c.inst.state,
    fromStep: c.inst.stepKey,
    toStep: c.inst.stepKey,
    decided: c.inst.decided,
    notify: [],
    comment: (input.comment ?? '').trim(),
    attachments: input.attachments ?? [],
    ...over,
  };
}

function entry(step: StepDef, c: Ctx, now: number): StepEntry {
  return { stepKey: step.key, assignee: step.assignee, dueAt: dueAtFor(step, c.inst.grade, now) };
}

/** Moves to `step` (or past the end when undefined). */
function moveTo(c: Ctx, input: ActionInput, step: StepDef | undefined, now: number, over: Partial<Transition> = {}): TransitionResult {
  if (!step) {
    return base(c, input, { toState: endState(c.flow), toStep: null, enter: null, assignees: [], ...over });
  }
  return base(c, input, {
    toState: stateOfStep(step, c.inst),
    toStep: step.key,
    enter: entry(step, c, now),
    ...over,
  });
}

/** The applicable step after the current one. */
function nextStep(c: Ctx): StepDef | undefined {
  const steps = applicableSteps(c.flow, c.inst);
  const i = steps.findIndex((s) => s.key === c.inst.stepKey);
  return i < 0 ? undefined : steps[i + 1];
}

/** Applicable steps before the current one (return and send-back targets). */
function earlierSteps(flow: FlowDef, inst: WfInstance): StepDef[] {
  const steps = applicableSteps(flow, inst);
  const i = steps.findIndex((s) => s.key === inst.stepKey);
  return i <= 0 ? [] : steps.slice(0, i);
}

function needComment(input: ActionInput): Refusal | null {
  const text = (input.comment ?? '').trim();
  if (!text) return refuse('commentRequired');
  return text.length > MAX_COMMENT ? refuse('commentRequired', 400, { max: MAX_COMMENT }) : null;
}

const toSubmitter: Notification = { target: { to: 'submitter' }, kind: 'approve' };
const note = (kind: Notification['kind'], target: Notification['target']): Notification => ({ kind, target });

const CAUSE_ID = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

function validMeasures(list: MeasureInput[] | undefined, now: number, inst: WfInstance): Refusal | null {
  if (!Array.isArray(list) || !list.length) return refuse('noMeasures');
  if (list.length > MAX_MEASURES) return refuse('badMeasure', 400, { max: MAX_MEASURES });
  for (const m of list) {
    const what = typeof m?.what === 'string' ? m.what.trim() : '';
    if (!what || what.length > MAX_MEASURE_TEXT) return refuse('badMeasure', 400, { field: 'what' });
    if (!Number.isInteger(m.ownerUserId) || m.ownerUserId <= 0) return refuse('badMeasure', 400, { field: 'owner' });
    if (!Number.isFinite(m.deadline) || m.deadline <= now) return refuse('badMeasure', 400, { field: 'deadline' });
    // the cause a measure addresses is a cause of the record's analysis (issue 26 §1)
    if (m.causeId !== undefined && m.causeId !== null) {
      if (typeof m.causeId !== 'string' || !CAUSE_ID.test(m.causeId)) return refuse('badCause', 400, { cause: String(m.causeId).slice(0, 40) });
      if (!inst.analysis?.causes.some((k) => k.id === m.causeId)) return refuse('badCause', 400, { cause: m.causeId });
    }
  }
  return null;
}

/** Finishing an analysis step: every root cause has a measure or a recorded reason (rca/validate.ts). */
function analysisDone(c: Ctx): Refusal | null {
  if (c.step?.kind !== 'analysis') return null;
  const err = finishRefusal(c.inst.analysis ?? emptyAnalysis(), c.inst.measures);
  if (!err) return null;
  return err.code === 'unaddressed' ? refuse('unaddressed', 400, { causes: String(err.detail ?? '') }) : refuse('noRootCause');
}

type Change = (c: Ctx, input: ActionInput, now: number) => TransitionResult;

const CHANGES: Record<WfAction, Change> = {
  saveDraft: (c, i) => base(c, i, { toState: 'draft' }),
  deleteDraft: (c, i) => base(c, i, { toState: 'draft' }),
  submit: (c, i, now) => {
    const first = applicableSteps(c.flow, c.inst)[0];
    if (!first) return refuse('noSteps');
    return moveTo(c, i, first, now, { decided: false, returnedFrom: null, notify: [note('submit', { to: 'assignees' })] });
  },
  withdraw: (c, i) => base(c, i, {
    toState: 'draft', toStep: null, enter: null, assignees: [], decided: false,
    notify: [note('withdraw', { to: 'users', userIds: c.inst.assignees })],
  }),
  resubmit: (c, i, now) => {
    // the record's facts are those of the edited data: conditions are read again
    const steps = applicableSteps(c.flow, c.inst);
    const back = steps.find((s) => s.key === c.inst.returnedFrom) ?? steps[0];
    if (!back) return refuse('noSteps');
    return moveTo(c, i, back, now, { decided: false, returnedFrom: null, notify: [note('resubmit', { to: 'assignees' })] });
  },
  approve: (c, i, now) => analysisDone(c) ?? moveTo(c, i, nextStep(c), now, {
    decided: true,
    notify: [toSubmitter, note('approve', { to: 'assignees' })],
  }),
  return: (c, i, now) => {
    const bad = needComment(i);
    if (bad) return bad;
    const target = i.target ?? 'submitter';
    if (target === 'submitter') {
      return base(c, i, {
        toState: 'returned', toStep: null, enter: null, assignees: [c.inst.submitterId], returnedFrom: c.inst.stepKey, decided: true,
        notify: [note('return', { to: 'submitter' })],
      });
    }
    const step = earlierSteps(c.flow, c.inst).find((s) => s.key === target);
    if (!step) return refuse('badTarget', 400, { target });
    return moveTo(c, i, step, now, { decided: true, returnedFrom: null, notify: [note('return', { to: 'assignees' })] });
  },
  reject: (c, i) => needComment(i) ?? base(c, i, {
    toState: 'rejected', toStep: null, enter: null, assignees: [], decided: true, notify: [note('reject', { to: 'submitter' })],
  }),
  transfer: (c, i) => {
    if (!Number.isInteger(i.userId) || (i.userId as number) <= 0 || i.userId === c.actor.id || i.userId === c.inst.submitterId) {
      return refuse('badUser');
    }
    return base(c, i, { assignees: [i.userId as number], notify: [note('transfer', { to: 'user', userId: i.userId as number })] });
  },
  // closing is the quality office's decision, with its conclusion (the comment): never a side effect
  close: (c, i, now) => needComment(i) ?? moveTo(c, i, nextStep(c), now, {
    decided: true, notify: [note('close', { to: 'submitter' }), note('close', { to: 'assignees' })],
  }),
  archive: (c, i) => base(c, i, {
    toState: 'archived', toStep: null, enter: null, assignees: [], decided: true, notify: [note('archive', { to: 'submitter' })],
  }),
  sendBack: (c, i, now) => {
    const bad = needComment(i);
    if (bad) return bad;
    const earlier = earlierSteps(c.flow, c.inst);
    const step = i.target === undefined ? earlier[earlier.length - 1] : earlier.find((s) => s.key === i.target);
    if (!step) return refuse('badTarget', 400, { target: i.target ?? '' });
    return moveTo(c, i, step, now, { decided: true, notify: [note('sendBack', { to: 'assignees' })] });
  },
  review: (c, i, now) => {
    const outcome = i.outcome;
    if (outcome !== 'continue' && outcome !== 'suspend' && outcome !== 'stop') return refuse('badOutcome');
    const step = c.step as StepDef;
    const notify = [note('review', { to: 'submitter' })];
    if (outcome === 'stop') return base(c, i, { toState: 'stopped', toStep: null, enter: null, assignees: [], outcome, decided: true, notify });
    // the next review is due one interval from now, with the same hands
    return base(c, i, { toState: outcome === 'suspend' ? 'suspended' : 'approved', enter: entry(step, c, now), outcome, decided: true, notify });
  },
  assignMeasures: (c, i, now) => {
    const bad = validMeasures(i.measures, now, c.inst);
    if (bad) return bad;
    const measures = (i.measures as MeasureInput[]).map((m): MeasureInput => ({
      what: m.what.trim(), ownerUserId: m.ownerUserId, deadline: m.deadline, ...(m.causeId ? { causeId: m.causeId } : {}),
    }));
    return base(c, i, {
      // proposed at an analysis step: carried out once the record reaches its rectification step
      toState: c.step?.kind === 'analysis' ? c.inst.state : 'rectifying', newMeasures: measures, decided: true,
      notify: [note('assignMeasures', { to: 'users', userIds: [...new Set(measures.map((m) => m.ownerUserId))] })],
    });
  },
  completeMeasure: (c, i) => base(c, i, {
    measureUpdates: [{ id: i.measureId as number, status: 'done' }],
    notify: [note('completeMeasure', { to: 'assignees' })],
  }),
  // the last measure verified leaves the record at its step, ready for the assignee's close (with a conclusion)
  verifyMeasure: (c, i) => base(c, i, {
    measureUpdates: [{ id: i.measureId as number, status: 'verified' }],
    toState: c.inst.measures.every((m) => m.id === i.measureId || m.status === 'verified') ? 'inProgress' : c.inst.state,
    decided: true,
    notify: [note('verifyMeasure', { to: 'measureOwners', measureIds: [i.measureId as number] })],
  }),
  sendBackMeasure: (c, i) => {
    const bad = needComment(i);
    if (bad) return bad;
    const m = measureOf(c, i.measureId)!;
    return base(c, i, {
      measureUpdates: [{ id: m.id, status: 'open', sentBack: m.sentBack + 1 }],
      notify: [note('sendBackMeasure', { to: 'measureOwners', measureIds: [m.id] })],
    });
  },
  addCc: (c, i) => {
    const ids = Array.isArray(i.userIds) ? [...new Set(i.userIds)].filter((u) => Number.isInteger(u) && u > 0 && u !== c.actor.id) : [];
    if (!ids.length) return refuse('badUser');
    return base(c, i, { notify: [note('addCc', { to: 'users', userIds: ids })] });
  },
  urge: (c, i) => base(c, i, {
    notify: [
      note('urge', { to: 'assignees' }),
      ...(c.inst.state === 'rectifying' ? [note('urge', { to: 'measureOwners' } as const)] : []),
    ],
  }),
  comment: (c, i) => {
    if (!(i.comment ?? '').trim() && !i.attachments?.length) return refuse('commentRequired');
    if ((i.comment ?? '').length > MAX_COMMENT) return refuse('commentRequired', 400, { max: MAX_COMMENT });
    return base(c, i, {});
  },
};

export const ALL_ACTIONS = Object.keys(GUARDS) as WfAction[];
const MEASURE_ACTIONS: WfAction[] = ['completeMeasure', 'verifyMeasure', 'sendBackMeasure'];

function ctxOf(flow: FlowDef, inst: WfInstance, actor: Actor): Ctx {
  return { flow, inst, actor, step: stepOf(flow, inst.stepKey) };
}

/**
 * Whether `actor` may take `input.action` on the record now, and what changes if so. Refusals say why
 * (`code`, with the HTTP status the server answers: 403 for the wrong person, 400 for the wrong state
 * or bad input); nothing else is decided anywhere else.
 */
export function transition(flow: FlowDef, inst: WfInstance, input: ActionInput, actor: Actor, now: number): TransitionResult {
  const guard = Object.prototype.hasOwnProperty.call(GUARDS, input.action) ? GUARDS[input.action] : undefined;
  if (!guard) return refuse('unknownAction', 400, { action: String(input.action) });
  const c = ctxOf(flow, inst, actor);
  return guard(c, input) ?? CHANGES[input.action](c, input, now);
}

/** The record-level actions `actor` may take now (measure actions are per measure: `measureActions`). */
export function allowedActions(flow: FlowDef, inst: WfInstance, actor: Actor): WfAction[] {
  const c = ctxOf(flow, inst, actor);
  return ALL_ACTIONS.filter((a) => !MEASURE_ACTIONS.includes(a) && GUARDS[a](c, { action: a }) === null);
}

/** Per measure id, the measure actions `actor` may take now. */
export function measureActions(flow: FlowDef, inst: WfInstance, actor: Actor): Record<number, WfAction[]> {
  const c = ctxOf(flow, inst, actor);
  const out: Record<number, WfAction[]> = {};
  for (const m of inst.measures) {
    const acts = MEASURE_ACTIONS.filter((a) => GUARDS[a](c, { action: a, measureId: m.id }) === null);
    if (acts.length) out[m.id] = acts;
  }
  return out;
}

/** Where a return (or an archive send-back) may go: earlier applicable steps. */
export function returnTargets(flow: FlowDef, inst: WfInstance): { key: string; name: LocalText }[] {
  return earlierSteps(flow, inst).map((s) => ({ key: s.key, name: s.name }));
}
