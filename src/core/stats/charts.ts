// The charts of the dashboard and the data views as data (issue 13 §2): the server's counts shaped into
// labelled bars, each with the link of the list filtered to exactly its records, and the list filters a
// page reads back from such a link. Framework-free: the pages draw these models (a chart and its table).
import { ENDED_STATES, GRADES, WF_STATES, type Grade, type WfState } from '../workflow/types.ts';
import type { Count, EventStats, TechStats } from '../api/stats.ts';
import { monthDays, monthLabel } from './months.ts';
import { FIELD_MODEL } from './fieldModel.ts';
import { isLocalDateOrTime } from '../time/localTimes.ts';

/** Submitted and not finished: what the "open" count covers (the server counts the same states). */
export const OPEN_STATES: WfState[] = WF_STATES.filter((s) => s !== 'draft' && !ENDED_STATES.includes(s));

export interface ChartDatum {
  /** the value counted by (a code, a month `YYYY-MM`), null when the records leave it unset */
  key: string | null;
  label: string;
  value: number;
  /** the list filtered to this bar's records (app path with query); none when no list filter selects them */
  link?: string;
}

export interface ChartModel {
  id: string;
  data: ChartDatum[];
  total: number;
}

/** How codes read in the page language (the page passes its translations). */
export interface ChartLabels {
  lang: string;
  type(code: string): string;
  grade(grade: string): string;
  state(state: string): string;
  techKind(kind: string): string;
  /** the bar of records that leave the value unset */
  unset: string;
}

/** The filters a list link carries (the data query's own filters, as query text). */
export interface ListLinkFilters {
  module?: 'baqsj' | 'xjsxxm';
  eventType?: string;
  grade?: Grade;
  deptName?: string;
  state?: WfState[];
  keyword?: string;
  overdue?: boolean;
  /** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` */
  beginTime?: string;
  endTime?: string;
  /** a field of the type's form and one of its values: the records counted under it (issue 31 §4) */
  field?: string;
  fieldValue?: string;
}

const TEXT_KEYS = ['module', 'eventType', 'grade', 'deptName', 'keyword', 'beginTime', 'endTime', 'field', 'fieldValue'] as const;

/** `/newBaqsj/queryData?grade=I&deptName=…`: only what is set, in a stable order. */
export function listLink(path: string, f: ListLinkFilters): string {
  const q = new URLSearchParams();
  for (const k of TEXT_KEYS) if (f[k]) q.set(k, f[k]!);
  if (f.state?.length) q.set('state', f.state.join(','));
  if (f.overdue) q.set('overdue', '1');
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}


/** The filters of a list link read back from a route's query; values that are not valid filters are dropped. */
export function listFiltersFromQuery(query: Record<string, string | undefined>): ListLinkFilters {
  const out: ListLinkFilters = {};
  const text = (v: string | undefined) => {
    const s = v?.trim();
    return s && s.length <= 100 ? s : undefined;
  };
  if (query.module === 'baqsj' || query.module === 'xjsxxm') out.module = query.module;
  for (const k of ['eventType', 'deptName', 'keyword'] as const) {
    const v = text(query[k]);
    if (v) out[k] = v;
  }
  if (query.grade && (GRADES as string[]).includes(query.grade)) out.grade = query.grade as Grade;
  const states = (query.state ?? '').split(',').map((s) => s.trim()).filter((s): s is WfState => (WF_STATES as string[]).includes(s));
  if (states.length) out.state = states;
  if (query.overdue === '1' || query.overdue === 'true') out.overdue = true;
  for (const k of ['beginTime', 'endTime'] as const) if (query[k] && isLocalDateOrTime(query[k]!.trim(), { seconds: true })) out[k] = query[k]!.trim();
  const field = text(query.field);
  if (field && FIELD_MODEL.test(field)) {
    out.field = field;
    const value = query.fieldValue?.trim();
    if (value && value.length <= 200) out.fieldValue = value;
  }
  return out;
}

/** The link of a bar, or none when the bar cannot be a filter (an unset value) or there is no list. */
const linkOf = (listPath: string | undefined, base: ListLinkFilters, key: string | null, add: (k: string) => ListLinkFilters) =>
  listPath && key !== null ? listLink(listPath, { ...base, ...add(key) }) : undefined;

function countsModel(id: string, counts: Count[], label: (k: string) => string, labels: ChartLabels, link: (k: string | null) => string | undefined): ChartModel {
  const data = counts.map((c) => ({ key: c.key, label: c.key === null || c.key === '' ? labels.unset : label(c.key), value: c.count, link: link(c.key || null) }));
  return { id, data, total: data.reduce((n, d) => n + d.value, 0) };
}

export interface ChartLinkOptions {
  /** the list a bar opens (the data query, or the page itself); none: the bars open nothing */
  listPath?: string;
  /** filters already applied (a data view's own), kept in every link */
  base?: ListLinkFilters;
}

/** Grades in their order (I to IV) and every grade shown, an empty one as 0: the scale reads the same every time. */
function gradeCounts(counts: Count[]): Count[] {
  const by = new Map(counts.map((c) => [c.key, c.count]));
  const unset = by.get(null) ?? 0;
  return [...GRADES.map((g) => ({ key: g as string | null, count: by.get(g) ?? 0 })), ...(unset ? [{ key: null, count: unset }] : [])];
}

/** The four event charts: by month (every month of the period), type, grade and department. */
export function eventCharts(stats: EventStats, labels: ChartLabels, opts: ChartLinkOptions = {}) {
  const base = opts.base ?? {};
  const link = (add: (k: string) => ListLinkFilters) => (k: string | null) => linkOf(opts.listPath, base, k, add);
  const byMonth: ChartModel = {
    id: 'byMonth',
    data: stats.byMonth.map((m) => {
      const days = monthDays(m.key);
      return { key: m.key, label: monthLabel(m.key, labels.lang), value: m.count, link: link(() => ({ beginTime: days.begin, endTime: days.end }))(m.key) };
    }),
    total: stats.byMonth.reduce((n, m) => n + m.count, 0),
  };
  return {
    byMonth,
    byType: countsModel('byType', stats.byType, labels.type, labels, link((k) => ({ eventType: k }))),
    byGrade: countsModel('byGrade', gradeCounts(stats.byGrade), labels.grade, labels, link((k) => ({ grade: k as Grade }))),
    byDept: countsModel('byDept', stats.byDept, (k) => k, labels, link((k) => ({ deptName: k }))),
  };
}

/** Links of the total, open and overdue counts. */
export function countLinks(opts: ChartLinkOptions) {
  const base = opts.base ?? {};
  return opts.listPath
    ? {
      total: listLink(opts.listPath, base),
      open: listLink(opts.listPath, { ...base, state: OPEN_STATES }),
      overdue: listLink(opts.listPath, { ...base, overdue: true }),
    }
    : {};
}

/** New-technology applications by state (module xjsxxm in the data query). */
export function techStateChart(stats: TechStats, labels: ChartLabels, opts: ChartLinkOptions = {}): ChartModel {
  const base: ListLinkFilters = { ...opts.base, module: 'xjsxxm' };
  return countsModel('techByState', stats.byState, labels.state, labels, (k) => linkOf(opts.listPath, base, k, (s) => ({ state: [s as WfState] })));
}

/** A short text of the whole chart for screen readers: "Mar 2026: 3; Apr 2026: 5". */
/** One department's score in a quality round (a rate in %, 0-100). */
export interface DeptScore { deptName: string; rate: number; sheetId?: number }

/**
 * Quality score rates by department, best first (the ranking's order), one decimal; a bar opens `link(row)`
 * (the department's sheet on the results page, the round's results on the dashboard). `total` is the number
 * of departments scored.
 */
export function qualityScoreChart(rows: readonly DeptScore[], link?: (row: DeptScore) => string | undefined): ChartModel {
  const data = [...rows]
    .sort((a, b) => b.rate - a.rate || a.deptName.localeCompare(b.deptName, 'zh-CN'))
    .map((r) => ({ key: r.deptName, label: r.deptName, value: Math.round(r.rate * 10) / 10, link: link?.(r) }));
  return { id: 'qualityByDept', data, total: data.length };
}

export function chartSummary(model: ChartModel): string {
  return model.data.map((d) => `${d.label}: ${d.value}`).join('; ');
}

/** What a column chart's category labels may take so that neighbours never overlap (issue 35 §4). */
export interface ColumnLabelLayout {
  /** the width (px) each label wraps within: its column's share of the plot, less a gap */
  width: number;
  /** the most lines a label takes; longer ones end in an ellipsis (the axis tooltip names the column whole) */
  lines: number;
}

/** Room the value axis and the grid's margins take beside the columns (px). */
const PLOT_MARGIN = 56;
const LABEL_GAP = 8;
/** One line of an axis label (12 px text). */
export const LABEL_LINE_HEIGHT = 14;

/**
 * How `count` column labels fit under a chart `chartWidth` px wide: each wraps within its own column's width,
 * on at most 3 lines (4 in a narrow column), so no two labels meet at any width (the grade names at 1366 px
 * and at a phone's 390 px overlapped with a fixed width).
 */
export function columnLabelLayout(count: number, chartWidth: number): ColumnLabelLayout {
  const slot = (Math.max(chartWidth, 120) - PLOT_MARGIN) / Math.max(count, 1);
  const width = Math.max(24, Math.floor(slot - LABEL_GAP));
  return { width, lines: width < 72 ? 4 : 3 };
}
