// A form's computed fields (issue 31 §3): computed in dependency order, in grids and in subform rows,
// a cycle named by the fields' titles, and the form-level check the designer and the server run.
import { describe, expect, it } from 'vitest';
import { checkFormFormulas, computeForm, planForm } from '../../../../src/core/form/formula/index.ts';
import { computed, field, form, grid, subform, words } from './helpers.ts';

const MORSE_ITEMS = ['morse_history', 'morse_diagnosis', 'morse_aid', 'morse_iv', 'morse_gait', 'morse_mental'];

function morseForm() {
  return form(
    ...MORSE_ITEMS.map((m) => field('radio', m)),
    computed('morse_total', `sum(${MORSE_ITEMS.join(', ')})`, { precision: 0, unit: '分' }, 'Morse 总分'),
    // written before what it reads: the order is the dependencies', not the document's
    computed('morse_band', 'band(morse_total, "低危", 25, "中危", 45, "高危")', {}, 'Morse 风险'),
  );
}

describe('computeForm', () => {
  it('computes every computed field in dependency order and writes them into a copy of the data', () => {
    const f = morseForm();
    f.list.push(f.list.splice(6, 1)[0]); // the total after the band
    const data = { morse_history: '25', morse_diagnosis: '15', morse_aid: '', morse_iv: '20', morse_gait: '', morse_mental: '0' };
    const r = computeForm(f, data);
    expect(r.values.map((v) => [v.path, v.value])).toEqual([['morse_total', 60], ['morse_band', '高危']]);
    expect(r.data).toEqual({ ...data, morse_total: 60, morse_band: '高危' });
    expect(data).not.toHaveProperty('morse_total');
    expect(r.values[0]).toMatchObject({ model: 'morse_total', name: 'Morse 总分' });
  });

  it('a total grows as items are picked; before any, it is 0 and the band the lowest', () => {
    const f = morseForm();
    expect(computeForm(f, {}).data).toMatchObject({ morse_total: 0, morse_band: '低危' });
    expect(computeForm(f, { morse_history: '25' }).data).toMatchObject({ morse_total: 25, morse_band: '中危' });
  });

  it('reads fields inside grids like any other', () => {
    const f = form(grid([field('number', 'w')], [field('number', 'h')]), grid([computed('bmi', 'w / (h / 100) / (h / 100)', { precision: 1 })]));
    expect(computeForm(f, { w: 70, h: 175 }).data.bmi).toBe(22.9);
  });

  it('in a subform row: reads the row\'s columns and the top-level fields; deleted rows are left as they were', () => {
    const f = form(
      field('number', 'rate'),
      subform('items', [field('number', 'qty'), field('number', 'price'), computed('line', 'qty * price * rate', { precision: 2 })], '明细'),
    );
    const rows = [{ qty: 2, price: 1.5, status: 1 }, { qty: 1, price: 9, status: -1 }, { qty: '', price: 3, status: 1 }];
    const r = computeForm(f, { rate: 2, items: rows });
    expect(r.values.map((v) => [v.path, v.value, v.name])).toEqual([['items[0].line', 6, '明细 #1 line'], ['items[2].line', '', '明细 #3 line']]);
    expect(r.data.items).toEqual([{ qty: 2, price: 1.5, status: 1, line: 6 }, rows[1], { qty: '', price: 3, status: 1, line: '' }]);
    expect(planForm(f).reads).toEqual(new Set(['items', 'rate']));
  });

  it('a cycle leaves its fields empty and is named by the titles; a field reading it is computed after it', () => {
    const f = form(field('number', 'n'), computed('c1', 'c2 + n', {}, '甲'), computed('c2', 'c1 + 1', {}, '乙'), computed('c3', 'if(c1 == "", 0, 1)', {}, '丙'), computed('c4', 'c4 + 1', {}, '丁'));
    expect(computeForm(f, { n: 1 }).data).toMatchObject({ c1: '', c2: '', c3: 0, c4: '' });
    const problems = checkFormFormulas(f);
    expect(problems.map((p) => [p.name, p.problem.code, p.problem.params.fields])).toEqual([
      ['甲', 'cycle', '甲 → 乙 → 甲'], ['乙', 'cycle', '甲 → 乙 → 甲'], ['丁', 'cycle', '丁 → 丁'],
    ]);
    expect(words(problems[0], 'zh-CN')).toBe('计算字段“甲”：计算字段互相引用，无法计算：甲 → 乙 → 甲');
    expect(words(problems[2], 'en')).toBe('Computed field "丁": Computed fields refer to each other in a circle: 丁 → 丁');
  });

  it('a long chain of computed fields is ordered without recursion', () => {
    const list = [field('number', 'x0')];
    for (let i = 1; i <= 3000; i++) list.push(computed(`x${i}`, `x${i - 1} + 1`));
    list.reverse();
    expect(computeForm(form(...list), { x0: 1 }).data.x3000).toBe(3001);
    const ring = Array.from({ length: 3000 }, (_, i) => computed(`r${i}`, `r${(i + 1) % 3000} + 1`));
    expect(checkFormFormulas(form(...ring))).toHaveLength(3000);
  });

  it('a broken formula gives "" and does not stop the others', () => {
    const f = form(field('number', 'a'), computed('bad', 'a +'), computed('good', 'a * 2'));
    expect(computeForm(f, { a: 3 }).data).toMatchObject({ bad: '', good: 6 });
  });

  it('a frozen schema (the server\'s cached form versions) is compiled once', () => {
    const f = Object.freeze(morseForm());
    expect(planForm(f)).toBe(planForm(f));
    expect(planForm(morseForm())).not.toBe(planForm(morseForm()));
  });
});

describe('checkFormFormulas', () => {
  it('names each broken computed field, in document order, with its problems', () => {
    const f = form(
      field('radio', 'a'), subform('rows', [field('number', 'q'), computed('rq', 'q * zz')], '子表'),
      field('text', 'note'), computed('t1', 'sum(a, rows, note)', {}, '合计'), computed('t2', 'a', { precision: 9 }, '精度'),
    );
    expect(checkFormFormulas(f).map((p) => ({ name: p.name, subform: p.subform, code: p.problem.code, params: p.problem.params }))).toEqual([
      { name: 'rq', subform: 'rows', code: 'unknownField', params: { name: 'zz' } },
      { name: '合计', subform: undefined, code: 'notAValue', params: { name: 'rows' } },
      { name: '合计', subform: undefined, code: 'notAValue', params: { name: 'note' } },
      { name: '精度', subform: undefined, code: 'precision', params: { min: 0, max: 6 } },
    ]);
    expect(words(checkFormFormulas(f)[1], 'en')).toBe('Computed field "合计": "rows" is a sub-table, a layout or a display widget: a formula cannot read it');
  });

  it('a top-level formula cannot read a subform\'s column', () => {
    const f = form(subform('rows', [field('number', 'q')]), computed('t', 'q + 1'));
    expect(checkFormFormulas(f).map((p) => p.problem)).toEqual([{ code: 'unknownField', params: { name: 'q' } }]);
  });

  it('a form without computed fields, or not a form at all, has none', () => {
    expect(checkFormFormulas(form(field('input', 'a')))).toEqual([]);
    expect(checkFormFormulas(null)).toEqual([]);
    expect(computeForm({ list: 'x' }, { a: 1 }).values).toEqual([]);
  });
});
