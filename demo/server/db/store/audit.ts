// Reading the audit log (issue 33 §5; written only by audit/auditLog.ts): filtered, newest first, paged
// (the list) or in id batches (the XLSX export, audit/export.ts).
import type { SqlDb } from '../sql/types.ts';

export interface AuditFilter { username?: string; event?: string; from?: number; to?: number; recordId?: number }
export interface AuditEntryRow {
  id: number; at: number; event: string; username: string; userId: number | null; ip: string; outcome: string;
  recordId: number | null; detail: Record<string, unknown>; hash: string;
  /** the user's name today ('' when the row has no user or the user is gone) */
  name: string;
}

const COLUMNS = "a.id, a.at, a.event, a.username, a.user_id AS userId, a.ip, a.outcome, a.record_id AS recordId, a.detail, a.hash, COALESCE(u.name, '') AS name";
const FROM = 'audit_log a LEFT JOIN users u ON u.id = a.user_id';

/** The WHERE clause of every given filter (`event`: that event or its dotted sub-events) and its arguments. */
function whereOf(f: AuditFilter): { where: string[]; args: unknown[] } {
  const where: string[] = [];
  const args: unknown[] = [];
  if (f.username) { where.push('a.username = ?'); args.push(f.username); }
  if (f.event) { where.push('(a.event = ? OR a.event LIKE ?)'); args.push(f.event, f.event.replace(/[%_\\]/g, '') + '.%'); }
  if (f.from !== undefined) { where.push('a.at >= ?'); args.push(f.from); }
  if (f.to !== undefined) { where.push('a.at < ?'); args.push(f.to); }
  if (f.recordId !== undefined) { where.push('a.record_id = ?'); args.push(f.recordId); }
  return { where, args };
}

const clause = (where: string[]) => (where.length ? ' WHERE ' + where.join(' AND ') : '');
const parsed = (rows: (Omit<AuditEntryRow, 'detail'> & { detail: string })[]): AuditEntryRow[] =>
  rows.map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> }));

export function auditArea(db: SqlDb) {
  return {
    /** Rows matching every given filter, newest first. */
    async listAuditEntries(f: AuditFilter, p: { offset: number; limit: number }): Promise<{ rows: AuditEntryRow[]; count: number }> {
      const { where, args } = whereOf(f);
      const w = clause(where);
      const count = Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM audit_log a${w}`, ...args))?.n ?? 0);
      const rows = await db.all<Omit<AuditEntryRow, 'detail'> & { detail: string }>(
        `SELECT ${COLUMNS} FROM ${FROM}${w} ORDER BY a.id DESC LIMIT ? OFFSET ?`, ...args, p.limit, p.offset);
      return { rows: parsed(rows), count };
    },
    /** How many rows match (the export's cap). */
    async countAuditEntries(f: AuditFilter): Promise<number> {
      const { where, args } = whereOf(f);
      return Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM audit_log a${clause(where)}`, ...args))?.n ?? 0);
    },
    /** Up to `limit` matching rows with an id below `beforeId`, newest first (keyset batches). */
    async auditEntriesBefore(f: AuditFilter, beforeId: number, limit: number): Promise<AuditEntryRow[]> {
      const { where, args } = whereOf(f);
      where.push('a.id < ?');
      const rows = await db.all<Omit<AuditEntryRow, 'detail'> & { detail: string }>(
        `SELECT ${COLUMNS} FROM ${FROM}${clause(where)} ORDER BY a.id DESC LIMIT ?`, ...args, beforeId, limit);
      return parsed(rows);
    },
  };
}
