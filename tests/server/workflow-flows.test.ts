// Flow administration (System only): flows and versions, validation with clear messages in the caller's
// language (including a step nobody can act on), bindings, event types, flow statuses from the flows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { wfClient } from './wf.ts';
import { BAQSJ_DEFAULT, DEFAULT_FLOWS } from '../../src/core/workflow/defaultFlows.ts';

let s: TestServer;
let w: ReturnType<typeof wfClient>;
let ids: Record<string, number>;

beforeAll(async () => {
  s = await startTestServer();
  w = wfClient(s);
  ids = await w.userIds();
});
afterAll(async () => { await s.stop(); });

const fast = (code: string, steps: unknown[]) => ({
  code, name: { 'zh-CN': '快速处理流程', en: 'Fast handling' }, module: 'baqsj', steps,
});
const step = (key: string, assignee: unknown, extra: Record<string, unknown> = {}) => ({
  key, name: { 'zh-CN': `环节${key}`, en: `Step ${key}` }, kind: 'review', assignee, actions: ['approve', 'return', 'reject'], timeLimit: { hours: 24 }, ...extra,
});

describe('flows', () => {
  it('are listed with their bindings and versions, to the System role only', async () => {
    expect((await w.get('quality01', '/api/v1/flows')).code).toBe(403);
    expect((await w.call('quality01', 'PUT', '/api/v1/flows/baqsj-default', { definition: BAQSJ_DEFAULT })).code).toBe(403);
    const list = (await w.get('admin', '/api/v1/flows')).data as { code: string; latestVersion: number; bindings: string[]; name: { 'zh-CN': string } }[];
    expect(list.map((f) => f.code).sort()).toEqual(DEFAULT_FLOWS.map((f) => f.code).sort());
    const baqsj = list.find((f) => f.code === 'baqsj-default')!;
    expect(baqsj.bindings).toEqual(expect.arrayContaining(['baqsj:fall', 'baqsj:medication', 'baqsj:other']));
    expect(baqsj.name['zh-CN']).toBe('医疗安全（不良）事件处理流程');
    expect(list.find((f) => f.code === 'xjsxxm-limit')!.bindings).toEqual(['xjsxxm:limit']);
    const one = (await w.get('admin', '/api/v1/flows/baqsj-default')).data;
    expect(one).toMatchObject({ code: 'baqsj-default', version: 1, definition: BAQSJ_DEFAULT });
    expect(one.versions).toEqual([{ version: 1, createdAt: expect.any(String), createdByName: '系统' }]);
    expect((await w.get('admin', '/api/v1/flows/nothing')).code).toBe(404);
    expect((await w.get('admin', '/api/v1/flows/baqsj-default/versions/7')).code).toBe(404);
  });

  it('validate a definition: every problem worded, zh-CN or en', async () => {
    const bad = await w.call('admin', 'PUT', '/api/v1/flows/baqsj-fast', { definition: fast('baqsj-fast', []) });
    expect(bad).toMatchObject({ code: 400 });
    expect(bad.msg).toContain('流程至少需要一个环节');
    const en = await w.call('admin', 'PUT', '/api/v1/flows/baqsj-fast', { definition: { ...fast('baqsj-fast', [step('a', { kind: 'role', role: 'qualityOfficer' }, { timeLimit: { hours: -1 } })]) } }, { 'Accept-Language': 'en' });
    expect(en.msg).toContain('The time limit is a number of hours above 0');
    expect((await w.call('admin', 'PUT', '/api/v1/flows/other-code', { definition: fast('baqsj-fast', [step('a', { kind: 'submitter' })]) })).msg)
      .toBe('流程定义的编码须与地址中的编码一致');
    expect((await w.call('admin', 'PUT', '/api/v1/flows/baqsj-fast', {})).code).toBe(400);
  });

  it('refuse a step nobody can act on, naming the step', async () => {
    const ghost = await w.call('admin', 'PUT', '/api/v1/flows/baqsj-fast', { definition: fast('baqsj-fast', [step('a', { kind: 'role', role: 'ghostRole' })]) });
    expect(ghost).toMatchObject({ code: 400, msg: '环节「环节a」没有可处理的人员：没有启用的用户拥有角色「ghostRole」' });
    const missing = await w.call('admin', 'PUT', '/api/v1/flows/baqsj-fast', { definition: fast('baqsj-fast', [step('b', { kind: 'user', userId: 999999 })]) }, { 'Accept-Language': 'en' });
    expect(missing.msg).toBe('Nobody can act on step "Step b": user 999999 does not exist or is disabled');
    const dept = await w.call('admin', 'PUT', '/api/v1/flows/baqsj-fast', { definition: fast('baqsj-fast', [step('c', { kind: 'deptRole', role: 'ghostRole' })]) });
    expect(dept.msg).toContain('没有任何用户拥有角色「ghostRole」');
    // a disabled user cannot be named either
    await s.sys('/SYS/SYuser/doOff', { userID: ids.nurse05 }, { token: await w.tok('admin'), method: 'PUT' });
    try {
      expect((await w.call('admin', 'PUT', '/api/v1/flows/baqsj-fast', { definition: fast('baqsj-fast', [step('d', { kind: 'user', userId: ids.nurse05 })]) })).code).toBe(400);
    } finally {
      await s.sys('/SYS/SYuser/doOpen', { userID: ids.nurse05 }, { token: await w.tok('admin'), method: 'PUT' });
    }
    expect((await w.get('admin', '/api/v1/flows/baqsj-fast')).code).toBe(404);
  });

  it('save a new flow and new versions; bindings send new records to it; flow statuses follow', async () => {
    const created = await w.call('admin', 'PUT', '/api/v1/flows/baqsj-fast', {
      definition: fast('baqsj-fast', [step('headCheck', { kind: 'user', userId: ids.approver01 }), step('qualityCheck', { kind: 'role', role: 'qualityOfficer' })]),
    });
    expect(created.data).toMatchObject({ code: 'baqsj-fast', version: 1, createdByName: '王建国' });
    const v2 = await w.call('admin', 'PUT', '/api/v1/flows/baqsj-fast', { definition: fast('baqsj-fast', [step('headCheck', { kind: 'user', userId: ids.approver01 })]) });
    expect(v2.data.version).toBe(2);
    expect(v2.data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await w.get('admin', '/api/v1/flows/baqsj-fast/versions/1')).data.definition.steps).toHaveLength(2);
    // a flow keeps its module
    expect((await w.call('admin', 'PUT', '/api/v1/flows/baqsj-fast', { definition: { ...fast('baqsj-fast', [step('x', { kind: 'submitter' })]), module: 'business' } })).code).toBe(400);

    const bindings = (await w.get('admin', '/api/v1/flow-bindings')).data as { subject: string; flowCode: string; name: { 'zh-CN': string } }[];
    expect(bindings.find((b) => b.subject === 'baqsj:fall')).toMatchObject({ flowCode: 'baqsj-default', name: { 'zh-CN': '跌倒/坠床' } });
    expect(bindings.map((b) => b.subject)).toEqual(expect.arrayContaining(['xjsxxm:limit', 'xjsxxm:unlimit', 'business']));
    expect((await w.call('admin', 'PUT', '/api/v1/flow-bindings/baqsj:fall', { flowCode: 'xjsxxm-limit' })).code).toBe(400);
    expect((await w.call('admin', 'PUT', '/api/v1/flow-bindings/baqsj:nothing', { flowCode: 'baqsj-fast' })).code).toBe(404);
    expect((await w.call('admin', 'PUT', '/api/v1/flow-bindings/baqsj:fall', { flowCode: 'nope' })).code).toBe(400);
    expect((await w.call('quality01', 'PUT', '/api/v1/flow-bindings/baqsj:fall', { flowCode: 'baqsj-fast' })).code).toBe(403);
    expect((await w.call('admin', 'PUT', '/api/v1/flow-bindings/baqsj:fall', { flowCode: 'baqsj-fast' })).data).toMatchObject({ subject: 'baqsj:fall', flowCode: 'baqsj-fast' });

    const types = (await w.get('nurse01', '/api/v1/event-types')).data as { code: string; flowCode: string; formCode: string }[];
    expect(types).toHaveLength(9);
    expect(types.find((t) => t.code === 'fall')).toMatchObject({ flowCode: 'baqsj-fast', formCode: '06-fall-report' });
    const fall = (await w.report('nurse01', { eventType: 'fall' })).data;
    expect(fall).toMatchObject({ stepKey: 'headCheck', flow: { code: 'baqsj-fast', version: 2 }, assignees: [{ userId: ids.approver01 }] });
    expect((await w.report('nurse01', { eventType: 'tube' })).data.flow.code).toBe('baqsj-default');
    const status = (await s.sys('/SYS/SysParam/doQueryFlowStatus', { paramName: 'baqsj' }, { token: await w.tok('nurse01') })).data.records[0].flowStatus;
    expect(status.map((x: { key: string }) => x.key)).toContain('headCheck');
    // the last step approved: an event is archived
    expect((await w.act('approver01', fall.id, 'approve')).data).toMatchObject({ state: 'archived', stepKey: null });
    await w.call('admin', 'PUT', '/api/v1/flow-bindings/baqsj:fall', { flowCode: 'baqsj-default' });
  });
});
