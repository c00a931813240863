// Initial models (form-format.md runtime rule 7).
import { describe, expect, it } from 'vitest';
import { blankValueOf, buildInitialModels, defaultValueOf, newSubformRow, otherModelOf } from '../../../src/core/form/initialModels';
import { form, grid, widget } from './helpers';

describe('buildInitialModels', () => {
  it('takes value[model] when the key is given (even when empty), else the defaultValue', () => {
    const a = widget('input', { defaultValue: 'd' }, { model: 'a' });
    const b = widget('input', { defaultValue: 'd' }, { model: 'b' });
    expect(buildInitialModels(form([a, b]), { a: '' })).toEqual({ a: '', b: 'd' });
  });

  it('blank by defaultType: String "", Object {}, Array []', () => {
    const s = form(['String', 'Object', 'Array', undefined].map((t, i) => widget('blank', { defaultType: t as any }, { model: `b${i}` })));
    expect(buildInitialModels(s)).toEqual({ b0: '', b1: {}, b2: [], b3: '' });
    expect(blankValueOf('Array')).toEqual([]);
  });

  it('subform: defaultValue or []', () => {
    const rows = [{ c: 'x', status: 1 }];
    const s = form([widget('subform', { defaultValue: rows }, { model: 's1' }), widget('subform', {}, { model: 's2' })]);
    const models = buildInitialModels(s);
    expect(models).toEqual({ s1: rows, s2: [] });
    expect(models.s1).not.toBe(rows); // copied, never shared with the schema
  });

  it('otherModel starts as "" and defaults to <model>_other', () => {
    const r = widget('radioOther', { defaultValue: '' }, { model: 'cat' });
    const c = widget('checkboxOther', { defaultValue: [] }, { model: 'm', otherModel: 'm_text' });
    expect(buildInitialModels(form([r, c]))).toEqual({ cat: '', cat_other: '', m: [], m_text: '' });
    expect(otherModelOf(widget('input', {}, { model: 'x' }))).toBeUndefined();
  });

  it('display widgets (text, link, divider, header) get models; layout containers do not', () => {
    const t = widget('text', { defaultValue: '说明' }, { model: 't' });
    const g = grid([[widget('input', { defaultValue: 1 }, { model: 'in' })]], { model: 'g' });
    expect(buildInitialModels(form([t, g]))).toEqual({ t: '说明', in: 1 });
  });

  it('keeps value keys the form does not know (editing a saved record)', () => {
    expect(buildInitialModels(form([]), { id: 7 })).toEqual({ id: 7 });
  });

  it('fills in a shape when an old document has no defaultValue', () => {
    expect(defaultValueOf(widget('checkbox', {}))).toEqual([]);
    expect(defaultValueOf(widget('select', { multiple: true }))).toEqual([]);
    expect(defaultValueOf(widget('switch', {}))).toBe(false);
    expect(defaultValueOf(widget('input', {}))).toBe('');
    expect(defaultValueOf(widget('number', {}))).toBeUndefined();
    expect(defaultValueOf(widget('rate', { defaultValue: null }))).toBeNull();
  });

  it('new subform rows: each column default plus status 1', () => {
    const cols = [widget('input', { defaultValue: 'x' }, { model: 'c1' }), widget('checkbox', { defaultValue: ['a'] }, { model: 'c2' })];
    expect(newSubformRow(cols)).toEqual({ c1: 'x', c2: ['a'], status: 1 });
  });
});
