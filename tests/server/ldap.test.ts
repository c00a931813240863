// Issue 33 §1: directory sign-in against a real OpenLDAP (scripts/ldap-local.sh, seeded; CI's .ci/run
// exports HOS_TEST_LDAP_URL). Without HOS_TEST_LDAP_URL the suite is skipped and says why.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSecrets, startTestServer, withDb, type TestServer } from './helpers.ts';

const LDAP_URL = process.env.HOS_TEST_LDAP_URL || '';
const BASE = 'dc=hospital,dc=example';
const SERVICE_PASSWORD = 'Service@2024';
const EN = { 'Accept-Language': 'en' };

if (!LDAP_URL) {
  console.warn('tests/server/ldap.test.ts skipped: no OpenLDAP (set HOS_TEST_LDAP_URL, e.g. export HOS_TEST_LDAP_URL="$(scripts/ldap-local.sh)")');
}

const settings = (over: Record<string, unknown> = {}) => ({
  url: LDAP_URL, startTls: false, verifyCert: true, caCert: '',
  bindDn: `cn=hos-service,ou=people,${BASE}`, bindPassword: SERVICE_PASSWORD, baseDn: `ou=people,${BASE}`,
  userFilter: '(&(objectClass=inetOrgPerson)(uid={username}))',
  attrs: { name: 'displayName', workNo: 'employeeNumber', dept: 'departmentNumber', email: 'mail' },
  disabledAttr: 'employeeType', disabledValue: 'disabled', defaultRole: 'nurse', localAllowed: true, localUsers: ['admin'],
  ...over,
});

/** A port on which nothing listens (bound then closed). */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((res) => srv.listen(0, '127.0.0.1', res));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((res) => srv.close(() => res()));
  return port;
}

describe.skipIf(!LDAP_URL)('directory sign-in (OpenLDAP)', () => {
  let s: TestServer;
  let admin: string;
  let sec: string; // is_ldap and the password policy are the security administrator's settings
  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    s.call('POST', '/login', { body: { username, password }, headers });
  const put = (body: unknown, token = admin) => s.call('PUT', '/api/v1/directory/settings', { token, body });

  beforeAll(async () => {
    s = await startTestServer({ loginMaxFailures: 3, loginAccountMaxFailures: 20, loginIpMaxFailures: 100, loginBaseDelayMs: 60_000 });
    admin = await s.login('admin');
    sec = await s.login('secadmin');
    const r = await put(settings());
    expect(r.code).toBe(200);
    expect((await s.call('POST', '/api/v1/settings', { token: sec, body: { content: { is_ldap: true } } })).code).toBe(200);
  });
  afterAll(async () => { await s?.stop(); });

  it('keeps the bind password sealed: never answered, not in clear in the database', async () => {
    const got = await s.call('GET', '/api/v1/directory/settings', { token: admin });
    expect(got.data).toMatchObject({ hasBindPassword: true, bindPasswordUnreadable: false, url: LDAP_URL });
    expect(got.data).not.toHaveProperty('bindPassword');
    const stored = await withDb(s, (db) => db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'directory'"));
    expect(stored!.value).not.toContain(SERVICE_PASSWORD);
    expect(JSON.parse(stored!.value).bindPassword).toMatch(/^v1:/);
    // saved again without a password: the sealed one is kept
    expect((await put(settings({ bindPassword: undefined }))).data.hasBindPassword).toBe(true);
    assertNoSecrets(s.seen, [SERVICE_PASSWORD]);
  });

  it('refuses the settings and the test to a user without the System role, and wrong settings', async () => {
    const nurse = await s.login('nurse01');
    expect((await s.call('GET', '/api/v1/directory/settings', { token: nurse })).code).toBe(403);
    expect((await put(settings(), nurse)).code).toBe(403);
    expect((await s.call('POST', '/api/v1/directory/test', { token: nurse, body: {} })).code).toBe(403);
    const bad = await s.call('PUT', '/api/v1/directory/settings', { token: admin, body: settings({ userFilter: '(uid=x)', bindPassword: undefined }), headers: EN });
    expect(bad).toMatchObject({ code: 400, msg: expect.stringContaining('{username}') });
    expect((await put(settings({ url: 'http://x', bindPassword: undefined }))).code).toBe(400);
    expect((await put(settings({ defaultRole: 'noSuchRole', bindPassword: undefined }))).code).toBe(400);
  });

  it('the test button binds and looks a user up, in plain words', async () => {
    const bound = await s.call('POST', '/api/v1/directory/test', { token: admin, body: {}, headers: EN });
    expect(bound.data).toEqual({ ok: true, message: 'The service account signed in to the directory server.' });
    const found = await s.call('POST', '/api/v1/directory/test', { token: admin, body: { username: 'ldapnurse01' } });
    expect(found.data.ok).toBe(true);
    expect(found.data.message).toContain('李护士');
    expect(found.data.message).toContain('心血管内科');
    expect((await s.call('POST', '/api/v1/directory/test', { token: admin, body: { username: 'nobody' }, headers: EN })).data.message).toContain('No user nobody');
    await put(settings({ bindPassword: 'wrong' }));
    const refused = await s.call('POST', '/api/v1/directory/test', { token: admin, body: {}, headers: EN });
    expect(refused.data).toMatchObject({ ok: false, message: expect.stringContaining('refused the service account') });
    await put(settings());
  });

  it('a first sign-in creates the account with the mapped fields and the default role; later ones refresh them', async () => {
    const r = await login('ldapnurse01', 'Ldap@2024');
    expect(r.code).toBe(200);
    expect(r.data.user).toMatchObject({ username: 'ldapnurse01', name: '李护士', workNo: 'L1001', deptName: '心血管内科', roles: ['nurse'] });
    const row = await withDb(s, (db) => db.get<{ email: string; hash: string; deptId: number | null }>(
      "SELECT email, password_hash AS hash, dept_id AS deptId FROM users WHERE username = 'ldapnurse01'"));
    expect(row).toMatchObject({ email: 'ldapnurse01@hospital.example', hash: 'directory' });
    expect(row!.deptId).not.toBeNull();
    // the directory's password never ages here: with a 1-day policy and an old change date, no change is asked
    await s.call('POST', '/api/v1/settings', { token: sec, body: { content: { pwdMaxAgeDays: 1 } } });
    await withDb(s, (db) => db.run("UPDATE users SET password_changed_at = 0 WHERE username = 'ldapnurse01'"));
    try {
      const info = await s.call('GET', '/api/v1/getinfo', { token: r.data.token });
      expect(info.data.records[0]).toMatchObject({ pwdChangeReason: '', lastPwdDays: 0 });
    } finally {
      await s.call('POST', '/api/v1/settings', { token: sec, body: { content: { pwdMaxAgeDays: 0 } } });
    }
    // an administrator's change is overwritten by the directory at the next sign-in
    await withDb(s, (db) => db.run("UPDATE users SET name = 'x', work_no = 'y' WHERE username = 'ldapnurse01'"));
    const again = await login('ldapnurse01', 'Ldap@2024');
    expect(again.data.user).toMatchObject({ name: '李护士', workNo: 'L1001' });
    // the directory matches names in any case: the same account, not a second one
    expect((await login('LdapNurse01', 'Ldap@2024')).data.user).toMatchObject({ username: 'ldapnurse01' });
    expect(await withDb(s, (db) => db.get<{ n: number }>("SELECT COUNT(*) AS n FROM users WHERE LOWER(username) = 'ldapnurse01'"))).toMatchObject({ n: 1 });
  });

  it('leaves an unknown department and an address the e-mail rule refuses unset', async () => {
    const r = await login('ldapdoctor01', 'Ldap@2024');
    expect(r.code).toBe(200);
    expect(r.data.user).toMatchObject({ name: '王医生', deptName: '' });
    const row = await withDb(s, (db) => db.get<{ email: string; deptId: number | null }>("SELECT email, dept_id AS deptId FROM users WHERE username = 'ldapdoctor01'"));
    expect(row).toMatchObject({ email: '', deptId: null });
  });

  it('answers a wrong password and an unknown user alike, and a filter-special name finds no one', async () => {
    const wrong = await login('ldapdoctor01', 'Wrong@2024');
    const unknown = await login('ldapnobody', 'Wrong@2024');
    expect(wrong).toMatchObject({ code: 400, msg: '用户名或密码错误' });
    expect(unknown).toEqual(wrong);
    // '*' would match every uid if it were not escaped; an empty password is never an anonymous bind
    expect(await login('*', 'Ldap@2024')).toMatchObject({ code: 400, msg: '用户名或密码错误' });
    expect(await login('ldapdoctor01', '')).toMatchObject({ code: 400 });
  });

  it('refuses an entry the mapping treats as disabled, and a directory account disabled here', async () => {
    expect(await login('ldapdisabled01', 'Ldap@2024', EN)).toMatchObject({ code: 403, msg: 'This account is disabled' });
    expect(await withDb(s, (db) => db.get("SELECT 1 FROM users WHERE username = 'ldapdisabled01'"))).toBeUndefined();
    await withDb(s, (db) => db.run("UPDATE users SET status = 0 WHERE username = 'ldapnurse01'"));
    expect(await login('ldapnurse01', 'Ldap@2024')).toMatchObject({ code: 403, msg: '账号已停用' });
    await withDb(s, (db) => db.run("UPDATE users SET status = 1 WHERE username = 'ldapnurse01'"));
  });

  it('local accounts: listed ones and (when allowed) those with a local password sign in locally', async () => {
    expect((await login('admin', 'Admin@2024')).code).toBe(200);
    expect((await login('quality01', 'Quality@2024')).code).toBe(200);
    // local accounts not allowed: quality01 is not in the directory, so its local password no longer opens it
    await put(settings({ localAllowed: false, bindPassword: undefined }));
    expect(await login('quality01', 'Quality@2024')).toMatchObject({ code: 400, msg: '用户名或密码错误' });
    expect((await login('admin', 'Admin@2024')).code).toBe(200);
    await put(settings({ bindPassword: undefined }));
    // 启用LDAP off: the directory is not asked, and a directory account has no local password
    await s.call('POST', '/api/v1/settings', { token: sec, body: { content: { is_ldap: false } } });
    try {
      expect(await login('ldapnurse01', 'Ldap@2024')).toMatchObject({ code: 400, msg: '用户名或密码错误' });
      expect(await login('ldapnurse01', 'directory')).toMatchObject({ code: 400 });
    } finally {
      await s.call('POST', '/api/v1/settings', { token: sec, body: { content: { is_ldap: true } } });
    }
    expect((await login('ldapnurse01', 'Ldap@2024')).code).toBe(200);
  });

  it('a directory that does not answer: a clear message in the caller\'s language; local accounts still sign in', async () => {
    await put(settings({ url: `ldap://127.0.0.1:${await closedPort()}`, bindPassword: undefined }));
    try {
      const en = await login('ldapnurse01', 'Ldap@2024', EN);
      expect(en).toMatchObject({ code: 500, msg: expect.stringContaining('directory server (LDAP) cannot be reached') });
      expect((await login('ldapnurse01', 'Ldap@2024')).msg).toContain('目录服务器（LDAP）暂时无法连接');
      expect((await login('quality01', 'Quality@2024')).code).toBe(200);
      expect((await login('admin', 'Admin@2024')).code).toBe(200);
      const test = await s.call('POST', '/api/v1/directory/test', { token: admin, body: {}, headers: EN });
      expect(test.data).toMatchObject({ ok: false, message: expect.stringContaining('cannot be reached') });
    } finally {
      await put(settings({ bindPassword: undefined }));
    }
  });

  it('counts directory attempts like local ones: the account locks after N wrong passwords, even for the right one', async () => {
    // a right sign-in first: the earlier tests' failures of this account are given back
    expect((await login('ldapdoctor01', 'Ldap@2024')).code).toBe(200);
    for (let i = 0; i < 2; i++) expect(await login('ldapdoctor01', 'Wrong@2024')).toMatchObject({ code: 400 });
    // the third failure locks (loginMaxFailures 3): the answer says when to try again
    expect(await login('ldapdoctor01', 'Wrong@2024')).toMatchObject({ code: 429, data: { retryAfter: expect.any(Number) } });
    expect(await login('ldapdoctor01', 'Ldap@2024')).toMatchObject({ code: 429 });
    // unknown directory names are counted the same way
    for (let i = 0; i < 2; i++) expect(await login('ldapghost', 'Wrong@2024')).toMatchObject({ code: 400 });
    expect(await login('ldapghost', 'Wrong@2024')).toMatchObject({ code: 429 });
  });
});
