// Aggregations for the dashboard and the data views (issue 13 §2): counts computed by the server over the
// records the caller's data scope covers (their role's data scope: all, their department, their own).
// The only place that knows these URLs; pages call these functions.
import type { MonthKey } from '../stats/months.ts';
import { recordQuery, type RecordFilters } from './records.ts';
import { sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

/** One bar: the value counted by (a code, or null when the records leave it unset) and how many. */
export interface Count { key: string | null; count: number }

/** Whose records the counts cover: the caller's widest role data scope. */
export type StatsScope = 'all' | 'dept' | 'self';

/** GET /api/v1/stats/events: unsafe events (submitted, never drafts) within the caller's data scope. */
export interface EventStats {
  scope: StatsScope;
  /** the zone the months were cut in */
  timeZone: string;
  total: number;
  /** still being handled (in review, returned, rectifying) */
  open: number;
  /** past their due time and not finished */
  overdue: number;
  /** every month of the period, oldest first, empty months included */
  byMonth: { key: MonthKey; count: number }[];
  byType: Count[];
  byGrade: Count[];
  byDept: Count[];
  byState: Count[];
}

/** GET /api/v1/stats/tech: new-technology applications (submitted) within the caller's data scope. */
export interface TechStats {
  scope: StatsScope;
  total: number;
  byState: Count[];
  byKind: Count[];
}

/** Quality scores by department for the latest round with submitted sheets, within the caller's data scope. */
export interface QualityStats {
  scope: StatsScope;
  round: { id: number; name: string; periodStart: string; periodEnd: string } | null;
  byDept: { deptName: string; total: number; maxScore: number; rate: number }[];
}

export interface StatsFilters extends Omit<RecordFilters, 'pageIndex' | 'pageSize' | 'includeData' | 'module'> {
  /** a time zone (IANA name) to cut months in; the pages send none: the server cuts them in the hospital's (系统设置, issue 35 §4) */
  timeZone?: string;
  /** months back from now when no date range is given (default 12) */
  months?: number;
}

/** The query of a stats call: the list filters (records.ts) plus the zone and the months. */
export function statsQuery(f: StatsFilters = {}): Record<string, string | number> {
  const out = recordQuery('all', f);
  delete out.scope;
  if (f.timeZone) out.tz = f.timeZone;
  if (f.months) out.months = f.months;
  return out;
}

export function createStatsApi(http: ApiHttp) {
  return {
    events: async (f: StatsFilters = {}) => http.get('/api/v1/stats/events', { params: statsQuery(f) }) as Promise<EventStats>,
    tech: async () => http.get('/api/v1/stats/tech') as Promise<TechStats>,
    quality: async () => http.get('/api/v1/stats/quality') as Promise<QualityStats>,
  };
}

export type StatsApi = ReturnType<typeof createStatsApi>;

/** The stats API over the runtime's shared client. */
export const statsApi = (rt: HasSharedHttp): StatsApi => createStatsApi(sharedOf(rt));
