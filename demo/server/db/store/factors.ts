// Issue 33 §2-3: the sign-in verify codes, the users' second factor (TOTP secret, recovery codes, remembered
// devices) and the pending sign-ins between the password and the second factor. Every token and code is
// stored hashed; the TOTP secret sealed (auth/factors.ts). One schema text for both databases.
import type { SqlDb } from '../sql/types.ts';

/** The tables, in SQLite (`INTEGER`) or PostgreSQL (`BIGINT`) terms (migrations.ts, pgMigrations.ts). */
export function factorsSchema(int: 'INTEGER' | 'BIGINT'): string {
  return `
    CREATE TABLE login_captchas (
      id_hash TEXT PRIMARY KEY, code_hash TEXT NOT NULL, expires_at ${int} NOT NULL);
    CREATE INDEX idx_login_captchas_expires ON login_captchas(expires_at);
    CREATE TABLE user_totp (
      user_id ${int} PRIMARY KEY REFERENCES users(id), secret TEXT NOT NULL, confirmed_at ${int},
      last_step ${int} NOT NULL DEFAULT 0, created_at ${int} NOT NULL);
    CREATE TABLE totp_recovery_codes (
      user_id ${int} NOT NULL REFERENCES users(id), code_hash TEXT NOT NULL, used_at ${int},
      PRIMARY KEY (user_id, code_hash));
    CREATE TABLE login_pending (
      token_hash TEXT PRIMARY KEY, user_id ${int} NOT NULL REFERENCES users(id), purpose TEXT NOT NULL,
      expires_at ${int} NOT NULL, used_at ${int});
    CREATE TABLE totp_devices (
      token_hash TEXT PRIMARY KEY, user_id ${int} NOT NULL REFERENCES users(id), expires_at ${int} NOT NULL);
    CREATE INDEX idx_totp_devices_user ON totp_devices(user_id);
  `;
}

export interface TotpRow { userId: number; secret: string; confirmedAt: number | null; lastStep: number }
export type PendingPurpose = 'verify' | 'enrol';

export function factorsArea(db: SqlDb) {
  return {
    async insertCaptcha(idHash: string, codeHash: string, expiresAt: number, now: number): Promise<void> {
      await db.run('DELETE FROM login_captchas WHERE expires_at < ?', now);
      await db.run('INSERT INTO login_captchas (id_hash, code_hash, expires_at) VALUES (?, ?, ?)', idHash, codeHash, expiresAt);
    },
    /** Takes a verify code out (single use, right or wrong): its hash while it had not expired, else undefined. */
    async takeCaptcha(idHash: string, now: number): Promise<string | undefined> {
      return await db.tx(async () => {
        const row = await db.get<{ codeHash: string; expiresAt: number }>('SELECT code_hash AS "codeHash", expires_at AS "expiresAt" FROM login_captchas WHERE id_hash = ?', idHash);
        if (!row) return undefined;
        // two requests with one id: only the one that deletes the row may use it
        const gone = (await db.run('DELETE FROM login_captchas WHERE id_hash = ?', idHash)).changes > 0;
        return gone && Number(row.expiresAt) > now ? row.codeHash : undefined;
      });
    },
    /** The failures an address has made lately (its throttle counter; db/store/throttle.ts). */
    async addressFailures(ipKey: string, windowMs: number, now: number): Promise<number> {
      const r = await db.get<{ failures: number; lastFailureAt: number; lockedUntil: number }>(
        'SELECT failures, last_failure_at AS "lastFailureAt", locked_until AS "lockedUntil" FROM login_throttle WHERE key = ?', ipKey);
      return !r || now - Math.max(Number(r.lastFailureAt), Number(r.lockedUntil)) > windowMs ? 0 : Number(r.failures);
    },

    async getTotp(userId: number): Promise<TotpRow | undefined> {
      const r = await db.get<TotpRow>('SELECT user_id AS "userId", secret, confirmed_at AS "confirmedAt", last_step AS "lastStep" FROM user_totp WHERE user_id = ?', userId);
      return r && { ...r, userId: Number(r.userId), confirmedAt: r.confirmedAt === null ? null : Number(r.confirmedAt), lastStep: Number(r.lastStep) };
    },
    /** A new, unconfirmed secret (replaces an unconfirmed one; false when a confirmed one exists). */
    async startTotp(userId: number, sealedSecret: string, now: number): Promise<boolean> {
      return await db.tx(async () => {
        const cur = await db.get<{ c: number | null }>('SELECT confirmed_at AS c FROM user_totp WHERE user_id = ?', userId);
        if (cur && cur.c !== null) return false;
        await db.run('DELETE FROM user_totp WHERE user_id = ?', userId);
        await db.run('INSERT INTO user_totp (user_id, secret, confirmed_at, last_step, created_at) VALUES (?, ?, NULL, 0, ?)', userId, sealedSecret, now);
        return true;
      });
    },
    /** Records `step` as used: false when it, or a later one, was used already (a replay). */
    async useTotpStep(userId: number, step: number): Promise<boolean> {
      return (await db.run('UPDATE user_totp SET last_step = ? WHERE user_id = ? AND last_step < ?', step, userId, step)).changes > 0;
    },
    /** Confirms the secret at its first code and stores the recovery codes' hashes (replacing any). */
    async confirmTotp(userId: number, step: number, recoveryHashes: string[], now: number): Promise<boolean> {
      return await db.tx(async () => {
        const ok = (await db.run('UPDATE user_totp SET confirmed_at = ?, last_step = ? WHERE user_id = ? AND confirmed_at IS NULL AND last_step < ?', now, step, userId, step)).changes > 0;
        if (!ok) return false;
        await db.run('DELETE FROM totp_recovery_codes WHERE user_id = ?', userId);
        for (const h of recoveryHashes) await db.run('INSERT INTO totp_recovery_codes (user_id, code_hash, used_at) VALUES (?, ?, NULL)', userId, h);
        return true;
      });
    },
    /** Uses a recovery code once: false when unknown or already used. */
    async useRecoveryCode(userId: number, codeHash: string, now: number): Promise<boolean> {
      return (await db.run('UPDATE totp_recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL', now, userId, codeHash)).changes > 0;
    },
    async unusedRecoveryCodes(userId: number): Promise<number> {
      return Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM totp_recovery_codes WHERE user_id = ? AND used_at IS NULL', userId))?.n ?? 0);
    },
    /** The reset: the secret, the recovery codes, the remembered devices and the pending sign-ins go. */
    async resetTotp(userId: number): Promise<boolean> {
      return await db.tx(async () => {
        const had = (await db.run('DELETE FROM user_totp WHERE user_id = ?', userId)).changes > 0;
        await db.run('DELETE FROM totp_recovery_codes WHERE user_id = ?', userId);
        await db.run('DELETE FROM totp_devices WHERE user_id = ?', userId);
        await db.run('DELETE FROM login_pending WHERE user_id = ?', userId);
        return had;
      });
    },

    async insertPending(tokenHash: string, userId: number, purpose: PendingPurpose, expiresAt: number, now: number): Promise<void> {
      await db.run('DELETE FROM login_pending WHERE expires_at < ?', now);
      await db.run('INSERT INTO login_pending (token_hash, user_id, purpose, expires_at, used_at) VALUES (?, ?, ?, ?, NULL)', tokenHash, userId, purpose, expiresAt);
    },
    /** A pending sign-in still open at `now`. */
    async getPending(tokenHash: string, now: number): Promise<{ userId: number; purpose: PendingPurpose } | undefined> {
      const r = await db.get<{ userId: number; purpose: PendingPurpose }>('SELECT user_id AS "userId", purpose FROM login_pending WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?', tokenHash, now);
      return r && { userId: Number(r.userId), purpose: r.purpose };
    },
    /** Closes a pending sign-in; false when another request closed it first. */
    async closePending(tokenHash: string, now: number): Promise<boolean> {
      return (await db.run('UPDATE login_pending SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', now, tokenHash)).changes > 0;
    },

    async insertDevice(tokenHash: string, userId: number, expiresAt: number, now: number): Promise<void> {
      await db.run('DELETE FROM totp_devices WHERE expires_at < ?', now);
      await db.run('INSERT INTO totp_devices (token_hash, user_id, expires_at) VALUES (?, ?, ?)', tokenHash, userId, expiresAt);
    },
    /** Whether the device token is remembered for this user until after `now`. */
    async isDeviceRemembered(tokenHash: string, userId: number, now: number): Promise<boolean> {
      return !!(await db.get('SELECT 1 AS x FROM totp_devices WHERE token_hash = ? AND user_id = ? AND expires_at > ?', tokenHash, userId, now));
    },
  };
}
