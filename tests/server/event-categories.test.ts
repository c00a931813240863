// Event categories are the hospital's (issue 31 §2): the administrator adds, renames, reorders, binds each
// to a report form version and a flow (the binding 流程管理 shows), retires and restores them; reporters
// read the active ones in their order; every change is System's alone and refused in the caller's language.
import { describe, expect, it } from 'vitest';
import { useWfServer } from './wf.ts';

const { w } = useWfServer({ checkSecrets: true });

type Cat = { code: string; name: string; nameEn: string; formId: number; formVersion: number; formLatestVersion: number; flowCode: string; retired: boolean; sort: number };
const all = async () => (await w.get('admin', '/api/v1/event-types/all')).data as Cat[];
const active = async (user = 'nurse01') => ((await w.get(user, '/api/v1/event-types')).data as Cat[]).map((c) => c.code);
const SCHEMA = { list: [{ type: 'input', name: '输血品种', key: 'k1', model: 'blood_product', options: {}, rules: [] }], config: { labelWidth: 100 } };

async function newForm(code: string, kind = 'report') {
  const made = await w.call('admin', 'POST', '/api/v1/forms', { code, name: `${code} 表单`, kind, schema: SCHEMA });
  expect(made.code, made.msg).toBe(200);
  return made.data.id as number;
}

describe('the category list', () => {
  it('the seeded categories are bound to the generic form version 1 and the default flow, active, in order', async () => {
    const cats = await all();
    expect(cats.map((c) => c.code)).toEqual(['fall', 'medication', 'pressure', 'tube', 'device', 'infection', 'transfusion', 'surgery', 'other']);
    expect(cats[0]).toMatchObject({ name: '跌倒/坠床', nameEn: 'Fall', formVersion: 1, flowCode: 'baqsj-default', retired: false });
    expect(await active()).toEqual(cats.map((c) => c.code));
  });

  it('the system module holds the category page for System only', async () => {
    const routes = async (user: string) => ((await w.get(user, '/api/v1/getinfo')).data.records[0].menuList as { menuRoute: string }[]).map((m) => m.menuRoute);
    expect(await routes('admin')).toContain('/newUpms/eventType');
    expect(await routes('quality01')).not.toContain('/newUpms/eventType');
    expect((await w.get('nurse01', '/api/v1/event-types/all')).code).toBe(403);
    for (const [method, path] of [['POST', '/api/v1/event-types'], ['PUT', '/api/v1/event-types/fall'], ['POST', '/api/v1/event-types/fall/move'],
      ['POST', '/api/v1/event-types/fall/retire'], ['POST', '/api/v1/event-types/fall/restore']] as const) {
      expect((await w.call('quality01', method, path, {})).code, `${method} ${path}`).toBe(403);
    }
  });
});

describe('adding, renaming, binding', () => {
  it('adds a category bound to a report form (its latest version) and a flow; 流程管理 shows the same binding', async () => {
    const formId = await newForm('transfusion-reaction');
    const made = await w.call('admin', 'POST', '/api/v1/event-types', { code: 'transfusionReaction', name: '输血反应', nameEn: 'Transfusion reaction', formId, flowCode: 'baqsj-default' });
    expect(made.code, made.msg).toBe(200);
    expect(made.data).toMatchObject({ code: 'transfusionReaction', formId, formVersion: 1, flowCode: 'baqsj-default', retired: false, sort: 10 });
    expect((await active()).at(-1)).toBe('transfusionReaction');
    const bindings = (await w.get('admin', '/api/v1/flow-bindings')).data as { subject: string; flowCode: string }[];
    expect(bindings).toContainEqual(expect.objectContaining({ subject: 'baqsj:transfusionReaction', flowCode: 'baqsj-default' }));
  });

  it('refuses a bad or taken code, a missing name, a form that is not a report form, an unknown version or flow', async () => {
    const formId = await newForm('refusals');
    const scoring = await newForm('refusals-scoring', 'scoring');
    const base = { code: 'refused', name: '拒绝', formId, flowCode: 'baqsj-default' };
    const post = (b: Record<string, unknown>, lang?: string) => w.call('admin', 'POST', '/api/v1/event-types', { ...base, ...b }, lang ? { 'Accept-Language': lang } : undefined);
    expect((await post({ code: '1abc' })).msg).toBe('类别编码须以字母开头，只含字母、数字、_ 和 -（最多 40 个字符）');
    expect((await post({ code: 'fall' })).msg).toBe('类别编码“fall”已存在');
    expect((await post({ code: 'fall' }, 'en')).msg).toBe('The category code "fall" is already used');
    expect((await post({ name: '  ' })).msg).toBe('请填写类别的中文名称');
    expect((await post({ name: '跌倒/坠床' })).msg).toBe('已有名为“跌倒/坠床”的事件类别，上报人按名称选择类别，请换一个名称');
    expect((await post({ nameEn: 'fall' }, 'en')).msg).toBe('An event category named "fall" exists already; reporters pick categories by name, so choose another name');
    expect((await post({ formId: undefined })).msg).toBe('请为类别选择上报表单');
    expect((await post({ formId: scoring })).msg).toBe('表单“refusals-scoring 表单”不是报告表，不能作为事件类别的上报表单');
    expect((await post({ formVersion: 7 })).msg).toBe('表单不存在，或没有版本 v7');
    expect((await post({ flowCode: 'tech-limit' })).msg).toBe('流程“tech-limit”不存在或不是不良事件流程');
    expect((await post({ flowCode: 'tech-limit' }, 'en')).msg).toBe('The workflow "tech-limit" does not exist or is not an unsafe-event workflow');
    expect((await all()).map((c) => c.code)).not.toContain('refused');
  });

  it('renames in both languages and binds another version of the form and another flow', async () => {
    const formId = await newForm('rebind');
    const v2 = await w.call('admin', 'POST', `/api/v1/forms/${formId}/versions`, { schema: SCHEMA, note: 'v2' });
    expect(v2.data.version).toBe(2);
    expect((await w.call('admin', 'POST', '/api/v1/event-types', { code: 'rebind', name: '重绑', formId, formVersion: 1, flowCode: 'baqsj-default' })).data)
      .toMatchObject({ formVersion: 1, formLatestVersion: 2 });
    const flows = (await w.get('admin', '/api/v1/flows')).data as { code: string; module: string }[];
    const other = flows.find((f) => f.module === 'baqsj' && f.code !== 'baqsj-default');
    const put = await w.call('admin', 'PUT', '/api/v1/event-types/rebind', { name: '重新绑定', nameEn: 'Rebound', formVersion: 2, ...(other ? { flowCode: other.code } : {}) });
    expect(put.code, put.msg).toBe(200);
    expect(put.data).toMatchObject({ name: '重新绑定', nameEn: 'Rebound', formVersion: 2, flowCode: other?.code ?? 'baqsj-default' });
    expect((await w.call('admin', 'PUT', '/api/v1/event-types/nothing', { name: 'x' })).msg).toBe('事件类别不存在：nothing');
    // its own name again is no clash; another category's is
    expect((await w.call('admin', 'PUT', '/api/v1/event-types/rebind', { name: '重新绑定' })).code).toBe(200);
    expect((await w.call('admin', 'PUT', '/api/v1/event-types/rebind', { name: '其他' })).code).toBe(400);
  });
});

describe('order, retiring, restoring', () => {
  it('moves a category up and down; the ends stay put', async () => {
    const before = (await all()).map((c) => c.code);
    const moved = await w.call('admin', 'POST', '/api/v1/event-types/medication/move', { direction: 'up' });
    expect(moved.code).toBe(200);
    expect((moved.data as Cat[]).slice(0, 2).map((c) => c.code)).toEqual(['medication', 'fall']);
    expect(await active()).toEqual(['medication', 'fall', ...before.slice(2)]);
    await w.call('admin', 'POST', '/api/v1/event-types/medication/move', { direction: 'up' });
    expect((await all())[0].code).toBe('medication');
    await w.call('admin', 'POST', '/api/v1/event-types/medication/move', { direction: 'down' });
    expect((await all()).map((c) => c.code)).toEqual(before);
    expect((await w.call('admin', 'POST', '/api/v1/event-types/fall/move', { direction: 'sideways' })).msg).toBe('移动方向须为 up 或 down');
  });

  it('a retired category is hidden from reporters, still listed for the administrator and named for old records; restored it is back', async () => {
    const res = await w.call('admin', 'POST', '/api/v1/event-types/surgery/retire', {});
    expect(res.data).toMatchObject({ code: 'surgery', retired: true });
    expect(await active()).not.toContain('surgery');
    const named = (await w.get('nurse01', '/api/v1/event-types?include=retired')).data as Cat[];
    expect(named.find((c) => c.code === 'surgery')).toMatchObject({ retired: true, name: '手术事件' });
    expect((await all()).find((c) => c.code === 'surgery')).toMatchObject({ retired: true });
    expect((await w.call('admin', 'POST', '/api/v1/event-types/surgery/restore', {})).data).toMatchObject({ retired: false });
    expect(await active()).toContain('surgery');
  });

  it('a category whose form was retired meanwhile is restored only once it is bound to another form', async () => {
    const formId = await newForm('short-lived');
    await w.call('admin', 'POST', '/api/v1/event-types', { code: 'shortLived', name: '短期类别', formId, flowCode: 'baqsj-default' });
    await w.call('admin', 'POST', '/api/v1/event-types/shortLived/retire', {});
    expect((await w.call('admin', 'POST', `/api/v1/forms/${formId}/retire`, {})).code).toBe(200);
    const refused = await w.call('admin', 'POST', '/api/v1/event-types/shortLived/restore', {});
    expect(refused).toMatchObject({ code: 409, msg: '类别“短期类别”绑定的表单“short-lived 表单”已停用：请先为它绑定其他表单，再恢复' });
    const other = await newForm('short-lived-2');
    expect((await w.call('admin', 'PUT', '/api/v1/event-types/shortLived', { formId: other })).code).toBe(200);
    expect((await w.call('admin', 'POST', '/api/v1/event-types/shortLived/restore', {})).data).toMatchObject({ retired: false, formId: other });
  });
});
