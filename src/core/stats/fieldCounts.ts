// Counting records by a field of their form (issue 31 §4): falls by Morse band, medication errors by NCC
// MERP category, pressure injuries by stage, or any choice or computed field a hospital puts on a
// category's form. Which fields can be counted, what a stored value counts as, and how the counts of
// many form versions add up are decided here once; the server aggregates (data query and monthly
// report) and the pages show what it answers. A record counts by the field when its form (the version
// it was made on) has a widget of that model; others are counted apart, as "not on their form".
// Framework-free: the server and the pages import it.
import type { FormSchema, Widget } from '../form/types.ts';
import { iterateWidgets } from '../form/walk.ts';
import { optionLabel } from '../form/optionLabels.ts';
import { boundModels, factBinding, FACTS } from '../workflow/eventFacts.ts';

/** How a field's stored value counts: one option, several (a checkbox), yes/no (a switch), or a formula's result. */
export type CountableKind = 'choice' | 'multiple' | 'switch' | 'computed';

export interface CountableField {
  model: string;
  /** the field's title as the form says it (typed by the hospital) */
  title: string;
  kind: CountableKind;
  /** the values in the form's order with what the form shows for them: a choice's options, a band's labels; none for a switch or a number */
  options: { value: string; label: string }[];
}

export { FIELD_MODEL } from './fieldModel.ts';

const SINGLE = new Set(['radio', 'radioOther', 'select']);
const MULTIPLE = new Set(['checkbox', 'checkboxOther']);

/** The labels of a `band(x, "a", t1, "b", …)` formula in their order (what the computed field can be); none for another formula. */
export function bandLabels(formula: unknown): string[] {
  if (typeof formula !== 'string') return [];
  const at = formula.search(/\bband\s*\(/);
  if (at < 0) return [];
  return [...formula.slice(at).matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1] ?? m[2]).filter((s) => s !== '');
}

function fieldOf(w: Widget): CountableField | null {
  const o = w.options ?? {};
  const title = (w.name || w.model).trim();
  // a string here: the computed field's registry entry is the formula work's (issue 31 §3)
  if ((w.type as string) === 'computed') {
    return { model: w.model, title, kind: 'computed', options: bandLabels(o.formula).map((l) => ({ value: l, label: l })) };
  }
  if (w.type === 'switch') return { model: w.model, title, kind: 'switch', options: [] };
  const multiple = MULTIPLE.has(w.type) || (w.type === 'select' && !!o.multiple);
  if (!SINGLE.has(w.type) && !multiple) return null;
  // remote options are the host's: their values cannot be listed here
  if (o.remote || !Array.isArray(o.options)) return null;
  const options = o.options
    .filter((x) => x && typeof x === 'object' && x.value !== undefined && x.value !== null && x.value !== '')
    .map((x) => ({ value: String(x.value), label: optionLabel(x, o.showLabel) }));
  return { model: w.model, title, kind: multiple ? 'multiple' : 'choice', options };
}

/**
 * The fields of a form that records can be counted by: its choice fields with static options (radio,
 * select, checkbox and their "other" kinds), switches and computed fields, in the form's order. Not the
 * fields bound to the record's facts (type, grade, department, reporter: counted as the record's own),
 * nor a subform's cells (many values per record).
 */
export function countableFields(schema: unknown): CountableField[] {
  if (!schema || typeof schema !== 'object' || !Array.isArray((schema as FormSchema).list)) return [];
  const bound = new Set(boundModels(factBinding(schema), FACTS));
  const out: CountableField[] = [];
  const seen = new Set<string>();
  for (const { widget, subform } of iterateWidgets(schema as FormSchema)) {
    if (subform || !widget.model || bound.has(widget.model) || seen.has(widget.model)) continue;
    const f = fieldOf(widget);
    if (f) {
      seen.add(f.model);
      out.push(f);
    }
  }
  return out;
}

/** Does the form have a widget of this model (the record's data under it is then its answer)? */
export function formHasModel(schema: unknown, model: string): boolean {
  if (!schema || typeof schema !== 'object') return false;
  for (const { widget } of iterateWidgets(schema as FormSchema)) if (widget.model === model) return true;
  return false;
}

/**
 * What a stored value counts as, for a field of that kind: the values it names ([] when not given). The
 * value is as the data holds it or as a database reads it back out of the JSON (a number, `1`/`0` or
 * 'true'/'false' for a boolean, a list as JSON text).
 */
export function countKeys(kind: CountableKind, raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  if (kind === 'switch') {
    if (raw === true || raw === 1 || raw === '1' || raw === 'true') return ['true'];
    if (raw === false || raw === 0 || raw === '0' || raw === 'false') return ['false'];
    return [];
  }
  let v: unknown = raw;
  if (kind === 'multiple' && typeof v === 'string' && v.trim().startsWith('[')) {
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      // a text that only looks like a list counts as itself
    }
  }
  const list = Array.isArray(v) ? v : [v];
  return [...new Set(list.filter((x) => x !== null && x !== undefined && typeof x !== 'object').map(String).filter((s) => s.trim() !== ''))];
}

/** One group of records as the server reads it: their form has the field or not, their stored value, how many (one record: its id). */
export interface FieldValueRow { onForm: boolean; value: unknown; n: number; id?: number }

export interface FieldCount {
  /** the stored value ('true' / 'false' for a switch) */
  value: string;
  /** what the form shows for it; a value the form no longer offers is shown as it is; '' for a switch (the page says yes or no) */
  label: string;
  n: number;
  /** the records counted, when the rows were records (the monthly report's rows behind a count) */
  ids?: number[];
}

export interface FieldCounts {
  /** the records counted: every record of the filter */
  total: number;
  /** per value, the form's values first in its order (an unused one as 0), then the others (most first) */
  counts: FieldCount[];
  /** records whose form has the field but left it empty */
  empty: number;
  emptyIds?: number[];
  /** records whose form (version) has no such field */
  notOnForm: number;
}

/** GET /api/v1/records/field-counts: the counts and the field they are of. */
export interface FieldCountsAnswer extends FieldCounts {
  eventType: string;
  field: { model: string; title: string; kind: CountableKind };
}

/**
 * Adds up the server's groups. A checkbox record counts once under each value it ticks. With `withIds` (the
 * rows are records) every count lists its records, an empty count too.
 */
export function tallyField(field: CountableField, rows: readonly FieldValueRow[], { withIds = false } = {}): FieldCounts {
  const by = new Map<string, { n: number; ids: number[] }>();
  const emptyIds: number[] = [];
  let total = 0;
  let empty = 0;
  let notOnForm = 0;
  for (const r of rows) {
    const n = Number(r.n) || 0;
    total += n;
    if (!r.onForm) {
      notOnForm += n;
      continue;
    }
    const keys = countKeys(field.kind, r.value);
    if (!keys.length) {
      empty += n;
      if (r.id !== undefined) emptyIds.push(r.id);
    }
    for (const k of keys) {
      const c = by.get(k) ?? { n: 0, ids: [] };
      c.n += n;
      if (r.id !== undefined) c.ids.push(r.id);
      by.set(k, c);
    }
  }
  const count = (value: string, label: string): FieldCount => {
    const c = by.get(value);
    return { value, label, n: c?.n ?? 0, ...(withIds ? { ids: c?.ids ?? [] } : {}) };
  };
  const known = field.kind === 'switch' ? [{ value: 'true', label: '' }, { value: 'false', label: '' }] : field.options;
  const listed = new Set(known.map((o) => o.value));
  const numeric = field.kind === 'computed' && !field.options.length;
  const others = [...by].filter(([k]) => !listed.has(k)).map(([value]) => count(value, value))
    .sort((a, b) => (numeric ? Number(a.value) - Number(b.value) : b.n - a.n || a.value.localeCompare(b.value, 'zh-CN')));
  return { total, counts: [...known.map((o) => count(o.value, o.label)), ...others], empty, notOnForm, ...(withIds ? { emptyIds } : {}) };
}
