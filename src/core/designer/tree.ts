// Addressing widgets at any depth of the form tree, and immutable edits along one path.
// Structural sharing: an edit copies only the widgets and columns on the path to the change;
// every untouched widget keeps its identity (a 500-widget form stays cheap to edit, and React
// rows can bail out on `prev === next`).
import type { Column, Widget } from '../form/types.ts';
import { findWidgetByKey, iterateWidgets, walkWidgets } from '../form/walk.ts';
import { isContainer, isSubform } from '../form/widgets/index.ts';
import type { Location } from './types.ts';

// walkWidgets: depth-first, in document order, `false` stops (the form's one walker, form/walk.ts)
export { walkWidgets };
export { isContainer, isSubform } from '../form/widgets/index.ts';

export function findWidget(list: readonly Widget[], key: string): Widget | null {
  return findWidgetByKey(list, key);
}

export function collectKeys(list: readonly Widget[]): Set<string> {
  const keys = new Set<string>();
  walkWidgets(list, (w) => void keys.add(w.key));
  return keys;
}

/** Where the widget with `key` sits, or null. */
export function locateWidget(list: readonly Widget[], key: string): Location | null {
  for (const v of iterateWidgets(list)) {
    if (v.widget.key === key) return { parentKey: v.parent ? v.parent.key : null, columnIndex: v.columnIndex ?? null, index: v.index };
  }
  return null;
}

/** The list a location points into (root or one column), or null if there is no such list. */
export function getList(list: readonly Widget[], parentKey: string | null, columnIndex: number | null):
  readonly Widget[] | null {
  if (parentKey === null) return list;
  const parent = findWidget(list, parentKey);
  if (!parent || !isContainer(parent) || columnIndex === null) return null;
  const col = parent.columns?.[columnIndex];
  return col ? col.list ?? [] : null;
}

/** True when `key` is `ancestor` itself or lies anywhere inside it. */
export function containsKey(ancestor: Widget, key: string): boolean {
  return findWidget([ancestor], key) !== null;
}

/**
 * Replaces the widget with `key` by `fn(widget)`, copying only its ancestors.
 * Returns the same array when the key is absent or `fn` returns the widget unchanged.
 */
export function updateWidgetByKey(list: Widget[], key: string, fn: (w: Widget) => Widget): Widget[] {
  for (let i = 0; i < list.length; i++) {
    const w = list[i];
    let next: Widget = w;
    if (w.key === key) {
      next = fn(w);
    } else if (w.columns) {
      const cols = updateColumns(w.columns, (colList) => updateWidgetByKey(colList, key, fn));
      if (cols !== w.columns) next = { ...w, columns: cols };
    }
    if (next !== w) {
      const copy = list.slice();
      copy[i] = next;
      return copy;
    }
  }
  return list;
}

function updateColumns(columns: Column[], fn: (list: Widget[]) => Widget[]): Column[] {
  for (let c = 0; c < columns.length; c++) {
    const col = columns[c];
    const before = col.list ?? [];
    const after = fn(before);
    if (after !== before) {
      const copy = columns.slice();
      copy[c] = { ...col, list: after };
      return copy;
    }
  }
  return columns;
}

/** Applies `fn` to one container's columns array, copying only its ancestors. */
export function updateColumnsOf(list: Widget[], containerKey: string, fn: (columns: Column[]) => Column[]):
  Widget[] {
  return updateWidgetByKey(list, containerKey, (w) => {
    const before = w.columns ?? [];
    const after = fn(before);
    return after === before ? w : { ...w, columns: after };
  });
}

export type TreeEdit = { list: Widget[]; location: Location } | { error: string };

/**
 * Inserts `widget` at `loc`. The index is clamped to the target list.
 * Rules (spec §3, form-format.md): grid and flexbox take anything, including each other and a
 * subform; a subform column holds exactly one non-container widget. Into a subform, the widget
 * fills column `columnIndex` when that column exists and is empty, otherwise it gets a new column
 * inserted at `columnIndex` (so a subform behaves like a row of one-widget cells).
 */
export function insertWidget(list: Widget[], loc: Location, widget: Widget): TreeEdit {
  if (loc.parentKey === null) {
    const index = clamp(loc.index, 0, list.length);
    const copy = list.slice();
    copy.splice(index, 0, widget);
    return { list: copy, location: { parentKey: null, columnIndex: null, index } };
  }
  const parent = findWidget(list, loc.parentKey);
  if (!parent) return { error: `no widget with key ${loc.parentKey}` };
  if (!isContainer(parent)) return { error: `a ${parent.type} cannot hold widgets` };
  if (containsKey(widget, parent.key)) return { error: 'a widget cannot be put inside itself' };
  const columns = parent.columns ?? [];
  const ci = loc.columnIndex ?? 0;

  if (isSubform(parent)) {
    if (isContainer(widget)) return { error: `a subform column cannot hold a ${widget.type}` };
    const target = columns[ci];
    let location: Location;
    const next = updateColumnsOf(list, parent.key, (cols) => {
      const copy = cols.slice();
      if (target && (target.list ?? []).length === 0) {
        copy[ci] = { ...target, list: [widget] };
        location = { parentKey: parent.key, columnIndex: ci, index: 0 };
      } else {
        const at = clamp(ci, 0, cols.length);
        copy.splice(at, 0, { span: '', list: [widget] });
        location = { parentKey: parent.key, columnIndex: at, index: 0 };
      }
      return copy;
    });
    return { list: next, location: location! };
  }

  if (!Number.isInteger(ci) || ci < 0 || ci >= columns.length) {
    return { error: `${parent.type} ${parent.key} has no column ${loc.columnIndex}` };
  }
  const target = columns[ci].list ?? [];
  const index = clamp(loc.index, 0, target.length);
  const next = updateColumnsOf(list, parent.key, (cols) => {
    const copy = cols.slice();
    const colList = target.slice();
    colList.splice(index, 0, widget);
    copy[ci] = { ...cols[ci], list: colList };
    return copy;
  });
  return { list: next, location: { parentKey: parent.key, columnIndex: ci, index } };
}

/**
 * Removes the widget with `key`. In a subform the emptied column goes too (a subform column
 * exists only to hold its one widget).
 */
export function removeWidgetByKey(list: Widget[], key: string):
  { list: Widget[]; widget: Widget; location: Location } | null {
  const location = locateWidget(list, key);
  if (!location) return null;
  if (location.parentKey === null) {
    const copy = list.slice();
    const [widget] = copy.splice(location.index, 1);
    return { list: copy, widget, location };
  }
  const parent = findWidget(list, location.parentKey)!;
  const ci = location.columnIndex!;
  const widget = parent.columns![ci].list[location.index];
  const next = updateColumnsOf(list, parent.key, (cols) => {
    const copy = cols.slice();
    const colList = cols[ci].list.slice();
    colList.splice(location.index, 1);
    if (isSubform(parent) && colList.length === 0) copy.splice(ci, 1);
    else copy[ci] = { ...cols[ci], list: colList };
    return copy;
  });
  return { list: next, widget, location };
}

/** The widgets beside `key`: its own list, or for a subform cell the subform's cells in order. */
export function siblingsOf(list: readonly Widget[], key: string): readonly Widget[] {
  const loc = locateWidget(list, key);
  if (!loc) return [];
  if (loc.parentKey === null) return list;
  const parent = findWidget(list, loc.parentKey)!;
  if (isSubform(parent)) return (parent.columns ?? []).flatMap((c) => c.list ?? []);
  return parent.columns![loc.columnIndex!].list ?? [];
}

function clamp(n: number, min: number, max: number): number {
  if (!Number.isFinite(n)) return max;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}
