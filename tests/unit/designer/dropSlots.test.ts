// The places a dragged widget can land, in reading order (issue 31 §5: one place per arrow press).
import { describe, expect, it } from 'vitest';
import { dropSlots, locateWidget, slotIndexOf, type DropSlot } from '../../../src/core/designer/index.ts';
import { designer } from './designerHelper.ts';

const where = (s: DropSlot) => `${s.container ? `${s.container.type}${s.columnIndex === null ? '' : `[${s.columnIndex}]`}` : 'root'}@${s.index} ${s.position}/${s.count}`;
const subformWhere = (s: DropSlot) => `${s.container?.type}@${s.columnIndex} ${s.position}/${s.count}`;

describe('drop slots', () => {
  it('a flat form: before each widget and at the end; the dragged widget is not counted', () => {
    const d = designer();
    const [a, b, c] = d.build('input', 'input', 'input');
    expect(dropSlots(d.list, null, false).map(where)).toEqual(['root@0 1/4', 'root@1 2/4', 'root@2 3/4', 'root@3 4/4']);
    const slots = dropSlots(d.list, b, false);
    expect(slots.map(where)).toEqual(['root@0 1/3', 'root@1 2/3', 'root@2 3/3']);
    // the slot where b stands drops it where it was
    expect(slotIndexOf(slots, locateWidget(d.list, b)!)).toBe(1);
    d.move(b).to(null, null, slots[2].index);
    expect(d.keysIn()).toEqual([a, c, b]);
  });

  it('reads into a grid\'s columns between the slot before it and the slot after it', () => {
    const d = designer();
    const [x, grid] = d.build('input', 'grid');
    const inner = d.drop('radio').into(grid, 1);
    expect(dropSlots(d.list, null, false).map(where)).toEqual([
      'root@0 1/3', 'root@1 2/3', 'grid[0]@0 1/1', 'grid[1]@0 1/2', 'grid[1]@1 2/2', 'root@2 3/3',
    ]);
    expect(dropSlots(d.list, null, false)[2].container).toMatchObject({ key: grid, name: d.widget(grid).name });
    // the radio dragged: its own column keeps one place; the root's places do not change
    const slots = dropSlots(d.list, inner, false);
    expect(slots.map(where)).toEqual(['root@0 1/3', 'root@1 2/3', 'grid[0]@0 1/1', 'grid[1]@0 1/1', 'root@2 3/3']);
    expect(slotIndexOf(slots, locateWidget(d.list, inner)!)).toBe(3);
    expect(x).toBeTruthy();
  });

  it('a widget never lands inside itself; a container never lands in a subform', () => {
    const d = designer();
    const [grid, sub] = d.build('grid', 'subform');
    d.drop('input').into(grid, 0);
    const cell = d.drop('input').into(sub, 0);
    expect(dropSlots(d.list, grid, true).map((s) => (s.container?.type === 'subform' ? subformWhere(s) : where(s)))).toEqual(['root@0 1/2', 'root@1 2/2']);
    const all = dropSlots(d.list, null, false).map((s) => (s.container?.type === 'subform' ? subformWhere(s) : where(s)));
    expect(all).toEqual(['root@0 1/3', 'grid[0]@0 1/2', 'grid[0]@1 2/2', 'grid[1]@0 1/1', 'root@1 2/3', 'subform@0 1/2', 'subform@1 2/2', 'root@2 3/3']);
    // the subform's own cell: its place is counted without it
    const slots = dropSlots(d.list, cell, false);
    expect(slots.filter((s) => s.parentKey === sub).map(subformWhere)).toEqual(['subform@0 1/1']);
    expect(slotIndexOf(slots, locateWidget(d.list, cell)!)).toBe(slots.findIndex((s) => s.parentKey === sub));
  });
});
