// Loading records and their form versions (docs/api.md "Records", "Form library").
import type { HosRuntime } from '../../../core/runtime.ts';
import type { RecordRow } from '../../../core/pages/records.ts';

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

export const getFormByCode = (rt: HosRuntime, code: string) => rt.http.shared.get(`/api/v1/forms/by-code/${encodeURIComponent(code)}`) as unknown as Promise<FormVersion>;
export const getFormVersion = (rt: HosRuntime, id: number | string, version?: number | string) =>
  rt.http.shared.get(version ? `/api/v1/forms/${id}/versions/${version}` : `/api/v1/forms/${id}`) as unknown as Promise<FormVersion>;
export const getRecord = (rt: HosRuntime, id: number | string) => rt.http.shared.get(`/api/v1/records/${id}`) as unknown as Promise<RecordRow & { data: Record<string, unknown> }>;

/** A record with the schema of the version it was filled in. */
export async function loadRecordWithForm(rt: HosRuntime, id: number | string) {
  const record = await getRecord(rt, id);
  const form = await getFormVersion(rt, record.formId, record.formVersion);
  return { record, form };
}
