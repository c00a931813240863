import { describe, expect, it } from 'vitest';
import { findWidget } from '../../../src/core/designer/index.ts';
import type { Widget } from '../../../src/core/form/types.ts';
import { designer } from './designerHelper.ts';

describe('dropping from the palette', () => {
  it('adds at the root at the drop index and selects the new widget', () => {
    const d = designer();
    const [a, b] = d.build('input', 'textarea');
    const c = d.drop('number').at(1);
    expect(d.keysIn()).toEqual([a, c, b]);
    expect(d.selected).toBe(c);
  });

  it('labels the widget in the designer language at drop time', () => {
    const d = designer({ lang: 'en' });
    const a = d.drop('input').at();
    d.store.setLang('zh-CN');
    const b = d.drop('input').at();
    expect([d.widget(a).name, d.widget(b).name]).toEqual(['Input', '单行文本']);
  });

  it('adds into a grid column three levels deep', () => {
    const d = designer();
    const outer = d.drop('grid').at();
    const middle = d.drop('flexbox').into(outer, 1);
    const inner = d.drop('grid').into(middle, 0);
    const input = d.drop('input').into(inner, 1);
    expect(d.keysIn(inner, 1)).toEqual([input]);
    expect(d.where(input)).toEqual({ parentKey: inner, columnIndex: 1, index: 0 });
    expect(d.where(inner)).toEqual({ parentKey: middle, columnIndex: 0, index: 0 });
  });

  it('lets a subform sit in a grid and take one widget per column', () => {
    const d = designer();
    const grid = d.drop('grid').at();
    const sub = d.drop('subform').into(grid, 0);
    const a = d.drop('input').into(sub, 0);
    const b = d.drop('select').into(sub, 1);
    const c = d.drop('date').into(sub, 0); // an occupied column: a new column is inserted before it
    expect(d.widget(sub).columns!.map((col) => col.list.map((w) => w.key))).toEqual([[c], [a], [b]]);
    for (const col of d.widget(sub).columns!) expect(col.list).toHaveLength(1);
  });

  it('refuses a container in a subform column and changes nothing', () => {
    const d = designer();
    const sub = d.drop('subform').at();
    const before = d.state;
    for (const type of ['grid', 'flexbox', 'subform'] as const) {
      expect(() => d.drop(type).into(sub, 0)).toThrow(/subform column cannot hold/);
    }
    expect(d.state).toBe(before);
    expect(d.store.canUndo()).toBe(true); // only the subform drop itself
  });

  it('refuses unknown parents, non-containers and missing columns', () => {
    const d = designer();
    const [input, grid] = d.build('input', 'grid');
    expect(() => d.drop('input').into('nope', 0)).toThrow(/no widget/);
    expect(() => d.drop('input').into(input, 0)).toThrow(/cannot hold/);
    expect(() => d.drop('input').into(grid, 2)).toThrow(/no column 2/);
    expect(d.store.addWidget('bogus' as 'input', { parentKey: null, columnIndex: null, index: 0 })).toMatch(/unknown widget type/);
  });
});

describe('moving widgets', () => {
  it('reorders within a list (the index is the final position)', () => {
    const d = designer();
    const [a, b, c] = d.build('input', 'textarea', 'number');
    d.move(a).to(null, null, 2);
    expect(d.keysIn()).toEqual([b, c, a]);
    d.move(a).to(null, null, 0);
    expect(d.keysIn()).toEqual([a, b, c]);
  });

  it('moves between containers at any depth, keeping the widget itself', () => {
    const d = designer();
    const [input, grid] = d.build('input', 'grid');
    const flex = d.drop('flexbox').into(grid, 1);
    const original = d.widget(input);
    d.move(input).to(flex, 1, 0);
    expect(d.keysIn()).toEqual([grid]);
    expect(d.keysIn(flex, 1)).toEqual([input]);
    expect(d.widget(input)).toBe(original);
    d.move(input).to(grid, 0, 0);
    expect(d.keysIn(grid, 0)).toEqual([input]);
    expect(d.keysIn(flex, 1)).toEqual([]);
    d.move(flex).to(null, null, 0); // a container with its content
    expect(d.keysIn()).toEqual([flex, grid]);
  });

  it('moves a grid into a flexbox and a subform into a grid', () => {
    const d = designer();
    const [grid, flex, sub] = d.build('grid', 'flexbox', 'subform');
    d.move(grid).to(flex, 0, 0);
    d.move(sub).to(grid, 1, 0);
    expect(d.where(sub)).toEqual({ parentKey: grid, columnIndex: 1, index: 0 });
    expect(d.where(grid)).toEqual({ parentKey: flex, columnIndex: 0, index: 0 });
  });

  it('moves cells in and out of a subform; an emptied cell column goes away', () => {
    const d = designer();
    const [sub, input] = d.build('subform', 'input');
    const a = d.drop('select').into(sub, 0);
    d.move(input).to(sub, 1, 0);
    expect(d.widget(sub).columns!.map((c) => c.list[0].key)).toEqual([a, input]);
    d.move(input).to(sub, 0, 0); // reorder cells
    expect(d.widget(sub).columns!.map((c) => c.list[0].key)).toEqual([input, a]);
    d.move(a).to(null, null, 0);
    expect(d.widget(sub).columns!.map((c) => c.list[0].key)).toEqual([input]);
  });

  it('refuses illegal moves: into itself, into its own descendant, a container into a subform', () => {
    const d = designer();
    const [grid, sub] = d.build('grid', 'subform');
    const inner = d.drop('grid').into(grid, 0);
    const before = d.state;
    expect(d.store.moveWidget(grid, { parentKey: grid, columnIndex: 0, index: 0 })).toMatch(/inside itself/);
    expect(d.store.moveWidget(grid, { parentKey: inner, columnIndex: 1, index: 0 })).toMatch(/inside itself/);
    expect(d.store.moveWidget(inner, { parentKey: sub, columnIndex: 0, index: 0 })).toMatch(/subform column/);
    expect(d.store.moveWidget('missing', { parentKey: null, columnIndex: null, index: 0 })).toMatch(/no widget/);
    expect(d.state).toBe(before);
  });
});

describe('selection', () => {
  it('selects by key or none, and ignores unknown keys', () => {
    const d = designer();
    const [a, b] = d.build('input', 'textarea');
    d.store.selectWidget(a);
    expect(d.selected).toBe(a);
    d.store.selectWidget(null);
    expect(d.selected).toBe(null);
    expect(d.store.selectWidget('nope')).toMatch(/no widget/);
    d.store.selectWidget(b);
    expect(d.selected).toBe(b);
  });
});

describe('removing widgets (spec §4: next, previous if last, none if only)', () => {
  it('selects the next sibling', () => {
    const d = designer();
    const [a, b, c] = d.build('input', 'textarea', 'number');
    d.store.removeWidget(b);
    expect(d.keysIn()).toEqual([a, c]);
    expect(d.selected).toBe(c);
  });

  it('selects the previous sibling when the removed one was last', () => {
    const d = designer();
    const [a, b] = d.build('input', 'textarea');
    d.store.removeWidget(b);
    expect(d.selected).toBe(a);
  });

  it('selects nothing when it was the only one in its own list', () => {
    const d = designer();
    const [grid] = d.build('grid', 'input');
    const inner = d.drop('date').into(grid, 1);
    d.store.removeWidget(inner);
    expect(d.selected).toBe(null);
    expect(d.keysIn(grid, 1)).toEqual([]);
  });

  it('treats the cells of a subform as one list', () => {
    const d = designer();
    const sub = d.drop('subform').at();
    const a = d.drop('input').into(sub, 0);
    const b = d.drop('select').into(sub, 1);
    d.store.removeWidget(a);
    expect(d.selected).toBe(b);
    expect(d.widget(sub).columns).toHaveLength(1);
  });

  it('removes a container with everything in it', () => {
    const d = designer();
    const grid = d.drop('grid').at();
    const inner = d.drop('input').into(grid, 0);
    d.store.removeWidget(grid);
    expect(d.list).toEqual([]);
    expect(findWidget(d.list, inner)).toBe(null);
    expect(d.store.removeWidget(grid)).toMatch(/no widget/);
  });
});

describe('cloning widgets', () => {
  const allKeys = (w: Widget): string[] => [w.key, ...(w.columns ?? []).flatMap((c) => c.list.flatMap(allKeys))];

  it('inserts a copy right after the original, selected, rules kept', () => {
    const d = designer();
    const [a, b] = d.build('input', 'textarea');
    d.store.updateOptions(a, { required: true });
    const rules = d.widget(a).rules;
    d.store.cloneWidget(a);
    const copy = d.selected!;
    expect(d.keysIn()).toEqual([a, copy, b]);
    expect(copy).not.toBe(a);
    expect(d.widget(copy)).toMatchObject({ model: `input_${copy}`, options: { remoteFunc: `func_${copy}` } });
    expect(d.widget(copy).rules).toEqual(rules);
    expect(d.widget(copy).rules).not.toBe(rules);
    expect(Object.keys(d.widget(copy))).toEqual(Object.keys(d.widget(a)));
  });

  it('gives a container and everything in it new keys, models and remoteFuncs', () => {
    const d = designer();
    const grid = d.drop('grid').at();
    const flex = d.drop('flexbox').into(grid, 0);
    d.drop('input').into(flex, 1);
    const sub = d.drop('subform').into(grid, 1);
    d.drop('radioOther').into(sub, 0);
    d.store.cloneWidget(grid);
    const copy = d.widget(d.selected!);
    const original = d.widget(grid);
    const before = allKeys(original);
    const after = allKeys(copy);
    expect(after).toHaveLength(before.length);
    expect(new Set([...before, ...after]).size).toBe(before.length * 2);
    const check = (w: Widget) => {
      expect(w.model).toBe(`${w.type}_${w.key}`);
      expect(w.options.remoteFunc).toBe(`func_${w.key}`);
      if (w.otherModel !== undefined) expect(w.otherModel).toBe(`${w.model}_other`);
      for (const c of w.columns ?? []) c.list.forEach(check);
    };
    check(copy);
    expect(d.keysIn()).toEqual([grid, copy.key]);
    expect(original.columns![0].list[0].columns![1].list).toHaveLength(1); // the original is untouched
  });

  it('clones a subform cell into the next cell column', () => {
    const d = designer();
    const sub = d.drop('subform').at();
    const a = d.drop('input').into(sub, 0);
    const b = d.drop('number').into(sub, 1);
    d.store.cloneWidget(a);
    expect(d.widget(sub).columns!.map((c) => c.list.map((w) => w.key))).toEqual([[a], [d.selected], [b]]);
  });
});
