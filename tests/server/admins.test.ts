// Issue 33 §4: three administrators. The system administrator (admin), the security administrator
// (secadmin) and the audit administrator (auditor) each do their own work and are refused the others'
// (src/core/access/duties.ts); nobody changes their own roles or widens an administrator role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_PASSWORD, startTestServer, withDb, type TestServer } from './helpers.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
const tok = async (u: string) => (tokens[u] ??= await s.login(u));
const call = async (u: string, method: string, path: string, body?: unknown, lang?: string) =>
  s.call(method, path, { token: await tok(u), body, headers: lang ? { 'Accept-Language': lang } : undefined });
const userId = async (username: string) => (await withDb(s, (db) => db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', username)))!.id;
const roleId = async (key: string) => (await withDb(s, (db) => db.get<{ id: number }>('SELECT id FROM roles WHERE role_key = ?', key)))!.id;

beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s.stop(); });

describe('three administrators', () => {
  it("each is refused the others' work", async () => {
    const nurse02 = await userId('nurse02');
    // the system administrator: no roles, no sign-in policy, no second factors, no unlocks, no audit log
    const sysRefused: [string, string, unknown?][] = [
      ['POST', '/api/v1/role', { roleKey: 'probeRole', roleName: '探测' }],
      ['PUT', '/api/v1/menurole', { roleId: await roleId('nurse'), menuIds: [] }],
      ['POST', '/api/v1/sysUser/unlock', { userId: nurse02 }],
      ['POST', '/api/v1/sysUser/second-factor/reset', { userId: nurse02 }],
      ['GET', '/api/v1/audit'],
      ['GET', '/api/v1/audit/export'],
    ];
    for (const [m, p, b] of sysRefused) expect((await call('admin', m, p, b)).code, `admin ${m} ${p}`).toBe(403);
    const policy = await call('admin', 'POST', '/api/v1/settings', { content: { totp_required: true } }, 'en');
    expect(policy).toMatchObject({ code: 403, msg: 'The password and sign-in policy, second factors and who sees patient identifiers are set by the security administrator (totp_required)' });
    // the security administrator: no accounts, menus, forms, flows, system settings or audit log
    const secRefused: [string, string, unknown?][] = [
      ['PUT', '/api/v1/sysUser', { userId: nurse02, name: '改名' }],
      ['POST', '/api/v1/menu', { title: 'x', path: '/x', menuType: 'F' }],
      ['POST', '/api/v1/dept', { deptName: '探测科', parentId: null }],
      ['GET', '/api/v1/sysUser/export'],
      ['GET', '/api/v1/audit'],
    ];
    for (const [m, p, b] of secRefused) expect((await call('secadmin', m, p, b)).code, `secadmin ${m} ${p}`).toBe(403);
    expect((await call('secadmin', 'POST', '/api/v1/settings', { content: { name: '改名' } })).code).toBe(403);
    expect((await s.sys('/SYS/SYuser/doSave', { username: 'probe01', password: 'Probe@2024x', name: '探测' }, { token: await tok('secadmin') })).code).toBe(403);
    // the audit administrator: nothing but the audit log
    for (const [m, p, b] of [...sysRefused.slice(0, 4), ...secRefused.slice(0, 4), ['POST', '/api/v1/settings', { content: { name: 'x' } }] as [string, string, unknown]]) {
      expect((await call('auditor', m, p, b)).code, `auditor ${m} ${p}`).toBe(403);
    }
    expect((await call('auditor', 'GET', '/api/v1/audit')).code).toBe(200);
    // and each does their own
    expect((await call('secadmin', 'POST', '/api/v1/settings', { content: { totp_remember_device: true } })).code).toBe(200);
    expect((await call('admin', 'POST', '/api/v1/settings', { content: { name: '医院办公平台' } })).code).toBe(200);
    // a page sends the other administrator's keys back unchanged: allowed
    expect((await call('admin', 'POST', '/api/v1/settings', { content: { name: '医院办公平台', totp_remember_device: true } })).code).toBe(200);
    expect((await call('secadmin', 'POST', '/api/v1/role', { roleKey: 'probeRole', roleName: '探测' })).code).toBe(200);
  });

  it('roles: the administrator roles only from the security administrator, never one\'s own, one per account', async () => {
    const nurse03 = await userId('nurse03');
    const grant = (u: string, id: number, roles: string[]) => call(u, 'PUT', '/api/v1/sysUser/roles', { userId: id, roles }, 'en');
    expect(await grant('admin', nurse03, ['nurse', 'auditAdmin'])).toMatchObject({ code: 403, msg: 'Only the security administrator gives or takes the administrator roles' });
    expect((await s.sys('/SYS/SYuser/doUpdate', { userID: nurse03, roles: ['System'] }, { token: await tok('admin'), method: 'PUT' })).code).toBe(403);
    expect((await s.sys('/SYS/SYuser/doSave', { username: 'probe02', password: 'Probe@2024x', name: '探测', roles: ['securityAdmin'] }, { token: await tok('admin') })).code).toBe(403);
    // business roles come with the account
    expect((await grant('admin', nurse03, ['nurse', 'deptApprover'])).code).toBe(200);
    expect((await grant('secadmin', nurse03, ['nurse', 'auditAdmin', 'securityAdmin'])).code).toBe(400);
    expect((await grant('secadmin', nurse03, ['nurse', 'auditAdmin'])).data.roles).toEqual(['nurse', 'auditAdmin']);
    expect((await grant('secadmin', await userId('secadmin'), ['securityAdmin', 'auditAdmin'])).code).toBe(400);
    expect(await grant('admin', await userId('admin'), ['System'])).toMatchObject({ code: 400, msg: 'You cannot change your own roles' });
    // the new audit administrator reads the log at the next request
    expect((await s.call('GET', '/api/v1/audit', { token: await s.login('nurse03', OTHER_PASSWORD) })).code).toBe(200);
    expect((await grant('secadmin', nurse03, ['nurse'])).code).toBe(200);
    // the audit log holds each change with its before and after (issue 33 §5)
    // a read through the old POST calls is no change
    expect((await s.sys('/SYS/SYuser/doQueryPage', { pageIndex: 1, pageSize: 5 }, { token: await tok('secadmin') })).code).toBe(200);
    await s.server.auditFlushed();
    const changes = await withDb(s, (db) => db.all<{ username: string; detail: string }>("SELECT username, detail FROM audit_log WHERE event = 'admin.change' ORDER BY id"));
    expect(changes.filter((c) => JSON.parse(c.detail).route.includes('doQuery'))).toEqual([]);
    const last = JSON.parse(changes[changes.length - 1].detail);
    expect(changes[changes.length - 1].username).toBe('secadmin');
    expect(last).toMatchObject({ route: 'PUT /api/v1/sysUser/roles', before: { username: 'nurse03', roles: ['nurse', 'auditAdmin'] }, after: { userId: nurse03, roles: ['nurse'] } });
  });

  it("another administrator's account is not the system administrator's; the administrator roles' grants are fixed", async () => {
    const sec = await userId('secadmin');
    expect((await s.sys('/SYS/SYuser/doOff', { userID: sec }, { token: await tok('admin'), method: 'PUT' })).code).toBe(403);
    expect((await s.sys('/SYS/SYuser/doUpdatePass', { id: sec, password: 'Taken@2024x' }, { token: await tok('admin') })).code).toBe(403);
    expect((await s.sys('/SYS/SYuser/doDelete', { userID: await userId('auditor') }, { token: await tok('admin'), method: 'DELETE' })).code).toBe(403);
    // an administrator's password is the security administrator's to set; anyone else's the system administrator's
    expect((await s.sys('/SYS/SYuser/doUpdatePass', { id: await userId('auditor'), password: 'Audit@2024' }, { token: await tok('secadmin') })).code).toBe(200);
    expect((await s.sys('/SYS/SYuser/doUpdatePass', { id: await userId('nurse04'), password: 'Nurse@2024x' }, { token: await tok('secadmin') })).code).toBe(403);
    for (const key of ['securityAdmin', 'auditAdmin', 'System']) {
      const id = await roleId(key);
      expect((await call('secadmin', 'PUT', '/api/v1/role', { roleId: id, permissions: ['*:*:*', 'extra:tag'] })).code, key).toBe(400);
      expect((await call('secadmin', 'PUT', '/api/v1/menurole', { roleId: id, menuIds: [1] })).code, key).toBe(400);
      expect((await call('secadmin', 'PUT', '/api/v1/roledatascope', { roleId: id, dataScope: 'all' })).code === 200, key).toBe(key === 'System');
      expect((await call('secadmin', 'DELETE', `/api/v1/role/${id}`)).code, key).toBe(400);
    }
  });

  it('the security administrator unlocks an account the limiter locked', async () => {
    const wrong = () => s.call('POST', '/login', { body: { username: 'nurse05', password: 'Wrong@2024' } });
    let code = 0;
    for (let i = 0; i < 8 && code !== 429; i++) code = (await wrong()).code;
    expect(code).toBe(429);
    expect((await s.call('POST', '/login', { body: { username: 'nurse05', password: OTHER_PASSWORD } })).code).toBe(429);
    const r = await call('secadmin', 'POST', '/api/v1/sysUser/unlock', { userId: await userId('nurse05') });
    expect(r.code).toBe(200);
    expect(r.data.unlocked).toBeGreaterThan(0);
    expect((await s.call('POST', '/login', { body: { username: 'nurse05', password: OTHER_PASSWORD } })).code).toBe(200);
  });

  it('a database without a security administrator gets one from the system administrator, and only then', async () => {
    await withDb(s, (db) => db.run("UPDATE users SET status = 0 WHERE username = 'secadmin'"));
    const doctor = await userId('doctor01');
    const grant = (roles: string[]) => call('admin', 'PUT', '/api/v1/sysUser/roles', { userId: doctor, roles });
    expect((await grant(['techApplicant', 'System'])).code).toBe(403);
    expect((await grant(['techApplicant', 'securityAdmin'])).code).toBe(200);
    // now there is one: the exception is over
    expect((await grant(['techApplicant', 'securityAdmin', 'auditAdmin'])).code).toBe(400);
    expect((await call('admin', 'PUT', '/api/v1/sysUser/roles', { userId: await userId('nurse02'), roles: ['nurse', 'auditAdmin'] })).code).toBe(403);
    await withDb(s, (db) => db.run("UPDATE users SET status = 1 WHERE username = 'secadmin'"));
  });
});
