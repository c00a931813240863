// The one traversal of a form's widget tree (form-format.md: grid / flexbox nest to any depth, into
// each other and around a subform; a subform's column widgets are its cells, not form fields). The
// engine, the designer store, the modules and the server all walk through here; what a container is
// comes from the widget registry (widgets/registry.ts).
import type { FormSchema, Widget } from './types';
import { isLayout, isSubform } from './widgets/registry';

export {
  isContainer, isDisplayOnly, isLayout, isSubform, DISPLAY_TYPES, LAYOUT_TYPES, SUBFORM_TYPES,
} from './widgets/registry';

export interface WidgetVisit {
  widget: Widget;
  /** the nearest enclosing container (grid, flexbox or subform), if any */
  parent?: Widget;
  /** the enclosing subform when the widget is one of its column widgets (a cell) */
  subform?: Widget;
  /** containers from the root down to the parent */
  ancestors: Widget[];
  depth: number;
  /** the parent's column holding the widget (undefined at the root) */
  columnIndex?: number;
  /** the widget's position in its list (the root list or that column's) */
  index: number;
}

// Any widget's `columns` are walked (unknown types too: they are kept and preserved); non-objects are skipped.
function* visit(list: unknown, ancestors: Widget[], subform: Widget | undefined, columnIndex?: number): Generator<WidgetVisit> {
  if (!Array.isArray(list)) return;
  for (let index = 0; index < list.length; index++) {
    const widget = list[index] as Widget;
    if (!widget || typeof widget !== 'object') continue;
    const parent = ancestors[ancestors.length - 1];
    yield { widget, parent, subform, ancestors, depth: ancestors.length, columnIndex, index };
    if (!Array.isArray(widget.columns)) continue;
    const inner = [...ancestors, widget];
    const cellOf = isSubform(widget) ? widget : subform;
    for (let c = 0; c < widget.columns.length; c++) {
      const col = widget.columns[c];
      if (col && typeof col === 'object') yield* visit(col.list, inner, cellOf, c);
    }
  }
}

/** Every widget, depth first, in document order: containers before their content. */
export function iterateWidgets(schemaOrList: FormSchema | readonly Widget[]): Generator<WidgetVisit> {
  const list = Array.isArray(schemaOrList) ? schemaOrList : (schemaOrList as FormSchema)?.list;
  return visit(list, [], undefined);
}

/** Calls `fn` for every widget in document order; return `false` from it to stop. False when stopped. */
export function walkWidgets(schemaOrList: FormSchema | readonly Widget[], fn: (w: Widget) => void | false): boolean {
  for (const { widget } of iterateWidgets(schemaOrList)) if (fn(widget) === false) return false;
  return true;
}

/** Finds a widget anywhere in the tree by `key` first, else by `model`. */
export function findWidget(schemaOrList: FormSchema | readonly Widget[], keyOrModel: string): Widget | undefined {
  let byModel: Widget | undefined;
  for (const { widget } of iterateWidgets(schemaOrList)) {
    if (widget.key === keyOrModel) return widget;
    if (!byModel && widget.model === keyOrModel) byModel = widget;
  }
  return byModel;
}

/** The widget with this `key` (keys only), or null. */
export function findWidgetByKey(schemaOrList: FormSchema | readonly Widget[], key: string): Widget | null {
  for (const { widget } of iterateWidgets(schemaOrList)) if (widget.key === key) return widget;
  return null;
}

/**
 * Widgets that own a top-level model: everything except layout containers and subform cells
 * (a subform owns one array model; its cells live inside the rows). Display-only widgets are included,
 * as upstream `generateModle` gives them a model too.
 */
export function dataWidgets(schemaOrList: FormSchema | readonly Widget[]): Widget[] {
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
