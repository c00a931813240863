// Reading one record in its flow: the row, its current assignees, measures, and the WfInstance the
// engine decides on. Shared by the action transaction (wfApply.ts) and the detail reads (wfQueries.ts).
import type { SqlDb } from '../sql/types.ts';
import type { FlowDef, Grade, Measure, WfInstance, WfModule, WfState } from '../../../../src/core/workflow/types.ts';
import { placeholders, qualify } from './sql.ts';
import type { Vote, VoteChoice } from '../../../../src/core/workflow/committee.ts';

export interface WfRow {
  id: number; module: WfModule; formId: number | null; formVersion: number | null; title: string; status: string; state: WfState;
  eventType: string | null; grade: Grade | null; anonymous: number; techKind: 'limit' | 'unlimit' | null;
  /** the catalogue's technology (tech_items.id) an event report names (issue 35 §3), or null */
  techItemId: number | null;
  flowCode: string | null; flowVersion: number | null; stepKey: string | null; stepKind: string | null; returnedFrom: string | null;
  stepEnteredAt: number | null; dueAt: number | null; overdueNotifiedAt: number | null; decided: number; revision: number;
  version: number; reviewOutcome: 'continue' | 'suspend' | 'stop' | 'routine' | null; createdBy: number; createdByName: string; deptName: string;
  deptId: number | null;
  approverId: number | null; approverName: string; opinion: string; approvedAt: number | null; submittedAt: number | null;
  createdAt: number; updatedAt: number;
}

export const WF_COLS = `id, module, form_id AS formId, form_version AS formVersion, title, status, state, event_type AS eventType, grade,
  anonymous, tech_kind AS techKind, tech_item_id AS techItemId, flow_code AS flowCode, flow_version AS flowVersion, step_key AS stepKey, step_kind AS stepKind,
  returned_from AS returnedFrom, step_entered_at AS stepEnteredAt, due_at AS dueAt, overdue_notified_at AS overdueNotifiedAt, decided,
  revision, version, COALESCE(review_decision, review_outcome) AS reviewOutcome, created_by AS createdBy, created_by_name AS createdByName, dept_name AS deptName, dept_id AS deptId,
  approver_id AS approverId, approver_name AS approverName, opinion, approved_at AS approvedAt, submitted_at AS submittedAt,
  created_at AS createdAt, updated_at AS updatedAt`;

export interface MeasureRow extends Measure {
  evidence: { name: string; url: string }[]; note: string; doneAt: number | null; verifiedAt: number | null; createdAt: number;
}

export async function getWfRow(db: SqlDb, id: number): Promise<WfRow | undefined> {
  return await db.get(`SELECT ${WF_COLS} FROM records WHERE id = ?`, id) as WfRow | undefined;
}

/** The row and its current revision's form data in one read (the record detail needs both). */
export async function getWfRowWithData(db: SqlDb, id: number): Promise<{ row: WfRow; data: Record<string, unknown> } | undefined> {
  const r = await db.get<WfRow & { revisionData: string | null }>(`SELECT ${qualify(WF_COLS, 'r')}, v.data AS revisionData
    FROM records r LEFT JOIN record_revisions v ON v.record_id = r.id AND v.revision = r.revision WHERE r.id = ?`, id);
  if (!r) return undefined;
  const { revisionData, ...row } = r;
  return { row, data: revisionData ? (JSON.parse(revisionData) as Record<string, unknown>) : {} };
}

/** The current revision's form data. */
export async function currentData(db: SqlDb, id: number): Promise<Record<string, unknown>> {
  const r = await db.get('SELECT v.data FROM records r JOIN record_revisions v ON v.record_id = r.id AND v.revision = r.revision WHERE r.id = ?', id) as { data: string } | undefined;
  return r ? (JSON.parse(r.data) as Record<string, unknown>) : {};
}

export async function stepAssignees(db: SqlDb, id: number): Promise<number[]> {
  return (await db.all("SELECT user_id AS u FROM record_tasks WHERE record_id = ? AND kind = 'step' ORDER BY user_id", id) as { u: number }[]).map((r) => r.u);
}

export async function measuresOf(db: SqlDb, id: number): Promise<MeasureRow[]> {
  const rows = await db.all(`SELECT id, what, owner_user_id AS ownerUserId, owner_name AS ownerName, deadline, status, sent_back AS sentBack,
    evidence, note, done_at AS doneAt, verified_at AS verifiedAt, created_at AS createdAt, cause_id AS causeId FROM measures WHERE record_id = ? ORDER BY id`, id) as (Omit<MeasureRow, 'evidence'> & { evidence: string })[];
  return rows.map((m) => ({ ...m, evidence: JSON.parse(m.evidence) as MeasureRow['evidence'] }));
}

/** A record as its detail shows it in its flow (workflow.ts recordEngineView): the row, the current data, the
 *  flow it runs on (and which one), the engine's instance and the measures. */
export interface EngineView {
  row: WfRow; data: Record<string, unknown>; flow: FlowDef; flowRef: { code: string; version: number } | null; inst: WfInstance; measures: MeasureRow[];
}

/**
 * The view of a record created by an action (wfApply.ts), from what the action wrote (recordEngineView's
 * reading, without it): the row as the final UPDATE returned it, the data as stored (JSON, as read back),
 * the flow it was pinned to (a draft's: its binding's, as the view's own reading), its step's users in the
 * order the table gives them, no measures, and no committee votes yet.
 */
export function createdView(row: WfRow, data: Record<string, unknown>, flow: FlowDef, pinned: { code: string; version: number } | null, stepUsers: number[]): EngineView {
  // as insertDraft wrote it and getWfRowWithData reads it back (no data: none stored, read as {})
  const text = JSON.stringify(data) as string | undefined;
  const stored = text ? JSON.parse(text) as Record<string, unknown> : {};
  const inst = instanceOf(row, stored, [...stepUsers].sort((a, b) => a - b), []);
  if (row.stepKind === 'committee') inst.votes = [];
  return { row, data: stored, flow, flowRef: pinned && { code: pinned.code, version: pinned.version }, inst, measures: [] };
}

/** The engine's view of a record: conditions read eventType, techKind, limited and the form data. */
export function instanceOf(row: WfRow, data: Record<string, unknown>, assignees: number[], measures: Measure[]): WfInstance {
  return {
    id: row.id, module: row.module, state: row.state, stepKey: row.stepKey, returnedFrom: row.returnedFrom, submitterId: row.createdBy,
    grade: row.grade, facts: { ...data, eventType: row.eventType, techKind: row.techKind, limited: row.techKind === 'limit' },
    assignees, decided: row.decided === 1, version: row.version, revision: row.revision,
    measures: measures.map((m) => ({ id: m.id, what: m.what, ownerUserId: m.ownerUserId, ownerName: m.ownerName, deadline: m.deadline, status: m.status, sentBack: m.sentBack, causeId: m.causeId ?? null })),
  };
}

/**
 * The votes cast at the committee step the record is at now (issue 35 §2): its `vote` timeline entries
 * since it entered the step (the timeline is append-only; a step entered again starts a new count).
 */
export async function committeeVotes(db: SqlDb, row: Pick<WfRow, 'id' | 'stepKey' | 'stepKind' | 'stepEnteredAt'>): Promise<Vote[]> {
  if (row.stepKind !== 'committee' || row.stepKey === null) return [];
  const rows = await db.all<{ userId: number; name: string; reason: string; extra: string; at: number }>(`SELECT actor_id AS userId, actor_name AS name,
    comment AS reason, extra, created_at AS at FROM record_timeline WHERE record_id = ? AND action = 'vote' AND from_step = ? AND created_at >= ? ORDER BY id`,
  row.id, row.stepKey, row.stepEnteredAt ?? 0);
  return rows.map((r) => ({ userId: r.userId, name: r.name, reason: r.reason, at: r.at, choice: (JSON.parse(r.extra) as { choice: VoteChoice }).choice }));
}

/** The event type of a business record that is a quality inspection's rectification (db/store/quality.ts). */
export const QUALITY_RECTIFICATION_TYPE = 'qualityRectification';

/** The binding subject of a record's kind: `baqsj:<eventType>`, `xjsxxm:<techKind>`, `business`, `quality:rectification`. */
export function subjectOf(row: Pick<WfRow, 'module' | 'eventType' | 'techKind'>): string | null {
  if (row.module === 'baqsj') return row.eventType ? `baqsj:${row.eventType}` : null;
  if (row.module === 'xjsxxm') return row.techKind ? `xjsxxm:${row.techKind}` : null;
  return row.eventType === QUALITY_RECTIFICATION_TYPE ? 'quality:rectification' : 'business';
}

/** The step of a flow by key. */
export function stepIn(flow: FlowDef | undefined, key: string | null) {
  return key === null || !flow ? undefined : flow.steps.find((s) => s.key === key);
}

/** Enabled, undeleted users among ids. */
export async function activeUsers(db: SqlDb, ids: number[]): Promise<{ id: number; name: string; deptName: string }[]> {
  if (!ids.length) return [];
  return await db.all(`SELECT id, name, dept_name AS deptName FROM users WHERE status = 1 AND deleted_at IS NULL AND id IN (${placeholders(ids.length)}) ORDER BY id`, ...ids) as { id: number; name: string; deptName: string }[];
}

/** Enabled users holding any of the roles (enabled), optionally only in one department. */
export async function roleHolders(db: SqlDb, roles: string[], deptName?: string): Promise<number[]> {
  if (!roles.length) return [];
  const rows = await db.all(`SELECT DISTINCT u.id FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
    WHERE r.role_key IN (${placeholders(roles.length)}) AND r.status = 1 AND u.status = 1 AND u.deleted_at IS NULL
    ${deptName === undefined ? '' : 'AND u.dept_name = ?'} ORDER BY u.id`, ...roles, ...(deptName === undefined ? [] : [deptName])) as { id: number }[];
  return rows.map((r) => r.id);
}

/** The head of a department, or of the nearest department above it that has one: active users other than `exclude`. */
export async function deptHead(db: SqlDb, deptName: string, exclude?: number): Promise<number | undefined> {
  type D = { id: number; parentId: number | null; head: number | null };
  let cur = await db.get('SELECT id, parent_id AS parentId, head_user_id AS head FROM depts WHERE dept_name = ?', deptName) as D | undefined;
  for (let hops = 0; cur && hops < 20; hops++) {
    if (cur.head && cur.head !== exclude && (await activeUsers(db, [cur.head])).length) return cur.head;
    if (cur.parentId === null) return undefined;
    cur = await db.get('SELECT id, parent_id AS parentId, head_user_id AS head FROM depts WHERE id = ?', cur.parentId) as D | undefined;
  }
  return undefined;
}

/** The record's last `close` entry (the conclusion of its loop, src/core/workflow/conclusion.ts), or undefined. */
export async function lastCloseEntry(db: SqlDb, id: number): Promise<{ action: 'close'; comment: string; actorName: string; createdAt: number } | undefined> {
  return await db.get(`SELECT action, comment, actor_name AS actorName, created_at AS createdAt FROM record_timeline
    WHERE record_id = ? AND action = 'close' ORDER BY id DESC LIMIT 1`, id) as { action: 'close'; comment: string; actorName: string; createdAt: number } | undefined;
}

/**
 * Who acts on each record now, as lists show it (处理人): while a record is rectifying, the owners of its
 * open measures (their own measure is their work, not the quality office's); once none is open, or at any
 * other step, the step's assignees (`stepAssignees`, passed in by record id).
 */
export async function actingAssignees(db: SqlDb, recordIds: number[], stepAssigneesOf: Map<number, { userId: number; name: string }[]>): Promise<Map<number, { userId: number; name: string }[]>> {
  const out = new Map(stepAssigneesOf);
  if (!recordIds.length) return out;
  const rows = await db.all(`SELECT DISTINCT m.record_id AS recordId, u.id AS userId, u.name FROM measures m JOIN records r ON r.id = m.record_id
    JOIN users u ON u.id = m.owner_user_id WHERE r.state = 'rectifying' AND m.status = 'open' AND m.record_id IN (${placeholders(recordIds.length)})
    ORDER BY m.record_id, u.id`, ...recordIds) as { recordId: number; userId: number; name: string }[];
  const owners = new Map<number, { userId: number; name: string }[]>();
  for (const r of rows) owners.set(r.recordId, [...(owners.get(r.recordId) ?? []), { userId: r.userId, name: r.name }]);
  for (const [id, list] of owners) out.set(id, list);
  return out;
}
