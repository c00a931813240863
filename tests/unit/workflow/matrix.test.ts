// Every action in every state, for each kind of person (issue 9 "Done when"): what the engine allows is
// exactly the table below, and everything else is refused with a reason and the right HTTP status.
import { describe, expect, it } from 'vitest';
import { ALL_ACTIONS, allowedActions, transition } from '../../../src/core/workflow/engine.ts';
import { BAQSJ_DEFAULT, XJSXXM_LIMIT } from '../../../src/core/workflow/defaultFlows.ts';
import type { ActionInput, Actor, FlowDef, WfAction, WfInstance, WfState } from '../../../src/core/workflow/types.ts';
import { apply, draft, HOUR, people, T0, throughAnalysis } from './helpers.ts';

const { nurse, head, quality, owner, medaff, committee, stranger } = people;

/** A record in each state, reached through real actions. */
function reach(): Record<WfState, { flow: FlowDef; inst: WfInstance }> {
  const ev = (i: WfInstance) => ({ flow: BAQSJ_DEFAULT, inst: i });
  const submitted = apply(BAQSJ_DEFAULT, draft(), { action: 'submit' }, nurse).inst;
  // grade II: the root-cause analysis comes first (issue 26 §1)
  const atQuality = throughAnalysis(apply(BAQSJ_DEFAULT, submitted, { action: 'approve' }, head).inst);
  const rectifying = apply(BAQSJ_DEFAULT, atQuality, { action: 'assignMeasures', measures: [{ what: 'm', ownerUserId: owner.id, deadline: T0 + 48 * HOUR }] }, quality).inst;
  const closed = apply(BAQSJ_DEFAULT, atQuality, { action: 'close', comment: '无需整改' }, quality).inst;
  const tech = draft({ module: 'xjsxxm', grade: null, facts: { techKind: 'limit' } });
  let t = apply(XJSXXM_LIMIT, tech, { action: 'submit' }, nurse).inst;
  t = apply(XJSXXM_LIMIT, t, { action: 'approve' }, head).inst;
  t = apply(XJSXXM_LIMIT, t, { action: 'approve' }, medaff).inst;
  const approved = apply(XJSXXM_LIMIT, t, { action: 'vote', vote: 'approve' }, committee).inst;
  const suspended = apply(XJSXXM_LIMIT, approved, { action: 'review', outcome: 'suspend' }, medaff).inst;
  return {
    draft: ev(draft()),
    inProgress: ev(submitted),
    returned: ev(apply(BAQSJ_DEFAULT, submitted, { action: 'return', comment: 'r' }, head).inst),
    rectifying: ev(rectifying),
    closed: ev(closed),
    archived: ev(apply(BAQSJ_DEFAULT, closed, { action: 'archive' }, quality).inst),
    rejected: ev(apply(BAQSJ_DEFAULT, submitted, { action: 'reject', comment: 'r' }, head).inst),
    approved: { flow: XJSXXM_LIMIT, inst: approved },
    suspended: { flow: XJSXXM_LIMIT, inst: suspended },
    stopped: { flow: XJSXXM_LIMIT, inst: apply(XJSXXM_LIMIT, approved, { action: 'review', outcome: 'stop' }, medaff).inst },
  };
}

/** What each person may do in each state (the handler of the state's step is named by role). */
const ALLOWED: Record<WfState, Partial<Record<'submitter' | 'handler' | 'owner' | 'stranger', WfAction[]>>> = {
  draft: { submitter: ['saveDraft', 'deleteDraft', 'submit'], handler: [], stranger: [] },
  inProgress: { submitter: ['withdraw', 'addCc', 'urge', 'comment'], handler: ['approve', 'return', 'reject', 'transfer', 'addCc', 'comment'], stranger: ['comment'] },
  returned: { submitter: ['resubmit', 'addCc', 'comment'], handler: ['comment'], stranger: ['comment'] },
  rectifying: { submitter: ['addCc', 'urge', 'comment'], handler: ['return', 'reject', 'transfer', 'assignMeasures', 'addCc', 'comment'], owner: ['comment', 'completeMeasure'], stranger: ['comment'] },
  closed: { submitter: ['addCc', 'urge', 'comment'], handler: ['transfer', 'archive', 'sendBack', 'comment'], stranger: ['comment'] },
  archived: { submitter: ['addCc', 'comment'], handler: ['comment'], stranger: ['comment'] },
  rejected: { submitter: ['addCc', 'comment'], handler: ['comment'], stranger: ['comment'] },
  approved: { submitter: ['addCc', 'urge', 'comment', 'followUp'], handler: ['transfer', 'review', 'comment'], stranger: ['comment'] },
  suspended: { submitter: ['addCc', 'urge', 'comment', 'followUp'], handler: ['transfer', 'review', 'comment'], stranger: ['comment'] },
  stopped: { submitter: ['addCc', 'comment'], handler: ['comment'], stranger: ['comment'] },
};

const HANDLER: Record<WfState, Actor> = {
  draft: head, inProgress: head, returned: head, rectifying: quality, closed: quality, archived: quality, rejected: head,
  approved: medaff, suspended: medaff, stopped: medaff,
};

/** An input that satisfies every content rule, so only who / state / step decide. */
function validInput(action: WfAction, inst: WfInstance): ActionInput {
  return {
    action, comment: 'ok', userId: people.head2.id, userIds: [people.owner.id], outcome: 'continue', followUp: { cases: 1, complications: 0, adverseEvents: 0 },
    measures: [{ what: '整改', ownerUserId: owner.id, deadline: T0 + 24 * HOUR }], measureId: inst.measures[0]?.id ?? 1,
  };
}

describe('every action in every state', () => {
  const states = reach();
  for (const [state, { flow, inst }] of Object.entries(states) as [WfState, { flow: FlowDef; inst: WfInstance }][]) {
    it(`${state}`, () => {
      expect(inst.state).toBe(state);
      const who = { submitter: nurse, handler: HANDLER[state], owner, stranger };
      for (const [role, expected] of Object.entries(ALLOWED[state]) as [keyof typeof who, WfAction[]][]) {
        const actor = who[role];
        for (const action of ALL_ACTIONS) {
          const res = transition(flow, inst, validInput(action, inst), actor, T0);
          const may = expected.includes(action);
          expect({ role, action, ok: res.ok }).toEqual({ role, action, ok: may });
          if (!res.ok) expect([400, 403]).toContain(res.status);
        }
        const measureActs: WfAction[] = ['completeMeasure', 'verifyMeasure', 'sendBackMeasure'];
        expect(allowedActions(flow, inst, actor).sort()).toEqual(expected.filter((a) => !measureActs.includes(a)).sort());
      }
    });
  }

  it('refuses the wrong person with 403 and the wrong state with 400', () => {
    const { inProgress, draft: d, archived } = states;
    expect(transition(BAQSJ_DEFAULT, inProgress.inst, { action: 'approve' }, stranger, T0)).toMatchObject({ ok: false, status: 403, code: 'notAssignee' });
    expect(transition(BAQSJ_DEFAULT, inProgress.inst, { action: 'withdraw' }, head, T0)).toMatchObject({ ok: false, status: 403, code: 'notSubmitter' });
    expect(transition(BAQSJ_DEFAULT, d.inst, { action: 'approve' }, head, T0)).toMatchObject({ ok: false, status: 400, code: 'wrongState' });
    expect(transition(BAQSJ_DEFAULT, archived.inst, { action: 'archive' }, quality, T0)).toMatchObject({ ok: false, status: 400, code: 'wrongState' });
    expect(transition(BAQSJ_DEFAULT, inProgress.inst, { action: 'fly' as WfAction }, head, T0)).toMatchObject({ ok: false, code: 'unknownAction' });
    expect(transition(BAQSJ_DEFAULT, inProgress.inst, { action: 'constructor' as WfAction }, head, T0)).toMatchObject({ ok: false, code: 'unknownAction' });
  });
});
