// Issue 33 §8: one e-mail rule on every route that stores an address (the admin's two user routes, the Excel
// import already, the user's own reminder address, the mail settings' sender and test address): one plain
// address, no list, no display name, no control character. The rule lives once, in src/core/users/rules.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSecrets, startTestServer, type TestServer } from './helpers.ts';
import { wfClient } from './wf.ts';

let s: TestServer;
let w: ReturnType<typeof wfClient>;
const EN = { 'Accept-Language': 'en' };

beforeAll(async () => {
  s = await startTestServer();
  w = wfClient(s);
});
afterAll(async () => {
  assertNoSecrets(s.seen);
  await s.stop();
});

const BAD = ['a@h.example, leak@evil.example', 'a@h.example\r\nBcc: leak@evil.example', 'Zhang San <a@h.example>', 'a\u0000@h.example', 'a@h.example;b@h.example'];

describe('one e-mail rule on every route that stores an address', () => {
  it('PUT /api/v1/sysUser and /SYS/SYuser/doUpdate refuse lists, display names and control characters; a plain address is kept', async () => {
    const ids = await w.userIds();
    for (const email of BAD) {
      const r = await w.call('admin', 'PUT', '/api/v1/sysUser', { userId: ids.nurse01, email });
      expect(r.code, JSON.stringify(email)).toBe(400);
      expect(r.msg).toMatch(/邮箱须为一个地址/);
      const en = await w.call('admin', 'PUT', '/api/v1/sysUser', { userId: ids.nurse01, email }, EN);
      expect(en.msg).toMatch(/must be one address/);
      const r2 = await s.sys('/SYS/SYuser/doUpdate', { userId: ids.nurse01, email }, { token: await s.login('admin'), method: 'PUT' });
      expect(r2.code, JSON.stringify(email)).toBe(400);
    }
    const ok = await w.call('admin', 'PUT', '/api/v1/sysUser', { userId: ids.nurse01, email: 'nurse01@hospital.cn' });
    expect(ok.code).toBe(200);
    const list = (await w.get('admin', '/api/v1/sysUserList?username=nurse01')).data;
    expect(JSON.stringify(list)).toContain('nurse01@hospital.cn');
    expect(JSON.stringify(list)).not.toContain('evil.example');
  });

  it('/SYS/SYuser/doSave refuses a new account with a bad address or phone', async () => {
    const base = { username: 'addr_rule', password: 'Good#2025x', name: '规则测试' };
    const token = await s.login('admin');
    expect((await s.sys('/SYS/SYuser/doSave', { ...base, email: BAD[0] }, { token })).code).toBe(400);
    const phone = await s.sys('/SYS/SYuser/doSave', { ...base, phone: '138 0000 0000; 139' }, { token });
    expect(phone.code).toBe(400);
    expect(phone.msg).toMatch(/电话须为手机号或座机号/);
    expect((await s.sys('/SYS/SYuser/doSave', { ...base, email: 'addr.rule@hospital.cn', phone: '13800000000' }, { token })).code).toBe(200);
  });

  it('the user\'s reminder address and the mail settings follow the same rule', async () => {
    for (const email of BAD) {
      expect((await w.call('approver01', 'PUT', '/api/v1/user/mail-prefs', { email, mailLang: '', kinds: [] })).code, JSON.stringify(email)).toBe(400);
      expect((await w.call('admin', 'POST', '/api/v1/mail/test', { to: email })).code, JSON.stringify(email)).toBe(400);
    }
    expect((await w.call('approver01', 'PUT', '/api/v1/user/mail-prefs', { email: 'approver01@hospital.cn', mailLang: '', kinds: [] })).code).toBe(200);
    expect((await w.get('approver01', '/api/v1/user/mail-prefs')).data.email).toBe('approver01@hospital.cn');
  });
});
