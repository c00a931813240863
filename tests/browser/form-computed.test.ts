// The computed field in real Chromium (issue 31 §3): in the renderer it updates as a radio is picked and
// getData() carries it, it shows its unit, detail mode reads it as text; in the designer the formula's
// problems show as one types, in the page language, and a broken formula refuses the save, named.
import { expect } from 'chai';
import '/dist/hos-form-renderer.js';
import '/dist/hos-form-designer.js';
import { $, $$, click, sendKeys, waitFor } from './helpers.ts';
import { cleanup, item, render, type Json } from './form-renderer-helpers.ts';
import { field, mountDesigner, row, select, type Designer } from './form-designer-helpers.ts';

const CONFIG = { labelWidth: 120, labelPosition: 'right', size: 'small' };
const radio = (model: string, name: string, options: [string, string][]) => ({
  type: 'radio', name, key: `k_${model}`, model, rules: [],
  options: { options: options.map(([value, label]) => ({ value, label })), showLabel: true, inline: true, defaultValue: '', remoteFunc: `func_${model}` },
});
const computed = (model: string, name: string, formula: string, extra: Json = {}) => ({
  type: 'computed', name, key: `k_${model}`, model, rules: [], options: { formula, precision: 0, unit: '', ...extra, remoteFunc: `func_${model}` },
});

function morseForm(): Json {
  return {
    list: [
      radio('morse_history', '跌倒史', [['0', '无（0）'], ['25', '有（25）']]),
      radio('morse_gait', '步态', [['0', '正常（0）'], ['10', '虚弱（10）'], ['20', '受损（20）']]),
      computed('morse_total', 'Morse 总分', 'sum(morse_history, morse_gait)', { unit: '分' }),
      computed('morse_band', 'Morse 风险', 'band(morse_total, "低危", 25, "中危", 45, "高危")'),
    ],
    config: CONFIG,
  };
}

const output = (el: Element, model: string) => $(el, `output[data-computed="${model}"]`);
const outputText = (el: Element, model: string) => output(el, model)?.textContent ?? '';

describe('computed field in the renderer', () => {
  afterEach(cleanup);

  it('updates as a radio is picked, and getData() carries the value', async () => {
    const el = await render(morseForm());
    expect(outputText(el, 'morse_total')).to.equal('0分');
    expect(outputText(el, 'morse_band')).to.equal('低危');
    expect(output(el, 'morse_total')!.getAttribute('aria-label')).to.equal('Morse 总分');
    await click(item(el, 'morse_history')!.querySelectorAll('.ant-radio-wrapper')[1]);
    await waitFor(() => outputText(el, 'morse_total') === '25分', 'the total after 跌倒史');
    expect(outputText(el, 'morse_band')).to.equal('中危');
    await click(item(el, 'morse_gait')!.querySelectorAll('.ant-radio-wrapper')[2]);
    await waitFor(() => outputText(el, 'morse_band') === '高危', 'the band after 步态');
    const data = await el.getData();
    expect(data).to.deep.include({ morse_history: '25', morse_gait: '20', morse_total: 45, morse_band: '高危' });
    // it cannot be typed into
    expect($$(el, `[data-path="morse_total"] input, [data-path="morse_total"] textarea`)).to.have.length(0);
  });

  it('reads a stored record as text in detail mode, with its unit', async () => {
    const el = await render(morseForm(), { value: { morse_history: '25', morse_gait: '10', morse_total: 35, morse_band: '中危' }, attrs: { readonly: '' } });
    expect(item(el, 'morse_total')!.querySelector('.hos-ro')!.textContent).to.equal('35 分');
    expect(item(el, 'morse_band')!.querySelector('.hos-ro')!.textContent).to.equal('中危');
  });

  it('says so when its formula is broken', async () => {
    const f = morseForm();
    f.list[2].options.formula = 'sum(morse_history, 1';
    const el = await render(f);
    expect(outputText(el, 'morse_total')).to.equal('公式有误，无法计算');
  });
});

describe('computed field in the designer', () => {
  let el: Designer;
  afterEach(() => el?.remove());

  it('shows the check as one types, inserts a field by title, and refuses a save while the formula is broken', async () => {
    el = await mountDesigner({ locale: 'zh-CN', 'save-text': '保存' });
    el.setJSON(morseForm());
    await waitFor(() => row(el, 'k_morse_total'), 'the canvas');
    await select(el, 'k_morse_total');
    const area = await waitFor(() => field<HTMLTextAreaElement>(el, 'formula', 'textarea'), 'formula editor');
    await waitFor(() => $(el, '.fd-panel .fd-formula-ok')?.textContent === '公式正确', 'the formula is fine');
    await click(area);
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' + morse_x' });
    const error = await waitFor(() => $(el, '.fd-panel [data-field="formula"] .fd-field-error'), 'the unknown field named');
    expect(error.textContent).to.equal('表单中没有模型为“morse_x”的字段');

    const saves: unknown[] = [];
    el.addEventListener('hos-save', (e) => saves.push(e));
    await click($(el, '.fd-save')!);
    await waitFor(() => document.body.textContent?.includes('公式有误，未保存') || $$(el, '.ant-message-notice').some((n) => n.textContent?.includes('计算字段“Morse 总分”')), 'the refusal, named');
    expect(saves).to.have.length(0);

    // replace the wrong name by inserting the field by its title
    await click(area);
    await sendKeys({ press: 'End' });
    for (let i = 0; i < 'morse_x'.length; i++) await sendKeys({ press: 'Backspace' });
    const insert = field<HTMLSelectElement>(el, 'formulaField', 'select')!;
    const labels = Array.from(insert.options).map((o) => o.textContent);
    expect(labels).to.include('步态 (morse_gait)');
    expect(labels).to.not.include('Morse 总分 (morse_total)');
    insert.value = 'morse_gait';
    insert.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => (el.getJSON().list[2].options as Json).formula === 'sum(morse_history, morse_gait) + morse_gait', 'the field inserted at the caret');
    await waitFor(() => $(el, '.fd-panel .fd-formula-ok'), 'the formula is fine again');
    await click($(el, '.fd-save')!);
    await waitFor(() => saves.length === 1, 'saved');
  });

  it('words the problems in English on an English page', async () => {
    el = await mountDesigner({ locale: 'en' });
    const f = morseForm();
    f.list[3].options.formula = 'band(morse_total, "low", 45, "high", 25, "x")';
    el.setJSON(f);
    await waitFor(() => row(el, 'k_morse_band'), 'the canvas');
    await select(el, 'k_morse_band');
    const error = await waitFor(() => $(el, '.fd-panel [data-field="formula"] .fd-field-error'), 'the problem');
    expect(error.textContent).to.equal('The thresholds of band must rise: 25 comes after 45');
    expect($(el, '.fd-item[data-key="k_morse_total"] .fd-pv-computed input')!.getAttribute('value')).to.equal('= sum(morse_history, morse_gait)');
  });
});
