// The records API module over a fake http client: URLs, query, bodies and refusals before any call.
import { describe, expect, it } from 'vitest';
import { createRecordsApi, recordQuery, recordsApi } from '../../../src/core/api/records.ts';
import { newIdempotencyKey, type ApiHttp, type RequestConfig } from '../../../src/core/api/http.ts';

interface Call { method: string; url: string; body?: unknown; config?: RequestConfig }

function fakeHttp(answer: unknown = { ok: true }) {
  const calls: Call[] = [];
  const http: ApiHttp = {
    get: async (url, config) => (calls.push({ method: 'get', url, config }), answer),
    post: async (url, body, config) => (calls.push({ method: 'post', url, body, config }), answer),
    put: async (url, body, config) => (calls.push({ method: 'put', url, body, config }), answer),
    delete: async (url, config) => (calls.push({ method: 'delete', url, config }), answer),
  };
  return { http, calls };
}

describe('recordQuery', () => {
  it('sends the scope and only the filled filters', () => {
    expect(recordQuery('todo')).toEqual({ scope: 'todo' });
    expect(recordQuery('all', {
      pageIndex: 2, pageSize: 20, state: ['inProgress', 'returned'], keyword: '  跌倒 ', grade: 'II', eventType: '', deptName: '内分泌科',
      overdue: true, view: 'hospitalSense', module: 'baqsj', beginTime: '2024-01-01 00:00:00', endTime: ' ', includeData: true,
    })).toEqual({
      scope: 'all', pageIndex: 2, pageSize: 20, state: 'inProgress,returned', keyword: '跌倒', grade: 'II', deptName: '内分泌科',
      overdue: 1, view: 'hospitalSense', module: 'baqsj', beginTime: '2024-01-01 00:00:00', includeData: 1,
    });
  });
  it('sends a department of the tree by id, never a bad one', () => {
    expect(recordQuery('all', { deptId: 12 })).toEqual({ scope: 'all', deptId: 12 });
    expect(recordQuery('all', { deptId: 0 })).toEqual({ scope: 'all' });
    expect(recordQuery('all', { deptId: 1.5 })).toEqual({ scope: 'all' });
  });
  it('one state, no overdue, the all view and an empty module are left out', () => {
    expect(recordQuery('mine', { state: 'draft', overdue: false, view: 'all', module: '', techKind: 'limit' })).toEqual({ scope: 'mine', state: 'draft', techKind: 'limit' });
  });
});

describe('records API', () => {
  it('lists, reads a record and a revision', async () => {
    const { http, calls } = fakeHttp({ list: [], count: 0, pageIndex: 1, pageSize: 20 });
    const api = createRecordsApi(http);
    await api.listRecords('approval', { module: 'xjsxxm', pageIndex: 1, pageSize: 20 });
    await api.getRecord(12);
    await api.getRevision('12', 3);
    expect(calls).toEqual([
      { method: 'get', url: '/api/v1/records', config: { params: { scope: 'approval', module: 'xjsxxm', pageIndex: 1, pageSize: 20 } } },
      { method: 'get', url: '/api/v1/records/12', config: undefined },
      { method: 'get', url: '/api/v1/records/12/revisions/3', config: undefined },
    ]);
  });

  it('creates a record and saves a draft with a trimmed title and no undefined fields', async () => {
    const { http, calls } = fakeHttp();
    const api = createRecordsApi(http);
    await api.createRecord({ module: 'baqsj', eventType: 'fall', grade: 'II', anonymous: true, formId: 5, data: { a: 1 }, submit: true, title: '  跌倒 ', ccUserIds: [3] });
    await api.saveDraft(7, { version: 2, data: { a: 2 }, title: 'x'.repeat(250) });
    expect(calls[0]).toEqual({ method: 'post', url: '/api/v1/records', body: { module: 'baqsj', eventType: 'fall', grade: 'II', anonymous: true, formId: 5, data: { a: 1 }, submit: true, title: '跌倒', ccUserIds: [3] }, config: undefined });
    expect(calls[1].method).toBe('put');
    expect(calls[1].url).toBe('/api/v1/records/7');
    expect((calls[1].body as { title: string }).title).toHaveLength(200);
    expect(calls[1].body).not.toHaveProperty('grade');
  });

  it('a draft saved with no technology sends null (the server clears it); one left out keeps it', async () => {
    const { http, calls } = fakeHttp();
    const api = createRecordsApi(http);
    await api.saveDraft(7, { version: 2, techItemId: null });
    await api.saveDraft(7, { version: 3 });
    expect(calls[0].body).toEqual({ version: 2, techItemId: null });
    expect(calls[1].body).not.toHaveProperty('techItemId');
  });

  it('searches the technologies an event may name by keyword, or reads one by id', async () => {
    const { http, calls } = fakeHttp([]);
    const api = createRecordsApi(http);
    await api.techInUse({ keyword: '  CGM ' });
    await api.techInUse({ keyword: ' ' });
    await api.techInUse({ id: 4 });
    expect(calls).toEqual([
      { method: 'get', url: '/api/v1/tech/in-use', config: { params: { keyword: 'CGM' } } },
      { method: 'get', url: '/api/v1/tech/in-use', config: { params: {} } },
      { method: 'get', url: '/api/v1/tech/in-use', config: { params: { id: 4 } } },
    ]);
  });

  it('deletes a draft with its version and posts actions', async () => {
    const { http, calls } = fakeHttp();
    const api = createRecordsApi(http);
    await api.deleteDraft(7, 3);
    await api.act(7, 'return', { version: 4, comment: '补充经过', target: 'submitter', attachments: undefined });
    await api.act(7, 'assignMeasures', { version: 5, measures: [{ what: '培训', ownerUserId: 9, deadline: 1700000000000 }] });
    expect(calls).toEqual([
      { method: 'delete', url: '/api/v1/records/7', config: { params: { version: 3 } } },
      { method: 'post', url: '/api/v1/records/7/actions/return', body: { version: 4, comment: '补充经过', target: 'submitter' }, config: undefined },
      { method: 'post', url: '/api/v1/records/7/actions/assignMeasures', body: { version: 5, measures: [{ what: '培训', ownerUserId: 9, deadline: 1700000000000 }] }, config: undefined },
    ]);
  });

  it('refuses actions that have their own call and ids that are not numbers (rejected, nothing sent)', async () => {
    const { http, calls } = fakeHttp();
    const api = createRecordsApi(http);
    await expect(api.act(1, 'saveDraft', { version: 1 })).rejects.toThrow(/own call/);
    await expect(api.getRecord('1/../../admin')).rejects.toThrow(/bad id/);
    await expect(api.getRevision(1, -1)).rejects.toThrow(/bad id/);
    expect(calls).toEqual([]);
  });

  it('follows, unfollows, event types, the desk summary and the export', async () => {
    const { http, calls } = fakeHttp();
    const api = recordsApi({ http: { shared: http } });
    await api.follow(4);
    await api.unfollow(4);
    await api.eventTypes();
    await api.bizSummary();
    await api.exportXlsx('all', { grade: 'I' });
    await api.qualitySummary('all', { view: 'anaesthesia' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /api/v1/records/4/follow', 'delete /api/v1/records/4/follow', 'get /api/v1/event-types', 'get /api/v1/biz/summary',
      'get /api/v1/records/export', 'get /api/v1/records/summary',
    ]);
    expect(calls[4].config).toEqual({ params: { scope: 'all', grade: 'I' }, responseType: 'blob', timeout: 300_000 });
    expect(calls[5].config).toEqual({ params: { scope: 'all', view: 'anaesthesia' } });
  });

  it('passes the answer through', async () => {
    const { http } = fakeHttp({ todo: 3, overdue: 1, draft: 0, mine: 2, cc: 0 });
    expect(await createRecordsApi(http).bizSummary()).toEqual({ todo: 3, overdue: 1, draft: 0, mine: 2, cc: 0 });
  });
});

describe('messages API and links', async () => {
  const { createMessagesApi } = await import('../../../src/core/api/messages.ts');
  const { messageLink } = await import('../../../src/core/pages/messages.ts');
  it('queries and marks read on the old API', async () => {
    const { http, calls } = fakeHttp();
    const api = createMessagesApi(http);
    await api.query({ operate_status: 0, pageIndex: 1, pageSize: 9999 });
    await api.read(5);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['post', '/MTSaas/tSysMessage/doQueryPage', { operate_status: 0, pageIndex: 1, pageSize: 9999 }],
      ['post', '/MTSaas/tSysMessage/doRead', { id: 5 }],
    ]);
  });
  it('follows only in-app links', () => {
    expect(messageLink({ link: '/newBaqsj/lookDetail?id=3' })).toBe('/newBaqsj/lookDetail?id=3');
    expect(messageLink({ link: ' /xjsxxm/apply/detail?id=9 ' })).toBe('/xjsxxm/apply/detail?id=9');
    for (const bad of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null, undefined, '/a\nb', '/' + 'x'.repeat(600)]) {
      expect(messageLink({ link: bad as string })).toBeNull();
    }
    expect(messageLink(null)).toBeNull();
  });
});

describe('people and forms', async () => {
  const { createUsersApi } = await import('../../../src/core/api/users.ts');
  const { createFormsApi } = await import('../../../src/core/api/forms.ts');
  it('reads colleagues and department names', async () => {
    const shared = fakeHttp([{ userId: 1, name: '王芳' }]);
    const old = fakeHttp({ records: [{ deptName: '内分泌科' }, { deptName: '' }, { deptName: '医务部' }] });
    const api = createUsersApi(shared.http, old.http);
    expect(await api.allUsers()).toEqual([{ userId: 1, name: '王芳' }]);
    expect(await api.departments()).toEqual(['内分泌科', '医务部']);
    expect(old.calls[0]).toMatchObject({ method: 'post', url: '/MTSaas/sysDept/doQueryList', body: { status: 1 } });
    expect(await createUsersApi(shared.http).departments()).toEqual([]);
    // the old client answers an error with its raw envelope: no departments, no crash
    expect(await createUsersApi(shared.http, fakeHttp({ resStatus: 'E0403' }).http).departments()).toEqual([]);
  });
  it('reads a form by code and a pinned version', async () => {
    const { http, calls } = fakeHttp();
    const api = createFormsApi(http);
    await api.getFormByCode('05 unsafe/event');
    await api.getFormVersion(5, 2);
    await api.getFormVersion(5);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/forms/by-code/05%20unsafe%2Fevent', '/api/v1/forms/5/versions/2', '/api/v1/forms/5']);
  });
});

describe('idempotent creation (issue 10 §1)', () => {
  it('sends the submission key as Idempotency-Key; keys are new each time and fit the server rule', async () => {
    const { http, calls } = fakeHttp({ id: 1 });
    await createRecordsApi(http).createRecord({ module: 'baqsj', data: {}, submit: true } as never, { idempotencyKey: 'k0123456789abcdef' });
    expect(calls.at(-1)!.config).toEqual({ headers: { 'Idempotency-Key': 'k0123456789abcdef' } });
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
