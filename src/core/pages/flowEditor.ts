// The flow admin page's editing logic (issue 9 §1 "an admin page to see and edit flows"): pure functions
// over a FlowDef draft. Every function returns a new definition and leaves its input untouched, so the
// page can keep the loaded version to compare against and undo to. What is valid is decided by
// validateFlow (the same checks the server runs); these functions only keep the draft consistent
// (a step's actions stay within its kind, a periodic review always has an interval).
import { committeeRule, DEFAULT_COMMITTEE, type CommitteeRule } from '../workflow/committee.ts';
import { KIND_ACTIONS, type FlowProblem } from '../workflow/validateFlow.ts';
import {
  GRADES, type AssigneeRule, type Condition, type FlowDef, type Grade, type LocalText, type StepAction, type StepDef, type StepKind,
} from '../workflow/types.ts';

/** Hours a new step gets (three days), and between periodic reviews (about six months). */
export const DEFAULT_STEP_HOURS = 72;
export const DEFAULT_REVIEW_EVERY_HOURS = 4320;
/** Facts a condition can read besides the form's own fields (conditions.ts). */
export const CONDITION_FIELDS = ['grade', 'eventType', 'techKind', 'limited'] as const;
export const CONDITION_OPS: Condition['op'][] = ['in', 'notIn', 'eq', 'neq'];

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** A step key not used in the flow yet: `step1`, `step2`, ... */
export function uniqueStepKey(flow: FlowDef, base = 'step'): string {
  const used = new Set(flow.steps.map((s) => s.key));
  for (let n = flow.steps.length + 1; ; n++) {
    const key = `${base}${n}`;
    if (!used.has(key)) return key;
  }
}

/** The actions a new step of a kind starts with: every action the kind allows. */
export function defaultActions(kind: StepKind): StepAction[] {
  return [...KIND_ACTIONS[kind].allowed];
}

/** A fresh step of `kind` (named by the caller: names are data in both languages). */
export function newStep(flow: FlowDef, name: LocalText, kind: StepKind = 'review'): StepDef {
  const step: StepDef = {
    key: uniqueStepKey(flow),
    name: { ...name },
    kind,
    assignee: { kind: 'role', role: '' },
    actions: defaultActions(kind),
    timeLimit: { hours: kind === 'periodicReview' ? DEFAULT_REVIEW_EVERY_HOURS : DEFAULT_STEP_HOURS },
  };
  if (kind === 'periodicReview') step.reviewEveryHours = DEFAULT_REVIEW_EVERY_HOURS;
  return step;
}

/**
 * Adds a step at `index` (default: before a closing archive / periodic review step, else at the end,
 * because nothing can follow those).
 */
export function addStep(flow: FlowDef, step: StepDef, index?: number): FlowDef {
  const steps = clone(flow.steps);
  let at = index ?? steps.length;
  if (index === undefined) {
    const last = steps[steps.length - 1];
    if (last && (last.kind === 'archive' || last.kind === 'periodicReview') && step.kind !== last.kind) at = steps.length - 1;
  }
  at = Math.max(0, Math.min(steps.length, at));
  steps.splice(at, 0, clone(step));
  return { ...clone(flow), steps };
}

export function removeStep(flow: FlowDef, index: number): FlowDef {
  if (index < 0 || index >= flow.steps.length) return flow;
  const steps = clone(flow.steps);
  steps.splice(index, 1);
  return { ...clone(flow), steps };
}

/** Moves the step at `from` to position `to` (clamped); out-of-range `from` changes nothing. */
export function moveStep(flow: FlowDef, from: number, to: number): FlowDef {
  if (from < 0 || from >= flow.steps.length) return flow;
  const target = Math.max(0, Math.min(flow.steps.length - 1, to));
  if (target === from) return flow;
  const steps = clone(flow.steps);
  const [s] = steps.splice(from, 1);
  steps.splice(target, 0, s);
  return { ...clone(flow), steps };
}

/**
 * Changes fields of one step. A new kind keeps only the actions that kind allows (adding the one that
 * moves it forward, so the step stays passable) and adds or drops the review interval.
 */
export function updateStep(flow: FlowDef, index: number, patch: Partial<StepDef>): FlowDef {
  if (index < 0 || index >= flow.steps.length) return flow;
  const steps = clone(flow.steps);
  const before = steps[index];
  const next: StepDef = { ...before, ...clone(patch) };
  if (patch.kind && patch.kind !== before.kind) {
    const { allowed, forward } = KIND_ACTIONS[patch.kind];
    const kept = next.actions.filter((a) => allowed.includes(a));
    if (forward && !kept.includes(forward)) kept.unshift(forward);
    next.actions = patch.actions ? next.actions : kept;
    if (patch.kind === 'periodicReview') next.reviewEveryHours ??= DEFAULT_REVIEW_EVERY_HOURS;
    else delete next.reviewEveryHours;
    // a committee starts from the default rule (committee.ts), shown in full so the admin sees what decides
    if (patch.kind === 'committee') next.committee ??= { ...DEFAULT_COMMITTEE };
    else delete next.committee;
  }
  if (next.when && !next.when.length) delete next.when;
  steps[index] = next;
  return { ...clone(flow), steps };
}

/** Changes one part of a committee step's rule (issue 35 §2), the others kept (defaults filled in). */
export function setCommitteeRule(flow: FlowDef, index: number, patch: Partial<CommitteeRule>): FlowDef {
  const step = flow.steps[index];
  if (!step || step.kind !== 'committee') return flow;
  return updateStep(flow, index, { committee: { ...committeeRule(step), ...patch } });
}

/** Switches or toggles one allowed action of a step, in the kind's order. */
export function toggleAction(flow: FlowDef, index: number, action: StepAction, on: boolean): FlowDef {
  const step = flow.steps[index];
  if (!step) return flow;
  const set = new Set(step.actions);
  if (on) set.add(action);
  else set.delete(action);
  const order = KIND_ACTIONS[step.kind].allowed;
  const actions = [...order.filter((a) => set.has(a)), ...[...set].filter((a) => !order.includes(a))];
  return updateStep(flow, index, { actions });
}

/** The assignee rule after picking its kind (the role or user is chosen next). */
export function assigneeOfKind(kind: AssigneeRule['kind'], current?: AssigneeRule): AssigneeRule {
  if (current?.kind === kind) return current;
  const role = current && 'role' in current ? current.role : '';
  switch (kind) {
    case 'role':
    case 'deptRole':
      return { kind, role };
    case 'user':
      return { kind, userId: 0 };
    case 'submitter':
      return { kind };
  }
}

/** Sets (hours > 0) or clears (null) the time limit of one grade. */
export function setGradeHours(flow: FlowDef, index: number, grade: Grade, hours: number | null): FlowDef {
  const step = flow.steps[index];
  if (!step) return flow;
  const byGrade: Partial<Record<Grade, number>> = { ...step.timeLimit.byGrade };
  if (hours === null || !Number.isFinite(hours)) delete byGrade[grade];
  else byGrade[grade] = hours;
  const timeLimit: StepDef['timeLimit'] = { hours: step.timeLimit.hours };
  const kept = GRADES.filter((g) => byGrade[g] !== undefined);
  if (kept.length) timeLimit.byGrade = Object.fromEntries(kept.map((g) => [g, byGrade[g]])) as Partial<Record<Grade, number>>;
  return updateStep(flow, index, { timeLimit });
}

export function addCondition(flow: FlowDef, index: number, cond: Condition = { field: 'grade', op: 'in', values: [] }): FlowDef {
  const step = flow.steps[index];
  if (!step) return flow;
  return updateStep(flow, index, { when: [...(step.when ?? []), cond] });
}

export function updateCondition(flow: FlowDef, index: number, ci: number, patch: Partial<Condition>): FlowDef {
  const step = flow.steps[index];
  if (!step?.when?.[ci]) return flow;
  const when = step.when.map((c, i) => (i === ci ? { ...c, ...patch } : c));
  return updateStep(flow, index, { when });
}

export function removeCondition(flow: FlowDef, index: number, ci: number): FlowDef {
  const step = flow.steps[index];
  if (!step?.when?.[ci]) return flow;
  return updateStep(flow, index, { when: step.when.filter((_, i) => i !== ci) });
}

/** Problems of the whole flow (name, roles, step count) and those of each step, by step index. */
export function problemsByStep(problems: FlowProblem[]): { flow: FlowProblem[]; steps: Record<number, FlowProblem[]> } {
  const out: { flow: FlowProblem[]; steps: Record<number, FlowProblem[]> } = { flow: [], steps: {} };
  for (const p of problems) {
    const m = /^steps\.(\d+)(?:\.|$)/.exec(p.path);
    if (m) (out.steps[Number(m[1])] ??= []).push(p);
    else out.flow.push(p);
  }
  return out;
}

/** The field a problem is about inside its step (`assignee`, `timeLimit.byGrade.I`, ...), '' for the step itself. */
export function problemField(p: FlowProblem): string {
  return p.path.replace(/^steps\.\d+\.?/, '');
}

/** True when the draft differs from the loaded definition (the page warns before leaving it). */
export function isDirty(draft: FlowDef | null, loaded: FlowDef | null): boolean {
  if (!draft || !loaded) return false;
  return JSON.stringify(draft) !== JSON.stringify(loaded);
}

/** A binding subject split into its module and key: 'baqsj:fall' -> {module:'baqsj', key:'fall'}. */
export function parseSubject(subject: string): { module: string; key: string } {
  const i = subject.indexOf(':');
  return i < 0 ? { module: subject, key: '' } : { module: subject.slice(0, i), key: subject.slice(i + 1) };
}

/** Hours as a short duration for the hint next to a time limit: 72 -> {days: 3, hours: 0}. */
export function splitHours(hours: number): { days: number; hours: number } {
  const h = Math.max(0, Math.round(hours));
  return { days: Math.floor(h / 24), hours: h % 24 };
}
