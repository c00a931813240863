// A report whose event category changes moves to the new category's form (issue 31 §2): the values of the
// fields both forms have are kept (the rule is core's carryOver), the others are named by their titles.
// `begin` is called with the form being left and what it holds; once the new form is there, `result` says
// what the new form starts with and what was left behind.
import { useMemo, useRef, useState } from 'react';
import { carryOver, type CarryOver } from '../../../../core/formLibrary/carryOver.ts';

export interface SwitchStart {
  /** the form shown when the category changed (as the page showed it) */
  schema: unknown;
  values: Record<string, unknown>;
  /** models that are not the reporter's to keep (the server fills them) */
  ignore: string[];
}

export function useCategorySwitch(schema: unknown) {
  const [from, setFrom] = useState<SwitchStart | null>(null);
  // the last outcome, for the form it was worked out for: it stands while that form is still shown (a
  // switch begun from it has not loaded its new form yet), so the renderer is not fed anything else meanwhile
  const last = useRef<{ schema: unknown; result: CarryOver } | null>(null);
  const result = useMemo<CarryOver | null>(() => {
    if (from && schema && from.schema !== schema) {
      last.current = { schema, result: carryOver(from.schema, schema, from.values, { ignore: from.ignore }) };
      return last.current.result;
    }
    return last.current && last.current.schema === schema ? last.current.result : null;
  }, [from, schema]);
  return { result, begin: setFrom };
}
