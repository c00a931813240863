// Remote options (form-format.md runtime rule 5; mocks/remote-funcs.json, mocks/request-method.json).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildRequest, loadFromRemoteFunc, loadFromRequest, loadUploadToken, loadWidgetOptions, mapRemoteItems, readPath, timeoutMs,
} from '../../../src/core/form/remote';
import { fixture, widget } from './helpers';
import { createFormModel } from '../../../src/core/form/createFormModel';

const mocks = fixture('mocks/remote-funcs.json');
const remote = Object.fromEntries(Object.entries(mocks.funcs).map(([k, v]) => [k, (resolve: (d: unknown) => void) => resolve(v)]));
afterEach(() => vi.restoreAllMocks());

describe('remote: true (host functions)', () => {
  it('maps items through options.props', async () => {
    const w = widget('radio', { remote: true, remoteFunc: 'func_radio_level', props: { value: 'id', label: 'name' } });
    expect(await loadFromRemoteFunc(w, remote)).toEqual(mocks.expectedOptions.func_radio_level);
  });

  it('maps a cascader tree recursively; a childless node gets children: null', async () => {
    const w = widget('cascader', { remote: true, remoteFunc: 'func_area_tree', props: { value: 'code', label: 'name', children: 'sub' } });
    const options = await loadFromRemoteFunc(w, remote);
    expect(options[0]).toEqual(mocks.expectedOptions.func_area_tree_first_branch);
    expect(options).toHaveLength(2);
  });

  it('a missing or throwing function gives [] and a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadFromRemoteFunc(widget('select', { remote: true, remoteFunc: 'nope' }), remote)).toEqual([]);
    const boom = { f: () => { throw new Error('x'); } };
    expect(await loadFromRemoteFunc(widget('select', { remote: true, remoteFunc: 'f' }), boom)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('imgupload with isQiniu: the token from tokenFunc', async () => {
    expect(await loadUploadToken(widget('imgupload', { isQiniu: true, tokenFunc: 'funcGetToken' }), remote)).toBe('mock-qiniu-upload-token');
  });
});

describe('remote: 99 (requestMethod)', () => {
  const { calls } = fixture('mocks/request-method.json');

  it('performs the request of fixture 05 exactly and maps the result', async () => {
    const doc = fixture('05-unsafe-event-report.form.json');
    const select = doc.list.flatMap((w: any) => w.columns?.flatMap((c: any) => c.list) ?? [w]).find((w: any) => w.model === calls[0].model);
    const http = vi.fn(async (_req: unknown) => calls[0].response);
    expect(await loadFromRequest(select, http)).toEqual(calls[0].expectOptions);
    const req = http.mock.calls[0][0] as any;
    expect(req).toEqual({
      url: calls[0].expectRequest.url, method: 'POST', headers: calls[0].expectRequest.headers,
      data: calls[0].expectRequest.body, timeout: 10_000,
    });
  });

  it('GET sends params as the query, no body', () => {
    const req = buildRequest({ url: '/a', method: 'get', params: '{"q":1}', headers: '', result: 'data', timeout: 10 });
    expect(req).toEqual({ url: '/a', method: 'GET', params: { q: 1 }, headers: { 'Content-Type': 'application/json' }, timeout: 10_000 });
  });

  it('reads the result along a dot path, default data', () => {
    expect(readPath({ data: [1] }, undefined)).toEqual([1]);
    expect(readPath({ data: [1] }, '')).toEqual([1]);
    expect(readPath({ a: { b: [2] } }, 'a.b')).toEqual([2]);
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
  });

  it('takes the timeout as seconds (10 -> 10000 ms); big numbers are already ms', () => {
    expect(timeoutMs(10)).toBe(10_000);
    expect(timeoutMs(undefined)).toBe(10_000);
    expect(timeoutMs(15000)).toBe(15000);
  });

  it('failures (http error, bad JSON params, no array, no url) are logged and give []', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rm = { url: '/a', method: 'get' as const, params: '', headers: '', result: 'data', timeout: 10 };
    const w = (over: object) => widget('select', { remote: 99, props: { value: 'id', label: 'n' }, requestMethod: { ...rm, ...over } });
    expect(await loadFromRequest(w({}), async () => { throw new Error('500'); })).toEqual([]);
    expect(await loadFromRequest(w({ params: '{bad' }), async () => ({ data: [] }))).toEqual([]);
    expect(await loadFromRequest(w({}), async () => ({ data: { x: 1 } }))).toEqual([]);
    expect(await loadFromRequest(w({ url: '' }), async () => ({ data: [] }))).toEqual([]);
    expect(await loadFromRequest(w({}), undefined)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(5);
  });
});

describe('loadWidgetOptions', () => {
  it('static widgets keep options.options', async () => {
    const options = [{ value: 'a', label: 'A' }];
    expect(await loadWidgetOptions(widget('select', { remote: false, options }), {})).toBe(options);
  });

  it('mapRemoteItems tolerates primitives and non-arrays', () => {
    expect(mapRemoteItems(['a'])).toEqual([{ value: 'a', label: 'a' }]);
    expect(mapRemoteItems(null)).toEqual([]);
  });
});

describe('remote options in a subform column (issue 35 §1: the team member picked from the hospital\'s people)', () => {
  it('reach the cells of the rows the form was opened with', async () => {
    const schema = { list: [{
      type: 'subform', name: '团队', key: 's1', model: 'team', options: {}, rules: [],
      columns: [{ span: 12, list: [{ type: 'select', name: '成员', key: 'c1', model: 'member', rules: [], options: {
        remote: 99, props: { value: 'name', label: 'name' }, requestMethod: { url: '/users', method: 'get', params: '{}', headers: '{}', result: 'data' },
      } }] }],
    }] };
    const http = vi.fn(async () => ({ code: 200, data: [{ name: '刘明辉' }, { name: '周静' }] }));
    const model = createFormModel(schema, { http, prefill: false, value: { team: [{ member: '', status: 1 }] } });
    const seen: string[] = [];
    model.subscribe('team[0].member', () => seen.push('changed'));
    expect(model.getField('team[0].member').options).toEqual([]);
    await model.loadRemoteOptions();
    expect(model.getField('team[0].member').options?.map((o) => o.label)).toEqual(['刘明辉', '周静']);
    expect(seen.length).toBeGreaterThan(0);
  });
});
