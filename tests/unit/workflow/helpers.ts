// Fixtures for the engine tests: the default flows, people, and a record walked through real actions.
import { transition } from '../../../src/core/workflow/engine.ts';
import type { ActionInput, Actor, FlowDef, Measure, TransitionResult, WfInstance } from '../../../src/core/workflow/types.ts';
import { BAQSJ_DEFAULT } from '../../../src/core/workflow/defaultFlows.ts';
import { emptyAnalysis } from '../../../src/core/rca/commands.ts';
import type { Analysis } from '../../../src/core/rca/types.ts';

export const HOUR = 3_600_000;
export const T0 = Date.UTC(2026, 10, 24, 8, 0, 0);

export const people = {
  nurse: { id: 10, name: '李秀梅', roles: ['nurse'] },
  head: { id: 20, name: '张志强', roles: ['deptApprover'] },
  head2: { id: 21, name: '孙伟', roles: ['deptApprover'] },
  medaff: { id: 30, name: '医务', roles: ['medicalAffairs'] },
  committee: { id: 40, name: '委员', roles: ['techCommittee'] },
  quality: { id: 50, name: '陈晓燕', roles: ['qualityOfficer'] },
  owner: { id: 60, name: '整改人', roles: ['nurse'] },
  stranger: { id: 99, name: '路人', roles: ['nurse'] },
} satisfies Record<string, Actor>;

/** Who the default rules resolve to in these tests. */
export function resolve(rule: { kind: string; role?: string; userId?: number }, inst: WfInstance): number[] {
  if (rule.kind === 'submitter') return [inst.submitterId];
  if (rule.kind === 'user') return [rule.userId!];
  const holders = Object.values(people).filter((p) => p.roles.includes(rule.role!) && p.id !== 21).map((p) => p.id);
  return holders;
}

export function draft(over: Partial<WfInstance> = {}): WfInstance {
  return {
    id: 1, module: 'baqsj', state: 'draft', stepKey: null, returnedFrom: null, submitterId: people.nurse.id, grade: 'II',
    facts: { eventType: 'fall' }, assignees: [], decided: false, measures: [], version: 1, revision: 1, ...over,
  };
}

/**
 * Applies a successful transition the way the server adapter does (assignees from the rule, measures
 * numbered), so a test can walk a record through its loop. Throws on a refusal.
 */
export function apply(flow: FlowDef, inst: WfInstance, input: ActionInput, actor: Actor, now = T0): { inst: WfInstance; res: TransitionResult & { ok: true }; dueAt: number | null } {
  const res = transition(flow, inst, input, actor, now);
  if (!res.ok) throw new Error(`${input.action} by ${actor.name} refused: ${res.code}`);
  let measures: Measure[] = inst.measures.map((m) => ({ ...m }));
  let nextId = Math.max(0, ...measures.map((m) => m.id)) + 1;
  for (const m of res.newMeasures ?? []) measures.push({ id: nextId++, what: m.what, ownerUserId: m.ownerUserId, ownerName: '', deadline: m.deadline, status: 'open', sentBack: 0, causeId: m.causeId ?? null });
  for (const u of res.measureUpdates ?? []) measures = measures.map((m) => (m.id === u.id ? { ...m, status: u.status, sentBack: u.sentBack ?? m.sentBack } : m));
  const next: WfInstance = {
    ...inst, state: res.toState, stepKey: res.toStep, decided: res.decided, measures, version: inst.version + 1,
    returnedFrom: res.returnedFrom === undefined ? inst.returnedFrom : res.returnedFrom,
  };
  let dueAt: number | null = null;
  if (res.enter) {
    next.assignees = resolve(res.enter.assignee, next).filter((id) => id !== next.submitterId || res.enter!.assignee.kind === 'submitter');
    dueAt = res.enter.dueAt;
  } else if (res.enter === null) next.assignees = [];
  if (res.assignees) next.assignees = res.assignees;
  return { inst: next, res, dueAt };
}

/** An analysis with one root cause (c1, methods) that the team decided to address without a measure. */
export function rootCauseAnalysis(over: Partial<Analysis> = {}): Analysis {
  return {
    ...emptyAnalysis('患者跌倒'),
    causes: [{ id: 'c1', categoryId: 'methods', parentId: null, text: '跌倒风险未复评', kind: 'root', evidence: [] }],
    noMeasure: { c1: '已纳入全院专项整改' },
    ...over,
  };
}

/** A grade I-II event at its root-cause analysis step (issue 26 §1) finished by the quality office: on to rectification. */
export function throughAnalysis(inst: WfInstance): WfInstance {
  if (inst.stepKey !== 'rootCauseAnalysis') throw new Error(`not at the analysis step: ${inst.stepKey}`);
  return apply(BAQSJ_DEFAULT, { ...inst, analysis: rootCauseAnalysis() }, { action: 'approve' }, people.quality).inst;
}
