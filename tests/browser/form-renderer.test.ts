// <hos-form-renderer> against every legacy fixture and its mocks, in real Chromium through the
// element (issue 3 §3): initial models, valid data, exact errors, remote options, the remote-99 call,
// patient and session prefill, plus the element API, events, submit, detail mode and independence.
import { expect } from 'chai';
import '/dist/hos-form-renderer.js';
import { $, $$, addHostileCss, click, sendKeys, sleep, waitFor, waitStable } from './helpers.ts';
import { FIXTURES, cleanup, errorOf, fixture, item, mockRemote, render, runtime, single, stubFetch, type Json, type Renderer } from './form-renderer-helpers.ts';

const displayKey = /^(text|link|divider|header)_/;

async function remote99Stub() {
  const mock = (await fixture('mocks/request-method.json')).calls[0];
  const stub = stubFetch((c) => (c.url.includes(mock.expectRequest.url) ? mock.response : undefined));
  return { mock, stub };
}

describe('<hos-form-renderer> fixtures', () => {
  let stub: { restore(): void } | undefined;
  afterEach(() => {
    stub?.restore();
    stub = undefined;
    cleanup();
    runtime().session.store.setState({ name: '', workNo: '', deptName: '' });
  });

  for (const name of FIXTURES) {
    describe(name, () => {
      it('starts with the expected initial models', async () => {
        const s = await remote99Stub();
        stub = s.stub;
        const valid = await fixture(`${name}.valid.json`);
        const el = await render(await fixture(`${name}.form.json`), { remote: await mockRemote() });
        const models = el.getModels();
        expect(models).to.deep.include(valid.expectedInitialModels);
        for (const k of Object.keys(models)) if (!(k in valid.expectedInitialModels)) expect(k).to.match(displayKey);
      });

      it('accepts the valid data and returns it', async () => {
        const s = await remote99Stub();
        stub = s.stub;
        const valid = await fixture(`${name}.valid.json`);
        const el = await render(await fixture(`${name}.form.json`), { value: valid.data, remote: await mockRemote() });
        expect(await el.validate()).to.deep.equal({});
        expect(await el.getData()).to.deep.include(valid.data);
        expect($$(el, '.hos-fi-error').length).to.equal(0);
      });

      it('rejects the invalid data with exactly the expected errors, shown at their fields', async () => {
        const s = await remote99Stub();
        stub = s.stub;
        const invalid = await fixture(`${name}.invalid.json`);
        const el = await render(await fixture(`${name}.form.json`), { value: invalid.data, remote: await mockRemote() });
        const err = (await el.getData().catch((e: unknown) => e)) as Error & { errors: Record<string, string> };
        expect(err).to.be.instanceOf(Error);
        expect(err.message).to.equal('表单数据校验失败');
        expect(err.errors).to.deep.equal(invalid.expectedErrors);
        expect(Object.keys(err.errors)).to.have.length(invalid.expectedErrorCount);
        await waitFor(() => $$(el, '.hos-fi-error').length === invalid.expectedErrorCount, 'errors drawn');
        for (const [path, message] of Object.entries(invalid.expectedErrors)) {
          expect(errorOf(el, path)).to.equal(message);
          // the message is really on screen where it belongs, not clipped or covered
          const msg = item(el, path)!.querySelector('.hos-fi-error')!;
          msg.scrollIntoView({ block: 'center' });
          const r = msg.getBoundingClientRect();
          const hit = el.shadowRoot!.elementFromPoint(r.left + Math.min(8, r.width / 2), r.top + r.height / 2);
          expect(hit === msg || msg.contains(hit), `${path} message visible`).to.equal(true);
        }
        expect(await el.validate()).to.deep.equal(invalid.expectedErrors);
      });
    });
  }

  it('maps the remote functions through options.props (radio, select, cascader tree)', async () => {
    const mocks = await fixture('mocks/remote-funcs.json');
    const el = await render(await fixture('01-upstream-widget-catalogue.form.json'), { remote: await mockRemote() });
    const radio = item(el, 'radio_1704153632000_59036')!;
    expect(Array.from(radio.querySelectorAll('.ant-radio-wrapper'), (l) => l.textContent)).to.deep.equal(mocks.expectedOptions.func_radio_level.map((o: Json) => o.label));
    // the cascader shows the labels of the whole path of the given value
    const valid = await fixture('01-upstream-widget-catalogue.valid.json');
    cleanup();
    const el2 = await render(await fixture('01-upstream-widget-catalogue.form.json'), { remote: await mockRemote(), value: valid.data });
    const cas = item(el2, 'cascader_1704153740000_55679')!;
    expect(valid.data.cascader_1704153740000_55679).to.deep.equal(['310000', '310100', '310104']);
    expect(cas.textContent).to.contain('上海市 / 市辖区 / 徐汇区');
    // under CPU load the first click can land while the field still settles: click until the menu opens
    const trigger = cas.querySelector<HTMLElement>('.ant-select, .ant-cascader')!;
    await waitStable(trigger);
    await click(trigger);
    const isOpen = () => !!$(el2, '.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)');
    for (let i = 0; i < 3 && !(await waitFor(isOpen, 'cascader open', 5000).catch(() => false)); i++) await click(trigger);
    await waitFor(() => Array.from($$(el2, '.ant-cascader-menu-item')).some((x) => x.textContent === '上海市'), 'cascader menu', 15000);
    void el;
  });

  it('makes the remote-99 request exactly as mocks/request-method.json says and shows its options', async () => {
    const s = await remote99Stub();
    stub = s.stub;
    const el = await render(await fixture('05-unsafe-event-report.form.json'));
    expect(s.stub.calls).to.have.length(1);
    const call = s.stub.calls[0];
    const want = s.mock.expectRequest;
    expect(call.method).to.equal(want.method);
    expect(new URL(call.url, location.href).pathname).to.equal(want.url);
    expect(call.body).to.deep.equal(want.body);
    for (const [k, v] of Object.entries(want.headers)) expect(call.headers[k.toLowerCase()]).to.equal(v);
    await click(item(el, 'event_report_dept')!.querySelector('.ant-select')!);
    const labels = await waitFor(() => {
      const l = $$(el, '.ant-select-item-option').map((o) => o.textContent);
      return l.length ? l : null;
    }, 'options');
    expect(labels).to.deep.equal(s.mock.expectOptions.map((o: Json) => o.label));
    const opt = $$(el, '.ant-select-item-option').find((o) => o.textContent === '心血管内科')!;
    await waitStable($(el, '.ant-select-dropdown')!);
    await click(opt);
    expect(el.getModels().event_report_dept).to.equal('D0302');
  });

  it('prefills the patient block from localStorage (ward 八 -> 八病区) and the reporter from the session', async () => {
    const rec = await fixture('mocks/patient-record.json');
    localStorage.setItem('patientInfo', JSON.stringify(rec.record));
    runtime().session.store.setState({ name: '刘护士', workNo: '20190123', deptName: '内分泌科' });
    const s = await remote99Stub();
    stub = s.stub;
    const el = await render(await fixture('05-unsafe-event-report.form.json'));
    const m = el.getModels();
    expect(m).to.deep.include(rec.expectPrefill);
    expect(m).to.deep.include({ reporter_name: '刘护士', reporter_work_no: '20190123', reporter_dept: '内分泌科' });
    expect(m.report_time).to.match(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect($(el, '.hos-patient-flag')!.textContent).to.contain('特定患者');
    expect((item(el, 'sjsx_patient_ward')!.textContent ?? '')).to.contain('八病区');
  });

  it('shows and validates 伤害程度 only while 是否造成伤害 is on (conditions read values)', async () => {
    const s = await remote99Stub();
    stub = s.stub;
    const el = await render(await fixture('05-unsafe-event-report.form.json'));
    expect(item(el, 'event_harm_degree')).to.equal(null);
    expect(el.getFieldState('event_harm_degree')).to.deep.equal({ visible: false, disabled: false });
    expect(el.getFieldState('reporter_name').disabled).to.equal(true);
    await click(item(el, 'event_harm')!.querySelector('.ant-switch')!);
    await waitFor(() => item(el, 'event_harm_degree'), 'harm degree shown');
    const errors = await el.validate();
    expect(errors.event_harm_degree).to.equal('请选择伤害程度');
  });
});

describe('<hos-form-renderer> API and events', () => {
  afterEach(cleanup);

  it('emits hos-change on user input only, with field, value and models', async () => {
    const { schema, model } = single('input', { defaultValue: '' }, { rules: [{ required: true, message: '必填' }] });
    const el = await render(schema);
    const events: Json[] = [];
    el.addEventListener('hos-change', (e) => events.push((e as CustomEvent).detail));
    el.reset();
    el.setDisabled(model, false);
    await sleep(50);
    expect(events).to.have.length(0);
    await click(item(el, model)!.querySelector('input')!);
    await sendKeys({ type: 'ab' });
    expect(events.map((e) => e.value)).to.deep.equal(['a', 'ab']);
    expect(events[1].field).to.equal(model);
    expect(events[1].models[model]).to.equal('ab');
  });

  it('typing in one field changes nothing else on the page (per-field subscriptions)', async () => {
    const list = Array.from({ length: 200 }, (_, i) => ({ type: 'input', name: `f${i}`, key: `k${i}`, model: `f${i}`, options: {}, rules: [{ required: true, message: 'x' }] }));
    const el = await render({ list, config: { labelWidth: 100, labelPosition: 'right', size: 'small' } });
    // the 100th field is far down: scrolled to and clicked once it stands still, until it has the focus
    const input = item(el, 'f100')!.querySelector('input')!;
    for (let tries = 0; el.shadowRoot!.activeElement !== input; tries++) {
      expect(tries, 'the 100th field takes the focus').to.be.lessThan(5);
      input.scrollIntoView({ block: 'center' });
      await waitStable(input);
      await click(input);
    }
    const touched = new Set<Element>();
    const mo = new MutationObserver((records) => records.forEach((r) => touched.add(r.target instanceof Element ? r.target : r.target.parentElement!)));
    mo.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true });
    await sendKeys({ type: 'hello' });
    // every key has reached the model (a loaded machine may take longer than a frame), then one more frame
    await waitFor(() => el.getModels().f100 === 'hello', `f100 to be "hello", got ${JSON.stringify(el.getModels().f100)}`);
    await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    mo.disconnect();
    const outside = [...touched].filter((t) => !item(el, 'f100')!.contains(t) && !t.closest('.hos-popups, .ant-message'));
    expect(outside.map((t) => t.outerHTML.slice(0, 80))).to.deep.equal([]);
    expect(el.getModels().f100).to.equal('hello');
  });

  it('rejects getData in the current language and re-validates a field as the user fixes it', async () => {
    const { schema, model } = single('input', {}, { rules: [{ required: true, message: '请填写' }] });
    const el = await render(schema, { attrs: { locale: 'en' } });
    const err = (await el.getData().catch((e: unknown) => e)) as Error & { errors: Json };
    expect(err.message).to.equal('Form data validation failed');
    expect(err.errors).to.deep.equal({ [model]: '请填写' });
    await waitFor(() => errorOf(el, model) === '请填写', 'error shown');
    await click(item(el, model)!.querySelector('input')!);
    await sendKeys({ type: 'x' });
    await waitFor(() => errorOf(el, model) === null, 'error cleared');
    expect(await el.getData()).to.deep.equal({ [model]: 'x' });
  });

  it('submit: scrolls to the first error, warns "please complete the form information", rejects; hos-submit when valid', async () => {
    const filler = Array.from({ length: 30 }, (_, i) => ({ type: 'input', name: `f${i}`, key: `k${i}`, model: `f${i}`, options: {}, rules: [] }));
    const target = { type: 'input', name: '必填项', key: 'kreq', model: 'req', options: {}, rules: [{ required: true, message: '请填写必填项' }] };
    const el = await render({ list: [...filler, target], config: { labelWidth: 100, labelPosition: 'right', size: 'small' } }, { attrs: { 'submit-text': '提交' } });
    window.scrollTo(0, 0);
    await click($(el, '.hos-actions button')!);
    await waitFor(() => $$(el, '.ant-message-notice').some((n) => n.textContent?.includes('请完善表单信息')), 'warning');
    await waitFor(() => {
      const r = item(el, 'req')!.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    }, 'scrolled to the error');
    const err = await el.submit().catch((e: Error) => e);
    expect((err as Error).message).to.equal('表单数据校验失败');
    const submitted: Json[] = [];
    el.addEventListener('hos-submit', (e) => submitted.push((e as CustomEvent).detail));
    await click(item(el, 'req')!.querySelector('input')!);
    await sendKeys({ type: 'ok' });
    await el.submit();
    expect(submitted[0].models.req).to.equal('ok');
  });

  it('reset, setDisabled and getFieldState', async () => {
    const { schema, model } = single('input', { defaultValue: 'd' });
    const el = await render(schema);
    await click(item(el, model)!.querySelector('input')!);
    await sendKeys({ type: 'x' });
    expect(el.getModels()[model]).to.equal('dx');
    el.reset();
    await waitFor(() => item(el, model)!.querySelector('input')!.value === 'd', 'reset drawn');
    el.setDisabled([model], true);
    expect(el.getFieldState(model)).to.deep.equal({ visible: true, disabled: true });
    await waitFor(() => item(el, model)!.querySelector('input')!.disabled, 'disabled drawn');
  });

  it('a plain input keeps what is typed and draws nothing else; a value from elsewhere replaces it', async () => {
    const list = [
      { type: 'input', name: '数量', key: 'kn', model: 'n', options: { dataType: 'number', defaultValue: '' }, rules: [] },
      { type: 'input', name: '姓名', key: 'kt', model: 't', options: { defaultValue: '张' }, rules: [{ required: true, message: '请填写姓名' }] },
    ];
    const el = await render({ list, config: { labelWidth: 100, labelPosition: 'right', size: 'small' } });
    const num = item(el, 'n')!.querySelector('input')!;
    const text = item(el, 't')!.querySelector('input')!;
    expect([num.type, text.value]).to.deep.equal(['number', '张']);
    await click(num);
    await sendKeys({ type: '12.5' });
    // a number input: the stored value is the number, the input shows what was typed
    await waitFor(() => el.getModels().n === 12.5, `n to be 12.5, got ${JSON.stringify(el.getModels().n)}`);
    expect(num.value).to.equal('12.5');
    // emptied by the user and checked: the required error is drawn; typed again: gone, the text as typed
    await click(text);
    await sendKeys({ press: 'Backspace' });
    expect(await el.validate()).to.deep.equal({ t: '请填写姓名' });
    await waitFor(() => errorOf(el, 't') === '请填写姓名' && text.classList.contains('ant-input-status-error'), 'the error drawn');
    expect(text.value).to.equal('');
    await sendKeys({ type: '李四' });
    await waitFor(() => errorOf(el, 't') === null && !text.classList.contains('ant-input-status-error'), 'the error cleared');
    expect([text.value, el.getModels().t]).to.deep.equal(['李四', '李四']);
    // a value from elsewhere (here the reset) is written into the inputs
    el.reset();
    await waitFor(() => text.value === '张' && num.value === '', `reset drawn, got "${text.value}" "${num.value}"`);
    expect(el.getModels()).to.deep.include({ t: '张', n: '' });
  });

  it('keeps several renderers on one page independent', async () => {
    const a = single('input', {}, { rules: [{ required: true, message: 'A' }] });
    const elA = await render(a.schema);
    const elB = await render(a.schema, { value: { [a.model]: 'b' } });
    await click(item(elA, a.model)!.querySelector('input')!);
    await sendKeys({ type: 'a' });
    expect(elA.getModels()[a.model]).to.equal('a');
    expect(elB.getModels()[a.model]).to.equal('b');
    elB.reset();
    expect(elA.getModels()[a.model]).to.equal('a');
    expect(await elB.validate()).to.deep.equal({});
  });

  it('detail mode: values as text, no inputs', async () => {
    const valid = await fixture('05-unsafe-event-report.valid.json');
    const stub = stubFetch(() => ({ resStatus: 'S0000', resData: { records: [{ deptCode: 'D0801', deptName: '内分泌科' }] } }));
    try {
      const el = await render(await fixture('05-unsafe-event-report.form.json'), { value: valid.data, attrs: { readonly: '' } });
      expect($$(el, 'input, textarea, [contenteditable="true"]').length).to.equal(0);
      expect(item(el, 'sjsx_patient_name')!.textContent).to.contain('陈某某');
      expect(item(el, 'event_report_dept')!.textContent).to.contain('内分泌科');
      expect(item(el, 'event_measures')!.textContent).to.contain('报告医生、对症处理、其他（床旁加用防滑垫）');
      expect(item(el, 'event_attachments')!.querySelector('a')!.textContent).to.equal('护理记录.pdf');
      expect(item(el, 'event_harm')!.textContent).to.contain('是');
    } finally {
      stub.restore();
    }
  });

  it('blank is a slot named by its model; link without URL warns; print and PDF export', async () => {
    const blank = { type: 'blank', name: '自定义', key: 'kb', model: 'myblank', options: { defaultType: 'Object' }, rules: [] };
    const link = { type: 'link', name: '文件', key: 'kl', model: 'link_kl', options: { defaultValue: '制度.pdf', linkValue: '' }, rules: [] };
    const host = document.createElement('div');
    document.body.appendChild(host);
    const el = document.createElement('hos-form-renderer') as Renderer;
    const child = document.createElement('b');
    child.slot = 'myblank';
    child.textContent = 'host content';
    el.appendChild(child);
    el.setAttribute('locale', 'en');
    host.appendChild(el);
    el.schema = { list: [blank, link], config: { labelWidth: 100, labelPosition: 'top', size: 'medium' } };
    await el.whenReady();
    const slot = $<HTMLSlotElement>(el, 'slot[name="myblank"]')!;
    expect(slot.assignedElements()[0]).to.equal(child);
    expect(el.getModels().myblank).to.deep.equal({});
    await click(item(el, 'link_kl')!.querySelector('a')!);
    await waitFor(() => $$(el, '.ant-message-notice').some((n) => n.textContent?.includes('file URL does not exist')), 'toast');
    expect(await el.exportPdf('x.pdf')).to.equal(true);
    // a failing export is logged and answers false
    const errors: unknown[] = [];
    const realError = console.error;
    const realAppend = document.body.appendChild;
    console.error = (...a: unknown[]) => void errors.push(a);
    document.body.appendChild = () => {
      throw new Error('no frames here');
    };
    try {
      expect(await el.exportPdf()).to.equal(false);
    } finally {
      document.body.appendChild = realAppend;
      console.error = realError;
    }
    expect(String((errors[0] as unknown[])[0])).to.contain('PDF export failed');
    expect(await el.print()).to.equal(true);
    host.remove();
  });

  it('looks the same under the hostile legacy CSS', async () => {
    const s = stubFetch(() => ({ resStatus: 'S0000', resData: { records: [] } }));
    const look = async () => {
      const el = await render(await fixture('05-unsafe-event-report.form.json'));
      const pick = (sel: string) => {
        const cs = getComputedStyle($(el, sel)!);
        const r = $(el, sel)!.getBoundingClientRect();
        return [cs.fontFamily, cs.fontSize, cs.color, cs.backgroundColor, cs.borderTopColor, cs.outlineStyle, Math.round(r.width), Math.round(r.height)].join('|');
      };
      const out = ['.hos-fi-label', 'input', '.ant-select', '.ant-radio-wrapper', '.ant-switch', 'textarea', '.hos-header', '.ant-upload button'].map(pick);
      el.remove();
      return out;
    };
    try {
      const before = await look();
      const hostile = addHostileCss();
      const after = await look();
      hostile.remove();
      expect(after).to.deep.equal(before);
    } finally {
      s.restore();
    }
  });
});
