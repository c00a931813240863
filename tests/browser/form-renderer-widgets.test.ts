// One shared suite run against every widget type (style-examples.md "shared test suites run against
// every form control"): it renders, takes a value from the user (real clicks and keys), reports
// required, honours disabled and read-only. Then the widget-specific behaviour of issue 3 §2.
import { expect } from 'chai';
import '/dist/hos-form-renderer.js';
import { $, $$, click, sendKeys, sendMouse, sleep, waitFor, waitStable } from './helpers.ts';
import { belowTheFold, chooseFiles, cleanup, clickAfterText, errorOf, item, pngFile, popupOption, render, single, stubFetch, stubXhr, type Json, type Renderer } from './form-renderer-helpers.ts';

const OPTS = [{ value: 'A', label: '甲' }, { value: 'B', label: '乙' }, { value: '其他', label: '其他' }];
const TREE = [{ value: 'zj', label: '浙江', children: [{ value: 'hz', label: '杭州', children: [{ value: 'xh', label: '西湖' }] }] }];

async function pick(el: Renderer, text: string, selector?: string) {
  const o = await popupOption(el, text, selector);
  await waitStable(o);
  await click(o);
}
const control = (box: HTMLElement, sel: string) => box.querySelector<HTMLElement>(sel)!;

interface Spec {
  type: string;
  options?: Json;
  extra?: Json;
  /** user interaction on the item box */
  act?(el: Renderer, box: HTMLElement): Promise<void>;
  expect?: unknown;
  /** a stored value and the text detail mode shows for it */
  sample?: [unknown, string];
  /** required passes on the empty value (switch: `false` is a value, async-validator 1.8) */
  requiredPasses?: boolean;
  /** no value, no rules (display widgets) */
  display?: boolean;
}

const SPECS: Spec[] = [
  { type: 'input', act: async (_e, b) => { await click(control(b, 'input')); await sendKeys({ type: 'abc' }); }, expect: 'abc', sample: ['文本值', '文本值'] },
  { type: 'textarea', act: async (_e, b) => { await click(control(b, 'textarea')); await sendKeys({ type: 'l1' }); await sendKeys({ press: 'Enter' }); await sendKeys({ type: 'l2' }); }, expect: 'l1\nl2', sample: ['多行', '多行'] },
  { type: 'number', options: { defaultValue: undefined }, act: async (_e, b) => { await click(control(b, 'input')); await sendKeys({ type: '42' }); }, expect: 42, sample: [7, '7'] },
  { type: 'radio', options: { options: OPTS, showLabel: true, inline: true }, act: async (_e, b) => click(b.querySelectorAll('.ant-radio-wrapper')[1]), expect: 'B', sample: ['B', '乙'] },
  { type: 'radioOther', options: { options: OPTS, showLabel: true, inline: true }, act: async (_e, b) => click(b.querySelectorAll('.ant-radio-wrapper')[0]), expect: 'A', sample: ['A', '甲'] },
  { type: 'checkbox', options: { options: OPTS, defaultValue: [] }, act: async (_e, b) => { await click(b.querySelectorAll('.ant-checkbox-wrapper')[0]); await click(b.querySelectorAll('.ant-checkbox-wrapper')[1]); }, expect: ['A', 'B'], sample: [['A', 'B'], 'A、B'] },
  { type: 'checkboxOther', options: { options: OPTS, defaultValue: [] }, act: async (_e, b) => click(b.querySelectorAll('.ant-checkbox-wrapper')[1]), expect: ['B'], sample: [['B'], 'B'] },
  { type: 'time', options: { format: 'HH:mm:ss', defaultValue: '' }, act: async (_e, b) => { await click(control(b, 'input')); await sendKeys({ type: '10:20:30' }); await sendKeys({ press: 'Enter' }); }, expect: '10:20:30', sample: ['08:00:00', '08:00:00'] },
  { type: 'date', options: { type: 'date', format: 'yyyy-MM-dd' }, act: async (_e, b) => { await click(control(b, 'input')); await sendKeys({ type: '2024-05-06' }); await sendKeys({ press: 'Enter' }); }, expect: '2024-05-06', sample: ['2024-03-15', '2024-03-15'] },
  { type: 'rate', options: { max: 5, allowHalf: true, defaultValue: null }, act: async (_e, b) => { const first = b.querySelectorAll('.ant-rate-star-first')[2]; const r = first.getBoundingClientRect(); await sendMouse({ type: 'click', position: [Math.round(r.left + 2), Math.round(r.top + r.height / 2)] }); }, expect: 2.5 },
  { type: 'color', options: { defaultValue: '' }, act: async (el, b) => { await click(control(b, '.ant-color-picker-trigger')); const inp = await waitFor(() => $$<HTMLInputElement>(el, '.ant-color-picker-hex-input input, .ant-color-picker-input input').find((i) => i.getBoundingClientRect().height > 0), 'hex input'); await waitStable(inp); await click(inp); await sendKeys({ press: 'Control+A' }); await sendKeys({ type: 'ff0000' }); await sendKeys({ press: 'Enter' }); }, expect: '#FF0000', sample: ['#409EFF', '#409EFF'] },
  { type: 'select', options: { options: OPTS, showLabel: true, defaultValue: '' }, act: async (el, b) => { await click(control(b, '.ant-select')); await pick(el, '乙'); }, expect: 'B', sample: ['A', '甲'] },
  { type: 'switch', options: { defaultValue: false }, act: async (_e, b) => click(control(b, '.ant-switch')), expect: true, requiredPasses: true, sample: [true, '是'] },
  { type: 'slider', options: { min: 0, max: 100, step: 1, defaultValue: 10 }, act: async (_e, b) => { await click(control(b, '.ant-slider-handle')); await sendKeys({ press: 'ArrowRight' }); await sendKeys({ press: 'ArrowRight' }); }, expect: 12, sample: [30, '30'] },
  { type: 'cascader', options: { remote: false, options: TREE, defaultValue: [] }, act: async (el, b) => { await click(control(b, '.ant-select, .ant-cascader')); await pick(el, '浙江', '.ant-cascader-menu-item'); await pick(el, '杭州', '.ant-cascader-menu-item'); await pick(el, '西湖', '.ant-cascader-menu-item'); }, expect: ['zj', 'hz', 'xh'], sample: [['zj', 'hz'], '浙江 / 杭州'] },
  { type: 'editor', options: { defaultValue: '' }, act: async (_e, b) => { await click(control(b, '.hos-editor-body')); await sendKeys({ type: 'hello' }); }, expect: '<p>hello</p>', sample: ['<b>粗体</b><img src=x onerror="window.__xss=1">', '粗体'] },
  { type: 'priceno', options: { defaultValue: '' }, act: async (_e, b) => { await click(control(b, 'input')); await sendKeys({ type: '123' }); }, expect: '123', sample: ['110200001', '110200001'] },
  { type: 'text', options: { defaultValue: '说明文字', font_size: '16px', font_color: 'rgb(255, 0, 0)' }, display: true, sample: ['说明文字', '说明文字'] },
  { type: 'link', options: { defaultValue: '下载', linkValue: '/x.pdf' }, display: true, sample: ['下载', '下载'] },
  { type: 'divider', options: { defaultValue: '分段', content_position: 'left' }, display: true, sample: ['分段', '分段'] },
  { type: 'header', options: { defaultValue: '标题', font_size: '22px' }, display: true, sample: ['标题', '标题'] },
];

describe('<hos-form-renderer> shared widget suite', () => {
  afterEach(cleanup);

  for (const spec of SPECS) {
    describe(spec.type, () => {
      it('renders and takes a value from the user', async () => {
        const { schema, model } = single(spec.type, spec.options, spec.extra);
        const el = await render(schema);
        const box = item(el, model)!;
        expect(box, 'item drawn').to.not.equal(null);
        if (spec.display) {
          expect(box.textContent).to.contain(spec.sample![1]);
          return;
        }
        const events: unknown[] = [];
        el.addEventListener('hos-change', (e) => events.push((e as CustomEvent).detail.value));
        await spec.act!(el, box);
        await waitFor(() => JSON.stringify(el.getModels()[model]) === JSON.stringify(spec.expect), `value ${JSON.stringify(spec.expect)}, got ${JSON.stringify(el.getModels()[model])}`);
        expect(events.length).to.be.greaterThan(0);
      });

      if (!spec.display) {
        it('reports required', async () => {
          const { schema, model } = single(spec.type, { ...spec.options, defaultValue: undefined }, { ...spec.extra, rules: [{ required: true, message: `必填${spec.type}` }] });
          const el = await render(schema);
          const errors = await el.validate();
          if (spec.requiredPasses) {
            expect(errors).to.deep.equal({});
            expect(el.getModels()[model]).to.equal(false);
            return;
          }
          expect(errors).to.deep.equal({ [model]: `必填${spec.type}` });
          await waitFor(() => errorOf(el, model) === `必填${spec.type}`, 'error drawn');
          expect(item(el, model)!.querySelector('.hos-req')).to.not.equal(null);
        });

        it('honours disabled', async () => {
          const { schema, model } = single(spec.type, { ...spec.options, disabled: true }, spec.extra);
          const el = await render(schema);
          const box = item(el, model)!;
          const enabled = box.querySelectorAll('input:not([disabled]):not([type="file"]), textarea:not([disabled]), button:not([disabled]), [contenteditable="true"]');
          expect(enabled.length, 'enabled controls').to.equal(0);
          expect(el.getFieldState(model).disabled).to.equal(true);
          const before = JSON.stringify(el.getModels()[model]);
          await click(box.querySelector('.hos-fi-control > *')!);
          await sendKeys({ type: 'z' });
          await sleep(50);
          expect(JSON.stringify(el.getModels()[model])).to.equal(before);
        });
      }

      it('honours read-only (detail mode)', async () => {
        const { schema, model } = single(spec.type, spec.options, spec.extra);
        const el = await render(schema, { value: spec.sample ? { [model]: spec.sample[0] } : {}, attrs: { readonly: '' } });
        const box = item(el, model)!;
        expect(box.querySelectorAll('input, textarea, [contenteditable="true"], .ant-select').length).to.equal(0);
        if (spec.sample) expect(box.textContent).to.contain(spec.sample[1]);
        expect((window as unknown as { __xss?: number }).__xss).to.equal(undefined);
      });
    });
  }
});

describe('<hos-form-renderer> widget behaviour', () => {
  afterEach(cleanup);

  it('editor below the fold: a stand-in with the text until needed; a click there types where it was clicked', () =>
    belowTheFold(async () => {
      const { schema, model } = single('editor', { defaultValue: '<p>abc</p>' });
      const el = await render(schema);
      const standIn = control(item(el, model)!, '.hos-editor-body');
      expect(standIn.isContentEditable, 'no TipTap yet').to.equal(false);
      expect(standIn.textContent).to.equal('abc');
      // clicked just after the text, typed at once: every key lands after "abc"
      await clickAfterText(standIn);
      await sendKeys({ type: 'def' });
      await waitFor(() => el.getModels()[model] === '<p>abcdef</p>', `"abcdef", got ${JSON.stringify(el.getModels()[model])}`);
    }));

  it('editor: reached with Tab, the stand-in hands the focus to the editor', () =>
    belowTheFold(async () => {
      const { schema, model } = single('editor', { defaultValue: '' });
      const el = await render(schema);
      const standIn = control(item(el, model)!, '.hos-editor-body');
      expect(standIn.isContentEditable).to.equal(false);
      standIn.focus();
      await sendKeys({ type: 'xy' });
      await waitFor(() => el.getModels()[model] === '<p>xy</p>', 'typed after keyboard focus');
    }));

  it('number: the step buttons are named in the page\'s language, not the library\'s English (issue 35 §5)', async () => {
    const { schema, model } = single('number', { defaultValue: 1 });
    const el = await render(schema);
    const names = () => Array.from(item(el, model)!.querySelectorAll('[role=button]')).map((b) => b.getAttribute('aria-label'));
    await waitFor(() => names().length === 2, 'two step buttons');
    expect(names()).to.deep.equal(['增加', '减少']);
    cleanup();
    const en = await render(schema, { attrs: { locale: 'en' } });
    await waitFor(() => Array.from(item(en, model)!.querySelectorAll('[role=button]')).length === 2, 'two step buttons');
    expect(Array.from(item(en, model)!.querySelectorAll('[role=button]')).map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Increase', 'Decrease']);
  });

  it('radioOther / checkboxOther: choosing 其他 shows a text input bound to otherModel', async () => {
    const { schema, model } = single('checkboxOther', { options: OPTS, defaultValue: [] }, { otherModel: 'my_other' });
    const el = await render(schema);
    expect(el.getModels().my_other).to.equal('');
    expect(item(el, model)!.querySelector('.hos-other')).to.equal(null);
    await click(item(el, model)!.querySelectorAll('.ant-checkbox-wrapper')[2]);
    const other = await waitFor(() => item(el, model)!.querySelector<HTMLInputElement>('.hos-other'), 'other input');
    await click(other);
    await sendKeys({ type: '自述' });
    expect(el.getModels()).to.deep.include({ [model]: ['其他'], my_other: '自述' });
    const r = single('radioOther', { options: OPTS });
    const el2 = await render(r.schema);
    await click(item(el2, r.model)!.querySelectorAll('.ant-radio-wrapper')[2]);
    await click(await waitFor(() => item(el2, r.model)!.querySelector<HTMLInputElement>('.hos-other'), 'other'));
    await sendKeys({ type: 'x' });
    expect(el2.getModels()[`${r.model}_other`]).to.equal('x');
  });

  it('select filters by typing; multiple select gives an array', async () => {
    const { schema, model } = single('select', { options: OPTS, showLabel: true, filterable: true, multiple: true, defaultValue: [] });
    const el = await render(schema);
    await click(item(el, model)!.querySelector('.ant-select')!);
    await sendKeys({ type: '乙' });
    await waitFor(() => $$(el, '.ant-select-item-option').filter((o) => o.getBoundingClientRect().height > 0).length === 1, 'filtered');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => JSON.stringify(el.getModels()[model]) === '["B"]', 'array value');
  });

  it('date variants store the old formats: datetime, daterange, year, timestamp', async () => {
    const list = [
      { type: 'date', name: 'dt', key: 'k1', model: 'dt', options: { type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' }, rules: [] },
      { type: 'date', name: 'dr', key: 'k2', model: 'dr', options: { type: 'daterange', format: 'yyyy/MM/dd' }, rules: [] },
      { type: 'date', name: 'yr', key: 'k3', model: 'yr', options: { type: 'year', format: 'yyyy' }, rules: [] },
      { type: 'date', name: 'ts', key: 'k4', model: 'ts', options: { type: 'date', format: 'yyyy-MM-dd', timestamp: true }, rules: [] },
      { type: 'time', name: 'tr', key: 'k5', model: 'tr', options: { isRange: true, format: 'HH:mm' }, rules: [] },
    ];
    const el = await render({ list, config: { labelWidth: 100, labelPosition: 'left', size: 'mini' } }, { value: { dr: ['2024/01/02', '2024/01/05'], tr: ['08:00', '17:30'] } });
    const inputs = (m: string) => item(el, m)!.querySelectorAll('input');
    expect(inputs('dr')[0].value).to.equal('2024/01/02');
    expect(inputs('tr')[1].value).to.equal('17:30');
    // the year's panel is gone before the next field is clicked: a closing panel kept inside the window
    // may lie over the next field, and the click would land on it
    const panelsClosed = (what: string) => waitFor(() => $$(el, '.ant-picker-dropdown').every((d) => d.classList.contains('ant-picker-dropdown-hidden') || d.getBoundingClientRect().height === 0), `${what} panel closed`);
    await click(inputs('dt')[0]);
    await sendKeys({ type: '2024-02-03 04:05:06' });
    await sendKeys({ press: 'Enter' });
    await click(inputs('yr')[0]);
    await sendKeys({ type: '2021' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => el.getModels().yr === '2021', 'year');
    await panelsClosed('year');
    await click(inputs('ts')[0]);
    await sendKeys({ type: '2024-03-14' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => typeof el.getModels().ts === 'number', 'timestamp');
    const m = el.getModels();
    expect(m.dt).to.equal('2024-02-03 04:05:06');
    expect(m.yr).to.equal('2021');
    expect(new Date(m.ts as number).getDate()).to.equal(14);
  });

  it('subform: add row (status 1), per-cell errors, delete row (status -1, hidden, skipped)', async () => {
    const col = { type: 'input', name: '药名', key: 'c1', model: 'drug', options: {}, rules: [{ required: true, message: '请填写药名' }] };
    const sub = { type: 'subform', name: '用药', key: 's1', model: 'meds', options: {}, rules: [{ required: true, message: '至少一行' }], columns: [{ span: 12, list: [col] }] };
    const grid = { type: 'grid', name: 'g', key: 'g1', model: 'grid_g1', options: { gutter: 8 }, rules: [], columns: [{ span: '', list: [{ type: 'flexbox', name: 'f', key: 'f1', model: 'fx', options: {}, rules: [], columns: [{ span: '24', list: [sub] }] }] }] };
    const el = await render({ list: [grid], config: { labelWidth: 100, labelPosition: 'right', size: 'small' } });
    expect(await el.validate()).to.deep.equal({ meds: '至少一行' });
    await click($(el, '.hos-subform-add')!);
    await click($(el, '.hos-subform-add')!);
    expect(el.getModels().meds).to.deep.equal([{ drug: '', status: 1 }, { drug: '', status: 1 }]);
    expect(await el.validate()).to.deep.equal({ 'meds[0].drug': '请填写药名', 'meds[1].drug': '请填写药名' });
    await waitFor(() => errorOf(el, 'meds[1].drug') === '请填写药名', 'cell error');
    await click(item(el, 'meds[0].drug')!.querySelector('input')!);
    await sendKeys({ type: '阿司匹林' });
    await waitFor(() => errorOf(el, 'meds[0].drug') === null, 'cell error cleared');
    const del = $$(el, '.hos-subform .ant-btn-dangerous');
    await click(del[1]);
    await waitFor(() => $$(el, '.hos-subform tbody tr.ant-table-row').length === 1, 'row hidden');
    expect(el.getModels().meds).to.deep.equal([{ drug: '阿司匹林', status: 1 }, { drug: '', status: -1 }]);
    expect(await el.validate()).to.deep.equal({});
  });

  it('subform in detail mode: rows as text, no add or delete', async () => {
    const cols = [
      { span: 12, list: [{ type: 'input', name: '药名', key: 'c1', model: 'drug', options: {}, rules: [] }] },
      { span: 12, list: [{ type: 'select', name: '途径', key: 'c2', model: 'route', options: { options: [{ value: 'po', label: '口服' }], showLabel: true }, rules: [] }] },
    ];
    const sub = { type: 'table', name: '用药', key: 's1', model: 'meds', options: {}, rules: [], columns: cols };
    const el = await render({ list: [sub], config: { labelWidth: 100, labelPosition: 'right', size: 'small' } }, {
      value: { meds: [{ drug: '阿司匹林', route: 'po', status: 1 }, { drug: '已删', route: '', status: -1 }] },
      attrs: { readonly: '' },
    });
    const box = item(el, 'meds')!;
    expect(box.querySelectorAll('input, .ant-select, button').length).to.equal(0);
    expect(box.querySelectorAll('tr.ant-table-row').length).to.equal(1);
    expect(box.textContent).to.contain('阿司匹林').and.contain('口服').and.not.contain('已删');
  });

  it('file: uploads with the bearer token, shows progress, refuses other suffixes and counts over the limit', async () => {
    document.cookie = 'Admin-Token=tok123; path=/';
    const xhr = stubXhr((fd) => ({ status: 200, body: { code: 200, url: '/uploads/x.pdf', data: { name: (fd.get('file') as File).name, uid: 'x.pdf', url: 'http://h/uploads/x.pdf', src: '/uploads/x.pdf' } } }));
    try {
      const { schema, model } = single('file', { length: 2, action: '/api/v1/file/upload', multiple: true, defaultValue: [] });
      const el = await render(schema);
      // rc-upload replaces its <input type=file> after every selection: look it up each time
      const input = () => item(el, model)!.querySelector<HTMLInputElement>('input[type=file]')!;
      chooseFiles(input(), [new File(['x'], '报告.pdf', { type: 'application/pdf' })]);
      await waitFor(() => item(el, model)!.querySelector('.ant-upload-list-item-uploading'), 'uploading state');
      await waitFor(() => (el.getModels()[model] as unknown[]).length === 1, 'stored');
      expect(el.getModels()[model]).to.deep.equal([{ name: '报告.pdf', uid: 'x.pdf', url: 'http://h/uploads/x.pdf', src: '/uploads/x.pdf' }]);
      expect(xhr.requests[0].url).to.equal('/api/v1/file/upload');
      expect(xhr.requests[0].headers.Authorization).to.match(/^Bearer /);
      chooseFiles(input(), [new File(['x'], 'a.exe')]);
      await waitFor(() => $$(el, '.ant-message-notice').some((n) => n.textContent?.includes('文件格式不支持，支持的后缀：.jpg .jpeg .png .pdf .doc .docx .xls .xlsx .ppt .pptx')), 'suffix message');
      chooseFiles(input(), [new File(['x'], 'b.docx'), new File(['x'], 'c.docx')]);
      await waitFor(() => $$(el, '.ant-message-notice').some((n) => n.textContent?.includes('最多只能上传2个文件')), 'count message');
      await waitFor(() => (el.getModels()[model] as unknown[]).length === 2, 'second stored');
      expect(xhr.requests).to.have.length(2);
    } finally {
      xhr.restore();
    }
  });

  it('imgupload: image only, error item removed, min blocks deletion, preview', async () => {
    const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    let fail = false;
    const xhr = stubXhr(() => (fail ? { status: 400, body: { resStatus: 'E0400', resMsg: '上传失败了' } } : { status: 200, body: { resStatus: 'S0000', resData: { records: [{ title: 'a.png', url: PNG, src: '/uploads/a.png' }] } } }));
    try {
      const { schema, model } = single('imgupload', { length: 3, min: 1, isDelete: true, multiple: true, defaultValue: [] });
      const el = await render(schema);
      const box = item(el, model)!;
      const input = () => box.querySelector<HTMLInputElement>('input[type=file]')!;
      chooseFiles(input(), [new File(['x'], 'a.pdf', { type: 'application/pdf' })]);
      await waitFor(() => $$(el, '.ant-message-notice').some((n) => n.textContent?.includes('只能上传图片文件')), 'image only');
      chooseFiles(input(), [pngFile()]);
      await waitFor(() => (el.getModels()[model] as unknown[]).length === 1, 'stored');
      expect((el.getModels()[model] as Json[])[0]).to.deep.include({ url: PNG, percent: 100, status: 'success' });
      fail = true;
      chooseFiles(input(), [pngFile('b.png')]);
      await waitFor(() => box.querySelector('.ant-upload-list-item-error'), 'error state');
      await waitFor(() => $$(el, '.ant-message-notice').some((n) => n.textContent?.includes('上传失败了')), 'server message');
      await waitFor(() => !box.querySelector('.ant-upload-list-item-error'), 'error item removed', 4000);
      // preview of a stored image
      await click(box.querySelector('.ant-upload-list-item')!);
      await click(await waitFor(() => box.querySelector<HTMLElement>('.anticon-eye'), 'preview icon'));
      await waitFor(() => $$(el, '.ant-image-preview img').some((i) => (i as HTMLImageElement).src.startsWith('data:image/png')), 'preview open');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !$$(el, '.ant-image-preview').some((p) => p.getBoundingClientRect().height > 0), 'preview closed');
      // min 1: the only image cannot be deleted
      const remove = await waitFor(() => box.querySelector<HTMLElement>('.ant-upload-list-item-actions button, .anticon-delete'), 'delete');
      await click(box.querySelector('.ant-upload-list-item')!);
      await click(remove);
      await waitFor(() => $$(el, '.ant-message-notice').some((n) => n.textContent?.includes('至少保留1个文件')), 'min message');
      expect((el.getModels()[model] as unknown[]).length).to.equal(1);
    } finally {
      xhr.restore();
    }
  });

  it('imgupload: a stored picture that cannot be loaded says so, links to its address, and can still be removed', async () => {
    const gone = '/no-such-picture.png';
    const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const stored = [{ key: 'a', url: PNG, status: 'success' }, { key: 'b', url: gone, status: 'success' }, { key: 'c', url: 'javascript:alert(1)', status: 'success' }];
    for (const mode of ['detail', 'edit'] as const) {
      const { schema, model } = single('imgupload', { isDelete: true, defaultValue: [] });
      const el = await render(schema, { value: { [model]: stored }, attrs: mode === 'detail' ? { readonly: '' } : {} });
      const box = item(el, model)!;
      await waitFor(() => box.querySelectorAll('.hos-img-broken').length === 2, `${mode}: the picture that fails and the address that is not followed are answered`);
      const [answer, refused] = [...box.querySelectorAll<HTMLElement>('.hos-img-broken')];
      expect(answer.textContent, mode).to.contain('图片无法显示');
      const link = answer.querySelector('a')!;
      expect(link.getAttribute('href'), mode).to.equal(gone);
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.contain('noopener');
      expect(refused.querySelector('a'), `${mode}: a javascript: address is not a link`).to.equal(null);
      expect(box.innerHTML, `${mode}: a javascript: address is never a link or a picture`).not.to.contain('javascript:');
      expect([...box.querySelectorAll('img')].some((i) => i.getAttribute('src') === PNG), `${mode}: the picture that loads is shown`).to.equal(true);
      if (mode === 'edit') {
        await click(answer.querySelector<HTMLElement>('button[aria-label="删除图片"]')!);
        await waitFor(() => (el.getModels()[model] as Json[]).length === 2, 'removed');
        expect((el.getModels()[model] as Json[]).map((x) => x.url)).to.deep.equal([PNG, 'javascript:alert(1)']);
      }
      cleanup();
    }
  });

  it('priceno: lookup above 5 characters fills the price table, empty clears it; the lookup dialog selects one row', async () => {
    const item1 = { id: 7, medicalCode: '110200001', projectNo: 'P1', gjMedicalCode: 'G1', name: '一般诊疗费', unit: '次', charges: '10.00', payMethod: '无自付', priceType: '诊察费' };
    const item2 = { ...item1, id: 8, medicalCode: '110200002', name: '急诊诊察费' };
    const stub = stubFetch((c) => {
      if (c.url.includes('/api/v1/priceNo/info')) return { code: 200, data: new URL(c.url, location.href).searchParams.get('medicalCode') === '110200001' ? item1 : { id: 0 } };
      if (c.url.includes('/api/v1/priceNo/list')) return { code: 200, data: { list: [item1, item2], count: 12, pageIndex: 1, pageSize: 5 } };
      if (c.url.includes('/api/v1/dict/data')) return { code: 200, data: [] };
      return undefined;
    });
    try {
      const list = [
        { type: 'priceno', name: '收费编码', key: 'p1', model: 'code', options: {}, rules: [] },
        { type: 'pricetable', name: '收费项目', key: 'p2', model: 'prices', options: {}, rules: [] },
      ];
      const el = await render({ list, config: { labelWidth: 100, labelPosition: 'right', size: 'small', showPriceTable: 1 } });
      const input = item(el, 'code')!.querySelector('input')!;
      await click(input);
      await sendKeys({ type: '11020' });
      await sleep(500);
      expect(stub.calls.filter((c) => c.url.includes('info'))).to.have.length(0);
      await sendKeys({ type: '0001' });
      await waitFor(() => (el.getModels().prices as unknown[]).length === 1, 'price row');
      expect(item(el, 'prices')!.textContent).to.contain('一般诊疗费');
      await sendKeys({ press: 'Control+A' });
      await sendKeys({ press: 'Backspace' });
      await waitFor(() => (el.getModels().prices as unknown[]).length === 0, 'cleared');
      await click(item(el, 'code')!.querySelector('button')!);
      const modal = await waitFor(() => $(el, '.ant-modal'), 'dialog');
      await waitStable(modal);
      const ok = () => $$<HTMLButtonElement>(el, '.ant-modal-footer button').find((b) => b.classList.contains('ant-btn-primary'))!;
      await waitFor(() => $$(el, '.ant-modal .ant-table-row').length === 2, 'rows');
      expect(ok().disabled).to.equal(true);
      expect($(el, '.ant-modal .ant-pagination')!.textContent).to.contain('3');
      expect($$(el, '.ant-modal .ant-table-thead .ant-checkbox').length).to.equal(0);
      // search by name, pay method and fee category
      await click($(el, '.hos-charge-search input')!);
      await sendKeys({ type: '诊察' });
      await click($$(el, '.hos-charge-search .ant-btn-primary')[0]);
      await waitFor(() => stub.calls.some((c) => c.url.includes('/priceNo/list') && new URL(c.url, location.href).searchParams.get('name') === '诊察'), 'search by name');
      await waitFor(() => $$(el, '.ant-modal .ant-table-row').length === 2, 'rows again');
      await click($$(el, '.ant-modal .ant-table-row')[1].querySelector('.ant-radio')!);
      await click($$(el, '.ant-modal .ant-table-row')[0].querySelector('.ant-radio')!);
      expect($$(el, '.ant-modal .ant-radio-wrapper-checked').length).to.equal(1);
      expect(ok().disabled).to.equal(false);
      await click(ok());
      await waitFor(() => el.getModels().code === '110200001', 'code chosen');
      expect((el.getModels().prices as Json[])[0].name).to.equal('一般诊疗费');
      const listCall = stub.calls.find((c) => c.url.includes('/priceNo/list'))!;
      expect(new URL(listCall.url, location.href).searchParams.get('pageSize')).to.equal('5');
    } finally {
      stub.restore();
    }
  });

  it('grid spans as number, numeric text and "" are all drawn; nested layouts hide with their condition', async () => {
    const inp = (m: string) => ({ type: 'input', name: m, key: `k_${m}`, model: m, options: {}, rules: [] });
    const inner = { type: 'grid', name: 'g2', key: 'g2', model: 'g2', options: {}, rules: [], columns: [{ span: '8', list: [inp('a')] }, { span: '', list: [inp('b')] }] };
    const outer = { type: 'grid', name: 'g1', key: 'g1', model: 'g1', options: { justify: 'space-between', align: 'middle', displayVerify: { type: 'and', list: [{ model: 'sw', value: 'false' }] } }, rules: [], columns: [{ span: 12, list: [inner] }, { span: 12, list: [inp('c')] }] };
    const sw = { type: 'switch', name: 'sw', key: 'ksw', model: 'sw', options: { defaultValue: false }, rules: [] };
    const el = await render({ list: [sw, outer], config: { labelWidth: 80, labelPosition: 'top', size: 'medium' } });
    for (const m of ['a', 'b', 'c']) expect(item(el, m)!.getBoundingClientRect().width).to.be.greaterThan(20);
    await click(item(el, 'sw')!.querySelector('.ant-switch')!);
    await waitFor(() => !item(el, 'a') && !item(el, 'c'), 'hidden by condition');
    expect(el.getFieldState('a').visible).to.equal(false);
  });
});
