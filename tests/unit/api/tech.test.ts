import { describe, expect, it } from 'vitest';
import { techApi } from '../../../src/core/api/tech.ts';
import { FILE_TIMEOUT_MS } from '../../../src/core/api/http.ts';
import type { TechData } from '../../../src/core/pages/tech.ts';
import { fakeClient } from './techFake.ts';

const data: TechData = { techName: '经皮冠状动脉介入治疗', level: '2', dept: '普通外科', team: '王医生', description: '说明', attachments: [{ name: '方案.pdf', url: '/uploads/a.pdf' }] };
const rec = (over: Record<string, unknown> = {}) => ({ id: 5, version: 1, state: 'inProgress', ...over });

function setup(answers: Record<string, unknown> = {}, old: Record<string, unknown> = {}) {
  const shared = fakeClient(answers);
  const oldClient = fakeClient(old);
  return { shared, old: oldClient, api: techApi({ shared, old: oldClient }, { uploadUrl: '/api/v1/file/upload' }) };
}

describe('tech API: applications are xjsxxm records', () => {
  it('applies (submit or draft) with the class, the title and the data', async () => {
    const { shared, api } = setup({ 'POST /api/v1/records': rec() });
    await api.apply('limit', data, true);
    await api.apply('unlimit', data, false);
    expect(shared.calls.map((c) => c.data)).toEqual([
      { module: 'xjsxxm', techKind: 'limit', title: data.techName, data, submit: true },
      { module: 'xjsxxm', techKind: 'unlimit', title: data.techName, data, submit: false },
    ]);
  });

  it('saves a draft with the version seen, and submits a draft after saving its last edits', async () => {
    const { shared, api } = setup({ 'PUT /api/v1/records/5': rec({ version: 2, state: 'draft' }), 'POST /api/v1/records/5/actions/submit': rec({ version: 3 }) });
    await api.saveDraft({ id: 5, version: 1 }, 'limit', data);
    expect(shared.calls[0]).toEqual({ method: 'PUT', url: '/api/v1/records/5', data: { version: 1, techKind: 'limit', title: data.techName, data } });
    const done = await api.submitDraft({ id: 5, version: 1 }, 'limit', data);
    expect(done.version).toBe(3);
    // the submit carries the version the save returned, not the stale one
    expect(shared.calls[2]).toEqual({ method: 'POST', url: '/api/v1/records/5/actions/submit', data: { version: 2 }, config: undefined });
  });

  it('resubmits a returned application with the edited data; deletes a draft by version', async () => {
    const { shared, api } = setup({ 'POST /api/v1/records/5/actions/resubmit': rec({ version: 4 }) });
    await api.resubmit({ id: 5, version: 3 }, data, '已补充伦理材料');
    await api.resubmit({ id: 5, version: 3 }, data);
    await api.deleteDraft({ id: 5, version: 2 });
    expect(shared.calls.map((c) => c.data ?? c.config)).toEqual([
      { version: 3, data, comment: '已补充伦理材料' }, { version: 3, data }, { params: { version: 2 } },
    ]);
  });

  it('lists records of the module with only the filters set', async () => {
    const { shared, api } = setup({ 'GET /api/v1/records': { list: [], count: 0 } });
    await api.list('approval', { pageIndex: 1, pageSize: 20, keyword: '', overdue: 1, state: ['approved', 'suspended'], techKind: undefined });
    expect(shared.calls[0].config).toEqual({ params: { pageIndex: 1, pageSize: 20, overdue: 1, state: 'approved,suspended', scope: 'approval', module: 'xjsxxm' } });
    await api.get(9);
    expect(shared.calls[1].url).toBe('/api/v1/records/9');
  });
});

describe('tech API: catalogues and the spec\'s lists', () => {
  it('pages and exports both catalogues through the old API', async () => {
    const blob = new Blob(['a,b']);
    const { old, api } = setup({}, {
      'POST /MTSaas/xjsLimitType/doQueryPage': { records: [{ id: 1, techCode: 'XZJ-2024-001' }], total: 1 },
      'POST /MTSaas/xjsUnlimitType/doExport': blob,
    });
    expect(await api.catalogue('limit', { pageIndex: 1, pageSize: 20, name: '' })).toEqual({ rows: [{ id: 1, techCode: 'XZJ-2024-001' }], total: 1 });
    expect(await api.exportCatalogue('unlimit', { name: '介入' })).toBe(blob);
    expect(old.calls).toEqual([
      { method: 'POST', url: '/MTSaas/xjsLimitType/doQueryPage', data: { pageIndex: 1, pageSize: 20 }, config: undefined },
      { method: 'POST', url: '/MTSaas/xjsUnlimitType/doExport', data: { name: '介入' }, config: { responseType: 'blob', timeout: FILE_TIMEOUT_MS } },
    ]);
  });

  it('reads tech, limit-tech and price lists; an unknown medical code is null', async () => {
    const { shared, api } = setup({
      'GET /api/v1/tech/list': { list: [{ id: 1 }], count: 1 },
      'GET /api/v1/limit-tech/list': { list: [], count: 0 },
      'GET /api/v1/priceNo/list': { list: [{ id: 3 }], count: 1 },
      'GET /api/v1/priceNo/info': { id: 0 },
    });
    expect((await api.techList({ name: '介入' })).total).toBe(1);
    expect((await api.limitTechList({})).rows).toEqual([]);
    expect((await api.priceNoList({ pageIndex: 1, pageSize: 10 })).rows).toEqual([{ id: 3 }]);
    expect(await api.priceNoInfo('123456789')).toBeNull();
    expect(shared.calls.map((c) => c.url)).toEqual(['/api/v1/tech/list', '/api/v1/limit-tech/list', '/api/v1/priceNo/list', '/api/v1/priceNo/info']);
    expect(shared.calls[3].config).toEqual({ params: { medicalCode: '123456789' } });
  });

  it('reads the level dictionary, departments and users; uploads one attachment', async () => {
    const { shared, api } = setup({
      'GET /api/v1/dict/data': [{ dictValue: '1', dictLabel: '一类技术' }],
      'GET /api/v1/depts': [{ deptId: 3, deptName: '普通外科' }],
      'GET /api/v1/sysAllUserList': [{ id: 4, name: '吴涛', deptName: '普通外科' }],
      'POST /api/v1/file/upload': { name: '方案.pdf', uid: 'abc.pdf', url: 'http://h/uploads/abc.pdf', src: '/uploads/abc.pdf' },
    });
    expect(await api.levels()).toEqual([{ dictValue: '1', dictLabel: '一类技术' }]);
    expect(shared.calls[0].config).toEqual({ params: { dictType: 'tech_level' } });
    expect(await api.depts()).toEqual([{ deptId: 3, deptName: '普通外科' }]);
    expect(await api.users()).toEqual([{ userId: 4, name: '吴涛', deptName: '普通外科' }]);
    expect(await api.upload(new Blob(['%PDF']), '方案.pdf')).toEqual({ name: '方案.pdf', url: '/uploads/abc.pdf' });
    const body = shared.calls[3].data as FormData;
    expect((body.get('file') as File).name).toBe('方案.pdf');
  });

  it('refuses an upload answer without a url', async () => {
    const { api } = setup({ 'POST /api/v1/file/upload': {} });
    await expect(api.upload(new Blob(['x']), 'a.pdf')).rejects.toThrow();
  });
});
