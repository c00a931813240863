// New widgets from the palette and deep clones, with the old designer's key/model/remoteFunc rules
// (upstream-form-making.md §1, form-format.md "Widget").
import type { Widget, WidgetType } from '../form/types.ts';
import { walkWidgets } from '../form/walk.ts';
import { uniqueKey } from './keys.ts';
import type { CommandContext, Lang } from './types.ts';
import { WIDGET_CATALOG, defaultColumns, defaultOptions, widgetLabel } from './widgetCatalog.ts';

/**
 * A widget as dropped from the palette, keys in the saved order:
 * type, icon, columns (containers), options, name, key, model, (otherModel), rules.
 * `taken` holds the form's keys; the new key joins it.
 */
export function createWidget(type: WidgetType, lang: Lang, taken: Set<string>, ctx: CommandContext): Widget {
  const entry = WIDGET_CATALOG[type];
  const key = uniqueKey(taken, ctx.now, ctx.random);
  const options = defaultOptions(type);
  options.remoteFunc = `func_${key}`; // every type, as upstream's drop handler does
  const columns = defaultColumns(type);
  const model = `${type}_${key}`;
  const widget: Widget = {
    type,
    icon: entry.icon,
    ...(columns ? { columns } : {}),
    options,
    name: widgetLabel(type, lang),
    key,
    model,
    ...(entry.hasOtherModel ? { otherModel: `${model}_other` } : {}),
    rules: [],
  };
  return widget;
}

/**
 * A deep copy with a new key, model and remoteFunc for the widget and, recursively, everything
 * inside it; rules are kept (upstream's clone). Key order is preserved (overwrites keep position).
 */
export function cloneWidgetDeep(source: Widget, taken: Set<string>, ctx: CommandContext): Widget {
  const copy = structuredClone(source);
  // containers before their content, in document order: keys are drawn in the order upstream drew them
  walkWidgets([copy], (w) => {
    const key = uniqueKey(taken, ctx.now, ctx.random);
    w.key = key;
    w.model = `${w.type}_${key}`;
    if (typeof w.otherModel === 'string') w.otherModel = `${w.model}_other`;
    if (w.options && typeof w.options === 'object') w.options.remoteFunc = `func_${key}`;
  });
  return copy;
}
