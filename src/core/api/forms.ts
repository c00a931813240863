// Form library calls (docs/api.md "Form library"): the latest version of a form by its code, or one
// pinned version (a record is shown with the version it was filled in); the library's list, a form's
// versions, a new form and a new immutable version (the library pages and the designer panel).
import { idSegment, sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

export interface FormVersion {
  id: number;
  code: string;
  name: string;
  version: number;
  schema: unknown;
  note?: string;
  createdAt?: string;
  createdBy?: string;
}

/** A form of the library's list. */
export interface FormRow { id: number; code: string; name: string; latestVersion: number; updatedAt: string }
/** One stored version of a form (newest first). */
export interface FormVersionRow { version: number; note: string; createdAt: string; createdBy: string }
export interface NewForm { code: string; name: string; schema: unknown; note?: string }

export function createFormsApi(http: ApiHttp) {
  return {
    getFormByCode: async (code: string) => http.get(`/api/v1/forms/by-code/${encodeURIComponent(code)}`) as Promise<FormVersion>,
    /** a pinned version, or the latest without one */
    getFormVersion: async (id: number | string, version?: number | string | null) =>
      http.get(version ? `/api/v1/forms/${idSegment(id)}/versions/${idSegment(version)}` : `/api/v1/forms/${idSegment(id)}`) as Promise<FormVersion>,
    /** a page of the library (`params`: paging and filters) */
    listForms: async (params: Record<string, string | number | boolean> = {}) => http.get('/api/v1/forms', { params }),
    versions: async (id: number | string) => ((await http.get(`/api/v1/forms/${idSegment(id)}/versions`)) ?? []) as FormVersionRow[],
    createForm: async (f: NewForm) => http.post('/api/v1/forms', { code: f.code.trim(), name: f.name.trim(), schema: f.schema, note: f.note }),
    /** a new immutable version of a form; the answer carries its number */
    saveVersion: async (id: number | string, schema: unknown, note: string) =>
      (await http.post(`/api/v1/forms/${idSegment(id)}/versions`, { schema, note })) as { version: number },
  };
}

export const formsApi = (rt: HasSharedHttp) => createFormsApi(sharedOf(rt));
