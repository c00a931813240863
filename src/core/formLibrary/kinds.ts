// What a form of the library is for (issue 31 §1), shared by the library pages and the server: its kind
// (a report form an event category is bound to, a scoring form of the quality rounds, the rectification
// form of a quality finding), the code rule, and the state the list shows (in use, retired, unused).
// Framework-free: the server imports it.
import { SCORE_ITEM_TYPE } from '../quality/types.ts';
import type { FormSchema } from '../form/types.ts';
import { walkWidgets } from '../form/walk.ts';

export const FORM_KINDS = ['report', 'scoring', 'rectification'] as const;
export type FormKind = (typeof FORM_KINDS)[number];
export const isFormKind = (v: unknown): v is FormKind => FORM_KINDS.includes(v as FormKind);

/** A form's code: 1-64 letters, digits, underscores or hyphens (unique in the library). */
export const FORM_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const FORM_NAME_MAX = 100;

/**
 * in use: something refers to it (a record, an event category, a quality round, the system by its code);
 * retired: no new record, category or round may use it (old ones keep it); unused: it may be deleted.
 */
export type FormUseState = 'inUse' | 'retired' | 'unused';

/** The library a page shows: the system's lists every kind; each quality library one kind. */
export type FormLibraryName = 'system' | 'quality' | 'scoring';
export const LIBRARY_KINDS: Readonly<Record<FormLibraryName, readonly FormKind[]>> = {
  system: FORM_KINDS,
  quality: ['report', 'rectification'],
  scoring: ['scoring'],
};
/** The kind 新建表单 starts with in a library (the person may change it where the library lists several). */
export const LIBRARY_DEFAULT_KIND: Readonly<Record<FormLibraryName, FormKind>> = { system: 'report', quality: 'report', scoring: 'scoring' };

/** The kind a schema says by itself: a form with a score item is a scoring form; any other a report form. */
export function kindOfSchema(schema: unknown): FormKind {
  let scoring = false;
  walkWidgets((schema ?? { list: [] }) as FormSchema, (w) => {
    if (w.type === SCORE_ITEM_TYPE) scoring = true;
    return scoring ? false : undefined;
  });
  return scoring ? 'scoring' : 'report';
}
