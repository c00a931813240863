// The rules of a user account's fields, shared by the user form (src/modules/pages/views/UserManagement.tsx)
// and the server (account creation and the Excel import, demo/server/routes/userImport.ts). Each check
// answers a problem code or null; the texts are in the `excel` locale (`rule.<field>.<problem>`).
import { passwordProblem, type PasswordProblem } from '../session/passwordPolicy.ts';

export { passwordProblem, type PasswordProblem };

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
/** A mainland mobile number (+86 allowed), or a landline with optional area code and extension. */
export const PHONE_PATTERN = /^(?:(?:\+?86[- ]?)?1[3-9]\d{9}|(?:0\d{2,3}-?)?\d{7,8}(?:-\d{1,6})?)$/;
/**
 * One plain address (issue 33 §8): an ASCII dot-atom before the @, a host name after it. No display name, no
 * list (comma, semicolon, space), no control character (a CRLF would add a header line to a message).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The longest text a profile field keeps (users.name, work_no, dept_name ...). */
export const PROFILE_MAX = 100;

export type FieldProblem = 'required' | 'format' | 'tooLong' | null;

const blank = (v: string | null | undefined) => v == null || v.trim() === '';

export function usernameProblem(v: string | null | undefined): FieldProblem {
  if (blank(v)) return 'required';
  return USERNAME_PATTERN.test(v!.trim()) ? null : 'format';
}

/** The real name: required, at most PROFILE_MAX characters. */
export function nameProblem(v: string | null | undefined): FieldProblem {
  if (blank(v)) return 'required';
  return v!.trim().length > PROFILE_MAX ? 'tooLong' : null;
}

/** Optional; when given, a phone number. */
export function phoneProblem(v: string | null | undefined): FieldProblem {
  if (blank(v)) return null;
  return PHONE_PATTERN.test(v!.trim()) ? null : 'format';
}

/** Optional; when given, an e-mail address of at most PROFILE_MAX characters. */
export function emailProblem(v: string | null | undefined): FieldProblem {
  if (blank(v)) return null;
  if (CONTROL.test(v!)) return 'format';
  const s = v!.trim();
  if (s.length > PROFILE_MAX) return 'tooLong';
  return EMAIL_PATTERN.test(s) ? null : 'format';
}

/** Optional free text of at most PROFILE_MAX characters (work number). */
export function textProblem(v: string | null | undefined): FieldProblem {
  return !blank(v) && v!.trim().length > PROFILE_MAX ? 'tooLong' : null;
}

/** The locale key of a problem: `excel:rule.<field>.<problem>`. */
export function ruleKey(field: 'username' | 'name' | 'password' | 'phone' | 'email' | 'workNo', problem: Exclude<FieldProblem | PasswordProblem, null>): string {
  return `excel:rule.${field}.${problem}`;
}
