// Issue 25: the elements in the old portal's real stack, Vue 2.7 + Element UI 2.15 from npm (bundled by
// the test runner, web-test-runner.config.mjs), the way a portal developer writes it: the lazy loader
// (hos-elements.js) loaded after Vue has set the properties, `Vue.config.ignoredElements = [/^hos-/]`,
// `.prop` bindings, the renderer in an append-to-body, destroy-on-close el-dialog, the designer in an
// el-card, the bell in the header, the password dialog at the root, signed in by the token cookie only.
// Covers the six points: §1 properties set before the definition, §2 stacking above Element's dialog,
// §3 removed renderers freed, §4 prefill without loadUser(), §5 `:value.prop` objects, §6 keys stop at
// the element.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { Vue } from '/__vue2-portal-stack.js';
import { centre, click, waitFor, waitStable } from './helpers.ts';
import { fakeXhr, portalApi, setTokenCookie, unsafeEventForm, USER, type FakeApi } from './embedding-helpers.ts';

type Renderer = HTMLElementTagNameMap['hos-form-renderer'];
type Designer = HTMLElementTagNameMap['hos-form-designer'];
type Dialog = HTMLElementTagNameMap['hos-password-dialog'];
type Bell = HTMLElementTagNameMap['hos-message-bell'];
interface PortalVm { open: boolean; pwd: boolean; value: Record<string, unknown>; $nextTick(): Promise<void>; $destroy(): void; $el: HTMLElement }

const $ = (el: Element, sel: string) => el.shadowRoot?.querySelector<HTMLElement>(sel) ?? null;
const gc = (globalThis as unknown as { gc?: () => void }).gc;

const TEMPLATE = `
<el-container class="portal">
  <el-header class="portal-header">
    <el-menu mode="horizontal" default-active="1"><el-menu-item index="1">工作台</el-menu-item><el-menu-item index="2">不良事件</el-menu-item></el-menu>
    <hos-message-bell class="portal-bell" variant="old"></hos-message-bell>
  </el-header>
  <el-main>
    <el-table :data="rows" style="width: 600px"><el-table-column prop="name" label="名称"></el-table-column></el-table>
    <el-button class="open-report" type="primary" @click="open = true">上报</el-button>
    <el-card class="designer-card"><hos-form-designer :schema.prop="schema" locale="en" style="--hos-designer-height: 500px"></hos-form-designer></el-card>
    <el-dialog title="不良事件上报" :visible.sync="open" append-to-body destroy-on-close width="1000px" class="report-dialog">
      <el-select v-model="dept" placeholder="科室"><el-option label="内分泌科" value="nfm"></el-option></el-select>
      <el-date-picker v-model="day" type="date"></el-date-picker>
      <el-button class="change-password" @click="pwd = true">修改密码</el-button>
      <hos-form-renderer v-if="open" :schema.prop="schema" :value.prop="value" locale="zh-CN"></hos-form-renderer>
    </el-dialog>
    <hos-password-dialog :open.prop="pwd" locale="en" @hos-close="pwd = false"></hos-password-dialog>
  </el-main>
</el-container>`;

const renderer = () => document.querySelector<Renderer>('hos-form-renderer');
const wrapper = () => document.querySelector<HTMLElement>('.report-dialog')?.closest<HTMLElement>('.el-dialog__wrapper') ?? null;
const dialogShown = () => {
  const w = wrapper();
  return Boolean(w && getComputedStyle(w).display !== 'none');
};

describe('the Vue 2 + Element UI portal (issue 25)', () => {
  let api: FakeApi;
  let vm: PortalVm;
  const value = { event_description: '走廊地面湿滑，患者跌倒' };

  before(async () => {
    api = fakeXhr(portalApi);
    setTokenCookie('T-VUE2');
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = '/node_modules/element-ui/lib/theme-chalk/index.css';
    document.head.appendChild(css);
    await new Promise((r) => (css.onload = r));
    const schema = await unsafeEventForm();
    const mountPoint = document.createElement('div');
    document.body.appendChild(mountPoint);
    vm = new Vue({
      template: TEMPLATE,
      data: () => ({ open: false, pwd: false, schema, value, rows: [{ name: '跌倒' }, { name: '压疮' }], dept: '', day: null }),
    }).$mount(mountPoint) as PortalVm;
    // Vue set every property (the designer's schema, the dialog's open) before any element code loaded
    expect(customElements.get('hos-form-designer')).to.equal(undefined);
    await import('/dist/hos-elements.js');
  });

  after(() => {
    vm.$destroy();
    vm.$el.remove();
    document.querySelectorAll('.el-dialog__wrapper, .v-modal').forEach((e) => e.remove());
    api.restore();
    setTokenCookie(null);
  });

  async function openReport(): Promise<Renderer> {
    vm.open = true;
    const el = await waitFor(() => renderer(), 'the renderer in the el-dialog');
    await customElements.whenDefined('hos-form-renderer');
    await el.whenReady();
    return el;
  }

  async function closeReport(): Promise<void> {
    vm.open = false;
    await waitFor(() => !renderer() && !dialogShown(), 'the el-dialog to close');
  }

  it('§1 the designer in the el-card holds the schema Vue set before its code loaded', async () => {
    const designer = await waitFor(() => document.querySelector<Designer>('hos-form-designer'), 'designer');
    await customElements.whenDefined('hos-form-designer');
    await designer.whenReady();
    await waitFor(() => designer.getJSON().list.length > 20, 'the designer to show the bound schema');
  });

  it('§1 §5 the renderer in the el-dialog draws `:schema.prop` and gets `:value.prop` as an object', async () => {
    const el = await openReport();
    expect(el.shadowRoot!.querySelectorAll('[data-path]').length).to.be.greaterThan(20);
    expect(el.getBoundingClientRect().height).to.be.greaterThan(300);
    expect(el.value).to.deep.equal(value);
    expect(el.getModels().event_description).to.equal(value.event_description);
    // a later change of the bound object arrives too
    vm.value = { event_description: '第二次描述' };
    await waitFor(() => el.getModels().event_description === '第二次描述', 'the new value');
    vm.value = value;
    await waitFor(() => el.getModels().event_description === value.event_description, 'the first value back');
    await closeReport();
  });

  it('§4 signed in by the token cookie only: the reporter is prefilled and the bell loads', async () => {
    const el = await openReport();
    const m = el.getModels();
    expect(m.reporter_name).to.equal(USER.name);
    expect(m.reporter_work_no).to.equal(USER.workNo);
    expect(m.reporter_dept).to.equal(USER.deptName);
    expect(api.calls.filter((c) => c.url.includes('/api/v1/getinfo')).length).to.equal(1);
    await closeReport();
    const bell = document.querySelector<Bell>('hos-message-bell')!;
    await customElements.whenDefined('hos-message-bell');
    await bell.whenReady();
    await waitFor(() => api.calls.some((c) => c.url.endsWith('/MTSaas/tSysMessage/doQueryPage') && c.auth === 'Bearer T-VUE2'), 'the bell to ask for its messages with the cookie token');
  });

  it('§2 §6 the password dialog opened from the el-dialog lies above it, and Escape closes only it', async () => {
    await openReport();
    await click(document.querySelector('.change-password')!);
    const dlg = document.querySelector<Dialog>('hos-password-dialog')!;
    await customElements.whenDefined('hos-password-dialog');
    await dlg.whenReady();
    const title = await waitFor(() => $(dlg, '.ant-modal-title'), 'the password dialog');
    await waitStable($(dlg, '.ant-modal')!);
    const layer = await waitFor(() => $(dlg, '.hos-popups'), 'the popup layer');
    await waitFor(() => Number(getComputedStyle(layer).zIndex) > Number(getComputedStyle(wrapper()!).zIndex), 'the popup layer above the el-dialog');
    const [x, y] = centre(title);
    expect(document.elementFromPoint(x, y), 'the password dialog is on top').to.equal(dlg);

    const reached: string[] = [];
    const spy = (e: KeyboardEvent) => void reached.push(e.key);
    document.addEventListener('keydown', spy);
    try {
      await click(dlg.shadowRoot!.querySelector('input[type="password"]')!);
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !dlg.hasAttribute('open') && !vm.pwd, 'Escape to close the password dialog');
      expect(reached, 'no key handled by the element reached the page').to.deep.equal([]);
      expect(dialogShown(), 'the el-dialog stays open').to.equal(true);
      expect(renderer()).to.not.equal(null);
    } finally {
      document.removeEventListener('keydown', spy);
    }
    await closeReport();
  });

  it('§3 20 renderers opened and closed in the destroy-on-close el-dialog: at most one stays in memory', async () => {
    expect(gc, 'gc() exposed').to.be.a('function');
    const refs: WeakRef<Renderer>[] = [];
    for (let i = 0; i < 20; i++) {
      refs.push(new WeakRef(await openReport()));
      await closeReport();
    }
    await vm.$nextTick();
    let alive = refs.length;
    await waitFor(() => {
      gc!();
      alive = refs.filter((r) => r.deref()).length;
      return alive <= 1;
    }, 'the removed renderers to be collected', 6000).catch(() => undefined);
    console.log(`[vue2 portal] ${alive} of 20 removed renderers retained after GC`);
    expect(alive).to.be.at.most(1);
  });
});
