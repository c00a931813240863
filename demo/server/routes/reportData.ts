// The monthly report's data (issue 26 §3): the reader checked, its rows selected under the record lists' own
// filter and the report computed from them (src/core/report/monthly.ts); routes/reports.ts answers with it
// as JSON, XLSX appendix, PDF or a published notice. One report read at a time (report/reportGate.ts); its
// long queries run in the database reader's thread on SQLite (db/reads.ts, issue 34 §3).
import type { IncomingMessage } from 'node:http';
import type { AuthedCtx } from '../http/router.ts';
import { ApiError, type ErrorCode } from '../http/envelope.ts';
import type { RecordFilter } from '../db/store.ts';
import type { ReportEventSql, ReportMeasureSql, ReportSheetSql } from '../db/store/reports.ts';
import { langOf } from '../workflow/lang.ts';
import { callerDataScope } from './recordView.ts';
import { rateOf } from '../../../src/core/quality/index.ts';
import { monthKeyOf } from '../../../src/core/stats/months.ts';
import { hospitalZone } from '../util.ts';
import {
  buildMonthlyReport, DEFAULT_REPORT_LIMITS, REPORT_FIELDS, reportPeriod, wallTime, type MonthlyReport, type ReportFieldSection, type ReportLimits,
  type ReportPeriod, type ReportScoreRow,
} from '../../../src/core/report/monthly.ts';
import { tallyField } from '../../../src/core/stats/fieldCounts.ts';
import { typeField } from './fieldCounts.ts';
import { mayReadReport } from '../../../src/core/report/access.ts';
import { report as texts } from '../../../src/core/i18n/locales/report.ts';
import { busyError, type BusyKey } from '../http/busy.ts';
import { nextTurn, ReportBusy } from '../report/reportGate.ts';
import { ReaderBusy } from '../db/sql/readerDb.ts';
import type { StatsScope } from '../../../src/core/api/stats.ts';
import { maskTitle } from '../../../src/core/privacy/identifiers.ts';
import { masksIdentifiers } from './privacy.ts';

export function refuse(req: IncomingMessage, code: ErrorCode, key: string, params: Record<string, string | number> = {}): ApiError {
  const lang = langOf(req);
  const text = (texts[lang] as Record<string, string>)[key] ?? (texts['zh-CN'] as Record<string, string>)[key] ?? key;
  return new ApiError(code, text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m)));
}

/** The rows of one report and the report computed from them. */
export interface ReportData {
  period: ReportPeriod;
  timeZone: string;
  scope: StatsScope;
  limits: ReportLimits;
  events: Array<ReportEventSql & { occurredAt: number | null }>;
  overdue: Set<number>;
  measures: ReportMeasureSql[];
  sheets: ReportSheetSql[];
  report: MonthlyReport;
}

function scopeName(ctx: AuthedCtx): StatsScope {
  const s = callerDataScope(ctx);
  return !s ? 'all' : s.kind === 'depts' ? 'dept' : s.kind;
}

/** The departments whose inspection scores the caller sees (null: all), as /api/v1/stats/quality. */
async function scoreDepts(ctx: AuthedCtx): Promise<string[] | null> {
  const scope = callerDataScope(ctx);
  if (!scope) return null;
  if (scope.kind === 'self') return [];
  const ids = new Set(scope.deptIds);
  return (await ctx.app.store.listDepts()).filter((d) => ids.has(d.deptId)).map((d) => d.deptName);
}

/** A department's score in a set of sheets: the mean of its sheets' rates (percent, one decimal). */
function meanRates(sheets: ReportSheetSql[]): Map<string, number> {
  const acc = new Map<string, { sum: number; n: number }>();
  for (const s of sheets) {
    const a = acc.get(s.deptName) ?? { sum: 0, n: 0 };
    a.sum += rateOf(s.total, s.maxScore);
    a.n++;
    acc.set(s.deptName, a);
  }
  return new Map([...acc].map(([d, a]) => [d, Math.round((a.sum / a.n) * 10) / 10]));
}

/**
 * The period's events of some categories by a field of their form (REPORT_FIELDS, issue 31 §4): one row per
 * event of the type under the report's own filter, counted by src/core/stats/fieldCounts.ts. A category
 * whose current form has no such field has no section.
 */
async function fieldSections(ctx: AuthedCtx, events: RecordFilter, period: ReportPeriod): Promise<ReportFieldSection[]> {
  const out: ReportFieldSection[] = [];
  for (const spec of REPORT_FIELDS) {
    await nextTurn();
    const found = await typeField(ctx, spec.eventType, spec.model);
    if (!found) continue;
    const rows = await ctx.app.reads.countRecordsByField({ ...events, eventType: spec.eventType, beginTime: period.start, endTime: period.end - 1 }, spec.model, { ids: true });
    const { model, title, kind } = found.field;
    out.push({ eventType: spec.eventType, field: { model, title, kind }, ...tallyField(found.field, rows.map((r) => ({ onForm: r.onForm === 1, value: r.value, n: 1, id: r.id })), { withIds: true }) });
  }
  return out;
}

/**
 * Reads the query, checks the reader, selects the rows and computes the report: one report at a time
 * (report/reportGate.ts), a full queue refused 503 with Retry-After (`busyKey`: the text of that refusal;
 * `maxQueue`: a shorter queue for this caller).
 */
export async function loadReport(ctx: AuthedCtx, q: { period?: string } = ctx.query as { period?: string }, busyKey: BusyKey = 'server.reportBusy', maxQueue?: number): Promise<ReportData> {
  // a reader who may not read it is told so at once, not after the reports ahead of it
  if (!mayReadReport(ctx.auth.roles)) throw refuse(ctx.req, 403, 'server.denied');
  return ctx.app.reports.run(() => readReport(ctx, q), maxQueue)
    .catch((e: unknown) => { throw e instanceof ReportBusy || e instanceof ReaderBusy ? busyError(ctx.req, busyKey, e.retryAfterS) : e; });
}

/**
 * The report's queries one after another, the thread given back between them (nextTurn): on SQLite each
 * answers at once, and a year's report read in one go held every other request for over a second. (Each
 * query still holds the thread while it runs: a year's events take about 0.5 s on SQLite. Slicing them by
 * month made it worse: the time filter is an expression, COALESCE(submitted_at, created_at), that no index
 * serves, so every slice scanned the whole table.) The reader was checked by loadReport.
 */
async function readReport(ctx: AuthedCtx, q: { period?: string }): Promise<ReportData> {
  // the hospital's zone (系统设置), never the browser's (issue 35 §4): a `tz` a client still sends is ignored
  const tz = await hospitalZone(ctx.app.store);
  const period = reportPeriod(q.period?.trim() ?? '', tz);
  if (!period) throw refuse(ctx.req, 400, 'server.periodInvalid', { value: q.period ?? '' });
  // the long reads: on SQLite in the reader's thread (db/reads.ts), the thread here keeps answering
  const store = ctx.app.reads;
  const scoped: RecordFilter = { notStates: ['draft'], dataScope: callerDataScope(ctx) };
  const events: RecordFilter = { ...scoped, module: 'baqsj' };
  const depts = await scoreDepts(ctx);
  const step = async <T>(f: () => Promise<T>): Promise<T> => { await nextTurn(); return f(); };
  const rows = await step(() => store.reportEvents(events, period.start, period.end));
  const overdue = await step(() => store.reportOverdueIds(events, period.start, period.end));
  const previousTotal = await step(() => store.reportEventCount(events, period.previous.start, period.previous.end));
  const measures = await step(() => store.reportMeasures(scoped, period.start, period.end));
  const sheets = await step(() => store.reportSheets(period.start, period.end, depts));
  const previousSheets = await step(() => store.reportSheets(period.previous.start, period.previous.end, depts));
  const pdca = await step(() => store.reportPdca(period.start, period.end, monthKeyOf(period.end - 1, tz), callerDataScope(ctx) ? scoped : null));
  const fields = await step(() => fieldSections(ctx, events, period));
  // the analyses of these events (rca_revisions) and their root causes
  const analyses = await step(() => store.reportAnalyses(rows.map((r) => r.id)));
  await nextTurn();
  // issue 33 §6: the events' and measures' titles (an event report's title names its patient) masked for a masked reader
  const masked = await masksIdentifiers(ctx);
  const title = (t: string) => (masked ? maskTitle(t) : t);
  // the form's event times read in the zone, a few thousand at a time (Intl is slow: a year's took 0.3 s)
  const withTimes: ReportData['events'] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i && i % 2000 === 0) await nextTurn();
    const r = rows[i];
    withTimes.push({ ...r, title: title(r.title), id: Number(r.id), submittedAt: Number(r.submittedAt), occurredAt: wallTime(r.eventTime, tz) });
  }
  const now = ctx.app.clock.now();
  const limits = DEFAULT_REPORT_LIMITS;
  const current = meanRates(sheets);
  const before = meanRates(previousSheets);
  const scores: ReportScoreRow[] = [...current].map(([deptName, score]) => ({ deptName, score, previous: before.get(deptName) ?? null }));
  const report = buildMonthlyReport({
    period, previousTotal, limits, now, scores, pdca, fields, causes: analyses.causes,
    events: withTimes.map((r) => ({
      id: r.id, grade: r.grade, eventType: r.eventType, deptName: r.deptName, occurredAt: r.occurredAt, submittedAt: r.submittedAt,
      overdue: overdue.has(r.id), rca: analyses.state.get(r.id) ?? null,
    })),
    measures: measures.map((m) => ({ id: m.id, recordId: m.recordId, deadline: Number(m.deadline), doneAt: m.doneAt === null ? null : Number(m.doneAt) })),
  });
  return { period, timeZone: tz, scope: scopeName(ctx), limits, events: withTimes, overdue, measures: measures.map((m) => ({ ...m, title: title(m.title) })), sheets, report };
}
