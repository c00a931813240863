import { expect } from 'chai';
import '/dist/hos-password-dialog.js';
import { $, $$, addHostileCss, click, mount, sendKeys, sleep, waitFor, waitStable, shadow } from './helpers.ts';

type Dlg = HTMLElementTagNameMap['hos-password-dialog'];

async function openDialog(attrs: Record<string, string> = {}) {
  const el = mount('hos-password-dialog', { open: '', locale: 'en', ...attrs }) as Dlg;
  await el.whenReady();
  await waitStable(await waitFor(() => $(el, '.ant-modal'), 'modal'));
  return el;
}

function styles(el: Element) {
  const cs = getComputedStyle(el);
  return { font: cs.fontFamily, size: cs.fontSize, bg: cs.backgroundColor, display: cs.display, boxSizing: cs.boxSizing, width: cs.width };
}

async function blurField(el: Dlg, index: number, text: string) {
  const inputs = $$<HTMLInputElement>(el, 'input[type="password"]');
  await click(inputs[index]);
  if (text) await sendKeys({ type: text });
  await sendKeys({ press: 'Tab' });
}

describe('<hos-password-dialog>', () => {
  afterEach(() => {
    document.querySelectorAll('hos-password-dialog, style').forEach((e) => e.remove());
  });

  it('renders the dialog inside its open shadow root, 650 px wide', async () => {
    const el = await openDialog();
    expect(el.shadowRoot).to.not.equal(null);
    expect(document.querySelector('.ant-modal')).to.equal(null);
    const modal = $(el, '.ant-modal')!;
    expect(Math.round(modal.getBoundingClientRect().width)).to.equal(650);
    expect($(el, '.ant-modal-title')!.textContent).to.equal('Change password');
    // antd's styles reach the shadow root through the bundle's shared constructed sheet
    const sheets = shadow(el).adoptedStyleSheets;
    const antd = sheets.find((s) => Array.from(s.cssRules).some((r) => r.cssText.includes('.ant-modal')));
    expect(antd, 'a sheet with antd modal rules').to.not.equal(undefined);
    // (the icon package adds its own small sheet to each root)
    expect(shadow(el).querySelectorAll('style:not([rc-util-key="@ant-design-icons"])').length, 'no per-element style copies').to.equal(0);
    const second = await openDialog();
    expect(shadow(second).adoptedStyleSheets).to.include(antd!);
  });

  it('looks the same under the hostile legacy CSS', async () => {
    const clean = await openDialog();
    const before = { modal: styles($(clean, '.ant-modal-title')!), btn: styles($(clean, '.ant-btn-primary')!), input: styles($(clean, 'input')!) };
    clean.remove();
    addHostileCss();
    const el = await openDialog();
    const after = { modal: styles($(el, '.ant-modal-title')!), btn: styles($(el, '.ant-btn-primary')!), input: styles($(el, 'input')!) };
    expect(after).to.deep.equal(before);
    expect(getComputedStyle($(el, '.ant-btn-primary')!).backgroundColor).to.not.equal('rgb(255, 0, 0)');
    // the page's *::before rule does not draw on the host element itself
    expect(getComputedStyle(el, '::before').content).to.equal('none');
  });

  it('does not close on an outside click', async () => {
    const el = await openDialog();
    const wrap = $(el, '.ant-modal-wrap')!;
    const r = wrap.getBoundingClientRect();
    const { sendMouse } = await import('@web/test-runner-commands');
    await sendMouse({ type: 'click', position: [Math.round(r.left + 5), Math.round(r.top + 5)] });
    await sleep(400);
    expect(el.hasAttribute('open')).to.equal(true);
    expect($(el, '.ant-modal')).to.not.equal(null);
  });

  it('shows the section 5 messages on blur', async () => {
    const el = await openDialog();
    await blurField(el, 1, '');
    await waitFor(() => shadow(el).textContent!.includes('please enter password'), 'required message');
    await blurField(el, 1, 'abcdefgh');
    await waitFor(() => $$(el, '.ant-form-item-explain-error').some((e) => e.textContent!.startsWith('password must contain at least three')), 'policy message: ' + $$(el, '.ant-form-item-explain-error').map((e) => e.textContent).join('|') + ' value=' + $$<HTMLInputElement>(el, 'input')[1].value);
    await blurField(el, 2, '');
    await waitFor(() => shadow(el).textContent!.includes('please enter password again'), 'confirm required');
    const inputs = $$<HTMLInputElement>(el, 'input[type="password"]');
    await click(inputs[1]);
    await sendKeys({ press: 'Control+a' });
    await sendKeys({ type: 'Abcdefg1' });
    await blurField(el, 2, 'Abcdefg2');
    await waitFor(() => shadow(el).textContent!.includes('the two passwords entered do not match'), 'mismatch message');
  });

  it('closing the normal dialog resets and hides it', async () => {
    const el = await openDialog();
    const closed = new Promise<CustomEvent>((r) => el.addEventListener('hos-close', (e) => r(e as CustomEvent), { once: true }));
    await blurField(el, 0, 'typed');
    await click($(el, '.ant-modal-close')!);
    const ev = await closed;
    expect(ev.detail).to.deep.equal({ forced: false });
    expect(ev.composed && ev.bubbles).to.equal(true);
    expect(el.hasAttribute('open')).to.equal(false);
    el.setAttribute('open', '');
    await waitStable(await waitFor(() => $(el, '.ant-modal'), 'reopened'));
    expect($$<HTMLInputElement>(el, 'input')[0].value).to.equal('');
  });

  it('defining the tag twice is a no-op', async () => {
    const first = customElements.get('hos-password-dialog');
    await import('/dist/hos-elements.js' as string);
    expect(customElements.get('hos-password-dialog')).to.equal(first);
  });
});
