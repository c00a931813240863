// Probe: the validation layer (issue 10 §2). Every route declares schemas; out-of-range numbers, long LIKE
// patterns, deep nesting and prototype keys get 400 with a clear message; a fuzz of every route with
// hostile values never gets a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from '../../demo/server/http/router.ts';
import { registerRoutes } from '../../demo/server/routes/index.ts';
import { DEFAULTS } from '../../demo/server/config.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { json, multipart, send, PNG_HEAD } from './probeHelpers.ts';
import { signParam, DEFAULT_SIGN_KEY } from '../../src/core/http/sign.ts';
import type { z } from 'zod';

let s: TestServer;
let admin: string;
let nurse: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  nurse = await s.login('nurse01');
});
afterAll(async () => { await s.stop(); });

const get = (path: string, token = admin, lang?: string) => send(s, 'GET', path, { headers: { Authorization: `Bearer ${token}`, ...(lang ? { 'Accept-Language': lang } : {}) } });
const sysBody = (param: unknown) => ({ data: { metdata: {}, param, sign: signParam(param, DEFAULT_SIGN_KEY) } });
const nested = (depth: number): unknown => (depth <= 0 ? 1 : { a: nested(depth - 1) });

describe('paging and ids', () => {
  it('pageIndex=1e308 and other out-of-range pages are 400 on every kind of list call', async () => {
    for (const bad of ['1e308', '0', '-1', '1.5', 'abc', '100001', 'Infinity', 'NaN', '0x10']) {
      for (const path of [`/api/v1/records?scope=all&pageIndex=${bad}`, `/api/v1/forms?pageIndex=${bad}`, `/api/v1/sysUserList?pageIndex=${bad}`, `/api/v1/notice?pageIndex=${bad}`]) {
        const r = await get(path);
        expect(r.status, path).toBe(200);
        expect(r.json, path).toMatchObject({ code: 400 });
        expect(r.json.msg, path).toMatch(/^参数 pageIndex 无效：/);
      }
    }
    const old = await json(s, 'POST', '/xjs-api/MTSaas/tSysMessage/doQueryPage', { pageIndex: 1e308, pageSize: 10 }, nurse);
    expect(old.json).toMatchObject({ resStatus: 'E0400', resMsg: '参数 pageIndex 无效：不能大于 100000' });
    const sys = await json(s, 'POST', '/SYS/SYuser/doQueryPage', sysBody({ pageIndex: 1, pageSize: 1e308 }), admin, { 'Accept-Language': 'en' });
    expect(sys.json).toMatchObject({ code: 400, msg: 'Invalid parameter pageSize: must be at most 10000' });
  });

  it('a page size up to 10000 is accepted and served as at most 500 rows (the old client asks 9999 for "all")', async () => {
    const r = await json(s, 'POST', '/xjs-api/MTSaas/tSysMessage/doQueryPage', { operate_status: 0, pageIndex: 1, pageSize: 9999 }, nurse);
    expect(r.json.resStatus).toBe('S0000');
    expect(r.json.resData.pageSize).toBe(500);
    expect((await get('/api/v1/records?scope=all&pageSize=10001')).json.code).toBe(400);
  });

  it('ids are positive integers: anything else is 400, never a 500', async () => {
    for (const bad of ['-1', '0', 'abc', '1.5', '1e3', '99999999999', '%00', '1%20OR%201=1']) {
      for (const path of [`/api/v1/records/${bad}`, `/api/v1/forms/${bad}`, `/api/v1/records/1/revisions/${bad}`]) {
        const r = await get(path);
        expect(r.json.code, path).toBe(400);
      }
    }
    const body = await json(s, 'POST', '/xjs-api/MTSaas/tSysMessage/doRead', { id: -5 }, nurse);
    expect(body.json.resStatus).toBe('E0400');
  });
});

describe('LIKE patterns', () => {
  it('a contains-filter over 100 characters is 400; up to 100 it matches literally (% and _ are not wildcards)', async () => {
    const long = await get(`/api/v1/records?scope=all&keyword=${'a'.repeat(101)}`, admin, 'en');
    expect(long.json).toMatchObject({ code: 400, msg: 'Invalid parameter keyword: must have at most 100 characters' });
    for (const path of ['/api/v1/forms?name=', '/api/v1/sysUserList?username=', '/api/v1/priceNo/list?name=', '/api/v1/tech/list?name=']) {
      expect((await get(path + 'x'.repeat(101))).json.code, path).toBe(400);
      const wild = await get(path + encodeURIComponent('%'.repeat(50) + '_'.repeat(50)));
      expect(wild.json.code, path).toBe(200);
      expect(wild.json.data.count, path).toBe(0);
    }
    const all = await get('/api/v1/records?scope=all&keyword=%25');
    expect(all.json.data.count).toBe(0);
  });
});

describe('bodies', () => {
  it('nesting deeper than 20 levels is 400; 20 levels pass the check', async () => {
    const deep = await json(s, 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', data: nested(20) }, nurse);
    expect(deep.json).toMatchObject({ code: 400, msg: '请求数据嵌套层级过深（最多 20 层）' });
    const ok = await json(s, 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', data: nested(18) }, nurse);
    expect(ok.json.code).toBe(200);
    // a body of brackets only: refused by the scan, no stack overflow in the parser
    const brackets = await json(s, 'POST', '/api/v1/records', '['.repeat(200000), nurse);
    expect(brackets.json.code).toBe(400);
  });

  it('prototype keys anywhere (body, /SYS param, nested, in arrays, query, multipart fields) are 400', async () => {
    const cases: [string, string, string][] = [
      ['POST', '/api/v1/user/switchRole', '{"role":"nurse","__proto__":{"isAdmin":true}}'],
      ['POST', '/api/v1/records', '{"module":"baqsj","data":{"x":{"constructor":{"prototype":{"polluted":1}}}}}'],
      ['POST', '/api/v1/records', '{"module":"baqsj","data":{"list":[{"ok":1},{"prototype":1}]}}'],
      ['POST', '/SYS/SYuser/doQueryPage', JSON.stringify(sysBody({ pageIndex: 1 })).replace('"pageIndex"', '"__proto__":{"x":1},"pageIndex"')],
    ];
    for (const [method, path, body] of cases) {
      const r = await json(s, method, path, body, admin);
      expect(r.json.code, body).toBe(400);
      expect(r.json.msg, body).toMatch(/^请求数据包含不允许的字段名：(__proto__|constructor|prototype)$/);
    }
    expect((await get('/api/v1/records?scope=mine&__proto__=1')).json).toMatchObject({ code: 400, msg: '请求参数包含不允许的名称：__proto__' });
    const mp = multipart('a.png', Buffer.concat([PNG_HEAD, Buffer.alloc(10)]));
    const withField = Buffer.from(mp.body.toString('latin1').replace('Content-Disposition: form-data; name="file"', 'Content-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--' + mp.type.split('boundary=')[1] + '\r\nContent-Disposition: form-data; name="file"'), 'latin1');
    const up = await send(s, 'POST', '/api/v1/file/upload', { headers: { Authorization: `Bearer ${nurse}`, 'Content-Type': mp.type }, body: withField });
    expect(up.json.code).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('settings keep only their own keys: toString, constructor, valueOf are refused and never stored', async () => {
    for (const key of ['toString', 'constructor', 'valueOf', 'hasOwnProperty', 'evil']) {
      const r = await json(s, 'POST', '/api/v1/settings', `{"content":{"${key}":"x"}}`, admin);
      expect(r.json.code, key).toBe(400);
    }
    const top = await json(s, 'POST', '/api/v1/settings', { toString: 'x' }, admin);
    expect(top.json.code).toBe(400);
    const stored = (await s.call('GET', '/api/v1/settings?classify=1')).data[0].content;
    expect(Object.keys(stored).sort()).toEqual(['fixedHeader', 'is_ldap', 'is_verify_code', 'logo', 'name', 'nameEn', 'showSettings', 'sidebarLogo', 'tagsView', 'theme']);
    expect((await json(s, 'POST', '/api/v1/settings', { content: { name: '医院平台', theme: '#123456' } }, admin)).json.code).toBe(200);
  });

  it('over-long text fields are 400 in the caller language', async () => {
    const r = await json(s, 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', title: 't'.repeat(201), data: {} }, nurse, { 'Accept-Language': 'en' });
    expect(r.json).toMatchObject({ code: 400, msg: 'Invalid parameter title: must have at most 200 characters' });
    const pw = await json(s, 'PUT', '/api/v1/user/pwd', { oldPassword: 'x'.repeat(129), newPassword: 'Aa1!aaaa' }, nurse);
    expect(pw.json.msg).toBe('参数 oldPassword 无效：不能超过 128 个字符');
  });
});

describe('fuzz: every route, hostile values, never a 500', () => {
  const HOSTILE: unknown[] = [1e308, -1, 'x'.repeat(5000), {}, [], null, true, '%_\\\'"; DROP TABLE users; --', nested(8), [nested(5)]];
  const SKIP = new Set(['POST /logout', 'POST /refreshtoken']); // they would end the session the fuzz runs with

  function shapeOf(schema: z.ZodType | undefined): string[] {
    const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
    return shape ? Object.keys(shape) : [];
  }

  it('every registered route answers each hostile value with an envelope that is not 500', async () => {
    const router = new Router();
    registerRoutes(router, { ...DEFAULTS, testClock: false });
    let calls = 0;
    const problems: string[] = [];
    const check = (label: string, r: { status: number; headers: Record<string, unknown>; json: any; text: string }) => {
      calls++;
      const code = r.json?.code ?? r.json?.resStatus;
      const file = String(r.headers['content-type']).startsWith('application/vnd.openxmlformats');
      if (r.status >= 500 || code === 500 || code === 'E0500' || (r.json === undefined && r.status !== 404 && !file)) problems.push(`${label}: ${r.status} ${r.text.slice(0, 120)}`);
    };
    for (const route of router.list()) {
      const path = '/' + route.segments.map((seg) => (seg.startsWith(':') ? '1' : seg)).join('/');
      const label = `${route.method} ${path}`;
      if (SKIP.has(label)) continue;
      const isSys = path.startsWith('/SYS/');
      const wrap = (b: Record<string, unknown>) => (isSys ? sysBody(b) : b);
      // path parameters
      for (const bad of ['-1', 'abc', '1e308', '%00', '..%2f..%2f', 'x'.repeat(300)]) {
        if (!route.segments.some((seg) => seg.startsWith(':'))) break;
        const p = '/' + route.segments.map((seg) => (seg.startsWith(':') ? bad : seg)).join('/');
        check(`${route.method} ${p}`, route.method === 'GET' ? await get(p) : await json(s, route.method, p, wrap({}), admin));
      }
      if (route.body === 'stream') {
        const up = await send(s, route.method, path, { headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'multipart/form-data; boundary=zz' }, body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n' });
        check(`${label} (cut multipart)`, up);
        continue;
      }
      // each declared key with each hostile value
      for (const key of [...shapeOf(route.query), ...shapeOf(route.input), 'pageIndex', 'id']) {
        for (const v of HOSTILE) {
          if (route.method === 'GET' || (route.query && shapeOf(route.query).includes(key) && !shapeOf(route.input).includes(key))) {
            const q = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
            check(`${label} ?${key}`, await get(`${path}?${encodeURIComponent(key)}=${encodeURIComponent(q)}`));
          } else {
            check(`${label} {${key}}`, await json(s, route.method, path, wrap({ [key]: v }), admin));
          }
        }
      }
      // whole bodies of the wrong kind
      if (route.method !== 'GET') {
        for (const b of ['[]', '"text"', '123', 'null', '{', '{"a":1}{"b":2}', JSON.stringify({ data: 'not-an-object', param: [] })]) {
          check(`${label} body ${b}`, await json(s, route.method, path, b, admin));
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(1000);
    // the session the fuzz ran with still works, and no seeded user was disabled or deleted by it
    expect((await s.call('GET', '/api/v1/getinfo', { token: admin })).code).toBe(200);
    expect((await s.login('nurse01')).length).toBe(64);
  }, 120_000);
});

describe('texts', () => {
  it('every security text exists in both languages with the same placeholders', async () => {
    const { security } = await import('../../src/core/i18n/locales/security.ts');
    const zh = security['zh-CN'] as Record<string, string>;
    const en = security.en as Record<string, string>;
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    const vars = (t: string) => (t.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const k of Object.keys(zh)) expect(vars(en[k]), k).toEqual(vars(zh[k]));
  });
});
