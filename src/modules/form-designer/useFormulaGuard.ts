// Before the designer saves or exports a form (issue 31 §3): a broken formula refuses it, naming the
// computed field and the problem in the page language, and selects that field so its panel shows why.
// The check (core/designer formulaProblems) loads the formula language only for forms that have one.
import { useCallback } from 'react';
import { App } from 'antd';
import { formulaProblems, type DesignerStore } from '../../core/designer/index.ts';
import type { FormSchema } from '../../core/form/types.ts';
import { useDesignerT as useT } from './useDesignerT.ts';

/** `guard(schema)`: true when the form may be saved or exported; otherwise says why and selects the field. */
export function useFormulaGuard(store: DesignerStore): (schema: FormSchema) => Promise<boolean> {
  const t = useT();
  const { message } = App.useApp();
  return useCallback(async (schema: FormSchema) => {
    const [first] = await formulaProblems(schema);
    if (!first) return true;
    store.selectWidget(first.key);
    // the words load with the refusal (a designer module the formula language imported would tie the
    // designer's first paint to the renderer's lazy formula chunk: scripts/lib/chunkPlan.ts)
    const { refusalText } = await import('./formulaTexts.ts');
    void message.error(refusalText(first, t));
    return false;
  }, [store, t, message]);
}
