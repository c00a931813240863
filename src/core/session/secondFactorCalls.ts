// Issue 33 §3, the second step of a sign-in, loaded only by what shows it (the login page's second step, the
// sign-in dialog inside an element): the code or a recovery code for a pending sign-in, and the forced
// enrolment. Every element carries the session; none needs these until a user with a second factor signs in.
import type { HosRuntime } from '../runtime.ts';
import type { UserInfo } from './types.ts';

type Answer = { token: string; user?: UserInfo };
const quiet = { background: true } as object;

export function secondFactorCalls({ session, http }: Pick<HosRuntime, 'session' | 'http'>) {
  return {
    /** The 6-digit code or a recovery code, with the pending token; `remember` asks to remember this device. */
    async complete(input: { pendingToken: string; code?: string; recoveryCode?: string; remember?: boolean }): Promise<UserInfo | null> {
      return session.adopt((await http.shared.post('/api/v1/login/second-factor', input, quiet)) as unknown as Answer);
    },
    /** A step 'enrol': a new secret for the pending sign-in. */
    async startEnrolment(pendingToken: string): Promise<{ secret: string; uri: string }> {
      return (await http.shared.post('/api/v1/login/enrol', { pendingToken }, quiet)) as unknown as { secret: string; uri: string };
    },
    /**
     * A step 'enrol': the first code confirms the secret; the recovery codes, shown once, and `finish` to call
     * once they were shown: it keeps the new session's token (the page stays until then).
     */
    async confirmEnrolment(pendingToken: string, code: string): Promise<{ recoveryCodes: string[]; finish(): UserInfo | null }> {
      const data = (await http.shared.post('/api/v1/login/enrol/confirm', { pendingToken, code }, quiet)) as unknown as Answer & { recoveryCodes: string[] };
      return { recoveryCodes: data.recoveryCodes, finish: () => session.adopt(data) };
    },
  };
}
