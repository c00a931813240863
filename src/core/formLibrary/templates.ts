// The starting points of 新建表单 (issue 31 §1): blank, a template, or a copy of a form of the library
// (its latest version). Templates are data: a kind they are for and the document they start with. Each
// call hands out a fresh copy, so a designer's edits never reach the template.
import type { FormSchema } from '../form/types.ts';
import type { FormKind } from './kinds.ts';
import { PATIENT_BLOCK, REPORTER_BLOCK } from './templateBlocks.ts';

export type FormTemplateId = 'report' | 'scoring';

export interface FormTemplate {
  id: FormTemplateId;
  /** the kind of form it starts (the dialog offers the templates of the chosen kind) */
  kind: FormKind;
  /** its name and what it holds: the `pages` locale's `template.<id>` and `template.<id>Hint` */
  schema(): FormSchema;
}

const config = (labelWidth: number) => ({ labelWidth, labelPosition: 'right' as const, size: 'small' as const, customClass: '' });
const copy = <T>(v: T): T => structuredClone(v) as T;

export const FORM_TEMPLATES: readonly FormTemplate[] = [
  // the generic unsafe-event form's patient and reporter blocks: the category's own fields go between
  { id: 'report', kind: 'report', schema: () => ({ list: copy([...PATIENT_BLOCK, ...REPORTER_BLOCK]), config: config(120) }) },
  // an empty scoring form whose labels leave room for the items' names (the palette's score items go in)
  { id: 'scoring', kind: 'scoring', schema: () => ({ list: [], config: config(140) }) },
];

/** An empty form (the blank start). */
export function blankSchema(): FormSchema {
  return { list: [], config: config(100) };
}

export function templateSchema(id: FormTemplateId): FormSchema | undefined {
  return FORM_TEMPLATES.find((t) => t.id === id)?.schema();
}

/** Where a new form starts: blank, a template, or a copy of a form's latest version (its schema). */
export type FormStart = { from: 'blank' } | { from: 'template'; id: FormTemplateId } | { from: 'copy'; schema: unknown };

/** The document the designer opens on for a new form (a copy: never the source's own object). */
export function startingSchema(start: FormStart): FormSchema {
  if (start.from === 'template') return templateSchema(start.id) ?? blankSchema();
  if (start.from === 'copy' && start.schema && typeof start.schema === 'object') return copy(start.schema as FormSchema);
  return blankSchema();
}

/** The templates a kind of form may start from. */
export const templatesOf = (kind: FormKind): readonly FormTemplate[] => FORM_TEMPLATES.filter((t) => t.kind === kind);
