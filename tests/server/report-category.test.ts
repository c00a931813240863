// A report against its category's bound form (issue 31 §2): a new report is made on the bound version; a
// body naming another form or version is refused (in the caller's language); a draft keeps its pinned
// version unless its category changes, and then moves to the new category's; a record once submitted keeps
// its form; a retired category takes no new report; old records keep their pinned version.
import { describe, expect, it } from 'vitest';
import { useWfServer, validFor } from './wf.ts';

const { w } = useWfServer();

const FIELD = (model: string, name: string) => ({ type: 'input', name, key: `k_${model}`, model, options: { width: '100%' }, rules: [] });
const SCHEMA = { list: [FIELD('blood_product', '输血品种'), FIELD('reaction', '反应表现')], config: { labelWidth: 100 } };
let formId = 0;
let genericId = 0;

async function setup() {
  if (formId) return;
  const made = await w.call('admin', 'POST', '/api/v1/forms', { code: 'transfusion-reaction', name: '输血反应报告表', nameEn: 'Transfusion reaction report', kind: 'report', schema: SCHEMA });
  formId = made.data.id;
  const cat = await w.call('admin', 'POST', '/api/v1/event-types', { code: 'transReaction', name: '输血反应', nameEn: 'Transfusion reaction', formId, flowCode: 'baqsj-default' });
  expect(cat.code, cat.msg).toBe(200);
  genericId = (await w.get('admin', '/api/v1/forms/by-code/05-unsafe-event-report')).data.id;
}

const report = (fields: Record<string, unknown>, lang?: string) =>
  w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'transReaction', grade: 'III', submit: true, data: { blood_product: '红细胞', reaction: '寒战' }, ...fields },
    lang ? { 'Accept-Language': lang } : undefined);

describe('a new report', () => {
  it('is made on its category\'s bound form version and stores the data', async () => {
    await setup();
    const r = await report({});
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toMatchObject({ formId, formVersion: 1, eventType: 'transReaction', title: '输血反应事件报告' });
    expect((await w.detail('nurse01', r.data.id)).data).toMatchObject({ blood_product: '红细胞', reaction: '寒战' });
  });

  it('naming another form, or another version of its form, is refused with a clear message', async () => {
    await setup();
    const other = await report({ formId: genericId });
    expect(other).toMatchObject({ code: 400, msg: '本次上报使用的表单“医疗安全（不良）事件报告表”不是事件类别“输血反应”的上报表单“输血反应报告表”：请刷新页面，按该类别的表单填写' });
    expect((await report({ formId: genericId }, 'en')).msg).toBe('This report uses the form "Medical safety (adverse) event report", which is not the report form of the event category "Transfusion reaction" ("Transfusion reaction report"): reload the page and fill in the category\'s form');
    await w.call('admin', 'POST', `/api/v1/forms/${formId}/versions`, { schema: SCHEMA, note: 'v2' });
    const version = await report({ formId, formVersion: 2 });
    expect(version).toMatchObject({ code: 400, msg: '事件类别“输血反应”现在使用表单“输血反应报告表”第 1 版，本次上报按第 2 版填写：请刷新页面后重新提交' });
    // the generic form's categories are still reported on it, also with the older body naming the form
    const legacy = await w.call('nurse01', 'POST', '/api/v1/records', { formId: genericId, title: '院感', status: 'submitted', data: validFor({ eventType: 'infection', grade: 'III' }) });
    expect(legacy.code, legacy.msg).toBe(200);
    expect(legacy.data).toMatchObject({ formId: genericId, eventType: 'infection' });
  });

  it('follows a rebinding; records made before keep their pinned version', async () => {
    await setup();
    const before = await report({});
    const versions = (await w.get('admin', `/api/v1/forms/${formId}/versions`)).data as { version: number }[];
    const latest = versions[0].version;
    expect((await w.call('admin', 'PUT', '/api/v1/event-types/transReaction', { formVersion: latest })).code).toBe(200);
    const after = await report({});
    expect(after.data.formVersion).toBe(latest);
    expect((await w.detail('nurse01', before.data.id)).formVersion).toBe(1);
    // its revision reads its fields' labels from the version it was made on
    const rev = (await w.get('nurse01', `/api/v1/records/${before.data.id}/revisions/1`)).data;
    expect(rev.data).toMatchObject({ blood_product: '红细胞' });
  });
});

describe('a draft', () => {
  it('moves to the new category\'s form when its category changes, and keeps its version otherwise', async () => {
    await setup();
    const draft = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'device', grade: 'III', title: '草稿', data: { sjsx_patient_name: '张三' } });
    expect(draft.data).toMatchObject({ formId: genericId, formVersion: 1 });
    const cur = (await w.detail('nurse01', draft.data.id)).version;
    const moved = await w.call('nurse01', 'PUT', `/api/v1/records/${draft.data.id}`, { version: cur, eventType: 'transReaction', data: { blood_product: '血小板' } });
    expect(moved.code, moved.msg).toBe(200);
    const bound = (await w.get('admin', '/api/v1/event-types/all')).data.find((c: { code: string }) => c.code === 'transReaction');
    expect(moved.data).toMatchObject({ eventType: 'transReaction', formId, formVersion: bound.formVersion });

    // a rebinding afterwards leaves the draft on its version; it is submitted on it
    const v = await w.call('admin', 'POST', `/api/v1/forms/${formId}/versions`, { schema: SCHEMA, note: 'later' });
    await w.call('admin', 'PUT', '/api/v1/event-types/transReaction', { formVersion: v.data.version });
    const saved = await w.call('nurse01', 'PUT', `/api/v1/records/${draft.data.id}`, { version: moved.data.version, data: { blood_product: '血浆' } });
    expect(saved.data.formVersion).toBe(bound.formVersion);
    const pinned = await w.call('nurse01', 'PUT', `/api/v1/records/${draft.data.id}`, { version: saved.data.version, formVersion: v.data.version, data: {} });
    expect(pinned.msg).toBe(`这份记录按表单第 ${bound.formVersion} 版填写，不能改为第 ${v.data.version} 版`);
    const back = await w.call('nurse01', 'PUT', `/api/v1/records/${draft.data.id}`, { version: saved.data.version, eventType: 'device', formId });
    expect(back.code).toBe(400);
    expect(back.msg).toMatch(/^本次上报使用的表单“输血反应报告表”不是事件类别“医疗器械”的上报表单/);
    const submitted = await w.act('nurse01', draft.data.id, 'submit');
    expect(submitted.code, submitted.msg).toBe(200);
    expect(submitted.data.formVersion).toBe(bound.formVersion);
  });

  it('a returned record keeps its form: a category on another form is refused, one on the same form is not', async () => {
    await setup();
    const r = await w.report('nurse01', { eventType: 'device' });
    expect((await w.act('approver01', r.data.id, 'return', { comment: '请核对类别' })).code).toBe(200);
    const other = await w.act('nurse01', r.data.id, 'resubmit', { eventType: 'transReaction' });
    expect(other).toMatchObject({ code: 400, msg: '已提交过的记录不能改为使用其他表单的事件类别“输血反应”' });
    const same = await w.act('nurse01', r.data.id, 'resubmit', { eventType: 'surgery', data: validFor({ eventType: 'surgery', grade: 'III' }) });
    expect(same.code, same.msg).toBe(200);
    expect(same.data).toMatchObject({ eventType: 'surgery', formId: genericId, formVersion: 1 });
  });
});

describe('a retired category', () => {
  it('takes no new report, no draft moving to it and no first submission; old records still open', async () => {
    await setup();
    const old = await report({});
    const draft = await report({ submit: false });
    const other = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'device', grade: 'III', title: '草稿', data: {} });
    expect((await w.call('admin', 'POST', '/api/v1/event-types/transReaction/retire', {})).code).toBe(200);

    expect(await report({})).toMatchObject({ code: 400, msg: '事件类别“输血反应”已停用，不能用于新的上报：请选择其他类别' });
    expect((await report({}, 'en')).msg).toBe('The event category "Transfusion reaction" is retired and takes no new reports: choose another category');
    const move = await w.call('nurse01', 'PUT', `/api/v1/records/${other.data.id}`, { version: other.data.version, eventType: 'transReaction' });
    expect(move.msg).toBe('事件类别“输血反应”已停用，不能用于新的上报：请选择其他类别');
    const submit = await w.act('nurse01', draft.data.id, 'submit');
    expect(submit.msg).toBe('事件类别“输血反应”已停用，不能用于新的上报：请选择其他类别');
    // the draft may move to an active category (and its form)
    const moved = await w.call('nurse01', 'PUT', `/api/v1/records/${draft.data.id}`, { version: (await w.detail('nurse01', draft.data.id)).version, eventType: 'device', data: validFor({ eventType: 'device' }) });
    expect(moved.data).toMatchObject({ eventType: 'device', formId: genericId });

    const opened = await w.detail('nurse01', old.data.id);
    expect(opened).toMatchObject({ eventType: 'transReaction', formId, formVersion: old.data.formVersion });
    expect((await w.get('nurse01', `/api/v1/forms/${formId}/versions/${old.data.formVersion}`)).code).toBe(200);
    await w.call('admin', 'POST', '/api/v1/event-types/transReaction/restore', {});
  });
});
