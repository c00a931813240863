// Form library reads the record pages need (docs/api.md "Form library"): the latest version of a form
// by its code, or one pinned version (a record is shown with the version it was filled in).
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

export function createFormsApi(http: ApiHttp) {
  return {
    getFormByCode: async (code: string) => http.get(`/api/v1/forms/by-code/${encodeURIComponent(code)}`) as Promise<FormVersion>,
    /** a pinned version, or the latest without one */
    getFormVersion: async (id: number | string, version?: number | string | null) =>
      http.get(version ? `/api/v1/forms/${idSegment(id)}/versions/${idSegment(version)}` : `/api/v1/forms/${idSegment(id)}`) as Promise<FormVersion>,
  };
}

export const formsApi = (rt: HasSharedHttp) => createFormsApi(sharedOf(rt));
