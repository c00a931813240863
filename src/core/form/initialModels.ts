// Initial models (form-format.md runtime rule 7; upstream GenerateForm `generateModle`):
// value[model] when the key is given, else options.defaultValue; blank by defaultType; subform
// defaultValue or []; the "other" text of radioOther / checkboxOther starts as ''.
import type { FormSchema, Models, Widget } from './types';
import { dataWidgets } from './walk';
import { widgetDefinition } from './widgets/registry';

export { blankValueOf } from './widgets/shared';

/** JSON-shaped values are copied so rows and arrays are never shared between the schema and the data. */
export function cloneValue<T>(v: T): T {
  return v !== null && typeof v === 'object' ? structuredClone(v) : v;
}

/**
 * A widget's starting value without given data. When an old document has no defaultValue at all the
 * value takes the widget's shape (its definition's `emptyValue`): [] for list-valued types and multiple
 * selects, false for switch, '' for the rest (number, rate and slider stay undefined, as Element shows
 * those empty). blank always starts by its `defaultType` (`initialValue`).
 */
export function defaultValueOf(widget: Widget): unknown {
  const o = widget.options ?? {};
  const def = widgetDefinition(widget.type);
  if (def?.initialValue) return def.initialValue(o);
  if (o.defaultValue !== undefined) return cloneValue(o.defaultValue);
  return def?.emptyValue ? def.emptyValue(o) : '';
}

/** The model of the text input shown when "其他" is chosen, or undefined for widgets without one. */
export function otherModelOf(widget: Widget): string | undefined {
  if (typeof widget.otherModel === 'string' && widget.otherModel !== '') return widget.otherModel;
  return widgetDefinition(widget.type)?.hasOtherModel && widget.model ? `${widget.model}_other` : undefined;
}

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * The models a form starts with. Keys of `value` that the form does not know are kept (editing a saved
 * record must not lose them).
 */
export function buildInitialModels(schema: FormSchema | Widget[], value: Models = {}): Models {
  const models: Models = {};
  const given = value && typeof value === 'object' ? value : {};
  for (const w of dataWidgets(schema)) {
    models[w.model] = has(given, w.model) ? given[w.model] : defaultValueOf(w);
    const other = otherModelOf(w);
    if (other) models[other] = has(given, other) ? given[other] : '';
  }
  for (const k of Object.keys(given)) if (!has(models, k)) models[k] = given[k];
  return models;
}

/** A new subform row: each column's default and `status: 1` (spec section 4, Subform). */
export function newSubformRow(columns: Widget[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const c of columns) {
    row[c.model] = defaultValueOf(c);
    const other = otherModelOf(c);
    if (other) row[other] = '';
  }
  row.status = 1;
  return row;
}
