// Toasts and dialogs of the elements (shared/appApis.ts), in real Chromium, on a page of their own (the
// other suites toast, and a module loaded once stays loaded): antd's message, modal and notification
// are not part of the first paint; their code is fetched in an idle moment after it, before anyone asks, so
// that a failing server still gets its message shown; the first call mounts them.
import { expect } from 'chai';
import '/dist/hos-form-renderer.js';
import { $, $$, waitFor } from './helpers.ts';
import { cleanup, render, runtime, single } from './form-renderer-helpers.ts';

const fetched = () => performance.getEntriesByType('resource').some((e) => /\/lazyHolders-[\w-]+\.js$/.test(e.name));

describe('element toasts', () => {
  afterEach(() => cleanup());

  it('fetches the message code when idle after the first paint, without a toast; each toast then shows in the element, in order', async () => {
    const el = await render(single('input').schema);
    await waitFor(fetched, 'message code fetched when idle', 15000);
    expect($(el, '.ant-message')).to.equal(null);
    runtime().ui.toast('success', '已保存', 3000);
    runtime().ui.toast('warning', '第二条', 3000);
    await waitFor(() => $$(el, '.ant-message-notice').map((n) => n.textContent).join('|') === '已保存|第二条', 'both toasts, in order');
  });
});
