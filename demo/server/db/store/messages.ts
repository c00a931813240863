// A user's messages (approval results, copies) and the notices everyone reads.
import type { Db } from '../connection.ts';
import type { MessageRow, Page, Paged } from './types.ts';
import { selectPage, Where } from './sql.ts';

const MESSAGE_COLS = `id, user_id AS userId, title, log_content AS logContent, related_type AS relatedType, process,
  related_id AS relatedId, operate_status AS operateStatus, created_at AS createdAt, link`;

export interface NewMessage {
  userId: number; title: string; logContent: string; relatedType: string; process: number; relatedId: number | null;
  operateStatus: number; createdAt: number;
  /** the app route the message opens (records of the workflow) */
  link?: string;
}
export interface NoticeRow { id: number; title: string; content: string; noticeType: string; publisher: string; createdAt: number; isRead: number }

/** Stores a message; other areas call it inside their own transactions. */
export function insertMessage(db: Db, m: NewMessage): number {
  return Number(db.prepare(
    `INSERT INTO messages (user_id, title, log_content, related_type, process, related_id, operate_status, created_at, link)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(m.userId, m.title, m.logContent, m.relatedType, m.process, m.relatedId, m.operateStatus, m.createdAt, m.link ?? '').lastInsertRowid);
}

const NOTICE_SELECT = `SELECT n.id, n.title, n.content, n.notice_type AS noticeType, n.publisher, n.created_at AS createdAt,
  CASE WHEN r.user_id IS NULL THEN 0 ELSE 1 END AS isRead
  FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.user_id = ?`;

export function messagesArea(db: Db) {
  return {
    insertMessage(m: NewMessage): number {
      return insertMessage(db, m);
    },
    listMessages(userId: number, f: { operateStatus?: number }, page: Page): Paged<MessageRow> {
      const where = new Where().add('user_id = ?', userId);
      if (f.operateStatus !== undefined) where.add('operate_status = ?', f.operateStatus);
      return selectPage<MessageRow>(db, { select: MESSAGE_COLS, from: 'messages', where, orderBy: 'created_at DESC, id DESC' }, page);
    },
    /** Marks one of the user's own messages read; false when it is not theirs or does not exist. */
    markMessageRead(id: number, userId: number, now: number): boolean {
      const r = db.prepare('UPDATE messages SET operate_status = 1, read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?').run(now, id, userId);
      return r.changes > 0;
    },

    // ---- notices ----
    insertNotice(n: { title: string; content: string; noticeType: string; publisher: string; createdAt: number }): number {
      return Number(db.prepare('INSERT INTO notices (title, content, notice_type, publisher, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(n.title, n.content, n.noticeType, n.publisher, n.createdAt).lastInsertRowid);
    },
    listNotices(userId: number, page: Page): Paged<NoticeRow> {
      const count = (db.prepare('SELECT COUNT(*) AS n FROM notices').get() as { n: number }).n;
      const rows = db.prepare(`${NOTICE_SELECT} ORDER BY n.created_at DESC, n.id DESC LIMIT ? OFFSET ?`)
        .all(userId, page.limit, page.offset) as NoticeRow[];
      return { rows, count };
    },
    getNotice(id: number, userId: number): NoticeRow | undefined {
      return db.prepare(`${NOTICE_SELECT} WHERE n.id = ?`).get(userId, id) as NoticeRow | undefined;
    },
    markNoticeRead(id: number, userId: number, now: number): boolean {
      if (!db.prepare('SELECT 1 FROM notices WHERE id = ?').get(id)) return false;
      db.prepare('INSERT OR IGNORE INTO notice_reads (notice_id, user_id, read_at) VALUES (?, ?, ?)').run(id, userId, now);
      return true;
    },
  };
}
