// <hos-form-designer> layout and property panel (issue 22 §3, §4): palette, canvas and property panel
// scroll each by itself (a tall panel never lifts the palette and the canvas above a blank strip),
// palette labels are never cut, and 最大字数's -1 ("no limit" in the saved JSON) shows as an empty field.
import { expect } from 'chai';
import '/dist/hos-form-designer.js';
import { $, $$, click, sendKeys, shadow, waitFor } from './helpers.ts';
import { field, json, mountDesigner, paletteItem, press, type Designer } from './form-designer-helpers.ts';

let el: Designer;

afterEach(() => {
  document.querySelectorAll('hos-form-designer').forEach((e) => e.remove());
});

/** The box that scrolls the property panel (antd 6 names it body-holder, antd 5 content-holder). */
const panelScroller = (d: Designer) => $(d, '.fd-panel .ant-tabs-body-holder') ?? $(d, '.fd-panel .ant-tabs-content-holder');

describe('<hos-form-designer> layout', () => {
  it('a tall property panel scrolls by itself: focusing its last field moves neither the palette nor the canvas', async () => {
    el = await mountDesigner();
    el.style.setProperty('--hos-designer-height', '420px');
    await click(paletteItem(el, 'select'));
    await waitFor(() => json(el).list.length === 1 && field(el, 'name'), 'select added and shown in the panel');
    const scroller = await waitFor(() => panelScroller(el), 'panel scroller');
    await waitFor(() => scroller.scrollHeight > scroller.clientHeight + 50, 'the panel is taller than the designer');
    const body = $(el, '.fd-body')!;
    const top = body.getBoundingClientRect().top;
    const inputs = $$<HTMLInputElement>(el, '.fd-panel input, .fd-panel select, .fd-panel textarea').filter((i) => !i.disabled);
    inputs[inputs.length - 1].focus();
    await waitFor(() => scroller.scrollTop > 0, 'the panel scrolled to the focused field');
    expect(body.scrollTop).to.equal(0);
    expect(Math.round($(el, '.fd-palette')!.getBoundingClientRect().top)).to.equal(Math.round(top));
    expect(Math.round($(el, '.fd-canvas-scroll')!.getBoundingClientRect().top)).to.equal(Math.round(top));
    // each column fits the body and scrolls itself
    for (const sel of ['.fd-palette', '.fd-canvas-scroll', '.fd-panel']) {
      expect($(el, sel)!.getBoundingClientRect().bottom, sel).to.be.at.most(body.getBoundingClientRect().bottom + 1);
    }
  });

  for (const locale of ['en', 'zh-CN']) {
    it(`palette labels are never cut (${locale})`, async () => {
      el = await mountDesigner({ locale });
      const items = await waitFor(() => $$(el, '.fd-palette-item').length > 10 && $$(el, '.fd-palette-item'), 'palette');
      const cut = items.filter((i) => {
        const label = i.lastElementChild as HTMLElement;
        return label.scrollWidth > label.clientWidth + 1 || i.scrollWidth > i.clientWidth + 1;
      }).map((i) => i.textContent);
      expect(cut).to.deep.equal([]);
    });
  }
});

describe('<hos-form-designer> property panel values', () => {
  it('最大字数 -1 shows as an empty "No limit" field and stays -1 in the JSON; a number and back', async () => {
    el = await mountDesigner();
    await click(paletteItem(el, 'input'));
    const input = await waitFor(() => (json(el).list.length === 1 ? field<HTMLInputElement>(el, 'maxlength') : null), 'max length field');
    expect(json(el).list[0].options.maxlength).to.equal(-1);
    expect(input.value).to.equal('');
    expect(input.placeholder).to.equal('No limit');
    await click(input);
    await sendKeys({ type: '20' });
    await waitFor(() => json(el).list[0].options.maxlength === 20, 'stored 20');
    await press('Backspace', 'Backspace');
    await waitFor(() => json(el).list[0].options.maxlength === -1, 'emptied: stored -1 again');
    expect(input.value).to.equal('');
    // no raw -1, null or undefined anywhere in the panel
    const shown = $$<HTMLInputElement>(el, '.fd-panel input').map((i) => i.value);
    expect(shown.filter((v) => v === '-1' || v === 'null' || v === 'undefined')).to.deep.equal([]);
  });

  it('no widget of the palette shows a raw -1, null or undefined in its property panel', async () => {
    el = await mountDesigner();
    const types = $$(el, '.fd-palette-item').map((i) => i.dataset.type!);
    const raw: string[] = [];
    for (const [i, type] of types.entries()) {
      await click(paletteItem(el, type));
      await waitFor(() => json(el).list.length === i + 1 && $(el, '.fd-panel [data-field]'), `${type} added and shown`);
      for (const input of $$<HTMLInputElement | HTMLTextAreaElement>(el, '.fd-panel input, .fd-panel textarea')) {
        if (['-1', 'null', 'undefined', '[object Object]'].includes(input.value.trim())) raw.push(`${type}: ${input.closest('[data-field]')?.getAttribute('data-field')} = ${input.value}`);
      }
      const text = $(el, '.fd-panel')!.textContent ?? '';
      if (/\bundefined\b|\bnull\b|\[object /.test(text)) raw.push(`${type}: text ${text.slice(0, 80)}`);
    }
    expect(raw).to.deep.equal([]);
  });
});

describe('<hos-form-designer> room and the condition editor (issue 31 §5)', () => {
  const FOLDS = 'hos-designer-folds:anonymous';
  const canvasWidth = (d: Designer) => $(d, '.fd-canvas')!.getBoundingClientRect().width;

  it('the palette and the panel fold to rails and back, kept for the user; the canvas takes the room', async () => {
    localStorage.removeItem(FOLDS);
    el = await mountDesigner();
    // 1384 px wide: a medium designer, its side columns narrowed
    expect(Math.round($(el, '.fd-palette')!.getBoundingClientRect().width)).to.equal(200);
    expect(Math.round($(el, '.fd-panel')!.getBoundingClientRect().width)).to.equal(272);
    const before = canvasWidth(el);
    await click($(el, '.fd-fold-palette')!);
    const rail = await waitFor(() => $(el, '.fd-rail-palette'), 'the palette\'s rail');
    await waitFor(() => shadow(el).activeElement === rail, 'the focus on the rail');
    expect(rail.getAttribute('aria-label')).to.equal('Show the widgets');
    await click($(el, '.fd-fold-panel')!);
    await waitFor(() => $(el, '.fd-rail-panel'), 'the panel\'s rail');
    expect(canvasWidth(el)).to.be.greaterThan(before + 400);
    // the same user's next designer: still folded
    el.remove();
    el = await mountDesigner();
    await waitFor(() => $(el, '.fd-rail-palette') && $(el, '.fd-rail-panel'), 'rails kept');
    await click($(el, '.fd-rail-palette')!);
    await click($(el, '.fd-rail-panel')!);
    await waitFor(() => $(el, '.fd-palette') && $(el, '.fd-panel'), 'both open again');
    expect(localStorage.getItem(FOLDS)).to.equal(null);
  });

  it('the canvas names a widget by its title, never by its key; the key is the panel\'s, as code', async () => {
    el = await mountDesigner({ locale: 'zh-CN' });
    await click(paletteItem(el, 'grid'));
    const grid = await waitFor(() => json(el).list[0], 'grid');
    expect($(el, '.fd-canvas')!.textContent).to.not.contain(grid.model);
    expect($(el, '.fd-item.fd-selected > .fd-title')!.textContent).to.equal('栅格布局');
    expect(field(el, 'model')!.closest('code')).to.not.equal(null);
  });

  it('the condition editor: full-size controls, each named, reached by the pointer and the keyboard', async () => {
    el = await mountDesigner({ locale: 'zh-CN' });
    await click(paletteItem(el, 'input'));
    await click(paletteItem(el, 'input'));
    await waitFor(() => json(el).list.length === 2, 'two inputs');
    const section = () => $(el, '.fd-panel [data-section="displayVerify"]')!;
    await click(section().querySelector('.fd-cond-toggle')!);
    await click(await waitFor(() => section().querySelector('.fd-add-cond'), 'add'));
    const select = await waitFor(() => section().querySelector<HTMLElement>('.fd-cond-model'), 'the field select');
    const value = section().querySelector<HTMLInputElement>('input[name="displayVerify-value-0"]')!;
    const remove = section().querySelector<HTMLElement>('.fd-cond-delete')!;
    for (const c of [select, value]) {
      const r = c.getBoundingClientRect();
      expect(r.height, 'height').to.be.at.least(30);
      expect(r.width, 'width').to.be.at.least(180);
    }
    // what lies under the middle of each control is that control
    for (const c of [select, value, remove]) {
      const r = c.getBoundingClientRect();
      c.scrollIntoView({ block: 'center' });
      const hit = shadow(el).elementFromPoint(r.left + r.width / 2, c.getBoundingClientRect().top + r.height / 2);
      expect(c.contains(hit), c.className).to.equal(true);
    }
    const combobox = select.querySelector('input')!;
    expect(combobox.getAttribute('aria-label')).to.equal('第 1 条条件的字段');
    expect(value.getAttribute('aria-label')).to.equal('第 1 条条件的值');
    expect(remove.getAttribute('aria-label')).to.equal('删除第 1 条条件');
    // the keyboard: pick the field by typing, Tab to the value, type it
    const model = json(el).list[0].model;
    combobox.focus();
    await sendKeys({ type: model });
    await press('Enter');
    await waitFor(() => (json(el).list[1].options.displayVerify as { list: { model: string }[] }).list[0]?.model === model, 'field picked');
    await press('Tab');
    await waitFor(() => shadow(el).activeElement === value, 'the value next');
    await sendKeys({ type: '1' });
    await waitFor(() => (json(el).list[1].options.displayVerify as { list: { value: string }[] }).list[0]?.value === '1', 'value typed');
    await press('Tab');
    await waitFor(() => shadow(el).activeElement === remove, 'then its delete button');
  });
});
