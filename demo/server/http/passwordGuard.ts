// The one limiter in front of every password (and SSO ticket) check: sign-in, the old password of a
// password change, the forced first change, SSO tickets. The attempt is counted in the database before the
// check runs and given back when it succeeds (db/store/throttle.ts, docs/security.md "Sign-in throttling").
import type { IncomingMessage } from 'node:http';
import type { AppContext } from './router.ts';
import { clientIp } from './clientIp.ts';
import { secError, waitText } from './texts.ts';
import { langOf } from '../workflow/lang.ts';
import type { ApiError } from './envelope.ts';
import { SETTLE_MS, type AttemptKeys } from '../db/store/throttle.ts';
import { formatTime } from '../util.ts';

/** How often an attempt held by a lock that is still settling looks again. */
const SETTLE_POLL_MS = 40;
/** The longest an attempt waits for the attempts in flight before it on its counters (this instance's). */
const IN_FLIGHT_WAIT_MS = 10_000;

/**
 * Attempts of this instance reserved and still checking, per counter key (per store: tests run several
 * servers in one process). SETTLE_MS bounds the wait for attempts of other instances; the ones of this
 * instance are known, so a refusal waits for them whatever their hashing takes on a busy machine (20
 * right sign-ins sent together on a loaded 2-core machine took longer than SETTLE_MS, and 5 were refused).
 */
const inFlightByStore = new WeakMap<object, Map<string, number>>();
function inFlight(store: object): Map<string, number> {
  let m = inFlightByStore.get(store);
  if (!m) inFlightByStore.set(store, (m = new Map()));
  return m;
}

/** 429 with when to try again: the time, a rough wait, and `retryAfter` seconds (data and header). */
export function throttled(req: IncomingMessage, until: number, now: number): ApiError {
  const lang = langOf(req);
  const retryAfter = Math.max(1, Math.ceil((until - now) / 1000));
  return secError(req, 429, 'login.throttled', { time: formatTime(until).slice(11), wait: waitText(lang, until - now) }, {
    data: { retryAfter }, headers: { 'Retry-After': String(retryAfter) },
  });
}

/**
 * Runs `check` (true: the secret was right) under the limiter. `username` undefined: no account (an SSO
 * ticket), only the address counts. Throws the 429 when a counter holds this attempt, and when this
 * failure locked one (the answer then already says when to try again); returns the check's result.
 */
export async function guardedCheck(app: AppContext, req: IncomingMessage, username: string | undefined, check: () => Promise<boolean>): Promise<boolean> {
  const cfg = app.cfg;
  const ip = clientIp(req, cfg.trustProxy);
  const name = username?.toLowerCase();
  const keys: AttemptKeys = {
    ip: { key: 'ip:' + ip, max: cfg.loginIpMaxFailures },
    ...(name !== undefined ? {
      pair: { key: `user:${name}@${ip}`, max: cfg.loginMaxFailures },
      account: { key: 'user:' + name, max: cfg.loginAccountMaxFailures },
    } : {}),
  };
  const policy = { baseDelayMs: cfg.loginBaseDelayMs, maxDelayMs: cfg.loginMaxDelayMs, windowMs: cfg.loginWindowMs };
  const start = Date.now();
  let now = start;
  const flying = inFlight(app.store);
  const keyList = [keys.ip, keys.pair, keys.account].flatMap((k) => (k ? [k.key] : []));
  const othersChecking = () => keyList.some((k) => (flying.get(k) ?? 0) > 0);
  let r = await app.store.reserveAttempt(keys, policy, now);
  // a lock its own attempts set a moment ago may be lifted by them (several right sign-ins sent together:
  // the first ones hold the count while they hash); wait for them to settle before refusing
  while (!('locks' in r) && ((r.settling && now - start < SETTLE_MS) || (othersChecking() && now - start < IN_FLIGHT_WAIT_MS))) {
    await new Promise((res) => setTimeout(res, SETTLE_POLL_MS));
    now = Date.now();
    r = await app.store.reserveAttempt(keys, policy, now);
  }
  if (!('locks' in r)) {
    app.audit.log({ event: 'login.failed', outcome: 'refused', username: name, ip, at: now, detail: { reason: 'throttled', blockedUntil: r.blockedUntil } });
    throw throttled(req, r.blockedUntil, now);
  }
  let ok = false;
  for (const k of keyList) flying.set(k, (flying.get(k) ?? 0) + 1);
  try {
    ok = await check();
    if (ok) await app.store.releaseAttempt(keys, r.pairFailures);
  } finally {
    for (const k of keyList) {
      const n = (flying.get(k) ?? 1) - 1;
      if (n > 0) flying.set(k, n);
      else flying.delete(k);
    }
  }
  if (ok) return true;
  // the failed attempt, then each lock it set (issue 33 §5: through the audit log's writer, not awaited)
  app.audit.log({ event: 'login.failed', outcome: 'failed', username: name, ip, at: now, detail: { reason: username === undefined ? 'ticket' : 'password' } });
  for (const l of r.locks) app.audit.log({ event: 'login.lockout', outcome: 'refused', username: (username ?? '').slice(0, 64), ip, at: now, detail: { ...l } });
  const until = r.locks.reduce((m, l) => Math.max(m, l.lockedUntil), 0);
  if (until) throw throttled(req, until, now);
  return false;
}
