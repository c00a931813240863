// The finer rules of the engine: withdraw, transfer, own records, comments, measures, conditions and
// deadlines under a moved clock.
import { describe, expect, it } from 'vitest';
import { allowedActions, transition } from '../../../src/core/workflow/engine.ts';
import { conditionHolds, conditionsHold } from '../../../src/core/workflow/conditions.ts';
import { dueAtFor, isOverdue, stepHours } from '../../../src/core/workflow/deadlines.ts';
import { BAQSJ_DEFAULT } from '../../../src/core/workflow/defaultFlows.ts';
import { apply, draft, HOUR, people, T0, throughAnalysis } from './helpers.ts';

const { nurse, head, head2, quality, owner, stranger } = people;
const submitted = () => apply(BAQSJ_DEFAULT, draft(), { action: 'submit' }, nurse).inst;

describe('withdraw', () => {
  it('is the submitter\'s until the first decision, and makes the record a draft again', () => {
    const r = apply(BAQSJ_DEFAULT, submitted(), { action: 'withdraw' }, nurse);
    expect(r.inst).toMatchObject({ state: 'draft', stepKey: null, assignees: [] });
    expect(r.res.notify).toEqual([{ kind: 'withdraw', target: { to: 'users', userIds: [head.id] } }]);
    const decided = apply(BAQSJ_DEFAULT, submitted(), { action: 'approve' }, head).inst;
    expect(transition(BAQSJ_DEFAULT, decided, { action: 'withdraw' }, nurse, T0)).toMatchObject({ ok: false, code: 'alreadyDecided' });
    const returnedToStep = apply(BAQSJ_DEFAULT, decided, { action: 'return', comment: 'x', target: 'deptReview' }, quality).inst;
    expect(transition(BAQSJ_DEFAULT, returnedToStep, { action: 'withdraw' }, nurse, T0)).toMatchObject({ ok: false, code: 'alreadyDecided' });
  });
});

describe('transfer', () => {
  it('hands the step to one person: the old handler can no longer act, the new one can', () => {
    const r = apply(BAQSJ_DEFAULT, submitted(), { action: 'transfer', userId: head2.id, comment: '出差，转孙伟处理' }, head);
    expect(r.inst.assignees).toEqual([head2.id]);
    expect(r.res.notify).toEqual([{ kind: 'transfer', target: { to: 'user', userId: head2.id } }]);
    expect(transition(BAQSJ_DEFAULT, r.inst, { action: 'approve' }, head, T0)).toMatchObject({ ok: false, status: 403 });
    expect(transition(BAQSJ_DEFAULT, r.inst, { action: 'approve' }, head2, T0)).toMatchObject({ ok: true, toStep: 'rootCauseAnalysis' });
  });
  it('refuses yourself, the submitter and nobody', () => {
    for (const userId of [head.id, nurse.id, 0, undefined]) {
      expect(transition(BAQSJ_DEFAULT, submitted(), { action: 'transfer', userId }, head, T0)).toMatchObject({ ok: false, code: 'badUser' });
    }
  });
});

describe('own records and comments', () => {
  it('nobody decides a record they submitted, even when their role would make them the handler', () => {
    const mine = { ...draft({ submitterId: head.id }), state: 'inProgress' as const, stepKey: 'deptReview', assignees: [head.id] };
    expect(transition(BAQSJ_DEFAULT, mine, { action: 'approve' }, head, T0)).toMatchObject({ ok: false, code: 'notAssignee' });
    expect(allowedActions(BAQSJ_DEFAULT, mine, head)).toEqual(['withdraw', 'addCc', 'urge', 'comment']);
  });
  it('a comment needs text or an attachment, at most 2000 characters, and keeps its thread parent', () => {
    const inst = submitted();
    expect(transition(BAQSJ_DEFAULT, inst, { action: 'comment', comment: ' ' }, stranger, T0)).toMatchObject({ ok: false, code: 'commentRequired' });
    expect(transition(BAQSJ_DEFAULT, inst, { action: 'comment', comment: 'x'.repeat(2001) }, stranger, T0)).toMatchObject({ ok: false, code: 'commentRequired' });
    const withFile = transition(BAQSJ_DEFAULT, inst, { action: 'comment', attachments: [{ name: 'a.jpg', url: '/u/a.jpg' }] }, nurse, T0);
    expect(withFile).toMatchObject({ ok: true, toState: 'inProgress', toStep: 'deptReview', notify: [] });
    expect(transition(BAQSJ_DEFAULT, draft(), { action: 'comment', comment: 'x' }, nurse, T0)).toMatchObject({ ok: false, code: 'wrongState' });
  });
  it('urge reminds the handlers, and during rectification the measure owners', () => {
    expect(transition(BAQSJ_DEFAULT, submitted(), { action: 'urge' }, nurse, T0)).toMatchObject({ ok: true, notify: [{ kind: 'urge', target: { to: 'assignees' } }] });
  });
});

describe('measures', () => {
  const atQuality = () => throughAnalysis(apply(BAQSJ_DEFAULT, submitted(), { action: 'approve' }, head).inst);
  it('need what, an owner and a deadline in the future', () => {
    const bad = [[], [{ what: '', ownerUserId: owner.id, deadline: T0 + HOUR }], [{ what: 'x', ownerUserId: 0, deadline: T0 + HOUR }],
      [{ what: 'x', ownerUserId: owner.id, deadline: T0 - 1 }], Array.from({ length: 51 }, () => ({ what: 'x', ownerUserId: owner.id, deadline: T0 + HOUR }))];
    for (const measures of bad) {
      expect(transition(BAQSJ_DEFAULT, atQuality(), { action: 'assignMeasures', measures }, quality, T0)).toMatchObject({ ok: false, status: 400 });
    }
  });
  it('only their owner reports them done; only done ones are verified or sent back', () => {
    const r = apply(BAQSJ_DEFAULT, atQuality(), { action: 'assignMeasures', measures: [{ what: 'x', ownerUserId: owner.id, deadline: T0 + HOUR }] }, quality);
    expect(transition(BAQSJ_DEFAULT, r.inst, { action: 'completeMeasure', measureId: 1 }, stranger, T0)).toMatchObject({ ok: false, status: 403, code: 'measureNotOwner' });
    expect(transition(BAQSJ_DEFAULT, r.inst, { action: 'completeMeasure', measureId: 7 }, owner, T0)).toMatchObject({ ok: false, code: 'badMeasure' });
    expect(transition(BAQSJ_DEFAULT, r.inst, { action: 'verifyMeasure', measureId: 1 }, quality, T0)).toMatchObject({ ok: false, code: 'measureState' });
    expect(transition(BAQSJ_DEFAULT, r.inst, { action: 'close' }, quality, T0)).toMatchObject({ ok: false, code: 'measuresOpen' });
    const done = apply(BAQSJ_DEFAULT, r.inst, { action: 'completeMeasure', measureId: 1 }, owner).inst;
    expect(transition(BAQSJ_DEFAULT, done, { action: 'completeMeasure', measureId: 1 }, owner, T0)).toMatchObject({ ok: false, code: 'measureState' });
    expect(transition(BAQSJ_DEFAULT, done, { action: 'sendBackMeasure', measureId: 1 }, quality, T0)).toMatchObject({ ok: false, code: 'commentRequired' });
    expect(transition(BAQSJ_DEFAULT, done, { action: 'verifyMeasure', measureId: 1 }, owner, T0)).toMatchObject({ ok: false, status: 403 });
  });
});

describe('conditions', () => {
  it('compare as text, match any value of a list, and negate', () => {
    const facts = { grade: 'II', limited: true, count: 3, kinds: ['a', 'b'], empty: '' };
    expect(conditionHolds({ field: 'grade', op: 'in', values: ['I', 'II'] }, facts)).toBe(true);
    expect(conditionHolds({ field: 'grade', op: 'notIn', values: ['I', 'II'] }, facts)).toBe(false);
    expect(conditionHolds({ field: 'limited', op: 'eq', values: [true] }, facts)).toBe(true);
    expect(conditionHolds({ field: 'limited', op: 'eq', values: ['true'] }, facts)).toBe(true);
    expect(conditionHolds({ field: 'count', op: 'eq', values: ['3'] }, facts)).toBe(true);
    expect(conditionHolds({ field: 'kinds', op: 'in', values: ['b'] }, facts)).toBe(true);
    expect(conditionHolds({ field: 'kinds', op: 'neq', values: ['c'] }, facts)).toBe(true);
    expect(conditionHolds({ field: 'empty', op: 'in', values: [''] }, facts)).toBe(false);
    expect(conditionHolds({ field: 'missing', op: 'notIn', values: ['x'] }, facts)).toBe(true);
    // an inherited property is no fact
    expect(conditionHolds({ field: 'constructor', op: 'in', values: ['function Object() { [native code] }'] }, facts)).toBe(false);
    expect(conditionsHold(undefined, facts)).toBe(true);
    expect(conditionsHold([{ field: 'grade', op: 'in', values: ['II'] }, { field: 'limited', op: 'eq', values: [false] }], facts)).toBe(false);
  });
});

describe('deadlines with a moved clock', () => {
  const [dept, , , qualityStep, archive] = BAQSJ_DEFAULT.steps;
  it('take the hours of the record\'s grade, else the step\'s', () => {
    expect(stepHours(dept, 'I')).toBe(24);
    expect(stepHours(dept, 'III')).toBe(72);
    expect(stepHours(dept, null)).toBe(72);
    expect(dueAtFor(qualityStep, 'II', T0)).toBe(T0 + 72 * HOUR);
    expect(dueAtFor(archive, 'II', T0)).toBe(T0 + 168 * HOUR);
  });
  it('are overdue only once the clock passes them, and only while someone has to act', () => {
    const due = dueAtFor(dept, 'II', T0);
    expect(isOverdue(due, 'inProgress', T0 + 23 * HOUR)).toBe(false);
    expect(isOverdue(due, 'inProgress', T0 + 25 * HOUR)).toBe(true);
    for (const s of ['draft', 'returned', 'archived', 'rejected', 'stopped'] as const) expect(isOverdue(due, s, T0 + 99 * HOUR)).toBe(false);
    expect(isOverdue(null, 'inProgress', T0 + 99 * HOUR)).toBe(false);
  });
});
