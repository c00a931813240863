// The runtime model: values, errors, per-field state and subscriptions, subforms, budgets.
import { describe, expect, it, vi } from 'vitest';
import { createFormModel } from '../../../src/core/form/createFormModel';
import type { Widget } from '../../../src/core/form/types';
import { form, grid, widget } from './helpers';

const required = (message: string) => [{ required: true, message }];

function subformForm() {
  const name = widget('input', { defaultValue: '' }, { model: 'drug', rules: required('请填写药名') });
  const dose = widget('input', { defaultValue: '1', pattern: '^\\d+$' }, { model: 'dose', rules: [{ pattern: '^\\d+$', message: '剂量格式不匹配' }] });
  const sub = widget('subform', {}, { model: 'drugs', rules: required('请添加用药'), columns: [{ span: 12, list: [name] }, { span: 12, list: [dose] }] });
  return form([grid([[sub]], { model: 'g' })]);
}

describe('subform', () => {
  it('required means at least one live row', async () => {
    const model = createFormModel(subformForm());
    expect(await model.validate()).toEqual({ drugs: '请添加用药' });
    model.setValue('drugs', [{ drug: 'a', dose: '1', status: -1 }]);
    expect(await model.validate()).toEqual({ drugs: '请添加用药' });
  });

  it('addRow gives each column its default and status 1; cell errors use subform[row].column', async () => {
    const model = createFormModel(subformForm());
    expect(model.addRow('drugs')).toBe(0);
    expect(model.addRow('drugs')).toBe(1);
    expect(model.getModels().drugs).toEqual([{ drug: '', dose: '1', status: 1 }, { drug: '', dose: '1', status: 1 }]);
    model.setValue('drugs[1].dose', 'x');
    expect(await model.validate()).toEqual({ 'drugs[0].drug': '请填写药名', 'drugs[1].drug': '请填写药名', 'drugs[1].dose': '剂量格式不匹配' });
  });

  it('removeRow marks status -1, keeps the row, skips it, and row indexes stay those of the full array', async () => {
    const model = createFormModel(subformForm(), { value: { drugs: [{ drug: '', dose: '1', status: 1 }, { drug: '', dose: '1', status: 1 }] } });
    await model.validate();
    model.removeRow('drugs', 0);
    expect(model.getModels().drugs).toEqual([{ drug: '', dose: '1', status: -1 }, { drug: '', dose: '1', status: 1 }]);
    expect(model.getState().errors).toEqual({ 'drugs[1].drug': '请填写药名' });
    expect(await model.validate()).toEqual({ 'drugs[1].drug': '请填写药名' });
    model.setValue('drugs[1].drug', '阿司匹林');
    expect(model.getState().errors).toEqual({});
    expect(model.getField('drugs[1].drug').value).toBe('阿司匹林');
  });

  it('rejects row operations on something that is not a subform', () => {
    expect(() => createFormModel(subformForm()).addRow('g')).toThrow(/not a subform/);
  });
});

describe('conditions in the model', () => {
  const sw = widget('switch', { defaultValue: false }, { model: 'harm' });
  const degree = widget('select', { displayVerify: { type: 'and', list: [{ model: 'harm', value: 'true' }] } }, { model: 'degree', rules: required('请选择伤害程度') });
  const inner = widget('input', {}, { model: 'inner', rules: required('必填') });
  const box = grid([[inner]], { model: 'box', options: { displayVerify: { type: 'or', list: [{ model: 'harm', value: true }] } } as any });
  const locker = widget('input', { disableVerify: { type: 'or', list: [{ model: 'degree' }] } }, { model: 'locked', rules: required('锁定也校验') });

  it('hidden widgets (and everything in a hidden container) are skipped; disabled ones are validated', async () => {
    const model = createFormModel(form([sw, degree, box, locker]));
    expect(model.getFieldState('degree').visible).toBe(false);
    expect(model.getFieldState('inner').visible).toBe(false);
    expect(await model.validate()).toEqual({ locked: '锁定也校验' });
    model.setValue('harm', true);
    expect(model.getFieldState('inner').visible).toBe(true);
    model.setValue('degree', '轻度');
    expect(model.getFieldState('locked').disabled).toBe(true);
    expect(await model.validate()).toEqual({ inner: '必填', locked: '锁定也校验' });
  });

  it('a hidden widget\'s value still drives others and is still returned', async () => {
    const a = widget('input', { defaultValue: 'x', displayVerify: { type: 'and', list: [{ model: 'never', value: '1' }] } }, { model: 'a' });
    const b = widget('input', { displayVerify: { type: 'and', list: [{ model: 'a', value: 'x' }] } }, { model: 'b' });
    const model = createFormModel(form([a, b]));
    expect(model.getFieldState('a').visible).toBe(false);
    expect(model.getFieldState('b').visible).toBe(true);
    expect((await model.getData()).a).toBe('x');
  });

  it('setDisabled reaches into containers (a disabled container disables its content); edit: false disables everything', () => {
    const model = createFormModel(form([sw, box]));
    model.setDisabled('box', true);
    expect(model.getFieldState('inner').disabled).toBe(true);
    model.setDisabled(['inner'], false);
    expect(model.getFieldState('inner').disabled).toBe(true);
    model.setDisabled('box', false);
    expect(model.getFieldState('inner').disabled).toBe(false);
    model.setDisabled(['inner', 'harm'], true);
    model.reset();
    expect(model.getFieldState('inner').disabled).toBe(true);
    expect(model.getFieldState('harm').disabled).toBe(true);
    expect(createFormModel(form([sw]), { edit: false }).getFieldState('harm').disabled).toBe(true);
  });
});

describe('subscriptions', () => {
  it('a field\'s subscribers hear only that field; condition dependents are re-evaluated', () => {
    const a = widget('input', {}, { model: 'a' });
    const b = widget('input', {}, { model: 'b' });
    const c = widget('input', { displayVerify: { type: 'and', list: [{ model: 'a', value: 'show' }] } }, { model: 'c' });
    const model = createFormModel(form([a, b, c]));
    const spies = { a: vi.fn(), b: vi.fn(), c: vi.fn(), all: vi.fn() };
    model.subscribe('a', spies.a);
    model.subscribe('b', spies.b);
    model.subscribe('c', spies.c);
    model.subscribeAll(spies.all);
    model.setValue('a', 'x');
    expect([spies.a.mock.calls.length, spies.b.mock.calls.length, spies.c.mock.calls.length]).toEqual([1, 0, 0]);
    model.setValue('a', 'show');
    expect(spies.c).toHaveBeenCalledTimes(1);
    expect(spies.all).toHaveBeenLastCalledWith(expect.arrayContaining(['a', 'c']));
    model.setValue('a', 'show'); // no change, no call
    expect(spies.a).toHaveBeenCalledTimes(2);
  });

  it('snapshots are stable until their field changes (useSyncExternalStore friendly)', () => {
    const model = createFormModel(form([widget('input', {}, { model: 'a' }), widget('input', {}, { model: 'b' })]));
    const a1 = model.getField('a');
    const b1 = model.getField('b');
    const s1 = model.getState();
    expect(model.getState()).toBe(s1);
    model.setValue('a', 'x');
    expect(model.getField('a')).not.toBe(a1);
    expect(model.getField('a').value).toBe('x');
    expect(model.getField('b')).toBe(b1);
    expect(model.getState()).not.toBe(s1);
  });

  it('an error re-validates on change and notifies; unsubscribe stops calls', async () => {
    const model = createFormModel(form([widget('input', {}, { model: 'a', rules: required('必填') })]));
    const fn = vi.fn();
    const off = model.subscribe('a', fn);
    await model.validate();
    expect(model.getField('a').error).toBe('必填');
    model.setValue('a', 'ok');
    expect(model.getField('a').error).toBeUndefined();
    off();
    model.setValue('a', '');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('lifecycle', () => {
  it('reset goes back to the initial models and clears errors', async () => {
    const model = createFormModel(form([widget('input', { defaultValue: 'd' }, { model: 'a', rules: required('必填') })]));
    model.setValue('a', '');
    await model.validate();
    model.reset();
    expect(model.getModels()).toEqual({ a: 'd' });
    expect(model.getState().errors).toEqual({});
  });

  it('getData rejects with the translated message and the errors; validateField checks one field', async () => {
    const model = createFormModel(form([widget('input', {}, { model: 'a', rules: required('必填') }), widget('input', {}, { model: 'b', rules: required('也必填') })]),
      { translate: () => '表单数据校验失败' });
    await expect(model.getData()).rejects.toMatchObject({ message: '表单数据校验失败', errors: { a: '必填', b: '也必填' } });
    model.reset();
    expect(await model.validateField('b')).toBe('也必填');
    expect(model.getState().errors).toEqual({ b: '也必填' });
  });

  it('getModels returns a copy', () => {
    const model = createFormModel(form([widget('checkbox', { defaultValue: ['a'] }, { model: 'c' })]));
    (model.getModels().c as string[]).push('b');
    expect(model.getModels().c).toEqual(['a']);
  });

  it('setSchema keeps the values of models that remain', () => {
    const model = createFormModel(form([widget('input', {}, { model: 'a' })]));
    model.setValue('a', 'kept');
    model.setSchema(form([widget('input', {}, { model: 'a' }), widget('input', { defaultValue: 'n' }, { model: 'b' })]));
    expect(model.getModels()).toEqual({ a: 'kept', b: 'n' });
  });
});

// Timings are measured by `npm run bench` (scripts/bench-engine.mjs), never asserted here.
describe('scaling', () => {
  const inputs = (n: number, rules = true, offset = 0): Widget[] => Array.from({ length: n }, (_, j) => j + offset).map((i) =>
    widget('input', { defaultValue: i % 2 ? 'v' : '', displayVerify: i % 10 === 1 ? { type: 'and', list: [{ model: 'f0', value: 'x' }] } : undefined },
      { model: `f${i}`, rules: rules ? [{ type: 'string', message: 't' }, { required: true, message: 'r' }, { pattern: '^\\w+$', message: 'p' }] : [] }));

  it('builds a form of 1000 inputs in nested grids', () => {
    const model = createFormModel(form([grid([inputs(500), inputs(500, true, 500)])]));
    expect(Object.keys(model.getModels())).toHaveLength(1000);
  });

  it('setValue touches only dependents (O(dependents), not O(form))', () => {
    const model = createFormModel(form(inputs(1000)));
    const calls: string[][] = [];
    model.subscribeAll((p) => calls.push(p));
    model.setValue('f5', 'y');
    expect(calls).toEqual([['f5', model.schema.list[5].key]]);
    calls.length = 0;
    // f0 drives the display of every tenth field: exactly those are touched (each by model and key)
    model.setValue('f0', 'x');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(2 * (1 + 100));
  });

  it('getData on a 300-widget form returns every model', async () => {
    const model = createFormModel(form(inputs(300)), { value: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`f${i}`, 'ok'])) });
    expect(Object.keys(await model.getData())).toHaveLength(300);
  });
});
