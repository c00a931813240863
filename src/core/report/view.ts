// The monthly report as the page and its print view show it (issue 26 §3): period keys and their labels,
// the charts' models (the dashboard's ChartModel, each bar opening the data query filtered to its
// records), the links of the rows behind a number, and the A4 print document. Framework-free.
import type { Grade } from '../workflow/types.ts';
import type { ChartModel } from '../stats/charts.ts';
import { listLink, type ListLinkFilters } from '../stats/charts.ts';
import { escapeHtml } from '../pages/recordPrint.ts';
import { DEFAULT_CATEGORY_CODES } from '../rca/types.ts';
import type { Count, MonthlyReport, ReportFieldSection, ReportPeriodKind } from './monthly.ts';
import type { FieldCount } from '../stats/fieldCounts.ts';
import type { MonthlyReportAnswer } from './api.ts';
import { zoneName } from '../settings/timeZone.ts';

export const DATA_QUERY_PATH = '/newBaqsj/queryData';
export const recordLink = (id: number) => `/newBaqsj/lookDetail?id=${id}`;

/** A record the report refers to, by what the lists show (its title; issue 35 §4), '#id' only when the report has no name for it. */
export function recordName(r: Pick<MonthlyReportAnswer, 'recordNames'>, id: number): string {
  return r.recordNames?.[String(id)] || `#${id}`;
}

/** The most records a line of the print view and the PDF names (the appendix lists them all). */
export const NAMED_MAX = 30;
/** The most records a table row names beside its bar, each cut to CELL_NAME characters. */
const CELL_MAX = 3;
const CELL_NAME = 16;

/** The records behind a number as one line of the print view and the PDF: their names, at most NAMED_MAX, then '…'. */
export function recordNamesLine(r: Pick<MonthlyReportAnswer, 'recordNames'>, ids: number[], lang: string): string {
  const sep = /^en/i.test(lang) ? '; ' : '；';
  return ids.slice(0, NAMED_MAX).map((id) => recordName(r, id)).join(sep) + (ids.length > NAMED_MAX ? ' …' : '');
}

/** The records beside a table row's bar: up to CELL_MAX names, each cut short; '' for more (the line or the appendix has them). */
export function recordNamesCell(r: Pick<MonthlyReportAnswer, 'recordNames'>, ids: number[], lang: string): string {
  if (!ids.length || ids.length > CELL_MAX) return '';
  const cut = (s: string) => (s.length > CELL_NAME ? s.slice(0, CELL_NAME - 1) + '…' : s);
  return ids.map((id) => cut(recordName(r, id))).join(/^en/i.test(lang) ? '; ' : '；');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The kind of a period key ('2026-11', '2026-Q4', '2026'), or null. */
export function periodKindOf(key: string): ReportPeriodKind | null {
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(key)) return 'month';
  if (/^\d{4}-Q[1-4]$/.test(key)) return 'quarter';
  if (/^\d{4}$/.test(key)) return 'year';
  return null;
}

/** The key of the period of a kind holding the day (year, month 1-12). */
export function periodKeyOf(kind: ReportPeriodKind, year: number, month: number): string {
  if (kind === 'year') return String(year);
  if (kind === 'quarter') return `${year}-Q${Math.floor((month - 1) / 3) + 1}`;
  return `${year}-${pad(month)}`;
}

/** The first and last month (1-12) and year of a period key. */
function monthsOf(key: string): { y: number; first: number; last: number } {
  const y = Number(key.slice(0, 4));
  const kind = periodKindOf(key);
  if (kind === 'month') { const m = Number(key.slice(5)); return { y, first: m, last: m }; }
  if (kind === 'quarter') { const q = Number(key.slice(6)); return { y, first: q * 3 - 2, last: q * 3 }; }
  return { y, first: 1, last: 12 };
}

/** The period as whole days `YYYY-MM-DD` (first, last): the data query filter of its rows. */
export function periodDays(key: string): { begin: string; end: string } {
  const { y, first, last } = monthsOf(key);
  const lastDay = new Date(Date.UTC(y, last, 0)).getUTCDate();
  return { begin: `${y}-${pad(first)}-01`, end: `${y}-${pad(last)}-${pad(lastDay)}` };
}

/** The period in the page language: '2026年11月' / 'Nov 2026', '2026年第4季度' / 'Q4 2026', '2026年' / '2026'. */
export function periodLabel(key: string, lang: string, t: (k: string, p?: Record<string, unknown>) => string): string {
  const kind = periodKindOf(key);
  const { y, first } = monthsOf(key);
  if (kind === 'quarter') return t('report:quarterLabel', { year: y, q: Math.ceil(first / 3) });
  if (kind === 'year') return t('report:yearLabel', { year: y });
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, first - 1, 15)));
}

/** The data query filtered to the period's events, and more. */
export function periodListLink(key: string, more: ListLinkFilters = {}): string {
  const d = periodDays(key);
  return listLink(DATA_QUERY_PATH, { module: 'baqsj', beginTime: d.begin, endTime: d.end, ...more });
}

/** How the report's codes read (the page passes its translations and dictionaries). */
export interface ReportLabels {
  t(key: string, p?: Record<string, unknown>): string;
  grade(g: string): string;
  type(code: string): string;
  num(n: number | null | undefined, digits?: number): string;
  dateTime(ms: number): string;
  lang: string;
}

const label = (L: ReportLabels, kind: 'grade' | 'type' | 'dept', key: string) =>
  key === 'none' ? L.t('report:unset') : kind === 'grade' ? L.grade(key) : kind === 'type' ? L.type(key) || L.t('report:unset') : key;

/** A count chart (grade, type or department); a bar opens the data query filtered to its records. */
export function countChart(id: 'byGrade' | 'byType' | 'byDept', counts: Count[], periodKey: string, L: ReportLabels, listOpen = true): ChartModel {
  const kind = id === 'byGrade' ? 'grade' : id === 'byType' ? 'type' : 'dept';
  const filter = (k: string): ListLinkFilters => (kind === 'grade' ? { grade: k as Grade } : kind === 'type' ? { eventType: k } : { deptName: k });
  const data = counts.map((c) => ({
    key: c.key === 'none' ? null : c.key, label: label(L, kind, c.key), value: c.n,
    link: listOpen && c.key !== 'none' ? periodListLink(periodKey, filter(c.key)) : undefined,
  }));
  return { id, data, total: data.reduce((n, d) => n + d.value, 0) };
}

/** A category field section's heading: the category in the page language and the field's title (the form's, as typed). */
export const fieldSectionTitle = (s: ReportFieldSection, L: Pick<ReportLabels, 'type'>) => `${L.type(s.eventType) || s.eventType} · ${s.field.title}`;

/** A value of a category field as the form shows it (a switch: yes or no in the page language). */
export const fieldValueText = (s: ReportFieldSection, c: FieldCount, L: Pick<ReportLabels, 't'>) =>
  (s.field.kind === 'switch' ? L.t(c.value === 'true' ? 'report:yes' : 'report:no') : c.label);

/** The events a category field section counts (those whose form has the field). */
export const fieldCounted = (s: ReportFieldSection) => s.total - s.notOnForm;

/** The data query filtered to the period's events of the section's category holding a value of its field. */
export const fieldValueLink = (periodKey: string, s: ReportFieldSection, value: string) =>
  periodListLink(periodKey, { eventType: s.eventType, field: s.field.model, fieldValue: value });

/** Score rates by department (best first), one decimal. */
export function scoreChart(r: MonthlyReport): ChartModel {
  return { id: 'scores', data: r.scores.map((s) => ({ key: s.deptName, label: s.deptName, value: s.score })), total: r.scores.length };
}

/** A root-cause category: the usual six (people, equipment, ...) in the page language, named once in the rca locale, a team's own label as it is. */
export function causeCategoryLabel(category: string, L: Pick<ReportLabels, 't'>): string {
  if (category === 'none') return L.t('report:unset');
  return (DEFAULT_CATEGORY_CODES as readonly string[]).includes(category) ? L.t('rca:category.' + category) : category;
}

/** A share in %, or the dash. */
export const shareText = (v: number | null, L: ReportLabels) => (v === null ? L.t('report:noShare') : `${L.num(v, 1)}%`);

/** The change of a number against the period before: '+3', '−2', '0'. */
export function changeText(now: number, before: number | null, L: ReportLabels, digits = 0): string {
  if (before === null) return L.t('report:noShare');
  const d = Math.round((now - before) * 10 ** digits) / 10 ** digits;
  return d > 0 ? `+${L.num(d, digits)}` : d < 0 ? `−${L.num(-d, digits)}` : L.num(0);
}

/** A quoted CSS string (for @page margin boxes). */
const cssString = (s: string) => `"${s.replace(/["\\]/g, '\\$&').replace(/[\n\r]/g, ' ')}"`;

/** 'Page {{n}}' as CSS content with the page counter: "Page " counter(page). */
function pageContent(template: string): string {
  const [before, after = ''] = template.split('{{n}}');
  return [before ? cssString(before) : '', 'counter(page)', after ? cssString(after) : ''].filter(Boolean).join(' ');
}

export const REPORT_PRINT_CSS = `
html, body { margin: 0; background: #fff; }
body { font: 11.5px/1.55 -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', sans-serif; color: #1f1f1f; }
.sheet { max-width: 186mm; margin: 0 auto; padding: 4mm 0; }
header.brand { display: flex; align-items: center; gap: 10px; border-bottom: 2px solid #1f3a93; padding-bottom: 6px; margin-bottom: 10px; }
header.brand img { height: 34px; max-width: 120px; object-fit: contain; }
header.brand .org { font-size: 13px; color: #1f3a93; font-weight: 600; }
h1 { font-size: 19px; margin: 0 0 2px; }
.meta { color: #595959; margin-bottom: 10px; }
h2 { font-size: 13.5px; margin: 14px 0 6px; padding-left: 6px; border-left: 3px solid #4d70ff; break-after: avoid; }
h3 { font-size: 12px; margin: 8px 0 4px; break-after: avoid; }
section { break-inside: avoid; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; margin-bottom: 6px; }
th, td { border: 1px solid #d9d9d9; padding: 3px 6px; vertical-align: top; text-align: left; word-break: break-word; }
th { background: #fafafa; font-weight: 600; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
tr { break-inside: avoid; }
.kpis { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; margin-bottom: 6px; }
.kpi { border: 1px solid #d9d9d9; border-radius: 4px; padding: 6px 8px; }
.kpi .v { font-size: 18px; font-weight: 600; }
.kpi .l { color: #595959; }
.bar { display: inline-block; height: 9px; background: #4d70ff; vertical-align: middle; margin-right: 4px; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.note { color: #595959; font-size: 10.5px; }
.none { color: #595959; font-style: italic; }
.ids { color: #595959; font-size: 10.5px; }
@media screen { body { padding: 12px; } }
`;

export interface ReportPrintInput {
  report: MonthlyReportAnswer;
  labels: ReportLabels;
  hospital: string;
  logo: string;
  /** absolute URL base the logo path is resolved against (the print frame has no base) */
  origin: string;
}

/** The A4 print document: the hospital's name and logo, every section as tables with bars, page numbers in the margin. */
export function reportPrintHtml(p: ReportPrintInput): string {
  const { report: r, labels: L } = p;
  const t = (k: string, o?: Record<string, unknown>) => L.t('report:' + k, o);
  const e = escapeHtml;
  const period = periodLabel(r.period.key, L.lang, L.t);
  const title = t('printTitle', { period });
  const ids = (list: number[]) => (list.length ? `<div class="ids">${e(t('ids'))}: ${e(recordNamesLine(r, list, L.lang))}</div>` : '');
  const countTable = (head: string, model: ChartModel, counts: Count[]) => {
    const max = Math.max(1, ...model.data.map((d) => d.value));
    const total = model.total || 1;
    return `<table><tr><th style="width:32%">${e(head)}</th><th class="n" style="width:12%">${e(t('count'))}</th><th class="n" style="width:12%">${e(t('share'))}</th><th></th></tr>`
      + model.data.map((d, i) => `<tr><td>${e(d.label)}</td><td class="n">${e(L.num(d.value))}</td><td class="n">${e(shareText(Math.round((d.value / total) * 1000) / 10, L))}</td>`
        + `<td><span class="bar" style="width:${Math.round((d.value / max) * 40)}mm"></span>${counts[i] ? `<span class="ids">${e(recordNamesCell(r, counts[i].ids, L.lang))}</span>` : ''}</td></tr>`).join('')
      + '</table>';
  };
  const section = (h: string, body: string) => `<section><h2>${e(h)}</h2>${body}</section>`;
  const fieldTable = (f: ReportFieldSection) => {
    const rows = [...f.counts.map((c) => ({ label: fieldValueText(f, c, L), n: c.n, ids: c.ids ?? [] })),
      ...(f.empty ? [{ label: t('unset'), n: f.empty, ids: f.emptyIds ?? [] }] : [])];
    const max = Math.max(1, ...rows.map((x) => x.n));
    const total = fieldCounted(f) || 1;
    return `<h3>${e(fieldSectionTitle(f, L))}</h3><table><tr><th style="width:40%">${e(t('fieldValue'))}</th><th class="n" style="width:12%">${e(t('count'))}</th><th class="n" style="width:12%">${e(t('share'))}</th><th></th></tr>`
      + rows.map((x) => `<tr><td>${e(x.label)}</td><td class="n">${e(L.num(x.n))}</td><td class="n">${e(shareText(Math.round((x.n / total) * 1000) / 10, L))}</td>`
        + `<td><span class="bar" style="width:${Math.round((x.n / max) * 40)}mm"></span>${x.ids.length ? `<span class="ids">${e(recordNamesCell(r, x.ids, L.lang))}</span>` : ''}</td></tr>`).join('')
      + '</table>' + (f.notOnForm ? `<p class="note">${e(t('fieldNotOnForm', { n: L.num(f.notOnForm) }))}</p>` : '');
  };
  const none = (text: string) => `<p class="none">${e(text)}</p>`;
  const inTime = r.inTime.map((x) => `<tr><td>${e(x.grade === 'all' ? t('all') : L.grade(x.grade))}</td><td class="n">${x.grade === 'all' ? '' : e(t('hours', { n: r.limits[x.grade] }))}</td>`
    + `<td class="n">${e(L.num(x.judged))}</td><td class="n">${e(L.num(x.inTime))}</td><td class="n">${e(L.num(x.judged - x.inTime))}</td><td class="n">${e(shareText(x.share, L))}</td></tr>`).join('');
  const all = r.inTime.find((x) => x.grade === 'all');
  const kpi = (v: string, l: string) => `<div class="kpi"><div class="v">${e(v)}</div><div class="l">${e(l)}</div></div>`;
  const logo = p.logo ? `<img src="${e(p.logo.startsWith('/') ? p.origin + p.logo : p.logo)}" alt="">` : '';
  const css = `@page { size: A4; margin: 16mm 12mm 16mm;
    @top-left { content: ${cssString(p.hospital)}; font-size: 9px; color: #8c8c8c; }
    @top-right { content: ${cssString(title)}; font-size: 9px; color: #8c8c8c; }
    @bottom-center { content: ${pageContent(t('page'))}; font-size: 9px; color: #595959; } }` + REPORT_PRINT_CSS;
  return `<!doctype html><html lang="${e(L.lang)}"><head><meta charset="utf-8"><title>${e(title)}</title><style>${css}</style></head><body><div class="sheet">`
    + `<header class="brand">${logo}<span class="org">${e(p.hospital)}</span></header>`
    + `<h1>${e(title)}</h1><div class="meta">${e(t('scope'))}: ${e(t('scope.' + r.scope))} · ${e(t('generatedAt'))}: ${e(L.dateTime(r.generatedAt))} · ${e(t('timeZone'))}: ${e(zoneName(r.timeZone, L.lang, r.generatedAt))}</div>`
    + `<div class="kpis">${kpi(L.num(r.events.total), `${t('total')} (${t('previous', { n: L.num(r.events.previousTotal) })})`)}${kpi(shareText(all?.share ?? null, L), t('inTimeShare'))}`
    + `${kpi(L.num(r.overdue.n), t('overdue'))}${kpi(shareText(r.measures.share, L), t('measuresShare'))}</div>`
    + section(t('eventsByGrade'), countTable(t('grade'), countChart('byGrade', r.events.byGrade, r.period.key, L, false), r.events.byGrade))
    + section(t('eventsByType'), r.events.byType.length ? countTable(t('type'), countChart('byType', r.events.byType, r.period.key, L, false), r.events.byType) : none(t('none')))
    + section(t('eventsByDept'), r.events.byDept.length ? countTable(t('dept'), countChart('byDept', r.events.byDept, r.period.key, L, false), r.events.byDept) : none(t('none')))
    + (r.fields?.length ? section(t('fieldsTitle'), r.fields.map(fieldTable).join('')) : '')
    + section(t('reportedInTime'), `<table><tr><th>${e(t('grade'))}</th><th class="n">${e(t('limit'))}</th><th class="n">${e(t('judged'))}</th><th class="n">${e(t('inTime'))}</th><th class="n">${e(t('late'))}</th><th class="n">${e(t('share'))}</th></tr>${inTime}</table>`
      + ids(all?.lateIds ?? []) + `<p class="note">${e(t('inTimeNote', { high: r.limits.I, low: r.limits.III }))}</p>`)
    + section(t('overdueTitle'), `<p>${e(t('overdueText', { n: L.num(r.overdue.n) }))}</p>${ids(r.overdue.ids)}`)
    + section(t('rcaTitle'), r.rca.done + r.rca.open ? `<p>${e(t('rcaDone'))}: ${e(L.num(r.rca.done))} · ${e(t('rcaOpen'))}: ${e(L.num(r.rca.open))}</p>${ids([...r.rca.doneIds, ...r.rca.openIds])}` : none(t('rcaNone')))
    + section(t('measuresTitle'), r.measures.due
      ? `<table><tr><th class="n">${e(t('due'))}</th><th class="n">${e(t('onTime'))}</th><th class="n">${e(t('lateMeasures'))}</th><th class="n">${e(t('openMeasures'))}</th><th class="n">${e(t('measuresShare'))}</th></tr>`
        + `<tr><td class="n">${e(L.num(r.measures.due))}</td><td class="n">${e(L.num(r.measures.onTime))}</td><td class="n">${e(L.num(r.measures.late))}</td><td class="n">${e(L.num(r.measures.open))}</td><td class="n">${e(shareText(r.measures.share, L))}</td></tr></table>`
      : none(t('measuresNone')))
    + section(t('causesTitle'), r.topCauseCategories.length
      ? `<table><tr><th>${e(t('category'))}</th><th class="n">${e(t('count'))}</th></tr>${r.topCauseCategories.map((c) => `<tr><td>${e(causeCategoryLabel(c.category, L))}</td><td class="n">${e(L.num(c.n))}</td></tr>`).join('')}</table>`
      : none(t('causesNone')))
    + section(t('scoresTitle'), r.scores.length
      ? `<table><tr><th>${e(t('dept'))}</th><th class="n">${e(t('score'))}</th><th class="n">${e(t('previousScore'))}</th><th class="n">${e(t('scoreChange'))}</th></tr>`
        + r.scores.map((s) => `<tr><td>${e(s.deptName)}</td><td class="n">${e(L.num(s.score, 1))}%</td><td class="n">${s.previous === null ? e(t('noShare')) : `${e(L.num(s.previous, 1))}%`}</td><td class="n">${e(changeText(s.score, s.previous, L, 1))}</td></tr>`).join('') + '</table>'
      : none(t('scoresNone')))
    + section(t('pdcaTitle'), r.pdca.length
      ? `<table><tr><th>${e(t('project'))}</th><th class="n">${e(t('cycle'))}</th><th>${e(t('indicator'))}</th><th class="n">${e(t('baseline'))}</th><th class="n">${e(t('target'))}</th><th class="n">${e(t('latest'))}</th><th>${e(t('reached'))}</th></tr>`
        + r.pdca.map((x) => `<tr><td>${e(x.title)}</td><td class="n">${x.cycle}</td><td>${e(x.unit ? `${x.indicator} (${x.unit})` : x.indicator)}</td><td class="n">${e(L.num(x.baseline, 2))}</td><td class="n">${e(L.num(x.target, 2))}</td><td class="n">${e(L.num(x.latest, 2))}</td><td>${e(x.latest === null ? t('noShare') : t(x.reached ? 'reached' : 'notReached'))}</td></tr>`).join('') + '</table>'
      : none(t('pdcaNone')))
    + '</div></body></html>';
}
