// The `analysis` step kind (issue 26 §1) in the pure engine: which records reach it, what its assignee may do
// there, measures proposed for root causes (each naming its cause), and the finish rule: approve is refused
// while a root cause has neither a measure nor a recorded reason (src/core/rca/validate.ts finishRefusal).
import { describe, expect, it } from 'vitest';
import { allowedActions, applicableSteps, measureActions, transition } from '../../../src/core/workflow/engine.ts';
import { BAQSJ_DEFAULT } from '../../../src/core/workflow/defaultFlows.ts';
import { validateFlow } from '../../../src/core/workflow/validateFlow.ts';
import type { Grade, WfInstance } from '../../../src/core/workflow/types.ts';
import { workflow } from '../../../src/core/i18n/locales/workflow.ts';
import { apply, draft, HOUR, people, rootCauseAnalysis, T0 } from './helpers.ts';

const { nurse, head, quality, owner, stranger } = people;
const deadline = T0 + 10 * 24 * HOUR;

/** A grade II event at its analysis step, with `over` (e.g. its analysis). */
function atAnalysis(over: Partial<WfInstance> = {}): WfInstance {
  let inst = apply(BAQSJ_DEFAULT, draft(), { action: 'submit' }, nurse).inst;
  inst = apply(BAQSJ_DEFAULT, inst, { action: 'approve' }, head).inst;
  return { ...inst, ...over };
}

const twoRoots = () => rootCauseAnalysis({
  causes: [
    { id: 'c1', categoryId: 'methods', parentId: null, text: '跌倒风险未复评', kind: 'root', evidence: [] },
    { id: 'c2', categoryId: 'environment', parentId: null, text: '卫生间地面湿滑', kind: 'root', evidence: [] },
    { id: 'c3', categoryId: 'people', parentId: null, text: '患者未呼叫护士', kind: 'contributing', evidence: [] },
  ],
  noMeasure: {},
});

describe('the analysis step of the default unsafe-event flow', () => {
  it('applies to grades I and II only, before the rectification step', () => {
    const keys = (grade: Grade) => applicableSteps(BAQSJ_DEFAULT, draft({ grade })).map((s) => s.key);
    expect(keys('I')).toEqual(['deptReview', 'medicalAffairsReview', 'rootCauseAnalysis', 'qualityReview', 'archiveReview']);
    expect(keys('II')).toEqual(['deptReview', 'rootCauseAnalysis', 'qualityReview', 'archiveReview']);
    expect(keys('III')).toEqual(['deptReview', 'qualityReview', 'archiveReview']);
    expect(keys('IV')).toEqual(['deptReview', 'qualityReview', 'archiveReview']);
    const step = BAQSJ_DEFAULT.steps.find((s) => s.kind === 'analysis')!;
    expect(step.assignee).toEqual({ kind: 'role', role: 'qualityOfficer' });
    expect(validateFlow(BAQSJ_DEFAULT).ok).toBe(true);
  });

  it('is in progress with the quality office, who may finish, return, transfer and propose measures there', () => {
    const inst = atAnalysis();
    expect(inst).toMatchObject({ state: 'inProgress', stepKey: 'rootCauseAnalysis', assignees: [quality.id] });
    expect(allowedActions(BAQSJ_DEFAULT, inst, quality)).toEqual(['approve', 'return', 'transfer', 'assignMeasures', 'addCc', 'comment']);
    expect(allowedActions(BAQSJ_DEFAULT, inst, head)).toEqual(['comment']);
    expect(transition(BAQSJ_DEFAULT, inst, { action: 'close', comment: 'x' }, quality, T0)).toMatchObject({ ok: false, code: 'notAllowedAtStep' });
    expect(transition(BAQSJ_DEFAULT, inst, { action: 'approve' }, stranger, T0)).toMatchObject({ ok: false, status: 403, code: 'notAssignee' });
  });

  it('cannot finish without a root cause, nor while a root cause has neither a measure nor a reason', () => {
    expect(transition(BAQSJ_DEFAULT, atAnalysis(), { action: 'approve' }, quality, T0)).toMatchObject({ ok: false, status: 400, code: 'noRootCause' });
    expect(transition(BAQSJ_DEFAULT, atAnalysis({ analysis: rootCauseAnalysis({ causes: [] }) }), { action: 'approve' }, quality, T0))
      .toMatchObject({ ok: false, code: 'noRootCause' });
    const inst = atAnalysis({ analysis: twoRoots() });
    expect(transition(BAQSJ_DEFAULT, inst, { action: 'approve' }, quality, T0)).toMatchObject({ ok: false, status: 400, code: 'unaddressed', params: { causes: ['跌倒风险未复评', '卫生间地面湿滑'] } });

    // a measure for c1 (proposed here: the record stays at the step, in progress; owners act at rectification)
    const r = apply(BAQSJ_DEFAULT, inst, { action: 'assignMeasures', measures: [{ what: '每 72 小时复评跌倒风险', ownerUserId: owner.id, deadline, causeId: 'c1' }] }, quality);
    expect(r.res.newMeasures).toEqual([{ what: '每 72 小时复评跌倒风险', ownerUserId: owner.id, deadline, causeId: 'c1' }]);
    expect(r.inst).toMatchObject({ state: 'inProgress', stepKey: 'rootCauseAnalysis' });
    expect(r.res.notify).toEqual([{ kind: 'assignMeasures', target: { to: 'users', userIds: [owner.id] } }]);
    expect(measureActions(BAQSJ_DEFAULT, r.inst, owner)).toEqual({});
    expect(transition(BAQSJ_DEFAULT, r.inst, { action: 'completeMeasure', measureId: 1 }, owner, T0)).toMatchObject({ ok: false, code: 'wrongState' });
    expect(transition(BAQSJ_DEFAULT, r.inst, { action: 'approve' }, quality, T0)).toMatchObject({ ok: false, code: 'unaddressed', params: { causes: ['卫生间地面湿滑'] } });

    // the team records why c2 needs no measure: the step finishes, the measure is carried out at rectification
    const withReason = { ...r.inst, analysis: { ...twoRoots(), noMeasure: { c2: '保洁流程已另行整改' } } };
    const done = apply(BAQSJ_DEFAULT, withReason, { action: 'approve', comment: '分析完成' }, quality);
    expect(done.inst).toMatchObject({ state: 'rectifying', stepKey: 'qualityReview', assignees: [quality.id] });
    expect(done.res.notify).toEqual([{ kind: 'approve', target: { to: 'submitter' } }, { kind: 'approve', target: { to: 'assignees' } }]);
    expect(measureActions(BAQSJ_DEFAULT, done.inst, owner)).toEqual({ 1: ['completeMeasure'] });
  });

  it('finishes with every root cause addressed by measures, and without measures goes on to rectification in progress', () => {
    const both = apply(BAQSJ_DEFAULT, atAnalysis({ analysis: twoRoots() }), { action: 'assignMeasures', measures: [
      { what: '复评', ownerUserId: owner.id, deadline, causeId: 'c1' }, { what: '防滑垫', ownerUserId: owner.id, deadline, causeId: 'c2' },
    ] }, quality).inst;
    expect(transition(BAQSJ_DEFAULT, both, { action: 'approve' }, quality, T0)).toMatchObject({ ok: true, toStep: 'qualityReview', toState: 'rectifying' });
    const reasons = atAnalysis({ analysis: rootCauseAnalysis() });
    expect(transition(BAQSJ_DEFAULT, reasons, { action: 'approve' }, quality, T0)).toMatchObject({ ok: true, toStep: 'qualityReview', toState: 'inProgress' });
  });

  it('refuses a measure naming a cause the analysis does not have', () => {
    const m = (causeId: unknown) => ({ what: 'x', ownerUserId: owner.id, deadline, causeId }) as never;
    expect(transition(BAQSJ_DEFAULT, atAnalysis({ analysis: twoRoots() }), { action: 'assignMeasures', measures: [m('c9')] }, quality, T0))
      .toMatchObject({ ok: false, code: 'badCause', params: undefined });
    expect(transition(BAQSJ_DEFAULT, atAnalysis(), { action: 'assignMeasures', measures: [m('c1')] }, quality, T0)).toMatchObject({ ok: false, code: 'badCause' });
    expect(transition(BAQSJ_DEFAULT, atAnalysis({ analysis: twoRoots() }), { action: 'assignMeasures', measures: [m({ id: 'c1' })] }, quality, T0))
      .toMatchObject({ ok: false, code: 'badCause' });
    // no cause at all is fine (a measure beyond the analysis)
    expect(transition(BAQSJ_DEFAULT, atAnalysis({ analysis: twoRoots() }), { action: 'assignMeasures', measures: [m(null)] }, quality, T0)).toMatchObject({ ok: true });
  });

  it('the rectification step can return the case to its analysis', () => {
    const rect = apply(BAQSJ_DEFAULT, atAnalysis({ analysis: rootCauseAnalysis() }), { action: 'approve' }, quality).inst;
    const back = apply(BAQSJ_DEFAULT, rect, { action: 'return', comment: '根本原因不充分，请补充分析', target: 'rootCauseAnalysis' }, quality);
    expect(back.inst).toMatchObject({ state: 'inProgress', stepKey: 'rootCauseAnalysis' });
    expect(back.dueAt).toBe(T0 + 720 * HOUR);
  });
});

describe('flow definitions with analysis steps', () => {
  const flow = (actions: string[]) => ({
    code: 'rca-only', name: { 'zh-CN': '分析', en: 'Analysis' }, module: 'baqsj',
    steps: [{ key: 'rca', name: { 'zh-CN': '根本原因分析', en: 'RCA' }, kind: 'analysis', assignee: { kind: 'role', role: 'qualityOfficer' }, actions, timeLimit: { hours: 720 } }],
  });
  it('allow the review actions, need approve, and refuse the actions of other kinds', () => {
    expect(validateFlow(flow(['approve', 'return', 'reject', 'transfer', 'addCc'])).ok).toBe(true);
    const codes = (v: ReturnType<typeof validateFlow>) => (v.ok ? [] : v.errors.map((e) => `${e.path}:${e.code}`));
    expect(codes(validateFlow(flow(['return'])))).toEqual(['steps.0.actions:forwardActionMissing']);
    expect(codes(validateFlow(flow(['approve', 'close'])))).toEqual(['steps.0.actions:actionNotForKind']);
  });
  it('have their texts in both languages', () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      for (const k of ['stepKind.analysis', 'refusal.unaddressed', 'refusal.noRootCause', 'refusal.badCause', 'action.analysisSaved', 'action.analysisTeam']) {
        expect(workflow[lang][k], `${lang} ${k}`).toBeTruthy();
      }
    }
  });
});
