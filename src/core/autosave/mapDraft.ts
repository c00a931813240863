// A local draft made for an older version of a form, mapped onto the form as it is now (issue 10 §1):
// values are matched by field model; the fields the form no longer has are listed for the user.
import { isDisplayOnly, isLayout, iterateWidgets } from '../form/walk.ts';
import { otherModelOf } from '../form/initialModels.ts';
import type { FormSchema, Models } from '../form/types.ts';

/** The top-level field models of a form (subform cells live inside their subform's value). */
export function fieldModels(schema: FormSchema): string[] {
  const out: string[] = [];
  for (const { widget, subform } of iterateWidgets(schema)) {
    if (subform || isLayout(widget) || isDisplayOnly(widget)) continue;
    if (typeof widget.model === 'string' && widget.model && !out.includes(widget.model)) out.push(widget.model);
    // radioOther / checkboxOther keep their free text under a model of its own
    const other = otherModelOf(widget);
    if (other && !out.includes(other)) out.push(other);
  }
  return out;
}

export interface MappedDraft {
  /** the draft's values of the fields the form still has */
  models: Models;
  /** fields of the draft the form no longer has */
  missing: string[];
}

export function mapDraft(models: Models, schema: FormSchema): MappedDraft {
  const now = new Set(fieldModels(schema));
  const kept: Models = {};
  const missing: string[] = [];
  for (const [k, v] of Object.entries(models)) {
    if (now.has(k)) kept[k] = v;
    else missing.push(k);
  }
  return { models: kept, missing };
}
