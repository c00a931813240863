// The workflow engine's pure core (issue 9 §1, docs/workflow.md): given a flow definition, a record's
// state, an action and who takes it, say whether it is allowed and what changes. No I/O, no clock of
// its own (`now` comes in), no users table (assignee rules come out, the adapter resolves them): the
// server runs it inside one transaction per action and writes exactly what it returns.
//
// Every action is a guard (who, which state, which step: the same checks `allowedActions` uses to tell
// the client what to offer) followed by the change it makes (which may still refuse bad input, such as
// a missing comment).
import { CHANGES } from './changes.ts';
import { GUARDS, refuse, type Ctx } from './guards.ts';
import { earlierSteps, stepOf } from './steps.ts';
import type { ActionInput, Actor, FlowDef, LocalText, TransitionResult, WfAction, WfInstance } from './types.ts';

export { dueAtFor, isOverdue } from './deadlines.ts';
export { applicableSteps, stateOfStep } from './steps.ts';

export const ALL_ACTIONS = Object.keys(GUARDS) as WfAction[];
const MEASURE_ACTIONS: WfAction[] = ['completeMeasure', 'verifyMeasure', 'sendBackMeasure'];

function ctxOf(flow: FlowDef, inst: WfInstance, actor: Actor): Ctx {
  return { flow, inst, actor, step: stepOf(flow, inst.stepKey) };
}

/**
 * Whether `actor` may take `input.action` on the record now, and what changes if so. Refusals say why
 * (`code`, with the HTTP status the server answers: 403 for the wrong person, 400 for the wrong state
 * or bad input); nothing else is decided anywhere else.
 */
export function transition(flow: FlowDef, inst: WfInstance, input: ActionInput, actor: Actor, now: number): TransitionResult {
  const guard = Object.prototype.hasOwnProperty.call(GUARDS, input.action) ? GUARDS[input.action] : undefined;
  if (!guard) return refuse('unknownAction', 400, { action: String(input.action) });
  const c = ctxOf(flow, inst, actor);
  return guard(c, input) ?? CHANGES[input.action](c, input, now);
}

/** The record-level actions `actor` may take now (measure actions are per measure: `measureActions`). */
export function allowedActions(flow: FlowDef, inst: WfInstance, actor: Actor): WfAction[] {
  const c = ctxOf(flow, inst, actor);
  return ALL_ACTIONS.filter((a) => !MEASURE_ACTIONS.includes(a) && GUARDS[a](c, { action: a }) === null);
}

/** Per measure id, the measure actions `actor` may take now. */
export function measureActions(flow: FlowDef, inst: WfInstance, actor: Actor): Record<number, WfAction[]> {
  const c = ctxOf(flow, inst, actor);
  const out: Record<number, WfAction[]> = {};
  for (const m of inst.measures) {
    const acts = MEASURE_ACTIONS.filter((a) => GUARDS[a](c, { action: a, measureId: m.id }) === null);
    if (acts.length) out[m.id] = acts;
  }
  return out;
}

/** Where a return (or an archive send-back) may go: earlier applicable steps. */
export function returnTargets(flow: FlowDef, inst: WfInstance): { key: string; name: LocalText }[] {
  return earlierSteps(flow, inst).map((s) => ({ key: s.key, name: s.name }));
}
