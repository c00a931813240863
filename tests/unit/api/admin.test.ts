import { describe, expect, it } from 'vitest';
import { createAdminApi } from '../../../src/core/api/admin.ts';
import type { ApiHttp } from '../../../src/core/api/http.ts';

function fakeHttp(answer: unknown = null) {
  const calls: { method: string; url: string; body?: unknown; config?: unknown }[] = [];
  const http: ApiHttp = {
    get: async (url, config) => (calls.push({ method: 'get', url, config }), answer),
    post: async (url, body) => (calls.push({ method: 'post', url, body }), answer),
    put: async (url, body) => (calls.push({ method: 'put', url, body }), answer),
    delete: async (url) => (calls.push({ method: 'delete', url }), answer),
  };
  return { http, calls };
}

describe('admin api', () => {
  it('calls the role, department and dictionary endpoints', async () => {
    const { http, calls } = fakeHttp({});
    const api = createAdminApi(http);
    await api.createRole({ roleKey: 'x', roleName: 'X', dataScope: 'custom', deptIds: [3], menuIds: [1] });
    await api.updateRole(7, { status: 0 });
    await api.deleteRole(7);
    await api.setDataScope(7, 'deptAndBelow');
    await api.roleMenus(7);
    await api.setRoleMenus(7, [1, 2]);
    await api.createDept({ deptName: 'D', parentId: 1 });
    await api.updateDept(5, { status: 0 });
    await api.deleteDept(5);
    await api.dictEntries('sys_role');
    await api.deleteDictType('a b');
    await api.deleteDictEntry(9);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /api/v1/role', 'put /api/v1/role', 'delete /api/v1/role/7', 'put /api/v1/roledatascope', 'get /api/v1/menurole', 'put /api/v1/menurole',
      'post /api/v1/dept', 'put /api/v1/dept', 'delete /api/v1/dept/5', 'get /api/v1/dict/entries', 'delete /api/v1/dict/type/a%20b', 'delete /api/v1/dict/entry/9',
    ]);
    expect(calls[1].body).toEqual({ status: 0, roleId: 7 });
    expect(calls[3].body).toEqual({ roleId: 7, dataScope: 'deptAndBelow', deptIds: [] });
    expect(calls[4].config).toEqual({ params: { roleId: 7 } });
  });
  it('never puts a non-numeric id into a path', async () => {
    const api = createAdminApi(fakeHttp().http);
    await expect(api.deleteRole('../x' as unknown as number)).rejects.toThrow();
  });
});
