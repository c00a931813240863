import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, scriptedServer, testRuntime, tick } from './helpers.ts';
import { verifySign } from '../../../src/core/http/sign.ts';

let srv: Awaited<ReturnType<typeof scriptedServer>>;
beforeAll(async () => {
  srv = await scriptedServer({
    'POST /xjs-api/ok': json({ resStatus: 'S0000', resData: { a: 1 }, objData: { b: 2 }, resMsg: '' }),
    'POST /xjs-api/obj': json({ resStatus: 'S0000', resData: null, objData: { b: 2 }, resMsg: '' }),
    'POST /xjs-api/bad': json({ resStatus: 'E0400', resData: null, resMsg: '参数错误' }),
    'POST /xjs-api/http500': json({ error: 'boom' }, 500),
    'POST /xjs-api/MTSaas/xjsLimitType/doExport': (_q, res) => { res.setHeader('Content-Type', 'text/csv'); res.end('a,b\n1,2\n'); },
    'GET /ok': json({ code: 200, data: { x: 1 }, msg: 'ok' }),
    'GET /c401': json({ code: 401, msg: 'no token' }),
    'GET /c6401': json({ code: 6401, msg: 'expired' }),
    'GET /c400': json({ code: 400, msg: '参数不合法' }),
    'GET /c403': json({ code: 403, msg: '没有权限' }),
    'GET /c500': json({ code: 500, msg: '服务异常' }),
    'GET /http502': json({}, 502),
    'GET /busy.pdf': (_q, res) => { res.setHeader('Retry-After', '5'); json({ code: 429, data: { retryAfter: 5 }, msg: '正在生成的 PDF 较多，请 5 秒后再试' }, 503)(_q, res); },
    'GET /slow': (_q, res) => { setTimeout(() => { res.end('{"code":200}'); }, 300); },
    'POST /SYS/echo': (req, res) => json({ code: 200, data: req.body })(req, res),
  });
});
afterAll(() => srv.close());

describe('a refused file (issue 33 §8)', () => {
  it('a 503 with the server\'s words shows those words, also when a file (blob) was asked', async () => {
    const { rt, toasts } = testRuntime(srv.url);
    await expect(rt.http.shared.get('/busy.pdf', { responseType: 'blob' })).rejects.toThrow('正在生成的 PDF 较多，请 5 秒后再试');
    await expect(rt.http.shared.get('/busy.pdf')).rejects.toThrow('正在生成的 PDF 较多，请 5 秒后再试');
    expect(toasts.map((x) => x.text)).toEqual(['正在生成的 PDF 较多，请 5 秒后再试', '正在生成的 PDF 较多，请 5 秒后再试']);
  });
});

describe('old client (spec 7/8, base /xjs-api)', () => {
  it('returns resData on S0000', async () => {
    const { rt } = testRuntime(srv.url);
    expect(await rt.http.old.post('/ok')).toEqual({ a: 1 });
  });
  it('returns objData when resData is null', async () => {
    const { rt } = testRuntime(srv.url);
    expect(await rt.http.old.post('/obj')).toEqual({ b: 2 });
  });
  it('any other status toasts resMsg for 5 s and returns the raw response', async () => {
    const { rt, toasts } = testRuntime(srv.url);
    const res = await rt.http.old.post('/bad');
    expect(res).toEqual({ resStatus: 'E0400', resData: null, resMsg: '参数错误' });
    expect(toasts).toEqual([{ type: 'error', text: '参数错误', ms: 5000 }]);
  });
  it('a background call (the bell) says nothing about a refusal or a network error', async () => {
    const { rt, toasts } = testRuntime(srv.url);
    expect(await rt.http.old.post('/bad', {}, { background: true } as never)).toMatchObject({ resStatus: 'E0400' });
    await expect(rt.http.old.post('/http500', {}, { background: true } as never)).rejects.toBeTruthy();
    await expect(rt.http.shared.get('/c500', { background: true } as never)).rejects.toMatchObject({ code: 500 });
    await expect(rt.http.shared.get('/http502', { background: true } as never)).rejects.toBeTruthy();
    expect(toasts).toEqual([]);
  });
  it('an HTTP error shows its message and rejects', async () => {
    const { rt, toasts } = testRuntime(srv.url);
    await expect(rt.http.old.post('/http500')).rejects.toThrow('status code 500');
    expect(toasts[0]).toMatchObject({ type: 'error', ms: 5000 });
    expect(toasts[0].text).toContain('500');
  });
  it('a network error shows the Chinese server message', async () => {
    const { rt, toasts } = testRuntime('http://127.0.0.1:1');
    await expect(rt.http.old.post('/ok')).rejects.toBeTruthy();
    expect(toasts[0]).toEqual({ type: 'error', text: '服务器连接异常，请检查服务器！', ms: 5000 });
  });
  it('export calls return the raw data', async () => {
    const { rt } = testRuntime(srv.url);
    expect(await rt.http.old.post('/MTSaas/xjsLimitType/doExport', {})).toBe('a,b\n1,2\n');
  });
  it('uses the 10,000,000 ms timeout', async () => {
    const { rt } = testRuntime(srv.url);
    expect((await rt.http.old.instance()).defaults.timeout).toBe(10_000_000);
  });
});

describe('shared client', () => {
  it('code 200 returns data and sends the bearer token from the cookie', async () => {
    const { rt } = testRuntime(srv.url, { cookies: { 'Admin-Token': 'tok-1' } });
    expect(await rt.http.shared.get('/ok')).toEqual({ x: 1 });
    expect(srv.calls.at(-1)!.headers.authorization).toBe('Bearer tok-1');
  });
  it('prefers the new token when present', async () => {
    const { rt } = testRuntime(srv.url, { cookies: { 'Admin-Token': 'old', 'New-Token': 'new' } });
    await rt.http.shared.get('/ok');
    expect(srv.calls.at(-1)!.headers.authorization).toBe('Bearer new');
  });
  it('sends no Authorization without a token', async () => {
    const { rt } = testRuntime(srv.url);
    await rt.http.shared.get('/ok');
    expect(srv.calls.at(-1)!.headers.authorization).toBeUndefined();
  });
  it('401 resets the token and asks to log in again (re-login reloads)', async () => {
    const { rt, confirms, cookies, reloads } = testRuntime(srv.url, { cookies: { 'Admin-Token': 't' }, confirmAnswer: true });
    await expect(rt.http.shared.get('/c401')).rejects.toMatchObject({ code: 401 });
    expect(cookies.get('Admin-Token')).toBeUndefined();
    await tick();
    expect(confirms).toHaveLength(1);
    expect(reloads()).toBe(1);
  });
  it('401 on the login page reloads without asking', async () => {
    const { rt, confirms, reloads } = testRuntime(srv.url, { path: '/login', cookies: { 'Admin-Token': 't' } });
    await expect(rt.http.shared.get('/c401')).rejects.toBeTruthy();
    expect(confirms).toHaveLength(0);
    expect(reloads()).toBe(1);
  });
  it('6401 resets the token and asks with the system prompt; cancel stays', async () => {
    const { rt, confirms, cookies, reloads } = testRuntime(srv.url, { cookies: { 'Admin-Token': 't', 'New-Token': 'n' } });
    rt.setLanguage('en');
    await expect(rt.http.shared.get('/c6401')).rejects.toMatchObject({ code: 6401 });
    await tick();
    expect(cookies.get('Admin-Token')).toBeUndefined();
    expect(cookies.get('New-Token')).toBeUndefined();
    expect(confirms[0]).toMatchObject({
      title: 'system prompt',
      content: 'Login status has expired, you can stay on this page or log in again',
      okText: 're-login',
      cancelText: 'cancel',
    });
    expect(reloads()).toBe(0);
  });
  it('6401 re-login reloads', async () => {
    const { rt, reloads } = testRuntime(srv.url, { confirmAnswer: true });
    await expect(rt.http.shared.get('/c6401')).rejects.toBeTruthy();
    await tick();
    expect(reloads()).toBe(1);
  });
  for (const [path, msg] of [['/c400', '参数不合法'], ['/c403', '没有权限'], ['/c500', '服务异常']]) {
    it(`${path.slice(2)} shows msg for 5 s and rejects`, async () => {
      const { rt, toasts } = testRuntime(srv.url);
      await expect(rt.http.shared.get(path)).rejects.toThrow(msg);
      expect(toasts).toEqual([{ type: 'error', text: msg, ms: 5000 }]);
    });
  }
  it('a network error shows "server connection abnormal"', async () => {
    const { rt, toasts } = testRuntime('http://127.0.0.1:1');
    rt.setLanguage('en');
    await expect(rt.http.shared.get('/ok')).rejects.toBeTruthy();
    expect(toasts[0]).toEqual({ type: 'error', text: 'server connection abnormal, please check the server', ms: 5000 });
  });
  it('other errors show their message for 5 s', async () => {
    const { rt, toasts } = testRuntime(srv.url);
    rt.configure({ sharedTimeoutMs: 50 });
    const { rt: rt2, toasts: t2 } = testRuntime(srv.url);
    await expect(rt2.http.shared.get('/slow', { timeout: 50 })).rejects.toBeTruthy();
    expect(t2[0].ms).toBe(5000);
    expect(t2[0].text).toMatch(/超时|timed out/);
    await expect(rt.http.shared.get('/http502')).rejects.toBeTruthy();
    expect(toasts[0].text).toContain('502');
  });
  it('uses the 10,000 ms timeout', async () => {
    const { rt } = testRuntime(srv.url);
    expect((await rt.http.shared.instance()).defaults.timeout).toBe(10_000);
  });
});

describe('/SYS calls', () => {
  it('wraps param with fixed metadata and a verifiable signature', async () => {
    const { rt } = testRuntime(srv.url);
    rt.configure({ sysMetadata: { appId: 'X' } });
    const body = (await rt.http.sys('/SYS/echo', { b: 2, a: [1, { z: 1, y: '中' }] })) as { data: { metdata: unknown; param: unknown; sign: string } };
    expect(body.data.metdata).toEqual({ appId: 'X' });
    expect(body.data.param).toEqual({ b: 2, a: [1, { z: 1, y: '中' }] });
    expect(verifySign(body.data.param, body.data.sign, rt.config.signKey)).toBe(true);
    expect(verifySign({ ...(body.data.param as object), b: 3 }, body.data.sign, rt.config.signKey)).toBe(false);
  });
});

describe('signing in again in place (issue 10 §1)', () => {
  let api: Awaited<ReturnType<typeof scriptedServer>>;
  beforeAll(async () => {
    // answers only the token the "dialog" below signs in with
    const guarded = (code: number) => (req: { headers: Record<string, unknown>; body: unknown }, res: import('node:http').ServerResponse) =>
      json(req.headers.authorization === 'Bearer fresh' ? { code: 200, data: { saved: req.body ?? true }, msg: 'ok' } : { code, msg: 'expired' })(req as never, res);
    api = await scriptedServer({ 'POST /save': guarded(401), 'POST /save6401': guarded(6401) });
  });
  afterAll(() => api.close());

  /** `answer`: whether the sign-in dialog signs in (read each time it opens) */
  function withDialog(answer: boolean | (() => boolean)) {
    const t = testRuntime(api.url, { cookies: { 'Admin-Token': 'stale' }, confirmAnswer: true });
    let dialogs = 0;
    t.rt.ui.attach({
      toast: () => undefined,
      confirm: async () => true,
      relogin: async () => {
        dialogs++;
        const ok = typeof answer === 'function' ? answer() : answer;
        if (ok) t.cookies.set('Admin-Token', 'fresh');
        return ok;
      },
    });
    return { ...t, dialogs: () => dialogs };
  }

  it('401: after the prompt and the sign-in, the failed call is sent again and resolves; nothing reloads', async () => {
    const { rt, dialogs, reloads } = withDialog(true);
    await expect(rt.http.shared.post('/save', { text: '护理记录' })).resolves.toEqual({ saved: { text: '护理记录' } });
    expect(dialogs()).toBe(1);
    expect(reloads()).toBe(0);
    expect(api.calls.filter((c) => c.url === '/save').map((c) => c.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });
  it('6401 the same; two calls failing at once share one dialog', async () => {
    const { rt, dialogs } = withDialog(true);
    const [a, b] = await Promise.all([rt.http.shared.post('/save6401', { n: 1 }), rt.http.shared.post('/save6401', { n: 2 })]);
    expect([a, b]).toEqual([{ saved: { n: 1 } }, { saved: { n: 2 } }]);
    expect(dialogs()).toBe(1);
  });
  it('cancelling the sign-in keeps the page and rejects the call with the session error', async () => {
    const { rt, reloads } = withDialog(false);
    await expect(rt.http.shared.post('/save', {})).rejects.toMatchObject({ code: 401 });
    expect(reloads()).toBe(0);
  });
  it('after Cancel, the next call (now sent without a token) still signs in in place; nothing reloads', async () => {
    let answer = false;
    const { rt, cookies, dialogs, reloads } = withDialog(() => answer);
    await expect(rt.http.shared.post('/save6401', { n: 1 })).rejects.toMatchObject({ code: 6401 });
    expect(cookies.get('Admin-Token')).toBeUndefined();
    answer = true;
    await expect(rt.http.shared.post('/save', { n: 2 })).resolves.toEqual({ saved: { n: 2 } });
    expect(dialogs()).toBe(2);
    expect(reloads()).toBe(0);
  });
  it('a background call (the bell) meeting the ended session says nothing and keeps the token; the next call of the user asks', async () => {
    const { rt, dialogs, cookies, reloads } = withDialog(true);
    const toasts: string[] = [];
    let prompts = 0;
    rt.ui.attach({ toast: (_ty, text) => toasts.push(text), confirm: async () => (prompts++, true) });
    await expect(rt.http.shared.request({ url: '/save6401', method: 'post', data: {}, background: true } as never)).rejects.toMatchObject({ code: 6401 });
    await expect(rt.http.shared.request({ url: '/save', method: 'post', data: {}, background: true } as never)).rejects.toMatchObject({ code: 401 });
    await tick();
    expect([prompts, dialogs(), toasts.length, reloads()]).toEqual([0, 0, 0, 0]);
    expect(cookies.get('Admin-Token')).toBe('stale');
    await expect(rt.http.shared.post('/save', { typed: 'x' })).resolves.toEqual({ saved: { typed: 'x' } });
    expect([prompts, dialogs()]).toEqual([1, 1]);
  });
});

describe('a refusal of a call made signed out', () => {
  it('rejects at once (its caller handles it, e.g. a bad SSO ticket on start-up) and keeps the spec prompt', async () => {
    const { rt, confirms, reloads } = testRuntime(srv.url, { confirmAnswer: true });
    rt.ui.attach({ toast: () => undefined, confirm: async (o) => { confirms.push(o); return true; }, relogin: async () => { throw new Error('no dialog for a signed-out call'); } });
    await expect(rt.http.shared.get('/c401')).rejects.toMatchObject({ code: 401 });
    await tick();
    expect(confirms).toHaveLength(1);
    expect(reloads()).toBe(1);
  });
});
