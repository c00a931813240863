// Flow definitions are data an admin edits (issue 9 §1): this turns untrusted JSON into a clean FlowDef
// or a list of problems, each with the path of the offending part and a code the `workflow` locale
// words as `flowError.<code>`. The flow admin page and the server run the same checks; the server adds
// the one that needs its users table (a step nobody can act on).
import {
  GRADES, STEP_ACTIONS, WF_MODULES, STEP_KINDS, type AssigneeRule, type Condition, type FlowDef, type Grade, type LocalText,
  type StepAction, type StepDef, type StepKind, type WfModule,
} from './types.ts';
import type { CommitteeRule } from './committee.ts';

export interface FlowProblem { path: string; code: FlowErrorCode; params?: Record<string, string | number> }
export type FlowErrorCode =
  | 'notObject' | 'codeInvalid' | 'nameRequired' | 'moduleInvalid' | 'noSteps' | 'tooManySteps' | 'stepKeyInvalid'
  | 'stepKeyDuplicate' | 'stepKindInvalid' | 'assigneeInvalid' | 'actionInvalid' | 'actionNotForKind' | 'forwardActionMissing'
  | 'timeLimitInvalid' | 'conditionInvalid' | 'reviewEveryInvalid' | 'stepAfterEnd' | 'rolesInvalid' | 'committeeInvalid';

export type FlowValidation = { ok: true; flow: FlowDef } | { ok: false; errors: FlowProblem[] };

const MODULES: readonly WfModule[] = WF_MODULES;
const KEY = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const ROLE = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const MAX_STEPS = 20;
const MAX_HOURS = 24 * 365 * 2;
const MAX_NAME = 60;

/** What each kind of step may allow, and the action that moves a record forward from it. */
export const KIND_ACTIONS: Record<StepKind, { allowed: StepAction[]; forward: StepAction | null }> = {
  review: { allowed: ['approve', 'return', 'reject', 'transfer', 'addCc'], forward: 'approve' },
  // verifying the last measure moves on too; close is how a case that needs no measures moves on
  rectification: { allowed: ['close', 'return', 'reject', 'transfer', 'addCc'], forward: 'close' },
  archive: { allowed: ['archive', 'sendBack', 'transfer', 'addCc'], forward: 'archive' },
  periodicReview: { allowed: ['review', 'transfer', 'addCc'], forward: 'review' },
  // root-cause analysis (issue 26 §1): approve finishes it once every root cause is addressed
  analysis: { allowed: ['approve', 'return', 'reject', 'transfer', 'addCc'], forward: 'approve' },
  // a committee (issue 35 §2): the members vote, the chair closes the meeting; the votes move it on
  committee: { allowed: ['vote', 'closeMeeting', 'return', 'addCc'], forward: 'vote' },
};
/** Kinds after which no step can follow (the record leaves the ordered steps there). */
const TERMINAL: StepKind[] = ['archive', 'periodicReview'];

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const own = (o: Record<string, unknown>, k: string) => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);

function text(v: unknown): LocalText | null {
  if (!isObj(v)) return null;
  const zh = own(v, 'zh-CN');
  const en = own(v, 'en');
  if (typeof zh !== 'string' || typeof en !== 'string') return null;
  const out = { 'zh-CN': zh.trim(), en: en.trim() };
  return out['zh-CN'] && out.en && out['zh-CN'].length <= MAX_NAME && out.en.length <= MAX_NAME ? out : null;
}

const hoursOk = (h: unknown): h is number => typeof h === 'number' && Number.isFinite(h) && h > 0 && h <= MAX_HOURS;

function assignee(v: unknown): AssigneeRule | null {
  if (!isObj(v)) return null;
  const kind = own(v, 'kind');
  const role = own(v, 'role');
  if ((kind === 'role' || kind === 'deptRole') && typeof role === 'string' && ROLE.test(role)) return { kind, role };
  const userId = own(v, 'userId');
  if (kind === 'user' && Number.isInteger(userId) && (userId as number) > 0) return { kind, userId: userId as number };
  if (kind === 'submitter') return { kind };
  return null;
}

function condition(v: unknown): Condition | null {
  if (!isObj(v)) return null;
  const field = own(v, 'field');
  const op = own(v, 'op');
  const values = own(v, 'values');
  if (typeof field !== 'string' || !KEY.test(field)) return null;
  if (op !== 'in' && op !== 'notIn' && op !== 'eq' && op !== 'neq') return null;
  if (!Array.isArray(values) || !values.length || values.length > 50) return null;
  if (!values.every((x) => (typeof x === 'string' && x.length <= 100) || typeof x === 'number' || typeof x === 'boolean')) return null;
  return { field, op, values: [...values] as Condition['values'] };
}

function step(v: unknown, path: string, problems: FlowProblem[]): StepDef | null {
  const at = (sub: string, code: FlowErrorCode, params?: FlowProblem['params']) => problems.push({ path: `${path}.${sub}`, code, params });
  if (!isObj(v)) {
    problems.push({ path, code: 'notObject' });
    return null;
  }
  const before = problems.length;
  const key = own(v, 'key');
  if (typeof key !== 'string' || !KEY.test(key)) at('key', 'stepKeyInvalid');
  const name = text(own(v, 'name'));
  if (!name) at('name', 'nameRequired');
  const kind = own(v, 'kind') as StepKind;
  if (!STEP_KINDS.includes(kind)) at('kind', 'stepKindInvalid');
  const rule = assignee(own(v, 'assignee'));
  if (!rule) at('assignee', 'assigneeInvalid');
  const actionsRaw = own(v, 'actions');
  const actions: StepAction[] = [];
  if (!Array.isArray(actionsRaw)) at('actions', 'actionInvalid');
  else {
    for (const a of actionsRaw) {
      if (!STEP_ACTIONS.includes(a as StepAction)) at('actions', 'actionInvalid', { action: String(a) });
      else if (STEP_KINDS.includes(kind) && !KIND_ACTIONS[kind].allowed.includes(a as StepAction)) at('actions', 'actionNotForKind', { action: String(a) });
      else if (!actions.includes(a as StepAction)) actions.push(a as StepAction);
    }
    const forward = STEP_KINDS.includes(kind) ? KIND_ACTIONS[kind].forward : null;
    // a step nobody can move forward: the record would stop there for good
    if (forward && !actions.includes(forward) && kind !== 'rectification') at('actions', 'forwardActionMissing', { action: forward });
  }
  const tl = own(v, 'timeLimit');
  let timeLimit: StepDef['timeLimit'] | null = null;
  if (!isObj(tl) || !hoursOk(own(tl, 'hours'))) at('timeLimit', 'timeLimitInvalid');
  else {
    timeLimit = { hours: own(tl, 'hours') as number };
    const byGrade = own(tl, 'byGrade');
    if (byGrade !== undefined) {
      if (!isObj(byGrade)) at('timeLimit.byGrade', 'timeLimitInvalid');
      else {
        const out: Partial<Record<Grade, number>> = {};
        for (const [g, h] of Object.entries(byGrade)) {
          if (!GRADES.includes(g as Grade) || !hoursOk(h)) at(`timeLimit.byGrade.${g}`, 'timeLimitInvalid');
          else out[g as Grade] = h;
        }
        if (Object.keys(out).length) timeLimit.byGrade = out;
      }
    }
  }
  const whenRaw = own(v, 'when');
  let when: Condition[] | undefined;
  if (whenRaw !== undefined) {
    if (!Array.isArray(whenRaw) || whenRaw.length > 10) at('when', 'conditionInvalid');
    else {
      when = [];
      whenRaw.forEach((c, i) => {
        const cond = condition(c);
        if (!cond) at(`when.${i}`, 'conditionInvalid');
        else when!.push(cond);
      });
    }
  }
  const every = own(v, 'reviewEveryHours');
  if (kind === 'periodicReview' && !hoursOk(every)) at('reviewEveryHours', 'reviewEveryInvalid');
  const committee = kind === 'committee' ? committeeOf(own(v, 'committee')) : undefined;
  if (committee === null) at('committee', 'committeeInvalid');
  if (problems.length > before) return null;
  const out: StepDef = { key: key as string, name: name!, kind, assignee: rule!, actions, timeLimit: timeLimit! };
  if (when?.length) out.when = when;
  if (kind === 'periodicReview') out.reviewEveryHours = every as number;
  if (committee && Object.keys(committee).length) out.committee = committee;
  return out;
}

/** A committee step's rule as given (each part optional), or null when a part is wrong. */
function committeeOf(v: unknown): Partial<CommitteeRule> | null {
  if (v === undefined) return {};
  if (!isObj(v)) return null;
  const out: Partial<CommitteeRule> = {};
  const quorum = own(v, 'quorum');
  if (quorum !== undefined) {
    if (typeof quorum !== 'number' || !(quorum > 0 && quorum <= 1)) return null;
    out.quorum = quorum;
  }
  const pass = own(v, 'pass');
  if (pass !== undefined) {
    if (pass !== 'majority' && pass !== 'twoThirds') return null;
    out.pass = pass;
  }
  const blind = own(v, 'blind');
  if (blind !== undefined) {
    if (typeof blind !== 'boolean') return null;
    out.blind = blind;
  }
  const chairRole = own(v, 'chairRole');
  if (chairRole !== undefined) {
    if (typeof chairRole !== 'string' || !ROLE.test(chairRole)) return null;
    out.chairRole = chairRole;
  }
  return out;
}

/** Checks a flow definition from anywhere (the admin page, a PUT body, the database) and returns a clean copy. */
export function validateFlow(def: unknown): FlowValidation {
  const problems: FlowProblem[] = [];
  if (!isObj(def)) return { ok: false, errors: [{ path: '', code: 'notObject' }] };
  const code = own(def, 'code');
  if (typeof code !== 'string' || !KEY.test(code)) problems.push({ path: 'code', code: 'codeInvalid' });
  const name = text(own(def, 'name'));
  if (!name) problems.push({ path: 'name', code: 'nameRequired' });
  const module = own(def, 'module') as WfModule;
  if (!MODULES.includes(module)) problems.push({ path: 'module', code: 'moduleInvalid' });
  const rolesRaw = own(def, 'overdueNotifyRoles');
  let overdueNotifyRoles: string[] | undefined;
  if (rolesRaw !== undefined) {
    if (!Array.isArray(rolesRaw) || rolesRaw.length > 20 || !rolesRaw.every((r) => typeof r === 'string' && ROLE.test(r))) {
      problems.push({ path: 'overdueNotifyRoles', code: 'rolesInvalid' });
    } else overdueNotifyRoles = [...new Set(rolesRaw as string[])];
  }
  const stepsRaw = own(def, 'steps');
  const steps: StepDef[] = [];
  if (!Array.isArray(stepsRaw) || !stepsRaw.length) problems.push({ path: 'steps', code: 'noSteps' });
  else if (stepsRaw.length > MAX_STEPS) problems.push({ path: 'steps', code: 'tooManySteps', params: { max: MAX_STEPS } });
  else {
    const keys = new Set<string>();
    stepsRaw.forEach((raw, i) => {
      const s = step(raw, `steps.${i}`, problems);
      if (!s) return;
      if (keys.has(s.key)) problems.push({ path: `steps.${i}.key`, code: 'stepKeyDuplicate', params: { key: s.key } });
      keys.add(s.key);
      steps.push(s);
    });
    // an unconditional archive or periodic review ends the ordered steps: a step after it is never reached
    const end = steps.findIndex((s) => TERMINAL.includes(s.kind) && !s.when?.length);
    if (end >= 0 && end < steps.length - 1) problems.push({ path: `steps.${end + 1}`, code: 'stepAfterEnd', params: { key: steps[end].key } });
  }
  if (problems.length) return { ok: false, errors: problems };
  const flow: FlowDef = { code: code as string, name: name!, module, steps };
  if (overdueNotifyRoles?.length) flow.overdueNotifyRoles = overdueNotifyRoles;
  return { ok: true, flow };
}
