// The closed loops of issue 9 walked through the pure engine: an unsafe event from report to archive with
// a return and a rectification that is sent back once; technologies through their committee and reviews.
import { describe, expect, it } from 'vitest';
import { allowedActions, applicableSteps, measureActions, returnTargets, transition } from '../../../src/core/workflow/engine.ts';
import { BAQSJ_DEFAULT, XJSXXM_LIMIT, XJSXXM_UNLIMIT } from '../../../src/core/workflow/defaultFlows.ts';
import { isOverdue } from '../../../src/core/workflow/deadlines.ts';
import { apply, draft, HOUR, people, rootCauseAnalysis, T0 } from './helpers.ts';

const { nurse, head, quality, owner, medaff, committee, stranger } = people;

describe('unsafe event, grade II: report -> return -> resubmit -> review -> two measures -> verified -> archived', () => {
  it('runs the whole loop with the right hands, states, deadlines and messages', () => {
    let r = apply(BAQSJ_DEFAULT, draft(), { action: 'submit' }, nurse);
    expect(r.inst).toMatchObject({ state: 'inProgress', stepKey: 'deptReview', assignees: [head.id] });
    expect(r.dueAt).toBe(T0 + 24 * HOUR); // grade II: department review within 24 h
    expect(r.res.notify).toEqual([{ kind: 'submit', target: { to: 'assignees' } }]);

    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'return', comment: '请补充事件经过' }, head);
    expect(r.inst).toMatchObject({ state: 'returned', stepKey: null, returnedFrom: 'deptReview', assignees: [nurse.id] });
    expect(r.res.comment).toBe('请补充事件经过');
    expect(allowedActions(BAQSJ_DEFAULT, r.inst, nurse)).toEqual(['resubmit', 'addCc', 'comment']);

    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'resubmit' }, nurse, T0 + 2 * HOUR);
    expect(r.inst).toMatchObject({ state: 'inProgress', stepKey: 'deptReview', assignees: [head.id], decided: false });
    expect(r.dueAt).toBe(T0 + 26 * HOUR);

    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'approve' }, head);
    // grade II skips the medical-affairs step (grade I only) and gets a root-cause analysis (issue 26 §1)
    expect(r.inst).toMatchObject({ state: 'inProgress', stepKey: 'rootCauseAnalysis', assignees: [quality.id] });
    r = apply(BAQSJ_DEFAULT, { ...r.inst, analysis: rootCauseAnalysis() }, { action: 'approve' }, quality);
    expect(r.inst).toMatchObject({ state: 'inProgress', stepKey: 'qualityReview', assignees: [quality.id] });
    expect(r.dueAt).toBe(T0 + 72 * HOUR);

    const deadline = T0 + 7 * 24 * HOUR;
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'assignMeasures', measures: [
      { what: '加强夜间巡视', ownerUserId: owner.id, deadline },
      { what: '床栏使用培训', ownerUserId: owner.id, deadline },
    ] }, quality);
    expect(r.inst.state).toBe('rectifying');
    expect(r.inst.measures.map((m) => m.status)).toEqual(['open', 'open']);
    expect(r.res.notify).toEqual([{ kind: 'assignMeasures', target: { to: 'users', userIds: [owner.id] } }]);
    expect(measureActions(BAQSJ_DEFAULT, r.inst, owner)).toEqual({ 1: ['completeMeasure'], 2: ['completeMeasure'] });
    expect(measureActions(BAQSJ_DEFAULT, r.inst, quality)).toEqual({});
    expect(allowedActions(BAQSJ_DEFAULT, r.inst, quality)).not.toContain('close');

    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'completeMeasure', measureId: 1, comment: '已落实', attachments: [{ name: '巡视记录.pdf', url: '/uploads/a.pdf' }] }, owner);
    expect(r.res.attachments).toHaveLength(1);
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'completeMeasure', measureId: 2 }, owner);
    expect(measureActions(BAQSJ_DEFAULT, r.inst, quality)).toEqual({ 1: ['verifyMeasure', 'sendBackMeasure'], 2: ['verifyMeasure', 'sendBackMeasure'] });
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'sendBackMeasure', measureId: 2, comment: '缺少培训签到表' }, quality);
    expect(r.inst.measures[1]).toMatchObject({ status: 'open', sentBack: 1 });
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'verifyMeasure', measureId: 1 }, quality);
    expect(r.inst.state).toBe('rectifying');
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'completeMeasure', measureId: 2, attachments: [{ name: '签到表.jpg', url: '/uploads/b.jpg' }] }, owner);
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'verifyMeasure', measureId: 2 }, quality);
    // the last verification leaves the loop with the quality office: closing is its decision, with a conclusion
    expect(r.inst).toMatchObject({ state: 'inProgress', stepKey: 'qualityReview', assignees: [quality.id] });
    expect(r.res.notify.map((n) => n.target.to)).toEqual(['measureOwners']);
    expect(allowedActions(BAQSJ_DEFAULT, r.inst, quality)).toContain('close');
    expect(allowedActions(BAQSJ_DEFAULT, r.inst, owner)).not.toContain('close');
    expect(transition(BAQSJ_DEFAULT, r.inst, { action: 'close' }, quality, T0)).toMatchObject({ ok: false, code: 'commentRequired' });
    expect(transition(BAQSJ_DEFAULT, r.inst, { action: 'close', comment: '  ' }, quality, T0)).toMatchObject({ ok: false, code: 'commentRequired' });
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'close', comment: '两项措施均已落实，结案' }, quality);
    expect(r.inst).toMatchObject({ state: 'closed', stepKey: 'archiveReview', assignees: [quality.id] });
    expect(r.res).toMatchObject({ action: 'close', comment: '两项措施均已落实，结案' });
    expect(r.res.notify.map((n) => n.target.to)).toEqual(['submitter', 'assignees']);

    expect(returnTargets(BAQSJ_DEFAULT, r.inst).map((s) => s.key)).toEqual(['deptReview', 'rootCauseAnalysis', 'qualityReview']);
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'archive' }, quality);
    expect(r.inst).toMatchObject({ state: 'archived', stepKey: null, assignees: [] });
    expect(allowedActions(BAQSJ_DEFAULT, r.inst, quality)).toEqual(['comment']);
  });

  it('grade I goes through medical affairs before the quality office', () => {
    let r = apply(BAQSJ_DEFAULT, draft({ grade: 'I' }), { action: 'submit' }, nurse);
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'approve' }, head);
    expect(r.inst).toMatchObject({ stepKey: 'medicalAffairsReview', assignees: [medaff.id] });
    expect(r.dueAt).toBe(T0 + 24 * HOUR);
  });

  it('a case that needs no measures is closed by the quality office, and archive review can send it back', () => {
    let r = apply(BAQSJ_DEFAULT, draft({ grade: 'IV' }), { action: 'submit' }, nurse);
    expect(r.dueAt).toBe(T0 + 72 * HOUR);
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'approve' }, head);
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'close', comment: '无需整改' }, quality);
    expect(r.inst.state).toBe('closed');
    expect(transition(BAQSJ_DEFAULT, r.inst, { action: 'sendBack' }, quality, T0)).toMatchObject({ ok: false, code: 'commentRequired' });
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'sendBack', comment: '需要补充整改措施' }, quality);
    expect(r.inst).toMatchObject({ state: 'inProgress', stepKey: 'qualityReview' });
  });

  it('returns to an earlier step instead of the submitter', () => {
    let r = apply(BAQSJ_DEFAULT, draft(), { action: 'submit' }, nurse);
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'approve' }, head);
    expect(transition(BAQSJ_DEFAULT, r.inst, { action: 'return', comment: 'x', target: 'archiveReview' }, quality, T0)).toMatchObject({ ok: false, code: 'badTarget' });
    r = apply(BAQSJ_DEFAULT, r.inst, { action: 'return', comment: '请科室复核', target: 'deptReview' }, quality);
    expect(r.inst).toMatchObject({ state: 'inProgress', stepKey: 'deptReview', assignees: [head.id] });
  });
});

describe('new technologies', () => {
  const tech = (kind: 'limit' | 'unlimit') => draft({ module: 'xjsxxm', grade: null, submitterId: nurse.id, facts: { techKind: kind } });

  it('a limited-class technology: returned, resubmitted, department, medical affairs, committee, then periodic reviews', () => {
    let r = apply(XJSXXM_LIMIT, tech('limit'), { action: 'submit' }, nurse);
    expect(r.inst.stepKey).toBe('deptReview');
    r = apply(XJSXXM_LIMIT, r.inst, { action: 'approve' }, head);
    r = apply(XJSXXM_LIMIT, r.inst, { action: 'return', comment: '请补充伦理材料' }, medaff);
    expect(r.inst).toMatchObject({ state: 'returned', returnedFrom: 'medicalAffairs' });
    // resubmitted, it goes back to the step that returned it
    r = apply(XJSXXM_LIMIT, r.inst, { action: 'resubmit' }, nurse);
    expect(r.inst).toMatchObject({ stepKey: 'medicalAffairs', assignees: [medaff.id] });
    r = apply(XJSXXM_LIMIT, r.inst, { action: 'approve' }, medaff);
    expect(r.inst).toMatchObject({ stepKey: 'techCommittee', assignees: [committee.id] });
    r = apply(XJSXXM_LIMIT, r.inst, { action: 'vote', vote: 'approve' }, committee);
    expect(r.inst).toMatchObject({ state: 'approved', stepKey: 'periodicReview', assignees: [medaff.id] });
    expect(r.dueAt).toBe(T0 + 4320 * HOUR);
    expect(isOverdue(r.dueAt, r.inst.state, T0 + 4321 * HOUR)).toBe(true);

    expect(transition(XJSXXM_LIMIT, r.inst, { action: 'review' }, medaff, T0)).toMatchObject({ ok: false, code: 'badOutcome' });
    const later = T0 + 4000 * HOUR;
    r = apply(XJSXXM_LIMIT, r.inst, { action: 'review', outcome: 'continue', comment: '开展 32 例，无并发症' }, medaff, later);
    expect(r.res.outcome).toBe('continue');
    expect(r.inst.state).toBe('approved');
    expect(r.dueAt).toBe(later + 4320 * HOUR);
    r = apply(XJSXXM_LIMIT, r.inst, { action: 'review', outcome: 'suspend' }, medaff, later);
    expect(r.inst.state).toBe('suspended');
    r = apply(XJSXXM_LIMIT, r.inst, { action: 'review', outcome: 'stop' }, medaff, later);
    expect(r.inst).toMatchObject({ state: 'stopped', stepKey: null, assignees: [] });
  });

  it('an unlimited technology skips the committee; the committee step is conditional on the class too', () => {
    let r = apply(XJSXXM_UNLIMIT, tech('unlimit'), { action: 'submit' }, nurse);
    r = apply(XJSXXM_UNLIMIT, r.inst, { action: 'approve' }, head);
    r = apply(XJSXXM_UNLIMIT, r.inst, { action: 'approve' }, medaff);
    expect(r.inst.stepKey).toBe('periodicReview');
    expect(applicableSteps(XJSXXM_LIMIT, tech('unlimit')).map((s) => s.key)).toEqual(['deptReview', 'medicalAffairs', 'periodicReview']);
  });

  it('a rejection is final and keeps its reason', () => {
    let r = apply(XJSXXM_LIMIT, tech('limit'), { action: 'submit' }, nurse);
    expect(transition(XJSXXM_LIMIT, r.inst, { action: 'reject', comment: '  ' }, head, T0)).toMatchObject({ ok: false, code: 'commentRequired' });
    r = apply(XJSXXM_LIMIT, r.inst, { action: 'reject', comment: '不符合准入条件' }, head);
    expect(r.inst.state).toBe('rejected');
    expect(r.res.comment).toBe('不符合准入条件');
    for (const who of [head, medaff, stranger]) expect(allowedActions(XJSXXM_LIMIT, r.inst, who)).toEqual(['comment']);
    // the applicant may still share the outcome
    expect(allowedActions(XJSXXM_LIMIT, r.inst, nurse)).toEqual(['addCc', 'comment']);
  });
});
