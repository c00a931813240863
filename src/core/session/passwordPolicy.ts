// Password rules of spec section 5, shared by the dialog and (as documentation) the server.

export type PasswordProblem = 'required' | 'policy' | 'tooLong' | null;

/** 8-32 characters, no whitespace, at least three of: upper, lower, digit, special. */
export function passwordProblem(pw: string | null | undefined): PasswordProblem {
  if (pw == null || pw === '') return 'required';
  if (/\s/.test(pw)) return 'policy';
  if (pw.length > 32) return 'tooLong';
  if (pw.length < 8) return 'policy';
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(pw)).length;
  return classes >= 3 ? null : 'policy';
}

// ---- password age and forced changes (issue 13 §4) ----

/** The password age policy when the settings say nothing: 90 days (the old system's rule). 0 turns it off. */
export const DEFAULT_PASSWORD_MAX_AGE_DAYS = 90;
export const MAX_PASSWORD_MAX_AGE_DAYS = 3650;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a user must change their password before going on: a 'new' account or an administrator's 'reset'
 *  (someone else knows it), or an 'expired' one (older than the policy); '' = no need. */
export type PasswordChangeReason = '' | 'new' | 'reset' | 'expired';

/** The policy's maximum age from the system settings (classify 1 content `pwdMaxAgeDays`). */
export function passwordMaxAgeDays(settings: Record<string, unknown> | null | undefined): number {
  const v = settings?.pwdMaxAgeDays;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_PASSWORD_MAX_AGE_DAYS ? v : DEFAULT_PASSWORD_MAX_AGE_DAYS;
}

/** Whole days since the password was set. */
export function passwordAgeDays(changedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - changedAt) / DAY_MS));
}

/** The reason to force a change: the stored one (new, reset) first, else expiry under the policy. */
export function passwordChangeReason(stored: string | null | undefined, ageDays: number, maxAgeDays: number): PasswordChangeReason {
  if (stored === 'new' || stored === 'reset') return stored;
  return maxAgeDays > 0 && ageDays >= maxAgeDays ? 'expired' : '';
}

/**
 * The client's decision: the server's reason when it gives one (pwdChangeReason of the user info), else
 * the old rule (lastPwdDays against 90 days). A host's `password-max-days` attribute replaces the age rule
 * but never drops a new-account or reset reason.
 */
export function forcedPasswordReason(serverReason: unknown, lastPwdDays: number, overrideMaxDays?: number): PasswordChangeReason {
  const stored = serverReason === 'new' || serverReason === 'reset' ? serverReason : '';
  if (stored) return stored;
  if (overrideMaxDays !== undefined && overrideMaxDays > 0) return lastPwdDays >= overrideMaxDays ? 'expired' : '';
  if (serverReason === 'expired' || serverReason === '') return serverReason;
  return lastPwdDays >= DEFAULT_PASSWORD_MAX_AGE_DAYS ? 'expired' : '';
}
