// Reading and writing values: a top-level model or a cell of a subform row. A write announces the
// path (and the widget's key) and re-evaluates only the nodes whose conditions read that model.
import type { Models } from '../types';
import { cloneValue } from '../initialModels';
import type { FormContext } from './context';
import { clearErrors } from './errors';
import { CELL_PATH } from './fieldIndex';
import { refresh } from './fieldStates';
import { revalidateIfShown } from './validation';
import { isComputed } from '../formula/types';

type Row = Record<string, unknown>;

/** A copy of a subform's rows (empty when the value is not a list). */
export const rowsOf = (ctx: FormContext, model: string): unknown[] =>
  (Array.isArray(ctx.models[model]) ? [...(ctx.models[model] as unknown[])] : []);

/** Writes a top-level model; false when the value is the same. */
export function writeTop(ctx: FormContext, model: string, value: unknown): boolean {
  if (Object.is(ctx.models[model], value)) return false;
  ctx.models[model] = value;
  ctx.bus.changed(model);
  const n = ctx.index.nodeOf.get(model);
  if (n && n.widget.key !== model && n.widget.key) ctx.bus.changed(n.widget.key);
  for (const d of ctx.index.dependents.get(model) ?? []) refresh(ctx, d);
  // the computed fields reading it follow (model/computed.ts; a write of theirs does not start another pass)
  const f = ctx.formulas;
  if (f && !f.busy && f.plan.reads.has(model)) f.run();
  return true;
}

export function setValue(ctx: FormContext, path: string, value: unknown): void {
  ctx.bus.batch(() => {
    const cell = CELL_PATH.exec(path);
    // a computed field is its formula's: never written from outside (model/computed.ts keeps it)
    if (isComputed(cell ? ctx.index.cellNodeOf.get(`${cell[1]}.${cell[3]}`)?.widget : ctx.index.nodeOf.get(path)?.widget)) return;
    if (cell) {
      const [, sub, idx, col] = cell;
      const rows = rowsOf(ctx, sub);
      const i = Number(idx);
      const row = (rows[i] && typeof rows[i] === 'object' ? rows[i] : {}) as Row;
      if (Object.is(row[col], value) && i < rows.length) return;
      rows[i] = { ...row, [col]: value };
      writeTop(ctx, sub, rows);
      ctx.bus.changed(path);
      revalidateIfShown(ctx, path);
      return;
    }
    if (writeTop(ctx, path, value)) revalidateIfShown(ctx, path);
  });
}

export function readValue(ctx: FormContext, path: string): unknown {
  const cell = CELL_PATH.exec(path);
  if (!cell) return ctx.models[path];
  const rows = ctx.models[cell[1]];
  const row = Array.isArray(rows) ? rows[Number(cell[2])] : undefined;
  return row && typeof row === 'object' ? (row as Row)[cell[3]] : undefined;
}

/** Back to the initial models, without errors; announces every model that differs. */
export function reset(ctx: FormContext): void {
  ctx.bus.batch(() => {
    const before: Models = ctx.models;
    ctx.models = cloneValue({ ...ctx.initial });
    for (const k of new Set([...Object.keys(before), ...Object.keys(ctx.models)])) {
      if (!Object.is(before[k], ctx.models[k])) ctx.bus.changed(k);
    }
    clearErrors(ctx);
    for (const n of ctx.index.nodes) refresh(ctx, n);
    ctx.formulas?.run();
  });
}
