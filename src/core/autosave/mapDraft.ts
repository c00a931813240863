// A local draft made for an older version of a form, mapped onto the form as it is now (issue 10 §1):
// values are matched by field model; the data fields the form no longer has are listed for the user by
// their titles (issue 32 §1: widgets that hold no data are never listed, keys are never shown).
import { dataFields, draftOnForm, type DraftField } from './draftFields.ts';
import type { FormSchema, Models } from '../form/types.ts';

/** The top-level field models of a form (subform cells live inside their subform's value). */
export function fieldModels(schema: FormSchema): string[] {
  return dataFields(schema).map((f) => f.model);
}

export interface MappedDraft {
  /** the draft's values of the fields the form still has */
  models: Models;
  /** data fields of the draft, holding something, that the form no longer has */
  missing: DraftField[];
}

/**
 * `fields`: the draft's data fields when it was saved (with their titles); a draft saved before titles
 * were kept names its fields by model and title-less ones are shown as untitled by the page.
 */
export function mapDraft(models: Models, schema: FormSchema, fields?: readonly (DraftField | string)[]): MappedDraft {
  const known: DraftField[] = fields
    ? fields.map((f) => (typeof f === 'string' ? { model: f, title: '' } : f))
    : Object.keys(models).map((model) => ({ model, title: '' }));
  const { values, lost } = draftOnForm(models, known, schema);
  return { models: values, missing: lost };
}
