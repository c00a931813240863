// <hos-form-designer> in real Chromium: every toolbar action and dialog, the import errors, the
// attribute panel, the element API and events, and the round trip (fixtures through setJSON /
// getJSON; a designed form rendered and validated by <hos-form-renderer>).
import { expect } from 'chai';
import '/dist/hos-form-designer.js';
import { $, $$, click, mount, sendKeys, sleep, waitFor, waitStable } from './helpers.ts';
import { field, json, mountDesigner, paletteItem, press, rows, select, selectedKey, type Designer } from './form-designer-helpers.ts';
import type { FormSchema } from '../../src/core/form/types.ts';

let el: Designer;

afterEach(() => {
  document.querySelectorAll('hos-form-designer, hos-form-renderer').forEach((e) => e.remove());
});

const tb = (name: string) => $(el, `.fd-tb-${name}`)!;
const modal = (cls: string) => $(el, `.${cls}`);
const width = (e: Element) => Math.round(e.getBoundingClientRect().width);
const messageText = () => $$(el, '.ant-message-notice').map((n) => n.textContent).join('|');
const waitMessage = (text: string) => waitFor(() => messageText().includes(text), 'message').catch(() => {
  throw new Error(`no message "${text}"; messages: ${messageText()}`);
});

async function openDialog(button: string, cls: string): Promise<HTMLElement> {
  await click(tb(button));
  const m = await waitFor(() => modal(cls), cls);
  await waitStable(m);
  return m;
}

async function closeDialog(dlg: Element) {
  await click(dlg.querySelector('.ant-modal-footer .ant-btn:last-child')!);
  await waitFor(() => !dlg.isConnected || getComputedStyle(dlg.closest('.ant-modal-wrap')!).display === 'none', 'dialog closed');
  await sleep(100);
}

async function addInputs(n: number): Promise<string[]> {
  for (let i = 0; i < n; i++) await click(paletteItem(el, 'input'));
  await waitFor(() => json(el).list.length === n, `${n} inputs`);
  return json(el).list.map((w) => w.key);
}

async function fixture(name: string): Promise<FormSchema> {
  return (await fetch(`/tests/fixtures/legacy-forms/${name}.form.json`)).json();
}

describe('<hos-form-designer> toolbar', () => {
  beforeEach(async () => {
    el = await mountDesigner();
  });

  it('Import JSON: a parse error is shown, a wrong shape is explained and changes nothing, a form replaces the current one', async () => {
    const [a] = await addInputs(1);
    const dlg = await openDialog('import', 'fd-import-dialog');
    expect(width(dlg)).to.equal(1000);
    const area = dlg.querySelector('textarea')!;
    const setText = async (text: string) => {
      area.focus();
      area.select();
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: text });
    };
    const ok = () => click(dlg.querySelector('.ant-btn-primary')!);
    await setText('{"list": [');
    await ok();
    const err = await waitFor(() => dlg.querySelector('.fd-import-error'), 'parse error');
    expect(err.textContent).to.match(/^Invalid JSON: .*JSON/);
    await setText('{"lists": []}');
    await ok();
    await waitFor(() => /Not a form: The form has no "list"/.test(dlg.querySelector('.fd-import-error')?.textContent ?? ''), 'shape error');
    expect(json(el).list.map((w) => w.key)).to.deep.equal([a]);
    await setText('{"list": [{"type": "input", "key": "k1", "model": "m1", "name": "N", "options": {}, "rules": []}], "config": {"labelWidth": 120, "labelPosition": "top", "size": "small"}}');
    await ok();
    await waitFor(() => json(el).list[0]?.key === 'k1', 'imported');
    expect(selectedKey(el)).to.equal('k1');
    expect(json(el).config.labelWidth).to.equal(120);
    expect(el.undo()).to.equal(true);
    expect(json(el).list.map((w) => w.key)).to.deep.equal([a]);
  });

  it('Import JSON: the shape problem is in the user\'s language', async () => {
    el.remove();
    el = await mountDesigner({ locale: 'zh-CN' });
    const dlg = await openDialog('import', 'fd-import-dialog');
    const area = dlg.querySelector('textarea')!;
    area.focus();
    area.select();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '{"list": [{"name": "姓名"}]}' });
    await click(dlg.querySelector('.ant-btn-primary')!);
    const err = await waitFor(() => dlg.querySelector('.fd-import-error'), 'shape error');
    expect(err.textContent).to.equal('不是有效的表单：list[0] 处的字段（"姓名"）没有类型（type）。');
    expect(json(el).list).to.deep.equal([]);
  });

  it('Clear empties the form (undoable)', async () => {
    await addInputs(2);
    await click(tb('clear'));
    await waitFor(() => json(el).list.length === 0, 'cleared');
    expect(json(el).config).to.deep.equal({ labelWidth: 100, labelPosition: 'right', size: 'small', customClass: '' });
    await click(tb('undo'));
    await waitFor(() => json(el).list.length === 2, 'undone');
    await click(tb('redo'));
    await waitFor(() => json(el).list.length === 0, 'redone');
  });

  it('Generate JSON: a 1000 px dialog with the form, copied with "Copied"', async () => {
    await addInputs(2);
    const dlg = await openDialog('json', 'fd-json-dialog');
    expect(width(dlg)).to.equal(1000);
    expect(JSON.parse(dlg.querySelector('textarea')!.value)).to.deep.equal(json(el));
    await click(dlg.querySelector('.fd-copy')!);
    await waitMessage('Copied');
  });

  it('Generate Code: a 1000 px dialog with the renderer page, as getHtml() returns it', async () => {
    await addInputs(1);
    const dlg = await openDialog('code', 'fd-code-dialog');
    expect(width(dlg)).to.equal(1000);
    const text = dlg.querySelector('textarea')!.value;
    expect(text).to.contain('<script type="module" src="/dist/hos-form-renderer.js"></script>');
    expect(text).to.contain('<hos-form-renderer id="hos-form"');
    expect(text).to.equal(el.getHtml());
    el.setAttribute('code-script-url', '/cdn/renderer.js');
    await waitFor(() => el.getHtml().includes('src="/cdn/renderer.js"'), 'configurable script URL');
  });

  it('Preview: a 1200 px dialog with the renderer (rules skipped), Get Data, Reset, Copy Data', async () => {
    const [a] = await addInputs(1);
    await select(el, a);
    await click($(el, '.fd-panel [data-option="required"]')!);
    await waitFor(() => json(el).list[0].rules.some((r) => r.required), 'required rule');
    const dlg = await openDialog('preview', 'fd-preview-dialog');
    expect(width(dlg)).to.equal(1200);
    const renderer = await waitFor(() => dlg.querySelector('hos-form-renderer') as HTMLElement & { whenReady(): Promise<void> }, 'renderer');
    expect(renderer.hasAttribute('preview')).to.equal(true);
    await renderer.whenReady();
    await click(dlg.querySelector('.fd-get-data')!);
    const data = await waitFor(() => modal('fd-data-dialog'), 'data dialog');
    expect(width(data)).to.equal(800); // the default dialog width
    expect(JSON.parse(data.querySelector('textarea')!.value)).to.deep.equal({ [json(el).list[0].model]: '' });
    await closeDialog(data);
    await click(dlg.querySelector('.fd-reset')!);
    await click(dlg.querySelector('.fd-copy-data')!);
    await waitMessage('Copied');
  });

  it('Get Data shows the starting data, Copy Data copies it, Reset returns to the loaded form', async () => {
    el.setJSON(await fixture('05-unsafe-event-report'));
    const loaded = json(el);
    await click(paletteItem(el, 'switch'));
    await waitFor(() => json(el).list.length === loaded.list.length + 1, 'added');
    const dlg = await openDialog('get-data', 'fd-data-dialog');
    const data = JSON.parse(dlg.querySelector('textarea')!.value);
    expect(data).to.include.keys(loaded.list.map((w) => w.model).filter((m) => m && !m.startsWith('grid')).slice(0, 1));
    await closeDialog(dlg);
    await click(tb('copy-data'));
    await waitMessage('Copied');
    await click(tb('reset'));
    await waitFor(() => JSON.stringify(json(el)) === JSON.stringify(loaded), 'reset to the loaded form');
  });

  it('readonly: no palette drags, no editing buttons, a disabled panel, no delete key', async () => {
    const [a] = await addInputs(1);
    el.setAttribute('readonly', '');
    await waitFor(() => !$(el, '.fd-tb-clear'), 'edit buttons hidden');
    await click(paletteItem(el, 'input'));
    await sleep(100);
    expect(json(el).list.length).to.equal(1);
    await select(el, a).catch(() => undefined);
    expect($(el, '.fd-handle')).to.equal(null);
    expect(field(el, 'name')!.disabled).to.equal(true);
    await press('Delete');
    expect(json(el).list.length).to.equal(1);
  });
});

describe('<hos-form-designer> API, events and panel', () => {
  beforeEach(async () => {
    el = await mountDesigner();
  });

  it('every fixture round-trips through setJSON / getJSON unchanged', async () => {
    for (const name of ['01-upstream-widget-catalogue', '05-unsafe-event-report']) {
      const doc = await fixture(name);
      expect(el.setJSON(doc)).to.equal(null);
      await waitFor(() => rows(el).length > 0, 'drawn');
      expect(JSON.stringify(el.getJSON())).to.equal(JSON.stringify(doc));
      expect(selectedKey(el)).to.equal(doc.list[0].key);
      el.setJSON(JSON.stringify(doc));
      expect(JSON.stringify(el.getJSON())).to.equal(JSON.stringify(doc));
    }
    // the schema property loads too, with a fresh history
    const doc = await fixture('05-unsafe-event-report');
    el.schema = doc;
    await waitFor(() => JSON.stringify(el.getJSON()) === JSON.stringify(doc), 'schema property');
    expect(el.undo()).to.equal(false);
    expect(el.setJSON('{oops')).to.match(/JSON/);
    expect(el.setJSON({ list: 3 })).to.match(/"list" is not an array/);
    expect(JSON.stringify(el.getJSON())).to.equal(JSON.stringify(doc));
  });

  it('a form built in the designer renders and validates in <hos-form-renderer>', async () => {
    const [a] = await addInputs(1);
    await select(el, a);
    const name = field(el, 'name')!;
    await click(name);
    name.select();
    await sendKeys({ type: 'Phone' });
    await click($(el, '.fd-panel [data-option="required"]')!);
    await click(field(el, 'pattern')!);
    await sendKeys({ type: '^1[3-9]\\d{9}$' });
    await waitFor(() => json(el).list[0].rules.length === 3, 'rules');
    const schema = json(el);
    expect(schema.list[0].rules).to.deep.equal([
      { type: 'string', message: 'PhoneInvalid format' },
      { required: true, message: 'please fill in Phone' },
      { pattern: '^1[3-9]\\d{9}$', message: 'PhoneUnmatched pattern' },
    ]);
    const r = mount('hos-form-renderer', { locale: 'en' }) as HTMLElement & { schema: FormSchema; value: unknown; whenReady(): Promise<void>; getData(): Promise<Record<string, unknown>> };
    r.schema = schema;
    await r.whenReady();
    const model = schema.list[0].model;
    const err = await r.getData().then(() => null, (e: Error & { errors: Record<string, string> }) => e);
    expect(err!.errors).to.deep.equal({ [model]: 'please fill in Phone' });
    r.value = { [model]: '123' };
    await sleep(100);
    const err2 = await r.getData().then(() => null, (e: Error & { errors: Record<string, string> }) => e);
    expect(err2!.errors).to.deep.equal({ [model]: 'PhoneUnmatched pattern' });
    r.value = { [model]: '13912345678' };
    await sleep(100);
    expect(await r.getData()).to.deep.equal({ [model]: '13912345678' });
  });

  it('an invalid pattern is shown at the field, never thrown', async () => {
    const [a] = await addInputs(1);
    await select(el, a);
    await click(field(el, 'pattern')!);
    await sendKeys({ type: '([a-z' });
    const err = await waitFor(() => $(el, '.fd-panel [data-field="pattern"] .fd-field-error'), 'pattern error');
    expect(err.textContent).to.match(/Invalid regular expression|Unterminated|missing/i);
    expect(json(el).list[0].options.pattern).to.equal('([a-z');
  });

  it('options: add, remove, and the request (remote 99) settings', async () => {
    await click(paletteItem(el, 'select'));
    await waitFor(() => $(el, '.fd-panel .fd-add-option'), 'options editor');
    await click($(el, '.fd-panel .fd-add-option')!);
    await waitFor(() => json(el).list[0].options.options!.length === 4, 'added');
    expect(json(el).list[0].options.options![3]).to.deep.equal({ value: 'New Option' });
    await click($$(el, '.fd-panel .fd-option-row .fd-option-delete')[0]);
    await waitFor(() => json(el).list[0].options.options!.length === 3, 'removed');
    expect(json(el).list[0].options.options![0].value).to.equal('Option 2');
    await click($$(el, '.fd-panel .fd-remote-mode .fd-seg-item')[2]);
    await waitFor(() => json(el).list[0].options.remote === 99, 'remote 99');
    await click(field(el, 'rm.url')!);
    await sendKeys({ type: '/api/v1/dict/data' });
    await click(field(el, 'rm.params')!);
    await press('Control+a', 'Backspace');
    await sendKeys({ type: '{"dictType": ' });
    await waitFor(() => $(el, '.fd-panel [data-field="rm.params"] .fd-field-error'), 'params JSON error');
    await sendKeys({ type: '"ward"}' });
    await waitFor(() => !$(el, '.fd-panel [data-field="rm.params"] .fd-field-error'), 'params JSON ok').catch(() => {
      throw new Error(`params: ${JSON.stringify(json(el).list[0].options.requestMethod)}`);
    });
    expect(json(el).list[0].options.requestMethod).to.include({ url: '/api/v1/dict/data', params: '{"dictType": "ward"}', method: 'get' });
  });

  it('cascader dialog: Label and Value are required on blur', async () => {
    await click(paletteItem(el, 'cascader'));
    await waitFor(() => $(el, '.fd-panel [data-section="cascader"]'), 'cascader editor');
    await click($$(el, '.fd-panel [data-section="cascader"] .fd-remote-mode .ant-radio-button-wrapper')[0]);
    await click(await waitFor(() => $(el, '.fd-panel .fd-add-node'), 'add node'));
    const dlg = await waitFor(() => modal('fd-cascader-dialog'), 'dialog');
    await waitStable(dlg);
    // each click lands before the next key (under CPU load the focus moves later than the click returns)
    const deepFocus = () => { let a = document.activeElement; while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement; return a; };
    const label = dlg.querySelector<HTMLInputElement>('input[name="label"]')!;
    const value = dlg.querySelector<HTMLInputElement>('input[name="value"]')!;
    await click(label);
    await waitFor(() => deepFocus() === label, 'label focused');
    await click(value);
    await waitFor(() => deepFocus() === value, 'value focused');
    await waitFor(() => dlg.textContent!.includes('Label cannot be empty'), 'label message');
    await press('Tab');
    await waitFor(() => dlg.textContent!.includes('Value cannot be empty'), 'value message');
    await click(dlg.querySelector('input[name="label"]')!);
    await sendKeys({ type: 'Beijing' });
    await click(dlg.querySelector('input[name="value"]')!);
    await sendKeys({ type: 'bj' });
    await click(dlg.querySelector('.ant-btn-primary')!);
    await waitFor(() => json(el).list[0].options.options!.length === 1, 'node added');
    expect(json(el).list[0].options.options![0]).to.deep.equal({ value: 'bj', label: 'Beijing' });
  });

  it('conditions pick models from the form; the form tab edits the config within its limits', async () => {
    const [a, b] = await addInputs(2);
    await select(el, b);
    await click($(el, '.fd-panel [data-section="displayVerify"] .fd-cond-toggle')!);
    await click(await waitFor(() => $(el, '.fd-panel [data-section="displayVerify"] .fd-add-cond'), 'add condition'));
    await click(await waitFor(() => $(el, '.fd-panel [data-section="displayVerify"] .fd-cond-model'), 'model select'));
    const models = json(el).list.map((w) => w.model);
    await waitFor(() => $$(el, '.ant-select-item-option').some((o) => o.textContent!.includes(models[0])), 'model option');
    expect($$(el, '.ant-select-item-option').some((o) => o.textContent!.includes(models[1]))).to.equal(false);
    await sendKeys({ type: models[0] });
    await press('Enter');
    await waitFor(() => (json(el).list[1].options.displayVerify as { list: { model: string }[] }).list[0]?.model === models[0], 'condition model').catch(() => {
      throw new Error(`displayVerify: ${JSON.stringify(json(el).list[1].options.displayVerify)}, options ${$$(el, '.ant-select-item-option').map((o) => o.textContent).join('|')}`);
    });
    expect(a).to.be.a('string');
    await click($$(el, '.fd-panel .ant-tabs-tab')[1]);
    const lw = await waitFor(() => field<HTMLInputElement>(el, 'labelWidth', 'input'), 'label width');
    await click(lw);
    lw.select();
    await sendKeys({ type: '500' });
    await press('Tab');
    await waitFor(() => json(el).config.labelWidth === 200, 'clamped to 200');
    await click($$(el, '.fd-panel [data-field="labelPosition"] .ant-radio-button-wrapper')[2]);
    await waitFor(() => json(el).config.labelPosition === 'top', 'top labels');
    expect($(el, '.fd-canvas')!.classList.contains('fd-label-top')).to.equal(true);
  });

  it('hos-change on edits, hos-save from the Save button; palette groups from attributes', async () => {
    el.remove();
    el = await mountDesigner({ 'save-text': 'Save version', 'basic-fields': 'input,select', 'advanced-fields': 'none', 'layout-fields': 'grid' });
    expect($$(el, '.fd-palette-item').map((i) => i.dataset.type)).to.deep.equal(['input', 'select', 'grid']);
    const changes: FormSchema[] = [];
    el.addEventListener('hos-change', (e) => changes.push((e as CustomEvent).detail.schema));
    let saved: FormSchema | null = null;
    el.addEventListener('hos-save', (e) => { saved = (e as CustomEvent).detail.schema; });
    await addInputs(1);
    expect(changes.length).to.equal(1);
    expect(changes[0].list.length).to.equal(1);
    const save = $(el, '.fd-save')!;
    expect(save.textContent).to.equal('Save version');
    await click(save);
    await waitFor(() => saved, 'hos-save');
    expect(saved).to.deep.equal(json(el));
  });
});
