// Issue 25 §2 and §6 on a plain-HTML host: popups and dialogs open above whatever the host shows (an
// overlay at z-index 2000+, as Element UI's dialogs), or at a configured base; Escape and Enter that an
// element handles never reach the host's keydown listeners on the document (an el-dialog's), while keys
// it does not handle still do. (src/modules/shared/hostBoundary.ts)
import { expect } from 'chai';
import '/dist/hos-password-dialog.js';
import '/dist/hos-form-renderer.js';
import { $, centre, click, mount, sendKeys, waitFor, waitStable } from './helpers.ts';
import { cleanup, popupOption, render, runtime, single } from './form-renderer-helpers.ts';

type Dlg = HTMLElementTagNameMap['hos-password-dialog'];
const OPTS = [{ value: 'A', label: '甲' }, { value: 'B', label: '乙' }, { value: 'C', label: '丙' }];

/** A host overlay as Element UI draws one (a mask, a dialog box): a fixed child of <body> at `z`. */
function hostOverlay(z: number, box: Partial<CSSStyleDeclaration> = {}): HTMLElement {
  const div = document.createElement('div');
  div.className = 'host-overlay';
  Object.assign(div.style, { position: 'fixed', left: '0', top: '0', width: '100vw', height: '100vh', zIndex: String(z), background: 'rgba(0,0,0,.3)' }, box);
  document.body.append(div);
  return div;
}

/** What the page shows at the centre of `el` (its host when on top), named (chai would walk a whole element) */
const onTop = (el: Element) => {
  const hit = document.elementFromPoint(...centre(el));
  return hit ? `${hit.localName}.${hit.className}` : 'nothing';
};

async function openDialog(attrs: Record<string, string> = {}): Promise<Dlg> {
  const el = mount('hos-password-dialog', { locale: 'en', ...attrs }) as Dlg;
  await el.whenReady();
  // the boundary is installed after the first paint
  await waitFor(() => $(el, '.hos-popups'), 'popup layer');
  el.setAttribute('open', '');
  await waitStable(await waitFor(() => $(el, '.ant-modal'), 'modal'));
  return el;
}

/** Keys the host's own listener on the document saw. */
function hostKeys(): { keys: string[]; stop(): void } {
  const keys: string[] = [];
  const listen = (e: KeyboardEvent) => keys.push(e.key);
  document.addEventListener('keydown', listen);
  return { keys, stop: () => document.removeEventListener('keydown', listen) };
}

describe('stacking above the host page', () => {
  afterEach(() => {
    document.querySelectorAll('hos-password-dialog, .host-overlay').forEach((e) => e.remove());
    document.body.style.removeProperty('--hos-z-index-base');
    runtime().configure({ zIndexBase: 0 });
    cleanup();
  });

  it('a dialog opened from a host dialog at z-index 2000+ shows above it', async () => {
    // Element UI: a mask at 2000 and its dialog at 2001; a second dialog opened from it at 2002 and 2003
    for (const z of [2000, 2001, 2002, 2003]) hostOverlay(z);
    const el = await openDialog();
    expect(onTop($(el, '.ant-modal-title')!)).to.equal('hos-password-dialog.');
    expect(Number(getComputedStyle($(el, '.hos-popups')!).zIndex)).to.equal(2004);
  });

  it('a select list opened beside a host overlay shows above it', async () => {
    const { schema, model } = single('select', { options: OPTS, showLabel: true, defaultValue: '' });
    const el = await render(schema, { attrs: { locale: 'zh-CN' } });
    // the host's overlay covers the lower part of the window, where the list opens
    const field = $(el, `[data-path="${model}"] .ant-select`)!;
    field.scrollIntoView({ block: 'start' });
    const below = Math.round(field.getBoundingClientRect().bottom + 2);
    hostOverlay(2000, { top: `${below}px`, height: `${innerHeight - below}px` });
    await click(field);
    const option = await popupOption(el, '乙');
    await waitStable(option);
    expect(onTop(option)).to.equal('hos-form-renderer.');
  });

  it('takes the configured base: the attribute, else the CSS property, else HOS_CONFIG; 1000 on a page without overlays', async () => {
    let el = await openDialog();
    expect(getComputedStyle($(el, '.hos-popups')!).zIndex).to.equal('1000');
    el.remove();
    runtime().configure({ zIndexBase: 3000 });
    el = await openDialog();
    expect(getComputedStyle($(el, '.hos-popups')!).zIndex).to.equal('3000');
    el.remove();
    document.body.style.setProperty('--hos-z-index-base', '4000');
    el = await openDialog();
    expect(getComputedStyle($(el, '.hos-popups')!).zIndex).to.equal('4000');
    el.remove();
    el = await openDialog({ 'z-index-base': '5000' });
    expect(getComputedStyle($(el, '.hos-popups')!).zIndex).to.equal('5000');
  });
});

describe('keys stop at the element', () => {
  let host: ReturnType<typeof hostKeys>;
  beforeEach(() => {
    host = hostKeys();
  });
  afterEach(() => {
    host.stop();
    document.querySelectorAll('hos-password-dialog').forEach((e) => e.remove());
    cleanup();
  });

  it('Escape closes the dialog and never reaches the host; Enter in it neither', async () => {
    const el = await openDialog();
    const input = $(el, 'input[type="password"]')!;
    await click(input);
    await sendKeys({ press: 'Enter' });
    expect(host.keys).to.deep.equal([]);
    const closed = new Promise((r) => el.addEventListener('hos-close', r, { once: true }));
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(el.hasAttribute('open')).to.equal(false);
    expect(host.keys).to.deep.equal([]);
  });

  it('Escape that closes a select list stops at the renderer; in a field with nothing open it reaches the host', async () => {
    const list = [
      { type: 'select', name: '选择', key: 'k1', model: 'sel', options: { options: OPTS, showLabel: true, defaultValue: '' }, rules: [] },
      { type: 'input', name: '文本', key: 'k2', model: 'txt', options: {}, rules: [] },
    ];
    const el = await render({ list, config: { labelWidth: 100, labelPosition: 'right', size: 'small' } });
    await click($(el, '[data-path="sel"] .ant-select')!);
    const option = await popupOption(el, '甲');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => option.getBoundingClientRect().height === 0, 'list closed');
    expect(host.keys).to.deep.equal([]);
    // nothing of the element is open: the key is the host's
    const txt = $(el, '[data-path="txt"] input')!;
    // under load a click can land while the closing list still holds the focus: click until the field has it
    for (let i = 0; i < 20 && el.shadowRoot!.activeElement !== txt; i++) {
      await click(txt);
      await new Promise((r) => requestAnimationFrame(r));
    }
    expect(el.shadowRoot!.activeElement, 'the text field focused').to.equal(txt);
    // and nothing of the layer is shown any more (the closing list's last frame, under load, still is)
    const layer = $(el, '.hos-popups')!;
    const shown = () => [...layer.querySelectorAll<HTMLElement>(':scope > * > *')].filter((p) => !p.matches('.ant-message, .ant-notification') && p.getClientRects().length);
    await waitFor(() => shown().length === 0, `the layer to show nothing, it shows ${shown().map((p) => p.className).join(', ')}`);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => host.keys.length > 0, 'the key reached the host');
    expect(host.keys).to.deep.equal(['Escape']);
  });
});
