// The formula language for a form with computed fields (issue 31 §3): loaded on demand (it carries the
// parser, which forms without computed fields never need) and handed to the form model, which then keeps
// every computed field as the person types (core/form/model/computed.ts). The form is drawn, and
// whenReady() answers, once it is here, so getData() always carries the computed values.
import type { FormModel } from '../../core/form/index.ts';
import { hasComputedFields } from '../../core/form/formula/types.ts';

/** Loads the language when the model's form has a computed field (null when it has none). */
function loadFormulas(model: FormModel): Promise<void> | null {
  if (!hasComputedFields(model.schema)) return null;
  return import('../../core/form/formula/index.ts').then(
    (f) => model.setFormulas(f.planForm),
    (e: unknown) => console.warn('[form] the formula language did not load', e),
  );
}

/** The form's lazy widget code (`code`) and, when it has computed fields, the formula language. */
export function withFormulas(model: FormModel, code: Promise<void> | null): Promise<void> | null {
  const formulas = loadFormulas(model);
  if (!formulas) return code;
  return code ? Promise.all([code, formulas]).then(() => undefined) : formulas;
}
