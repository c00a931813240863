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
}

const query = (period: string, timeZone?: string): Record<string, string> => (timeZone ? { period, tz: timeZone } : { period });

export function createReportApi(http: ApiHttp) {
  return {
    monthly: async (period: string, timeZone?: string) => http.get('/api/v1/reports/monthly', { params: query(period, timeZone) }) as Promise<MonthlyReportAnswer>,
    /** the appendix as a Blob (a JSON blob when the server refused: core/pages/download.ts blobError) */
    appendix: async (period: string, timeZone?: string) =>
      http.get('/api/v1/reports/monthly.xlsx', { params: query(period, timeZone), responseType: 'blob', timeout: FILE_TIMEOUT_MS }) as Promise<Blob>,
  };
}

export type ReportApi = ReturnType<typeof createReportApi>;
export const reportApi = (rt: HasSharedHttp): ReportApi => createReportApi(sharedOf(rt));
