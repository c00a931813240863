// Issue 23 §1: roles and departments are names an administrator types; an English name may stand beside the
// Chinese one (the seed gives its roles and departments one), and the role dictionary's English label follows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let token = '';
const call = (method: string, path: string, body?: unknown) => s.call(method, path, { token, body });
const roleLabel = async (key: string) =>
  ((await call('GET', '/api/v1/dict/all')).data as Record<string, { value: string; zh: string; en: string }[]> | undefined)?.sys_role?.find((e) => e.value === key);

beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('admin');
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
