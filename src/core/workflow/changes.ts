// What an allowed action changes (docs/workflow.md): the next state and step, deadlines, measures and who
// is told. A change may still refuse bad input (a missing comment, an invalid measure).
import { dueAtFor } from './deadlines.ts';
import { finishRefusal, unaddressedRootCauses } from '../rca/validate.ts';
import { emptyAnalysis } from '../rca/commands.ts';
import { measureOf, refuse, type Ctx } from './guards.ts';
import { committeeRule, tally, voteNeedsReason, VOTE_CHOICES, type CommitteeResult, type Vote } from './committee.ts';
import { followUpFigures } from './followUp.ts';
import { applicableSteps, earlierSteps, endState, nextStep, stateOfStep } from './steps.ts';
import { REVIEW_OUTCOMES } from './types.ts';
import type { ActionInput, MeasureInput, Notification, Refusal, StepDef, StepEntry, Transition, TransitionResult, WfAction, WfInstance } from './types.ts';

const MAX_COMMENT = 2000;
const MAX_MEASURE_TEXT = 500;
const MAX_MEASURES = 50;

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

function needComment(input: ActionInput): Refusal | null {
  const text = (input.comment ?? '').trim();
  if (!text) return refuse('commentRequired');
  return text.length > MAX_COMMENT ? refuse('commentRequired', 400, { max: MAX_COMMENT }) : null;
}

/** An optional comment within its length. */
function commentWithin(input: ActionInput): Refusal | null {
  return (input.comment ?? '').length > MAX_COMMENT ? refuse('commentRequired', 400, { max: MAX_COMMENT }) : null;
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
      if (typeof m.causeId !== 'string' || !CAUSE_ID.test(m.causeId)) return refuse('badCause');
      // (the page saves the analysis before it links a measure; the refusal names no id, which nobody could read)
      if (!inst.analysis?.causes.some((k) => k.id === m.causeId)) return refuse('badCause');
    }
  }
  return null;
}

/** Finishing an analysis step: every root cause has a measure or a recorded reason (rca/validate.ts). */
function analysisDone(c: Ctx): Refusal | null {
  if (c.step?.kind !== 'analysis') return null;
  const analysis = c.inst.analysis ?? emptyAnalysis();
  const err = finishRefusal(analysis, c.inst.measures);
  if (!err) return null;
  // the causes by their text (a list the server words in the caller's language), never by id
  return err.code === 'unaddressed' ? refuse('unaddressed', 400, { causes: unaddressedRootCauses(analysis, c.inst.measures).map((k) => k.text) }) : refuse('noRootCause');
}

type Change = (c: Ctx, input: ActionInput, now: number) => TransitionResult;

/** A committee step decided: approved moves on, rejected ends the record; both told to the submitter and the next hands. */
function committeeDecides(c: Ctx, i: ActionInput, now: number, result: CommitteeResult, over: Partial<Transition>): TransitionResult {
  if (result === 'approved') {
    return moveTo(c, i, nextStep(c.flow, c.inst), now, {
      ...over, decided: true, committee: result, notify: [note('committee', { to: 'submitter' }), note('approve', { to: 'assignees' })],
    });
  }
  return base(c, i, {
    ...over, toState: 'rejected', toStep: null, enter: null, assignees: [], decided: true, committee: result,
    notify: [note('committee', { to: 'submitter' })],
  });
}

export const CHANGES: Record<WfAction, Change> = {
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
  approve: (c, i, now) => analysisDone(c) ?? moveTo(c, i, nextStep(c.flow, c.inst), now, {
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
  close: (c, i, now) => needComment(i) ?? moveTo(c, i, nextStep(c.flow, c.inst), now, {
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
    if (!outcome || !REVIEW_OUTCOMES.includes(outcome)) return refuse('badOutcome');
    const step = c.step as StepDef;
    const notify = [note('review', { to: 'submitter' })];
    if (outcome === 'stop') return base(c, i, { toState: 'stopped', toStep: null, enter: null, assignees: [], outcome, decided: true, notify });
    // routine (转常规): the technology leaves follow-up, its loop is over
    if (outcome === 'routine') return base(c, i, { toState: 'archived', toStep: null, enter: null, assignees: [], outcome, decided: true, notify });
    // the next review is due one interval from now, with the same hands
    return base(c, i, { toState: outcome === 'suspend' ? 'suspended' : 'approved', enter: entry(step, c, now), outcome, decided: true, notify });
  },
  // a member's vote (the comment is its reason: needed for all but an approval); the vote that makes the
  // result final decides the step (committee.ts tally)
  vote: (c, i, now) => {
    const choice = i.vote;
    if (!choice || !VOTE_CHOICES.includes(choice)) return refuse('badVote');
    const bad = voteNeedsReason(choice) ? needComment(i) : commentWithin(i);
    if (bad) return bad;
    const rule = committeeRule(c.step);
    const waiting = c.inst.assignees.filter((id) => id !== c.actor.id);
    const before = tally(c.inst.assignees, c.inst.votes ?? [], rule);
    const votes: Vote[] = [...(c.inst.votes ?? []), { userId: c.actor.id, name: c.actor.name, choice, reason: (i.comment ?? '').trim(), at: now }];
    const after = tally(waiting, votes, rule);
    if (after.decided) return committeeDecides(c, i, now, after.result, { vote: choice });
    // everyone has withdrawn: no quorum can ever form
    if (after.eligible === 0) return refuse('quorumNotMet');
    // the quorum reached with the result still open: the chair may close the meeting
    const notify = after.quorumMet && !before.quorumMet ? [note('vote', { to: 'roles', roles: [rule.chairRole] })] : [];
    return base(c, i, { vote: choice, assignees: waiting, decided: true, notify });
  },
  // the chair closes the meeting with its minutes: the votes cast decide
  closeMeeting: (c, i, now) => {
    if (!i.attachments?.length) return refuse('minutesRequired');
    const long = commentWithin(i);
    if (long) return long;
    const t = tally(c.inst.assignees, c.inst.votes ?? [], committeeRule(c.step));
    return committeeDecides(c, i, now, t.result, {});
  },
  // a follow-up report (issue 35 §3): the period's cases, complications and adverse events, its summary the comment
  followUp: (c, i) => {
    const figures = followUpFigures(i.followUp);
    if (!figures) return refuse('badFollowUp');
    return needComment(i) ?? base(c, i, {
      followUp: figures,
      notify: [note('followUp', { to: 'assignees' })],
    });
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
