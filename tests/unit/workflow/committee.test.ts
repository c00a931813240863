// The committee step kind (issue 35 §2) in the pure engine: the count (quorum of the members who did not
// withdraw, majority of the votes cast), the step deciding itself once no vote to come can change the result,
// the chair's close with the minutes, blind votes, and the rule in a flow definition.
import { describe, expect, it } from 'vitest';
import { allowedActions, transition } from '../../../src/core/workflow/engine.ts';
import { XJSXXM_LIMIT } from '../../../src/core/workflow/defaultFlows.ts';
import { validateFlow } from '../../../src/core/workflow/validateFlow.ts';
import { committeeRule, committeeView, hidesVoteEntry, passes, tally, DEFAULT_COMMITTEE, type Vote, type VoteChoice } from '../../../src/core/workflow/committee.ts';
import type { Actor, FlowDef, WfInstance } from '../../../src/core/workflow/types.ts';
import { workflow } from '../../../src/core/i18n/locales/workflow.ts';
import { apply, draft, people, T0 } from './helpers.ts';

const members: Actor[] = [1, 2, 3, 4, 5].map((n) => ({ id: 100 + n, name: `委员${n}`, roles: n === 1 ? ['techCommittee', 'committeeChair'] : ['techCommittee'] }));
const chair = members[0];
const vote = (m: Actor, choice: VoteChoice, at = T0): Vote => ({ userId: m.id, name: m.name, choice, reason: '', at });

/** A limited-class technology at its committee step, the five members its assignees. */
function atCommittee(flow: FlowDef = XJSXXM_LIMIT): WfInstance {
  const applicant = { id: 10, name: '申请人', roles: ['techApplicant'] };
  let inst = apply(flow, draft({ module: 'xjsxxm', submitterId: applicant.id, facts: { techKind: 'limit' }, grade: null }), { action: 'submit' }, applicant).inst;
  inst = apply(flow, inst, { action: 'approve' }, people.head).inst;
  inst = apply(flow, inst, { action: 'approve' }, people.medaff).inst;
  expect(inst.stepKey).toBe('techCommittee');
  return { ...inst, assignees: members.map((m) => m.id), votes: [] };
}

/** Casts a vote the way the server does: the vote joins the step's votes, the voter leaves its assignees. */
function cast(flow: FlowDef, inst: WfInstance, m: Actor, choice: VoteChoice, comment = choice === 'approve' ? '' : '理由') {
  const { inst: next, res } = apply(flow, inst, { action: 'vote', vote: choice, comment }, m);
  const votes = res.toStep === inst.stepKey ? [...(inst.votes ?? []), vote(m, choice)] : [];
  return { inst: { ...next, votes }, res };
}

describe('the count', () => {
  const rule = DEFAULT_COMMITTEE;
  it('passes with more than half, or at least two thirds, of the votes cast', () => {
    expect(passes(3, 5, 'majority')).toBe(true);
    expect(passes(2, 4, 'majority')).toBe(false);
    expect(passes(2, 3, 'twoThirds')).toBe(true);
    expect(passes(3, 5, 'twoThirds')).toBe(false);
    expect(passes(0, 0, 'majority')).toBe(false);
  });
  it('needs two thirds of the members who did not withdraw, and decides once no vote to come can change it', () => {
    const ids = members.map((m) => m.id);
    let t = tally(ids.slice(2), [vote(members[0], 'approve'), vote(members[1], 'approve')], rule);
    expect(t).toMatchObject({ members: 5, eligible: 5, needed: 4, present: 2, quorumMet: false, decided: false });
    // one withdraws: four eligible, three make the quorum
    t = tally(ids.slice(3), [vote(members[0], 'approve'), vote(members[1], 'approve'), vote(members[2], 'recuse')], rule);
    expect(t).toMatchObject({ eligible: 4, needed: 3, present: 2, recused: 1, quorumMet: false });
    // an abstention: the quorum is met, 2 of 3 approve, but a fourth vote against would make it 2 of 4
    t = tally(ids.slice(4), [vote(members[0], 'approve'), vote(members[1], 'approve'), vote(members[2], 'recuse'), vote(members[3], 'abstain')], rule);
    expect(t).toMatchObject({ present: 3, quorumMet: true, result: 'approved', decided: false, waiting: 1 });
    // the last vote decides either way
    expect(tally([], [vote(members[0], 'approve'), vote(members[1], 'approve'), vote(members[2], 'recuse'), vote(members[3], 'abstain'), vote(members[4], 'approve')], rule))
      .toMatchObject({ result: 'approved', decided: true, approve: 3, abstain: 1, recused: 1 });
    expect(tally([], [vote(members[0], 'approve'), vote(members[1], 'approve'), vote(members[2], 'recuse'), vote(members[3], 'abstain'), vote(members[4], 'reject')], rule))
      .toMatchObject({ result: 'rejected', decided: true });
    // three against of five: no vote to come can make it pass
    expect(tally(ids.slice(3), [vote(members[0], 'reject'), vote(members[1], 'reject'), vote(members[2], 'reject')], rule)).toMatchObject({ quorumMet: false, decided: false });
    expect(tally(ids.slice(4), ['reject', 'reject', 'reject', 'approve'].map((c, i) => vote(members[i], c as VoteChoice)), rule)).toMatchObject({ quorumMet: true, decided: true, result: 'rejected' });
  });
  it('fills the rule from its defaults and keeps what a flow sets', () => {
    expect(committeeRule(undefined)).toEqual(DEFAULT_COMMITTEE);
    expect(committeeRule({ committee: { quorum: 0.5, pass: 'twoThirds', blind: false } })).toEqual({ quorum: 0.5, pass: 'twoThirds', blind: false, chairRole: 'committeeChair' });
  });
});

describe('the committee step of the limited-class technology flow', () => {
  it('is a valid flow with a committee step', () => {
    expect(validateFlow(XJSXXM_LIMIT).ok).toBe(true);
    expect(XJSXXM_LIMIT.steps.find((s) => s.key === 'techCommittee')?.kind).toBe('committee');
  });

  it('five members: one withdraws, one abstains, the result follows the rule', () => {
    let inst = atCommittee();
    expect(allowedActions(XJSXXM_LIMIT, inst, members[1])).toContain('vote');
    expect(allowedActions(XJSXXM_LIMIT, inst, members[1])).not.toContain('approve');
    // the chair cannot close before the quorum
    expect(transition(XJSXXM_LIMIT, inst, { action: 'closeMeeting', attachments: [{ name: '纪要.pdf', url: '/uploads/m.pdf' }] }, chair, T0)).toMatchObject({ ok: false, code: 'quorumNotMet' });
    // a vote against needs a reason; a choice that is none is refused
    expect(transition(XJSXXM_LIMIT, inst, { action: 'vote', vote: 'reject' }, members[1], T0)).toMatchObject({ ok: false, code: 'commentRequired' });
    expect(transition(XJSXXM_LIMIT, inst, { action: 'vote', vote: 'maybe' as VoteChoice }, members[1], T0)).toMatchObject({ ok: false, code: 'badVote' });
    let r = cast(XJSXXM_LIMIT, inst, members[0], 'approve');
    inst = r.inst;
    expect(r.res).toMatchObject({ toState: 'inProgress', toStep: 'techCommittee', vote: 'approve' });
    expect(inst.assignees).toEqual(members.slice(1).map((m) => m.id));
    // once voted, never again
    expect(transition(XJSXXM_LIMIT, inst, { action: 'vote', vote: 'reject', comment: '改主意' }, members[0], T0)).toMatchObject({ ok: false, code: 'alreadyVoted' });
    inst = cast(XJSXXM_LIMIT, inst, members[1], 'approve').inst;
    inst = cast(XJSXXM_LIMIT, inst, members[2], 'recuse').inst;
    r = cast(XJSXXM_LIMIT, inst, members[3], 'abstain');
    inst = r.inst;
    // quorum met (3 of 4), the result still open: the chair is told
    expect(r.res.notify).toEqual([{ kind: 'vote', target: { to: 'roles', roles: ['committeeChair'] } }]);
    expect(allowedActions(XJSXXM_LIMIT, inst, chair)).toContain('closeMeeting');
    r = cast(XJSXXM_LIMIT, inst, members[4], 'approve');
    expect(r.res).toMatchObject({ committee: 'approved', toStep: 'periodicReview', toState: 'approved', decided: true });
  });

  it('closes itself once the remaining votes cannot change the result', () => {
    let inst = atCommittee();
    for (const m of members.slice(0, 3)) inst = cast(XJSXXM_LIMIT, inst, m, 'approve').inst;
    const r = cast(XJSXXM_LIMIT, inst, members[3], 'approve');
    expect(r.res).toMatchObject({ committee: 'approved', toStep: 'periodicReview' });
  });

  it('ends the record rejected when the votes reject it', () => {
    let inst = atCommittee();
    for (const m of members.slice(0, 3)) inst = cast(XJSXXM_LIMIT, inst, m, 'reject').inst;
    const r = cast(XJSXXM_LIMIT, inst, members[3], 'approve');
    expect(r.res).toMatchObject({ committee: 'rejected', toState: 'rejected', toStep: null, notify: [{ kind: 'committee', target: { to: 'submitter' } }] });
  });

  it('the chair closes the meeting with the minutes: the votes cast decide', () => {
    let inst = atCommittee();
    inst = cast(XJSXXM_LIMIT, inst, members[0], 'approve').inst;
    inst = cast(XJSXXM_LIMIT, inst, members[1], 'approve').inst;
    inst = cast(XJSXXM_LIMIT, inst, members[2], 'reject').inst;
    inst = cast(XJSXXM_LIMIT, inst, members[3], 'approve').inst;
    // 3 of 4 approve, one to come: a fourth... still passes (3 of 5): decided already
    expect(inst.state === 'approved' || inst.stepKey === 'periodicReview').toBe(true);
    let other = atCommittee();
    other = cast(XJSXXM_LIMIT, other, members[0], 'approve').inst;
    other = cast(XJSXXM_LIMIT, other, members[1], 'approve').inst;
    other = cast(XJSXXM_LIMIT, other, members[2], 'reject').inst;
    other = cast(XJSXXM_LIMIT, other, members[3], 'abstain').inst;
    expect(other.stepKey).toBe('techCommittee');
    expect(transition(XJSXXM_LIMIT, other, { action: 'closeMeeting' }, chair, T0)).toMatchObject({ ok: false, code: 'minutesRequired' });
    expect(transition(XJSXXM_LIMIT, other, { action: 'closeMeeting', attachments: [{ name: 'm.pdf', url: '/uploads/m.pdf' }] }, members[2], T0)).toMatchObject({ ok: false, code: 'notChair' });
    // 2 of 4 in favour is not more than half
    expect(transition(XJSXXM_LIMIT, other, { action: 'closeMeeting', attachments: [{ name: 'm.pdf', url: '/uploads/m.pdf' }] }, chair, T0)).toMatchObject({ ok: true, committee: 'rejected', toState: 'rejected' });
  });

  it('a flow sets its own rule: two thirds in favour', () => {
    const flow: FlowDef = { ...XJSXXM_LIMIT, steps: XJSXXM_LIMIT.steps.map((s) => (s.kind === 'committee' ? { ...s, committee: { pass: 'twoThirds' } } : s)) };
    expect(validateFlow(flow).ok).toBe(true);
    let inst = atCommittee(flow);
    for (const [i, c] of (['approve', 'approve', 'reject', 'approve', 'reject'] as VoteChoice[]).entries()) inst = cast(flow, inst, members[i], c).inst;
    // 3 of 5 is less than two thirds
    expect(inst.state).toBe('rejected');
  });

  it('refuses a committee rule that is not one', () => {
    const bad = { ...XJSXXM_LIMIT, steps: XJSXXM_LIMIT.steps.map((s) => (s.kind === 'committee' ? { ...s, committee: { quorum: 2 } } : s)) };
    const v = validateFlow(bad);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.errors[0]).toMatchObject({ code: 'committeeInvalid' });
    const wrongAction = { ...XJSXXM_LIMIT, steps: XJSXXM_LIMIT.steps.map((s) => (s.kind === 'committee' ? { ...s, actions: ['approve', 'vote'] } : s)) };
    expect(validateFlow(wrongAction).ok).toBe(false);
  });
});

describe('what a member sees', () => {
  const rule = DEFAULT_COMMITTEE;
  const waiting = members.slice(2).map((m) => ({ userId: m.id, name: m.name }));
  const votes = [vote(members[0], 'approve'), vote(members[1], 'reject')];
  it('a member still to vote sees who voted, not how; the others see the votes and the count', () => {
    const blind = committeeView('techCommittee', rule, waiting, votes, members[2].id, (ms) => new Date(ms).toISOString());
    expect(blind.mustVote).toBe(true);
    expect(blind.count).toBeUndefined();
    expect(blind.members.filter((m) => m.voted).every((m) => m.choice === undefined && m.reason === undefined)).toBe(true);
    const seen = committeeView('techCommittee', rule, waiting, votes, members[0].id, (ms) => new Date(ms).toISOString());
    expect(seen.count).toMatchObject({ approve: 1, reject: 1 });
    expect(seen.members.find((m) => m.userId === members[1].id)?.choice).toBe('reject');
    const open = { stepKey: 'techCommittee', enteredAt: T0 - 1, rule, waitingIds: waiting.map((w) => w.userId) };
    expect(hidesVoteEntry({ action: 'vote', fromStep: 'techCommittee', createdAt: T0 }, open, members[2].id)).toBe(true);
    expect(hidesVoteEntry({ action: 'vote', fromStep: 'techCommittee', createdAt: T0 }, open, members[0].id)).toBe(false);
    expect(hidesVoteEntry({ action: 'vote', fromStep: 'techCommittee', createdAt: T0 }, { ...open, rule: { ...rule, blind: false } }, members[2].id)).toBe(false);
  });
  it('every refusal of the committee is worded in both languages', () => {
    for (const code of ['badVote', 'alreadyVoted', 'quorumNotMet', 'notChair', 'minutesRequired']) {
      expect(workflow['zh-CN'][`refusal.${code}` as keyof (typeof workflow)['zh-CN']]).toBeTruthy();
      expect(workflow.en[`refusal.${code}` as keyof (typeof workflow)['en']]).toBeTruthy();
    }
  });
});
