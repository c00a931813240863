// The audit log (issue 33 §5): its list (GET /api/v1/audit) and its XLSX export (GET /api/v1/audit/export),
// both with the query core/audit/auditView.ts builds from the page's filters; for the audit readers only.
import { FILE_TIMEOUT_MS, sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

export interface AuditRow {
  id: number;
  /** epoch ms */
  at: number;
  event: string;
  username: string;
  name: string;
  userId: number | null;
  ip: string;
  outcome: string;
  recordId: number | null;
  detail: Record<string, unknown>;
  hash: string;
}

export function createAuditApi(http: ApiHttp) {
  return {
    list: async (query: Record<string, string | number | boolean>) => http.get('/api/v1/audit', { params: query }),
    /** the matching rows as XLSX (a JSON blob when refused: too many rows, or not a reader) */
    exportXlsx: async (query: Record<string, string>) =>
      (await http.get('/api/v1/audit/export', { params: query, responseType: 'blob', timeout: FILE_TIMEOUT_MS })) as Blob,
  };
}

export type AuditApi = ReturnType<typeof createAuditApi>;
export const auditApi = (rt: HasSharedHttp): AuditApi => createAuditApi(sharedOf(rt));
