// Computed fields in the form model (issue 31 §3): kept as the person types (only the computed fields
// whose value changed are announced), carried by getData(), never written from outside, in subform rows too.
import { describe, expect, it, vi } from 'vitest';
import { createFormModel } from '../../../src/core/form/createFormModel';
import { planForm } from '../../../src/core/form/formula/index';
import { computed, field, form, subform } from './formula/helpers';

function fallForm() {
  return form(
    field('radio', 'morse_history'), field('radio', 'morse_gait'), field('input', 'note'),
    computed('morse_total', 'sum(morse_history, morse_gait)', { precision: 0 }),
    computed('morse_band', 'band(morse_total, "低危", 25, "中危", 45, "高危")'),
  );
}

describe('computed fields in the model', () => {
  it('are computed once the formulas are handed over, and follow each write of what they read', async () => {
    const model = createFormModel(fallForm(), { formulas: planForm });
    expect(model.getModels()).toMatchObject({ morse_total: 0, morse_band: '低危' });
    model.setValue('morse_history', '25');
    expect(model.getField('morse_total').value).toBe(25);
    model.setValue('morse_gait', '20');
    expect(await model.getData()).toMatchObject({ morse_history: '25', morse_gait: '20', morse_total: 45, morse_band: '高危' });
  });

  it('announce only the computed fields whose value changed; a field no formula reads starts no pass', () => {
    const model = createFormModel(fallForm(), { formulas: planForm });
    const total = vi.fn();
    const band = vi.fn();
    const all = vi.fn();
    model.subscribe('morse_total', total);
    model.subscribe('morse_band', band);
    model.subscribeAll(all);
    model.setValue('morse_history', '15');
    expect([total.mock.calls.length, band.mock.calls.length]).toEqual([1, 0]);
    expect(all).toHaveBeenLastCalledWith(expect.arrayContaining(['morse_history', 'morse_total']));
    expect(all.mock.lastCall![0]).not.toContain('morse_band');
    model.setValue('morse_gait', '15');
    expect([total.mock.calls.length, band.mock.calls.length]).toEqual([2, 1]);
    model.setValue('note', 'x');
    expect([total.mock.calls.length, band.mock.calls.length]).toEqual([2, 1]);
  });

  it('handed over later (the renderer loads the language on demand): computed then, over the data given', () => {
    const model = createFormModel(fallForm(), { value: { morse_history: '45', morse_total: 999 } });
    expect(model.getModels().morse_total).toBe(999);
    model.setFormulas(planForm);
    expect(model.getModels()).toMatchObject({ morse_total: 45, morse_band: '高危' });
  });

  it('are never written from outside; reset and a new schema recompute them', () => {
    const model = createFormModel(fallForm(), { formulas: planForm });
    model.setValue('morse_total', 100);
    expect(model.getModels().morse_total).toBe(0);
    model.setValue('morse_history', '25');
    model.reset();
    expect(model.getModels()).toMatchObject({ morse_history: '', morse_total: 0, morse_band: '低危' });
    model.setValue('morse_history', '25');
    const next = fallForm();
    next.list[3].options.formula = 'morse_history * 2';
    model.setSchema(next);
    expect(model.getModels()).toMatchObject({ morse_total: 50, morse_band: '高危' });
  });

  it('a computed field may drive a condition: the widget it shows follows the band', () => {
    const alert = field('input', 'fall_plan', { displayVerify: { type: 'and', list: [{ model: 'morse_band', value: '高危' }] } });
    const model = createFormModel(form(...fallForm().list, alert), { formulas: planForm });
    expect(model.getFieldState('fall_plan').visible).toBe(false);
    model.setValue('morse_history', '45');
    expect(model.getFieldState('fall_plan').visible).toBe(true);
  });

  it('in subform rows: a cell follows its row, a new row is computed, a top-level operand recomputes every row', () => {
    const f = form(field('number', 'rate', { defaultValue: 2 }), subform('items', [field('number', 'qty'), computed('line', 'qty * rate')]));
    const model = createFormModel(f, { formulas: planForm });
    const cell = vi.fn();
    model.addRow('items');
    model.addRow('items');
    model.subscribe('items[1].line', cell);
    model.setValue('items[1].qty', 3);
    expect(model.getModels().items).toEqual([{ qty: undefined, line: '', status: 1 }, { qty: 3, line: 6, status: 1 }]);
    expect(cell).toHaveBeenCalledTimes(1);
    expect(model.getField('items[1].line').value).toBe(6);
    model.setValue('rate', 10);
    expect((model.getModels().items as { line: unknown }[]).map((r) => r.line)).toEqual(['', 30]);
    model.setValue('items[1].line', 1);
    expect(model.getField('items[1].line').value).toBe(30);
  });

  it('a form without computed fields is not touched', () => {
    const model = createFormModel(form(field('input', 'a')), { formulas: planForm });
    model.setValue('a', 'x');
    expect(model.getModels()).toEqual({ a: 'x' });
  });
});
