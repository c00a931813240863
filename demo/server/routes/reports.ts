// The monthly safety and quality report (issue 26 §3):
//   GET /api/v1/reports/monthly?period=2026-11        the report (period: a month, 2026-Q4 or 2026)
//   GET /api/v1/reports/monthly.xlsx?period=…         its appendix: one sheet per section, the rows behind each number
//   GET /api/v1/reports/monthly.pdf?period=…&lang=en  the report as an A4 PDF with real text (../report/pdf.ts)
//   GET /api/v1/reports/publish/roles                 the roles a report can be published to (leadership first)
//   POST /api/v1/reports/monthly/publish {period, lang, roles}  publishes the report as a notice (简报) to those roles,
//                                                     its PDF in both languages attached
// Periods are cut, and times written, in the hospital's time zone (系统设置 timeZone, issue 35 §4); a `tz` an
// older client sends is accepted and ignored.
// Every row is selected under the record lists' own filter (callerDataScope, never drafts): a report never
// counts a record its reader could not list. Readers: the quality office, the administrator, and roles an
// administrator grants 'quality:report:view' (src/core/report/access.ts). Reporting limits per grade are
// the engine's defaults (DEFAULT_REPORT_LIMITS): system settings hold no such setting yet. Inspection
// scores are the sheets submitted in the period (a department's mean rate), their change against the
// sheets submitted in the period before.
// The report's data (the reader checked, its rows read, the report computed): reportData.ts.
import type { AuthedCtx, Router } from '../http/router.ts';
import { ApiError, RawReply } from '../http/envelope.ts';
import type { ReportMeasureSql } from '../db/store/reports.ts';
import { body, NONE, opt, optText, qText, query, z } from '../http/schemas.ts';
import { NOTICE_TARGETS_MAX } from '../../../src/core/notices/noticeRules.ts';
import { noticeDetailPath } from '../../../src/core/api/notices.ts';
import { QUALITY_OFFICE_ROLES, hasAnyRole } from '../../../src/core/access/roles.ts';
import { REPORT_PERMISSION } from '../../../src/core/report/access.ts';
import { escapeHtml } from '../../../src/core/pages/recordPrint.ts';
import { sanitizeRichTextOnServer } from '../richText.ts';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { langOf, wt, type Lang } from '../workflow/lang.ts';
import { type XlsxColumn, type XlsxRow, type XlsxSheet } from '../xlsx/writer.ts';
import { xlsxReply } from '../xlsx/reply.ts';
import { rateOf } from '../../../src/core/quality/index.ts';
import { systemTitle } from '../util.ts';
import { type ReportFieldSection } from '../../../src/core/report/monthly.ts';
import { type FieldCount } from '../../../src/core/stats/fieldCounts.ts';
import { shell as shellTexts } from '../../../src/core/i18n/locales/shell.ts';
import type { MonthlyReportAnswer } from '../../../src/core/report/api.ts';
import { periodLabel, type ReportLabels } from '../../../src/core/report/view.ts';
import { reportFontFound } from '../report/fonts.ts';
import { isPdfImage } from '../report/pdf.ts';
import { reportLabels, rt } from '../report/labels.ts';
import { PdfBusy } from '../report/pdfPool.ts';
import { loadReport, refuse, type ReportData } from './reportData.ts';
import { busyError } from '../http/busy.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// `tz`: sent by older clients, ignored (the hospital's zone decides)
const REPORT_QUERY = query({ period: qText(16), tz: qText(64) });
const PDF_QUERY = query({ period: qText(16), tz: qText(64), lang: qText(8) });
const PUBLISH_BODY = body({ period: optText(16), tz: optText(64), lang: optText(8), roles: opt(z.array(z.string().max(100)).max(NOTICE_TARGETS_MAX)) });
const HOUR = 3_600_000;

/** The PDF threads are all busy and enough callers wait: 503 with Retry-After, in the caller's language. */
function busy(ctx: AuthedCtx, retryAfterS: number): ApiError {
  return busyError(ctx.req, 'server.pdfBusy', retryAfterS);
}

/** The appendix: one sheet per section with the rows behind its numbers, headers in the caller's language. */
async function appendix(ctx: AuthedCtx, d: ReportData) {
  const lang = langOf(ctx.req);
  const x = (key: string, p?: Record<string, string | number>) => rt(lang, key, p);
  const col = (key: string, type: XlsxColumn['type'] = 'text', width?: number): XlsxColumn => ({ header: x(`col.${key}`), type, width });
  const types = new Map((await ctx.app.store.listEventTypes()).map((e) => [e.code, lang === 'en' ? e.nameEn || e.name : e.name]));
  const typeName = (code: string | null) => (code ? types.get(code) ?? code : x('unset'));
  const gradeName = (g: string | null) => (g ? wt(lang, `grade.${g}`) : x('unset'));
  const yesNo = (b: boolean) => x(b ? 'yes' : 'no');
  const valueName = (f: ReportFieldSection, c: FieldCount) => (f.field.kind === 'switch' ? yesNo(c.value === 'true') : c.label);
  const r = d.report;
  const byId = new Map(d.events.map((e) => [e.id, e]));
  const eventCols = [col('id', 'number', 8), col('title', 'text', 30), col('grade', 'text', 10), col('type', 'text', 14), col('dept', 'text', 14),
    col('state', 'text', 10), col('submittedAt', 'datetime'), col('occurredAt', 'datetime')];
  const eventRow = (e: ReportData['events'][number]): unknown[] => [e.id, e.title, gradeName(e.grade), typeName(e.eventType), e.deptName || x('unset'),
    wt(lang, `state.${e.state}`), e.submittedAt, e.occurredAt];
  const share = (v: number | null) => (v === null ? '' : v);
  const summary: XlsxRow[] = [
    [x('col.period'), d.period.key],
    [x('total'), r.events.total],
    [x('previous', { n: r.events.previousTotal }), r.events.previousTotal],
    ...r.events.byGrade.map((c) => [`${x('grade')}: ${gradeName(c.key === 'none' ? null : c.key)}`, c.n]),
    ...r.inTime.map((t) => [`${x('inTimeShare')} (${t.grade === 'all' ? x('all') : gradeName(t.grade)}) %`, share(t.share)]),
    [x('overdue'), r.overdue.n],
    [x('rcaDone'), r.rca.done], [x('rcaOpen'), r.rca.open],
    [x('due'), r.measures.due], [x('onTime'), r.measures.onTime], [x('lateMeasures'), r.measures.late], [x('openMeasures'), r.measures.open],
    [`${x('measuresShare')} %`, share(r.measures.share)],
    ...r.fields.flatMap((f) => f.counts.map((c) => [`${typeName(f.eventType)} · ${f.field.title}: ${valueName(f, c)}`, c.n])),
  ];
  const measureResult = (m: ReportMeasureSql) => (r.measures.openIds.includes(m.id) ? 'open' : r.measures.lateIds.includes(m.id) ? 'late' : 'onTime');
  const sheets: XlsxSheet[] = [
    { name: x('sheet.summary'), columns: [col('item', 'text', 40), col('value', 'number', 12)], rows: summary },
    { name: x('sheet.events'), columns: eventCols, rows: d.events.map(eventRow) },
    {
      name: x('sheet.inTime'),
      columns: [...eventCols, col('hours', 'number', 10), col('limit', 'number', 10), col('inTime', 'text', 8)],
      rows: d.events.filter((e) => e.grade && e.occurredAt !== null).map((e) => {
        const hours = Math.round(((e.submittedAt - e.occurredAt!) / HOUR) * 10) / 10;
        return [...eventRow(e), hours, d.limits[e.grade!], yesNo(hours <= d.limits[e.grade!])];
      }),
    },
    { name: x('sheet.overdue'), columns: eventCols, rows: r.overdue.ids.map((id) => eventRow(byId.get(id)!)) },
    {
      name: x('sheet.rca'), columns: [...eventCols, col('state', 'text', 10)],
      rows: [...r.rca.doneIds.map((id) => [...eventRow(byId.get(id)!), x('rcaDone')]), ...r.rca.openIds.map((id) => [...eventRow(byId.get(id)!), x('rcaOpen')])],
    },
    {
      name: x('sheet.measures'),
      columns: [col('id', 'number', 8), col('recordId', 'number', 10), col('title', 'text', 30), col('measure', 'text', 30), col('owner', 'text', 10),
        col('deadline', 'datetime'), col('doneAt', 'datetime'), col('result', 'text', 10)],
      rows: d.measures.map((m) => [m.id, m.recordId, m.title, m.what, m.ownerName, Number(m.deadline), m.doneAt === null ? null : Number(m.doneAt), x(`result.${measureResult(m)}`)]),
    },
    {
      name: x('sheet.causes'), columns: [col('category', 'text', 20), col('count', 'number', 8), col('recordId', 'text', 30)],
      rows: r.topCauseCategories.map((c) => [x(`cat.${c.category}`), c.n, c.recordIds.join(', ')]),
    },
    {
      name: x('sheet.scores'),
      columns: [col('round', 'text', 24), col('roundStart', 'text', 12), col('dept', 'text', 14), col('rate', 'number', 10), col('scoredAt', 'datetime')],
      rows: d.sheets.map((s) => [s.roundName, s.periodStart, s.deptName, rateOf(s.total, s.maxScore), Number(s.submittedAt)]),
    },
    {
      name: x('sheet.pdca'), columns: [col('id', 'number', 8), col('title', 'text', 30), col('count', 'number', 8), col('value', 'number', 10)],
      rows: r.pdca.map((p) => [p.id, p.title, p.cycle, p.latest]),
    },
    {
      // the events behind each count by a category field: the event, the field and the value it counted under
      name: x('sheet.fields'), columns: [...eventCols, col('field', 'text', 18), col('fieldValue', 'text', 30)],
      rows: r.fields.flatMap((f) => [
        ...f.counts.flatMap((c) => (c.ids ?? []).filter((id) => byId.has(id)).map((id) => [...eventRow(byId.get(id)!), f.field.title, valueName(f, c)])),
        ...(f.emptyIds ?? []).filter((id) => byId.has(id)).map((id) => [...eventRow(byId.get(id)!), f.field.title, x('unset')]),
      ]),
    },
  ];
  return xlsxReply({ fileName: x('file.name', { period: d.period.key }), sheets });
}

/** The records of the report by what the lists show: their titles, already masked for a masked reader (readReport). */
function recordNamesOf(d: ReportData): Record<string, string> {
  const names: Record<string, string> = {};
  for (const m of d.measures) names[m.recordId] = m.title;
  for (const e of d.events) names[e.id] = e.title;
  return names;
}

/** The answer of GET /api/v1/reports/monthly (what the page, its print view and the PDF show). */
const answerOf = (ctx: AuthedCtx, d: ReportData): MonthlyReportAnswer =>
  ({ scope: d.scope, timeZone: d.timeZone, limits: d.limits, generatedAt: ctx.app.clock.now(), recordNames: recordNamesOf(d), ...d.report });

/** The language of a PDF: ?lang= (en, zh-CN), else the caller's. */
function pdfLang(ctx: AuthedCtx): Lang {
  const q = (ctx.query as { lang?: string }).lang?.trim();
  return q ? (/^en/i.test(q) ? 'en' : 'zh-CN') : langOf(ctx.req);
}

/** The report's words on the server, as the page's ReportLabels (report, workflow and rca locales, the event types' names). */
/** The event types' names in the language (the labels' `type`). */
async function typeNames(ctx: AuthedCtx, lang: Lang): Promise<Array<[string, string]>> {
  return (await ctx.app.store.listEventTypes()).map((e) => [e.code, lang === 'en' ? e.nameEn || e.name : e.name]);
}

async function serverLabels(ctx: AuthedCtx, lang: Lang, tz: string): Promise<ReportLabels> {
  return reportLabels(lang, tz, await typeNames(ctx, lang));
}

const settingText = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** The hospital's name: 系统设置 hospitalName, else the system's name in `lang` ('' when neither is set). */
const hospitalName = (s: Record<string, unknown>, lang: string) => settingText(s.hospitalName) || systemTitle(s, lang);

/** The hospital's name (else the app's title) and its logo when it is an uploaded PNG or JPEG. */
async function brand(ctx: AuthedCtx, lang: Lang): Promise<{ hospital: string; logo: Buffer | null }> {
  const s = (await ctx.app.store.getSettings(1)) ?? {};
  const hospital = hospitalName(s, lang) || shellTexts[lang].appTitle;
  const m = typeof s.logo === 'string' ? /^\/uploads\/([\w.-]{1,200})$/.exec(s.logo) : null;
  // an http(s) logo is not fetched by the server: the PDF shows the name alone
  const bytes = m && !m[1].startsWith('.') ? await readFile(join(ctx.app.uploadsDir, m[1])).catch(() => null) : null;
  return { hospital, logo: isPdfImage(bytes) ? bytes : null };
}

/** The report of `d` as a PDF in `lang`, and its file name. */
export async function reportPdfOf(ctx: AuthedCtx, d: ReportData, lang: Lang): Promise<{ pdf: Buffer; fileName: string }> {
  if (!reportFontFound()) throw refuse(ctx.req, 500, 'server.pdfFont');
  const [types, b] = await Promise.all([typeNames(ctx, lang), brand(ctx, lang)]);
  // drawn in a worker thread (issue 33 §8: one PDF on the server's thread stalled every other request)
  const pdf = await ctx.app.pdf.draw({ report: answerOf(ctx, d), lang, timeZone: d.timeZone, typeNames: types, hospital: b.hospital, logo: b.logo })
    .catch((e: unknown) => { throw e instanceof PdfBusy ? busy(ctx, e.retryAfterS) : e; });
  return { pdf, fileName: rt(lang, 'file.pdf', { period: d.period.key }) };
}

function pdfReply(pdf: Buffer, fileName: string): RawReply {
  return new RawReply((res) => {
    res.writeHead(200, {
      'Content-Type': 'application/pdf',
      'Content-Length': pdf.length,
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'no-store',
    });
    res.end(pdf);
  });
}

/** Leadership roles: those granted the report by the operation tag (not the quality office's own roles). */
const isLeaderRole = (x: { roleKey: string; permissions?: readonly string[] }) =>
  !(QUALITY_OFFICE_ROLES as readonly string[]).includes(x.roleKey) && !!x.permissions?.includes(REPORT_PERMISSION);

function mayPublish(ctx: AuthedCtx): void {
  if (!hasAnyRole(ctx.auth.roleKeys, QUALITY_OFFICE_ROLES)) throw refuse(ctx.req, 403, 'server.publishDenied');
}

/** The notice's text: the period's key figures, a link to the report in the system, the PDFs attached. */
function noticeHtml(lang: Lang, d: ReportData, labels: ReportLabels): string {
  const r = d.report;
  const x = (k: string, p?: Record<string, string | number>) => escapeHtml(rt(lang, k, p));
  const period = periodLabel(r.period.key, lang, labels.t);
  const share = (v: number | null) => (v === null ? rt(lang, 'noShare') : `${labels.num(v, 1)}%`);
  const all = r.inTime.find((t) => t.grade === 'all');
  const items = [
    x('notice.total', { n: labels.num(r.events.total), previous: labels.num(r.events.previousTotal) }),
    x('notice.inTime', { share: share(all?.share ?? null) }),
    x('notice.overdue', { n: labels.num(r.overdue.n) }),
    x('notice.rca', { done: labels.num(r.rca.done), open: labels.num(r.rca.open) }),
    x('notice.measures', { share: share(r.measures.share) }),
  ];
  return `<p>${x('notice.intro', { period, scope: rt(lang, 'scope.' + d.scope) })}</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`
    + `<p><a href="/quality/monthlyReport?period=${encodeURIComponent(r.period.key)}">${x('notice.link')}</a></p><p>${x('notice.files')}</p>`;
}

/** Publishes the report of the body's period as a notice (简报) to the chosen roles, the PDF in both languages attached. */
async function publish(ctx: AuthedCtx): Promise<{ noticeId: number; title: string; roles: string[]; told: number }> {
  mayPublish(ctx);
  const b = ctx.body as { period?: string; lang?: string; roles?: string[] };
  const roles = [...new Set(b.roles ?? [])];
  if (!roles.length) throw refuse(ctx.req, 400, 'server.rolesRequired');
  for (const key of roles) if (!(await ctx.app.store.getRoleByKey(key))) throw refuse(ctx.req, 400, 'server.roleUnknown', { value: key.slice(0, 40) });
  const d = await loadReport(ctx, { period: b.period });
  const lang: Lang = b.lang ? (/^en/i.test(b.lang) ? 'en' : 'zh-CN') : langOf(ctx.req);
  const now = ctx.app.clock.now();
  const attachments: Array<{ name: string; url: string }> = [];
  // the file in the publisher's language first
  for (const l of lang === 'en' ? (['en', 'zh-CN'] as const) : (['zh-CN', 'en'] as const)) {
    const { pdf, fileName } = await reportPdfOf(ctx, d, l);
    const storedName = `${randomBytes(16).toString('hex')}.pdf`;
    await writeFile(join(ctx.app.uploadsDir, storedName), pdf);
    await ctx.app.store.insertUpload({ storedName, originalName: fileName, size: pdf.length, uploadedBy: ctx.auth.user.id, now });
    attachments.push({ name: fileName, url: `/uploads/${storedName}` });
  }
  const labels = await serverLabels(ctx, lang, d.timeZone);
  const title = rt(lang, 'notice.title', { period: periodLabel(d.period.key, lang, labels.t) });
  const publisher = (ctx.auth.user.deptName || ctx.auth.user.name || '').slice(0, 50);
  const noticeId = await ctx.app.store.createNotice({
    title, content: sanitizeRichTextOnServer(noticeHtml(lang, d, labels)), noticeType: '简报', publisher, attachments, targetRoles: roles, targetDepts: [],
  }, ctx.auth.user.id, true, now);
  // the holders of the roles are told: the bell, and e-mail for those who chose 'report published' (issue 26 §4)
  const told = await ctx.app.store.notifyReportPublished({
    title, link: noticeDetailPath(noticeId), actor: { id: ctx.auth.user.id, name: ctx.auth.user.name }, roles, noticeId, now,
  });
  return { noticeId, title, roles, told };
}

export function reportRoutes(r: Router): void {
  r.get('/api/v1/reports/publish/roles', { auth: 'user', query: NONE }, async (ctx) => {
    mayPublish(ctx);
    const lang = langOf(ctx.req);
    const roles = (await ctx.app.store.listRoles({ status: 1 }, { limit: 500, offset: 0 })).rows;
    return roles.map((x) => ({ roleKey: x.roleKey, roleName: lang === 'en' ? x.roleNameEn || x.roleName : x.roleName, leader: isLeaderRole(x) }))
      .sort((a, b) => Number(b.leader) - Number(a.leader));
  });
  r.post('/api/v1/reports/monthly/publish', { auth: 'user', input: PUBLISH_BODY }, async (ctx) => publish(ctx));
  r.get('/api/v1/reports/monthly', { auth: 'user', query: REPORT_QUERY }, async (ctx) =>
    ({ ...answerOf(ctx, await loadReport(ctx)), hospital: hospitalName((await ctx.app.store.getSettings(1)) ?? {}, langOf(ctx.req)) }));
  r.get('/api/v1/reports/monthly.pdf', { auth: 'user', query: PDF_QUERY }, async (ctx) => {
    // refused before the report's data is read when no thread would take it; PDFs wait for their data in a
    // queue no longer than the threads' own, so they do not fill the one the report page waits in
    if (ctx.app.pdf.full()) throw busy(ctx, PdfBusy.DEFAULT_RETRY_S);
    const { pdf, fileName } = await reportPdfOf(ctx, await loadReport(ctx, undefined, 'server.pdfBusy', ctx.app.cfg.pdfQueue), pdfLang(ctx));
    return pdfReply(pdf, fileName);
  });
  r.get('/api/v1/reports/monthly.xlsx', { auth: 'user', query: REPORT_QUERY }, async (ctx) => appendix(ctx, await loadReport(ctx)));
}
