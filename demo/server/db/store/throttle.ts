// Login throttling counters and the audit log. Counters live in the database so that every server
// instance on it counts the same failures. Policy (docs/security.md): after `max` failures of one key (an
// account, a client address) each further failure locks the key for base * 2^(failures - max), at most
// `maxDelayMs`; failures are forgotten `windowMs` after the last one (once any lock has ended).
import type { SqlDb } from '../sql/types.ts';

export interface ThrottlePolicy { baseDelayMs: number; maxDelayMs: number; windowMs: number }
export interface ThrottleKey { key: string; max: number }
export interface AuditRow { id: number; at: number; event: string; username: string; ip: string; detail: Record<string, unknown> }

type Row = { failures: number; lastFailureAt: number; lockedUntil: number };

export function throttleArea(db: SqlDb) {
  const read = async (key: string) =>
    await db.get('SELECT failures, last_failure_at AS lastFailureAt, locked_until AS lockedUntil FROM login_throttle WHERE key = ?', key) as Row | undefined;
  return {
    /** The latest lock end among the keys that is still ahead of `now`; 0 when none is locked. */
    async loginLockedUntil(keys: string[], now: number): Promise<number> {
      let until = 0;
      for (const k of keys) {
        const r = await read(k);
        if (r && r.lockedUntil > now) until = Math.max(until, r.lockedUntil);
      }
      return until;
    },
    /** Counts a failed login against every key; a key reaching its limit is locked and the lockout audited.
     *  Returns the latest lock end (0: not locked). One immediate transaction: instances do not lose counts. */
    async recordLoginFailure(keys: ThrottleKey[], policy: ThrottlePolicy, now: number, who: { username: string; ip: string }): Promise<number> {
      return await db.tx(async () => {
        let until = 0;
        for (const { key, max } of keys) {
          const r = await read(key);
          const stale = !r || (now - Math.max(r.lastFailureAt, r.lockedUntil) > policy.windowMs);
          const failures = (stale ? 0 : r.failures) + 1;
          const locked = failures >= max ? now + Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(30, failures - max)) : 0;
          await db.run(`INSERT INTO login_throttle (key, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until`, key, failures, now, locked);
          if (locked) {
            until = Math.max(until, locked);
            await db.run('INSERT INTO audit_log (at, event, username, ip, detail) VALUES (?, ?, ?, ?, ?)', now, 'login.lockout', who.username, who.ip, JSON.stringify({ key, failures, lockedUntil: locked }));
          }
        }
        return until;
      });
    },
    /** A successful login clears the account's counter (not the address's: one valid account must not
     *  reset the count of guesses made from the same place). */
    async clearLoginFailures(key: string): Promise<void> {
      await db.run('DELETE FROM login_throttle WHERE key = ?', key);
    },
    /** The newest audit entries first. */
    async listAudit(limit = 100): Promise<AuditRow[]> {
      return (await db.all('SELECT id, at, event, username, ip, detail FROM audit_log ORDER BY id DESC LIMIT ?', limit) as (Omit<AuditRow, 'detail'> & { detail: string })[])
        .map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> }));
    },
  };
}
