// Two API instances on one PostgreSQL database (issue 10 §4): sessions, tokens, throttle counters and
// idempotency keys live in the database, so either instance serves any user. PostgreSQL runs only
// (HOS_TEST_DATABASE_URL); SQLite is one process's embedded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_POSTGRES, startTestServer, tempDir, type TestServer } from './helpers.ts';
import { VALID } from './wf.ts';

describe.skipIf(!ON_POSTGRES)('two instances on one database (PostgreSQL runs only)', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    // started together on a new database: migrated and seeded once (the advisory lock)
    const dataDir = tempDir();
    [a, b] = await Promise.all([startTestServer({ dataDir }), startTestServer({ dataDir })]);
  });
  afterAll(async () => {
    await b?.stop({ keepData: true });
    await a?.stop();
  });

  const info = async (s: TestServer, token: string) => (await s.call('GET', '/api/v1/getinfo', { token })).code as number;
  const report = (s: TestServer, token: string, key: string, title: string) => s.call('POST', '/api/v1/records', {
    token, headers: { 'Idempotency-Key': key },
    body: { module: 'baqsj', eventType: 'fall', grade: 'III', submit: true, title, data: { ...VALID, sjsx_patient_name: title } },
  });

  it('seeded once although both started together', async () => {
    const token = await a.login('admin');
    const users = (await a.call('GET', '/api/v1/sysAllUserList', { token })).data as { username: string }[];
    expect(users.filter((u) => u.username === 'nurse01')).toHaveLength(1);
  });

  it('logs in on one, submits on the other (a retry with the same key on the first: the same record), reads it back on the first', async () => {
    const token = await a.login('nurse01');
    const key = 'two-instances-0001';
    const sent = await report(b, token, key, '双实例患者甲');
    expect(sent.code).toBe(200);
    const again = await report(a, token, key, '双实例患者甲');
    expect(again.code).toBe(200);
    expect(again.data.id).toBe(sent.data.id);
    const back = await a.call('GET', `/api/v1/records/${sent.data.id}`, { token });
    expect(back.code).toBe(200);
    expect(back.data.title).toBe('双实例患者甲');
    const mine = await a.call('GET', `/api/v1/records?scope=mine&keyword=${encodeURIComponent('双实例患者甲')}`, { token });
    expect(mine.data.count).toBe(1);
  });

  it('the same key sent to both at the same moment: one record', async () => {
    const token = await b.login('owner01');
    const both = await Promise.all([a, b].map((s) => report(s, token, 'two-instances-0002', '双实例患者乙')));
    expect(both.map((r) => r.code)).toEqual([200, 200]);
    expect(both[0].data.id).toBe(both[1].data.id);
  });

  it('a token revoked on one instance is refused on the other: logout, and a password change', async () => {
    const t1 = await a.login('approver01');
    expect(await info(b, t1)).toBe(200);
    expect((await b.call('POST', '/logout', { token: t1 })).code).toBe(200);
    expect(await info(a, t1)).toBe(401);

    const here = await a.login('quality01');
    const elsewhere = await b.login('quality01');
    expect((await a.call('PUT', '/api/v1/user/pwd', { token: here, body: { oldPassword: 'Quality@2024', newPassword: 'Quality@2025' } })).code).toBe(200);
    expect(await info(b, elsewhere)).toBe(401);
    expect(await info(a, elsewhere)).toBe(401);
    expect((await b.call('POST', '/login', { body: { username: 'quality01', password: 'Quality@2024' } })).code).toBe(400);
    expect((await b.call('POST', '/login', { body: { username: 'quality01', password: 'Quality@2025' } })).code).toBe(200);
  });

  it('reference data each keeps (store/refData.ts) follows a change made on the other: a department added on one is reportable on the other at once', async () => {
    const admin = await a.login('admin');
    const nurse = await b.login('nurse02');
    const name = '双实例新科室';
    const draft = () => b.call('POST', '/api/v1/records', { token: nurse, body: { module: 'baqsj', eventType: 'fall', grade: 'III', deptName: name, data: {} } });
    // b reads (and keeps) the departments first
    expect((await draft()).code).toBe(400);
    const depts = (await a.call('GET', '/api/v1/dept/list', { token: admin })).data as { deptId: number; deptName: string }[];
    const created = await a.call('POST', '/api/v1/dept', { token: admin, body: { deptName: name, parentId: depts.find((d) => d.deptName === '外科系统')!.deptId } });
    expect(created.code).toBe(200);
    const ok = await draft();
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data.deptName).toBe(name);
  });

  it('the login throttle counts failures across both instances', async () => {
    const wrong = (s: TestServer) => s.call('POST', '/login', { body: { username: 'tech01', password: 'Wrong@2024' } });
    // the default limit is 5 failures of one account: alternate instances
    for (let i = 0; i < 5; i++) await wrong(i % 2 ? b : a);
    expect((await wrong(a)).code).toBe(429);
    expect((await b.call('POST', '/login', { body: { username: 'tech01', password: 'Tech@2024' } })).code).toBe(429);
  });
});
