// Computed fields on the server (issue 31 §3): a form version with a broken formula is not saved
// (named, in the caller's language); a record's computed values are recomputed with the pages' formula
// language: a body that disagrees is refused naming the field and both values, an absent value is
// filled in, on create, saveDraft, submit and resubmit, in subform rows too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSecrets, startTestServer, type TestServer } from './helpers.ts';
import { wfClient } from './wf.ts';

let s: TestServer;
let w: ReturnType<typeof wfClient>;
let admin: string;
let formId: number;

const CONFIG = { labelWidth: 100, labelPosition: 'right', size: 'small' };
const radio = (model: string, name: string, values: string[]) => ({
  type: 'radio', name, key: `k_${model}`, model, rules: [], options: { options: values.map((v) => ({ value: v, label: v })), defaultValue: '' },
});
const computed = (model: string, name: string, formula: string, options: Record<string, unknown> = {}) => ({
  type: 'computed', name, key: `k_${model}`, model, rules: [], options: { formula, precision: 0, unit: '分', ...options },
});
const number = (model: string, name: string) => ({ type: 'number', name, key: `k_${model}`, model, rules: [], options: {} });

const MORSE = {
  list: [
    radio('morse_history', '跌倒史', ['0', '25']), radio('morse_gait', '步态', ['0', '10', '20']),
    computed('morse_total', 'Morse 总分', 'sum(morse_history, morse_gait)'),
    computed('morse_band', 'Morse 风险', 'band(morse_total, "低危", 25, "中危", 45, "高危")', { unit: '' }),
    {
      type: 'subform', name: '用药明细', key: 'k_drugs', model: 'drugs', rules: [], options: {},
      columns: [{ span: 8, list: [number('dose', '剂量')] }, { span: 8, list: [number('times', '次数')] }, { span: 8, list: [computed('daily', '日剂量', 'dose * times')] }],
    },
  ],
  config: CONFIG,
};

const report = (data: Record<string, unknown>, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'morseTest', grade: 'III', formId, submit: true, ...extra, data }, headers);

beforeAll(async () => {
  s = await startTestServer();
  w = wfClient(s);
  admin = await s.login('admin');
  const made = await s.call('POST', '/api/v1/forms', { token: admin, body: { code: 'fall-morse-test', name: '跌倒（测试）', schema: MORSE } });
  expect(made.code).toBe(200);
  formId = made.data.id;
  // a report is made on its category's form (issue 31 §2): a category of its own for the test form
  const cat = await w.call('admin', 'POST', '/api/v1/event-types', { code: 'morseTest', name: '跌倒（计算测试）', nameEn: 'Fall (computed test)', formId, flowCode: 'baqsj-default' });
  expect(cat.code).toBe(200);
});
afterAll(async () => {
  assertNoSecrets(s.seen);
  await s.stop();
});

describe('saving a form version', () => {
  it('refuses a broken formula, naming the field and the problem in the caller\'s language', async () => {
    const broken = { ...MORSE, list: [...MORSE.list.slice(0, 2), computed('morse_total', 'Morse 总分', 'sum(morse_history, morse_gait, morse_x)')] };
    const zh = await s.call('POST', '/api/v1/forms', { token: admin, body: { code: 'broken-formula', name: '坏公式', schema: broken } });
    expect(zh).toMatchObject({ code: 400, msg: '表单未保存：计算字段“Morse 总分”：表单中没有模型为“morse_x”的字段' });
    const en = await s.call('POST', `/api/v1/forms/${formId}/versions`, { token: admin, body: { schema: broken }, headers: { 'Accept-Language': 'en' } });
    expect(en).toMatchObject({ code: 400, msg: 'The form was not saved: Computed field "Morse 总分": No field of the form has the model "morse_x"' });
    const hostile = { ...MORSE, list: [computed('t', '合计', 'morse_history.constructor("return 1")()')] };
    expect((await s.call('POST', `/api/v1/forms/${formId}/versions`, { token: admin, body: { schema: hostile } })).msg)
      .toBe('表单未保存：计算字段“合计”：不能访问属性（如 a.b、a["b"]）：字段请直接写它的模型');
    const cycle = { ...MORSE, list: [computed('a', '甲', 'b + 1'), computed('b', '乙', 'a + 1')] };
    expect((await s.call('POST', `/api/v1/forms/${formId}/versions`, { token: admin, body: { schema: cycle } })).msg)
      .toBe('表单未保存：计算字段“甲”：计算字段互相引用，无法计算：甲 → 乙 → 甲');
    expect((await s.call('GET', `/api/v1/forms/${formId}/versions`, { token: admin })).data).toHaveLength(1);
    expect((await s.call('GET', '/api/v1/forms?pageSize=100', { token: admin })).data.list.map((f: { code: string }) => f.code)).not.toContain('broken-formula');
  });
});

describe('a record\'s computed values', () => {
  it('absent ones are filled in; numeric text counts as its number and is stored as the number', async () => {
    const r = await report({ morse_history: '25', morse_gait: '20', drugs: [{ dose: 2, times: 3, status: 1 }, { dose: 1, times: 1, status: -1 }] });
    expect(r.code).toBe(200);
    expect(r.data.data).toMatchObject({ morse_total: 45, morse_band: '高危', drugs: [{ dose: 2, times: 3, status: 1, daily: 6 }, { dose: 1, times: 1, status: -1 }] });
    const t = await report({ morse_history: '25', morse_gait: '10', morse_total: '35', morse_band: '中危' });
    expect(t.code).toBe(200);
    expect(t.data.data).toMatchObject({ morse_total: 35, morse_band: '中危' });
  });

  it('a value that disagrees is refused, naming the field and both values, in the caller\'s language', async () => {
    const zh = await report({ morse_history: '25', morse_gait: '20', morse_total: 30 });
    expect(zh).toMatchObject({ code: 400, msg: '计算字段“Morse 总分”的值与公式不符：提交的是 30，按公式应为 45。请刷新页面后重新提交' });
    const en = await report({ morse_history: '25', morse_gait: '20', morse_total: 45, morse_band: '低危' }, {}, { 'Accept-Language': 'en' });
    expect(en).toMatchObject({ code: 400, msg: 'The computed field "Morse 风险" does not match its formula: 低危 was sent, the formula gives 高危. Reload the page and submit again' });
    const empty = await report({ morse_history: '25', morse_total: '' }, {}, { 'Accept-Language': 'en' });
    expect(empty.msg).toBe('The computed field "Morse 总分" does not match its formula: (empty) was sent, the formula gives 25. Reload the page and submit again');
    const cell = await report({ drugs: [{ dose: 2, times: 3, daily: 5, status: 1 }] });
    expect(cell.msg).toBe('计算字段“用药明细 #1 日剂量”的值与公式不符：提交的是 5，按公式应为 6。请刷新页面后重新提交');
  });

  it('a draft saved, submitted, returned and resubmitted is checked and recomputed each time', async () => {
    const d = (await report({ morse_history: '0' }, { submit: false })).data;
    expect(d).toMatchObject({ state: 'draft' });
    expect(d.data).toMatchObject({ morse_total: 0, morse_band: '低危' });
    const wrong = await w.call('nurse01', 'PUT', `/api/v1/records/${d.id}`, { version: d.version, data: { ...d.data, morse_history: '25' } });
    expect(wrong).toMatchObject({ code: 400, msg: expect.stringContaining('计算字段“Morse 总分”') });
    const saved = await w.call('nurse01', 'PUT', `/api/v1/records/${d.id}`, { version: d.version, data: { morse_history: '25', morse_gait: '0' } });
    expect(saved.code).toBe(200);
    expect(saved.data.data).toMatchObject({ morse_total: 25, morse_band: '中危' });
    const badSubmit = await w.act('nurse01', d.id, 'submit', { data: { ...saved.data.data, morse_band: '低危' } });
    expect(badSubmit.code).toBe(400);
    const sent = await w.act('nurse01', d.id, 'submit', { data: { ...saved.data.data, morse_gait: '20', morse_total: 45, morse_band: '高危' } });
    expect(sent.code).toBe(200);
    expect(sent.data.data).toMatchObject({ morse_total: 45, morse_band: '高危' });

    expect((await w.act('approver01', d.id, 'return', { comment: '请核对评分' })).data.state).toBe('returned');
    const badAgain = await w.act('nurse01', d.id, 'resubmit', { data: { ...sent.data.data, morse_gait: '0' } });
    expect(badAgain).toMatchObject({ code: 400, msg: expect.stringContaining('提交的是 45，按公式应为 25') });
    const again = await w.act('nurse01', d.id, 'resubmit', { data: { ...sent.data.data, morse_gait: '0', morse_total: undefined, morse_band: undefined } });
    expect(again.code).toBe(200);
    expect(again.data.data).toMatchObject({ morse_total: 25, morse_band: '中危' });
  });

  it('a submission without data recomputes the stored data (nothing to weigh)', async () => {
    const d = (await report({ morse_history: '25', morse_gait: '10' }, { submit: false })).data;
    const sent = await w.act('nurse01', d.id, 'submit');
    expect(sent.code).toBe(200);
    expect(sent.data.data).toMatchObject({ morse_total: 35, morse_band: '中危' });
  });

  it('records on a form without computed fields are untouched', async () => {
    // 医疗器械 reports on the generic form, which has none
    const r = await w.report('nurse01', { eventType: 'device' });
    expect(r.code).toBe(200);
    expect(Object.keys(r.data.data)).not.toContain('morse_total');
  });
});
