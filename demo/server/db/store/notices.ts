// Notices (issue 13 §4): written by administrators, read by the users they target. A notice with no
// target is for everyone; otherwise it is for the users holding one of its roles or working in one of its
// departments or a department below one of them. Every reader query carries that rule, so a user never reaches a notice not meant for them.
import type { SqlDb } from '../sql/types.ts';
import type { Page, Paged } from './types.ts';
import { likeContains, Where } from './sql.ts';

export type NoticeStatus = 'draft' | 'published' | 'withdrawn';
export interface NoticeAttachment { name: string; url: string }
export interface NoticeRow {
  id: number; title: string; content: string; noticeType: string; publisher: string; status: NoticeStatus;
  attachments: NoticeAttachment[]; createdAt: number; updatedAt: number; publishedAt: number | null;
  createdBy: number | null;
}
/** A notice as its reader sees it. */
export interface ReaderNoticeRow extends NoticeRow { isRead: number }
/** A notice as the administrators see it: its targets and how many have read it. */
export interface AdminNoticeRow extends NoticeRow { targetRoles: string[]; targetDepts: string[]; readCount: number }
export interface NoticeInput {
  title: string; content: string; noticeType: string; publisher: string; attachments: NoticeAttachment[];
  targetRoles: string[]; targetDepts: string[];
}

const COLS = `n.id, n.title, n.content, n.notice_type AS noticeType, n.publisher, n.status, n.attachments,
  n.created_at AS createdAt, n.updated_at AS updatedAt, n.published_at AS publishedAt, n.created_by AS createdBy`;

/**
 * The notices user `?` may read (published, and for everyone, for one of their roles, or for their
 * department or a department above it: a notice to 外科系统 reaches 普通外科 too). The walk up the tree
 * stops at the root; UNION drops repeats, so bad data with a cycle ends as well.
 */
const VISIBLE = `n.status = 'published' AND (
  NOT EXISTS (SELECT 1 FROM notice_targets t WHERE t.notice_id = n.id)
  OR EXISTS (SELECT 1 FROM notice_targets t JOIN roles ro ON ro.role_key = t.value JOIN user_roles ur ON ur.role_id = ro.id
             WHERE t.notice_id = n.id AND t.kind = 'role' AND ur.user_id = ?)
  OR EXISTS (SELECT 1 FROM notice_targets t WHERE t.notice_id = n.id AND t.kind = 'dept' AND t.value IN (
             WITH RECURSIVE up(id, name, parent) AS (
               SELECT d.id, d.dept_name, d.parent_id FROM depts d JOIN users u ON u.dept_name = d.dept_name WHERE u.id = ?
               UNION SELECT p.id, p.dept_name, p.parent_id FROM depts p JOIN up ON p.id = up.parent)
             SELECT name FROM up)))`;

type Raw<T> = Omit<T, 'attachments'> & { attachments: string };
const parsed = <T extends NoticeRow>(r: Raw<T>): T => {
  let attachments: NoticeAttachment[] = [];
  try {
    const v = JSON.parse(r.attachments) as unknown;
    if (Array.isArray(v)) attachments = v as NoticeAttachment[];
  } catch { /* an unreadable list shows as none */ }
  return { ...r, attachments } as T;
};

async function setTargets(db: SqlDb, id: number, n: Pick<NoticeInput, 'targetRoles' | 'targetDepts'>): Promise<void> {
  await db.run('DELETE FROM notice_targets WHERE notice_id = ?', id);
  const ins = 'INSERT OR IGNORE INTO notice_targets (notice_id, kind, value) VALUES (?, ?, ?)';
  for (const r of n.targetRoles) await db.run(ins, id, 'role', r);
  for (const d of n.targetDepts) await db.run(ins, id, 'dept', d);
}

export function noticesArea(db: SqlDb) {
  const targetsOf = async (id: number) => {
    const rows = await db.all('SELECT kind, value FROM notice_targets WHERE notice_id = ? ORDER BY kind, value', id) as { kind: string; value: string }[];
    return { targetRoles: rows.filter((r) => r.kind === 'role').map((r) => r.value), targetDepts: rows.filter((r) => r.kind === 'dept').map((r) => r.value) };
  };
  const adminRow = async (r: Raw<NoticeRow>): Promise<AdminNoticeRow> => ({
    ...parsed(r), ...await targetsOf(r.id),
    readCount: (await db.get('SELECT COUNT(*) AS n FROM notice_reads WHERE notice_id = ?', r.id) as { n: number }).n,
  });

  return {
    /** The seed's notices (published, for everyone). */
    async insertNotice(n: { title: string; content: string; noticeType: string; publisher: string; createdAt: number }): Promise<number> {
      return Number(await db.insert(`INSERT INTO notices (title, content, notice_type, publisher, created_at, updated_at, published_at, status)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'published')`, n.title, n.content, n.noticeType, n.publisher, n.createdAt, n.createdAt, n.createdAt));
    },

    // ---- readers ----
    /** The user's notices, unread first, newest first; `unread` keeps only the unread ones. */
    async listNotices(userId: number, f: { unread?: boolean }, page: Page): Promise<Paged<ReaderNoticeRow> & { unread: number }> {
      const read = 'EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.user_id = ?)';
      const where = `WHERE ${VISIBLE}${f.unread ? ` AND NOT ${read}` : ''}`;
      const args = f.unread ? [userId, userId, userId] : [userId, userId];
      const count = (await db.get(`SELECT COUNT(*) AS n FROM notices n ${where}`, ...args) as { n: number }).n;
      const unread = f.unread ? count
        : (await db.get(`SELECT COUNT(*) AS n FROM notices n WHERE ${VISIBLE} AND NOT ${read}`, userId, userId, userId) as { n: number }).n;
      const rows = (await db.all(`SELECT ${COLS}, CASE WHEN ${read} THEN 1 ELSE 0 END AS isRead FROM notices n ${where}
         ORDER BY isRead, n.published_at DESC, n.id DESC LIMIT ? OFFSET ?`, userId, ...args, page.limit, page.offset) as Raw<ReaderNoticeRow>[]).map(parsed);
      return { rows, count, unread };
    },
    /** One notice the user may read, else undefined (not published, not for them, or gone). */
    async getNotice(id: number, userId: number): Promise<ReaderNoticeRow | undefined> {
      const r = await db.get(`SELECT ${COLS}, CASE WHEN EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.user_id = ?) THEN 1 ELSE 0 END AS isRead
         FROM notices n WHERE n.id = ? AND ${VISIBLE}`, userId, id, userId, userId) as Raw<ReaderNoticeRow> | undefined;
      return r && parsed(r);
    },
    /** Marks a notice the user may read as read; false when they may not (or it does not exist). */
    async markNoticeRead(id: number, userId: number, now: number): Promise<boolean> {
      if (!await db.get(`SELECT 1 FROM notices n WHERE n.id = ? AND ${VISIBLE}`, id, userId, userId)) return false;
      await db.run('INSERT OR IGNORE INTO notice_reads (notice_id, user_id, read_at) VALUES (?, ?, ?)', id, userId, now);
      return true;
    },

    // ---- administrators ----
    async listNoticesAdmin(f: { title?: string; status?: NoticeStatus }, page: Page): Promise<Paged<AdminNoticeRow>> {
      const where = new Where();
      if (f.title) where.add("n.title LIKE ? ESCAPE '\\'", likeContains(f.title));
      if (f.status) where.add('n.status = ?', f.status);
      const count = (await db.get(`SELECT COUNT(*) AS n FROM notices n ${where.sql}`, ...where.args) as { n: number }).n;
      const rows = (await db.all(`SELECT ${COLS} FROM notices n ${where.sql} ORDER BY n.updated_at DESC, n.id DESC LIMIT ? OFFSET ?`, ...where.args, page.limit, page.offset) as Raw<NoticeRow>[]);
      return { rows: await Promise.all(rows.map(adminRow)), count };
    },
    async getNoticeAdmin(id: number): Promise<AdminNoticeRow | undefined> {
      const r = await db.get(`SELECT ${COLS} FROM notices n WHERE n.id = ?`, id) as Raw<NoticeRow> | undefined;
      return r && await adminRow(r);
    },
    async createNotice(n: NoticeInput, by: number, publish: boolean, now: number): Promise<number> {
      return await db.tx(async () => {
        const id = Number(await db.insert(`INSERT INTO notices (title, content, notice_type, publisher, attachments, status, created_by, created_at, updated_at, published_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, n.title, n.content, n.noticeType, n.publisher, JSON.stringify(n.attachments), publish ? 'published' : 'draft', by, now, now,
          publish ? now : null));
        await setTargets(db, id, n);
        return id;
      });
    },
    /** Replaces a notice's text, attachments and targets; false when it does not exist. */
    async updateNotice(id: number, n: NoticeInput, now: number): Promise<boolean> {
      return await db.tx(async () => {
        const ok = (await db.run('UPDATE notices SET title = ?, content = ?, notice_type = ?, publisher = ?, attachments = ?, updated_at = ? WHERE id = ?', n.title, n.content, n.noticeType, n.publisher, JSON.stringify(n.attachments), now, id)).changes > 0;
        if (ok) await setTargets(db, id, n);
        return ok;
      });
    },
    /** Publishes (the publication time is the first one kept) or withdraws; false when it does not exist. */
    async setNoticeStatus(id: number, status: NoticeStatus, now: number): Promise<boolean> {
      return (await db.run('UPDATE notices SET status = ?, updated_at = ?, published_at = CASE WHEN ? = \'published\' THEN COALESCE(published_at, ?) ELSE published_at END WHERE id = ?', status, now, status, now, id)).changes > 0;
    },
    async deleteNotice(id: number): Promise<boolean> {
      return await db.tx(async () => {
        await db.run('DELETE FROM notice_reads WHERE notice_id = ?', id);
        await db.run('DELETE FROM notice_targets WHERE notice_id = ?', id);
        return (await db.run('DELETE FROM notices WHERE id = ?', id)).changes > 0;
      });
    },
  };
}
