// Which typed values survive a change of form (issue 31 §2): a report whose event category changes moves
// to the new category's form, and keeps the values of the fields both forms have: the same model, of a
// compatible kind, holding a value the new field can take (a choice among its options). The others are
// named by their titles, so the page can say what it could not keep. Framework-free (unit-tested).
import type { FormSchema, Widget } from '../form/types.ts';
import { iterateWidgets } from '../form/walk.ts';
import { canonicalType, isDisplayOnly, isLayout, isSubform, widgetDefinition } from '../form/widgets/registry.ts';
import { OTHER_OPTION_VALUE } from '../form/widgets/shared.ts';
import { formatOf, isRangeWidget } from '../form/values.ts';
import { defaultValueOf } from '../form/initialModels.ts';

/** A value that could not be kept: the field's model and its title in the form it was typed in. */
export interface LostField { model: string; title: string }
export interface CarryOver {
  /** the values for the new form (its models only) */
  values: Record<string, unknown>;
  /** the fields whose values are left behind, in the old form's order */
  lost: LostField[];
}

/** Types whose values have the same shape: one family each (any other type fits only itself). */
const FAMILY: Readonly<Record<string, string>> = {
  input: 'text', textarea: 'text',
  number: 'number', rate: 'number', slider: 'number',
  radio: 'choice', radioOther: 'choice', select: 'choice',
  checkbox: 'choices', checkboxOther: 'choices',
};

/** The shape of a field's value: two fields whose shapes differ never share a value. */
export function valueShape(w: Pick<Widget, 'type' | 'options'>): string {
  const type = canonicalType(String(w.type));
  const o = w.options ?? {};
  let family = FAMILY[type] ?? type;
  if (type === 'select' && o.multiple) family = 'choices';
  if (isRangeWidget(w)) family += ':range';
  // dates and times are stored as text in the widget's format (or a number with `timestamp`)
  if (type === 'date' || type === 'time') family += `:${String(o.type ?? '')}:${formatOf(w)}:${o.timestamp ? 'ms' : 'text'}`;
  return family;
}

/** The fields of a form by model: widgets with a value (no layout, display or subform cell). */
function fieldsOf(schema: unknown): Map<string, Widget> {
  const out = new Map<string, Widget>();
  for (const { widget, subform } of iterateWidgets((schema ?? { list: [] }) as FormSchema)) {
    if (subform || isLayout(widget) || isDisplayOnly(widget) || typeof widget.model !== 'string' || !widget.model) continue;
    if (!out.has(widget.model)) out.set(widget.model, widget);
  }
  return out;
}

const isBlank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0);

/** The values a choice field offers (static options only; remote ones are not known here). */
function offered(w: Widget): Set<unknown> | null {
  const o = w.options ?? {};
  if (o.remote || !Array.isArray(o.options)) return null;
  const values = new Set<unknown>((o.options as { value?: unknown; label?: unknown }[]).map((x) => (o.showLabel === false && x.value === undefined ? x.label : x.value)));
  if (widgetDefinition(w.type)?.hasOtherModel) values.add(OTHER_OPTION_VALUE);
  return values;
}

/** Whether `value` (typed in `from`) can stand in `to`. */
function fits(from: Widget, to: Widget, value: unknown): boolean {
  if (valueShape(from) !== valueShape(to)) return false;
  const family = valueShape(to).split(':')[0];
  if (family === 'choice' || family === 'choices') {
    const allowed = offered(to);
    if (allowed) return (Array.isArray(value) ? value : [value]).every((v) => allowed.has(v) || (typeof v === 'number' && allowed.has(String(v))));
  }
  if (isSubform(to)) {
    // every column a row holds must be a column of the new subform
    const columns = new Set((to.columns ?? []).flatMap((c) => (c.list ?? []).map((x) => x.model)));
    return Array.isArray(value) && value.every((row) => Object.keys((row ?? {}) as object).every((k) => k === 'status' || columns.has(k)));
  }
  return true;
}

/** A value nobody typed: empty, or the field's own starting value (a switch left off). */
const untouched = (field: Widget, value: unknown) => isBlank(value) || JSON.stringify(value) === JSON.stringify(defaultValueOf(field));

/**
 * The values of `from` that `to` can keep, and the fields whose values it cannot. Values nobody typed
 * (empty, or the field's starting value) are neither kept nor lost; `ignore` names models that are not the person's to keep (fields the server
 * fills, such as the reporter's). The "other" text of a radioOther / checkboxOther goes with its field.
 */
export function carryOver(from: unknown, to: unknown, values: Readonly<Record<string, unknown>>, opts: { ignore?: Iterable<string> } = {}): CarryOver {
  const ignore = new Set(opts.ignore ?? []);
  const target = fieldsOf(to);
  const out: CarryOver = { values: {}, lost: [] };
  for (const [model, field] of fieldsOf(from)) {
    const value = values[model];
    if (untouched(field, value)) continue;
    const next = target.get(model);
    if (next && fits(field, next, value)) {
      out.values[model] = value;
      const otherFrom = field.otherModel || `${model}_other`;
      const otherTo = next.otherModel || `${model}_other`;
      if (widgetDefinition(next.type)?.hasOtherModel && !isBlank(values[otherFrom])) out.values[otherTo] = values[otherFrom];
    } else if (!ignore.has(model)) {
      out.lost.push({ model, title: typeof field.name === 'string' && field.name.trim() ? field.name.trim() : model });
    }
  }
  return out;
}
