import { describe, expect, it } from 'vitest';
import { History } from '../../../src/core/designer/index.ts';
import type { FormSchema } from '../../../src/core/form/types.ts';
import { designer, type Designer } from './designerHelper.ts';

/** Runs `edit`, then checks that undo gives back the document before and redo the one after. */
function undoable(d: Designer, edit: () => string | null | void) {
  const before = d.json();
  const error = edit();
  expect(error ?? null).toBe(null);
  const after = d.json();
  expect(after).not.toEqual(before);
  expect(d.store.undo()).toBe(true);
  expect(d.json()).toEqual(before);
  expect(d.store.redo()).toBe(true);
  expect(d.json()).toEqual(after);
}

describe('undo / redo of every command', () => {
  function setup() {
    const d = designer();
    const [input, grid, select, cascader, sub] = d.build('input', 'grid', 'select', 'cascader', 'subform');
    const inner = d.drop('textarea').into(grid, 0);
    const cell = d.drop('number').into(sub, 0);
    return { d, input, grid, select, cascader, sub, inner, cell };
  }

  it('addWidget', () => {
    const { d, grid } = setup();
    undoable(d, () => void d.drop('rate').into(grid, 1));
  });
  it('moveWidget', () => {
    const { d, input, grid } = setup();
    undoable(d, () => d.store.moveWidget(input, { parentKey: grid, columnIndex: 1, index: 0 }));
  });
  it('removeWidget', () => {
    const { d, inner } = setup();
    undoable(d, () => d.store.removeWidget(inner));
  });
  it('cloneWidget', () => {
    const { d, grid } = setup();
    undoable(d, () => d.store.cloneWidget(grid));
  });
  it('updateOptions', () => {
    const { d, input } = setup();
    undoable(d, () => d.store.updateOptions(input, { required: true }));
  });
  it('updateWidget', () => {
    const { d, input } = setup();
    undoable(d, () => d.store.updateWidget(input, { name: '姓名', model: 'name' }));
  });
  it('updateConfig', () => {
    const { d } = setup();
    undoable(d, () => d.store.updateConfig({ labelPosition: 'top' }));
  });
  it('addOption / removeOption / moveOption / updateOption', () => {
    const { d, select } = setup();
    undoable(d, () => d.store.addOption(select));
    undoable(d, () => d.store.removeOption(select, 0));
    undoable(d, () => d.store.moveOption(select, 0, 1));
    undoable(d, () => d.store.updateOption(select, 0, { value: 'A' }));
  });
  it('addColumn / removeColumn / updateColumn', () => {
    const { d, grid } = setup();
    undoable(d, () => d.store.addColumn(grid));
    undoable(d, () => d.store.removeColumn(grid, 0));
    undoable(d, () => d.store.updateColumn(grid, 0, { span: 6 }));
  });
  it('cascader nodes', () => {
    const { d, cascader } = setup();
    undoable(d, () => d.store.addCascaderNode(cascader, [], { value: 'a', label: 'A' }));
    undoable(d, () => d.store.updateCascaderNode(cascader, [0], { label: 'B' }));
    undoable(d, () => d.store.removeCascaderNode(cascader, [0]));
  });
  it('importSchema', () => {
    const { d } = setup();
    undoable(d, () => d.store.importSchema({ list: [], config: { labelWidth: 80, labelPosition: 'left', size: 'mini' } }));
  });
  it('clear', () => {
    const { d } = setup();
    undoable(d, () => d.store.clear());
  });

  it('refusals and no-ops record nothing', () => {
    const { d, input, sub } = setup();
    const steps = () => d.store.canRedo() || d.store.canUndo();
    expect(steps()).toBe(true);
    d.store.undo();
    d.store.redo();
    d.store.moveWidget(d.drop('grid').at(), { parentKey: sub, columnIndex: 0, index: 0 });
    d.store.undo(); // takes back the grid drop, not the refused move
    expect(d.list).toHaveLength(5);
    d.store.updateOptions(input, { width: '100%' }); // unchanged value
    d.store.updateOptions(input, { required: true });
    d.store.undo();
    expect(d.widget(input).options.required).toBe(false);
    d.store.undo();
    expect(d.list).toHaveLength(5);
  });
});

describe('history behaviour', () => {
  it('a drag of 10 moves is one undo step', () => {
    const d = designer();
    const keys = d.build('input', 'textarea', 'number', 'radio');
    const grid = d.drop('grid').at();
    const before = d.json();
    d.store.beginDrag();
    for (let i = 0; i < 10; i++) {
      d.move(keys[0]).to(i % 2 ? null : grid, i % 2 ? null : i % 2, i % 4);
    }
    d.store.endDrag();
    const after = d.json();
    d.store.undo();
    expect(d.json()).toEqual(before);
    d.store.redo();
    expect(d.json()).toEqual(after);
    d.store.undo();
    d.store.undo(); // the grid drop
    expect(d.keysIn()).toEqual(keys);
  });

  it('a drag that changes nothing records nothing; a cancelled drag restores the document', () => {
    const d = designer();
    const [a, b] = d.build('input', 'textarea');
    d.store.undo();
    d.store.redo();
    d.store.beginDrag();
    d.store.endDrag();
    d.store.undo();
    expect(d.keysIn()).toEqual([a]); // the undo took back the second drop, not an empty drag
    d.store.redo();
    d.store.beginDrag();
    d.move(a).to(null, null, 1);
    d.store.cancelDrag();
    expect(d.keysIn()).toEqual([a, b]);
    d.store.undo();
    expect(d.keysIn()).toEqual([a]);
  });

  it('clears redo on a new entry', () => {
    const d = designer();
    d.build('input', 'textarea');
    d.store.undo();
    expect(d.store.canRedo()).toBe(true);
    d.drop('number').at();
    expect(d.store.canRedo()).toBe(false);
    expect(d.store.redo()).toBe(false);
  });

  it('is bounded (100 entries by default, configurable)', () => {
    const d = designer();
    for (let i = 0; i < 105; i++) d.drop('input').at();
    let undone = 0;
    while (d.store.undo()) undone++;
    expect(undone).toBe(100);
    expect(d.list).toHaveLength(5);
    const small = designer({ historyLimit: 3 });
    small.build('input', 'input', 'input', 'input');
    let n = 0;
    while (small.store.undo()) n++;
    expect(n).toBe(3);
    const h = new History<number>(2);
    h.record(1); h.record(2); h.record(3);
    expect(h.size).toEqual({ undo: 2, redo: 0 });
  });

  it('keeps selection out of history, and undo keeps a valid selection', () => {
    const d = designer();
    const [a, b] = d.build('input', 'textarea');
    d.store.selectWidget(a);
    d.store.selectWidget(null);
    d.store.selectWidget(a);
    d.store.undo(); // undoes the drop of b, not the selections
    expect(d.keysIn()).toEqual([a]);
    expect(d.selected).toBe(a);
    d.store.redo();
    d.store.selectWidget(b);
    d.store.undo(); // b is gone: nothing selected
    expect(d.selected).toBe(null);
    d.store.redo();
    expect(d.selected).toBe(null);
    expect(d.keysIn()).toEqual([a, b]);
  });

  it('notifies subscribers of changes, including history-only changes', () => {
    const d = designer();
    const seen: string[] = [];
    const stop = d.store.subscribe((s, prev) => seen.push(`${prev.schema.list.length}->${s.schema.list.length}`));
    d.drop('input').at();
    d.store.beginDrag();
    d.store.endDrag(); // no change: no call
    d.store.undo();
    stop();
    d.drop('input').at();
    expect(seen).toEqual(['0->1', '1->0']);
  });

  it('History undo/redo work on plain values', () => {
    const h = new History<FormSchema | string>();
    expect(h.undo('x')).toBe(undefined);
    h.record('a');
    expect(h.undo('b')).toBe('a');
    expect(h.redo('a')).toBe('b');
  });
});
