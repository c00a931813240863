// Visibility and disabled state per node: conditions (display / disable), parent state, the `edit`
// option and setDisabled overrides. A write re-evaluates only the nodes depending on the written model.
import type { FieldState } from '../types';
import { evaluateDisable, evaluateDisplay } from '../conditions';
import { isSubform } from '../walk';
import type { FormContext } from './context';
import { clearErrors, setError } from './errors';
import { pathsOfNode } from './fieldIndex';
import type { Node } from './types';
import { looksMasked } from '../../privacy/identifiers';

export function computeState(ctx: FormContext, n: Node): FieldState {
  const w = n.widget;
  const { valueOf } = ctx;
  const parent = n.parent?.state;
  const visible = (parent ? parent.visible : true) && (!n.hasConditions || evaluateDisplay(w.options.displayVerify, valueOf));
  const override = ctx.disabledOverride.get(w);
  const own = override ?? !!w.options.disabled;
  // issue 33 §6: a patient identifier the server sent masked is read-only (the server keeps the stored value
  // when the mask comes back; a role that reads it in full changes it)
  const disabled = (parent ? parent.disabled : false) || ctx.opts.edit === false || own
    || (n.hasConditions && evaluateDisable(w.options.disableVerify, valueOf))
    || looksMasked(w.model, w.model && valueOf(w.model));
  return { visible, disabled };
}

/** Recomputes a node and, when it changed, its descendants; marks what changed. */
export function refresh(ctx: FormContext, n: Node, force = false): void {
  const before = n.state;
  const after = computeState(ctx, n);
  if (!force && before.visible === after.visible && before.disabled === after.disabled) return;
  n.state = after;
  for (const p of pathsOfNode(n)) ctx.bus.changed(p);
  if (before.visible && !after.visible) clearErrorsOf(ctx, n);
  for (const c of n.children) refresh(ctx, c, true);
}

/** A hidden field shows no error (a subform none of its cells either). */
function clearErrorsOf(ctx: FormContext, n: Node): void {
  const w = n.widget;
  if (n.subform) return; // cells are cleared with their subform
  if (isSubform(w)) clearErrors(ctx, `${w.model}[`);
  if (w.model) setError(ctx, w.model, undefined);
}

/** Overrides the disabled option of the named widgets (by model or key) and their descendants. */
export function setDisabled(ctx: FormContext, fields: string | string[], disabled: boolean): void {
  const wanted = new Set(typeof fields === 'string' ? [fields] : fields);
  ctx.bus.batch(() => {
    const mark = (n: Node) => {
      ctx.disabledOverride.set(n.widget, disabled);
      n.children.forEach(mark);
    };
    const roots = ctx.index.nodes.filter((n) => wanted.has(n.widget.model) || wanted.has(n.widget.key));
    roots.forEach(mark);
    for (const r of roots) refresh(ctx, r, true);
  });
}
