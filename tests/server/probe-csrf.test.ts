// Probe: cross-site request forgery and cross-origin calls (issue 10 §2, issue 11 CORS). A page on another
// site can make a logged-in browser send the token cookie, a form-encoded or text/plain body, and its own
// Origin; each of those must be refused for writes. Allowed origins get CORS answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { json, send } from './probeHelpers.ts';

const PORTAL = 'http://portal.hospital.example:8080';
let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startTestServer({ corsOrigins: [PORTAL] });
  token = await s.login('admin');
});
afterAll(async () => { await s.stop(); });

const ticketCount = async () => (await s.call('GET', '/api/v1/getinfo', { token })).code;

describe('CSRF: the cookie never authenticates a write', () => {
  it('a write carrying only the token cookie is 401 and changes nothing', async () => {
    const cookie = `Admin-Token=${token}`;
    const settingsBefore = (await s.call('GET', '/api/v1/settings?classify=1')).data[0].content;
    const r = await json(s, 'POST', '/api/v1/settings', { content: { name: '被篡改的平台' } }, undefined, { Cookie: cookie });
    expect(r.json).toMatchObject({ code: 401 });
    expect((await s.call('GET', '/api/v1/settings?classify=1')).data[0].content).toEqual(settingsBefore);
    for (const [method, path] of [['POST', '/api/v1/sso/ticket'], ['PUT', '/api/v1/user/pwd'], ['POST', '/logout'], ['POST', '/api/v1/records']]) {
      const w = await json(s, method, path, {}, undefined, { Cookie: cookie });
      expect(w.json.code, `${method} ${path}`).toBe(401);
    }
    // the session is untouched: /logout by cookie did not end it
    expect(await ticketCount()).toBe(200);
  });

  it('reads may still use the cookie (the old portal reads with it); a cross-site page cannot read the answer', async () => {
    const r = await send(s, 'GET', '/api/v1/getinfo', { headers: { Cookie: `Admin-Token=${token}` } });
    expect(r.json.code).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('form-encoded, text/plain and multipart bodies to JSON calls are 415 with a clear message, in the caller language', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    const form = await send(s, 'POST', '/login', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'username=admin&password=Admin%402024' });
    expect(form.status).toBe(415);
    expect(form.json).toMatchObject({ code: 415, msg: '请求体格式不支持（application/x-www-form-urlencoded）：接口只接受 application/json' });
    const text = await send(s, 'POST', '/api/v1/settings', { headers: { ...auth, 'Content-Type': 'text/plain', 'Accept-Language': 'en' }, body: '{"content":{"name":"x"}}' });
    expect(text.status).toBe(415);
    expect(text.json.msg).toBe('Unsupported request body (text/plain): this API accepts application/json only');
    const noType = await send(s, 'POST', '/api/v1/settings', { headers: auth, body: '{"content":{"name":"x"}}' });
    expect(noType.status).toBe(415);
    const mp = await send(s, 'POST', '/xjs-api/MTSaas/tSysMessage/doRead', { headers: { ...auth, 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x--' });
    expect(mp.json).toMatchObject({ resStatus: 'E0415' });
    // an empty body needs no type (logout, refresh)
    const other = await s.login('nurse01');
    const out = await send(s, 'POST', '/logout', { headers: { Authorization: `Bearer ${other}` } });
    expect(out.json.code).toBe(200);
  });
});

describe('Origin: foreign writes refused, allowed origins served with CORS', () => {
  it('a write from a foreign Origin is 403 before its body is read, even with a valid token', async () => {
    for (const origin of ['http://evil.example', 'null', `http://127.0.0.1.evil.example`]) {
      const r = await json(s, 'POST', '/api/v1/sso/ticket', {}, token, { Origin: origin });
      expect(r.status, origin).toBe(403);
      expect(r.json.code).toBe(403);
      expect(r.json.msg).toContain('拒绝跨站请求');
    }
    const login = await json(s, 'POST', '/login', { username: 'admin', password: 'Admin@2024' }, undefined, { Origin: 'https://evil.example', 'Accept-Language': 'en' });
    expect(login.status).toBe(403);
    expect(login.json.msg).toBe('Cross-site request refused: the origin https://evil.example is not in the list of allowed origins');
  });

  it('the same origin (Origin host = Host) and requests without Origin may write', async () => {
    const host = new URL(s.base).host;
    expect((await json(s, 'POST', '/api/v1/sso/ticket', {}, token, { Origin: s.base })).json.code).toBe(200);
    // behind a TLS proxy the page is https while the request reaches the server as http
    expect((await json(s, 'POST', '/api/v1/sso/ticket', {}, token, { Origin: `https://${host}` })).json.code).toBe(200);
    expect((await json(s, 'POST', '/api/v1/sso/ticket', {}, token)).json.code).toBe(200);
  });

  it('an allowed origin gets its preflight and CORS headers on answers; credentials are not offered', async () => {
    const pre = await send(s, 'OPTIONS', '/api/v1/records', {
      headers: { Origin: PORTAL, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    // headers a form definition adds to its remote option calls are granted to an allowed origin
    const custom = await send(s, 'OPTIONS', '/xjs-api/MTSaas/sysDept/doQueryList', {
      headers: { Origin: PORTAL, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-app-id' },
    });
    expect(custom.headers['access-control-allow-headers']).toBe('content-type,x-app-id');
    const r = await json(s, 'POST', '/api/v1/sso/ticket', {}, token, { Origin: PORTAL });
    expect(r.json.code).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(r.headers.vary)).toContain('Origin');
    const read = await send(s, 'GET', '/api/v1/getinfo', { headers: { Origin: PORTAL, Authorization: `Bearer ${token}` } });
    expect(read.headers['access-control-allow-origin']).toBe(PORTAL);
  });

  it('a foreign preflight is 403 without CORS headers; a foreign read gets no CORS headers', async () => {
    const pre = await send(s, 'OPTIONS', '/api/v1/records', { headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(pre.status).toBe(403);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const read = await send(s, 'GET', '/api/v1/getinfo', { headers: { Origin: 'http://evil.example', Authorization: `Bearer ${token}` } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('without HOS_CORS_ORIGINS no origin is allowed', async () => {
    const plain = await startTestServer();
    try {
      const pre = await send(plain, 'OPTIONS', '/login', { headers: { Origin: PORTAL, 'Access-Control-Request-Method': 'POST' } });
      expect(pre.status).toBe(403);
      const r = await json(plain, 'POST', '/login', { username: 'admin', password: 'Admin@2024' }, undefined, { Origin: PORTAL });
      expect(r.status).toBe(403);
    } finally {
      await plain.stop();
    }
  });
});
