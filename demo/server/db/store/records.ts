// Filled forms (records): drafts, submission, approval, filters and summaries; their copies (cc) and follows.
import type { Db } from '../connection.ts';
import type { Page, Paged, RecordFilter, RecordRow, RecordSummary } from './types.ts';
import { likeContains, placeholders, qualify, selectPage, Where } from './sql.ts';
import { insertMessage } from './messages.ts';

const RECORD_COLS = `id, form_id AS formId, form_version AS formVersion, title, status, created_by AS createdBy,
  created_by_name AS createdByName, dept_name AS deptName, approver_id AS approverId, approver_name AS approverName,
  opinion, approved_at AS approvedAt, submitted_at AS submittedAt, created_at AS createdAt, updated_at AS updatedAt`;

/** Empty in the form data: missing, null, blank text or an empty list. */
const EMPTY_FIELD = "COALESCE(TRIM(CAST(json_extract(r.data, ?) AS TEXT)), '') IN ('', '[]')";

function recordWhere(f: RecordFilter): Where {
  const where = new Where();
  if (f.createdBy !== undefined) where.add('r.created_by = ?', f.createdBy);
  if (f.approverId !== undefined) where.add('r.approver_id = ?', f.approverId);
  if (f.deptName !== undefined) where.add('r.dept_name = ?', f.deptName);
  if (f.statuses) where.in('r.status', f.statuses);
  if (f.ccUserId !== undefined) where.add('EXISTS (SELECT 1 FROM record_cc c WHERE c.record_id = r.id AND c.user_id = ?)', f.ccUserId);
  if (f.followerId !== undefined) where.add('EXISTS (SELECT 1 FROM record_follows fo WHERE fo.record_id = r.id AND fo.user_id = ?)', f.followerId);
  if (f.beginTime !== undefined) where.add('COALESCE(r.submitted_at, r.created_at) >= ?', f.beginTime);
  if (f.endTime !== undefined) where.add('COALESCE(r.submitted_at, r.created_at) <= ?', f.endTime);
  if (f.keyword) {
    const k = likeContains(f.keyword);
    where.add("(r.title LIKE ? ESCAPE '\\' OR r.created_by_name LIKE ? ESCAPE '\\' OR r.dept_name LIKE ? ESCAPE '\\')", k, k, k);
  }
  if (f.view === 'hospitalSense') where.add("CAST(json_extract(r.data, '$.event_category') AS TEXT) LIKE '%感染%'");
  if (f.view === 'anaesthesia') {
    where.add(`(json_extract(r.data, '$.event_place') = '手术室' OR CAST(json_extract(r.data, '$.event_description') AS TEXT) LIKE '%麻醉%'
      OR CAST(json_extract(r.data, '$.event_category') AS TEXT) LIKE '%麻醉%')`);
  }
  if (f.dataScope?.kind === 'dept') where.add('r.dept_name = ?', f.dataScope.deptName);
  if (f.dataScope?.kind === 'self') where.add('r.created_by = ?', f.dataScope.userId);
  return where;
}

export function recordsArea(db: Db) {
  return {
    insertRecord(r: { formId: number; formVersion: number; title: string; data: unknown; status: 'draft' | 'submitted'; createdBy: number; createdByName: string; deptName: string; now: number }): number {
      return Number(db.prepare(
        `INSERT INTO records (form_id, form_version, title, data, status, created_by, created_by_name, dept_name, submitted_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(r.formId, r.formVersion, r.title, JSON.stringify(r.data), r.status, r.createdBy, r.createdByName, r.deptName,
        r.status === 'submitted' ? r.now : null, r.now, r.now).lastInsertRowid);
    },
    /** Updates a draft of its owner; false when it is not an own draft. */
    updateDraft(id: number, ownerId: number, p: { formVersion?: number; title?: string; data?: unknown; status?: 'draft' | 'submitted'; now: number }): boolean {
      const cur = db.prepare("SELECT form_version AS formVersion, title, data FROM records WHERE id = ? AND created_by = ? AND status = 'draft'")
        .get(id, ownerId) as { formVersion: number; title: string; data: string } | undefined;
      if (!cur) return false;
      const status = p.status ?? 'draft';
      return db.prepare(
        `UPDATE records SET form_version = ?, title = ?, data = ?, status = ?, submitted_at = ?, updated_at = ?
         WHERE id = ? AND created_by = ? AND status = 'draft'`,
      ).run(p.formVersion ?? cur.formVersion, p.title ?? cur.title, p.data === undefined ? cur.data : JSON.stringify(p.data),
        status, status === 'submitted' ? p.now : null, p.now, id, ownerId).changes > 0;
    },
    getRecord(id: number): RecordRow | undefined {
      const r = db.prepare(`SELECT ${RECORD_COLS}, data FROM records WHERE id = ?`).get(id) as (RecordRow & { data: string }) | undefined;
      return r && { ...r, data: JSON.parse(r.data) };
    },
    /** A page of records, newest change first; with `includeData` each row carries its form data. */
    listRecords(f: RecordFilter, page: Page, opts: { includeData?: boolean } = {}): Paged<RecordRow> {
      const { rows, count } = selectPage<RecordRow & { data?: string }>(db, {
        select: qualify(RECORD_COLS, 'r') + (opts.includeData ? ', r.data' : ''),
        from: 'records r', where: recordWhere(f), orderBy: 'r.updated_at DESC, r.id DESC',
      }, page);
      return { rows: rows.map((r) => (opts.includeData ? { ...r, data: JSON.parse(String(r.data)) } : r)), count };
    },
    /** Counts by status and the number of records whose data leaves one of `keyFields` empty. */
    summarizeRecords(f: RecordFilter, keyFields: readonly string[]): RecordSummary {
      const where = recordWhere(f);
      const incomplete = keyFields.length ? keyFields.map(() => EMPTY_FIELD).join(' OR ') : '0';
      return db.prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(r.status = 'draft'), 0) AS draft, COALESCE(SUM(r.status = 'submitted'), 0) AS submitted,
          COALESCE(SUM(r.status = 'approved'), 0) AS approved, COALESCE(SUM(r.status = 'rejected'), 0) AS rejected,
          COALESCE(SUM(CASE WHEN ${incomplete} THEN 1 ELSE 0 END), 0) AS incomplete FROM records r ${where.sql}`,
      ).get(...keyFields.map((k) => '$.' + k), ...where.args) as RecordSummary;
    },
    /** Decides a submitted record and notifies the reporter, atomically; false when it is not awaiting approval. */
    decideRecord(id: number, d: { pass: boolean; opinion: string; approverId: number; approverName: string; now: number; message: { title: string; logContent: string } }): boolean {
      return db.transaction(() => {
        const r = db.prepare(
          `UPDATE records SET status = ?, opinion = ?, approver_id = ?, approver_name = ?, approved_at = ?, updated_at = ?
           WHERE id = ? AND status = 'submitted'`,
        ).run(d.pass ? 'approved' : 'rejected', d.opinion, d.approverId, d.approverName, d.now, d.now, id);
        if (r.changes === 0) return false;
        const owner = (db.prepare('SELECT created_by AS u FROM records WHERE id = ?').get(id) as { u: number }).u;
        insertMessage(db, { userId: owner, title: d.message.title, logContent: d.message.logContent, relatedType: '审批', process: 0, relatedId: id, operateStatus: 0, createdAt: d.now });
        return true;
      })();
    },

    // ---- carbon copies ----
    /** Replaces the copy list of a record (kept rows that were already notified stay notified). */
    setRecordCc(recordId: number, createdBy: number, userIds: number[], now: number): void {
      db.transaction(() => {
        if (userIds.length) {
          db.prepare(`DELETE FROM record_cc WHERE record_id = ? AND user_id NOT IN (${placeholders(userIds.length)})`).run(recordId, ...userIds);
        } else {
          db.prepare('DELETE FROM record_cc WHERE record_id = ?').run(recordId);
        }
        const ins = db.prepare('INSERT OR IGNORE INTO record_cc (record_id, user_id, created_by, created_at) VALUES (?, ?, ?, ?)');
        for (const u of userIds) ins.run(recordId, u, createdBy, now);
      })();
    },
    /** Sends the copy message to every recipient not yet told; returns how many were told. */
    notifyRecordCc(recordId: number, m: { title: string; logContent: string }, now: number): number {
      return db.transaction(() => {
        const rows = db.prepare('SELECT user_id AS u FROM record_cc WHERE record_id = ? AND notified_at IS NULL').all(recordId) as { u: number }[];
        for (const { u } of rows) {
          insertMessage(db, { userId: u, title: m.title, logContent: m.logContent, relatedType: '', process: 0, relatedId: recordId, operateStatus: 0, createdAt: now });
        }
        db.prepare('UPDATE record_cc SET notified_at = ? WHERE record_id = ? AND notified_at IS NULL').run(now, recordId);
        return rows.length;
      })();
    },
    listRecordCc(recordId: number): { userId: number; name: string; deptName: string }[] {
      return db.prepare(
        'SELECT u.id AS userId, u.name, u.dept_name AS deptName FROM record_cc c JOIN users u ON u.id = c.user_id WHERE c.record_id = ? ORDER BY c.created_at, u.id',
      ).all(recordId) as { userId: number; name: string; deptName: string }[];
    },
    isCcRecipient(recordId: number, userId: number): boolean {
      return !!db.prepare('SELECT 1 FROM record_cc WHERE record_id = ? AND user_id = ?').get(recordId, userId);
    },

    // ---- follows ----
    followRecord(recordId: number, userId: number, now: number): void {
      db.prepare('INSERT OR IGNORE INTO record_follows (record_id, user_id, created_at) VALUES (?, ?, ?)').run(recordId, userId, now);
    },
    unfollowRecord(recordId: number, userId: number): boolean {
      return db.prepare('DELETE FROM record_follows WHERE record_id = ? AND user_id = ?').run(recordId, userId).changes > 0;
    },
    isFollowing(recordId: number, userId: number): boolean {
      return !!db.prepare('SELECT 1 FROM record_follows WHERE record_id = ? AND user_id = ?').get(recordId, userId);
    },
  };
}
