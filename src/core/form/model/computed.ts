// Computed fields in the model (issue 31 §3): the form's formulas, compiled by the formula language
// (core/form/formula planForm, handed in as a planner so the model does not carry the parser), are
// recomputed whenever a model they read is written, in one pass in dependency order, and written like any
// value: only the paths whose value changed are announced, so typing re-renders the computed fields that
// changed and nothing else. getData() therefore always carries them.
import type { ComputedValue, FormulaPlanner } from '../formula/types';
import type { FormContext } from './context';
import { rowsOf, writeTop } from './values';

type Row = Record<string, unknown>;

/** Compiles the current schema's formulas with `planner` and computes every computed field now. */
export function attachFormulas(ctx: FormContext, planner: FormulaPlanner): void {
  const plan = planner(ctx.schema);
  if (!plan.computed.size && !plan.reads.size) {
    ctx.formulas = null;
    return;
  }
  ctx.formulas = { plan, busy: false, run: () => recompute(ctx) };
  ctx.bus.batch(() => recompute(ctx));
}

function recompute(ctx: FormContext): void {
  const f = ctx.formulas;
  if (!f || f.busy) return;
  f.busy = true;
  try {
    const cells = new Map<string, ComputedValue[]>();
    for (const v of f.plan.compute(ctx.models)) {
      if (v.subform === undefined) writeTop(ctx, v.model, v.value);
      else (cells.get(v.subform) ?? cells.set(v.subform, []).get(v.subform)!).push(v);
    }
    for (const [sub, list] of cells) {
      const rows = rowsOf(ctx, sub);
      let changed = false;
      for (const v of list) {
        const row = rows[v.row!] as Row;
        if (Object.is(row[v.model], v.value)) continue;
        rows[v.row!] = { ...row, [v.model]: v.value };
        ctx.bus.changed(v.path);
        changed = true;
      }
      if (changed) writeTop(ctx, sub, rows);
    }
  } finally {
    f.busy = false;
  }
}
