// Issue 32 §6: the WeCom (企业微信) outbox, settings, access-token cache and the users' WeCom choices. A row
// is written in the transaction of the action that caused it, like an e-mail (store/mail.ts); the sender
// (notify/wecomSender.ts) claims due rows with the same conditional UPDATE, so two instances never send one
// row twice, and records the outcome.
import type { SqlDb } from '../sql/types.ts';
import type { Page, Paged } from './types.ts';
import { selectPage, Where } from './sql.ts';
import { WECOM_DEFAULT_BASE, type WecomFormat, type WecomLang, type WecomRobot } from '../../../../src/core/notify/wecom.ts';
import type { OutboxStatus } from './mail.ts';
import { hospitalTimeZone } from '../../../../src/core/settings/timeZone.ts';

/** A robot as stored: its webhook key sealed (notify/secret.ts). */
export interface StoredRobot extends WecomRobot { key: string }

/** WeCom settings (meta key `wecom`); off by default. The secret and the robots' keys are sealed and never leave the server. */
export interface WecomSettings {
  enabled: boolean;
  /** WeCom's API address (a hospital may go through a proxy); default https://qyapi.weixin.qq.com */
  baseUrl: string;
  format: WecomFormat;
  /** the app's address as users open it; '' = the e-mail settings' */
  appUrl: string;
  /** the app (自建应用) that sends to users: corp id, agent id, secret (sealed); empty: no app messages */
  corpId: string;
  agentId: number | null;
  secret: string;
  robots: StoredRobot[];
}
export const WECOM_DEFAULTS: WecomSettings = {
  enabled: false, baseUrl: WECOM_DEFAULT_BASE, format: 'markdown', appUrl: '', corpId: '', agentId: null, secret: '', robots: [],
};

export type WecomTargetKind = 'app' | 'robot';
export interface NewWecomRow {
  userId: number | null; kind: string; targetKind: WecomTargetKind; target: string; msgtype: WecomFormat; content: string; lang: WecomLang;
  relatedId: number | null; link: string; now: number;
}
export interface WecomRow {
  id: number; userId: number | null; userName: string; kind: string; targetKind: WecomTargetKind; target: string; msgtype: WecomFormat; content: string;
  lang: WecomLang; status: OutboxStatus; attempts: number; nextAt: number; lastError: string; createdAt: number; sentAt: number | null;
  relatedId: number | null; link: string;
}
/** What the sender needs of a claimed row. */
export interface WecomMessage { id: number; targetKind: WecomTargetKind; target: string; msgtype: WecomFormat; content: string; attempts: number }
/** A user's WeCom account and whether reminders go there, with what decides their language and kinds. */
export interface WecomRecipient { wecomUserId: string; on: boolean; mailLang: string; signInLang: string; kinds: string }
/** The cached access token of one corp and agent (shared by every instance), sealed. */
export interface WecomToken { corpId: string; agentId: number; token: string; expiresAt: number }

const ROW_COLS = `o.id, o.user_id AS userId, COALESCE(u.name, '') AS userName, o.kind, o.target_kind AS targetKind, o.target, o.msgtype, o.content,
  o.lang, o.status, o.attempts, o.next_at AS nextAt, o.last_error AS lastError, o.created_at AS createdAt, o.sent_at AS sentAt,
  o.related_id AS relatedId, o.link`;

function parseSettings(value: string | undefined): WecomSettings {
  if (!value) return { ...WECOM_DEFAULTS, robots: [] };
  try {
    const s = { ...WECOM_DEFAULTS, ...(JSON.parse(value) as Partial<WecomSettings>) };
    return { ...s, robots: Array.isArray(s.robots) ? s.robots : [] };
  } catch {
    return { ...WECOM_DEFAULTS, robots: [] };
  }
}

/** The system's name and the hospital's time zone (系统设置, classify 1), as messages leaving the hospital write them. */
export interface HospitalSettings { name: string; nameEn: string; timeZone: string }

function parseHospital(content: string | undefined): HospitalSettings {
  let c: Record<string, unknown> = {};
  try {
    c = content ? JSON.parse(content) as Record<string, unknown> : {};
  } catch {
    // unreadable: the defaults
  }
  return { name: typeof c.name === 'string' ? c.name : '', nameEn: typeof c.nameEn === 'string' ? c.nameEn : '', timeZone: hospitalTimeZone(c) };
}

/**
 * The e-mail and the WeCom settings' stored texts and the hospital's name and time zone in one read (an action
 * asks them all, notify/index.ts): messages write their times in the hospital's zone (issue 35 §4).
 */
export async function readChannelSettings(db: SqlDb): Promise<{ mail?: string; wecom: WecomSettings; hospital: HospitalSettings }> {
  const rows = await db.all<{ key: string; value: string }>(
    "SELECT key, value FROM meta WHERE key IN ('mail', 'wecom') UNION ALL SELECT 'hospital' AS key, content AS value FROM settings WHERE classify = 1");
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return { mail: value('mail'), wecom: parseSettings(value('wecom')), hospital: parseHospital(value('hospital')) };
}

export async function readWecomSettings(db: SqlDb): Promise<WecomSettings> {
  return parseSettings((await db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'wecom'"))?.value);
}

/** The recipient's WeCom account, language and kinds; undefined for a disabled or deleted user. */
export async function wecomRecipient(db: SqlDb, userId: number): Promise<WecomRecipient | undefined> {
  const r = await db.get<{ wecomUserId: string; wecomOn: number; mailLang: string; lang: string; kinds: string }>(
    `SELECT wecom_user_id AS wecomUserId, wecom_on AS wecomOn, mail_lang AS mailLang, lang, mail_kinds AS kinds
    FROM users WHERE id = ? AND status = 1 AND deleted_at IS NULL`, userId);
  return r && { wecomUserId: r.wecomUserId, on: Number(r.wecomOn) === 1, mailLang: r.mailLang, signInLang: r.lang, kinds: r.kinds };
}

/** Queues one WeCom message (joins the caller's transaction). */
export async function insertWecomRow(db: SqlDb, m: NewWecomRow): Promise<number> {
  return db.insert(`INSERT INTO wecom_outbox (user_id, kind, target_kind, target, msgtype, content, lang, related_id, link, status, attempts, next_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
  m.userId, m.kind, m.targetKind, m.target, m.msgtype, m.content, m.lang, m.relatedId, m.link, m.now, m.now);
}

export function wecomArea(db: SqlDb) {
  return {
    getWecomSettings(): Promise<WecomSettings> {
      return readWecomSettings(db);
    },
    async putWecomSettings(s: WecomSettings): Promise<void> {
      await db.run("INSERT INTO meta (key, value) VALUES ('wecom', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", JSON.stringify(s));
    },
    /** The cached access token, when it is this corp's and agent's. */
    async getWecomToken(): Promise<WecomToken | undefined> {
      const r = await db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'wecom-token'");
      try {
        return r ? (JSON.parse(r.value) as WecomToken) : undefined;
      } catch {
        return undefined;
      }
    },
    async putWecomToken(t: WecomToken | null): Promise<void> {
      if (!t) await db.run("DELETE FROM meta WHERE key = 'wecom-token'");
      else await db.run("INSERT INTO meta (key, value) VALUES ('wecom-token', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", JSON.stringify(t));
    },
    getWecomPrefs(userId: number): Promise<WecomRecipient | undefined> {
      return wecomRecipient(db, userId);
    },
    async setWecomPrefs(userId: number, p: { wecomUserId: string; on: boolean }, now: number): Promise<void> {
      await db.run('UPDATE users SET wecom_user_id = ?, wecom_on = ?, updated_at = ? WHERE id = ?', p.wecomUserId, p.on ? 1 : 0, now, userId);
    },
    listWecomOutbox(f: { status?: OutboxStatus }, page: Page): Promise<Paged<WecomRow>> {
      const where = new Where();
      if (f.status === 'pending') where.in('o.status', ['pending', 'sending']);
      else if (f.status) where.add('o.status = ?', f.status);
      return selectPage<WecomRow>(db, {
        select: ROW_COLS, from: 'wecom_outbox o LEFT JOIN users u ON u.id = o.user_id', countFrom: 'wecom_outbox o', where, orderBy: 'o.id DESC',
      }, page);
    },
    async wecomOutboxCounts(): Promise<Record<string, number>> {
      const rows = await db.all<{ status: string; n: number }>('SELECT status, COUNT(*) AS n FROM wecom_outbox GROUP BY status');
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    },
    /** An administrator's retry: a failed (or waiting) row is due now, with its attempts counted afresh. */
    async retryWecomRow(id: number, now: number): Promise<boolean> {
      const r = await db.run("UPDATE wecom_outbox SET status = 'pending', attempts = 0, next_at = ?, last_error = '' WHERE id = ? AND status IN ('pending', 'failed')", now, id);
      return r.changes > 0;
    },
    /** Claims up to `limit` due rows, each by one conditional UPDATE (as claimOutbox of store/mail.ts). */
    async claimWecom(now: number, limit: number, staleMs: number): Promise<WecomMessage[]> {
      await db.run("UPDATE wecom_outbox SET status = 'pending' WHERE status = 'sending' AND claimed_at < ?", now - staleMs);
      const due = await db.all<{ id: number }>("SELECT id FROM wecom_outbox WHERE status = 'pending' AND next_at <= ? ORDER BY next_at, id LIMIT ?", now, limit);
      const out: WecomMessage[] = [];
      for (const { id } of due) {
        const r = await db.run("UPDATE wecom_outbox SET status = 'sending', claimed_at = ? WHERE id = ? AND status = 'pending'", now, id);
        if (!r.changes) continue;
        const m = await db.get<WecomMessage>('SELECT id, target_kind AS targetKind, target, msgtype, content, attempts FROM wecom_outbox WHERE id = ?', id);
        if (m) out.push({ ...m, attempts: Number(m.attempts) });
      }
      return out;
    },
    async markWecomSent(id: number, now: number): Promise<void> {
      await db.run("UPDATE wecom_outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = '' WHERE id = ?", now, id);
    },
    /** A failed attempt: due again at `nextAt`, or failed for good when `nextAt` is null. */
    async markWecomFailed(id: number, error: string, nextAt: number | null): Promise<void> {
      await db.run('UPDATE wecom_outbox SET status = ?, attempts = attempts + 1, last_error = ?, next_at = COALESCE(?, next_at) WHERE id = ?',
        nextAt === null ? 'failed' : 'pending', error.slice(0, 500), nextAt, id);
    },
    /** A row not tried (its target is rate limited in this run): due again at `nextAt`, no attempt spent. */
    async deferWecomRow(id: number, reason: string, nextAt: number): Promise<void> {
      await db.run("UPDATE wecom_outbox SET status = 'pending', last_error = ?, next_at = ? WHERE id = ?", reason.slice(0, 500), nextAt, id);
    },
  };
}
