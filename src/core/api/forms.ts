// Form library calls (docs/api.md "Form library"): the latest version of a form by its code, or one
// pinned version (a record is shown with the version it was filled in); the library's list, a form's
// versions, a new form and a new immutable version (the library pages and the designer panel); a code's
// check, deleting an unused form, retiring and restoring one (issue 31 §1).
import { idSegment, sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';
import type { FormKind, FormUseState } from '../formLibrary/kinds.ts';

export interface FormVersion {
  id: number;
  code: string;
  name: string;
  nameEn?: string;
  kind?: FormKind;
  retiredAt?: string | null;
  version: number;
  schema: unknown;
  note?: string;
  createdAt?: string;
  createdBy?: string;
}

/** A form of the library's list: its kind, names, and whether anything uses it (issue 31 §1). */
export interface FormRow {
  id: number; code: string; name: string; nameEn?: string; kind?: FormKind; latestVersion: number; updatedAt: string;
  retiredAt?: string | null; state?: FormUseState;
  /** something refers to it: it cannot be deleted */
  used?: boolean;
}
/** One stored version of a form (newest first). */
export interface FormVersionRow { version: number; note: string; createdAt: string; createdBy: string }
export interface NewForm { code: string; name: string; nameEn?: string; kind?: FormKind; schema: unknown; note?: string }
/** Whether a code may be given to a new form. */
export interface CodeCheck { code: string; valid: boolean; taken: boolean }

export function createFormsApi(http: ApiHttp) {
  return {
    getFormByCode: async (code: string) => http.get(`/api/v1/forms/by-code/${encodeURIComponent(code)}`) as Promise<FormVersion>,
    /** a pinned version, or the latest without one */
    getFormVersion: async (id: number | string, version?: number | string | null) =>
      http.get(version ? `/api/v1/forms/${idSegment(id)}/versions/${idSegment(version)}` : `/api/v1/forms/${idSegment(id)}`) as Promise<FormVersion>,
    /** a page of the library (`params`: paging and filters) */
    listForms: async (params: Record<string, string | number | boolean> = {}) => http.get('/api/v1/forms', { params }),
    versions: async (id: number | string) => ((await http.get(`/api/v1/forms/${idSegment(id)}/versions`)) ?? []) as FormVersionRow[],
    createForm: async (f: NewForm) =>
      (await http.post('/api/v1/forms', { code: f.code.trim(), name: f.name.trim(), nameEn: f.nameEn?.trim() || undefined, kind: f.kind, schema: f.schema, note: f.note })) as { id: number; version: number },
    /** whether `code` is free (the server refuses a taken one on create all the same) */
    checkCode: async (code: string) => (await http.get('/api/v1/forms/code-check', { params: { code } })) as CodeCheck,
    /** deleted with its versions; refused (409, saying what uses it) while anything does */
    deleteForm: async (id: number | string) => http.delete(`/api/v1/forms/${idSegment(id)}`),
    /** no new record, category or round on it; the records made on it keep it */
    retire: async (id: number | string) => http.post(`/api/v1/forms/${idSegment(id)}/retire`, {}),
    restore: async (id: number | string) => http.post(`/api/v1/forms/${idSegment(id)}/restore`, {}),
    /** a new immutable version of a form; the answer carries its number */
    saveVersion: async (id: number | string, schema: unknown, note: string) =>
      (await http.post(`/api/v1/forms/${idSegment(id)}/versions`, { schema, note })) as { version: number },
  };
}

export const formsApi = (rt: HasSharedHttp) => createFormsApi(sharedOf(rt));
