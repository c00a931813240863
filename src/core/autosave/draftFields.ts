// Which values of a local draft are data, and which of them a form no longer has (issue 32 §1). Only
// widgets that hold a value count: the widget registry says which (layout containers and display-only
// widgets, header, divider, text, link, hold none, though upstream gives them a model). A field that
// really left the form is named by the title it had when the draft was saved, never by its key.
import { iterateWidgets } from '../form/walk.ts';
import { isDisplayOnly, isLayout } from '../form/widgets/registry.ts';
import { otherModelOf } from '../form/initialModels.ts';
import type { FormSchema, Models } from '../form/types.ts';

/** A field of a draft: its model and its title in the form ('' when the form gives it none). */
export interface DraftField {
  model: string;
  title: string;
}

/** The fields that hold data, top level, in document order (subform cells live inside their subform's value). */
export function dataFields(schema: FormSchema | null | undefined): DraftField[] {
  const out: DraftField[] = [];
  const seen = new Set<string>();
  const add = (model: string, title: string) => {
    if (seen.has(model)) return;
    seen.add(model);
    out.push({ model, title });
  };
  for (const { widget, subform } of iterateWidgets(schema ?? { list: [] } as unknown as FormSchema)) {
    if (subform || isLayout(widget) || isDisplayOnly(widget)) continue;
    if (typeof widget.model !== 'string' || !widget.model) continue;
    const title = typeof widget.name === 'string' ? widget.name.trim() : '';
    add(widget.model, title);
    // radioOther / checkboxOther keep their free text under a model of its own: it goes by the field's title
    const other = otherModelOf(widget);
    if (other) add(other, title);
  }
  return out;
}

/** Nothing typed: empty text, an empty list or object, no value. */
export function isBlankValue(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  return typeof v === 'object' && Object.keys(v as object).length === 0;
}

/** Only the values of data fields (what a draft stores). */
export function dataValues(models: Models, fields: readonly DraftField[]): Models {
  const out: Models = {};
  for (const { model } of fields) if (model in models) out[model] = models[model];
  return out;
}

export interface DraftOnForm {
  /** the draft's values of the fields the form still has */
  values: Models;
  /** the draft's fields with a value that the form no longer has, one per title, in the draft's order */
  lost: DraftField[];
}

/**
 * A draft's values put on a form as it is now: kept by model; a data field of the draft that holds
 * something and is not a data field of the form any more is lost. Keys the draft holds that were no data
 * field when it was saved (a heading's model, an older page's extras) are never listed.
 */
export function draftOnForm(models: Models, fields: readonly DraftField[], schema: FormSchema | null | undefined): DraftOnForm {
  const now = new Set(dataFields(schema).map((f) => f.model));
  const values: Models = {};
  const lost: DraftField[] = [];
  const named = new Set<string>();
  for (const f of fields) {
    if (!(f.model in models)) continue;
    const v = models[f.model];
    if (now.has(f.model)) values[f.model] = v;
    else if (!isBlankValue(v) && !named.has(f.title || f.model)) {
      named.add(f.title || f.model);
      lost.push(f);
    }
  }
  return { values, lost };
}
