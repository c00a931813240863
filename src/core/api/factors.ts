// Issue 33 §2-3: the sign-in verify code's picture, the user's own second factor (profile) and its reset by
// the security administrator (user list). The sign-in's second step itself goes through the session
// (core/session/createSession.ts), which keeps the token.
import { sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

export interface Captcha { id: string; image: string; expiresIn: number }
export interface MyFactor { enrolled: boolean; required: boolean; recoveryCodesLeft: number }
/** A new secret: base32 for typing in, and the otpauth:// URI an authenticator app reads. */
export interface FactorSecret { secret: string; uri: string }

export function createFactorsApi(http: ApiHttp) {
  return {
    /** a new verify code (quiet: the login page shows its own errors) */
    captcha: async (): Promise<Captcha> => (await http.get('/api/v1/captcha', { background: true })) as Captcha,
    mine: async (): Promise<MyFactor> => (await http.get('/api/v1/user/second-factor')) as MyFactor,
    start: async (): Promise<FactorSecret> => (await http.post('/api/v1/user/second-factor/start', {})) as FactorSecret,
    /** the first code confirms it: the recovery codes, shown once */
    confirm: async (code: string): Promise<string[]> =>
      ((await http.post('/api/v1/user/second-factor/confirm', { code }, { background: true })) as { recoveryCodes: string[] }).recoveryCodes,
    /** the security administrator's reset: whether the user had one */
    reset: async (userId: number | string): Promise<boolean> =>
      ((await http.post('/api/v1/sysUser/second-factor/reset', { userId })) as { reset: boolean }).reset,
  };
}

export type FactorsApi = ReturnType<typeof createFactorsApi>;
export const factorsApi = (rt: HasSharedHttp): FactorsApi => createFactorsApi(sharedOf(rt));
