import { describe, expect, it } from 'vitest';
import { flowsApi } from '../../../src/core/api/flows.ts';
import { XJSXXM_LIMIT } from '../../../src/core/workflow/defaultFlows.ts';
import { fakeClient } from './techFake.ts';

describe('flows API', () => {
  it('lists flows and bindings, reads a flow and one version', async () => {
    const http = fakeClient({
      'GET /api/v1/flows': [{ code: 'xjsxxm-limit', name: XJSXXM_LIMIT.name, module: 'xjsxxm', latestVersion: 2, updatedAt: '2024-05-01 10:00:00', bindings: ['xjsxxm:limit'] }],
      'GET /api/v1/flows/xjsxxm-limit': { code: 'xjsxxm-limit', version: 2, definition: XJSXXM_LIMIT, versions: [{ version: 2, createdAt: 'x', createdByName: '系统管理员' }] },
      'GET /api/v1/flows/xjsxxm-limit/versions/1': { code: 'xjsxxm-limit', version: 1, definition: XJSXXM_LIMIT, versions: [] },
      'GET /api/v1/flow-bindings': [{ subject: 'xjsxxm:limit', name: '限制类技术', flowCode: 'xjsxxm-limit' }],
    });
    const api = flowsApi(http);
    expect((await api.list())[0].bindings).toEqual(['xjsxxm:limit']);
    expect((await api.get('xjsxxm-limit')).definition.steps).toHaveLength(4);
    expect((await api.version('xjsxxm-limit', 1)).version).toBe(1);
    expect(await api.bindings()).toEqual([{ subject: 'xjsxxm:limit', name: '限制类技术', flowCode: 'xjsxxm-limit' }]);
    expect(http.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/flows', 'GET /api/v1/flows/xjsxxm-limit', 'GET /api/v1/flows/xjsxxm-limit/versions/1', 'GET /api/v1/flow-bindings',
    ]);
  });

  it('saves a definition as a new version and binds a subject (codes and subjects escaped)', async () => {
    const http = fakeClient({ 'PUT /api/v1/flows/xjsxxm-limit': { code: 'xjsxxm-limit', version: 3 }, 'PUT /api/v1/flows/other': 4 });
    const api = flowsApi(http);
    expect(await api.save('xjsxxm-limit', XJSXXM_LIMIT)).toEqual({ version: 3 });
    expect(http.calls[0].data).toEqual({ definition: XJSXXM_LIMIT });
    expect(await api.save('other', XJSXXM_LIMIT)).toEqual({ version: 4 });
    await api.bind('baqsj:跌倒', 'baqsj-default');
    expect(http.calls[2]).toEqual({ method: 'PUT', url: '/api/v1/flow-bindings/baqsj%3A%E8%B7%8C%E5%80%92', data: { flowCode: 'baqsj-default' } });
  });

  it('reads the role list page and the user list for the pickers', async () => {
    const http = fakeClient({
      'GET /api/v1/rolelist': { list: [{ roleKey: 'medicalAffairs', roleName: '医务科审核', status: 1 }], count: 1, pageIndex: 1, pageSize: 500 },
      'GET /api/v1/sysAllUserList': [{ userID: 7, name: '赵敏', username: 'medaff01', deptName: '医务部' }],
    });
    const api = flowsApi(http);
    expect(await api.roles()).toEqual([{ roleKey: 'medicalAffairs', roleName: '医务科审核', status: 1 }]);
    expect(http.calls[0].config).toEqual({ params: { pageIndex: 1, pageSize: 500 } });
    expect(await api.users()).toEqual([{ userId: 7, name: '赵敏', username: 'medaff01', deptName: '医务部' }]);
  });

  it('passes errors of the client through (the client has shown them)', async () => {
    const api = flowsApi(fakeClient({ 'PUT /api/v1/flows/x': new Error('下一步「医务科审核」没有可处理的人员') }));
    await expect(api.save('x', XJSXXM_LIMIT)).rejects.toThrow('没有可处理的人员');
  });
});
