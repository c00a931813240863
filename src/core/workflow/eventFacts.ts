// One source of truth for an event's type and grade (issue 22 §1). The record owns both (its event_type
// and grade columns: routing, deadlines and statistics follow them); the unsafe-event form has fields
// that carry the same facts (事件类别, 事件分级). Those fields are bound to the record's: the report page
// asks the facts once (its top pickers) and leaves the bound fields out of the form, the stored data
// gets the record's values, and the server refuses a body whose data says otherwise.
//
// Which fields are bound is data, declared in one place:
// - a widget of the form may declare it: `options.recordField: 'eventType' | 'grade'`;
// - otherwise the convention: the models `event_category` (type) and `event_level` (grade).
// The grade's wording is the `workflow` locale's zh-CN `grade.*` text; the form's options carry the same
// words ("III级（未造成后果事件）"), and a value is read by its leading numeral, so an older wording
// ("I级（警告事件）") still reads as grade I.
// Framework-free: the report page, the detail page, the print view and the server all import it.
import type { Grade } from './types.ts';
import { GRADES } from './types.ts';
import type { FormSchema, OptionItem, Widget } from '../form/types.ts';
import { iterateWidgets } from '../form/walk.ts';
import { workflow } from '../i18n/locales/workflow.ts';

export type Fact = 'eventType' | 'grade';
export const FACTS: readonly Fact[] = ['eventType', 'grade'];

/** The convention: the models that carry the facts when no widget of the form declares them. */
export const DEFAULT_FACT_MODELS: Readonly<Record<Fact, string>> = { eventType: 'event_category', grade: 'event_level' };
/** The widget option a form declares a bound field with: `options.recordField = 'eventType' | 'grade'`. */
export const FACT_OPTION = 'recordField';

/** The wording of a grade in the form's options and the data (the zh-CN locale's grade labels). */
export const GRADE_TEXT: Readonly<Record<Grade, string>> = Object.fromEntries(
  GRADES.map((g) => [g, workflow['zh-CN'][`grade.${g}`]]),
) as Record<Grade, string>;

/** A bound field of a form: its model and, for choice widgets, its static options. */
export interface BoundField { model: string; label: string; otherModel?: string; options?: OptionItem[] }
export type FactBinding = Partial<Record<Fact, BoundField>>;

/** An event type as the rules need it (the store row and the client's EventType both fit). */
export interface TypeLike { code: string; name: string; nameEn?: string }
/** The facts a record holds. */
export interface RecordFacts { eventType?: string | null; grade?: Grade | string | null }

export interface FactConflict {
  fact: Fact;
  /** the form model that carries it */
  model: string;
  /** the record's value (type code or grade) */
  record: string;
  /** the form data's value, as stored */
  form: string;
}

const boundOf = (w: Widget): BoundField => {
  const opts = w.options?.options;
  return { model: w.model, label: (w.name || w.model).trim(), ...(w.otherModel ? { otherModel: w.otherModel } : {}), ...(Array.isArray(opts) && !w.options?.remote ? { options: opts } : {}) };
};

/** The convention's binding without a form at hand (a body read before its form is known). */
export const CONVENTIONAL_BINDING: Readonly<FactBinding> = Object.fromEntries(
  FACTS.map((f) => [f, { model: DEFAULT_FACT_MODELS[f], label: DEFAULT_FACT_MODELS[f] }]),
) as FactBinding;

/** The bound fields of a form: declared ones first, else the conventional models; a form with neither has none. */
export function factBinding(schema: unknown): FactBinding {
  const declared: FactBinding = {};
  const conventional: FactBinding = {};
  if (!schema || typeof schema !== 'object' || !Array.isArray((schema as FormSchema).list)) return {};
  for (const { widget, subform } of iterateWidgets(schema as FormSchema)) {
    if (subform || !widget.model) continue;
    const said = widget.options?.[FACT_OPTION];
    if ((said === 'eventType' || said === 'grade') && !declared[said]) declared[said] = boundOf(widget);
    for (const f of FACTS) if (widget.model === DEFAULT_FACT_MODELS[f] && !conventional[f]) conventional[f] = boundOf(widget);
  }
  const out: FactBinding = {};
  for (const f of FACTS) {
    const b = declared[f] ?? conventional[f];
    if (b) out[f] = b;
  }
  return out;
}

/** The models a binding holds (bound fields are not asked in the form, nor printed twice). */
export function boundModels(binding: FactBinding): string[] {
  return FACTS.flatMap((f) => (binding[f] ? [binding[f]!.model] : []));
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0);
const textOf = (v: unknown): string => (Array.isArray(v) ? v.map(String).join('、') : v === undefined || v === null ? '' : String(v)).trim();

/** The grade a form value names by its leading numeral ("II级（不良后果事件）", "Grade II", "II"); null for none. */
export function gradeOfValue(v: unknown): Grade | null {
  const m = /^(?:grade\s*)?(IV|III|II|I)(?![A-Za-z])/i.exec(textOf(v));
  return m ? (m[1].toUpperCase() as Grade) : null;
}

/** The form value of a grade: the bound field's option of that grade, else the shared wording. */
export function gradeValue(grade: Grade, field?: BoundField): string {
  const hit = field?.options?.find((o) => gradeOfValue(o.value) === grade);
  return hit ? String(hit.value) : GRADE_TEXT[grade];
}

/** The event type a form value names (its name, English name or code); null for none. */
export function typeOfValue(v: unknown, types: readonly TypeLike[]): string | null {
  const s = textOf(v);
  if (!s) return null;
  return types.find((t) => t.name === s || t.code === s || (!!t.nameEn && t.nameEn === s))?.code ?? null;
}

/** The form value of an event type: the bound field's option naming it, else the type's name. */
export function typeValue(code: string, types: readonly TypeLike[], field?: BoundField): string {
  const type = types.find((t) => t.code === code);
  if (!type) return code;
  const hit = field?.options?.find((o) => typeOfValue(o.value, [type]) === code);
  return hit ? String(hit.value) : type.name;
}

/** The facts the form data states (undefined: the form has no bound field or leaves it empty; null: a value naming none). */
export function factsOfData(data: Record<string, unknown> | null | undefined, binding: FactBinding, types: readonly TypeLike[]): { eventType?: string | null; grade?: Grade | null } {
  const d = data ?? {};
  const out: { eventType?: string | null; grade?: Grade | null } = {};
  const t = binding.eventType && d[binding.eventType.model];
  if (binding.eventType && !isEmpty(t)) out.eventType = typeOfValue(t, types);
  const g = binding.grade && d[binding.grade.model];
  if (binding.grade && !isEmpty(g)) out.grade = gradeOfValue(g);
  return out;
}

/**
 * Where the record's facts and the form data's bound fields disagree. An empty side never conflicts (a
 * draft may leave either blank); a form value that names no type or grade disagrees with any record value.
 */
export function factsConflict(record: RecordFacts, data: Record<string, unknown> | null | undefined, binding: FactBinding, types: readonly TypeLike[]): FactConflict[] {
  const stated = factsOfData(data, binding, types);
  const out: FactConflict[] = [];
  for (const f of FACTS) {
    const mine = record[f];
    if (!mine || stated[f] === undefined || stated[f] === mine) continue;
    out.push({ fact: f, model: binding[f]!.model, record: String(mine), form: textOf(data?.[binding[f]!.model]) });
  }
  return out;
}

/**
 * The data with its bound fields set from the record (stored once: the data says what the record says).
 * A fact the record leaves empty leaves its field as it is, or empties it with `clear` (the report page,
 * whose form does not show the field). Returns the same object when nothing changes.
 */
export function withFacts(data: Record<string, unknown>, record: RecordFacts, binding: FactBinding, types: readonly TypeLike[], opts: { clear?: boolean } = {}): Record<string, unknown> {
  const next: Record<string, unknown> = { ...data };
  let changed = false;
  const put = (model: string, v: unknown) => {
    if (next[model] === v || (isEmpty(next[model]) && isEmpty(v))) return;
    next[model] = v;
    changed = true;
  };
  if (binding.eventType && (record.eventType || opts.clear)) {
    put(binding.eventType.model, record.eventType ? typeValue(record.eventType, types, binding.eventType) : '');
    // the type is one of the options: no "other" text beside it
    if (binding.eventType.otherModel && binding.eventType.otherModel in next) put(binding.eventType.otherModel, '');
  }
  const grade = record.grade && (GRADES as string[]).includes(record.grade) ? (record.grade as Grade) : null;
  if (binding.grade && (grade || opts.clear)) put(binding.grade.model, grade ? gradeValue(grade, binding.grade) : '');
  return changed ? next : data;
}

/** A copy of the schema without the bound widgets: the page asks those facts once, above the form. */
export function withoutBoundWidgets<S>(schema: S, binding: FactBinding): S {
  const drop = new Set(boundModels(binding));
  if (!drop.size || !schema || typeof schema !== 'object') return schema;
  const prune = (list: unknown): unknown =>
    Array.isArray(list)
      ? list
        .filter((w) => !(w && typeof w === 'object' && drop.has((w as Widget).model) && !Array.isArray((w as Widget).columns)))
        .map((w) => (w && typeof w === 'object' && Array.isArray((w as Widget).columns)
          ? { ...(w as Widget), columns: (w as Widget).columns!.map((c) => (c && typeof c === 'object' ? { ...c, list: prune(c.list) } : c)) }
          : w))
      : list;
  return { ...(schema as object), list: prune((schema as { list?: unknown }).list) } as S;
}
