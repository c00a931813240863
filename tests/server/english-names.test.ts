// Issue 23 §1: roles and departments are names an administrator types; an English name may stand beside the
// Chinese one (the seed gives its roles and departments one), and the role dictionary's English label follows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { readXlsx } from './xlsxHelpers.ts';
import { wfClient } from './wf.ts';

let s: TestServer;
let token = '';
let secToken = '';
const call = (method: string, path: string, body?: unknown) => s.call(method, path, { token: path.startsWith('/api/v1/role') ? secToken : token, body });
const roleLabel = async (key: string) =>
  ((await call('GET', '/api/v1/dict/all')).data as Record<string, { value: string; zh: string; en: string }[]> | undefined)?.sys_role?.find((e) => e.value === key);

beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('admin');
  // roles are the security administrator's (issue 33 §4)
  secToken = await s.login('secadmin');
});
afterAll(async () => {
  await s.stop();
});

describe('English names of roles and departments', () => {
  it('the seeded roles and departments have English names', async () => {
    const roles = (await call('GET', '/api/v1/rolelist?pageSize=50')).data.list as { roleKey: string; roleName: string; roleNameEn: string }[];
    expect(roles.find((r) => r.roleKey === 'nurse')).toMatchObject({ roleName: '上报护士', roleNameEn: 'Reporting nurse' });
    expect(roles.every((r) => r.roleNameEn)).toBe(true);
    const depts = (await call('GET', '/api/v1/dept/list')).data as { deptName: string; deptNameEn: string }[];
    expect(depts.find((d) => d.deptName === '内分泌科')?.deptNameEn).toBe('Endocrinology');
  });

  it('a role and a department are created and renamed with an English name; the role dictionary follows', async () => {
    const created = await call('POST', '/api/v1/role', { roleKey: 'wardNurseEn', roleName: '病区护士', roleNameEn: 'Ward nurse' });
    expect(created.code, created.msg).toBe(200);
    expect(created.data).toMatchObject({ roleName: '病区护士', roleNameEn: 'Ward nurse' });
    expect((await roleLabel('wardNurseEn'))?.en).toBe('Ward nurse');
    const renamed = await call('PUT', '/api/v1/role', { roleId: created.data.roleId, roleNameEn: 'Ward nurse (night)' });
    expect(renamed.data.roleNameEn).toBe('Ward nurse (night)');
    expect((await roleLabel('wardNurseEn'))?.en).toBe('Ward nurse (night)');

    const dept = await call('POST', '/api/v1/dept', { deptName: '康复医学科', deptNameEn: 'Rehabilitation', parentId: null });
    expect(dept.code, dept.msg).toBe(200);
    const row = () => call('GET', '/api/v1/dept/list').then((r) => (r.data as { deptId: number; deptNameEn: string }[]).find((d) => d.deptId === dept.data.deptId));
    expect((await row())?.deptNameEn).toBe('Rehabilitation');
    await call('PUT', '/api/v1/dept', { deptId: dept.data.deptId, deptNameEn: '' });
    expect((await row())?.deptNameEn).toBe('');
  });
});

describe('records, catalogues, users and exports name the department in the reader\'s language (issue 23 §1)', () => {
  it('carry the English name beside the stored one, and the English export writes it', async () => {
    const nurse = await s.login('nurse01');
    const row = ((await s.call('GET', '/api/v1/records?scope=mine&pageSize=1', { token: nurse })).data.list as { id: number; deptName: string; deptNameEn: string }[])[0];
    expect(row).toMatchObject({ deptName: '内分泌科', deptNameEn: 'Endocrinology' });
    expect((await s.call('GET', `/api/v1/records/${row.id}`, { token: nurse })).data).toMatchObject({ deptName: '内分泌科', deptNameEn: 'Endocrinology' });
    const tech = (await call('GET', '/api/v1/limit-tech/list?pageSize=50')).data.list as { deptName: string; deptNameEn: string }[];
    expect(tech.find((t) => t.deptName === '普通外科')?.deptNameEn).toBe('General Surgery');
    const users = (await s.sys('/SYS/SYuser/doQueryPage', { pageIndex: 1, pageSize: 5, username: 'nurse01' }, { token })).data.records as { deptNameEn: string }[];
    expect(users[0].deptNameEn).toBe('Endocrinology');

    const sheet = async (path: string, lang: string) => {
      const res = await s.raw('GET', path, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang } });
      return (await readXlsx(res)).rows;
    };
    expect((await sheet('/api/v1/sysUser/export?username=nurse01', 'en'))[0][4]).toBe('Endocrinology');
    expect((await sheet('/api/v1/sysUser/export?username=nurse01', 'zh-CN'))[0][4]).toBe('内分泌科');
    const records = await sheet('/api/v1/records/export', 'en');
    expect(records.find((r) => r[0] === row.id)?.[4]).toBe('Endocrinology');
  });

  it('a department without an English name stays as typed (the page marks it as data)', async () => {
    const dept = await call('POST', '/api/v1/dept', { deptName: '中医科', parentId: null });
    expect(dept.code, dept.msg).toBe(200);
    const user = await s.sys('/SYS/SYuser/doSave', { username: 'tcm01', name: '孔医生', password: 'Tcm@2024demo', deptName: '中医科', roles: ['nurse'] }, { token });
    expect(user.code, user.msg).toBe(200);
    const rows = (await s.sys('/SYS/SYuser/doQueryPage', { pageIndex: 1, pageSize: 5, deptName: '中医科' }, { token })).data.records as { deptName: string; deptNameEn: string }[];
    for (const r of rows) expect(r).toMatchObject({ deptName: '中医科', deptNameEn: '' });
  });
});

describe('the department pickers\' list (issue 23 §1)', () => {
  it('GET /api/v1/depts carries the English name for the pickers\' English titles', async () => {
    const nurse = await s.login('nurse01');
    const depts = (await s.call('GET', '/api/v1/depts', { token: nurse })).data as { deptName: string; deptNameEn: string }[];
    expect(depts.find((d) => d.deptName === '心血管内科')?.deptNameEn).toBe('Cardiology');
  });

  it('an event report\'s title is worded in the reader\'s language: the category\'s name, the patient kept (issue 35 §5)', async () => {
    const nurse = await s.login('nurse01');
    const w = wfClient(s);
    const made = await w.report('nurse01', { title: '跌倒/坠床事件报告（测试患者甲）' });
    expect(made.code, made.msg).toBe(200);
    const id = made.data.id as number;
    const get = async (path: string, lang: string) => s.call('GET', path, { token: nurse, headers: { 'Accept-Language': lang } });
    expect((await get(`/api/v1/records/${id}`, 'en')).data.title).toBe('Fall report (测试患者甲)');
    expect((await get(`/api/v1/records/${id}`, 'zh-CN')).data.title).toBe('跌倒/坠床事件报告（测试患者甲）');
    const row = ((await get('/api/v1/records?scope=mine&pageSize=100', 'en')).data.list as { id: number; title: string }[]).find((r) => r.id === id);
    expect(row?.title).toBe('Fall report (测试患者甲)');
    // a title not of the report page's shape is shown as stored
    const other = (await w.report('nurse01', { title: '走廊跌倒' })).data.id as number;
    expect((await get(`/api/v1/records/${other}`, 'en')).data.title).toBe('走廊跌倒');
  });
});

