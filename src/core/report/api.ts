// The monthly report's calls (issue 26 §3): the only place that knows these URLs; the page calls these.
import { FILE_TIMEOUT_MS, sharedOf, type ApiHttp, type HasSharedHttp } from '../api/http.ts';
import type { StatsScope } from '../api/stats.ts';
import type { MonthlyReport, ReportLimits } from './monthly.ts';

/** GET /api/v1/reports/monthly: the report within the caller's data scope. */
export interface MonthlyReportAnswer extends MonthlyReport {
  scope: StatsScope;
  timeZone: string;
  limits: ReportLimits;
  generatedAt: number;
  /**
   * The records the report refers to by what their lists show: id -> title (masked for a reader who does not read
   * patients' names). The report names each record by it, never by its database id (issue 35 §4).
   */
  recordNames: Record<string, string>;
  /** the hospital's name (系统设置 hospitalName, else the system's name) as the PDF shows it; '' when neither is set */
  hospital?: string;
}

/** A role the report can be published to; `leader`: granted the report (leadership), offered first. */
export interface PublishRole { roleKey: string; roleName: string; leader: boolean }

export function createReportApi(http: ApiHttp) {
  return {
    // the period is cut in the hospital's time zone, which the server takes from 系统设置 (never the browser's)
    monthly: async (period: string) => http.get('/api/v1/reports/monthly', { params: { period } }) as Promise<MonthlyReportAnswer>,
    /** the appendix as a Blob (a JSON blob when the server refused: core/pages/download.ts blobError) */
    appendix: async (period: string) =>
      http.get('/api/v1/reports/monthly.xlsx', { params: { period }, responseType: 'blob', timeout: FILE_TIMEOUT_MS }) as Promise<Blob>,
    /** the report as an A4 PDF in `lang` (a JSON blob when the server refused) */
    pdf: async (period: string, lang: string) =>
      http.get('/api/v1/reports/monthly.pdf', { params: { period, lang }, responseType: 'blob', timeout: FILE_TIMEOUT_MS }) as Promise<Blob>,
    /** the roles a report can be published to (the quality office only) */
    publishRoles: async () => http.get('/api/v1/reports/publish/roles') as Promise<PublishRole[]>,
    /** publishes the report as a notice to `roles`, the PDF in both languages attached */
    publish: async (p: { period: string; roles: string[]; lang: string }) =>
      http.post('/api/v1/reports/monthly/publish', p, { timeout: FILE_TIMEOUT_MS }) as Promise<{ noticeId: number; title: string; roles: string[] }>,
  };
}

export type ReportApi = ReturnType<typeof createReportApi>;
export const reportApi = (rt: HasSharedHttp): ReportApi => createReportApi(sharedOf(rt));
