// Validation of visible fields and of subform rows (live rows only, each cell by its column's rules).
import type { FormErrors } from '../types';
import { isLayout, isSubform } from '../walk';
import { validateValue } from '../rules';
import type { FormContext } from './context';
import { setError } from './errors';
import { CELL_PATH } from './fieldIndex';
import type { Node } from './types';
import { looksMasked } from '../../privacy/identifiers';

type Row = Record<string, unknown>;
const isRemoved = (r: unknown) => !!r && typeof r === 'object' && (r as { status?: unknown }).status === -1;
const liveRows = (v: unknown): Row[] => (Array.isArray(v) ? v.filter((r) => !isRemoved(r)) : []);

/** Adds the node's errors (a subform's own and its cells') to `into`. */
function validateNode(ctx: FormContext, n: Node, into: FormErrors): void {
  const w = n.widget;
  if (!n.state.visible || isLayout(w) || n.subform || !w.model) return;
  if (isSubform(w)) {
    const rows = ctx.models[w.model];
    const message = validateValue(w.rules, liveRows(rows), w.model);
    if (message !== null) into[w.model] = message;
    if (!Array.isArray(rows)) return;
    const columns = n.children;
    rows.forEach((row, i) => {
      if (!row || typeof row !== 'object' || isRemoved(row)) return;
      for (const c of columns) {
        if (!c.state.visible || !c.widget.model) continue;
        const path = `${w.model}[${i}].${c.widget.model}`;
        const m = validateValue(c.widget.rules, (row as Row)[c.widget.model], path);
        if (m !== null) into[path] = m;
      }
    });
    return;
  }
  // a patient identifier shown masked (issue 33 §6) is not the reader's to check: its pattern would refuse the mask
  if (looksMasked(w.model, ctx.models[w.model])) return;
  const message = validateValue(w.rules, ctx.models[w.model], w.model);
  if (message !== null) into[w.model] = message;
}

/** Makes the errors in scope (all by default) exactly `next`. */
function replaceErrors(ctx: FormContext, next: FormErrors, scope?: (path: string) => boolean): void {
  for (const k of Object.keys(ctx.errors)) if ((!scope || scope(k)) && !(k in next)) setError(ctx, k, undefined);
  for (const [k, m] of Object.entries(next)) setError(ctx, k, m);
}

/** Validates the whole form (nothing in preview); returns a copy of the errors found. */
export function validateAll(ctx: FormContext): FormErrors {
  const next: FormErrors = {};
  if (!ctx.opts.preview) for (const n of ctx.index.nodes) validateNode(ctx, n, next);
  ctx.bus.batch(() => replaceErrors(ctx, next));
  return { ...next };
}

/** Validates one field (a cell alone, or a top-level field with all of its own paths); returns its message. */
export function validatePath(ctx: FormContext, path: string): string | undefined {
  if (ctx.opts.preview) return undefined;
  const cell = CELL_PATH.exec(path);
  const top = cell ? cell[1] : path;
  const n = ctx.index.nodeOf.get(top);
  if (!n || !n.widget.model) return undefined;
  const next: FormErrors = {};
  validateNode(ctx, n, next);
  const own = (k: string) => k === n.widget.model || k.startsWith(`${n.widget.model}[`);
  ctx.bus.batch(() => {
    if (cell) setError(ctx, path, next[path]);
    else replaceErrors(ctx, next, own);
  });
  return next[path];
}

/** Re-validates a path only when it currently shows an error. */
export function revalidateIfShown(ctx: FormContext, path: string): void {
  if (ctx.errors[path] !== undefined) validatePath(ctx, path);
}
