// Reading the audit log (issue 33 §5; written only by audit/auditLog.ts): filtered, newest first, paged.
import type { SqlDb } from '../sql/types.ts';

export interface AuditFilter { username?: string; event?: string; from?: number; to?: number; recordId?: number }
export interface AuditEntryRow {
  id: number; at: number; event: string; username: string; userId: number | null; ip: string; outcome: string;
  recordId: number | null; detail: Record<string, unknown>; hash: string;
}

export function auditArea(db: SqlDb) {
  return {
    /** Rows matching every given filter (`event`: that event or its dotted sub-events), newest first. */
    async listAuditEntries(f: AuditFilter, p: { offset: number; limit: number }): Promise<{ rows: AuditEntryRow[]; count: number }> {
      const where: string[] = [];
      const args: unknown[] = [];
      if (f.username) { where.push('username = ?'); args.push(f.username); }
      if (f.event) { where.push('(event = ? OR event LIKE ?)'); args.push(f.event, f.event.replace(/[%_\\]/g, '') + '.%'); }
      if (f.from !== undefined) { where.push('at >= ?'); args.push(f.from); }
      if (f.to !== undefined) { where.push('at < ?'); args.push(f.to); }
      if (f.recordId !== undefined) { where.push('record_id = ?'); args.push(f.recordId); }
      const w = where.length ? ' WHERE ' + where.join(' AND ') : '';
      const count = Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM audit_log${w}`, ...args))?.n ?? 0);
      const rows = await db.all<Omit<AuditEntryRow, 'detail'> & { detail: string }>(
        `SELECT id, at, event, username, user_id AS userId, ip, outcome, record_id AS recordId, detail, hash FROM audit_log${w} ORDER BY id DESC LIMIT ? OFFSET ?`,
        ...args, p.limit, p.offset);
      return { rows: rows.map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> })), count };
    },
  };
}
