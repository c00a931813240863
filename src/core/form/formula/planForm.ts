// A form's computed fields, compiled once: each formula checked against the fields it may read, the
// order they are computed in (a formula may read another computed field), and the cycles that make some
// of them uncomputable (named). The form model, the designer's check and the server share it.
//
// What a formula may read: at the top level (grids and flexboxes included), the models of the form's
// data fields other than subforms and display widgets. In a subform's column, the other columns of the
// same row first, then the top-level fields. A top-level formula cannot read into a subform.
import type { FormSchema, Models, Widget } from '../types';
import { iterateWidgets, isDisplayOnly, isLayout, isSubform } from '../walk';
import type { Expr } from './ast';
import { compileFormula } from './checkFormula';
import { evaluate, precisionOf } from './evaluate';
import { FORMULA_LIMITS } from './limits';
import {
  isComputed, type ComputedValue, type FieldProblem, type FormulaPlan, type FormulaProblem, type FormulaValue,
} from './types';

interface Field {
  widget: Widget;
  key: string;
  model: string;
  name: string;
  expr?: Expr;
  /** the computed fields of the same scope it reads */
  deps: Field[];
  names: string[];
  precision?: number;
  problems: FormulaProblem[];
}

interface SubformPlan {
  model: string;
  name: string;
  /** its columns' models: a cell formula reads these from its row */
  columns: ReadonlySet<string>;
  /** its computed columns in order */
  cells: Field[];
}

export interface CompiledForm extends FormulaPlan {
  /** top-level computed fields in the order they are computed */
  readonly top: readonly Field[];
  readonly subforms: readonly SubformPlan[];
  /** what is wrong, per computed widget, in document order */
  readonly problems: readonly FieldProblem[];
}

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const isRow = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const own = (o: unknown, k: string): unknown => (isRow(o) && has(o, k) ? o[k] : undefined);
const titleOf = (w: Widget) => (typeof w.name === 'string' && w.name.trim() ? w.name : w.model);

/** Whether a formula can read this widget's value (not a container, not a display widget). */
const readable = (w: Widget) => !!w.model && !isLayout(w) && !isSubform(w) && !isDisplayOnly(w);

/**
 * Strongly connected components of the dependency graph (Tarjan's, without recursion: a hostile form may
 * chain thousands of fields). Returns the components that are cycles: more than one field, or one that
 * reads itself.
 */
function cycles(fields: Field[]): Field[][] {
  const index = new Map<Field, number>();
  const low = new Map<Field, number>();
  const onStack = new Set<Field>();
  const stack: Field[] = [];
  const out: Field[][] = [];
  let next = 0;
  for (const root of fields) {
    if (index.has(root)) continue;
    const work: { f: Field; i: number }[] = [{ f: root, i: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const top = work[work.length - 1];
      if (top.i < top.f.deps.length) {
        const d = top.f.deps[top.i++];
        if (!index.has(d)) {
          index.set(d, next);
          low.set(d, next++);
          stack.push(d);
          onStack.add(d);
          work.push({ f: d, i: 0 });
        } else if (onStack.has(d)) low.set(top.f, Math.min(low.get(top.f)!, index.get(d)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].f;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.f)!));
      }
      if (low.get(top.f) === index.get(top.f)) {
        const comp: Field[] = [];
        let x: Field;
        do {
          x = stack.pop()!;
          onStack.delete(x);
          comp.push(x);
        } while (x !== top.f);
        if (comp.length > 1 || top.f.deps.includes(top.f)) out.push(comp);
      }
    }
  }
  return out;
}

/** A shortest way round a cycle from its first field (in document order), as titles: 'A → B → A'. */
function cycleText(comp: Field[], order: Map<Field, number>): string {
  const members = new Set(comp);
  const start = [...comp].sort((a, b) => order.get(a)! - order.get(b)!)[0];
  const from = new Map<Field, Field>();
  const queue: Field[] = [start];
  for (let q = 0; q < queue.length; q++) {
    const f = queue[q];
    for (const d of f.deps) {
      if (!members.has(d)) continue;
      if (d === start) {
        const path: Field[] = [f];
        for (let p = f; p !== start; p = from.get(p)!) path.unshift(from.get(p)!);
        return [...path, start].map((x) => x.name).join(' → ');
      }
      if (!from.has(d)) {
        from.set(d, f);
        queue.push(d);
      }
    }
  }
  return `${start.name} → ${start.name}`;
}

/**
 * The fields of one scope in the order they are computed: those on a cycle first (their value is ''),
 * then the others, each after the fields it reads (Kahn's order).
 */
function order(fields: Field[]): Field[] {
  const docOrder = new Map(fields.map((f, i) => [f, i]));
  const onCycle = new Set<Field>();
  for (const comp of cycles(fields)) {
    const text = cycleText(comp, docOrder);
    for (const f of comp) {
      onCycle.add(f);
      f.expr = undefined;
      f.problems.push({ code: 'cycle', params: { fields: text } });
    }
  }
  const rest = fields.filter((f) => !onCycle.has(f));
  const waiting = new Map(rest.map((f) => [f, new Set(f.deps.filter((d) => !onCycle.has(d) && d !== f)).size]));
  const readers = new Map<Field, Field[]>();
  for (const f of rest) for (const d of new Set(f.deps)) if (!onCycle.has(d) && d !== f) (readers.get(d) ?? readers.set(d, []).get(d)!).push(f);
  const out = [...onCycle];
  const ready = rest.filter((f) => waiting.get(f) === 0);
  for (let i = 0; i < ready.length; i++) {
    out.push(ready[i]);
    for (const r of readers.get(ready[i]) ?? []) {
      const n = waiting.get(r)! - 1;
      waiting.set(r, n);
      if (n === 0) ready.push(r);
    }
  }
  return out;
}

function compileField(widget: Widget, known: ReadonlySet<string>, unreadable: ReadonlySet<string>): Field {
  const c = compileFormula(widget.options?.formula, known);
  const problems = c.problems.map((p) => (p.code === 'unknownField' && unreadable.has(String(p.params.name)) ? { code: 'notAValue' as const, params: p.params } : p));
  const raw = widget.options?.precision;
  const precision = precisionOf(raw);
  if (raw !== undefined && raw !== null && raw !== '' && precision === undefined) problems.push({ code: 'precision', params: FORMULA_LIMITS.precision });
  return { widget, key: widget.key, model: widget.model, name: titleOf(widget), expr: problems.length ? undefined : c.expr, deps: [], names: c.names, precision, problems };
}

/** Links each field to the computed fields of its scope it reads. */
function link(fields: Field[]): void {
  const byModel = new Map(fields.map((f) => [f.model, f]));
  for (const f of fields) f.deps = f.names.flatMap((n) => (byModel.has(n) ? [byModel.get(n)!] : []));
}

function compile(schema: FormSchema): CompiledForm {
  const known = new Set<string>();
  const unreadable = new Set<string>();
  const topWidgets: Widget[] = [];
  const subformWidgets: Widget[] = [];
  for (const { widget, subform } of iterateWidgets(schema)) {
    if (subform) continue;
    if (isSubform(widget)) subformWidgets.push(widget);
    if (readable(widget)) known.add(widget.model);
    else if (widget.model && !isLayout(widget)) unreadable.add(widget.model);
    if (isComputed(widget) && widget.model) topWidgets.push(widget);
  }
  const top = topWidgets.map((w) => compileField(w, known, unreadable));
  link(top);
  const problems: FieldProblem[] = [];
  const topOrder = order(top);

  const subforms: SubformPlan[] = [];
  const reads = new Set<string>();
  for (const f of top) for (const n of f.names) reads.add(n);
  for (const sub of subformWidgets) {
    const columns = new Set<string>();
    const cellWidgets: Widget[] = [];
    for (const col of sub.columns ?? []) {
      for (const w of col?.list ?? []) {
        if (!w || typeof w !== 'object') continue;
        if (readable(w)) columns.add(w.model);
        if (isComputed(w) && w.model) cellWidgets.push(w);
      }
    }
    if (!cellWidgets.length) continue;
    const scope = new Set([...known, ...columns]);
    const cells = cellWidgets.map((w) => compileField(w, scope, unreadable));
    link(cells);
    subforms.push({ model: sub.model, name: titleOf(sub), columns, cells: order(cells) });
    reads.add(sub.model);
    for (const f of cells) for (const n of f.names) if (!columns.has(n)) reads.add(n);
  }

  // problems in document order
  const all = [...top, ...subforms.flatMap((s) => s.cells)];
  const subOf = new Map(subforms.flatMap((s) => s.cells.map((c) => [c, s.model] as const)));
  const pos = new Map<Widget, number>();
  let i = 0;
  for (const { widget } of iterateWidgets(schema)) pos.set(widget, i++);
  for (const f of all.sort((a, b) => pos.get(a.widget)! - pos.get(b.widget)!)) {
    for (const problem of f.problems) problems.push({ key: f.key, model: f.model, name: f.name, ...(subOf.has(f) ? { subform: subOf.get(f) } : {}), problem });
  }

  const plan: CompiledForm = {
    top: topOrder, subforms, problems, reads, computed: new Set(top.map((f) => f.model)),
    compute: (data) => computeWith(plan, data),
  };
  return plan;
}

function computeWith(plan: CompiledForm, data: Models): ComputedValue[] {
  const out: ComputedValue[] = [];
  const values = new Map<string, FormulaValue>();
  const read = (name: string): unknown => (values.has(name) ? values.get(name) : own(data, name));
  for (const f of plan.top) {
    const value = f.expr ? evaluate(f.expr, read, f.precision) : '';
    values.set(f.model, value);
    out.push({ path: f.model, model: f.model, name: f.name, value });
  }
  for (const s of plan.subforms) {
    const rows = own(data, s.model);
    if (!Array.isArray(rows)) continue;
    rows.forEach((row, r) => {
      // a deleted row (status -1) is kept for the server as it was
      if (!isRow(row) || row.status === -1) return;
      const cell = new Map<string, FormulaValue>();
      const readCell = (name: string): unknown => (s.columns.has(name) ? (cell.has(name) ? cell.get(name) : own(row, name)) : read(name));
      for (const f of s.cells) {
        const value = f.expr ? evaluate(f.expr, readCell, f.precision) : '';
        cell.set(f.model, value);
        out.push({ path: `${s.model}[${r}].${f.model}`, model: f.model, name: `${s.name} #${r + 1} ${f.name}`, value, subform: s.model, row: r });
      }
    });
  }
  return out;
}

// Plans of frozen schemas (the server's cached form versions cannot change): compiled once.
const FROZEN = new WeakMap<object, CompiledForm>();

/** A form's computed fields compiled (any stored shape is read; a form without any gives an empty plan). */
export function planForm(schema: FormSchema | unknown): CompiledForm {
  const doc = (schema && typeof schema === 'object' ? schema : { list: [] }) as FormSchema;
  if (!Object.isFrozen(doc)) return compile(doc);
  let plan = FROZEN.get(doc);
  if (!plan) FROZEN.set(doc, (plan = compile(doc)));
  return plan;
}

/** `data` with the computed values written in (a copy: rows that change are copied, the rest shared). */
export function applyComputed(data: Models, values: readonly ComputedValue[]): Models {
  const out: Models = { ...data };
  const rows = new Map<string, unknown[]>();
  for (const v of values) {
    if (v.subform === undefined) {
      out[v.model] = v.value;
      continue;
    }
    let list = rows.get(v.subform);
    if (!list) rows.set(v.subform, (list = [...(out[v.subform] as unknown[])]));
    list[v.row!] = { ...(list[v.row!] as object), [v.model]: v.value };
  }
  for (const [model, list] of rows) out[model] = list;
  return out;
}

/**
 * Every computed value of a form's data, in dependency order, and the data with them written in.
 * A computed field whose formula is broken (or on a cycle) gets ''.
 */
export function computeForm(schema: FormSchema | unknown, data: Models): { values: ComputedValue[]; data: Models } {
  const values = planForm(schema).compute(data ?? {});
  return { values, data: applyComputed(data ?? {}, values) };
}

/** What is wrong with a form's formulas, per computed widget in document order (empty when all are fine). */
export function checkFormFormulas(schema: FormSchema | unknown): FieldProblem[] {
  return [...planForm(schema).problems];
}

/**
 * The fields the formula of the computed widget `key` may read, with their titles, for the designer to
 * offer: in a subform's column its row's other columns first, then the top-level fields; itself excluded.
 */
export function formulaFields(schema: FormSchema | unknown, key: string): { model: string; name: string }[] {
  const doc = (schema && typeof schema === 'object' ? schema : { list: [] }) as FormSchema;
  const top: { model: string; name: string }[] = [];
  let columns: Widget[] | null = null;
  for (const { widget, subform } of iterateWidgets(doc)) {
    if (widget.key === key && subform) columns = (subform.columns ?? []).flatMap((c) => c?.list ?? []);
    if (subform || !readable(widget) || widget.key === key) continue;
    top.push({ model: widget.model, name: titleOf(widget) });
  }
  const own = (columns ?? []).filter((w) => w && readable(w) && w.key !== key).map((w) => ({ model: w.model, name: titleOf(w) }));
  return [...own, ...top.filter((f) => !own.some((o) => o.model === f.model))];
}
