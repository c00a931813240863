// The designer's check before a save or an export (issue 31 §3): a broken formula is named with its
// widget; the fields the panel offers to insert are those the formula may read.
import { describe, expect, it } from 'vitest';
import { formulaProblems } from '../../../src/core/designer/index.ts';
import { formulaFields } from '../../../src/core/form/formula/index.ts';
import { computed, field, form, grid, subform, words } from '../form/formula/helpers.ts';

describe('formulaProblems', () => {
  it('names the computed widget and its problem, in both languages', async () => {
    const f = form(field('radio', 'a', {}, '病史'), computed('total', 'sum(a, b)', {}, '总分'));
    const [p, ...rest] = await formulaProblems(f);
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ key: f.list[1].key, name: '总分', problem: { code: 'unknownField', params: { name: 'b' } } });
    expect(words(p, 'zh-CN')).toBe('计算字段“总分”：表单中没有模型为“b”的字段');
    expect(words(p, 'en')).toBe('Computed field "总分": No field of the form has the model "b"');
  });

  it('is empty for a sound form and for a form without computed fields', async () => {
    expect(await formulaProblems(form(field('radio', 'a'), computed('t', 'a * 2')))).toEqual([]);
    expect(await formulaProblems(form(field('input', 'a')))).toEqual([]);
    expect(await formulaProblems({ list: [] })).toEqual([]);
  });
});

describe('formulaFields', () => {
  it('offers the top-level data fields by title (grids included), not itself, subforms or display widgets', () => {
    const f = form(field('radio', 'a', {}, '甲'), grid([field('number', 'b', {}, '乙')]), field('text', 'note'), subform('rows', [field('number', 'q')]),
      computed('t', 'a'));
    expect(formulaFields(f, f.list[4].key)).toEqual([{ model: 'a', name: '甲' }, { model: 'b', name: '乙' }]);
  });

  it('in a subform column: the row\'s other columns first, then the top-level fields', () => {
    const line = computed('line', 'qty');
    const f = form(field('number', 'rate', {}, '费率'), subform('rows', [field('number', 'qty', {}, '数量'), line]));
    expect(formulaFields(f, line.key)).toEqual([{ model: 'qty', name: '数量' }, { model: 'rate', name: '费率' }]);
  });
});
