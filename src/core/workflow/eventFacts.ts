// One source of truth for an event's facts (issue 22 §1). The record owns them: its event_type and
// grade (routing, deadlines and statistics follow them), its department (the reporting department:
// department review and data scope follow it), its reporter (the creator, from the session) and its
// report time (the first submission, from the server's clock). The unsafe-event form has fields that
// carry the same facts (事件类别, 事件分级, 上报科室, 上报人, 工号, 所在科室, 上报时间). Those fields are bound to
// the record's:
// - asked facts (type, grade, reporting department): the report page asks them once, above the form,
//   and leaves their fields out of it; the server refuses a body whose data says otherwise;
// - server facts (reporter, work number, the reporter's department, report time): never asked; the
//   server fills them from the session and the clock, whatever the body says;
// - the stored data gets the record's values; the detail page and the print show the record's header
//   once and leave out the fields it already shows (HEADER_FACTS).
//
// Which fields are bound is data, declared in one place:
// - a widget of the form may declare it: `options.recordField: 'eventType' | 'grade' | 'dept' | 'reporter'
//   | 'reporterWorkNo' | 'reporterDept' | 'reportTime'`;
// - otherwise the convention: DEFAULT_FACT_MODELS (the seeded and legacy unsafe-event forms' models).
// The grade's wording is the `workflow` locale's zh-CN `grade.*` text; the form's options carry the same
// words ("III级（未造成后果事件）"), and a value is read by its leading numeral, so an older wording
// ("I级（警告事件）") still reads as grade I. A department is named by its code (what the form's department
// select stores, "D0801") or its name.
// Anonymity is not decided here: the reporter fields stay in the data (the reporter sees them) and the
// server blanks every `reporter_*` field for anyone else (recordView.ts maskData).
// Framework-free: the report page, the detail page, the print view and the server all import it.
import type { Grade } from './types.ts';
import { GRADES } from './types.ts';
import type { FormSchema, OptionItem, Widget } from '../form/types.ts';
import { iterateWidgets } from '../form/walk.ts';
import { workflow } from '../i18n/locales/workflow.ts';

/** Facts the page asks once (above the form) and the server checks the data against. */
export type AskedFact = 'eventType' | 'grade' | 'dept';
/** Facts the server decides (session and clock); never asked. */
export type ServerFact = 'reporter' | 'reporterWorkNo' | 'reporterDept' | 'reportTime';
export type Fact = AskedFact | ServerFact;
export const ASKED_FACTS: readonly AskedFact[] = ['eventType', 'grade', 'dept'];
export const SERVER_FACTS: readonly ServerFact[] = ['reporter', 'reporterWorkNo', 'reporterDept', 'reportTime'];
export const FACTS: readonly Fact[] = [...ASKED_FACTS, ...SERVER_FACTS];
/** Left out of the report page's form: asked above it, or (the report time) not known before it is submitted. */
export const PAGE_FACTS: readonly Fact[] = ['eventType', 'grade', 'dept', 'reportTime'];
/**
 * Left out of the form on the detail page and the print: the record's header shows them (type, grade,
 * department, reporter, submitted at). The work number and the reporter's own department stay in the form.
 */
export const HEADER_FACTS: readonly Fact[] = ['eventType', 'grade', 'dept', 'reporter', 'reportTime'];
/**
 * Left out of the form on the record view (issue 32 §5): what the header shows, except the reporter. The
 * form's reporter block (上报人, 工号, 所在科室) shows whole, its 上报人 named by `withReporterShown`: leaving
 * it out left a blank column beside the work number.
 */
export const RECORD_VIEW_FACTS: readonly Fact[] = HEADER_FACTS.filter((f) => f !== 'reporter');

/** The convention: the models that carry the facts when no widget of the form declares them. */
export const DEFAULT_FACT_MODELS: Readonly<Record<Fact, string>> = {
  eventType: 'event_category', grade: 'event_level', dept: 'event_report_dept',
  reporter: 'reporter_name', reporterWorkNo: 'reporter_work_no', reporterDept: 'reporter_dept', reportTime: 'report_time',
};
/** The widget option a form declares a bound field with: `options.recordField = 'eventType' | 'grade' | …`. */
export const FACT_OPTION = 'recordField';

/** The wording of a grade in the form's options and the data (the zh-CN locale's grade labels). */
export const GRADE_TEXT: Readonly<Record<Grade, string>> = Object.fromEntries(
  GRADES.map((g) => [g, workflow['zh-CN'][`grade.${g}`]]),
) as Record<Grade, string>;

/** A bound field of a form: its model and, for choice widgets, its static options (and which key of a remote option it stores). */
export interface BoundField { model: string; label: string; otherModel?: string; options?: OptionItem[]; valueKey?: string }
export type FactBinding = Partial<Record<Fact, BoundField>>;

/** An event type as the rules need it (the store row and the client's EventType both fit). */
export interface TypeLike { code: string; name: string; nameEn?: string }
/** A department as the rules need it: its name (the record's) and its code (what the form's select stores). */
export interface DeptLike { name: string; code?: string }
/** The person who reported: the record's creator, as the session knows them. */
export interface ReporterFacts { name: string; workNo?: string | null; deptName?: string | null }
/** The facts a record holds (dept: the reporting department's name; reportTime: 'YYYY-MM-DD HH:mm:ss', '' before submission). */
export interface RecordFacts {
  eventType?: string | null; grade?: Grade | string | null; dept?: string | null;
  reporter?: ReporterFacts | null; reportTime?: string | null;
}

export interface FactConflict {
  fact: AskedFact;
  /** the form model that carries it */
  model: string;
  /** the record's value (type code, grade or department name) */
  record: string;
  /** the form data's value, as stored */
  form: string;
}

const boundOf = (w: Widget): BoundField => {
  const opts = w.options?.options;
  const valueKey = (w.options?.props as { value?: unknown } | undefined)?.value;
  return {
    model: w.model, label: (w.name || w.model).trim(), ...(w.otherModel ? { otherModel: w.otherModel } : {}),
    ...(Array.isArray(opts) && !w.options?.remote ? { options: opts } : {}),
    ...(w.options?.remote && typeof valueKey === 'string' && valueKey ? { valueKey } : {}),
  };
};

/** The convention's binding without a form at hand (a body read before its form is known). */
export const CONVENTIONAL_BINDING: Readonly<FactBinding> = Object.fromEntries(
  FACTS.map((f) => [f, { model: DEFAULT_FACT_MODELS[f], label: DEFAULT_FACT_MODELS[f] }]),
) as FactBinding;

/** The bound fields of a form: declared ones first, else the conventional models; a form with neither has none. */
export function factBinding(schema: unknown): FactBinding {
  // a frozen schema (the server's cached form versions) cannot change: its binding is worked out once
  const frozen = !!schema && typeof schema === 'object' && Object.isFrozen(schema);
  let b = frozen ? FROZEN_BINDINGS.get(schema as object) : undefined;
  if (!b) {
    b = bindingOf(schema);
    if (frozen) {
      Object.values(b).forEach((x) => Object.freeze(x));
      FROZEN_BINDINGS.set(schema as object, Object.freeze(b));
    }
  }
  return b;
}

const FROZEN_BINDINGS = new WeakMap<object, FactBinding>();

function bindingOf(schema: unknown): FactBinding {
  const declared: FactBinding = {};
  const conventional: FactBinding = {};
  if (!schema || typeof schema !== 'object' || !Array.isArray((schema as FormSchema).list)) return {};
  for (const { widget, subform } of iterateWidgets(schema as FormSchema)) {
    if (subform || !widget.model) continue;
    const said = widget.options?.[FACT_OPTION] as Fact | undefined;
    if (said && FACTS.includes(said) && !declared[said]) declared[said] = boundOf(widget);
    for (const f of FACTS) if (widget.model === DEFAULT_FACT_MODELS[f] && !conventional[f]) conventional[f] = boundOf(widget);
  }
  const out: FactBinding = {};
  for (const f of FACTS) {
    const b = declared[f] ?? conventional[f];
    if (b) out[f] = b;
  }
  return out;
}

/** The models of a binding's facts (by default those the record's header shows: not printed twice). */
export function boundModels(binding: FactBinding, facts: readonly Fact[] = HEADER_FACTS): string[] {
  return facts.flatMap((f) => (binding[f] ? [binding[f]!.model] : []));
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

/**
 * The departments an event can be reported for: the enabled ones that are not a group of others (a leaf of
 * the tree: 医院 or 职能部门 has no head to review it). The page offers them, the server accepts only them.
 */
export function reportableDepts(rows: readonly { deptId: number; deptName: string; parentId: number | null; status: number }[]): string[] {
  const parents = new Set(rows.map((r) => r.parentId).filter((x) => x !== null));
  return rows.filter((r) => r.status === 1 && !parents.has(r.deptId)).map((r) => r.deptName);
}

/** The department a form value names (its code or name): its name; null for none. */
export function deptOfValue(v: unknown, depts: readonly DeptLike[]): string | null {
  const s = textOf(v);
  if (!s) return null;
  return depts.find((d) => d.code === s || d.name === s)?.name ?? null;
}

/** The form value of a department: its code when the field stores codes (and the code is known), else its name. */
export function deptValue(name: string, depts: readonly DeptLike[], field?: BoundField): string {
  if (field?.valueKey && /name/i.test(field.valueKey)) return name;
  return depts.find((d) => d.name === name)?.code ?? name;
}

/** The facts the form data states (undefined: the form has no bound field or leaves it empty; null: a value naming none). */
export function factsOfData(data: Record<string, unknown> | null | undefined, binding: FactBinding, types: readonly TypeLike[], depts: readonly DeptLike[] = []): { eventType?: string | null; grade?: Grade | null; dept?: string | null } {
  const d = data ?? {};
  const out: { eventType?: string | null; grade?: Grade | null; dept?: string | null } = {};
  const t = binding.eventType && d[binding.eventType.model];
  if (binding.eventType && !isEmpty(t)) out.eventType = typeOfValue(t, types);
  const g = binding.grade && d[binding.grade.model];
  if (binding.grade && !isEmpty(g)) out.grade = gradeOfValue(g);
  const dv = binding.dept && d[binding.dept.model];
  if (binding.dept && !isEmpty(dv)) out.dept = deptOfValue(dv, depts);
  return out;
}

/**
 * Where the record's facts and the form data's bound fields disagree. An empty side never conflicts (a
 * draft may leave either blank); a form value that names no type or grade disagrees with any record value.
 */
export function factsConflict(record: RecordFacts, data: Record<string, unknown> | null | undefined, binding: FactBinding, types: readonly TypeLike[], depts: readonly DeptLike[] = []): FactConflict[] {
  const stated = factsOfData(data, binding, types, depts);
  const out: FactConflict[] = [];
  for (const f of ASKED_FACTS) {
    const mine = record[f];
    if (!mine || stated[f] === undefined || stated[f] === mine) continue;
    out.push({ fact: f, model: binding[f]!.model, record: String(mine), form: textOf(data?.[binding[f]!.model]) });
  }
  return out;
}

/**
 * The data with its bound fields set from the record (stored once: the data says what the record says).
 * A fact the record leaves empty (undefined or null) leaves its field as it is, or empties it with
 * `clear` (the report page, whose form does not show the field); a report time of '' (not submitted yet)
 * empties its field. Returns the same object when nothing changes.
 */
export function withFacts(data: Record<string, unknown>, record: RecordFacts, binding: FactBinding, types: readonly TypeLike[], opts: { clear?: boolean; depts?: readonly DeptLike[] } = {}): Record<string, unknown> {
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
  if (binding.dept && (record.dept || opts.clear)) put(binding.dept.model, record.dept ? deptValue(record.dept, opts.depts ?? [], binding.dept) : '');
  const who = record.reporter;
  if (who) {
    if (binding.reporter) put(binding.reporter.model, who.name);
    if (binding.reporterWorkNo && who.workNo !== undefined) put(binding.reporterWorkNo.model, who.workNo ?? '');
    if (binding.reporterDept && who.deptName !== undefined) put(binding.reporterDept.model, who.deptName ?? '');
  }
  if (binding.reportTime && typeof record.reportTime === 'string') put(binding.reportTime.model, record.reportTime);
  return changed ? next : data;
}

/**
 * A copy of the schema without the widgets of the given facts: the report page asks them above the form
 * (PAGE_FACTS), the detail page shows them in the record's header (HEADER_FACTS, the default).
 */
export function withoutBoundWidgets<S>(schema: S, binding: FactBinding, facts: readonly Fact[] = HEADER_FACTS): S {
  const drop = new Set(boundModels(binding, facts));
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

/**
 * The data a record view draws (issue 32 §5): its bound reporter field names the reporter as the reader
 * may see them: the name, or the word for "anonymous" when the record hides its reporter from the reader
 * (the server blanks every `reporter_*` value for them). Data without a bound reporter field is returned as it is.
 */
export function withReporterShown(data: Record<string, unknown>, binding: FactBinding, reporter: { name: string; hidden: boolean }, anonymousWord: string): Record<string, unknown> {
  const model = binding.reporter?.model;
  if (!model) return data;
  const name = reporter.hidden ? anonymousWord : reporter.name || String(data[model] ?? '');
  return { ...data, [model]: name };
}
