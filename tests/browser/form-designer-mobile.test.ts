// <hos-form-designer> at 390 px (issue 12 §2): the canvas takes the width, the palette and the
// attribute panel open as drawers from the toolbar (keyboard too, focus back on the opener), a tap
// on the palette adds a widget and closes the drawer, the other tools sit under "More", and nothing
// overflows. The layout follows the element's own width, not the window's.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '/dist/hos-form-designer.js';
import { $, click, mount, sendKeys, waitFor, waitStable } from './helpers.ts';
import { field, json, paletteItem, press, select, type Designer } from './form-designer-helpers.ts';

let el: Designer;

afterEach(async () => {
  document.querySelectorAll('hos-form-designer, .fd-test-column').forEach((e) => e.remove());
  await setViewport({ width: 1400, height: 900 });
});

async function mountAt(width: number, parent: HTMLElement = document.body): Promise<Designer> {
  await setViewport({ width, height: 844 });
  el = mount('hos-form-designer', { locale: 'en', 'save-text': 'Save as a new version' }, parent) as Designer;
  el.style.setProperty('--hos-designer-height', '780px');
  await el.whenReady();
  await waitFor(() => $(el, '.fd-canvas'), 'canvas');
  return el;
}

const active = () => el.shadowRoot!.activeElement as HTMLElement | null;
/** the open drawer's sliding box (it carries the motion classes waitStable waits out) */
const drawer = (name: 'palette' | 'panel') => $(el, `.fd-${name}-drawer.ant-drawer-open .ant-drawer-content-wrapper`);
const closed = (name: 'palette' | 'panel') => !$(el, `.fd-${name}-drawer.ant-drawer-open`);

/** the element and everything in its shadow root stay within the viewport's width */
function expectNoOverflow() {
  const fd = $(el, '.fd')!;
  expect(document.documentElement.scrollWidth, 'page').to.be.at.most(window.innerWidth);
  expect(fd.scrollWidth, 'designer').to.be.at.most(fd.clientWidth + 2);
  const bar = $(el, '.fd-toolbar')!;
  expect(bar.scrollWidth, 'toolbar').to.be.at.most(bar.clientWidth);
  expect(bar.getBoundingClientRect().right).to.be.at.most(window.innerWidth);
}

describe('<hos-form-designer> at 390 px', () => {
  it('shows the canvas alone, with drawer buttons and "More" instead of the side columns', async () => {
    await mountAt(390);
    await waitFor(() => $(el, '.fd.fd-compact'), 'compact layout');
    await waitFor(() => $(el, '.fd-tb-palette'), 'drawer buttons');
    expect($(el, '.fd-palette'), 'no side palette').to.equal(null);
    expect($(el, 'aside.fd-panel'), 'no side panel').to.equal(null);
    const canvas = $(el, '.fd-canvas')!.getBoundingClientRect();
    expect(canvas.width).to.be.greaterThan(330);
    expect($(el, '.fd-tb-panel')!.textContent).to.equal('Attributes');
    expect($(el, '.fd-tb-undo')!.getAttribute('aria-label')).to.equal('Undo');
    expect($(el, '.fd-tb-more')!.getAttribute('aria-label')).to.equal('More tools');
    expectNoOverflow();
  });

  it('adds a widget from the palette drawer, edits its label in the attribute drawer, focus returns to the openers', async () => {
    await mountAt(390);
    const paletteButton = await waitFor(() => $(el, '.fd-tb-palette'), 'palette button');
    await click(paletteButton);
    await waitStable(await waitFor(() => drawer('palette'), 'palette drawer'));
    expect(paletteButton.getAttribute('aria-expanded')).to.equal('true');
    // a tap adds the widget at the end of the form and closes the drawer
    await click(paletteItem(el, 'input'));
    await waitFor(() => json(el).list.length === 1, 'an input added');
    await waitFor(() => closed('palette'), 'palette drawer closed');
    await waitFor(() => active() === paletteButton, 'focus back on the palette button');

    // the selected row's "attributes" action opens the attribute drawer
    const key = json(el).list[0].key;
    await select(el, key);
    const props = $(el, `.fd-item[data-key="${key}"] .fd-props`)!;
    await click(props);
    await waitStable(await waitFor(() => drawer('panel'), 'attribute drawer'));
    const name = field(el, 'name')!;
    expect(name.getBoundingClientRect().right).to.be.at.most(390);
    await click(name);
    name.select();
    await sendKeys({ type: 'Phone number' });
    await waitFor(() => json(el).list[0].name === 'Phone number', 'label edited');
    await click($(el, '.fd-panel-drawer .ant-drawer-close')!);
    await waitFor(() => closed('panel'), 'attribute drawer closed');
    await waitFor(() => active() === props, 'focus back on the attributes action');
    expect($(el, `.fd-item[data-key="${key}"] .fd-label`)!.textContent).to.equal('Phone number');
    expectNoOverflow();
  });

  it('opens and closes the drawers with the keyboard', async () => {
    await mountAt(390);
    const panelButton = await waitFor(() => $<HTMLElement>(el, '.fd-tb-panel'), 'attributes button');
    panelButton.focus();
    await press('Enter');
    await waitStable(await waitFor(() => drawer('panel'), 'attribute drawer'));
    await waitFor(() => el.shadowRoot!.activeElement?.closest('.fd-panel-drawer'), 'focus inside the drawer');
    await press('Escape');
    await waitFor(() => closed('panel'), 'closed by Escape');
    await waitFor(() => active() === panelButton, 'focus back on the attributes button');

    const paletteButton = $(el, '.fd-tb-palette')!;
    paletteButton.focus();
    await press('Enter');
    await waitStable(await waitFor(() => drawer('palette'), 'palette drawer'));
    (paletteItem(el, 'textarea') as HTMLElement).focus();
    await press('Escape');
    await waitFor(() => closed('palette'), 'closed by Escape');
    await waitFor(() => active() === paletteButton, 'focus back on the palette button');
    expect(json(el).list.length).to.equal(0);
  });

  it('keeps the other tools under "More", a row that wraps inside the toolbar', async () => {
    await mountAt(390);
    const more = await waitFor(() => $(el, '.fd-tb-more'), 'more');
    expect($(el, '.fd-tb-json'), 'hidden at first').to.equal(null);
    await click(more);
    await waitFor(() => more.getAttribute('aria-expanded') === 'true', 'expanded');
    const json = await waitFor(() => $(el, '.fd-more .fd-tb-json'), 'the JSON tool');
    expect($(el, '.fd-more .fd-tb-copy-data')!.getBoundingClientRect().right).to.be.at.most(390);
    expectNoOverflow();
    await click(json);
    const dialog = await waitFor(() => $(el, '.fd-json-dialog'), 'the JSON dialog');
    await waitStable(dialog);
    const box = dialog.getBoundingClientRect();
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(390);
    expectNoOverflow();
  });

  it('follows its own width: narrow in a narrow column of a wide page, three columns when wide', async () => {
    const column = document.createElement('div');
    column.className = 'fd-test-column';
    column.style.width = '420px';
    document.body.appendChild(column);
    await mountAt(1400, column);
    await waitFor(() => $(el, '.fd.fd-compact'), 'compact in a 420 px column');
    column.style.width = '1200px';
    await waitFor(() => $(el, '.fd:not(.fd-compact) .fd-palette') && $(el, 'aside.fd-panel'), 'three columns at 1200 px');
    expect($(el, '.fd-tb-import')!.textContent).to.equal('Import JSON');
  });
});
