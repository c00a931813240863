// Issue 32 §6: the sender of the WeCom outbox, beside the e-mail one (sender.ts) and built the same way:
// every interval, after an action that queued WeCom messages (a grade I event goes at once), after the
// overdue sweep and when an administrator asks, it claims the due rows and sends each with Node's fetch:
// - a group robot: POST {base}/cgi-bin/webhook/send?key=KEY;
// - an app message: POST {base}/cgi-bin/message/send?access_token=TOKEN, the token from
//   GET {base}/cgi-bin/gettoken, cached in the database for every instance (sealed) until shortly before it
//   expires, and fetched again once when WeCom says it expired or is not valid (42001, 40014).
// What an errcode means for the row is src/core/notify/wecom.ts's wecomOutcome: sent; another attempt after
// the e-mail sender's waits (1 min, 5 min, 30 min, 2 h), failed after MAX_ATTEMPTS; rate limited (45009,
// 45033): the same, and the rest of the run's rows to that robot (or to the app) wait without spending an
// attempt; failed at once with WeCom's reason when retrying cannot help (93000, 81013, 60020, 40001 …).
// A run sends at most 20 messages to one robot (its limit a minute); the rest wait a minute, no attempt spent.
// The row's last_error is `errcode N: errmsg` (the outbox page words the code in the reader's language).
import type { DataStore } from '../db/store.ts';
import type { WecomMessage, WecomSettings } from '../db/store/wecom.ts';
import type { Clock } from '../workflow/clock.ts';
import { wecomOutcome, type WecomFormat } from '../../../src/core/notify/wecom.ts';
import { MAX_ATTEMPTS, nextAttemptAt } from './sender.ts';
import { openSecret, sealSecret, SecretUnreadable } from './secret.ts';
import { outboxRunner } from './outboxRunner.ts';

export { MAX_ATTEMPTS };
const BATCH = 50;
const STALE_MS = 10 * 60_000;
export const WECOM_INTERVAL_MS = 15_000;
/** a token is used until this long before WeCom says it expires */
const TOKEN_MARGIN_MS = 5 * 60_000;
const TIMEOUT_MS = 15_000;
/** WeCom's limit of a group robot: 20 messages a minute; a run sends at most this many to one robot */
export const ROBOT_PER_MINUTE = 20;

/** An answer of WeCom with an errcode other than 0. */
export class WecomError extends Error {
  constructor(readonly errcode: number, readonly errmsg: string) {
    super(`errcode ${errcode}: ${errmsg}`);
  }
}

interface Answer { errcode: number; errmsg: string; access_token?: string; expires_in?: number }

async function call(url: string, body?: unknown): Promise<Answer> {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const a = (await res.json()) as Partial<Answer>;
  return { ...a, errcode: Number(a.errcode ?? -1), errmsg: String(a.errmsg ?? '') };
}

const base = (s: WecomSettings) => s.baseUrl.replace(/\/+$/, '');
const messageBody = (msgtype: WecomFormat, content: string) => ({ msgtype, [msgtype]: { content } });

/** Where a message goes: a robot of the settings (by id) or a user's WeCom user id. */
export type WecomTarget = { kind: 'robot'; robotId: string } | { kind: 'app'; userId: string };

/** Sends through WeCom with the store's settings and token cache; throws WecomError or a network error. */
export function wecomClient(store: DataStore, key: Buffer, clock: Clock) {
  /** The access token of the settings' corp and agent: the cached one, or a new one (`fresh`). */
  const token = async (s: WecomSettings, fresh: boolean): Promise<string> => {
    const now = clock.now();
    const cached = await store.getWecomToken();
    if (!fresh && cached && cached.corpId === s.corpId && cached.agentId === s.agentId && cached.expiresAt > now) {
      try {
        return openSecret(cached.token, key);
      } catch {
        // sealed under another signing key: fetch a new one
      }
    }
    const secret = openSecret(s.secret, key);
    const a = await call(`${base(s)}/cgi-bin/gettoken?corpid=${encodeURIComponent(s.corpId)}&corpsecret=${encodeURIComponent(secret)}`);
    if (a.errcode !== 0 || !a.access_token) throw new WecomError(a.errcode || -1, a.errmsg || 'no access_token');
    const life = Math.max(60_000, Number(a.expires_in ?? 7200) * 1000 - TOKEN_MARGIN_MS);
    await store.putWecomToken({ corpId: s.corpId, agentId: s.agentId!, token: sealSecret(a.access_token, key), expiresAt: now + life });
    return a.access_token;
  };

  const send = async (s: WecomSettings, to: WecomTarget, msgtype: WecomFormat, content: string): Promise<void> => {
    let a: Answer;
    if (to.kind === 'robot') {
      const robot = s.robots.find((r) => r.id === to.robotId);
      if (!robot) throw new WecomError(93000, 'no such robot in the settings');
      a = await call(`${base(s)}/cgi-bin/webhook/send?key=${encodeURIComponent(openSecret(robot.key, key))}`, messageBody(msgtype, content));
    } else {
      if (!s.corpId || !s.agentId || !s.secret) throw new WecomError(40001, 'the WeCom app is not set up');
      const body = { touser: to.userId, agentid: s.agentId, ...messageBody(msgtype, content) };
      a = await call(`${base(s)}/cgi-bin/message/send?access_token=${encodeURIComponent(await token(s, false))}`, body);
      // the token expired or was revoked: a new one, and once more
      if (wecomOutcome(a.errcode) === 'token') a = await call(`${base(s)}/cgi-bin/message/send?access_token=${encodeURIComponent(await token(s, true))}`, body);
    }
    if (a.errcode !== 0) throw new WecomError(a.errcode, a.errmsg);
  };
  return { send, token };
}

export interface WecomRun { sent: number; failed: number }
export interface WecomSender { runNow(): Promise<WecomRun>; stop(): void }

const targetOf = (m: WecomMessage): WecomTarget => (m.targetKind === 'robot' ? { kind: 'robot', robotId: m.target } : { kind: 'app', userId: m.target });
/** the rate limit's scope: each robot, and the app as a whole */
const limitScope = (m: WecomMessage) => (m.targetKind === 'robot' ? 'robot:' + m.target : 'app');

export function startWecomSender(store: DataStore, clock: Clock, key: Buffer, intervalMs = WECOM_INTERVAL_MS): WecomSender {
  const client = wecomClient(store, key, clock);

  const once = async (): Promise<WecomRun> => {
    const s = await store.getWecomSettings();
    if (!s.enabled) return { sent: 0, failed: 0 };
    const rows = await store.claimWecom(clock.now(), BATCH, STALE_MS);
    const run: WecomRun = { sent: 0, failed: 0 };
    /** scopes WeCom rate-limited in this run, with when to try again */
    const limited = new Map<string, { at: number; why: string }>();
    /** messages sent to each robot in this run: a robot takes ROBOT_PER_MINUTE a minute */
    const perRobot = new Map<string, number>();
    for (const m of rows) {
      const scope = limitScope(m);
      const wait = limited.get(scope);
      if (wait) {
        await store.deferWecomRow(m.id, wait.why, wait.at);
        continue;
      }
      if (m.targetKind === 'robot' && (perRobot.get(scope) ?? 0) >= ROBOT_PER_MINUTE) {
        // the rest wait a minute rather than be refused (45009); no attempt spent
        limited.set(scope, { at: clock.now() + 60_000, why: '' });
        await store.deferWecomRow(m.id, '', clock.now() + 60_000);
        continue;
      }
      try {
        await client.send(s, targetOf(m), m.msgtype, m.content);
        await store.markWecomSent(m.id, clock.now());
        if (m.targetKind === 'robot') perRobot.set(scope, (perRobot.get(scope) ?? 0) + 1);
        run.sent++;
      } catch (e) {
        const now = clock.now();
        if (e instanceof SecretUnreadable) {
          // the administrator must enter the secret again: the row waits, no attempt spent
          await store.deferWecomRow(m.id, 'the saved WeCom secret cannot be read with this server\'s HOS_SIGN_KEY', now + 60_000);
          continue;
        }
        const why = e instanceof Error ? e.message : String(e);
        const outcome = e instanceof WecomError ? wecomOutcome(e.errcode) : 'retry';
        const next = outcome === 'fail' ? null : nextAttemptAt(now, m.attempts + 1);
        await store.markWecomFailed(m.id, why, next);
        if (outcome === 'later' && next !== null) limited.set(limitScope(m), { at: next, why });
        run.failed++;
      }
    }
    return run;
  };
  return outboxRunner('WeCom sender', once, intervalMs);
}
