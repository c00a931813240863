import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PALETTE, WIDGET_CATALOG, WIDGET_TYPES, defaultOptions, localizedDefaultOptions, widgetLabel,
} from '../../../src/core/designer/index.ts';
import { designer } from './designerHelper.ts';

const ALL = ('input textarea number radio radioOther checkbox checkboxOther time date rate color select switch slider '
  + 'text link scoreItem computed blank priceno pricetable imgupload file editor cascader subform grid flexbox divider header').split(' ');

const COMMON = {
  labelWidth: 100, labelWidthDisabled: false, labelWidthStatus: false, tip: '',
  displayVerify: { type: 'hide', list: [] }, disableVerify: { type: 'hide', list: [] },
};

describe('widget catalog', () => {
  it('has one entry for each of the 30 types (the 28 of the spec, the quality score item and the computed field)', () => {
    expect([...WIDGET_TYPES].sort()).toEqual([...ALL].sort());
    for (const t of ALL) expect(WIDGET_CATALOG[t as 'input'].type).toBe(t);
  });

  it('palette groups list every type exactly once, in the spec order', () => {
    expect(DEFAULT_PALETTE.basic).toEqual(['input', 'textarea', 'number', 'radio', 'radioOther', 'checkbox',
      'checkboxOther', 'time', 'date', 'rate', 'color', 'select', 'switch', 'slider', 'text', 'link', 'scoreItem', 'computed']);
    expect(DEFAULT_PALETTE.advanced).toEqual(['blank', 'imgupload', 'file', 'editor', 'cascader', 'priceno', 'pricetable']);
    expect(DEFAULT_PALETTE.layout).toEqual(['grid', 'flexbox', 'subform', 'divider', 'header']);
    const all = [...DEFAULT_PALETTE.basic, ...DEFAULT_PALETTE.advanced, ...DEFAULT_PALETTE.layout];
    expect(all.sort()).toEqual([...ALL].sort());
    for (const [group, types] of Object.entries(DEFAULT_PALETTE)) {
      for (const t of types) expect(WIDGET_CATALOG[t].group).toBe(group);
    }
  });

  it('names widgets with upstream field names in both languages', () => {
    // the registry keeps the key, the designer's locale table the texts
    expect(WIDGET_CATALOG.input.label).toBe('widget.input');
    const names = Object.fromEntries(ALL.map((t) => [t, { 'zh-CN': widgetLabel(t as 'input', 'zh-CN'), en: widgetLabel(t as 'input', 'en') }]));
    expect(names.input).toEqual({ 'zh-CN': '单行文本', en: 'Input' });
    expect(names.blank).toEqual({ 'zh-CN': '自定义区域', en: 'Custom' });
    expect(names.imgupload).toEqual({ 'zh-CN': '图片', en: 'Image' });
    expect(names.subform).toEqual({ 'zh-CN': '子表单', en: 'Sub-table' });
    expect(names.grid).toEqual({ 'zh-CN': '栅格布局', en: 'Grid' });
    expect(names.pricetable).toEqual({ 'zh-CN': '收费项目表', en: 'Charge table' });
    expect(names.computed).toEqual({ 'zh-CN': '计算字段', en: 'Computed field' });
    for (const t of ALL) expect(names[t]['zh-CN'] && names[t].en).toBeTruthy();
  });

  it('keeps the upstream defaults exactly, plus the hospital options', () => {
    expect(defaultOptions('input')).toEqual({
      width: '100%', defaultValue: '', required: false, dataType: 'string', pattern: '', placeholder: '',
      disabled: false, maxlength: -1, showWordLimit: false, unit: '', showPassword: false, ...COMMON,
    });
    expect(defaultOptions('number')).toMatchObject({ width: '', required: false, defaultValue: 0, min: '', max: '',
      step: 1, disabled: false, controlsPosition: '' });
    expect(defaultOptions('radio').options).toEqual([
      { value: 'Option 1', label: 'Option 1' }, { value: 'Option 2', label: 'Option 2' }, { value: 'Option 3', label: 'Option 3' },
    ]);
    expect(defaultOptions('checkbox')).toMatchObject({ defaultValue: [], options: [{ value: 'Option 1' }, { value: 'Option 2' }, { value: 'Option 3' }] });
    expect(defaultOptions('time')).toMatchObject({ defaultValue: '21:19:56', isRange: false, arrowControl: true, format: 'HH:mm:ss' });
    expect(defaultOptions('date')).toMatchObject({ defaultValue: '', type: 'date', format: 'yyyy-MM-dd', timestamp: false });
    expect(defaultOptions('rate')).toMatchObject({ defaultValue: null, max: 5, allowHalf: false });
    expect(defaultOptions('computed')).toEqual({ formula: '', precision: 2, unit: '', width: '', hidden: false, customClass: '', ...COMMON });
    expect(defaultOptions('select')).toMatchObject({
      defaultValue: '', multiple: false, remote: false, filterable: false, props: { value: 'value', label: 'label' },
      requestMethod: { url: '', method: 'get', params: '{}', headers: '{}', result: 'data', timeout: 10 }, ...COMMON,
    });
    expect(defaultOptions('slider')).toMatchObject({ defaultValue: 0, min: 0, max: 100, step: 1, showInput: false, range: false });
    expect(defaultOptions('text')).toMatchObject({ defaultValue: 'This is a text', customClass: '' });
    expect(defaultOptions('blank')).toMatchObject({ defaultType: 'String' });
    expect(defaultOptions('imgupload')).toMatchObject({ size: { width: 100, height: 100 }, length: 8, tokenFunc: 'funcGetToken',
      domain: 'https://tcdn.form.making.link/', isQiniu: false, isDelete: false, isEdit: false, min: 0,
      action: 'https://tools-server.making.link/api/transfer' });
    expect(defaultOptions('file')).toMatchObject({ length: 9, headers: {}, tip: '', defaultValue: [] });
    expect(defaultOptions('cascader')).toMatchObject({ remote: true, props: { value: 'value', label: 'label', children: 'children' },
      showAllLevels: true });
    expect(defaultOptions('grid')).toEqual({ gutter: 0, justify: 'start', align: 'top' });
    expect(defaultOptions('flexbox')).toEqual({ gutter: 0, justify: 'start', align: 'top' });
    expect(defaultOptions('link')).toMatchObject({ font_size: '14px', font_color: '#409EFF', font_weight: 'normal', font_family: '', linkValue: '' });
    expect(defaultOptions('header')).toMatchObject({ direction: 'horizontal', content_position: 'center' });
    expect(defaultOptions('divider')).toMatchObject({ direction: 'horizontal', content_position: 'left' });
  });

  it('gives radioOther / checkboxOther an Other option and an otherModel', () => {
    expect(defaultOptions('radioOther').options!.at(-1)).toEqual({ value: '其他', label: '其他' });
    expect(defaultOptions('checkboxOther').options!.at(-1)).toEqual({ value: '其他' });
    const d = designer();
    const k = d.drop('radioOther').at();
    expect(d.widget(k).otherModel).toBe(`radioOther_${k}_other`);
    expect(Object.keys(d.widget(k))).toEqual(['type', 'icon', 'options', 'name', 'key', 'model', 'otherModel', 'rules']);
  });

  it('hands out copies: editing a dropped widget never changes the defaults', () => {
    const a = defaultOptions('radio');
    (a.options as { value: string }[])[0].value = 'changed';
    expect(defaultOptions('radio').options![0].value).toBe('Option 1');
    expect(Object.isFrozen(WIDGET_CATALOG.grid.columns)).toBe(true);
  });

  it.each(ALL)('drops a %s with the saved key order and the drop rules', (type) => {
    const d = designer();
    const key = d.drop(type as 'input').at();
    const w = d.widget(key);
    const container = ['grid', 'flexbox', 'subform'].includes(type);
    const other = type === 'radioOther' || type === 'checkboxOther';
    expect(Object.keys(w)).toEqual(['type', 'icon', ...(container ? ['columns'] : []), 'options', 'name', 'key', 'model',
      ...(other ? ['otherModel'] : []), 'rules']);
    expect(w.model).toBe(`${type}_${key}`);
    expect(w.options.remoteFunc).toBe(`func_${key}`);
    expect(w.rules).toEqual([]);
    expect(w.name).toBe(widgetLabel(type as 'input', 'zh-CN'));
    const { remoteFunc, ...rest } = w.options;
    // the palette's defaults, placeholder options named in the designer's language (createWidget.test.ts)
    const { remoteFunc: _, ...defaults } = localizedDefaultOptions(defaultOptions(type as 'input'), 'zh-CN');
    expect(rest).toEqual(defaults);
    expect(typeof remoteFunc).toBe('string');
  });

  it('gives grid and flexbox two 12-span columns and a subform none', () => {
    const d = designer();
    const [g, f, s] = d.build('grid', 'flexbox', 'subform');
    expect(d.widget(g).columns).toEqual([{ span: 12, list: [] }, { span: 12, list: [] }]);
    expect(d.widget(f).columns).toEqual([{ span: 12, list: [] }, { span: 12, list: [] }]);
    expect(d.widget(s).columns).toEqual([]);
    expect(d.widget(g).columns).not.toBe(WIDGET_CATALOG.grid.columns);
  });
});
