// Issue 33 §3: the second factor (TOTP, auth/totp.ts). Settings (系统设置, classify 1):
// - `totp_required` (off by default, and in the demo seed): the roles of `totp_roles` (default: System)
//   must use a second factor; everyone else may turn it on in their profile;
// - `totp_remember_device` (off by default): "remember this device" for REMEMBER_MS (12 hours at most).
// After the right password a user with a second factor (or who must enrol) gets a pending sign-in
// (PENDING_TTL_MS, a token stored hashed, not a session); the 6-digit code, or a single-use recovery code,
// turns it into a session (routes/factors.ts). Secrets are sealed at rest (notify/secret.ts, totpKey).
import { ADMIN_ROLES } from '../../../src/core/access/duties.ts';
import type { IncomingMessage } from 'node:http';
import type { AppContext } from '../http/router.ts';
import { newToken, sha256 } from '../security.ts';
import { base32Encode } from './totp.ts';
import { randomBytes } from 'node:crypto';
import { FACTOR_RESET_ROLES as _RESET } from '../../../src/core/session/secondFactor.ts';

export const PENDING_TTL_MS = 5 * 60 * 1000;
export const REMEMBER_MS = 12 * 60 * 60 * 1000;
export const RECOVERY_CODES = 10;
export const DEVICE_COOKIE = 'hos_device';

/** Who may reset another user's second factor: named once, in src/core/session/secondFactor.ts. */
export const FACTOR_RESET_ROLES = [..._RESET];

export interface FactorSettings { required: boolean; roles: string[]; rememberDevice: boolean }

export function factorSettings(content: Record<string, unknown> | undefined): FactorSettings {
  const roles = Array.isArray(content?.totp_roles) ? content.totp_roles.filter((r): r is string => typeof r === 'string') : [...ADMIN_ROLES];
  return { required: content?.totp_required === true, roles, rememberDevice: content?.totp_remember_device === true };
}

export async function loadFactorSettings(app: AppContext): Promise<FactorSettings> {
  return factorSettings(await app.store.getSettings(1));
}

/** Whether the user must use a second factor (one of their roles is among the required ones). */
export async function mustUseFactor(app: AppContext, userId: number, s?: FactorSettings): Promise<boolean> {
  const settings = s ?? await loadFactorSettings(app);
  if (!settings.required) return false;
  return (await app.store.getUserRoles(userId)).some((r) => settings.roles.includes(r.roleKey));
}

/** The answer in place of a session: which step comes next, and the pending sign-in's token. */
export interface FactorStep { secondFactor: 'verify' | 'enrol'; pendingToken: string; expiresIn: number; rememberAllowed: boolean }

/** The value of a cookie of the request, or ''. */
export function cookieOf(req: IncomingMessage, name: string): string {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return '';
}

/**
 * Called once the password is right: undefined when a session may open now (no second factor, or a device
 * remembered for this user), else the pending step.
 */
export async function secondFactorStep(app: AppContext, req: IncomingMessage, userId: number): Promise<FactorStep | undefined> {
  const settings = await loadFactorSettings(app);
  const totp = await app.store.getTotp(userId);
  const enrolled = !!totp && totp.confirmedAt !== null;
  const now = app.clock.now();
  if (!enrolled && !(await mustUseFactor(app, userId, settings))) return undefined;
  if (enrolled && settings.rememberDevice) {
    const device = cookieOf(req, DEVICE_COOKIE);
    if (device && await app.store.isDeviceRemembered(sha256(device), userId, now)) return undefined;
  }
  const pendingToken = newToken();
  const purpose = enrolled ? 'verify' : 'enrol';
  await app.store.insertPending(sha256(pendingToken), userId, purpose, now + PENDING_TTL_MS, now);
  return { secondFactor: purpose, pendingToken, expiresIn: PENDING_TTL_MS / 1000, rememberAllowed: enrolled && settings.rememberDevice };
}

/** Ten recovery codes (50 random bits each), shown once as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const t = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${t.slice(0, 5)}-${t.slice(5)}`;
  });
}

/** The stored form of a recovery code: bound to its user; dashes, spaces and case do not matter. */
export function recoveryHash(userId: number, code: string): string {
  return sha256(`recovery:${userId}:${code.replace(/[^0-9a-z]/gi, '').toLowerCase()}`);
}
