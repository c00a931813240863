// Issue 26 §4: the e-mail outbox and the users' e-mail preferences. A reminder is a row written in the
// transaction of the action that caused it (so an action never waits on, or fails because of, a mail
// server); the sender (notify/sender.ts) claims due rows, sends them and records the outcome.
import type { SqlDb } from '../sql/types.ts';
import type { Page, Paged } from './types.ts';
import { selectPage, Where } from './sql.ts';

export const MAIL_KINDS = ['todo', 'overdue', 'returned', 'report'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface NewOutboxRow {
  userId: number; kind: MailKind; to: string; subject: string; text: string; html: string; relatedId: number | null; link: string; now: number;
}
export interface OutboxRow {
  id: number; userId: number; userName: string; kind: MailKind; toAddr: string; subject: string; status: OutboxStatus; attempts: number;
  nextAt: number; lastError: string; createdAt: number; sentAt: number | null; relatedId: number | null; link: string;
}
/** What the sender needs of a claimed row. */
export interface OutboxMail { id: number; toAddr: string; subject: string; text: string; html: string; attempts: number }
/** A recipient's e-mail address, e-mail language ('' = as signed in), sign-in language and chosen kinds. */
export interface MailRecipient { email: string; mailLang: string; signInLang: string; kinds: MailKind[] }

const ROW_COLS = `o.id, o.user_id AS userId, COALESCE(u.name, '') AS userName, o.kind, o.to_addr AS toAddr, o.subject, o.status, o.attempts,
  o.next_at AS nextAt, o.last_error AS lastError, o.created_at AS createdAt, o.sent_at AS sentAt, o.related_id AS relatedId, o.link`;

export function parseKinds(s: string | null | undefined): MailKind[] {
  return (s ?? '').split(',').filter((k): k is MailKind => (MAIL_KINDS as readonly string[]).includes(k));
}

/** SMTP settings (meta key `mail`); off by default. The password never leaves the server. */
export interface MailSettings {
  enabled: boolean; host: string; port: number;
  /** 'none': plain SMTP; 'starttls': upgrade required; 'tls': TLS from the start (usually port 465) */
  tls: 'none' | 'starttls' | 'tls';
  from: string; user: string; password: string;
  /** the app's address as users open it (https://hos.example.org); links in e-mails start with it */
  appUrl: string;
}
export const MAIL_DEFAULTS: MailSettings = { enabled: false, host: '', port: 587, tls: 'starttls', from: '', user: '', password: '', appUrl: '' };

export async function readMailSettings(db: SqlDb): Promise<MailSettings> {
  const r = await db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'mail'");
  return parseMailSettings(r?.value);
}

/** The settings from their stored text (meta `mail`); the defaults when none or unreadable. */
export function parseMailSettings(value: string | undefined): MailSettings {
  if (!value) return { ...MAIL_DEFAULTS };
  try {
    return { ...MAIL_DEFAULTS, ...(JSON.parse(value) as Partial<MailSettings>) };
  } catch {
    return { ...MAIL_DEFAULTS };
  }
}

/** The recipient's address, language and kinds; undefined for a disabled or deleted user. */
export async function mailRecipient(db: SqlDb, userId: number): Promise<MailRecipient | undefined> {
  const r = await db.get<{ email: string; lang: string; mailLang: string; kinds: string }>(
    'SELECT email, lang, mail_lang AS mailLang, mail_kinds AS kinds FROM users WHERE id = ? AND status = 1 AND deleted_at IS NULL', userId);
  return r && { email: r.email, mailLang: r.mailLang, signInLang: r.lang, kinds: parseKinds(r.kinds) };
}

/** Queues one e-mail (joins the caller's transaction). */
export async function insertOutbox(db: SqlDb, m: NewOutboxRow): Promise<number> {
  return db.insert(`INSERT INTO mail_outbox (user_id, kind, to_addr, subject, text_body, html_body, related_id, link, status, attempts, next_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`, m.userId, m.kind, m.to, m.subject, m.text, m.html, m.relatedId, m.link, m.now, m.now);
}

export function mailArea(db: SqlDb) {
  return {
    getMailSettings(): Promise<MailSettings> {
      return readMailSettings(db);
    },
    async putMailSettings(s: MailSettings): Promise<void> {
      await db.run("INSERT INTO meta (key, value) VALUES ('mail', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", JSON.stringify(s));
    },
    async getMailPrefs(userId: number): Promise<MailRecipient | undefined> {
      return mailRecipient(db, userId);
    },
    /** The user's e-mail address (when given), e-mail language ('' = as signed in) and kinds. */
    async setMailPrefs(userId: number, p: { email?: string; mailLang: string; kinds: MailKind[] }, now: number): Promise<void> {
      await db.run(`UPDATE users SET mail_kinds = ?, email = COALESCE(?, email), mail_lang = ?, updated_at = ? WHERE id = ?`,
        p.kinds.join(','), p.email ?? null, p.mailLang, now, userId);
    },
    /** The client's language at sign-in: the user's e-mails are worded in it unless they chose one. */
    async setUserLang(userId: number, lang: string): Promise<void> {
      await db.run('UPDATE users SET lang = ? WHERE id = ? AND lang <> ?', lang, userId, lang);
    },
    listOutbox(f: { status?: OutboxStatus | 'pending' }, page: Page): Promise<Paged<OutboxRow>> {
      const where = new Where();
      // a row being sent is still pending to the administrator
      if (f.status === 'pending') where.in('o.status', ['pending', 'sending']);
      else if (f.status) where.add('o.status = ?', f.status);
      return selectPage<OutboxRow>(db, {
        select: ROW_COLS, from: 'mail_outbox o LEFT JOIN users u ON u.id = o.user_id', countFrom: 'mail_outbox o', where, orderBy: 'o.id DESC',
      }, page);
    },
    async outboxCounts(): Promise<Record<string, number>> {
      const rows = await db.all<{ status: string; n: number }>('SELECT status, COUNT(*) AS n FROM mail_outbox GROUP BY status');
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    },
    /** An administrator's retry: a failed (or waiting) row is due now, with its attempts counted afresh. */
    async retryOutbox(id: number, now: number): Promise<boolean> {
      const r = await db.run("UPDATE mail_outbox SET status = 'pending', attempts = 0, next_at = ?, last_error = '' WHERE id = ? AND status IN ('pending', 'failed')", now, id);
      return r.changes > 0;
    },
    /**
     * Claims up to `limit` due rows for this sender: each row is taken by one conditional UPDATE, so two
     * instances never send the same row. A row left `sending` by a sender that died is due again after `staleMs`.
     */
    async claimOutbox(now: number, limit: number, staleMs: number): Promise<OutboxMail[]> {
      await db.run("UPDATE mail_outbox SET status = 'pending' WHERE status = 'sending' AND claimed_at < ?", now - staleMs);
      const due = await db.all<{ id: number }>("SELECT id FROM mail_outbox WHERE status = 'pending' AND next_at <= ? ORDER BY next_at, id LIMIT ?", now, limit);
      const out: OutboxMail[] = [];
      for (const { id } of due) {
        const r = await db.run("UPDATE mail_outbox SET status = 'sending', claimed_at = ? WHERE id = ? AND status = 'pending'", now, id);
        if (!r.changes) continue;
        const m = await db.get<OutboxMail>('SELECT id, to_addr AS toAddr, subject, text_body AS text, html_body AS html, attempts FROM mail_outbox WHERE id = ?', id);
        if (m) out.push({ ...m, attempts: Number(m.attempts) });
      }
      return out;
    },
    async markOutboxSent(id: number, now: number): Promise<void> {
      await db.run("UPDATE mail_outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = '' WHERE id = ?", now, id);
    },
    /** A failed attempt: due again at `nextAt`, or failed for good when `nextAt` is null. */
    async markOutboxFailed(id: number, error: string, nextAt: number | null): Promise<void> {
      await db.run(`UPDATE mail_outbox SET status = ?, attempts = attempts + 1, last_error = ?, next_at = COALESCE(?, next_at) WHERE id = ?`,
        nextAt === null ? 'failed' : 'pending', error.slice(0, 500), nextAt, id);
    },
  };
}
