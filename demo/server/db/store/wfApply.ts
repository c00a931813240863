// One workflow action, in one transaction: load the record and its pinned flow version, build the engine's
// instance, ask transition(); on a refusal throw (the transaction rolls back: nothing written), on success
// write the record, its revision, the timeline entry, tasks, measures, copies, actors and bell messages.
import type { SqlDb, Stmt } from '../sql/types.ts';
import { transition } from '../../../../src/core/workflow/engine.ts';
import type { ActionInput, Actor, AssigneeRule, FlowDef, Grade, Transition, WfModule, WfState } from '../../../../src/core/workflow/types.ts';
import { WfRefusal } from '../../workflow/refusal.ts';
import { COARSE_STATUS, DECISIONS, EDIT_ACTIONS, LEGACY_OUTCOMES, OWN_ACTIONS, submitProblem } from '../../workflow/recordRules.ts';
import { loadFlowVersion } from './flows.ts';
import {
  activeUsers, committeeVotes, createdView, currentData, deptHead, getWfRow, instanceOf, measuresOf, roleHolders, stepAssignees, stepIn, subjectOf, WF_COLS,
  type EngineView, type WfRow,
} from './wfRecord.ts';
import { mailMessages, messagesInsert, plannedMessages } from './wfNotify.ts';
import { techOnTransition } from './tech.ts';
import { placeholders } from './sql.ts';
import { currentAnalysis } from './rca.ts';
import { formsArea } from './forms.ts';
import { TECH_APPLICATION_FORM } from '../../../../src/core/pages/techApplication.ts';
import { applicationProblems } from '../../../../src/core/pages/techApplicationCheck.ts';

export interface RecordPatch {
  title?: string; data?: Record<string, unknown>; grade?: Grade | null; eventType?: string | null; anonymous?: boolean;
  techKind?: 'limit' | 'unlimit' | null; formId?: number | null; formVersion?: number | null;
  /** the technology an event report names (issue 35 §3; checked by the route), null to clear */
  techItemId?: number | null;
}
export interface NewRecord extends RecordPatch {
  module: WfModule; title: string; data: Record<string, unknown>; createdBy: number; createdByName: string; deptName: string;
}
export interface ActionRequest {
  /** an existing record, with the version the caller saw */
  recordId?: number; version?: number;
  /** or a new one (created as a draft, then the action runs on it) */
  create?: NewRecord;
  /** with `create`: the client's key; the same key again answers the record it created (issue 10 §1) */
  idempotencyKey?: string;
  /** with the key: a hash of the request; the same key with another request is refused (issue 24 §4) */
  requestHash?: string;
  input: ActionInput;
  /** edited fields (saveDraft, submit, resubmit only) */
  patch?: RecordPatch;
  /** the copy list of a draft, replaced */
  cc?: number[];
  actor: Actor;
  now: number;
}

/** A flow with no steps: a draft whose kind (event type, class) is not chosen yet can still be saved. */
export const noFlow = (module: WfModule): FlowDef => ({ code: '', name: { 'zh-CN': '', en: '' }, module, steps: [] });

/** The new draft's row as stored (RETURNING: no read after the write; its department id set here, as SQLite's
 *  trigger would only after the RETURNING). `submitting`: created to be submitted at
 *  once, its revision is the submitted one (were the submission refused, the transaction takes it back). */
async function insertDraft(db: SqlDb, r: NewRecord, now: number, submitting: boolean): Promise<WfRow> {
  const row = (await db.get<WfRow>(`INSERT INTO records (module, form_id, form_version, title, status, state, event_type, grade, anonymous,
    tech_kind, tech_item_id, revision, version, created_by, created_by_name, dept_name, dept_id, created_at, updated_at)
    VALUES (?, ?, ?, ?, 'draft', 'draft', ?, ?, ?, ?, ?, 1, 0, ?, ?, ?, (SELECT id FROM depts WHERE dept_name = ?), ?, ?) RETURNING ${WF_COLS}`,
  r.module, r.formId ?? null, r.formVersion ?? null, r.title, r.eventType ?? null, r.grade ?? null, r.anonymous ? 1 : 0,
  r.techKind ?? null, r.techItemId ?? null, r.createdBy, r.createdByName, r.deptName, r.deptName, now, now))!;
  await db.run('INSERT INTO record_revisions (record_id, revision, data, created_by, created_by_name, created_at, submitted_at) VALUES (?, 1, ?, ?, ?, ?, ?)',
    row.id, JSON.stringify(r.data), r.createdBy, r.createdByName, now, submitting ? now : null);
  return row;
}

const PATCH_COLS: [keyof RecordPatch, string][] = [
  ['title', 'title'], ['grade', 'grade'], ['eventType', 'event_type'], ['techKind', 'tech_kind'], ['techItemId', 'tech_item_id'],
  ['formId', 'form_id'], ['formVersion', 'form_version'],
];

/** Writes edited fields; new data replaces a revision nobody saw submitted, else becomes the next revision. */
async function applyPatch(db: SqlDb, row: WfRow, p: RecordPatch, actor: Actor, action: string, now: number): Promise<WfRow> {
  const sets: string[] = [];
  const args: unknown[] = [];
  for (const [k, col] of PATCH_COLS) {
    if (p[k] !== undefined) { sets.push(`${col} = ?`); args.push(p[k]); }
  }
  // anonymity is chosen before the record is first seen by anyone
  if (p.anonymous !== undefined && action !== 'resubmit') { sets.push('anonymous = ?'); args.push(p.anonymous ? 1 : 0); }
  if (p.data !== undefined) {
    const cur = await db.get('SELECT submitted_at AS s FROM record_revisions WHERE record_id = ? AND revision = ?', row.id, row.revision) as { s: number | null } | undefined;
    if (cur && cur.s === null) {
      await db.run('UPDATE record_revisions SET data = ?, created_by = ?, created_by_name = ?, created_at = ? WHERE record_id = ? AND revision = ?', JSON.stringify(p.data), actor.id, actor.name, now, row.id, row.revision);
    } else {
      await db.run('INSERT INTO record_revisions (record_id, revision, data, created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?)', row.id, row.revision + 1, JSON.stringify(p.data), actor.id, actor.name, now);
      sets.push('revision = ?');
      args.push(row.revision + 1);
    }
  }
  if (sets.length) await db.run(`UPDATE records SET ${sets.join(', ')} WHERE id = ?`, ...args, row.id);
  return (await getWfRow(db, row.id))!;
}

/** Replaces a draft's copy list (recipients already told stay told). */
export async function setCc(db: SqlDb, recordId: number, createdBy: number, userIds: number[], now: number): Promise<void> {
  await db.run(`DELETE FROM record_cc WHERE record_id = ?${userIds.length ? ` AND user_id NOT IN (${placeholders(userIds.length)})` : ''}`, recordId, ...userIds);
  const ins = 'INSERT OR IGNORE INTO record_cc (record_id, user_id, created_by, created_at) VALUES (?, ?, ?, ?)';
  for (const u of userIds) await db.run(ins, recordId, u, createdBy, now);
}

/** The flow a record runs on: pinned once submitted; a never-submitted draft follows its subject's binding. */
export async function flowOf(db: SqlDb, row: WfRow, action: string): Promise<{ flow: FlowDef; code: string; version: number } | null> {
  if (row.flowCode && row.flowVersion && (row.submittedAt !== null || row.state !== 'draft')) {
    const flow = await loadFlowVersion(db, row.flowCode, row.flowVersion);
    if (!flow) throw new WfRefusal(404, 'server.flowNotFound', { code: `${row.flowCode} v${row.flowVersion}` });
    return { flow, code: row.flowCode, version: row.flowVersion };
  }
  const subject = subjectOf(row);
  // the binding and its flow's latest version in one statement (the version's definition is cached)
  const bound = subject ? await db.get<{ code: string; version: number | null }>(`SELECT b.flow_code AS code, f.latest_version AS version
    FROM flow_bindings b LEFT JOIN flows f ON f.code = b.flow_code WHERE b.subject = ?`, subject) : undefined;
  const code = bound?.code;
  const version = bound?.version ?? undefined;
  if (!code || version === undefined) {
    if (action === 'submit') {
      // the kind of record (event type, technology class) chooses the flow: without it nothing can be submitted
      if (!subject) throw new WfRefusal(400, row.module === 'xjsxxm' ? 'server.techKindInvalid' : 'server.eventTypeInvalid');
      throw new WfRefusal(400, 'server.noBinding', { subject });
    }
    return null;
  }
  return { flow: (await loadFlowVersion(db, code, version))!, code, version };
}

/** The users a rule names for this record; never the submitter (nobody decides their own record) unless the rule is the submitter. */
export async function resolveAssignees(db: SqlDb, rule: AssigneeRule, row: Pick<WfRow, 'createdBy' | 'deptName'>): Promise<number[]> {
  const notSubmitter = (ids: number[]) => ids.filter((u) => u !== row.createdBy);
  switch (rule.kind) {
    case 'role':
      return notSubmitter(await roleHolders(db, [rule.role]));
    case 'deptRole': {
      const holders = notSubmitter(await roleHolders(db, [rule.role], row.deptName));
      if (holders.length) return holders;
      // nobody holds the role in the department: its head (or the nearest head above it) acts
      const head = await deptHead(db, row.deptName, row.createdBy);
      return head === undefined ? [] : [head];
    }
    case 'user':
      return notSubmitter((await activeUsers(db, [rule.userId])).map((u) => u.id));
    case 'submitter':
      return (await activeUsers(db, [row.createdBy])).map((u) => u.id);
  }
}

/** Checks of the transition's content against the users table and the record (the engine cannot see them). */
async function checkInput(db: SqlDb, row: WfRow, data: Record<string, unknown>, input: ActionInput, t: Transition): Promise<void> {
  const inactive = async (ids: number[]) => {
    const ok = new Set((await activeUsers(db, ids)).map((u) => u.id));
    return ids.filter((u) => !ok.has(u));
  };
  if (input.action === 'transfer' || input.action === 'addCc') {
    const bad = await inactive(input.action === 'transfer' ? [input.userId as number] : [...new Set(input.userIds ?? [])]);
    if (bad.length) throw new WfRefusal(400, 'server.userInvalid', { ids: bad.join(', ') });
  }
  if (t.newMeasures) {
    const bad = await inactive([...new Set(t.newMeasures.map((m) => m.ownerUserId))]);
    if (bad.length) throw new WfRefusal(400, 'server.userInvalid', { ids: bad.join(', ') });
  }
  if (input.action === 'comment' && input.parentId !== undefined
    && !await db.get('SELECT 1 FROM record_timeline WHERE id = ? AND record_id = ?', input.parentId, row.id)) {
    throw new WfRefusal(400, 'server.parentInvalid');
  }
  if (input.action === 'deleteDraft' && row.submittedAt !== null) throw new WfRefusal(400, 'refusal.wrongState', { state: row.state });
  if (input.action === 'submit' || input.action === 'resubmit') {
    const type = row.eventType ? await db.get<{ name: string; nameEn: string; retiredAt: number | null }>(
      'SELECT name, name_en AS nameEn, retired_at AS retiredAt FROM event_types WHERE code = ?', row.eventType) : undefined;
    const bad = submitProblem(row, data, !!type);
    if (bad) throw bad;
    if (row.module === 'xjsxxm' && row.techKind) await checkApplication(db, row, data);
    // a retired category takes no new report (issue 31 §2): a draft never submitted is one; a returned record is not
    if (type && type.retiredAt !== null && row.submittedAt === null) throw new WfRefusal(400, 'server.eventTypeRetired', { type: { 'zh-CN': type.name, en: type.nameEn || type.name } });
  }
}

/**
 * A technology application's structured part (issue 35 §1): checked against the application form of the
 * library (its version the record was first submitted on, else the latest), the parts of the record's class
 * required; the record is pinned to that version.
 */
async function checkApplication(db: SqlDb, row: WfRow, data: Record<string, unknown>): Promise<void> {
  const forms = formsArea(db);
  const form = row.formId !== null && row.formVersion !== null ? await forms.getFormVersion(row.formId, row.formVersion) : await forms.getFormLatestByCode(TECH_APPLICATION_FORM);
  if (!form) return;
  const problems = await applicationProblems(form.schema, data.application, row.techKind as 'limit' | 'unlimit');
  if (problems.length) throw new WfRefusal(400, 'server.techApplicationIncomplete', { fields: problems.map((p) => p.label) });
  if (row.formId === null) await db.run('UPDATE records SET form_id = ?, form_version = ? WHERE id = ?', form.id, form.version, row.id);
}

async function deleteDraft(db: SqlDb, id: number): Promise<void> {
  for (const t of ['record_cc', 'record_follows', 'record_tasks', 'record_actors', 'record_revisions', 'idempotency_keys']) {
    await db.run(`DELETE FROM ${t} WHERE record_id = ?`, id);
  }
  await db.run('DELETE FROM records WHERE id = ?', id);
}

/** An Idempotency-Key sent again with another request than the one it created a record with (issue 24 §4). */
export class IdempotencyMismatch extends Error {
  constructor() { super('idempotency key reused with another request'); }
}

/** The key was first used with this request hash (a key stored before hashes were kept matches any). */
async function sameRequest(db: SqlDb, userId: number, key: string, hash: string): Promise<boolean> {
  // the key's hash rows: '#' < '$', so the range holds exactly `<key>#…`
  const rows = await db.all<{ key: string }>('SELECT key FROM idempotency_keys WHERE user_id = ? AND key > ? AND key < ?', userId, `${key}#`, `${key}$`);
  return !rows.length || rows.some((r) => r.key === `${key}#${hash}`);
}

/** What an action answers: the record, its new version; `wecom`: WeCom messages it queued (issue 32 §6: sent at once). */
export interface ActionResult {
  id: number; version: number; deleted?: boolean; wecom?: number;
  /**
   * A record this action created, as recordEngineView would read it after the commit (issue 34 §6: the
   * creation's answer is built from what the commit knows, not read back); none for any other action.
   */
  view?: EngineView;
}

/** Runs one action; returns the record id and its new version. Throws WfRefusal (nothing written). */
export async function runAction(db: SqlDb, req: ActionRequest): Promise<ActionResult> {
  // PostgreSQL: READ COMMITTED (TxOptions): the version check is the claim below (a row lock held to the
  // end) and the conditional UPDATE of writeTransition; a concurrent creation with the same idempotency key loses on the key's primary key and is retried
  return await db.tx(async () => {
    const { input, actor, now } = req;
    let row: WfRow | undefined;
    // a record created in this transaction has what was just written: its data, no tasks, measures or copies
    const fresh: Fresh = { created: !!req.create, revisionSubmitted: !!req.create && input.action === 'submit' && !req.patch, cc: !!req.cc?.length };
    if (req.create && req.idempotencyKey) {
      // a retry of a creation that went through: the same record, nothing new
      const hit = await db.get('SELECT record_id AS id FROM idempotency_keys WHERE user_id = ? AND key = ?', actor.id, req.idempotencyKey) as { id: number } | undefined;
      const done = hit && await getWfRow(db, hit.id);
      if (done && req.requestHash && !(await sameRequest(db, actor.id, req.idempotencyKey, req.requestHash))) throw new IdempotencyMismatch();
      if (done) return { id: done.id, version: done.version };
    }
    if (req.create) {
      row = await insertDraft(db, req.create, now, fresh.revisionSubmitted);
      if (req.idempotencyKey) {
        // with the request's hash beside it, as a row `<key>#<hash>` (a client's key never holds '#'); one statement
        const keys = req.requestHash ? [req.idempotencyKey, `${req.idempotencyKey}#${req.requestHash}`] : [req.idempotencyKey];
        await db.run(`INSERT INTO idempotency_keys (user_id, key, record_id, created_at) VALUES ${keys.map(() => '(?, ?, ?, ?)').join(', ')}`,
          ...keys.flatMap((k) => [actor.id, k, row!.id, now]));
      }
    }
    else {
      row = req.recordId === undefined ? undefined : await getWfRow(db, req.recordId);
      if (!row) throw new WfRefusal(404, 'server.recordNotFound');
      if (req.version !== row.version) throw new WfRefusal(409, 'server.versionConflict', { yours: req.version ?? '-', current: row.version });
      // PostgreSQL, READ COMMITTED: each statement sees what is committed when it runs. Claim the record's
      // row first (a no-op update of the version just read): a concurrent action on it waits here until
      // this one commits and then finds the version gone (409). Without the claim, the loser read the row
      // before the winner committed and its tasks after, and answered a false 403 (the new step's
      // assignees with the old step). SQLite runs one write transaction at a time: the claim always holds.
      const claim = await db.run('UPDATE records SET version = version WHERE id = ? AND version = ?', row.id, row.version);
      if (claim.changes === 0) throw new WfRefusal(409, 'server.versionConflict', { yours: req.version ?? '-', current: (await getWfRow(db, row.id))?.version ?? '-' });
    }
    const before = row!;
    if (EDIT_ACTIONS.has(input.action) && req.patch) row = await applyPatch(db, row!, req.patch, actor, input.action, now);
    const rec = row!;
    const pinned = await flowOf(db, rec, input.action);
    const flow = pinned?.flow ?? noFlow(rec.module);
    const data = fresh.created && !req.patch?.data ? req.create!.data : await currentData(db, rec.id);
    const inst = fresh.created ? instanceOf(rec, data, [], []) : instanceOf(rec, data, await stepAssignees(db, rec.id), await measuresOf(db, rec.id));
    // the root-cause analysis (issue 26 §1): finishing its step and measures naming a cause read it
    if (rec.stepKind === 'analysis' || input.action === 'assignMeasures') inst.analysis = (await currentAnalysis(db, rec.id))?.analysis ?? null;
    // a committee (issue 35 §2): the votes cast at its step
    if (rec.stepKind === 'committee') inst.votes = await committeeVotes(db, rec);
    const t = transition(flow, inst, input, actor, now);
    if (!t.ok) throw new WfRefusal(t.status, `refusal.${t.code}`, t.params ?? {});
    await checkInput(db, rec, data, input, t);
    if (input.action === 'deleteDraft') {
      await deleteDraft(db, rec.id);
      return { id: rec.id, version: rec.version + 1, deleted: true };
    }
    if (EDIT_ACTIONS.has(input.action) && req.cc) await setCc(db, rec.id, actor.id, req.cc, now);
    const { version, wecom, after, stepUsers, measured } = await writeTransition(db, rec, before.version, flow, pinned, t, input, actor, now, fresh);
    // a created record without measures: everything its view holds was just written here
    const view: EngineView | undefined = fresh.created && !measured ? createdView(after, data, flow, pinned, stepUsers) : undefined;
    return { id: rec.id, version, ...(wecom ? { wecom } : {}), ...(view ? { view } : {}) };
  }, { readCommitted: true });
}

/** What the action knows without reading, for a record it created: none of it is in the database yet. */
interface Fresh {
  /** the record was created by this action (no tasks, measures, copies or actors of its own yet) */
  created: boolean;
  /** its first revision was inserted submitted (created with `submit`) */
  revisionSubmitted: boolean;
  /** the action set copies (`cc`) */
  cc: boolean;
}

/** Writes a successful transition; returns the new version and how many WeCom messages it queued. */
async function writeTransition(db: SqlDb, rec: WfRow, seenVersion: number, flow: FlowDef, pinned: { code: string; version: number } | null,
  t: Transition, input: ActionInput, actor: Actor, now: number, fresh: Fresh): Promise<{ version: number; wecom: number; after: WfRow; stepUsers: number[]; measured: boolean }> {
  let tasks: number[] | undefined;
  const step = { key: rec.stepKey, kind: rec.stepKind, due: rec.dueAt, entered: rec.stepEnteredAt, notified: rec.overdueNotifiedAt };
  if (t.enter) {
    const def = stepIn(flow, t.enter.stepKey)!;
    tasks = await resolveAssignees(db, t.enter.assignee, rec);
    if (!tasks.length) throw new WfRefusal(400, 'server.nobodyAtStep', { step: def.name });
    Object.assign(step, { key: def.key, kind: def.kind, due: t.enter.dueAt, entered: now, notified: null });
  } else if (t.enter === null) {
    tasks = t.assignees ?? [];
    Object.assign(step, { key: t.toStep, kind: null, due: null, entered: null, notified: null });
  } else if (t.assignees) {
    tasks = t.assignees;
  }
  // reads and the writes later statements depend on, first
  if (tasks && !fresh.created) await db.run("DELETE FROM record_tasks WHERE record_id = ? AND kind = 'step'", rec.id);
  const newMeasureIds = await writeMeasures(db, rec.id, t, now);
  // measure owners act only while the record is rectifying
  if (!fresh.created) await db.run("DELETE FROM record_tasks WHERE record_id = ? AND kind = 'measure'", rec.id);
  // the step's assignees are known when this transition set them (resolved to active users, or checked by checkInput)
  const notes = await plannedMessages(db, { rec, flow, t, actor, now, assignees: tasks && { ids: [...new Set(tasks)], active: !!t.enter }, noCc: fresh.created && !fresh.cc });

  // then every write that reads nothing another one writes, in one batch (one round trip on PostgreSQL)
  const writes: Stmt[] = [];
  const users = [...new Set(tasks ?? [])];
  if (users.length) {
    writes.push({ sql: `INSERT OR IGNORE INTO record_tasks (user_id, record_id, kind, measure_id) VALUES ${users.map(() => "(?, ?, 'step', 0)").join(', ')}`, args: users.flatMap((u) => [u, rec.id]) });
  }
  const toState: WfState = t.toState;
  if (toState === 'rectifying') {
    writes.push({ sql: `INSERT OR IGNORE INTO record_tasks (user_id, record_id, kind, measure_id)
      SELECT owner_user_id, record_id, 'measure', id FROM measures WHERE record_id = ? AND status = 'open'`, args: [rec.id] });
  }
  const submitting = input.action === 'submit' || input.action === 'resubmit';
  if (submitting && !fresh.revisionSubmitted) {
    writes.push({ sql: 'UPDATE record_revisions SET submitted_at = COALESCE(submitted_at, ?) WHERE record_id = ? AND revision = ?', args: [now, rec.id, rec.revision] });
  }
  const ccs = input.action === 'addCc' ? [...new Set(input.userIds ?? [])].filter((u) => u !== actor.id) : [];
  if (ccs.length) {
    writes.push({ sql: `INSERT OR IGNORE INTO record_cc (record_id, user_id, created_by, created_at, notified_at) VALUES ${ccs.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
      args: ccs.flatMap((u) => [rec.id, u, actor.id, now, now]) });
  }
  if (!OWN_ACTIONS.has(input.action)) {
    writes.push({ sql: 'INSERT INTO record_actors (user_id, record_id, acted_at) VALUES (?, ?, ?) ON CONFLICT(user_id, record_id) DO UPDATE SET acted_at = excluded.acted_at', args: [actor.id, rec.id, now] });
  }
  if (input.action !== 'saveDraft') writes.push(timelineEntry(rec, t, input, actor, now, newMeasureIds, tasks));
  const bell = messagesInsert(rec, notes, now);
  if (bell) writes.push(bell);
  const decision = DECISIONS.has(input.action);
  const [after] = await db.batch<WfRow>({ sql: `UPDATE records SET state = ?, status = ?, step_key = ?, step_kind = ?, step_entered_at = ?, due_at = ?,
    overdue_notified_at = ?, returned_from = ?, decided = ?, review_outcome = COALESCE(?, review_outcome),
    review_decision = COALESCE(?, review_decision), version = version + 1,
    updated_at = ?, submitted_at = CASE WHEN ? THEN COALESCE(submitted_at, ?) ELSE submitted_at END,
    flow_code = ?, flow_version = ?, approver_id = CASE WHEN ? THEN ? ELSE approver_id END,
    approver_name = CASE WHEN ? THEN ? ELSE approver_name END, opinion = CASE WHEN ? THEN ? ELSE opinion END,
    approved_at = CASE WHEN ? THEN ? ELSE approved_at END
    WHERE id = ? AND version = ? RETURNING ${WF_COLS}`, args: [toState, COARSE_STATUS[toState], step.key, step.kind, step.entered, step.due, step.notified,
    t.returnedFrom === undefined ? rec.returnedFrom : t.returnedFrom, t.decided ? 1 : 0,
    t.outcome && LEGACY_OUTCOMES.has(t.outcome) ? t.outcome : null, t.outcome ?? null, now,
    submitting ? 1 : 0, now, pinned?.code ?? rec.flowCode, pinned?.version ?? rec.flowVersion,
    decision ? 1 : 0, actor.id, decision ? 1 : 0, actor.name, decision ? 1 : 0, t.comment, decision ? 1 : 0, now, rec.id, seenVersion] }, writes);
  // the row was claimed (or created) by this transaction, so the version matches; were it not, nothing of the batch stays
  if (!after) throw new WfRefusal(409, 'server.versionConflict', { yours: seenVersion, current: (await getWfRow(db, rec.id))?.version ?? '-' });
  // issue 32 §6: a grade I event reaches the quality office's WeCom robots at once
  const gradeI = input.action === 'submit' && after.module === 'baqsj' && after.grade === 'I';
  const wecom = await mailMessages(db, after, notes, now, gradeI);
  await techOnTransition(db, after, t, now);
  return { version: after.version, wecom, after, stepUsers: users, measured: newMeasureIds.length > 0 || toState === 'rectifying' };
}

async function writeMeasures(db: SqlDb, recordId: number, t: Transition, now: number): Promise<number[]> {
  const ids: number[] = [];
  if (t.newMeasures?.length) {
    const owners = new Map((await activeUsers(db, t.newMeasures.map((m) => m.ownerUserId))).map((u) => [u.id, u.name]));
    const ins = 'INSERT INTO measures (record_id, what, owner_user_id, owner_name, deadline, created_at, cause_id) VALUES (?, ?, ?, ?, ?, ?, ?)';
    for (const m of t.newMeasures) ids.push(Number(await db.insert(ins, recordId, m.what, m.ownerUserId, owners.get(m.ownerUserId) ?? '', m.deadline, now, m.causeId ?? null)));
  }
  for (const u of t.measureUpdates ?? []) {
    if (u.status === 'done') {
      await db.run("UPDATE measures SET status = 'done', done_at = ?, evidence = ?, note = ? WHERE id = ? AND record_id = ?", now, JSON.stringify(t.attachments), t.comment, u.id, recordId);
    } else if (u.status === 'verified') {
      await db.run("UPDATE measures SET status = 'verified', verified_at = ? WHERE id = ? AND record_id = ?", now, u.id, recordId);
    } else {
      await db.run("UPDATE measures SET status = 'open', done_at = NULL, sent_back = COALESCE(?, sent_back) WHERE id = ? AND record_id = ?", u.sentBack ?? null, u.id, recordId);
    }
  }
  return ids;
}

/** The transition's timeline entry (append-only: an INSERT, never changed). */
function timelineEntry(rec: WfRow, t: Transition, input: ActionInput, actor: Actor, now: number, measureIds: number[], assignees?: number[]): Stmt {
  const extra: Record<string, unknown> = {};
  if (input.target !== undefined && (input.action === 'return' || input.action === 'sendBack')) extra.target = input.target;
  if (input.action === 'transfer') extra.userId = input.userId;
  if (input.action === 'addCc') extra.userIds = [...new Set(input.userIds ?? [])];
  if (input.measureId !== undefined) extra.measureId = input.measureId;
  if (t.outcome) extra.outcome = t.outcome;
  if (t.vote) extra.choice = t.vote;
  if (t.followUp) extra.followUp = t.followUp;
  if (t.committee) extra.result = t.committee;
  if (measureIds.length) extra.measureIds = measureIds;
  if (input.action === 'submit' || input.action === 'resubmit') extra.revision = rec.revision;
  // who was put in charge: past assignees keep seeing the record
  if (assignees) extra.assignees = assignees;
  return { sql: `INSERT INTO record_timeline (record_id, action, actor_id, actor_name, from_state, to_state, from_step, to_step, comment,
    attachments, parent_id, extra, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, args: [rec.id, t.action, actor.id, actor.name, t.fromState, t.toState, t.fromStep, t.toStep, t.comment, JSON.stringify(t.attachments),
    input.action === 'comment' ? input.parentId ?? null : null, JSON.stringify(extra), now] };
}
