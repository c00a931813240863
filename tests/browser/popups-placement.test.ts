// Issue 22: popups open where there is room and stay inside the window, at 1366x768 and on a 390x844
// phone: a select list and a date-time picker of a renderer that sits against the bottom-right corner
// of the window, and one against the top edge (a list opened upward there had its first options above
// the window), and one in the middle of a phone, where a stacked date-time panel (about 560 px) has room
// on neither side: it ran 112 px past the top before the pickers' placements shifted into the window
// (PICKER_PLACEMENTS, src/modules/shared/popupStyles.ts; set before antd aligns, nothing moves a popup
// afterwards).
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '/dist/hos-form-renderer.js';
import { $, $$, click, waitFor, waitStable } from './helpers.ts';
import { cleanup, item, popupOption, render } from './form-renderer-helpers.ts';

const OPTS = Array.from({ length: 12 }, (_, i) => ({ value: `v${i}`, label: `选项${i + 1}` }));

/** A renderer pinned to one corner of the window (`edge` styles), with a select and a date-time field. */
async function pinned(edge: Partial<CSSStyleDeclaration>) {
  const box = document.createElement('div');
  Object.assign(box.style, { position: 'fixed', width: '240px', ...edge });
  box.className = 'pinned';
  document.body.append(box);
  const list = [
    { type: 'select', name: '选择', key: 'k1', model: 'sel', options: { options: OPTS, showLabel: true, defaultValue: '' }, rules: [] },
    { type: 'date', name: '时间', key: 'k2', model: 'dt', options: { type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' }, rules: [] },
  ];
  return render({ list, config: { labelWidth: 60, labelPosition: 'top', size: 'small' } }, { parent: box });
}

function inside(el: Element, what: string) {
  const r = el.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  expect(r.height, `${what} shown`).to.be.greaterThan(0);
  // 1 px for sub-pixel positions (a field at 42 % of the window)
  expect([Math.round(r.left), Math.round(r.top), Math.round(r.right), Math.round(r.bottom)], `${what} ${vw}x${vh}`).to.satisfy(
    ([l, t, rt, b]: number[]) => l >= -1 && t >= -1 && rt <= vw + 1 && b <= vh + 1,
  );
}

async function openSelect(el: Element) {
  await click(item(el, 'sel')!.querySelector('.ant-select')!);
  const option = await popupOption(el, '选项1');
  const list = option.closest('.ant-select-dropdown')!;
  await waitStable(list);
  return list;
}

async function openPicker(el: Element) {
  await click(item(el, 'dt')!.querySelector('input')!);
  const panel = await waitFor(() => $$(el, '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-panel-container').find((p) => p.getBoundingClientRect().height > 0), 'picker panel');
  await waitStable(panel);
  return panel;
}

for (const [w, h] of [[1366, 768], [390, 844]]) {
  describe(`popups inside the window at ${w}x${h}`, () => {
    before(() => setViewport({ width: w, height: h }));
    after(() => setViewport({ width: 800, height: 600 }));
    afterEach(() => {
      cleanup();
      document.querySelectorAll('.pinned').forEach((e) => e.remove());
    });

    it('against the bottom-right corner: the list and the picker open upward and leftward, inside', async () => {
      const el = await pinned({ right: '0', bottom: '0' });
      inside(await openSelect(el), 'select list');
      await click($(el, '.hos-fi-label, label') ?? el);
      inside(await openPicker(el), 'date-time panel');
    });

    it('in the middle of the window: the date-time panel, taller than the room on either side of a phone, stays inside', async () => {
      const el = await pinned({ left: '0', top: '42%' });
      inside(await openPicker(el), 'date-time panel');
    });

    it('against the top edge: the list opens under its field, its first option shown', async () => {
      const el = await pinned({ left: '0', top: '0' });
      const list = await openSelect(el);
      inside(list, 'select list');
      expect(list.getBoundingClientRect().top).to.be.greaterThan(item(el, 'sel')!.querySelector('.ant-select')!.getBoundingClientRect().bottom - 1);
    });
  });
}
