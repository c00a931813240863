// Initial models (form-format.md runtime rule 7; upstream GenerateForm `generateModle`):
// value[model] when the key is given, else options.defaultValue; blank by defaultType; subform
// defaultValue or []; the "other" text of radioOther / checkboxOther starts as ''.
import type { FormSchema, Models, Widget } from './types';
import { dataWidgets, isSubform } from './walk';

const ARRAY_TYPES = new Set(['checkbox', 'checkboxOther', 'file', 'imgupload', 'cascader', 'subform', 'table', 'pricetable']);
const OTHER_TYPES = new Set(['radioOther', 'checkboxOther']);

/** JSON-shaped values are copied so rows and arrays are never shared between the schema and the data. */
export function cloneValue<T>(v: T): T {
  return v !== null && typeof v === 'object' ? structuredClone(v) : v;
}

/** blank's model by `defaultType`: '' for String (and anything unknown), {} for Object, [] for Array. */
export function blankValueOf(defaultType: unknown): unknown {
  if (defaultType === 'Object') return {};
  if (defaultType === 'Array') return [];
  return '';
}

/**
 * A widget's starting value without given data. When an old document has no defaultValue at all the
 * value takes the widget's shape: [] for list-valued types and multiple selects, false for switch,
 * '' for the rest (number, rate and slider stay undefined, as Element shows those empty).
 */
export function defaultValueOf(widget: Widget): unknown {
  const o = widget.options ?? {};
  if (widget.type === 'blank') return blankValueOf(o.defaultType);
  if (o.defaultValue !== undefined) return cloneValue(o.defaultValue);
  if (isSubform(widget) || ARRAY_TYPES.has(widget.type) || (widget.type === 'select' && o.multiple)) return [];
  if (widget.type === 'switch') return false;
  if (widget.type === 'number' || widget.type === 'rate' || widget.type === 'slider') return undefined;
  return '';
}

/** The model of the text input shown when "其他" is chosen, or undefined for widgets without one. */
export function otherModelOf(widget: Widget): string | undefined {
  if (typeof widget.otherModel === 'string' && widget.otherModel !== '') return widget.otherModel;
  return OTHER_TYPES.has(widget.type) && widget.model ? `${widget.model}_other` : undefined;
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
