// A user's messages (approval results, copies). Notices live in notices.ts.
import type { SqlDb } from '../sql/types.ts';
import type { MessageRow, Page, Paged } from './types.ts';
import { selectPage, Where } from './sql.ts';

const MESSAGE_COLS = `id, user_id AS userId, title, log_content AS logContent, related_type AS relatedType, process,
  related_id AS relatedId, operate_status AS operateStatus, created_at AS createdAt, link, kind, params`;

export interface NewMessage {
  userId: number; title: string; logContent: string; relatedType: string; process: number; relatedId: number | null;
  operateStatus: number; createdAt: number;
  /** the app route the message opens (records of the workflow) */
  link?: string;
  /**
   * Issue 23 §1: what the message says, as a kind and its parameters (src/core/messages/render.ts words
   * it when read); title and logContent stay '' then. Without a kind the stored title and text are shown.
   */
  kind?: string;
  params?: object;
}

/** Stores a message; other areas call it inside their own transactions. */
export async function insertMessage(db: SqlDb, m: NewMessage): Promise<number> {
  return Number(await db.insert(`INSERT INTO messages (user_id, title, log_content, related_type, process, related_id, operate_status, created_at, link, kind, params)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, m.userId, m.title, m.logContent, m.relatedType, m.process, m.relatedId, m.operateStatus, m.createdAt, m.link ?? '',
  m.kind ?? '', m.params ? JSON.stringify(m.params) : ''));
}

export function messagesArea(db: SqlDb) {
  return {
    insertMessage(m: NewMessage): Promise<number> {
      return insertMessage(db, m);
    },
    listMessages(userId: number, f: { operateStatus?: number }, page: Page): Promise<Paged<MessageRow>> {
      const where = new Where().add('user_id = ?', userId);
      if (f.operateStatus !== undefined) where.add('operate_status = ?', f.operateStatus);
      return selectPage<MessageRow>(db, { select: MESSAGE_COLS, from: 'messages', where, orderBy: 'created_at DESC, id DESC' }, page);
    },
    /** Marks one of the user's own messages read; false when it is not theirs or does not exist. */
    async markMessageRead(id: number, userId: number, now: number): Promise<boolean> {
      const r = await db.run('UPDATE messages SET operate_status = 1, read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?', now, id, userId);
      return r.changes > 0;
    },
  };
}
