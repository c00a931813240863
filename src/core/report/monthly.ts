// The monthly (or quarterly) safety and quality report (issue 26 §3): the numbers a quality office
// sends leadership, computed from slim rows the server selects within the reader's data scope. One pass
// over the rows, so 100,000 events of a year stay well inside the report's time budget; the page, the
// print view, the PDF and the XLSX appendix all show what this returns (the appendix lists the rows
// behind each number by the ids kept here).
// Framework-free: the server and the pages import it.
import type { Grade } from '../workflow/types.ts';
import { GRADES } from '../workflow/types.ts';
import { monthStart, zonedInstant } from '../stats/months.ts';
import type { CountableKind, FieldCounts } from '../stats/fieldCounts.ts';

export type ReportPeriodKind = 'month' | 'quarter' | 'year';

export interface ReportPeriod {
  kind: ReportPeriodKind;
  /** '2026-11', '2026-Q4' or '2026' */
  key: string;
  /** epoch ms, the zone's midnight starting the period, and the exclusive end */
  start: number;
  end: number;
  /** the period before (for "change since") */
  previous: { key: string; start: number; end: number };
}

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER_KEY = /^(\d{4})-Q([1-4])$/;
const YEAR_KEY = /^(\d{4})$/;

/** The period of a key in the hospital's time zone, or null for a key that is not a month, quarter or year. */
export function reportPeriod(key: string, tz: string): ReportPeriod | null {
  let y: number;
  let m: number;
  let months: number;
  let kind: ReportPeriodKind;
  const mm = MONTH_KEY.exec(key);
  const qq = QUARTER_KEY.exec(key);
  const yy = YEAR_KEY.exec(key);
  if (yy) { y = Number(yy[1]); m = 1; months = 12; kind = 'year'; }
  else if (mm) { y = Number(mm[1]); m = Number(mm[2]); months = 1; kind = 'month'; }
  else if (qq) { y = Number(qq[1]); m = (Number(qq[2]) - 1) * 3 + 1; months = 3; kind = 'quarter'; }
  else return null;
  if (y < 2000 || y > 2100) return null;
  const start = monthStart(y, m, tz);
  const end = monthStart(y, m + months, tz);
  const pStart = monthStart(y, m - months, tz);
  const py = m - months < 1 ? y - 1 : y;
  const pm = ((m - months - 1 + 12) % 12) + 1;
  const prevKey = kind === 'year' ? String(y - 1) : kind === 'month' ? `${py}-${String(pm).padStart(2, '0')}` : `${py}-Q${(pm - 1) / 3 + 1}`;
  return { kind, key, start, end, previous: { key: prevKey, start: pStart, end: start } };
}

/**
 * A form's wall-clock time 'YYYY-MM-DD HH:mm[:ss]' read in the zone (the event time field) as epoch ms, or
 * null for anything else.
 */
export function wallTime(text: unknown, tz: string): number | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, se] = m.slice(1).map((x) => Number(x ?? 0));
  const guess = Date.UTC(y, mo - 1, d, h, mi, se);
  if (Number.isNaN(guess) || new Date(guess).getUTCDate() !== d) return null;
  // zones change their offset on whole local hours: one Intl lookup per zone and local hour (a year of
  // 100,000 events reads a few thousand hours)
  const key = `${tz}|${Math.floor(guess / HOUR)}`;
  let offset = OFFSETS.get(key);
  if (offset === undefined) {
    offset = guess - zonedInstant(guess, tz);
    if (OFFSETS.size > 100_000) OFFSETS.clear();
    OFFSETS.set(key, offset);
  }
  return guess - offset;
}
const OFFSETS = new Map<string, number>();

/** Hours from the event to its report within which it counts as reported in time (a hospital setting). */
export type ReportLimits = Record<Grade, number>;
export const DEFAULT_REPORT_LIMITS: ReportLimits = { I: 24, II: 24, III: 72, IV: 72 };

/** One event of the period, as the server selects it. */
export interface ReportEventRow {
  id: number;
  grade: Grade | null;
  eventType: string | null;
  /** the reporting department's name (records carry the name) */
  deptName: string | null;
  /** epoch ms: when it happened (the form's event time), null when the form did not say */
  occurredAt: number | null;
  /** epoch ms: when it was first submitted */
  submittedAt: number;
  /** the record's handling went past a step's deadline at least once */
  overdue: boolean;
  /** an analysis step was required: 'done', 'open', or null for an event without one */
  rca: 'done' | 'open' | null;
}

/** One improvement measure due in the period. */
export interface ReportMeasureRow { id: number; recordId: number; deadline: number; doneAt: number | null }

/** A root cause found in the period's analyses (its category code or the team's label). */
export interface ReportCauseRow { recordId: number; category: string }

/** A department's inspection score in a period (the mean over the period's sheets). */
export interface ReportScoreRow { deptName: string; score: number; previous: number | null }

/** A PDCA project at work in the period, its indicator as it stood at the period's end (demo/server store/reports.ts reportPdca). */
export interface ReportPdcaRow {
  id: number; title: string; cycle: number; phase: string; indicator: string; unit: string;
  baseline: number | null; target: number | null; latest: number | null; reached: boolean;
}

export interface Count { key: string; n: number; ids: number[] }

/**
 * The category fields the report counts the period's events by (issue 31 §4): a section each, when the
 * type's current form has the field (the seeded category forms do; a hospital's own keep these models).
 */
export const REPORT_FIELDS: ReadonlyArray<{ eventType: string; model: string }> = [
  { eventType: 'fall', model: 'morse_band' },
  { eventType: 'medication', model: 'ncc_merp_category' },
  { eventType: 'pressure', model: 'npiap_stage' },
];

/** The period's events of a type counted by a field of their form (src/core/stats/fieldCounts.ts tallyField, with the ids). */
export interface ReportFieldSection extends FieldCounts {
  eventType: string;
  field: { model: string; title: string; kind: CountableKind };
}

export interface MonthlyReport {
  period: { key: string; start: number; end: number; previousKey: string };
  events: {
    total: number;
    previousTotal: number;
    byGrade: Count[];
    byType: Count[];
    byDept: Count[];
  };
  /** per grade and overall: events whose report came within the limit (events without an event time are left out) */
  inTime: Array<{ grade: Grade | 'all'; inTime: number; judged: number; share: number | null; lateIds: number[] }>;
  overdue: { n: number; ids: number[] };
  rca: { done: number; open: number; doneIds: number[]; openIds: number[] };
  /** `lateIds`, `openIds`: the measures'; `lateRecordIds`: the records those late measures belong to (what the report names) */
  measures: { due: number; onTime: number; late: number; open: number; share: number | null; lateIds: number[]; openIds: number[]; lateRecordIds: number[] };
  topCauseCategories: Array<{ category: string; n: number; recordIds: number[] }>;
  scores: Array<ReportScoreRow & { change: number | null }>;
  pdca: ReportPdcaRow[];
  /** the events of some categories by a field of their form (REPORT_FIELDS) */
  fields: ReportFieldSection[];
}

function counter() {
  const m = new Map<string, Count>();
  return {
    add(key: string, id: number) {
      const c = m.get(key) ?? { key, n: 0, ids: [] };
      c.n++;
      c.ids.push(id);
      m.set(key, c);
    },
    /** most first, ties by key; 'none' (not given) last */
    list: () => [...m.values()].sort((a, b) => Number(a.key === 'none') - Number(b.key === 'none') || b.n - a.n || a.key.localeCompare(b.key, 'zh-CN')),
  };
}

const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);
const HOUR = 3_600_000;

export function buildMonthlyReport(input: {
  period: ReportPeriod;
  events: ReportEventRow[];
  previousTotal: number;
  measures: ReportMeasureRow[];
  causes: ReportCauseRow[];
  scores: ReportScoreRow[];
  pdca?: ReportPdcaRow[];
  /** the sections by category field, counted by the server from the same events (REPORT_FIELDS) */
  fields?: ReportFieldSection[];
  limits?: ReportLimits;
  /** "now": measures due but not done are open until their deadline passes before this instant */
  now: number;
}): MonthlyReport {
  const { period, events } = input;
  const limits = input.limits ?? DEFAULT_REPORT_LIMITS;
  const byGrade = counter();
  const byType = counter();
  const byDept = counter();
  const inTime = new Map<Grade | 'all', { inTime: number; judged: number; lateIds: number[] }>(
    [...GRADES, 'all' as const].map((g) => [g, { inTime: 0, judged: 0, lateIds: [] }]),
  );
  const overdueIds: number[] = [];
  const rcaDone: number[] = [];
  const rcaOpen: number[] = [];
  for (const e of events) {
    byGrade.add(e.grade ?? 'none', e.id);
    byType.add(e.eventType ?? 'none', e.id);
    byDept.add(e.deptName || 'none', e.id);
    if (e.grade && e.occurredAt !== null) {
      const ok = e.submittedAt - e.occurredAt <= limits[e.grade] * HOUR;
      for (const k of [e.grade, 'all'] as const) {
        const t = inTime.get(k)!;
        t.judged++;
        if (ok) t.inTime++;
        else t.lateIds.push(e.id);
      }
    }
    if (e.overdue) overdueIds.push(e.id);
    if (e.rca === 'done') rcaDone.push(e.id);
    else if (e.rca === 'open') rcaOpen.push(e.id);
  }
  // grades in their order, the ones with no events too (a report shows the zero)
  const gradeCounts = byGrade.list();
  const gradeRows = [...GRADES, 'none'].map((g) => gradeCounts.find((c) => c.key === g) ?? { key: g, n: 0, ids: [] })
    .filter((c) => c.key !== 'none' || c.n > 0);

  let onTime = 0;
  const lateIds: number[] = [];
  const openIds: number[] = [];
  for (const m of input.measures) {
    if (m.doneAt !== null) {
      if (m.doneAt <= m.deadline) onTime++;
      else lateIds.push(m.id);
    } else if (m.deadline < input.now) lateIds.push(m.id);
    else openIds.push(m.id);
  }
  const judgedMeasures = onTime + lateIds.length;

  const causeMap = new Map<string, { category: string; n: number; recordIds: number[] }>();
  for (const c of input.causes) {
    const x = causeMap.get(c.category) ?? { category: c.category, n: 0, recordIds: [] };
    x.n++;
    if (!x.recordIds.includes(c.recordId)) x.recordIds.push(c.recordId);
    causeMap.set(c.category, x);
  }

  return {
    period: { key: period.key, start: period.start, end: period.end, previousKey: period.previous.key },
    events: { total: events.length, previousTotal: input.previousTotal, byGrade: gradeRows, byType: byType.list(), byDept: byDept.list() },
    inTime: [...inTime.entries()].map(([grade, t]) => ({ grade, inTime: t.inTime, judged: t.judged, share: share(t.inTime, t.judged), lateIds: t.lateIds })),
    overdue: { n: overdueIds.length, ids: overdueIds },
    rca: { done: rcaDone.length, open: rcaOpen.length, doneIds: rcaDone, openIds: rcaOpen },
    measures: {
      due: input.measures.length, onTime, late: lateIds.length, open: openIds.length,
      share: share(onTime, judgedMeasures), lateIds, openIds,
      lateRecordIds: [...new Set(input.measures.filter((m) => lateIds.includes(m.id)).map((m) => m.recordId))],
    },
    topCauseCategories: [...causeMap.values()].sort((a, b) => b.n - a.n || a.category.localeCompare(b.category)).slice(0, 5),
    scores: input.scores
      .map((s) => ({ ...s, change: s.previous === null ? null : Math.round((s.score - s.previous) * 10) / 10 }))
      .sort((a, b) => b.score - a.score || a.deptName.localeCompare(b.deptName, 'zh-CN')),
    pdca: input.pdca ?? [],
    fields: input.fields ?? [],
  };
}
