// Depth-first traversal of a form's widget tree (form-format.md: grid / flexbox nest to any depth,
// into each other and around a subform; a subform's column widgets are its cells, not form fields).
import type { FormSchema, Widget } from './types';

/** Layout containers: their columns hold ordinary widgets; they have no value of their own. */
export const LAYOUT_TYPES: ReadonlySet<string> = new Set(['grid', 'flexbox']);
/** `table` is how some old documents spell `subform`. */
export const SUBFORM_TYPES: ReadonlySet<string> = new Set(['subform', 'table']);
/** Widgets that only display something; upstream still gives them a model (text's defaultValue). */
export const DISPLAY_TYPES: ReadonlySet<string> = new Set(['text', 'link', 'divider', 'header']);

export const isLayout = (w: { type?: unknown }): boolean => LAYOUT_TYPES.has(w.type as string);
export const isSubform = (w: { type?: unknown }): boolean => SUBFORM_TYPES.has(w.type as string);
export const isDisplayOnly = (w: { type?: unknown }): boolean => DISPLAY_TYPES.has(w.type as string);

export interface WidgetVisit {
  widget: Widget;
  /** the nearest enclosing container (grid, flexbox or subform), if any */
  parent?: Widget;
  /** the enclosing subform when the widget is one of its column widgets (a cell) */
  subform?: Widget;
  /** containers from the root down to the parent */
  ancestors: Widget[];
  depth: number;
}

function* visit(list: unknown, ancestors: Widget[], subform: Widget | undefined): Generator<WidgetVisit> {
  if (!Array.isArray(list)) return;
  for (const widget of list as Widget[]) {
    if (!widget || typeof widget !== 'object') continue;
    const parent = ancestors[ancestors.length - 1];
    yield { widget, parent, subform, ancestors, depth: ancestors.length };
    if (!Array.isArray(widget.columns)) continue;
    const inner = [...ancestors, widget];
    const cellOf = isSubform(widget) ? widget : subform;
    for (const col of widget.columns) {
      if (col && typeof col === 'object') yield* visit(col.list, inner, cellOf);
    }
  }
}

/** Every widget, depth first, in document order: containers before their content. */
export function iterateWidgets(schemaOrList: FormSchema | Widget[]): Generator<WidgetVisit> {
  const list = Array.isArray(schemaOrList) ? schemaOrList : schemaOrList?.list;
  return visit(list, [], undefined);
}

/** Finds a widget anywhere in the tree by `key` first, else by `model`. */
export function findWidget(schemaOrList: FormSchema | Widget[], keyOrModel: string): Widget | undefined {
  let byModel: Widget | undefined;
  for (const { widget } of iterateWidgets(schemaOrList)) {
    if (widget.key === keyOrModel) return widget;
    if (!byModel && widget.model === keyOrModel) byModel = widget;
  }
  return byModel;
}

/**
 * Widgets that own a top-level model: everything except layout containers and subform cells
 * (a subform owns one array model; its cells live inside the rows). Display-only widgets are included,
 * as upstream `generateModle` gives them a model too.
 */
export function dataWidgets(schemaOrList: FormSchema | Widget[]): Widget[] {
  const out: Widget[] = [];
  for (const { widget, subform } of iterateWidgets(schemaOrList)) {
    if (subform || isLayout(widget) || !widget.model) continue;
    out.push(widget);
  }
  return out;
}

/** The column widgets of a subform: one widget per column. */
export function subformColumns(subform: Widget): Widget[] {
  const out: Widget[] = [];
  for (const col of subform.columns ?? []) {
    for (const w of col?.list ?? []) if (w && typeof w === 'object' && w.model) out.push(w);
  }
  return out;
}
