// A dropped choice widget's placeholder options are named in the designer's language (选项1… / Option 1…);
// the palette definitions keep upstream's "Option 1" exactly (widgetCatalog.test.ts).
import { describe, expect, it } from 'vitest';
import { createWidget, defaultOptions } from '../../../src/core/designer/index.ts';
import { designer, seededRandom, T0 } from './designerHelper.ts';

const ctx = () => ({ now: () => T0, random: seededRandom() });
const items = (w: { options: { options?: unknown } }) => w.options.options as { value: string; label?: string }[];

describe('createWidget: default options in the designer language', () => {
  it('labels and values of radio and select in zh-CN, checkbox values (they carry no label)', () => {
    expect(items(createWidget('radio', 'zh-CN', new Set(), ctx()))).toEqual([
      { value: '选项1', label: '选项1' }, { value: '选项2', label: '选项2' }, { value: '选项3', label: '选项3' },
    ]);
    expect(items(createWidget('checkbox', 'zh-CN', new Set(), ctx()))).toEqual([{ value: '选项1' }, { value: '选项2' }, { value: '选项3' }]);
    expect(items(createWidget('select', 'zh-CN', new Set(), ctx())).map((o) => o.value)).toEqual(['选项1', '选项2', '选项3']);
  });

  it('keeps the Other option of radioOther / checkboxOther as it is', () => {
    expect(items(createWidget('radioOther', 'zh-CN', new Set(), ctx())).map((o) => o.value)).toEqual(['选项1', '选项2', '选项3', '其他']);
    expect(items(createWidget('checkboxOther', 'en', new Set(), ctx())).map((o) => o.value)).toEqual(['Option 1', 'Option 2', 'Option 3', '其他']);
  });

  it('gives English "Option n" in en, and leaves the palette defaults untouched', () => {
    expect(items(createWidget('radio', 'en', new Set(), ctx()))).toEqual([
      { value: 'Option 1', label: 'Option 1' }, { value: 'Option 2', label: 'Option 2' }, { value: 'Option 3', label: 'Option 3' },
    ]);
    createWidget('radio', 'zh-CN', new Set(), ctx());
    expect(defaultOptions('radio').options![0]).toEqual({ value: 'Option 1', label: 'Option 1' });
  });

  it('a text, a link and a header start with their text in the language of the drop (issue 31 §5)', () => {
    const text = (type: 'text' | 'link' | 'header', lang: 'zh-CN' | 'en') => createWidget(type, lang, new Set(), ctx()).options.defaultValue;
    expect([text('text', 'zh-CN'), text('link', 'zh-CN'), text('header', 'zh-CN')]).toEqual(['这是一段文字', '这是一个链接', '标题']);
    expect([text('text', 'en'), text('link', 'en'), text('header', 'en')]).toEqual(['This is a text', 'This is a link', 'Header']);
    expect(defaultOptions('header').defaultValue).toBe('Header');
  });

  it('a drop in the designer store follows the store language', () => {
    const zh = designer({ lang: 'zh-CN' });
    expect(items(zh.widget(zh.drop('radio').at()))[0]).toEqual({ value: '选项1', label: '选项1' });
    const en = designer({ lang: 'en' });
    expect(items(en.widget(en.drop('checkbox').at()))[0]).toEqual({ value: 'Option 1' });
  });
});
