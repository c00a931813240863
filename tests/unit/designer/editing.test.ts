import { describe, expect, it } from 'vitest';
import { CLEARED_CONFIG, patternError } from '../../../src/core/designer/index.ts';
import { designer } from './designerHelper.ts';

describe('updateOptions side rules', () => {
  it('merges a patch and keeps the option key order', () => {
    const d = designer();
    const k = d.drop('input').at();
    const keys = Object.keys(d.widget(k).options);
    d.store.updateOptions(k, { placeholder: 'type here', width: '50%' });
    expect(d.widget(k).options).toMatchObject({ placeholder: 'type here', width: '50%' });
    expect(Object.keys(d.widget(k).options)).toEqual(keys);
  });

  it('toggling isRange resets defaultValue: null on, "" off', () => {
    const d = designer();
    const k = d.drop('time').at();
    d.store.updateOptions(k, { isRange: true });
    expect(d.widget(k).options.defaultValue).toBe(null);
    d.store.updateOptions(k, { defaultValue: ['08:00:00', '09:00:00'] });
    d.store.updateOptions(k, { isRange: false });
    expect(d.widget(k).options.defaultValue).toBe('');
    d.store.updateOptions(k, { isRange: false }); // not a toggle: nothing happens
    expect(d.store.updateOptions(k, { isRange: true, defaultValue: ['1', '2'] })).toBe(null);
    expect(d.widget(k).options.defaultValue).toEqual(['1', '2']); // an explicit value wins
  });

  it('toggling select multiple converts defaultValue between a value and an array', () => {
    const d = designer();
    const k = d.drop('select').at();
    d.store.updateOptions(k, { defaultValue: 'Option 2' });
    d.store.updateOptions(k, { multiple: true });
    expect(d.widget(k).options.defaultValue).toEqual(['Option 2']);
    d.store.updateOptions(k, { defaultValue: ['Option 3', 'Option 1'] });
    d.store.updateOptions(k, { multiple: false });
    expect(d.widget(k).options.defaultValue).toBe('Option 3');
    d.store.updateOptions(k, { defaultValue: '' });
    d.store.updateOptions(k, { multiple: true });
    expect(d.widget(k).options.defaultValue).toEqual([]);
    d.store.updateOptions(k, { multiple: false });
    expect(d.widget(k).options.defaultValue).toBe('');
  });

  it('leaves defaultValue alone when an imgupload toggles multiple', () => {
    const d = designer();
    const k = d.drop('imgupload').at();
    d.store.updateOptions(k, { multiple: true });
    expect(d.widget(k).options.defaultValue).toEqual([]);
  });

  it('regenerates rules in the contract order and messages when required, dataType or pattern change', () => {
    const d = designer();
    const k = d.drop('input').at();
    d.store.updateWidget(k, { name: '手机号' });
    d.store.updateOptions(k, { required: true });
    expect(d.widget(k).rules).toEqual([
      { type: 'string', message: '手机号格式不正确' },
      { required: true, message: '请填写手机号' },
    ]);
    d.store.updateOptions(k, { pattern: '^1[3-9]\\d{9}$' });
    expect(d.widget(k).rules).toEqual([
      { type: 'string', message: '手机号格式不正确' },
      { required: true, message: '请填写手机号' },
      { pattern: '^1[3-9]\\d{9}$', message: '手机号格式不匹配' },
    ]);
    d.store.updateOptions(k, { dataType: 'email', required: false });
    expect(d.widget(k).rules).toEqual([
      { type: 'email', message: '手机号格式不正确' },
      { pattern: '^1[3-9]\\d{9}$', message: '手机号格式不匹配' },
    ]);
  });

  it('uses the required message per type: select, file, radio, others', () => {
    const d = designer();
    const [s, f, r, c] = d.build('select', 'file', 'radio', 'checkbox');
    for (const k of [s, f, r, c]) {
      d.store.updateWidget(k, { name: '科室' });
      d.store.updateOptions(k, { required: true });
    }
    expect(d.widget(s).rules).toEqual([{ required: true, message: '请选择科室' }]);
    expect(d.widget(f).rules).toEqual([{ required: true, message: '请上传科室' }]);
    expect(d.widget(r).rules).toEqual([{ required: true, message: '请选择' }]);
    expect(d.widget(c).rules).toEqual([{ required: true, message: '请填写科室' }]);
  });

  it('writes rule messages in the designer language', () => {
    const d = designer({ lang: 'en' });
    const k = d.drop('input').at();
    d.store.updateOptions(k, { required: true, pattern: '^\\d+$' });
    expect(d.widget(k).rules.map((r) => r.message)).toEqual(['InputInvalid format', 'please fill in Input', 'InputUnmatched pattern']);
  });

  it('regenerates rules on a new name, and leaves rules alone for unrelated options', () => {
    const d = designer();
    const k = d.drop('input').at();
    d.store.updateOptions(k, { required: true });
    d.store.updateWidget(k, { name: '姓名' });
    expect(d.widget(k).rules[1]).toEqual({ required: true, message: '请填写姓名' });
    const rules = d.widget(k).rules;
    d.store.updateOptions(k, { placeholder: 'x' });
    expect(d.widget(k).rules).toBe(rules);
  });

  it('clamps limited numbers (spec §5) but keeps "" for an unset min/max', () => {
    const d = designer();
    const [n, t, s] = d.build('number', 'textarea', 'slider');
    d.store.updateOptions(n, { min: -5, max: 1000, step: 250 });
    expect(d.widget(n).options).toMatchObject({ min: 0, max: 100, step: 100 });
    d.store.updateOptions(n, { min: '' });
    expect(d.widget(n).options.min).toBe('');
    d.store.updateOptions(t, { textLength: 9999 });
    expect(d.widget(t).options.textLength).toBe(500);
    d.store.updateOptions(s, { max: 101, labelWidth: 250 });
    expect(d.widget(s).options).toMatchObject({ max: 100, labelWidth: 200 });
  });

  it('reports an invalid pattern at the field without throwing', () => {
    expect(patternError('')).toBe(null);
    expect(patternError('^\\d{6}$')).toBe(null);
    expect(patternError('/^\\d{6}$/')).toBe(null);
    expect(patternError('([a-z')).toMatch(/./);
    expect(patternError('/abc/ii')).toMatch(/flags/);
    const d = designer();
    const k = d.drop('input').at();
    expect(d.store.updateOptions(k, { pattern: '([a-z' })).toBe(null); // stored; the field shows the error
    expect(patternError(d.widget(k).options.pattern)).toMatch(/./);
  });

  it('refuses to change key, type, options or columns through updateWidget', () => {
    const d = designer();
    const k = d.drop('grid').at();
    const before = d.state;
    expect(d.store.updateWidget(k, { key: 'x' } as never)).toMatch(/key cannot/);
    expect(d.store.updateWidget(k, { type: 'input' } as never)).toMatch(/type cannot/);
    expect(d.store.updateWidget(k, { columns: [] } as never)).toMatch(/columns cannot/);
    expect(d.state).toBe(before);
    d.store.updateWidget(k, { model: 'layout_1' });
    expect(d.widget(k).model).toBe('layout_1');
  });
});

describe('form config', () => {
  it('updates and clamps the label width to 0..200', () => {
    const d = designer();
    d.store.updateConfig({ labelPosition: 'top', labelWidth: 300 });
    expect(d.state.schema.config).toEqual({ labelWidth: 200, labelPosition: 'top', size: 'small' });
    d.store.updateConfig({ labelWidth: -10, size: 'mini' });
    expect(d.state.schema.config).toMatchObject({ labelWidth: 0, size: 'mini' });
  });

  it('clear empties the form and resets the config with customClass', () => {
    const d = designer();
    d.build('input', 'grid');
    d.store.updateConfig({ labelWidth: 150, customClass: 'x' });
    d.store.clear();
    expect(d.json()).toEqual({ list: [], config: { labelWidth: 100, labelPosition: 'right', size: 'small', customClass: '' } });
    expect(d.state.schema.config).toEqual(CLEARED_CONFIG);
    expect(d.selected).toBe(null);
  });
});

describe('option lists', () => {
  it('adds "New Option" (with a label when showLabel), removes and moves options', () => {
    const d = designer();
    const [r, s] = d.build('radio', 'select');
    d.store.addOption(s);
    expect(d.widget(s).options.options!.at(-1)).toEqual({ value: '新选项' });
    d.store.updateOptions(r, { showLabel: true });
    d.store.addOption(r);
    expect(d.widget(r).options.options!.at(-1)).toEqual({ value: '新选项', label: '新选项' });
    d.store.removeOption(r, 0);
    expect(d.widget(r).options.options!.map((o) => o.value)).toEqual(['选项2', '选项3', '新选项']);
    d.store.moveOption(r, 2, 0);
    expect(d.widget(r).options.options!.map((o) => o.value)).toEqual(['新选项', '选项2', '选项3']);
    d.store.updateOption(r, 0, { value: 'A', label: '甲' });
    expect(d.widget(r).options.options![0]).toEqual({ value: 'A', label: '甲' });
    expect(d.store.removeOption(r, 9)).toMatch(/no option/);
    expect(d.store.addOption(d.drop('input').at())).toMatch(/no option list/);
  });

  it('keeps Other last in radioOther / checkboxOther', () => {
    const d = designer({ lang: 'en' });
    const k = d.drop('checkboxOther').at();
    d.store.addOption(k, { value: 'Fall' });
    expect(d.widget(k).options.options!.map((o) => o.value)).toEqual(['Option 1', 'Option 2', 'Option 3', 'Fall', '其他']);
  });
});

describe('columns', () => {
  it('adds a column with span "" (upstream Add Column), edits spans, removes columns', () => {
    const d = designer();
    const g = d.drop('grid').at();
    d.store.addColumn(g);
    expect(d.widget(g).columns!.map((c) => c.span)).toEqual([12, 12, '']);
    d.store.updateColumn(g, 2, { span: 8 });
    expect(d.widget(g).columns![2]).toEqual({ span: 8, list: [] });
    const inner = d.drop('input').into(g, 1);
    expect(d.selected).toBe(inner);
    d.store.removeColumn(g, 1);
    expect(d.widget(g).columns!.map((c) => c.span)).toEqual([12, 8]);
    expect(d.selected).toBe(g); // the selection was inside the removed column
    expect(d.store.removeColumn(g, 5)).toMatch(/no column/);
    expect(d.store.addColumn(d.drop('input').at())).toMatch(/no columns/);
    expect(d.store.addColumn(d.drop('subform').at())).toMatch(/dropping a widget/);
  });
});

describe('cascader option tree', () => {
  it('adds, updates and removes nodes at a path', () => {
    const d = designer();
    const k = d.drop('cascader').at();
    d.store.addCascaderNode(k, [], { value: '110000', label: '北京' });
    d.store.addCascaderNode(k, [], { value: '310000', label: '上海' });
    d.store.addCascaderNode(k, [0], { value: '110100', label: '北京市' });
    d.store.addCascaderNode(k, [0, 0], { value: '110101', label: '东城区' });
    expect(d.widget(k).options.options).toEqual([
      { value: '110000', label: '北京', children: [
        { value: '110100', label: '北京市', children: [{ value: '110101', label: '东城区' }] },
      ] },
      { value: '310000', label: '上海' },
    ]);
    const shanghai = d.widget(k).options.options![1];
    d.store.updateCascaderNode(k, [0, 0, 0], { label: '东城' });
    expect(d.widget(k).options.options![0].children![0].children![0]).toEqual({ value: '110101', label: '东城' });
    expect(d.widget(k).options.options![1]).toBe(shanghai);
    d.store.removeCascaderNode(k, [0, 0]);
    expect(d.widget(k).options.options![0].children).toEqual([]);
    expect(d.store.removeCascaderNode(k, [7])).toMatch(/no node/);
    expect(d.store.addCascaderNode(k, [3, 1], { value: 'x', label: 'x' })).toMatch(/no node/);
    expect(d.store.addCascaderNode(d.drop('select').at(), [], { value: 'x' })).toMatch(/no option tree/);
  });
});
