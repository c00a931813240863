// Issue 33 §2-3, the client's side of a sign-in that needs more than the password: the server answers a
// pending step (a second factor to verify, or to enrol first) instead of a session, and a refused sign-in
// may say that the next attempt needs a verify code (`captchaRequired` in the error's data).
import { HosHttpError } from '../http/errors.ts';
import { SECURITY_ADMIN_ROLE } from '../access/roles.ts';

/**
 * Who may reset another user's second factor: the security administrator (src/core/access/duties.ts, whose
 * table says the same; tests/unit/access/duties.test.ts holds them equal). Named without the table, which
 * every element's session would otherwise carry.
 */
export const FACTOR_RESET_ROLES: readonly string[] = [SECURITY_ADMIN_ROLE];

/** The server's answer in place of a session (demo/server/auth/secondFactor.ts FactorStep). */
export interface SecondFactorStep {
  secondFactor: 'verify' | 'enrol';
  pendingToken: string;
  expiresIn: number;
  rememberAllowed: boolean;
}

export function isSecondFactorStep(d: unknown): d is SecondFactorStep {
  const o = d as Partial<SecondFactorStep> | null;
  return !!o && typeof o === 'object' && (o.secondFactor === 'verify' || o.secondFactor === 'enrol') && typeof o.pendingToken === 'string';
}

/** Thrown by session.login when the password was right and a second step comes before the session. */
export class SecondFactorRequired extends Error {
  constructor(readonly step: SecondFactorStep, message: string) {
    super(message);
    this.name = 'SecondFactorRequired';
  }
}

/** Whether a refused sign-in says its next attempt needs a verify code. */
export function captchaRequiredOf(e: unknown): boolean {
  if (!(e instanceof HosHttpError)) return false;
  const data = (e.response as { data?: { captchaRequired?: unknown } } | undefined)?.data;
  return !!data && data.captchaRequired === true;
}
