// The rectification of a quality inspection finding (issue 13 §1): the quality officer who opened it runs
// it (the steps' assignee rule is the submitter): assigns measures, the owner completes, the officer
// verifies, closes with a conclusion, then archives; nobody else acts.
import { describe, expect, it } from 'vitest';
import { QUALITY_RECTIFICATION } from '../../../src/core/workflow/defaultFlows.ts';
import { allowedActions, transition } from '../../../src/core/workflow/engine.ts';
import { validateFlow } from '../../../src/core/workflow/validateFlow.ts';
import { apply, draft, HOUR, people, T0 } from './helpers.ts';

describe('quality rectification flow', () => {
  it('is a valid flow', () => {
    expect(validateFlow(QUALITY_RECTIFICATION).ok).toBe(true);
  });

  it('the opener assigns and verifies the measures, the owner completes them, the opener closes and archives', () => {
    let inst = draft({ module: 'business', submitterId: people.quality.id, grade: null, facts: {} });
    inst = apply(QUALITY_RECTIFICATION, inst, { action: 'submit' }, people.quality).inst;
    expect(inst).toMatchObject({ state: 'inProgress', stepKey: 'rectification', assignees: [people.quality.id] });
    expect(allowedActions(QUALITY_RECTIFICATION, inst, people.quality)).toContain('assignMeasures');
    expect(transition(QUALITY_RECTIFICATION, inst, { action: 'assignMeasures', measures: [] }, people.stranger, T0)).toMatchObject({ ok: false, status: 403 });
    inst = apply(QUALITY_RECTIFICATION, inst, { action: 'assignMeasures', measures: [{ what: '每周自查', ownerUserId: people.owner.id, deadline: T0 + 72 * HOUR }] }, people.quality).inst;
    expect(inst.state).toBe('rectifying');
    inst = apply(QUALITY_RECTIFICATION, inst, { action: 'completeMeasure', measureId: 1, comment: '已完成' }, people.owner).inst;
    inst = apply(QUALITY_RECTIFICATION, inst, { action: 'verifyMeasure', measureId: 1 }, people.quality).inst;
    expect(inst).toMatchObject({ state: 'inProgress', stepKey: 'rectification' });
    inst = apply(QUALITY_RECTIFICATION, inst, { action: 'close', comment: '整改到位' }, people.quality).inst;
    expect(inst).toMatchObject({ state: 'closed', stepKey: 'archiveReview' });
    inst = apply(QUALITY_RECTIFICATION, inst, { action: 'archive' }, people.quality).inst;
    expect(inst.state).toBe('archived');
  });

  it('elsewhere a submitter still never handles their own rectification step', async () => {
    const { BAQSJ_DEFAULT } = await import('../../../src/core/workflow/defaultFlows.ts');
    const inst = draft({ submitterId: people.quality.id, state: 'inProgress', stepKey: 'qualityReview', assignees: [people.quality.id] });
    expect(transition(BAQSJ_DEFAULT, inst, { action: 'assignMeasures', measures: [{ what: 'x', ownerUserId: people.owner.id, deadline: T0 + HOUR }] }, people.quality, T0))
      .toMatchObject({ ok: false, code: 'notAssignee' });
  });
});
