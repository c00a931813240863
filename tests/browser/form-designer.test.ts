// <hos-form-designer> in real Chromium: real pointer drags (palette to canvas, nested grid
// columns, subform, reorder, between containers), keyboard drags and keyboard shortcuts.
import { expect } from 'chai';
import '/dist/hos-form-designer.js';
import { $, centre, click, clicksReachPage, sendKeys, shadow, sleep, waitFor } from './helpers.ts';
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

  it('a keyboard drag moves one place per press, says it in Chinese by title and place, and stops at both ends', async () => {
    el.remove();
    el = await mountDesigner({ locale: 'zh-CN' });
    const input = (key: string, name: string) => ({ type: 'input', name, key, model: `input_${key}`, rules: [], options: { width: '100%', defaultValue: '', placeholder: '' } });
    el.setJSON({
      list: [
        input('1', '患者姓名'), input('2', '年龄'),
        { type: 'grid', name: '栅格布局', key: 'g', model: 'grid_g', rules: [], options: { gutter: 0, justify: 'start', align: 'top' },
          columns: [{ span: 12, list: [input('3', '诊断')] }, { span: 12, list: [] }] },
        input('4', '备注'),
      ],
      config: { labelWidth: 100, labelPosition: 'right', size: 'small' },
    });
    await waitFor(() => row(el, '4'), 'the form');
    const said = () => $(el, '.fd-announce')!.textContent!.trim();
    const line = () => $(el, '.fd-drop-indicator')!;
    await select(el, '1');
    handle(el, '1').focus();
    await press('Space');
    await waitFor(() => said() === '已拿起 患者姓名，第 1 项，共 4 项', 'picked up').catch(() => { throw new Error(`said: ${said()}`); });
    // the first place: a press up stays there and says so (the sensor hears keys from its next task on: press
    // until it answers)
    for (let i = 0; i < 20 && said() !== '患者姓名 已在最前：第 1 项，共 4 项'; i++) await press('ArrowUp');
    expect(said()).to.equal('患者姓名 已在最前：第 1 项，共 4 项');
    // one place per press, in reading order: under 年龄, then into the grid's columns, then the root again
    await press('ArrowDown');
    expect(said()).to.equal('患者姓名 移到第 2 项，共 4 项');
    expect(getComputedStyle(line()).display).to.equal('block');
    expect(line().dataset.title).to.equal('患者姓名');
    const top = line().getBoundingClientRect().top;
    expect(top).to.be.within(row(el, '2').getBoundingClientRect().bottom - 4, row(el, 'g').getBoundingClientRect().top + 4);
    await press('ArrowDown');
    expect(said()).to.equal('患者姓名 移到栅格布局 第 1 列，第 1 项，共 2 项');
    // the indicator inside the grid's first column, above 诊断
    const col = columnZone(el, 'g', 0).getBoundingClientRect();
    expect(line().getBoundingClientRect().left).to.be.within(col.left, col.right);
    expect(line().getBoundingClientRect().top).to.be.at.most(row(el, '3').getBoundingClientRect().top + 1);
    await press('ArrowDown');
    expect(said()).to.equal('患者姓名 移到栅格布局 第 1 列，第 2 项，共 2 项');
    await press('ArrowDown');
    expect(said()).to.equal('患者姓名 移到栅格布局 第 2 列，第 1 项，共 1 项');
    await press('ArrowDown', 'ArrowDown');
    expect(said()).to.equal('患者姓名 移到第 4 项，共 4 项');
    // the last place: a press too many stays on the canvas
    await press('ArrowDown');
    expect(said()).to.equal('患者姓名 已在最后：第 4 项，共 4 项');
    await press('Space');
    await waitFor(() => keys(json(el).list).join() === '2,g,4,1', 'dropped last');
    expect(said()).to.equal('已放下 患者姓名，第 4 项，共 4 项');
    await waitFor(() => getComputedStyle(line()).display === 'none', 'indicator hidden');
    // the keyboard stays with the moved widget; Escape cancels and says where it is
    await waitFor(() => shadow(el).activeElement === handle(el, '1'), 'focus on its handle');
    await press('Space');
    await waitFor(() => said() === '已拿起 患者姓名，第 4 项，共 4 项', 'picked up again');
    for (let i = 0; i < 20 && said() !== '患者姓名 移到第 1 项，共 4 项'; i++) await press('Home');
    await press('Escape');
    await waitFor(() => said() === '已取消拖动，患者姓名 回到第 4 项，共 4 项', 'cancelled').catch(() => { throw new Error(`said: ${said()}`); });
    expect(keys(json(el).list)).to.deep.equal(['2', 'g', '4', '1']);
    await clicksReachPage();
  });

  it('drags a palette item onto the canvas with the keyboard', async () => {
    const [a] = await threeInputs();
    const item = paletteItem(el, 'switch');
    item.focus();
    await press('Space');
    const said = () => $(el, '.fd-announce')!.textContent!.trim();
    // a new widget starts at the end of the form, where a click would add it
    await waitFor(() => said() === 'Picked up Switch, to be placed at item 4 of 4', 'picked up').catch(() => { throw new Error(`said: ${said()}`); });
    for (let i = 0; i < 20 && !said().includes('item 1 of 4'); i++) await press('Home');
    expect(said()).to.equal('Moved Switch to item 1 of 4');
    await press('Enter');
    await waitFor(() => json(el).list.length === 4, 'dropped');
    expect(json(el).list[0].type).to.equal('switch');
    expect(json(el).list[1].key).to.equal(a);
    expect(said()).to.equal('Dropped Switch, item 1 of 4');
    await clicksReachPage();
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
