// A record's form data as people read it: the fields of the pinned form version with their labels
// (walked with the form engine), values as text (option labels, file names, subform rows), and what
// changed between two revisions. Used by the detail page ("what changed") and the print view.
import { dataWidgets, isDisplayOnly, isSubform, subformColumns } from '../form/walk.ts';
import { isRangeWidget } from '../form/values.ts';
import type { FormSchema, OptionItem, Widget } from '../form/types.ts';
import { boundModels, factBinding } from '../workflow/eventFacts.ts';

export interface FieldDef {
  model: string;
  label: string;
  widget?: Widget;
  /** a display-only widget (header, divider, text, link): the renderer keeps a model for it, nobody types it */
  display?: boolean;
}

export interface FieldChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** Words the formatter needs, in the user's language (callers pass them from the locale, pages:yes/no/other). */
export interface ValueWords { yes: string; no: string; other: string }
/** Only for callers with no locale at hand (tests, logs). */
export const DEFAULT_WORDS: ValueWords = { yes: 'yes', no: 'no', other: 'other' };

/**
 * The fields of a form, in document order. Display-only widgets come flagged `display` (the renderer
 * gives them a model, so their keys appear in the data; they are neither shown nor compared).
 */
export function formFields(schema: unknown, words: ValueWords = DEFAULT_WORDS): FieldDef[] {
  if (!schema || typeof schema !== 'object') return [];
  const out: FieldDef[] = [];
  for (const w of dataWidgets(schema as FormSchema)) {
    const label = (w.name || w.model).trim();
    if (isDisplayOnly(w)) {
      out.push({ model: w.model, label, widget: w, display: true });
      continue;
    }
    out.push({ model: w.model, label, widget: w });
    if (w.otherModel) out.push({ model: w.otherModel, label: `${label}（${words.other}）` });
  }
  return out;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function optionLabel(options: OptionItem[] | undefined, value: unknown): string | undefined {
  const hit = (options ?? []).find((o) => String(o.value) === String(value));
  return hit ? String(hit.label ?? hit.value) : undefined;
}

function cascaderPath(options: OptionItem[] | undefined, path: unknown[]): string {
  const labels: string[] = [];
  let level = options ?? [];
  for (const v of path) {
    const hit = level.find((o) => String(o.value) === String(v));
    labels.push(hit ? String(hit.label ?? hit.value) : String(v));
    level = (hit?.children as OptionItem[] | undefined) ?? [];
  }
  return labels.join(' / ');
}

function isFileLike(v: unknown): v is { name?: string; title?: string; url?: string; src?: string } {
  return !!v && typeof v === 'object' && !Array.isArray(v) && ('url' in v || 'src' in v);
}

function fileName(v: { name?: string; title?: string; url?: string; src?: string }): string {
  return v.name || v.title || String(v.url || v.src || '').split('/').pop() || '';
}

/** A value as text: option labels for static choices, file names for uploads, one line per subform row. */
export function displayValue(value: unknown, widget?: Widget, words: ValueWords = DEFAULT_WORDS): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  const o = widget?.options;
  const staticOptions = o && !o.remote ? o.options : undefined;
  if (typeof value === 'string') {
    if (widget?.type === 'switch') return value === 'true' ? words.yes : value === 'false' ? words.no : value;
    return (staticOptions && optionLabel(staticOptions, value)) ?? value;
  }
  if (Array.isArray(value)) {
    if (widget && isSubform(widget)) {
      const cols = subformColumns(widget);
      return value
        .map((row, i) => {
          const r = (row ?? {}) as Record<string, unknown>;
          const cells = cols.map((c) => `${c.name}: ${displayValue(r[c.model], c, words) || '-'}`);
          return `${i + 1}. ${cells.join('；')}`;
        })
        .join('\n');
    }
    if (widget?.type === 'cascader') return cascaderPath(staticOptions, value);
    if (widget && isRangeWidget(widget)) return value.map((v) => displayValue(v, undefined, words)).join(' ~ ');
    return value.map((v) => (isFileLike(v) ? fileName(v) : (staticOptions && optionLabel(staticOptions, v)) ?? displayValue(v, undefined, words))).filter(Boolean).join('、');
  }
  if (isFileLike(value)) return fileName(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Order-independent comparison of JSON values; empty values ('' / null / [] / missing) are all the same. */
function canonical(v: unknown): string {
  if (isEmpty(v)) return '';
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const keys = Object.keys(v as object).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/**
 * The fields whose value differs between two revisions: the form's fields in document order with
 * their labels, then data keys the form does not know (an older or newer form version), by key.
 */
export function diffData(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined, fields: FieldDef[]): FieldChange[] {
  const a = before ?? {};
  const b = after ?? {};
  const out: FieldChange[] = [];
  const known = new Set<string>();
  for (const f of fields) {
    known.add(f.model);
    if (f.display) continue;
    if (canonical(a[f.model]) !== canonical(b[f.model])) out.push({ field: f.model, label: f.label, before: a[f.model], after: b[f.model] });
  }
  const rest = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !known.has(k)).sort();
  for (const k of rest) if (canonical(a[k]) !== canonical(b[k])) out.push({ field: k, label: k, before: a[k], after: b[k] });
  return out;
}

/** Label + text rows of a record's data for reading and printing (empty values shown as ''), each with its model. */
export function dataRows(data: Record<string, unknown> | null | undefined, fields: FieldDef[], words: ValueWords = DEFAULT_WORDS): { label: string; value: string; model: string }[] {
  const d = data ?? {};
  return fields.filter((f) => !f.display).map((f) => ({ label: f.label, value: displayValue(d[f.model], f.widget, words), model: f.model }));
}

/**
 * The models of the fields bound to the record's type and grade (src/core/workflow/eventFacts.ts): an
 * event's print and detail show the record's values once, in its header, not the form's copy again.
 */
export function boundFieldModels(fields: FieldDef[]): string[] {
  return boundModels(factBinding({ list: fields.flatMap((f) => (f.widget ? [f.widget] : [])) }));
}
