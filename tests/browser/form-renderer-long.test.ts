// <hos-form-renderer> on long forms (issue 11 §2): heavy widgets below the first screenful start as
// stand-ins (core/form/reveal.ts) that hold every value as text, hand over to the real widget when
// focused, and are all drawn soon after the form is ready, and before it prints.
import { expect } from 'chai';
import '/dist/hos-form-renderer.js';
import { $, $$, sendKeys, waitFor } from './helpers.ts';
import { cleanup, item, render, type Json, type Renderer } from './form-renderer-helpers.ts';

const OPTS = [{ value: 'A', label: '甲' }, { value: 'B', label: '乙' }];
const CONFIG = { labelWidth: 100, labelPosition: 'right', size: 'small' };

/** `n` heavy widgets in turn: select, date, number (the last ones required when `required`). */
function longForm(n: number, required = false): Json {
  const list = Array.from({ length: n }, (_, i) => {
    const type = ['select', 'date', 'number'][i % 3];
    const options = type === 'select' ? { options: OPTS, showLabel: true } : type === 'date' ? { type: 'date', format: 'yyyy-MM-dd' } : {};
    const rules = required && i >= n - 3 ? [{ required: true, message: `请填写第${i}项` }] : [];
    return { type, name: `第${i}项`, key: `k${i}`, model: `m${i}`, options, rules };
  });
  return { list, config: CONFIG };
}
const values = (n: number): Json => Object.fromEntries(Array.from({ length: n }, (_, i) => [`m${i}`, ['B', '2024-05-06', i][i % 3]]));
const focusedIn = (el: Renderer, path: string) => !!el.shadowRoot!.activeElement && item(el, path)!.contains(el.shadowRoot!.activeElement);

describe('<hos-form-renderer> long forms', () => {
  afterEach(cleanup);

  it('starts with stand-ins below the first screenful that hold every value as text, then draws them all', async () => {
    const el = await render(longForm(120), { value: values(120) });
    const stand = $$(el, '.hos-standin');
    expect(stand.length, 'stand-ins right after whenReady').to.be.greaterThan(20);
    // find-in-page and printing see the values: the stand-in's text is the value as detail mode shows it
    for (const s of stand) {
      const i = Number(s.closest('[data-path]')!.getAttribute('data-path')!.slice(1));
      expect(s.textContent, `m${i}`).to.equal(String(['乙', '2024-05-06', i][i % 3]));
      expect(s.getAttribute('role')).to.equal('textbox');
      expect(s.getAttribute('aria-label')).to.equal(`第${i}项`);
    }
    // the first screenful is drawn for real
    expect(item(el, 'm0')!.querySelector('.ant-select')).to.not.equal(null);
    await waitFor(() => $$(el, '.hos-standin').length === 0, 'every widget drawn', 10000);
    expect(item(el, 'm118')!.querySelector('.ant-picker input')!.getAttribute('value')).to.equal('2024-05-06');
    expect(el.getModels()).to.deep.equal(values(120));
  });

  it('a focused stand-in becomes its widget and keeps the focus: typing reaches the field', async () => {
    const el = await render(longForm(150));
    // the last number field: the idle steps (12 at a time) have not reached it yet
    const path = 'm149';
    const stand = item(el, path)!.querySelector<HTMLElement>('.hos-standin');
    expect(stand, 'still a stand-in').to.not.equal(null);
    stand!.focus();
    await waitFor(() => focusedIn(el, path) && item(el, path)!.querySelector('.ant-input-number input'), 'the number input has the focus');
    await sendKeys({ type: '42' });
    await waitFor(() => el.getModels()[path] === 42, 'typed value');
  });

  it('submit focuses the first error, drawing it if it is still a stand-in', async () => {
    const el = await render(longForm(150, true));
    const failed = await el.submit().then(() => false, () => true);
    expect(failed).to.equal(true);
    await waitFor(() => focusedIn(el, 'm147'), 'focus in the first required field');
    expect(item(el, 'm147')!.classList.contains('has-error')).to.equal(true);
    expect($(el, '[data-path="m147"] .hos-standin')).to.equal(null);
  });

  it('draws every stand-in before printing', async () => {
    const el = await render(longForm(240));
    expect($$(el, '.hos-standin').length).to.be.greaterThan(100);
    expect(await el.print()).to.equal(true);
    expect($$(el, '.hos-standin').length).to.equal(0);
  });

  it('a short form and detail mode draw everything at once', async () => {
    const short = await render(longForm(45));
    expect($$(short, '.hos-standin').length).to.equal(0);
    const detail = await render(longForm(120), { value: values(120), attrs: { readonly: '' } });
    expect($$(detail, '.hos-standin').length).to.equal(0);
    expect(item(detail, 'm118')!.textContent).to.contain('2024-05-06');
  });
});
