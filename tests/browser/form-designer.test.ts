// <hos-form-designer> in real Chromium: real pointer drags (palette to canvas, nested grid
// columns, subform, reorder, between containers), keyboard drags and keyboard shortcuts.
import { expect } from 'chai';
import '/dist/hos-form-designer.js';
import { $, centre, click, clicksReachPage, sendKeys, sleep, waitFor } from './helpers.ts';
import {
  at, columnZone, dragWidget, dropFromPalette, field, handle, json, keys, listOf, mountDesigner, paletteItem, press,
  rootZone, row, select, selectedKey, subformZone, type Designer,
} from './form-designer-helpers.ts';

let el: Designer;

afterEach(() => {
  document.querySelectorAll('hos-form-designer').forEach((e) => e.remove());
});

async function threeInputs(): Promise<string[]> {
  // one click at a time, each waited for, so a lost click names itself
  for (let i = 1; i <= 3; i++) {
    await click(paletteItem(el, 'input'));
    await waitFor(() => json(el).list.length === i, `input ${i} added`);
  }
  return keys(json(el).list);
}

describe('<hos-form-designer> drag and drop', () => {
  beforeEach(async () => {
    el = await mountDesigner();
  });

  it('shows the empty text, in English and in Chinese', async () => {
    expect($(el, '.fd-empty-root')!.textContent).to.equal('You can drag and drop the item from the left to add components');
    el.setAttribute('locale', 'zh-CN');
    await waitFor(() => $(el, '.fd-empty-root')!.textContent === '从左侧拖拽来添加字段', 'zh text');
  });

  it('a palette click appends the widget and selects it', async () => {
    await click(paletteItem(el, 'textarea'));
    const [w] = await waitFor(() => json(el).list.length === 1 && json(el).list, 'added');
    expect(w.type).to.equal('textarea');
    expect(w.name).to.equal('Textarea');
    expect(w.model).to.equal(`textarea_${w.key}`);
    expect(w.options.remoteFunc).to.equal(`func_${w.key}`);
    expect(selectedKey(el)).to.equal(w.key);
  });

  it('drags from the palette onto the empty canvas, then above the first widget', async () => {
    const first = await dropFromPalette(el, 'input', at(rootZone(el), 0.5, 0.3));
    expect(json(el).list.map((w) => w.type)).to.deep.equal(['input']);
    const second = await dropFromPalette(el, 'number', at(row(el, first), 0.5, 0.1));
    expect(keys(json(el).list)).to.deep.equal([second, first]);
    expect(selectedKey(el)).to.equal(second);
  });

  it('drops into a grid column nested two deep, and into a flexbox inside it', async () => {
    const outer = await dropFromPalette(el, 'grid', at(rootZone(el), 0.5, 0.2));
    const inner = await dropFromPalette(el, 'grid', at(columnZone(el, outer, 1)));
    const deep = await dropFromPalette(el, 'radio', at(columnZone(el, inner, 0)));
    const doc = json(el);
    expect(keys(listOf(doc, outer, 1))).to.deep.equal([inner]);
    expect(keys(listOf(doc, inner, 0))).to.deep.equal([deep]);
    const flex = await dropFromPalette(el, 'flexbox', at(columnZone(el, inner, 1)));
    const deeper = await dropFromPalette(el, 'switch', at(columnZone(el, flex, 1)));
    expect(keys(listOf(json(el), flex, 1))).to.deep.equal([deeper]);
    expect(keys(listOf(json(el), inner, 1))).to.deep.equal([flex]);
  });

  it('drops into a subform, left or right of its cells; containers stay out', async () => {
    const sub = await dropFromPalette(el, 'subform', at(rootZone(el), 0.5, 0.2));
    const a = await dropFromPalette(el, 'input', at(subformZone(el, sub)));
    const b = await dropFromPalette(el, 'date', at(subformZone(el, sub), 0.95, 0.5));
    const c = await dropFromPalette(el, 'select', at(row(el, a), 0.1, 0.5));
    const cols = json(el).list[0].columns!;
    expect(cols.map((col) => col.list[0].key)).to.deep.equal([c, a, b]);
    // a grid dropped on the subform lands in the root list instead
    await dropFromPalette(el, 'grid', at(subformZone(el, sub), 0.5, 0.5));
    expect(json(el).list[0].columns!.length).to.equal(3);
    expect(json(el).list.length).to.equal(2);
  });

  it('reorders by dragging the selected widget’s handle', async () => {
    const [a, b, c] = await threeInputs();
    await dragWidget(el, c, () => at(row(el, a), 0.5, 0.15));
    expect(keys(json(el).list)).to.deep.equal([c, a, b]);
    await dragWidget(el, c, () => at(row(el, b), 0.5, 0.9));
    expect(keys(json(el).list)).to.deep.equal([a, b, c]);
    expect(selectedKey(el)).to.equal(c);
  });

  it('moves widgets between containers and back to the root', async () => {
    const grid = await dropFromPalette(el, 'grid', at(rootZone(el), 0.5, 0.2));
    const sub = await dropFromPalette(el, 'subform', at(rootZone(el), 0.5, 0.9));
    const a = await dropFromPalette(el, 'input', at(rootZone(el), 0.5, 0.95));
    await dragWidget(el, a, () => at(columnZone(el, grid, 1)));
    expect(keys(listOf(json(el), grid, 1))).to.deep.equal([a]);
    await dragWidget(el, a, () => at(subformZone(el, sub)));
    expect(keys(listOf(json(el), grid, 1))).to.deep.equal([]);
    expect(json(el).list.find((w) => w.key === sub)!.columns!.map((col) => col.list[0].key)).to.deep.equal([a]);
    await dragWidget(el, a, () => at(rootZone(el), 0.5, 0.97));
    expect(keys(json(el).list)).to.deep.equal([grid, sub, a]);
    expect(json(el).list.find((w) => w.key === sub)!.columns).to.deep.equal([]);
    // a grid cannot go inside itself: dropping it on its own column changes nothing
    const before = JSON.stringify(json(el));
    await dragWidget(el, grid, () => at(columnZone(el, grid, 0)));
    expect(JSON.stringify(json(el))).to.equal(before);
  });

  it('one drag is one undo step', async () => {
    const [a, b, c] = await threeInputs();
    await dragWidget(el, a, () => at(row(el, c), 0.5, 0.9));
    expect(keys(json(el).list)).to.deep.equal([b, c, a]);
    expect(el.undo()).to.equal(true);
    expect(keys(json(el).list)).to.deep.equal([a, b, c]);
    expect(el.redo()).to.equal(true);
    expect(keys(json(el).list)).to.deep.equal([b, c, a]);
  });

  it('shows a drop indicator while dragging', async () => {
    const [first] = await threeInputs();
    const from = centre(paletteItem(el, 'rate'));
    const { sendMouse } = await import('@web/test-runner-commands');
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    for (const p of [[from[0] + 10, from[1]], at(row(el, first), 0.5, 0.15), at(row(el, first), 0.5, 0.1)] as [number, number][]) {
      await sendMouse({ type: 'move', position: p });
    }
    await sleep(50);
    const line = $(el, '.fd-drop-indicator')!;
    expect(getComputedStyle(line).display).to.equal('block');
    expect(rootZone(el).classList.contains('fd-over')).to.equal(true);
    expect($(el, '.fd-drag-chip')!.textContent).to.equal('Rate');
    await sendMouse({ type: 'up' });
    await waitFor(() => getComputedStyle(line).display === 'none', 'indicator hidden');
    await clicksReachPage();
    expect(json(el).list[0].type).to.equal('rate');
  });
});

describe('<hos-form-designer> keyboard', () => {
  beforeEach(async () => {
    el = await mountDesigner();
  });

  it('drags the selected widget with the keyboard (Space, arrows, Space)', async () => {
    const [a, b, c] = await threeInputs();
    await select(el, c);
    handle(el, c).focus();
    await press('Space');
    await sleep(50);
    const steps = Math.ceil((centre(handle(el, c))[1] - at(row(el, a), 0.5, 0.3)[1]) / 24);
    for (let i = 0; i < steps; i++) await press('ArrowUp');
    await press('Space');
    await waitFor(() => keys(json(el).list)[0] === c, 'moved to the top');
    expect(keys(json(el).list)).to.deep.equal([c, a, b]);
    // Escape cancels a keyboard drag and changes nothing
    handle(el, c).focus();
    await press('Space', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Escape');
    await sleep(50);
    expect(keys(json(el).list)).to.deep.equal([c, a, b]);
  });

  it('drags a palette item onto the canvas with the keyboard', async () => {
    const item = paletteItem(el, 'switch');
    item.focus();
    await press('Space');
    const target = at(rootZone(el), 0.3, 0.3);
    const [x0, y0] = centre(item);
    for (let i = 0; i < Math.ceil((target[0] - x0) / 24); i++) await press('ArrowRight');
    for (let i = 0; i < Math.ceil((target[1] - y0) / 24); i++) await press(target[1] > y0 ? 'ArrowDown' : 'ArrowUp');
    await press('Enter');
    await waitFor(() => json(el).list.length === 1, 'dropped');
    expect(json(el).list[0].type).to.equal('switch');
  });

  it('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Delete removes, Ctrl+D clones, arrows select', async () => {
    const [a, b, c] = await threeInputs();
    await select(el, b);
    await press('Delete');
    await waitFor(() => json(el).list.length === 2, 'removed');
    expect(selectedKey(el)).to.equal(c); // the next one
    await press('Control+z');
    await waitFor(() => json(el).list.length === 3, 'undone');
    await press('Control+Shift+z');
    await waitFor(() => json(el).list.length === 2, 'redone');
    await press('Control+z');
    await waitFor(() => json(el).list.length === 3, 'undone again');
    await press('Control+z');
    await waitFor(() => json(el).list.length === 2, 'undo the third add');
    await press('Control+y');
    await waitFor(() => json(el).list.length === 3, 'redone with Ctrl+Y');
    await select(el, a);
    await press('Control+d');
    await waitFor(() => json(el).list.length === 4, 'cloned');
    const copy = json(el).list[1];
    expect(copy.key).to.not.equal(a);
    expect(selectedKey(el)).to.equal(copy.key);
    await press('ArrowUp');
    expect(selectedKey(el)).to.equal(a);
    await press('ArrowDown', 'ArrowDown');
    expect(selectedKey(el)).to.equal(b);
  });

  it('shortcuts do not fire while typing in the panel', async () => {
    const [a] = await threeInputs();
    await select(el, a);
    const name = field(el, 'name')!;
    await click(name);
    await press('Delete', 'Backspace', 'Control+z', 'Control+d', 'ArrowUp');
    expect(json(el).list.length).to.equal(3);
    expect(selectedKey(el)).to.equal(a);
    await press('End');
    await sendKeys({ type: 'X' });
    await waitFor(() => json(el).list[0].name.endsWith('X'), 'typed');
  });
});
