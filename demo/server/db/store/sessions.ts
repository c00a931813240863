// Login sessions (refresh-token rotation, revocation) and single sign-on tickets.
import type { Db } from '../connection.ts';
import type { SessionRow } from './types.ts';

const SESSION_COLS = `token_hash AS tokenHash, user_id AS userId, active_role AS activeRole, created_at AS createdAt,
  issued_at AS issuedAt, expires_at AS expiresAt, revoked_at AS revokedAt`;

function insertSession(db: Db, s: Omit<SessionRow, 'revokedAt'>): void {
  db.prepare(
    'INSERT INTO sessions (token_hash, user_id, active_role, created_at, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(s.tokenHash, s.userId, s.activeRole, s.createdAt, s.issuedAt, s.expiresAt);
}

/** How long the session that changed its own password stays usable: long enough for the client's
 *  logout right after, never refreshable (it was issued before the change). */
export const OWN_SESSION_GRACE_MS = 60 * 1000;

/**
 * Ends what authenticates a user after a credential change (password, disabled, deleted): every live
 * session and every unused single sign-on ticket. `keep` (the caller changing their own password) is not
 * revoked but cut to expire within OWN_SESSION_GRACE_MS.
 */
export function revokeCredentials(db: Db, userId: number, now: number, keep = ''): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash <> ?').run(now, userId, keep);
  if (keep) db.prepare('UPDATE sessions SET expires_at = MIN(expires_at, ?) WHERE token_hash = ? AND user_id = ?').run(now + OWN_SESSION_GRACE_MS, keep, userId);
  db.prepare('UPDATE sso_tickets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(now, userId);
}

export function sessionsArea(db: Db) {
  return {
    insertSession(s: Omit<SessionRow, 'revokedAt'>): void {
      insertSession(db, s);
    },
    getSession(tokenHash: string): SessionRow | undefined {
      return db.prepare(`SELECT ${SESSION_COLS} FROM sessions WHERE token_hash = ?`).get(tokenHash) as SessionRow | undefined;
    },
    revokeSession(tokenHash: string, now: number): void {
      db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, tokenHash);
    },
    /** Revokes the old session and stores its successor, atomically. False when the old one was already revoked. */
    rotateSession(oldHash: string, next: Omit<SessionRow, 'revokedAt'>): boolean {
      return db.transaction(() => {
        const ok = db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(next.issuedAt, oldHash).changes > 0;
        if (ok) insertSession(db, next);
        return ok;
      })();
    },
    /** revokeCredentials in a transaction. */
    revokeUserCredentials(userId: number, now: number, keepHash = ''): void {
      db.transaction(() => revokeCredentials(db, userId, now, keepHash))();
    },

    // ---- single sign-on tickets ----
    insertTicket(ticketHash: string, userId: number, expiresAt: number): void {
      db.prepare('INSERT INTO sso_tickets (ticket_hash, user_id, expires_at) VALUES (?, ?, ?)').run(ticketHash, userId, expiresAt);
    },
    /** Marks a valid, unused, unexpired ticket as used and returns its user; undefined otherwise. */
    consumeTicket(ticketHash: string, now: number): number | undefined {
      return db.transaction(() => {
        const r = db.prepare('SELECT user_id AS userId FROM sso_tickets WHERE ticket_hash = ? AND used_at IS NULL AND expires_at > ?')
          .get(ticketHash, now) as { userId: number } | undefined;
        if (!r) return undefined;
        db.prepare('UPDATE sso_tickets SET used_at = ? WHERE ticket_hash = ?').run(now, ticketHash);
        return r.userId;
      })();
    },
  };
}
