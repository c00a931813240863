import { describe, expect, it } from 'vitest';
import {
  addCondition, addStep, assigneeOfKind, isDirty, moveStep, newStep, parseSubject, problemField, problemsByStep, removeCondition,
  removeStep, setGradeHours, splitHours, toggleAction, uniqueStepKey, updateCondition, updateStep,
} from '../../../src/core/pages/flowEditor.ts';
import { XJSXXM_LIMIT, BAQSJ_DEFAULT } from '../../../src/core/workflow/defaultFlows.ts';
import { validateFlow } from '../../../src/core/workflow/validateFlow.ts';
import type { FlowDef } from '../../../src/core/workflow/types.ts';

const name = { 'zh-CN': '新环节', en: 'New step' };
const keys = (f: FlowDef) => f.steps.map((s) => s.key);
const frozen = (f: FlowDef) => JSON.parse(JSON.stringify(f)) as FlowDef;

describe('flow editor: steps', () => {
  it('adds a step with a fresh key before a closing periodic review, leaving the input alone', () => {
    const before = frozen(XJSXXM_LIMIT);
    const step = newStep(XJSXXM_LIMIT, name);
    expect(step).toMatchObject({ key: 'step5', kind: 'review', actions: ['approve', 'return', 'reject', 'transfer', 'addCc'], timeLimit: { hours: 72 } });
    const next = addStep(XJSXXM_LIMIT, step);
    expect(keys(next)).toEqual(['deptReview', 'medicalAffairs', 'techCommittee', 'step5', 'periodicReview']);
    expect(XJSXXM_LIMIT).toEqual(before);
    expect(keys(addStep(XJSXXM_LIMIT, step, 0))[0]).toBe('step5');
    // a periodic review itself goes last
    const review = newStep(XJSXXM_LIMIT, name, 'periodicReview');
    expect(review.reviewEveryHours).toBe(4320);
    expect(keys(addStep(XJSXXM_LIMIT, review)).at(-1)).toBe('step5');
  });

  it('finds a key not yet used', () => {
    const f = { ...XJSXXM_LIMIT, steps: [...XJSXXM_LIMIT.steps, { ...XJSXXM_LIMIT.steps[0], key: 'step5' }] };
    expect(uniqueStepKey(f)).toBe('step6');
  });

  it('removes and moves steps (out of range changes nothing)', () => {
    expect(keys(removeStep(XJSXXM_LIMIT, 2))).toEqual(['deptReview', 'medicalAffairs', 'periodicReview']);
    expect(removeStep(XJSXXM_LIMIT, 9)).toBe(XJSXXM_LIMIT);
    expect(keys(moveStep(XJSXXM_LIMIT, 0, 1))).toEqual(['medicalAffairs', 'deptReview', 'techCommittee', 'periodicReview']);
    expect(keys(moveStep(XJSXXM_LIMIT, 1, -5))).toEqual(['medicalAffairs', 'deptReview', 'techCommittee', 'periodicReview']);
    expect(keys(moveStep(XJSXXM_LIMIT, 0, 99))).toEqual(['medicalAffairs', 'techCommittee', 'periodicReview', 'deptReview']);
    expect(moveStep(XJSXXM_LIMIT, 7, 0)).toBe(XJSXXM_LIMIT);
  });

  it('a new kind keeps only its actions, with the one that moves forward, and the review interval follows', () => {
    const toArchive = updateStep(XJSXXM_LIMIT, 0, { kind: 'archive' });
    expect(toArchive.steps[0].actions).toEqual(['archive', 'transfer', 'addCc']);
    const toReview = updateStep(XJSXXM_LIMIT, 3, { kind: 'review' });
    expect(toReview.steps[3].actions).toEqual(['approve', 'transfer']);
    expect(toReview.steps[3].reviewEveryHours).toBeUndefined();
    const back = updateStep(toReview, 3, { kind: 'periodicReview' });
    expect(back.steps[3]).toMatchObject({ actions: ['review', 'transfer'], reviewEveryHours: 4320 });
  });

  it('toggles actions in the kind\'s order', () => {
    const off = toggleAction(XJSXXM_LIMIT, 0, 'return', false);
    expect(off.steps[0].actions).toEqual(['approve', 'reject', 'transfer', 'addCc']);
    expect(toggleAction(off, 0, 'return', true).steps[0].actions).toEqual(['approve', 'return', 'reject', 'transfer', 'addCc']);
  });

  it('switches the assignee rule, keeping the role between role kinds', () => {
    expect(assigneeOfKind('deptRole', { kind: 'role', role: 'medicalAffairs' })).toEqual({ kind: 'deptRole', role: 'medicalAffairs' });
    expect(assigneeOfKind('user', { kind: 'role', role: 'x' })).toEqual({ kind: 'user', userId: 0 });
    expect(assigneeOfKind('submitter')).toEqual({ kind: 'submitter' });
    expect(assigneeOfKind('role', { kind: 'user', userId: 4 })).toEqual({ kind: 'role', role: '' });
  });
});

describe('flow editor: time limits and conditions', () => {
  it('sets and clears per-grade hours in grade order', () => {
    let f = setGradeHours(BAQSJ_DEFAULT, 0, 'III', 48);
    expect(f.steps[0].timeLimit).toEqual({ hours: 72, byGrade: { I: 24, II: 24, III: 48 } });
    f = setGradeHours(f, 0, 'I', null);
    f = setGradeHours(f, 0, 'II', null);
    f = setGradeHours(f, 0, 'III', null);
    expect(f.steps[0].timeLimit).toEqual({ hours: 72 });
  });

  it('adds, edits and removes conditions; no conditions leaves no `when`', () => {
    let f = addCondition(BAQSJ_DEFAULT, 0);
    expect(f.steps[0].when).toEqual([{ field: 'grade', op: 'in', values: [] }]);
    f = updateCondition(f, 0, 0, { values: ['I', 'II'] });
    expect(f.steps[0].when?.[0].values).toEqual(['I', 'II']);
    f = removeCondition(f, 0, 0);
    expect('when' in f.steps[0]).toBe(false);
    expect(updateCondition(BAQSJ_DEFAULT, 0, 3, { op: 'eq' })).toBe(BAQSJ_DEFAULT);
  });

  it('an edited default flow still validates; a broken one reports by step', () => {
    let f = addStep(XJSXXM_LIMIT, newStep(XJSXXM_LIMIT, name));
    f = updateStep(f, 3, { assignee: { kind: 'role', role: 'qualityOfficer' } });
    expect(validateFlow(f).ok).toBe(true);
    const broken = updateStep(toggleAction(f, 3, 'approve', false), 1, { name: { 'zh-CN': '', en: '' } });
    const res = validateFlow(broken);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    const grouped = problemsByStep(res.errors);
    expect(grouped.flow).toEqual([]);
    expect(Object.keys(grouped.steps)).toEqual(['1', '3']);
    expect(grouped.steps[3].map((p) => p.code)).toEqual(['forwardActionMissing']);
    expect(problemField(grouped.steps[1][0])).toBe('name');
    expect(problemsByStep([{ path: 'name', code: 'nameRequired' }, { path: 'steps', code: 'noSteps' }]).flow).toHaveLength(2);
  });
});

describe('flow editor: helpers', () => {
  it('notices changes, splits subjects and hours', () => {
    expect(isDirty(XJSXXM_LIMIT, frozen(XJSXXM_LIMIT))).toBe(false);
    expect(isDirty(moveStep(XJSXXM_LIMIT, 0, 1), XJSXXM_LIMIT)).toBe(true);
    expect(isDirty(null, XJSXXM_LIMIT)).toBe(false);
    expect(parseSubject('baqsj:fall')).toEqual({ module: 'baqsj', key: 'fall' });
    expect(parseSubject('business')).toEqual({ module: 'business', key: '' });
    expect(splitHours(4320)).toEqual({ days: 180, hours: 0 });
    expect(splitHours(30)).toEqual({ days: 1, hours: 6 });
  });
});
