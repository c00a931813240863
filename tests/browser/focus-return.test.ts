// Focus returns to the control that opened a dialog (issue 12 §2), in real Chromium: the shared
// mechanism (src/modules/shared/focusReturn.ts) on a bare shadow root, nested dialogs included, and
// through an element's antd dialogs opened and closed with the keyboard only (the designer's toolbar,
// and its preview, whose form is another element inside the dialog).
import { expect } from 'chai';
import '/dist/hos-form-designer.js';
import { $, click, sendKeys, waitFor, waitStable } from './helpers.ts';
import { mountDesigner, type Designer } from './form-designer-helpers.ts';
import { INSTALLED, deepActiveElement, installFocusReturn } from '../../src/modules/shared/focusReturn.ts';

afterEach(() => {
  document.querySelectorAll('hos-form-designer, .focus-fixture').forEach((e) => e.remove());
});

const focused = () => deepActiveElement();

describe('focus return: the shared mechanism', () => {
  function fixture() {
    const host = document.createElement('div');
    host.className = 'focus-fixture';
    document.body.appendChild(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `
      <button class="opener">open</button>
      <div class="dlg-a" role="dialog" hidden><input class="in-a"><button class="opener-b">confirm</button></div>
      <div class="dlg-b" role="alertdialog" hidden><button class="ok-b">ok</button></div>`;
    const q = <E extends HTMLElement>(sel: string) => root.querySelector<E>(sel)!;
    return { host, root, q, handle: installFocusReturn(root) };
  }

  it('reads the focused element through shadow roots', () => {
    const { host, q, handle } = fixture();
    q('.opener').focus();
    expect(document.activeElement).to.equal(host);
    expect(focused()).to.equal(q('.opener'));
    handle.dispose();
  });

  it('gives focus back to the opener when a dialog hides, and to the inner control when a dialog on a dialog closes', async () => {
    const { q, handle } = fixture();
    q('.opener').focus();
    q('.dlg-a').hidden = false;
    q('.opener-b').focus();
    q('.dlg-b').hidden = false;
    q('.ok-b').focus();
    q('.dlg-b').hidden = true;
    await waitFor(() => focused() === q('.opener-b'), 'focus back on the control of the first dialog');
    q('.in-a').focus();
    q('.dlg-a').remove();
    await waitFor(() => focused() === q('.opener'), 'focus back on the opener');
    handle.dispose();
  });

  it('leaves focus alone when it did not get lost (the user moved it on)', async () => {
    const { root, q, handle } = fixture();
    const other = document.createElement('button');
    root.appendChild(other);
    q('.opener').focus();
    q('.dlg-a').hidden = false;
    q('.in-a').focus();
    other.focus();
    q('.dlg-a').hidden = true;
    await new Promise((r) => requestAnimationFrame(r));
    expect(focused()).to.equal(other);
    handle.dispose();
  });
});

describe('focus return: an element\'s antd dialogs, keyboard only', () => {
  let el: Designer;
  beforeEach(async () => {
    el = await mountDesigner();
    // the mechanism loads after the first paint
    await waitFor(() => INSTALLED in el.shadowRoot!, 'focus return installed');
  });

  async function openWithEnter(button: string, cls: string): Promise<HTMLElement> {
    const b = $(el, `.fd-tb-${button}`)!;
    b.focus();
    expect(focused()).to.equal(b);
    await sendKeys({ press: 'Enter' });
    const dlg = await waitFor(() => $(el, `.${cls}`), cls);
    await waitStable(dlg);
    await waitFor(() => dlg.contains(focused()) || dlg.closest('.ant-modal-wrap')!.contains(focused()), 'focus inside the dialog');
    return b;
  }

  it('Escape closes the import dialog and focus is back on Import', async () => {
    const b = await openWithEnter('import', 'fd-import-dialog');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => focused() === b, 'focus back on Import');
  });

  it('the JSON dialog closed by its footer button (Tab, Enter) gives focus back to Generate JSON', async () => {
    const b = await openWithEnter('json', 'fd-json-dialog');
    const dlg = $(el, '.fd-json-dialog')!;
    const last = dlg.querySelector<HTMLElement>('.ant-modal-footer .ant-btn:last-child')!;
    for (let i = 0; i < 12 && focused() !== last; i++) await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(last);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => focused() === b, 'focus back on Generate JSON');
  });

  it('the preview (a form element inside the dialog): typed into, then focus back to Preview', async () => {
    await click($(el, '.fd-palette-item[data-type="input"]')!);
    await waitFor(() => el.getJSON().list.length === 1, 'an input to preview');
    const b = await openWithEnter('preview', 'fd-preview-dialog');
    const renderer = await waitFor(() => $(el, '.fd-preview-dialog hos-form-renderer'), 'renderer in the preview');
    // the form's own input (the nested element keeps focus inside the dialog's focus lock)
    const input = await waitFor(() => Array.from(renderer.shadowRoot?.querySelectorAll<HTMLInputElement>('[data-path] input') ?? []).find((i) => i.getBoundingClientRect().width > 0), 'form rendered');
    await click(input);
    await waitFor(() => focused() === input, 'focus in the preview form');
    await sendKeys({ type: 'abc' });
    await waitFor(() => input.value === 'abc', 'typed into the preview');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => focused() === b, 'focus back on Preview');
  });
});
