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
