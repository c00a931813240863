// Flow definitions from the admin page or a PUT body: clean copies of good ones, every problem of bad ones.
import { describe, expect, it } from 'vitest';
import { validateFlow } from '../../../src/core/workflow/validateFlow.ts';
import { DEFAULT_FLOWS, BAQSJ_DEFAULT } from '../../../src/core/workflow/defaultFlows.ts';
import { transition } from '../../../src/core/workflow/engine.ts';
import { workflow } from '../../../src/core/i18n/locales/workflow.ts';
import type { FlowDef } from '../../../src/core/workflow/types.ts';
import { apply, draft, people, T0 } from './helpers.ts';

const clone = (f: FlowDef) => JSON.parse(JSON.stringify(f)) as FlowDef;
const codes = (def: unknown) => {
  const r = validateFlow(def);
  return r.ok ? [] : r.errors.map((e) => `${e.path}:${e.code}`);
};

describe('validateFlow', () => {
  it('accepts every default flow unchanged', () => {
    for (const f of DEFAULT_FLOWS) expect(validateFlow(f)).toEqual({ ok: true, flow: f });
  });

  it('names every problem with its path', () => {
    const f = clone(BAQSJ_DEFAULT) as unknown as Record<string, any>;
    f.code = '1bad';
    f.name = { 'zh-CN': '', en: 'x' };
    f.steps[0].key = f.steps[2].key;
    f.steps[1].actions = ['approve', 'archive'];
    f.steps[2].assignee = { kind: 'role', role: '' };
    f.steps[3].timeLimit = { hours: 0, byGrade: { V: 3 } };
    f.steps[1].when = [{ field: 'grade', op: 'like', values: ['I'] }];
    expect(codes(f)).toEqual([
      'code:codeInvalid', 'name:nameRequired',
      'steps.1.actions:actionNotForKind', 'steps.1.when.0:conditionInvalid',
      'steps.2.assignee:assigneeInvalid', 'steps.3.timeLimit:timeLimitInvalid',
    ]);
  });

  it('refuses duplicate keys, a step nobody can move forward and steps after the end', () => {
    const dup = clone(BAQSJ_DEFAULT);
    dup.steps[1].key = 'deptReview';
    expect(codes(dup)).toEqual(['steps.1.key:stepKeyDuplicate']);
    const stuck = clone(BAQSJ_DEFAULT);
    stuck.steps[0].actions = ['return', 'reject'];
    expect(codes(stuck)).toEqual(['steps.0.actions:forwardActionMissing']);
    const after = clone(BAQSJ_DEFAULT);
    after.steps.push({ ...after.steps[0], key: 'late' });
    expect(codes(after)).toEqual(['steps.5:stepAfterEnd']);
    expect(codes({ ...clone(BAQSJ_DEFAULT), steps: [] })).toEqual(['steps:noSteps']);
    expect(codes(null)).toEqual([':notObject']);
    const review = clone(DEFAULT_FLOWS[1]);
    delete review.steps[3].reviewEveryHours;
    expect(codes(review)).toEqual(['steps.3.reviewEveryHours:reviewEveryInvalid']);
  });

  it('returns a clean copy: unknown and prototype keys do not survive', () => {
    const f = JSON.parse(JSON.stringify(BAQSJ_DEFAULT).replace('"code":"baqsj-default"', '"code":"baqsj-default","__proto__":{"polluted":1},"extra":1'));
    const r = validateFlow(f);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(Object.keys(r.flow)).toEqual(['code', 'name', 'module', 'steps', 'overdueNotifyRoles']);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('has a text in both languages for every problem code and every refusal', () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      for (const k of ['notObject', 'codeInvalid', 'nameRequired', 'moduleInvalid', 'noSteps', 'tooManySteps', 'stepKeyInvalid', 'stepKeyDuplicate',
        'stepKindInvalid', 'assigneeInvalid', 'actionInvalid', 'actionNotForKind', 'forwardActionMissing', 'timeLimitInvalid', 'conditionInvalid',
        'reviewEveryInvalid', 'stepAfterEnd', 'rolesInvalid']) expect(workflow[lang][`flowError.${k}`]).toBeTruthy();
      expect(Object.keys(workflow[lang]).sort()).toEqual(Object.keys(workflow['zh-CN']).sort());
    }
  });
});

describe('version pinning', () => {
  it('a record keeps the flow it was submitted under: a new version applies to new records only', () => {
    const v1 = BAQSJ_DEFAULT;
    const v2 = clone(BAQSJ_DEFAULT);
    // version 2 puts every grade through medical affairs
    delete v2.steps[1].when;
    const old = apply(v1, draft({ grade: 'III' }), { action: 'submit' }, people.nurse).inst;
    // the server hands the engine the record's pinned version
    expect(transition(v1, old, { action: 'approve' }, people.head, T0)).toMatchObject({ ok: true, toStep: 'qualityReview' });
    const fresh = apply(v2, draft({ grade: 'III' }), { action: 'submit' }, people.nurse).inst;
    expect(transition(v2, fresh, { action: 'approve' }, people.head, T0)).toMatchObject({ ok: true, toStep: 'medicalAffairsReview' });
  });
});
