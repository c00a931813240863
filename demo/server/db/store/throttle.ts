// Login throttling counters (the lock-outs go to the audit log: http/passwordGuard.ts, audit/auditLog.ts). Counters live in the database so that every server
// instance on it counts the same attempts. Policy (docs/security.md, "Sign-in throttling"):
// - three counters per attempt: the account on this address (`pair`), the address across accounts (`ip`),
//   and the account across addresses (`account`);
// - after `max` failures of a counter it is locked for base * 2^(failures - max), at most `maxDelayMs`;
//   failures are forgotten `windowMs` after the last one (once any lock has ended);
// - the account's lock holds only addresses that failed on this account lately: an address without
//   recent failures there (the real user at their own desk) is still let through to the password check;
// - the attempt is counted BEFORE the password hash runs (`reserveAttempt`, one transaction that locks the
//   counters' rows), so requests sent together cannot all pass the check; a success gives the reservation
//   back (`releaseAttempt`).
import type { SqlDb } from '../sql/types.ts';

export interface ThrottlePolicy { baseDelayMs: number; maxDelayMs: number; windowMs: number }
export interface ThrottleKey { key: string; max: number }
/** The counters of one password check; `pair` and `account` are absent where there is no account (SSO tickets). */
export interface AttemptKeys { ip: ThrottleKey; pair?: ThrottleKey; account?: ThrottleKey }
/** A counter this attempt's count locked (audited if the attempt fails). */
export interface NewLock { key: string; failures: number; lockedUntil: number }
/** `settling`: every counter that holds the attempt was last counted within SETTLE_MS, so the attempts
 *  that locked it may still be checking their passwords (a right one gives its count back). */
export type Reservation =
  | { blockedUntil: number; settling: boolean }
  | { blockedUntil: 0; locks: NewLock[]; pairFailures: number };

/** How long after a counter's last count the attempts behind it may still be in flight (a hash takes well under this). */
export const SETTLE_MS = 1500;

type Row = { failures: number; lastFailureAt: number; lockedUntil: number };

/** The wait after the `failures`-th failure of a counter whose limit is `max` (0: no wait yet). */
export function lockDelay(failures: number, max: number, policy: ThrottlePolicy): number {
  return failures >= max ? Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(30, failures - max)) : 0;
}

export function throttleArea(db: SqlDb) {
  const read = async (key: string) =>
    await db.get('SELECT failures, last_failure_at AS lastFailureAt, locked_until AS lockedUntil FROM login_throttle WHERE key = ?', key) as Row | undefined;
  /** Failures that still count at `now` (0 once the window after the last failure and lock has passed). */
  const live = (r: Row | undefined, now: number, policy: ThrottlePolicy) =>
    !r || now - Math.max(r.lastFailureAt, r.lockedUntil) > policy.windowMs ? 0 : r.failures;
  /** Gives back `n` counted failures; a counter that falls below its limit is unlocked. */
  const giveBack = (k: ThrottleKey, n: number) => db.run(`UPDATE login_throttle SET
      locked_until = CASE WHEN failures - ? < ? THEN 0 ELSE locked_until END,
      failures = CASE WHEN failures > ? THEN failures - ? ELSE 0 END WHERE key = ?`, n, k.max, n, n, k.key);
  return {
    /**
     * Counts one attempt against every counter before the password is checked, or refuses it: returns
     * `blockedUntil` (the latest lock end that holds this attempt) when a counter is locked. One
     * transaction that first takes the counters' rows (an upsert that changes nothing, in a fixed order), so
     * concurrent attempts on any instance are counted one after the other.
     */
    async reserveAttempt(keys: AttemptKeys, policy: ThrottlePolicy, now: number): Promise<Reservation> {
      const all = [keys.pair, keys.ip, keys.account].filter((k): k is ThrottleKey => !!k);
      return await db.tx(async () => {
        for (const k of [...all].sort((a, b) => (a.key < b.key ? -1 : 1))) {
          await db.run(`INSERT INTO login_throttle (key, failures, last_failure_at, locked_until) VALUES (?, 0, 0, 0)
            ON CONFLICT (key) DO UPDATE SET failures = login_throttle.failures`, k.key);
        }
        const rows = new Map<string, Row | undefined>();
        for (const k of all) rows.set(k.key, await read(k.key));
        const pairFailures = keys.pair ? live(rows.get(keys.pair.key), now, policy) : 0;
        let blockedUntil = 0;
        let settling = true;
        for (const k of all) {
          const r = rows.get(k.key);
          if (!r || r.lockedUntil <= now) continue;
          // the account's lock holds only the addresses that failed on this account lately
          if (k === keys.account && keys.pair && pairFailures === 0) continue;
          blockedUntil = Math.max(blockedUntil, r.lockedUntil);
          if (now - r.lastFailureAt >= SETTLE_MS) settling = false;
        }
        if (blockedUntil) return { blockedUntil, settling };
        const locks: NewLock[] = [];
        for (const k of all) {
          const failures = live(rows.get(k.key), now, policy) + 1;
          const delay = lockDelay(failures, k.max, policy);
          const lockedUntil = delay ? now + delay : 0;
          await db.run('UPDATE login_throttle SET failures = ?, last_failure_at = ?, locked_until = ? WHERE key = ?', failures, now, lockedUntil, k.key);
          if (lockedUntil) locks.push({ key: k.key, failures, lockedUntil });
        }
        return { blockedUntil: 0, locks, pairFailures: pairFailures + 1 };
      }, { readCommitted: true });
    },
    /**
     * The security administrator unlocks an account (issue 33 §4): its counters, across addresses and on
     * each address, are forgotten; the addresses' own counters stay. Returns how many counters went.
     */
    async unlockAccount(username: string): Promise<number> {
      const name = 'user:' + username.toLowerCase();
      const r = await db.run('DELETE FROM login_throttle WHERE key = ? OR substr(key, 1, ?) = ?', name, name.length + 1, name + '@');
      return r.changes;
    },
    /**
     * The password was right: the address's failures on this account were the user's own typing, so the
     * pair counter goes and those failures leave the account's count too; the address keeps its other
     * failures (one valid account must not reset the guesses made from the same place) minus this attempt.
     */
    async releaseAttempt(keys: AttemptKeys, pairFailures: number): Promise<void> {
      // the rows in the order reserveAttempt takes them ('ip:…' < 'user:<name>' < 'user:<name>@…'): no deadlock
      await db.tx(async () => {
        await giveBack(keys.ip, 1);
        if (keys.account) await giveBack(keys.account, Math.max(1, pairFailures));
        if (keys.pair) await db.run('DELETE FROM login_throttle WHERE key = ?', keys.pair.key);
      }, { readCommitted: true });
    },
  };
}
