// Issue 33 §2-3, the session's side: the verify code's fields pass through to the server; a sign-in the
// server holds for a second factor throws SecondFactorRequired without keeping a token; the second step,
// and a forced enrolment (token kept only once the recovery codes were shown), open the session; a refusal
// that asks for a verify code is recognised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondFactorCalls } from '../../../src/core/session/secondFactorCalls.ts';
import { json, scriptedServer, testRuntime } from './helpers.ts';
import { captchaRequiredOf, SecondFactorRequired } from '../../../src/core/session/secondFactor.ts';

const info = { roles: ['System'], menuList: [], username: 'admin', name: '管理员' };
let srv: Awaited<ReturnType<typeof scriptedServer>>;
let loginAnswer: unknown;
beforeAll(async () => {
  srv = await scriptedServer({
    'POST /login': (req, res) => json(loginAnswer)(req, res),
    'POST /api/v1/login/second-factor': json({ code: 200, data: { token: 'F1', user: info } }),
    'POST /api/v1/login/enrol': json({ code: 200, data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/HOS:admin?secret=JBSWY3DPEHPK3PXP' } }),
    'POST /api/v1/login/enrol/confirm': json({ code: 200, data: { token: 'E1', user: info, recoveryCodes: ['aaaaa-bbbbb'] } }),
  });
});
afterAll(() => srv.close());

describe('sign-in with a verify code and a second factor', () => {
  it('passes the verify code and its id through', async () => {
    loginAnswer = { code: 200, data: { token: 'T1', user: info } };
    const { rt, cookies } = testRuntime(srv.url);
    await rt.session.login({ username: 'admin', password: 'pw', code: 'ab3k', captchaId: 'c1' });
    expect(srv.calls.at(-1)!.body).toEqual({ username: 'admin', password: 'pw', code: 'ab3k', captchaId: 'c1' });
    expect(cookies.get('Admin-Token')).toBe('T1');
  });

  it('a held sign-in throws SecondFactorRequired and keeps no token; the code opens the session', async () => {
    loginAnswer = { code: 200, data: { secondFactor: 'verify', pendingToken: 'P1', expiresIn: 300, rememberAllowed: true } };
    const { rt, cookies } = testRuntime(srv.url);
    const err = await rt.session.login({ username: 'admin', password: 'pw' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SecondFactorRequired);
    expect((err as SecondFactorRequired).step).toMatchObject({ secondFactor: 'verify', pendingToken: 'P1', rememberAllowed: true });
    expect(cookies.get('Admin-Token')).toBeUndefined();
    expect(rt.session.getState().token).toBeFalsy();
    await secondFactorCalls(rt).complete({ pendingToken: 'P1', code: '123456', remember: true });
    expect(srv.calls.at(-1)!.body).toEqual({ pendingToken: 'P1', code: '123456', remember: true });
    expect(cookies.get('Admin-Token')).toBe('F1');
    expect(rt.session.getState()).toMatchObject({ username: 'admin', roles: ['System'] });
  });

  it('a forced enrolment keeps the token only when finished', async () => {
    loginAnswer = { code: 200, data: { secondFactor: 'enrol', pendingToken: 'P2', expiresIn: 300, rememberAllowed: false } };
    const { rt, cookies } = testRuntime(srv.url);
    const err = (await rt.session.login({ username: 'admin', password: 'pw' }).catch((e: unknown) => e)) as SecondFactorRequired;
    expect(err.step.secondFactor).toBe('enrol');
    expect((await secondFactorCalls(rt).startEnrolment('P2')).secret).toBe('JBSWY3DPEHPK3PXP');
    const done = await secondFactorCalls(rt).confirmEnrolment('P2', '654321');
    expect(done.recoveryCodes).toEqual(['aaaaa-bbbbb']);
    expect(cookies.get('Admin-Token')).toBeUndefined();
    done.finish();
    expect(cookies.get('Admin-Token')).toBe('E1');
  });

  it('recognises a refusal that asks for a verify code', async () => {
    loginAnswer = { code: 400, msg: '用户名或密码错误', data: { captchaRequired: true } };
    const { rt } = testRuntime(srv.url);
    const err = await rt.session.login({ username: 'admin', password: 'x' }, { quiet: true }).catch((e: unknown) => e);
    expect(captchaRequiredOf(err)).toBe(true);
    loginAnswer = { code: 400, msg: '用户名或密码错误', data: null };
    expect(captchaRequiredOf(await rt.session.login({ username: 'admin', password: 'x' }, { quiet: true }).catch((e: unknown) => e))).toBe(false);
    expect(captchaRequiredOf(new Error('x'))).toBe(false);
  });
});
