// A formula problem in words: its key in the formula locale table (`formula:<key>`, core/i18n/locales/
// formula.ts) and the parameters the text takes. The designer translates it with its `t`; the renderer
// shows the form's own short notice; the server words its refusals with the same table
// (demo/server/routes/computedFields.ts).
import type { FieldProblem, FormulaProblem } from './types';

/** The locale key (without namespace) and parameters of a problem's text. */
export function problemKey(p: FormulaProblem): { key: string; params: Record<string, string | number> } {
  const params = p.params;
  switch (p.code) {
    case 'forbidden':
      return { key: `problem.forbidden.${String(params.construct)}`, params };
    case 'argCount': {
      const min = Number(params.min);
      const max = Number(params.max);
      const shape = max < 0 ? 'atLeast' : min === max ? 'exact' : 'range';
      return { key: `problem.argCount.${shape}`, params };
    }
    default:
      return { key: `problem.${p.code}`, params };
  }
}

/**
 * A problem worded with `translate` (the designer's `t` with the formula namespace, or the server's lookup in the
 * same table), prefixed with the field's title when given a field problem: 'Morse 总分: ...'.
 */
export function problemText(p: FormulaProblem | FieldProblem, translate: (key: string, params: Record<string, string | number>) => string): string {
  const field = 'problem' in p ? p : undefined;
  const { key, params } = problemKey(field ? field.problem : (p as FormulaProblem));
  const text = translate(key, params);
  return field ? translate('problem.inField', { field: field.name, problem: text }) : text;
}
