import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let s: TestServer;
// tokens live 300 ms; a refresh is allowed until 1.5 s after the original login
beforeAll(async () => { s = await startTestServer({ tokenTtlMs: 300, refreshWindowMs: 1500 }); });
afterAll(async () => { await s.stop(); });

describe('token expiry and refresh', () => {
  it('an expired token answers 6401 (shared) and E6401 (old API)', async () => {
    const t = await s.login('nurse01');
    expect((await s.call('GET', '/api/v1/getinfo', { token: t })).code).toBe(200);
    await sleep(350);
    expect(await s.call('GET', '/api/v1/getinfo', { token: t })).toMatchObject({ code: 6401, msg: '登录状态已过期，请重新登录' });
    expect((await s.call('POST', '/xjs-api/MTSaas/tSysMessage/doQueryPage', { token: t, body: {} })).resStatus).toBe('E6401');
  });

  it('refresh works inside the window (old token revoked, login time carried) and is refused after it', async () => {
    const t0 = await s.login('approver01');
    await sleep(350); // expired, still inside the refresh window
    const r1 = await s.call('POST', '/refreshtoken', { token: t0 });
    expect(r1.code).toBe(200);
    const t1 = r1.data.token as string;
    expect(t1).not.toBe(t0);
    expect((await s.call('GET', '/api/v1/getinfo', { token: t1 })).code).toBe(200);
    expect((await s.call('POST', '/refreshtoken', { token: t0 })).code).toBe(401);
    // the window counts from the original login, carried across refreshes
    await sleep(1600 - 350);
    expect((await s.call('POST', '/refreshtoken', { token: t1 })).code).toBe(401);
  });
});
