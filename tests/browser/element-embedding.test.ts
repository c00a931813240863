// Issue 25 on a plain page (no framework): properties set on a tag before its code loaded (§1), the
// user loaded by the session itself from the token cookie alone (§4), and object properties as Vue 2's
// `.prop` binding sets them (§5). The elements' code is loaded by the lazy loader (hos-elements.js)
// only after the properties were set, so no element module is imported at the top of this file.
import { expect } from 'chai';
import { createApp, createElement, createRoot, h } from '/__frameworks-stack.js';
import { waitFor } from './helpers.ts';
import { fakeXhr, portalApi, setTokenCookie, unsafeEventForm, USER, type FakeApi } from './embedding-helpers.ts';

type Renderer = HTMLElementTagNameMap['hos-form-renderer'];
type Designer = HTMLElementTagNameMap['hos-form-designer'];
type Dialog = HTMLElementTagNameMap['hos-password-dialog'];

const $ = (el: Element, sel: string) => el.shadowRoot?.querySelector<HTMLElement>(sel) ?? null;

describe('embedding on a plain page (issue 25)', () => {
  let api: FakeApi;
  let schema: { list: unknown[]; config: unknown };
  let early: Renderer;
  let appendedFirst: Renderer;
  let vue2Style: Renderer;
  let designer: Designer;
  let dialog: Dialog;
  const value = { event_description: '走廊地面湿滑，患者跌倒' };

  before(async () => {
    api = fakeXhr(portalApi);
    // the old portal's sign-in left only its token cookie: no loadUser(), no login() on this page
    setTokenCookie('T-EMBED');
    schema = await unsafeEventForm();
    expect(customElements.get('hos-form-renderer'), 'no element is defined yet').to.equal(undefined);

    // set right after createElement, before the tag is defined
    early = document.createElement('hos-form-renderer') as Renderer;
    early.schema = structuredClone(schema);
    early.value = structuredClone(value);
    early.setAttribute('locale', 'zh-CN');
    document.body.appendChild(early);
    // set after it is in the page, still before the definition
    appendedFirst = document.createElement('hos-form-renderer') as Renderer;
    document.body.appendChild(appendedFirst);
    appendedFirst.schema = structuredClone(schema);
    // what Vue 2 does for `:value.prop="obj"`: the object in `_value`, then `value = String(obj)`
    vue2Style = document.createElement('hos-form-renderer') as Renderer;
    vue2Style.schema = structuredClone(schema);
    const v2 = vue2Style as unknown as { _value: unknown; value: unknown };
    v2._value = structuredClone(value);
    v2.value = String(v2._value);
    document.body.appendChild(vue2Style);
    designer = document.createElement('hos-form-designer') as Designer;
    designer.schema = structuredClone(schema) as never;
    designer.setAttribute('locale', 'en');
    document.body.appendChild(designer);
    dialog = document.createElement('hos-password-dialog') as Dialog;
    dialog.open = true;
    dialog.locale = 'en';
    document.body.appendChild(dialog);

    await import('/dist/hos-elements.js');
    await Promise.all(['hos-form-renderer', 'hos-form-designer', 'hos-password-dialog'].map((t) => customElements.whenDefined(t)));
  });

  after(() => {
    for (const el of [early, appendedFirst, vue2Style, designer, dialog]) el.remove();
    api.restore();
    setTokenCookie(null);
  });

  it('§1 the renderer draws the schema and value set before its definition; whenReady() waits for them', async () => {
    await early.whenReady();
    // what was given is drawn when whenReady() resolves: every field, not an empty 0-high form
    expect(early.shadowRoot!.querySelectorAll('[data-path]').length, early.shadowRoot!.innerHTML.slice(0, 400)).to.be.greaterThan(20);
    expect($(early, '[data-path="event_description"]'), 'the description field').to.not.equal(null);
    expect(early.getBoundingClientRect().height).to.be.greaterThan(300);
    expect(early.getModels().event_description).to.equal(value.event_description);
    expect(Object.prototype.hasOwnProperty.call(early, 'schema'), 'no own property hides the accessor').to.equal(false);
    await appendedFirst.whenReady();
    expect(appendedFirst.shadowRoot!.querySelectorAll('[data-path]').length).to.be.greaterThan(20);
  });

  it('§1 the designer and the password dialog take properties set before their definition', async () => {
    await designer.whenReady();
    await waitFor(() => designer.getJSON().list.length === schema.list.length, 'the designer to hold the early schema');
    await dialog.whenReady();
    expect(dialog.hasAttribute('open'), 'open reflected').to.equal(true);
    await waitFor(() => $(dialog, '.ant-modal'), 'the dialog opened by dialog.open = true set before the definition');
    expect(dialog.locale).to.equal('en');
  });

  it('§4 with only the token cookie the reporter is prefilled: the session loads the user by itself, once', async () => {
    await early.whenReady();
    await appendedFirst.whenReady();
    const m = appendedFirst.getModels();
    expect(m.reporter_name).to.equal(USER.name);
    expect(m.reporter_work_no).to.equal(USER.workNo);
    expect(m.reporter_dept).to.equal(USER.deptName);
    const infos = api.calls.filter((c) => c.url.includes('/api/v1/getinfo'));
    expect(infos.length, 'one getinfo for three renderers').to.equal(1);
    expect(infos[0].auth).to.equal('Bearer T-EMBED');
    // the disabled, required reporter fields no longer block getData()
    const errors = await appendedFirst.validate();
    expect(Object.keys(errors).filter((k) => ['reporter_name', 'reporter_work_no', 'reporter_dept'].includes(k))).to.deep.equal([]);
  });

  it('§5 an object value bound the way Vue 2 binds `.prop` arrives as the object, not "[object Object]"', async () => {
    await vue2Style.whenReady();
    expect(vue2Style.value).to.deep.equal(value);
    expect(vue2Style.getModels().event_description).to.equal(value.event_description);
    // and a later Vue 2 update of the same binding
    const next = { event_description: '第二次描述' };
    const v2 = vue2Style as unknown as { _value: unknown; value: unknown };
    v2._value = next;
    v2.value = String(next);
    await waitFor(() => vue2Style.getModels().event_description === next.event_description, 'the updated value');
  });

  it('§5 objects and functions bound by React 19 and Vue 3 arrive as they are', async () => {
    const remote = { func_test: (resolve: (d: unknown) => void) => resolve([]) };
    // React 19 sets properties on a defined custom element
    const reactHost = document.createElement('div');
    document.body.appendChild(reactHost);
    const root = createRoot(reactHost);
    root.render(createElement('hos-form-renderer', { schema: structuredClone(schema), value, remote, locale: 'en' }));
    const fromReact = await waitFor(() => reactHost.querySelector<Renderer>('hos-form-renderer'), 'the React-rendered renderer');
    await fromReact.whenReady();
    expect(fromReact.value).to.equal(value);
    expect(fromReact.remote).to.equal(remote);
    expect(fromReact.getModels().event_description).to.equal(value.event_description);
    root.unmount();
    reactHost.remove();
    // Vue 3 sets a property when the element has it
    const vueHost = document.createElement('div');
    document.body.appendChild(vueHost);
    const app = createApp({ render: () => h('hos-form-renderer', { schema: structuredClone(schema), value, remote }) });
    app.mount(vueHost);
    const fromVue = await waitFor(() => vueHost.querySelector<Renderer>('hos-form-renderer'), 'the Vue 3-rendered renderer');
    await fromVue.whenReady();
    expect(fromVue.value).to.deep.equal(value);
    expect(fromVue.remote).to.equal(remote);
    expect(fromVue.getModels().event_description).to.equal(value.event_description);
    app.unmount();
    vueHost.remove();
  });
});
