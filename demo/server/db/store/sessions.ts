// Login sessions (refresh-token rotation, revocation) and single sign-on tickets.
import type { SqlDb } from '../sql/types.ts';
import type { SessionRow } from './types.ts';

async function insertSession(db: SqlDb, s: Omit<SessionRow, 'revokedAt'>): Promise<void> {
  await db.run('INSERT INTO sessions (token_hash, user_id, active_role, created_at, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)', s.tokenHash, s.userId, s.activeRole, s.createdAt, s.issuedAt, s.expiresAt);
}

/** How long the session that changed its own password stays usable: long enough for the client's
 *  logout right after, never refreshable (it was issued before the change). */
export const OWN_SESSION_GRACE_MS = 60 * 1000;

/**
 * Ends what authenticates a user after a credential change (password, disabled, deleted): every live
 * session and every unused single sign-on ticket. `keep` (the caller changing their own password) is not
 * revoked but cut to expire within OWN_SESSION_GRACE_MS.
 */
export async function revokeCredentials(db: SqlDb, userId: number, now: number, keep = ''): Promise<void> {
  await db.run('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash <> ?', now, userId, keep);
  const until = now + OWN_SESSION_GRACE_MS;
  if (keep) await db.run('UPDATE sessions SET expires_at = CASE WHEN expires_at < ? THEN expires_at ELSE ? END WHERE token_hash = ? AND user_id = ?', until, until, keep, userId);
  await db.run('UPDATE sso_tickets SET used_at = ? WHERE user_id = ? AND used_at IS NULL', now, userId);
}

export function sessionsArea(db: SqlDb) {
  return {
    async insertSession(s: Omit<SessionRow, 'revokedAt'>): Promise<void> {
      await insertSession(db, s);
    },
    async revokeSession(tokenHash: string, now: number): Promise<void> {
      await db.run('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', now, tokenHash);
    },
    /** Revokes the old session and stores its successor, atomically. False when the old one was already revoked. */
    async rotateSession(oldHash: string, next: Omit<SessionRow, 'revokedAt'>): Promise<boolean> {
      return await db.tx(async () => {
        const ok = (await db.run('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', next.issuedAt, oldHash)).changes > 0;
        if (ok) await insertSession(db, next);
        return ok;
      });
    },
    /** revokeCredentials in a transaction. */
    async revokeUserCredentials(userId: number, now: number, keepHash = ''): Promise<void> {
      await db.tx(async () => revokeCredentials(db, userId, now, keepHash));
    },

    // ---- single sign-on tickets ----
    async insertTicket(ticketHash: string, userId: number, expiresAt: number): Promise<void> {
      await db.run('INSERT INTO sso_tickets (ticket_hash, user_id, expires_at) VALUES (?, ?, ?)', ticketHash, userId, expiresAt);
    },
    /** Marks a valid, unused, unexpired ticket as used and returns its user; undefined otherwise. */
    async consumeTicket(ticketHash: string, now: number): Promise<number | undefined> {
      return await db.tx(async () => {
        const r = await db.get('SELECT user_id AS userId FROM sso_tickets WHERE ticket_hash = ? AND used_at IS NULL AND expires_at > ?', ticketHash, now) as { userId: number } | undefined;
        if (!r) return undefined;
        await db.run('UPDATE sso_tickets SET used_at = ? WHERE ticket_hash = ?', now, ticketHash);
        return r.userId;
      });
    },
  };
}
