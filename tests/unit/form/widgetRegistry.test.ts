import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PALETTE, WIDGET_DEFINITIONS, canonicalType, isContainer, isDisplayOnly, isLabelled, isLayout, isSubform,
  isWidgetType, iterateWidgets, widgetDefinition,
} from '../../../src/core/form/index.ts';
import { widgetPalettes } from '../../../src/core/form/widgets/index.ts';
import type { Widget } from '../../../src/core/form/types.ts';

const w = (type: string, key: string, columns?: Widget[][]): Widget =>
  ({ type, key, name: key, model: key, options: {}, rules: [], ...(columns ? { columns: columns.map((list) => ({ list })) } : {}) }) as Widget;

describe('widget registry', () => {
  it('has one definition and one set of palette defaults per type', () => {
    const types = WIDGET_DEFINITIONS.map((d) => d.type);
    expect(new Set(types).size).toBe(types.length);
    expect(Object.keys(widgetPalettes()).sort()).toEqual([...types].sort());
    expect([...DEFAULT_PALETTE.basic, ...DEFAULT_PALETTE.advanced, ...DEFAULT_PALETTE.layout]).toEqual(types);
  });

  it('defines "container" once: grid and flexbox are layouts, subform (and table) a subform', () => {
    expect(WIDGET_DEFINITIONS.filter((d) => isContainer(d)).map((d) => d.type)).toEqual(['grid', 'flexbox', 'subform']);
    expect(isLayout({ type: 'grid' }) && isLayout({ type: 'flexbox' }) && !isLayout({ type: 'subform' })).toBe(true);
    expect(isSubform({ type: 'table' }) && isContainer({ type: 'table' })).toBe(true);
    expect(isContainer({ type: 'nope' })).toBe(false);
  });

  it('reads aliases and unknown types', () => {
    expect(canonicalType('table')).toBe('subform');
    expect(canonicalType('custom-thing')).toBe('custom-thing');
    expect(widgetDefinition('table')?.type).toBe('subform');
    expect(isWidgetType('subform') && !isWidgetType('table') && !isWidgetType('toString')).toBe(true);
    expect(widgetDefinition('toString')).toBeUndefined();
  });

  it('knows the display-only and label-less widgets', () => {
    expect(WIDGET_DEFINITIONS.filter((d) => isDisplayOnly(d)).map((d) => d.type)).toEqual(['text', 'link', 'divider', 'header']);
    expect(WIDGET_DEFINITIONS.filter((d) => !isLabelled(d)).map((d) => d.type)).toEqual(['divider', 'header']);
    expect(isLabelled({ type: 'unknown' })).toBe(true);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(WIDGET_DEFINITIONS[0])).toBe(true);
    expect(Object.isFrozen(widgetPalettes().input.options)).toBe(true);
  });
});

describe('the tree walker', () => {
  it('gives each widget its parent, column and position', () => {
    const cell = w('input', 'cell');
    const list = [w('text', 't'), w('grid', 'g', [[w('input', 'a')], [w('subform', 's', [[cell]]), w('input', 'b')]])];
    const at = Object.fromEntries([...iterateWidgets(list)].map((v) => [v.widget.key, [v.parent?.key ?? null, v.columnIndex ?? null, v.index, v.subform?.key ?? null]]));
    expect(at).toEqual({
      t: [null, null, 0, null], g: [null, null, 1, null], a: ['g', 0, 0, null], s: ['g', 1, 0, null],
      cell: ['s', 0, 0, 's'], b: ['g', 1, 1, null],
    });
  });
});
