// Record lists (every scope of docs/workflow.md), the data-quality summary, copies (cc) and follows.
// The to-do and list queries are index-driven so they stay fast at 100,000 records (scripts/bench-workflow.mjs).
import type { SqlDb } from '../sql/types.ts';
import type { Page, Paged, RecordFilter, RecordSummary } from './types.ts';
import { likeContains, likeEscape, placeholders, qualify, Where } from './sql.ts';
import { WF_COLS, type WfRow } from './wfRecord.ts';
import type { TaskRow } from '../../../../src/core/pages/myWork.ts';

/** Empty in the form data: missing, null, blank text or an empty list. */
const EMPTY_FIELD = "COALESCE(TRIM(CAST(json_extract(v.data, ?) AS TEXT)), '') IN ('', '[]')";
/** The current revision, joined only when a query reads the form data. */
export const WITH_DATA = 'records r JOIN record_revisions v ON v.record_id = r.id AND v.revision = r.revision';
/** Only the anaesthesia view and a field's value read the form data; the infection view reads the record's type. */
export const needsData = (f: RecordFilter) => f.view === 'anaesthesia' || !!f.field || (!!f.keyword && !!f.keywordMasked);

/**
 * The record's form version has a widget of the model the parameter names (fieldOnForm(model)): schemas are
 * stored as JSON.stringify writes them, so a widget's model is `"model":"<model>"`. The subquery runs once.
 */
export const ON_FORM = "(r.form_id, r.form_version) IN (SELECT form_id, version FROM form_versions WHERE schema LIKE ? ESCAPE '\\')";
/** The parameter of ON_FORM for a model (letters, digits and `_`: src/core/stats/fieldCounts.ts FIELD_MODEL). */
export const fieldOnForm = (model: string) => likeContains(`"model":${JSON.stringify(model)}`);

/** The value under a model of the form data as text: a boolean reads 1/0 on SQLite, true/false on PostgreSQL; a list is its JSON. */
const FIELD_TEXT = 'CAST(json_extract(v.data, ?) AS TEXT)';
/** States in which no deadline runs (deadlines.ts); overdue never applies there. */
export const NO_DEADLINE = ['draft', 'returned', 'archived', 'rejected', 'stopped'];

export type ListRow = WfRow & { data?: Record<string, unknown>; techCode?: string | null };

/** The WHERE of a record filter (lists, counts and the stats area share it, data scope included). */
export function recordWhere(f: RecordFilter): Where {
  const where = new Where();
  if (f.ids) where.in('r.id', f.ids);
  if (f.createdBy !== undefined) where.add('r.created_by = ?', f.createdBy);
  if (f.states) where.in('r.state', f.states);
  if (f.notStates?.length) where.add(`r.state NOT IN (${placeholders(f.notStates.length)})`, ...f.notStates);
  if (f.statuses) where.in('r.status', f.statuses);
  if (f.taskUserId !== undefined) {
    if (f.taskStepKinds) {
      where.add(`r.id IN (SELECT record_id FROM record_tasks WHERE user_id = ? AND kind = 'step')`, f.taskUserId);
      where.in('r.step_kind', f.taskStepKinds);
    } else {
      // my steps and measures, and the root-cause analysis whose investigation team I am on while the record
      // is at that step (issue 26 §1: a member edits the analysis, so it is on their to-do list)
      where.add(`(r.id IN (SELECT record_id FROM record_tasks WHERE user_id = ?)
        OR (r.step_kind = 'analysis' AND r.id IN (SELECT record_id FROM rca_team WHERE user_id = ?)))`, f.taskUserId, f.taskUserId);
    }
  }
  if (f.actorId !== undefined) where.add('r.id IN (SELECT record_id FROM record_actors WHERE user_id = ?)', f.actorId);
  if (f.decidedBy !== undefined) {
    where.add("r.id IN (SELECT record_id FROM record_timeline WHERE actor_id = ? AND action IN ('approve', 'return', 'reject'))", f.decidedBy);
  }
  if (f.ccUserId !== undefined) where.add('r.id IN (SELECT record_id FROM record_cc WHERE user_id = ?)', f.ccUserId);
  if (f.followerId !== undefined) where.add('r.id IN (SELECT record_id FROM record_follows WHERE user_id = ?)', f.followerId);
  if (f.module) where.add('r.module = ?', f.module);
  if (f.eventType) where.add('r.event_type = ?', f.eventType);
  if (f.grade) where.add('r.grade = ?', f.grade);
  if (f.techKind) where.add('r.tech_kind = ?', f.techKind);
  if (f.deptName !== undefined) where.add('r.dept_name = ?', f.deptName);
  if (f.beginTime !== undefined) where.add('COALESCE(r.submitted_at, r.created_at) >= ?', f.beginTime);
  if (f.endTime !== undefined) where.add('COALESCE(r.submitted_at, r.created_at) <= ?', f.endTime);
  if (f.keyword) {
    const k = likeContains(f.keyword);
    // an anonymous reporter's name never matches, except for the reporter; for a reader of masked identifiers
    // the title is searched without its patient's name (a guessed name must not find the patient's reports)
    const title = f.keywordMasked ? "REPLACE(r.title, COALESCE(CAST(json_extract(v.data, '$.sjsx_patient_name') AS TEXT), ''), '')" : 'r.title';
    where.add(`(${title} LIKE ? ESCAPE '\\' OR ((r.anonymous = 0 OR r.created_by = ?) AND r.created_by_name LIKE ? ESCAPE '\\')
      OR r.dept_name LIKE ? ESCAPE '\\')`, k, f.keywordViewer ?? -1, k, k);
  }
  if (f.overdueAt !== undefined) {
    where.add(`r.due_at < ? AND r.state NOT IN (${placeholders(NO_DEADLINE.length)})`, f.overdueAt, ...NO_DEADLINE);
  }
  // the record's type, not the form's copy of it (issue 22 §1: one source of truth)
  if (f.view === 'hospitalSense') where.add("r.event_type = 'infection'");
  if (f.view === 'anaesthesia') {
    where.add(`(json_extract(v.data, '$.event_place') = '手术室' OR CAST(json_extract(v.data, '$.event_description') AS TEXT) LIKE '%麻醉%'
      OR CAST(json_extract(v.data, '$.event_category') AS TEXT) LIKE '%麻醉%')`);
  }
  if (f.field) {
    // one value, a switch's as either database reads it, or a list holding it (a checkbox's JSON text)
    const { model, value } = f.field;
    const path = `$.${model}`;
    const alias = value === 'true' ? '1' : value === 'false' ? '0' : value;
    where.add(ON_FORM, fieldOnForm(model));
    where.add(`(${FIELD_TEXT} IN (?, ?) OR ${FIELD_TEXT} LIKE ? ESCAPE '\\')`, path, value, alias, path, `[%${likeEscape(JSON.stringify(value))}%`);    // a reporter's own fields never find an anonymous report, except for its reporter (issue 33 §7: the count
    // would tell who filed it)
    if (model.startsWith('reporter_')) where.add('(r.anonymous = 0 OR r.created_by = ?)', f.keywordViewer ?? -1);
  }
  if (f.deptUnder !== undefined) {
    where.add('r.dept_id IN (WITH RECURSIVE sub(id) AS (SELECT CAST(? AS BIGINT) UNION SELECT d.id FROM depts d JOIN sub ON d.parent_id = sub.id) SELECT id FROM sub)', f.deptUnder);
  }
  if (f.dataScope?.kind === 'depts') {
    const ids = f.dataScope.deptIds;
    where.add(`(${ids.length ? `r.dept_id IN (${placeholders(ids.length)})` : '1 = 0'} OR r.created_by = ?)`, ...ids, f.dataScope.userId);
  }
  if (f.dataScope?.kind === 'self') where.add('r.created_by = ?', f.dataScope.userId);
  return where;
}

/** Keys of a filter that only narrow by one side table (done: record_actors). Not the to-do list: it also
 *  holds the analyses whose investigation team one is on (recordWhere). */
const SIDE_ONLY: Record<string, { table: string; col: keyof RecordFilter }> = {
  actorId: { table: 'record_actors', col: 'actorId' },
};

/** The number of records a filter matches; a filter of one side table alone is counted on that table's index. */
async function countOf(db: SqlDb, f: RecordFilter, where: Where): Promise<number> {
  const keys = Object.entries(f).filter(([k, v]) => v !== undefined && k !== 'order').map(([k]) => k);
  const side = keys.length === 1 ? SIDE_ONLY[keys[0]] : undefined;
  if (side) return (await db.get(`SELECT COUNT(DISTINCT record_id) AS n FROM ${side.table} WHERE user_id = ?`, f[side.col]) as { n: number }).n;
  return (await db.get(`SELECT COUNT(*) AS n FROM ${needsData(f) ? WITH_DATA : 'records r'} ${where.sql}`, ...where.args) as { n: number }).n;
}

const ORDER = {
  updated: 'r.updated_at DESC, r.id DESC',
  due: 'r.due_at IS NULL, r.due_at, r.id',
};

export function recordsArea(db: SqlDb) {
  return {
    /** A page of records; with `includeData` each row carries its form data. Technologies carry their catalogue code. */
    async listRecords(f: RecordFilter, page: Page, opts: { includeData?: boolean } = {}): Promise<Paged<ListRow>> {
      const where = recordWhere(f);
      const from = needsData(f) || opts.includeData ? WITH_DATA : 'records r';
      const count = await countOf(db, f, where);
      const rows = await db.all(`SELECT ${qualify(WF_COLS, 'r')}${opts.includeData ? ', v.data' : ''},
        (SELECT t.tech_code FROM tech_items t WHERE t.record_id = r.id) AS techCode
        FROM ${from} ${where.sql} ORDER BY ${ORDER[f.order ?? 'updated']} LIMIT ? OFFSET ?`, ...where.args, page.limit, page.offset) as (ListRow & { data?: string })[];
      return {
        count,
        rows: rows.map((r) => (opts.includeData ? { ...r, data: JSON.parse(String(r.data)) as Record<string, unknown> } : (delete r.data, r))),
      };
    },
    /**
     * A batch of the records a filter matches before `beforeId`, newest id first, with their form data (the
     * export reads the whole result this way: short queries, no statement left open while the client reads).
     */
    async recordsBefore(f: RecordFilter, beforeId: number, limit: number): Promise<ListRow[]> {
      const where = recordWhere(f).add('r.id < ?', beforeId);
      const rows = await db.all(`SELECT ${qualify(WF_COLS, 'r')}, v.data FROM ${WITH_DATA} ${where.sql} ORDER BY r.id DESC LIMIT ?`, ...where.args, limit) as (ListRow & { data: string })[];
      return rows.map((r) => ({ ...r, data: JSON.parse(String(r.data)) as Record<string, unknown> }));
    },
    /** Number of records a filter matches (the business desk's counters). */
    countRecords(f: RecordFilter): Promise<number> {
      return countOf(db, f, recordWhere(f));
    },
    /** The user's tasks with what classifies them (src/core/pages/myWork.ts): the dashboard's work card. An
     *  analysis whose investigation team one is on (and not also its step's hand) counts as a task too. */
    async myTasks(userId: number, now: number): Promise<TaskRow[]> {
      const overdue = `CASE WHEN r.due_at < ? AND r.state NOT IN (${placeholders(NO_DEADLINE.length)}) THEN 1 ELSE 0 END AS overdue`;
      return await db.all(`SELECT r.id AS recordId, r.module, r.state, r.step_kind AS stepKind, t.kind AS taskKind, ${overdue},
          (SELECT COUNT(*) FROM measures m WHERE m.record_id = r.id AND m.status = 'open') AS openMeasures,
          (SELECT COUNT(*) FROM measures m WHERE m.record_id = r.id AND m.status = 'done') AS doneMeasures
        FROM record_tasks t JOIN records r ON r.id = t.record_id WHERE t.user_id = ?
        UNION ALL
        SELECT r.id AS recordId, r.module, r.state, r.step_kind AS stepKind, 'team' AS taskKind, ${overdue}, 0 AS openMeasures, 0 AS doneMeasures
        FROM rca_team m JOIN records r ON r.id = m.record_id WHERE m.user_id = ? AND r.step_kind = 'analysis'
          AND NOT EXISTS (SELECT 1 FROM record_tasks t WHERE t.record_id = r.id AND t.user_id = m.user_id)`, now, ...NO_DEADLINE, userId, now, ...NO_DEADLINE, userId) as TaskRow[];
    },
    /** The current assignees (with names) of each record. */
    async assigneesOf(recordIds: number[]): Promise<Map<number, { userId: number; name: string }[]>> {
      const out = new Map<number, { userId: number; name: string }[]>();
      if (!recordIds.length) return out;
      const rows = await db.all(`SELECT t.record_id AS recordId, u.id AS userId, u.name FROM record_tasks t JOIN users u ON u.id = t.user_id
        WHERE t.kind = 'step' AND t.record_id IN (${placeholders(recordIds.length)}) ORDER BY t.record_id, u.id`, ...recordIds) as { recordId: number; userId: number; name: string }[];
      for (const r of rows) out.set(r.recordId, [...(out.get(r.recordId) ?? []), { userId: r.userId, name: r.name }]);
      return out;
    },
    /** Counts by coarse status and the number of records whose data leaves one of `keyFields` empty. */
    async summarizeRecords(f: RecordFilter, keyFields: readonly string[]): Promise<RecordSummary> {
      const where = recordWhere(f);
      const incomplete = keyFields.length ? keyFields.map(() => EMPTY_FIELD).join(' OR ') : '1 = 0';
      return await db.get(`SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN r.status = 'draft' THEN 1 ELSE 0 END), 0) AS draft, COALESCE(SUM(CASE WHEN r.status = 'submitted' THEN 1 ELSE 0 END), 0) AS submitted,
          COALESCE(SUM(CASE WHEN r.status = 'approved' THEN 1 ELSE 0 END), 0) AS approved, COALESCE(SUM(CASE WHEN r.status = 'rejected' THEN 1 ELSE 0 END), 0) AS rejected,
          COALESCE(SUM(CASE WHEN ${incomplete} THEN 1 ELSE 0 END), 0) AS incomplete FROM ${WITH_DATA} ${where.sql}`, ...keyFields.map((k) => '$.' + k), ...where.args) as RecordSummary;
    },

    // ---- carbon copies ----
    async listRecordCc(recordId: number): Promise<{ userId: number; name: string; deptName: string }[]> {
      return await db.all('SELECT u.id AS userId, u.name, u.dept_name AS deptName FROM record_cc c JOIN users u ON u.id = c.user_id WHERE c.record_id = ? ORDER BY c.created_at, u.id', recordId) as { userId: number; name: string; deptName: string }[];
    },
    async isCcRecipient(recordId: number, userId: number): Promise<boolean> {
      return !!await db.get('SELECT 1 FROM record_cc WHERE record_id = ? AND user_id = ?', recordId, userId);
    },

    // ---- follows ----
    async followRecord(recordId: number, userId: number, now: number): Promise<void> {
      await db.run('INSERT OR IGNORE INTO record_follows (record_id, user_id, created_at) VALUES (?, ?, ?)', recordId, userId, now);
    },
    async unfollowRecord(recordId: number, userId: number): Promise<boolean> {
      return (await db.run('DELETE FROM record_follows WHERE record_id = ? AND user_id = ?', recordId, userId)).changes > 0;
    },
    async isFollowing(recordId: number, userId: number): Promise<boolean> {
      return !!await db.get('SELECT 1 FROM record_follows WHERE record_id = ? AND user_id = ?', recordId, userId);
    },
  };
}
