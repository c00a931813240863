// An approved technology's follow-up (issue 35 §3) in the pure engine: the applicant's follow-up reports while
// it is followed, and the decisions: routine ends the loop, extend keeps it, suspend and stop as before.
import { describe, expect, it } from 'vitest';
import { allowedActions, transition } from '../../../src/core/workflow/engine.ts';
import { XJSXXM_UNLIMIT } from '../../../src/core/workflow/defaultFlows.ts';
import type { WfInstance } from '../../../src/core/workflow/types.ts';
import { workflow } from '../../../src/core/i18n/locales/workflow.ts';
import { apply, draft, people, T0 } from './helpers.ts';

const applicant = { id: 10, name: '申请人', roles: ['techApplicant'] };

function approved(): WfInstance {
  let inst = apply(XJSXXM_UNLIMIT, draft({ module: 'xjsxxm', submitterId: applicant.id, facts: { techKind: 'unlimit' }, grade: null }), { action: 'submit' }, applicant).inst;
  inst = apply(XJSXXM_UNLIMIT, inst, { action: 'approve' }, people.head).inst;
  inst = apply(XJSXXM_UNLIMIT, inst, { action: 'approve' }, people.medaff).inst;
  expect(inst).toMatchObject({ state: 'approved', stepKey: 'periodicReview' });
  return inst;
}

describe('follow-up reports', () => {
  it('the applicant files them while the technology is followed; medical affairs is told', () => {
    const inst = approved();
    expect(allowedActions(XJSXXM_UNLIMIT, inst, applicant)).toContain('followUp');
    expect(allowedActions(XJSXXM_UNLIMIT, inst, people.medaff)).not.toContain('followUp');
    const res = transition(XJSXXM_UNLIMIT, inst, { action: 'followUp', followUp: { cases: 7, complications: 1, adverseEvents: 0 }, comment: '顺利' }, applicant, T0);
    expect(res).toMatchObject({ ok: true, toState: 'approved', toStep: 'periodicReview', followUp: { cases: 7, complications: 1, adverseEvents: 0 }, notify: [{ kind: 'followUp', target: { to: 'assignees' } }] });
  });
  it('refuses figures that are not counts, complications beyond the cases, and no summary', () => {
    const inst = approved();
    for (const followUp of [{ cases: -1, complications: 0, adverseEvents: 0 }, { cases: 1.5, complications: 0, adverseEvents: 0 }, { cases: 2, complications: 3, adverseEvents: 0 }]) {
      expect(transition(XJSXXM_UNLIMIT, inst, { action: 'followUp', followUp, comment: 'x' }, applicant, T0)).toMatchObject({ ok: false, code: 'badFollowUp' });
    }
    expect(transition(XJSXXM_UNLIMIT, inst, { action: 'followUp', followUp: { cases: 1, complications: 0, adverseEvents: 0 } }, applicant, T0)).toMatchObject({ ok: false, code: 'commentRequired' });
    expect(workflow['zh-CN']['refusal.badFollowUp']).toBeTruthy();
    expect(workflow.en['refusal.badFollowUp']).toBeTruthy();
  });
});

describe('the decision', () => {
  it('routine ends the follow-up: archived, nobody left to act, no more reports', () => {
    const res = apply(XJSXXM_UNLIMIT, approved(), { action: 'review', outcome: 'routine', comment: '两期共 12 例，效果确切，转为常规技术' }, people.medaff);
    expect(res.res).toMatchObject({ toState: 'archived', toStep: null, outcome: 'routine' });
    expect(res.inst.assignees).toEqual([]);
    expect(allowedActions(XJSXXM_UNLIMIT, res.inst, applicant)).not.toContain('followUp');
  });
  it('extend keeps it in its trial with the next review an interval on; suspend and stop as before', () => {
    const inst = approved();
    expect(transition(XJSXXM_UNLIMIT, inst, { action: 'review', outcome: 'continue' }, people.medaff, T0)).toMatchObject({ ok: true, toState: 'approved', outcome: 'continue' });
    expect(transition(XJSXXM_UNLIMIT, inst, { action: 'review', outcome: 'suspend' }, people.medaff, T0)).toMatchObject({ ok: true, toState: 'suspended' });
    expect(transition(XJSXXM_UNLIMIT, inst, { action: 'review', outcome: 'stop' }, people.medaff, T0)).toMatchObject({ ok: true, toState: 'stopped' });
    expect(transition(XJSXXM_UNLIMIT, inst, { action: 'review', outcome: 'maybe' as never }, people.medaff, T0)).toMatchObject({ ok: false, code: 'badOutcome' });
  });
});
