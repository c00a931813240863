// The charts' numbers (GET /api/v1/stats/events, /api/v1/stats/tech): counts over the caller's data scope
// only (a department-scoped user never counts another department's records), the list filters narrow them
// like the lists, months cut in the caller's zone, bad input a clear 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { assertNoSecrets, startTestServer, type TestServer } from './helpers.ts';

const VALID = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.valid.json', 'utf8')).data as Record<string, unknown>;

let s: TestServer;
let formId: number;
const tokens: Record<string, string> = {};
const tok = async (user: string) => (tokens[user] ??= await s.login(user));
const get = async (user: string, path: string, headers?: Record<string, string>) => s.call('GET', path, { token: await tok(user), headers });
const put = async (user: string, path: string, body: unknown) => s.call('PUT', path, { token: await tok(user), body });
const sum = (list: { count: number }[]) => list.reduce((n, x) => n + x.count, 0);

beforeAll(async () => {
  s = await startTestServer();
  formId = (await get('nurse01', '/api/v1/forms/by-code/05-unsafe-event-report')).data.id;
  // one more event from a second department, so department scopes have something to leave out
  const res = await s.call('POST', '/api/v1/records', {
    token: await tok('nurse02'), body: { formId, title: '统计测试：心内科跌倒', status: 'submitted', data: { ...VALID } },
  });
  expect(res.code).toBe(200);
});
afterAll(async () => {
  assertNoSecrets(s.seen);
  await s.stop();
});

describe('event stats', () => {
  it('counts every submitted event for a role scoped to all, the same as the data query lists', async () => {
    const st = (await get('quality01', '/api/v1/stats/events?tz=Asia/Shanghai')).data;
    const listed = (await get('quality01', '/api/v1/records?scope=all&module=baqsj&pageSize=1')).data.count;
    expect(st.scope).toBe('all');
    expect(st.timeZone).toBe('Asia/Shanghai');
    expect(st.total).toBe(listed);
    expect(sum(st.byType)).toBe(listed);
    expect(sum(st.byGrade)).toBe(listed);
    expect(sum(st.byDept)).toBe(listed);
    expect(sum(st.byMonth)).toBe(listed);
    expect(st.byMonth).toHaveLength(12);
    expect(st.byMonth[11].key).toMatch(/^\d{4}-\d{2}$/);
    expect(new Set(st.byDept.map((d: { key: string }) => d.key))).toEqual(new Set(['内分泌科', '心血管内科', '普通外科']));
    // open and overdue: the lists' own filters give the same numbers
    const open = (await get('quality01', '/api/v1/records?scope=all&module=baqsj&state=inProgress,returned,rectifying&pageSize=1')).data.count;
    const overdue = (await get('quality01', '/api/v1/records?scope=all&module=baqsj&overdue=1&pageSize=1')).data.count;
    expect(st.open).toBe(open);
    expect(st.overdue).toBe(overdue);
    expect(st.open).toBeGreaterThan(0);
  });

  it('narrows by the list filters (a bar opens exactly its records)', async () => {
    const all = (await get('quality01', '/api/v1/stats/events')).data;
    const grade = all.byGrade.find((g: { key: string }) => g.key === 'II');
    const st = (await get('quality01', '/api/v1/stats/events?grade=II')).data;
    expect(st.total).toBe(grade.count);
    expect(st.byGrade).toEqual([{ key: 'II', count: grade.count }]);
    const dept = (await get('quality01', `/api/v1/stats/events?deptName=${encodeURIComponent('心血管内科')}`)).data;
    expect(dept.byDept).toEqual([{ key: '心血管内科', count: dept.total }]);
    const listed = (await get('quality01', `/api/v1/records?scope=all&module=baqsj&deptName=${encodeURIComponent('心血管内科')}`)).data.count;
    expect(dept.total).toBe(listed);
    // the infection view's counts are the view's rows
    const inf = (await get('quality01', '/api/v1/stats/events?view=hospitalSense')).data;
    expect(inf.total).toBe((await get('quality01', '/api/v1/records?scope=all&module=baqsj&view=hospitalSense')).data.count);
  });

  it('a department-scoped user counts only their department', async () => {
    // approver01: department approver of 内分泌科 (role data scope 'dept')
    const st = (await get('approver01', '/api/v1/stats/events')).data;
    expect(st.scope).toBe('dept');
    expect(st.byDept.map((d: { key: string }) => d.key)).toEqual(['内分泌科']);
    const endo = (await get('quality01', `/api/v1/stats/events?deptName=${encodeURIComponent('内分泌科')}`)).data;
    expect(st.total).toBe(endo.total);
    expect(st.total).toBeLessThan((await get('quality01', '/api/v1/stats/events')).data.total);
    // asking for another department's counts gives nothing, never their numbers
    const other = (await get('approver01', `/api/v1/stats/events?deptName=${encodeURIComponent('心血管内科')}`)).data;
    expect(other.total).toBe(0);
    expect(other.open + other.overdue + sum(other.byMonth) + sum(other.byType)).toBe(0);
  });

  it('follows a role whose data scope an admin changes (quality officer narrowed to their department)', async () => {
    const roles = (await get('admin', '/api/v1/rolelist?pageSize=50')).data.list as { roleId: number; roleKey: string }[];
    const qo = roles.find((r) => r.roleKey === 'qualityOfficer')!.roleId;
    try {
      expect((await put('secadmin', '/api/v1/roledatascope', { roleId: qo, dataScope: 'dept' })).code).toBe(200);
      const st = (await get('quality01', '/api/v1/stats/events')).data;
      // quality01 is in 质控科, which reported nothing
      expect(st).toMatchObject({ scope: 'dept', total: 0, open: 0, overdue: 0, byDept: [], byType: [] });
      expect((await get('quality01', '/api/v1/stats/tech')).data.total).toBe(0);
      // admin holds System (all) as well: the widest scope wins
      expect((await get('admin', '/api/v1/stats/events')).data.scope).toBe('all');
    } finally {
      await put('secadmin', '/api/v1/roledatascope', { roleId: qo, dataScope: 'all' });
    }
  });

  it('a self-scoped user counts only their own reports', async () => {
    const st = (await get('nurse02', '/api/v1/stats/events')).data;
    const mine = (await get('nurse02', '/api/v1/records?scope=mine&module=baqsj&pageSize=1')).data.count;
    expect(st.scope).toBe('self');
    expect(st.total).toBe(mine);
    expect(st.byDept.map((d: { key: string }) => d.key)).toEqual(['心血管内科']);
  });

  it('cuts months in the given zone and the chosen period', async () => {
    const st = (await get('quality01', '/api/v1/stats/events?beginTime=2025-01-01&endTime=2025-03-31&tz=UTC')).data;
    expect(st.byMonth.map((m: { key: string }) => m.key)).toEqual(['2025-01', '2025-02', '2025-03']);
    expect((await get('quality01', '/api/v1/stats/events?months=3')).data.byMonth).toHaveLength(3);
  });

  it('refuses bad input with a clear 400 in the caller\'s language', async () => {
    const bad = await get('quality01', '/api/v1/stats/events?tz=Mars/Olympus', { 'Accept-Language': 'en' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/tz/);
    expect((await get('quality01', '/api/v1/stats/events?months=99')).code).toBe(400);
    expect((await get('quality01', '/api/v1/stats/events?grade=V')).code).toBe(400);
    expect((await get('quality01', '/api/v1/stats/events?beginTime=yesterday')).code).toBe(400);
    expect((await s.call('GET', '/api/v1/stats/events')).code).toBe(401);
  });
});

describe('technology stats', () => {
  it('counts applications by state within the data scope', async () => {
    const all = (await get('admin', '/api/v1/stats/tech')).data;
    const listed = (await get('admin', '/api/v1/records?scope=all&module=xjsxxm&pageSize=1')).data.count;
    expect(all.total).toBe(listed);
    expect(sum(all.byState)).toBe(listed);
    expect(all.byState.map((x: { key: string }) => x.key)).not.toContain('draft');
    // tech01 applied for every seeded technology; a colleague without applications counts none
    expect((await get('tech01', '/api/v1/stats/tech')).data.total).toBe(listed);
    expect((await get('nurse02', '/api/v1/stats/tech')).data.total).toBe(0);
  });
});

describe('quality stats', () => {
  it('score rates by department of the latest scored round, within the data scope', async () => {
    const all = (await get('quality01', '/api/v1/stats/quality')).data;
    expect(all.scope).toBe('all');
    expect(all.round).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(all.byDept.length).toBeGreaterThan(1);
    for (const d of all.byDept) expect(d.rate).toBeCloseTo((d.total / d.maxScore) * 100, 1);
    // the department approver of 内分泌科 sees only that department's score
    const dept = (await get('approver01', '/api/v1/stats/quality')).data;
    expect(dept.scope).toBe('dept');
    expect(dept.byDept.map((d: { deptName: string }) => d.deptName)).toEqual(all.byDept.some((d: { deptName: string }) => d.deptName === '内分泌科') ? ['内分泌科'] : []);
    // "only mine" covers no department's score
    const self = (await get('nurse01', '/api/v1/stats/quality')).data;
    expect(self).toMatchObject({ scope: 'self', round: null, byDept: [] });
  });
});
