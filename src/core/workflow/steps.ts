// Which steps of a flow apply to a record, where it goes next or back, and the state it has at a step
// (docs/workflow.md). Pure: the engine's guards and changes read them, and so does the record detail.
import { conditionsHold } from './conditions.ts';
import type { FlowDef, StepDef, WfInstance, WfState } from './types.ts';

/** The facts conditions read: the record's facts and its grade. */
function factsOf(inst: WfInstance): Record<string, unknown> {
  return { ...inst.facts, grade: inst.grade };
}

/** The flow's steps whose conditions hold for this record, in order. */
export function applicableSteps(flow: FlowDef, inst: WfInstance): StepDef[] {
  const facts = factsOf(inst);
  return flow.steps.filter((s) => conditionsHold(s.when, facts));
}

export function stepOf(flow: FlowDef, key: string | null): StepDef | undefined {
  return key === null ? undefined : flow.steps.find((s) => s.key === key);
}

/** The state a record has while it is at `step`. */
export function stateOfStep(step: StepDef, inst: Pick<WfInstance, 'measures' | 'state'>): WfState {
  switch (step.kind) {
    case 'review':
    case 'analysis':
    case 'committee':
      return 'inProgress';
    case 'rectification':
      return inst.measures.some((m) => m.status !== 'verified') ? 'rectifying' : 'inProgress';
    case 'archive':
      return 'closed';
    case 'periodicReview':
      return inst.state === 'suspended' ? 'suspended' : 'approved';
  }
}

/** Where a record goes after the last step: a technology stays approved, an event is archived, a request approved. */
export function endState(flow: FlowDef): WfState {
  return flow.module === 'baqsj' ? 'archived' : 'approved';
}

/** The applicable step after the current one. */
export function nextStep(flow: FlowDef, inst: WfInstance): StepDef | undefined {
  const steps = applicableSteps(flow, inst);
  const i = steps.findIndex((s) => s.key === inst.stepKey);
  return i < 0 ? undefined : steps[i + 1];
}

/** Applicable steps before the current one (return and send-back targets). */
export function earlierSteps(flow: FlowDef, inst: WfInstance): StepDef[] {
  const steps = applicableSteps(flow, inst);
  const i = steps.findIndex((s) => s.key === inst.stepKey);
  return i <= 0 ? [] : steps.slice(0, i);
}
