// Improvement projects (持续改进项目, issue 26 §2; docs/workflow.md "Improvement projects (PDCA)"):
//   GET  /api/v1/pdca/projects?title=&phase=&sourceKind=&sourceId=   the list (paged)
//   GET  /api/v1/pdca/projects/:id                 the project, its measures, the indicator's status and series
//   GET  /api/v1/pdca/source?kind=rca|inspection&id=N   what a new project opened from a source starts with
//   GET  /api/v1/pdca/projects/:id/numerator?period=YYYY-MM&tz=   a rate's count for a month (a preview)
//   POST /api/v1/pdca/projects                     create (plan of cycle 1)
//   POST /api/v1/pdca/projects/:id/measures        add a measure to the current cycle (plan or do)
//   POST /api/v1/pdca/projects/:id/measures/:mid   set a measure's status (open, done, verified) or remove it
//   POST /api/v1/pdca/projects/:id/do | check | evaluate   the engine's moves (startDo, startCheck, startAct)
//   POST /api/v1/pdca/projects/:id/measurements    a month's value (entered; or for a rate the denominator,
//                                                  the numerator counted here from the month's records)
//   POST /api/v1/pdca/projects/:id/act             standardise or open the next cycle
// Every move goes through src/core/pdca (the engine) and is written under the version the caller saw.
// The measures are the project's own (what, owner, deadline, status), not records' workflow measures: a
// project opened on its own has no record to hang them on. Readers and runners: src/core/pdca/access.ts,
// checked on every call. Refusals are worded from the `pdca` locale in the caller's language.
import type { AuthedCtx, Router } from '../http/router.ts';
import { ApiError, type ErrorCode } from '../http/envelope.ts';
import { body, id, intIn, NONE, opt, PAGING, params, qLike, qText, query, required, text, z } from '../http/schemas.ts';
import { isoTime, pageOf, paging } from '../util.ts';
import { langOf, type Lang } from '../workflow/lang.ts';
import { pdca as texts } from '../../../src/core/i18n/locales/pdca.ts';
import { act, currentCycle, indicatorSeries, indicatorStatus, measure, newProject, startAct, startCheck, startDo } from '../../../src/core/pdca/cycle.ts';
import type { PdcaError, PdcaProject, PdcaResult, PdcaSource } from '../../../src/core/pdca/types.ts';
import { mayEditPdca, mayReadPdca } from '../../../src/core/pdca/access.ts';
import { isTimeZone, monthBucket } from '../../../src/core/stats/months.ts';
import { scoringModelOf } from '../../../src/core/quality/index.ts';
import type { PdcaMeasureRow, PdcaRow } from '../db/store/pdca.ts';
import { canView, titleOf, titleWords } from './recordView.ts';
import { maySeeRound } from './quality.ts';
import { isCalendarDate } from '../../../src/core/time/localTimes.ts';
import { masksIdentifiers } from './privacy.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MAX_MEASURES = 30;

export function pt(lang: Lang, key: string, p: Record<string, string | number> = {}): string {
  const text = (texts[lang] as Record<string, string>)[key] ?? (texts['zh-CN'] as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in p ? String(p[k]) : m));
}
const refuse = (ctx: AuthedCtx, status: ErrorCode, key: string, p?: Record<string, string | number>) => new ApiError(status, pt(langOf(ctx.req), key, p));

/** The engine's refusal in the caller's words. */
function engineError(ctx: AuthedCtx, e: PdcaError): ApiError {
  const lang = langOf(ctx.req);
  const detail = e.detail ?? '';
  const fieldKey = `field.${detail}`;
  const field = typeof detail === 'string' && fieldKey in texts[lang] ? pt(lang, fieldKey) : String(detail);
  return new ApiError(400, pt(lang, `err.${e.code}`, { field, detail, phase: pt(lang, `phase.${detail}`) }));
}
const must = (ctx: AuthedCtx, r: PdcaResult): PdcaProject => {
  if (!r.ok) throw engineError(ctx, r.error);
  return r.project;
};

function guard(ctx: AuthedCtx, edit: boolean): void {
  if (!(edit ? mayEditPdca(ctx.auth.roles) : mayReadPdca(ctx.auth.roles))) throw refuse(ctx, 403, 'server.denied');
}

const num = z.number().finite().min(-1e9).max(1e9);
const INDICATOR = z.looseObject({
  name: required(100), unit: text(20), better: z.enum(['lower', 'higher']), method: z.enum(['entered', 'rate']),
  eventType: opt(text(64)), per: opt(z.number().positive().max(1e7)), baseline: num, target: num,
});
const SOURCE = z.union([
  z.looseObject({ kind: z.literal('none') }),
  z.looseObject({ kind: z.literal('rca'), recordId: id }),
  z.looseObject({ kind: z.literal('inspection'), sheetId: id, items: z.array(text(100)).max(200).optional() }),
]);
const VERSION = z.number().int().min(1).max(2 ** 31 - 1);
const CREATE_BODY = body({ title: text(600), goal: text(600), source: SOURCE, indicator: INDICATOR, checkMonths: opt(intIn(1, 12)) });
const PID = params({ id });
const MID = params({ id, mid: id });
const MOVE_BODY = body({ version: VERSION });
const MEASURE_BODY = body({ version: VERSION, what: text(600), ownerName: text(100), deadline: text(10) });
const MEASURE_STATUS_BODY = body({ version: VERSION, status: z.enum(['open', 'done', 'verified', 'removed']) });
const MEASUREMENT_BODY = body({ version: VERSION, period: text(7), value: opt(num), denominator: opt(z.number().positive().max(1e12)), tz: opt(text(64)) });
const ACT_BODY = body({ version: VERSION, decision: z.enum(['standardise', 'nextCycle']), note: text(600), nextGoal: opt(text(600)) });

function listView(r: PdcaRow) {
  const st = indicatorStatus(r.project);
  const i = r.project.indicator;
  return {
    id: r.id, title: r.title, sourceKind: r.sourceKind, sourceId: r.sourceId, phase: r.phase, cycle: r.cycleN, indicatorName: i.name, unit: i.unit,
    better: i.better, baseline: i.baseline, target: i.target, latest: st.last?.value ?? null, latestPeriod: st.last?.period ?? null, reached: st.reached,
    createdByName: r.createdByName, updatedAt: isoTime(r.updatedAt),
  };
}

const measureView = (m: PdcaMeasureRow) => ({ id: m.id, cycle: m.cycleN, what: m.what, ownerName: m.ownerName, deadline: m.deadline, status: m.status, doneAt: m.doneAt ? isoTime(m.doneAt) : null });

async function detail(ctx: AuthedCtx, r: PdcaRow) {
  const measures = await ctx.app.store.listPdcaMeasures(r.id);
  return {
    ...listView(r), version: r.version, project: r.project, measures: measures.map(measureView),
    status: indicatorStatus(r.project), series: indicatorSeries(r.project), source: await sourceInfo(ctx, r.project.source),
    canEdit: mayEditPdca(ctx.auth.roles), createdAt: isoTime(r.createdAt),
  };
}

async function project(ctx: AuthedCtx): Promise<PdcaRow> {
  const r = await ctx.app.store.getPdca(Number(ctx.params.id));
  if (!r) throw refuse(ctx, 404, 'server.notFound');
  return r;
}

/**
 * The project a change is made to: the caller may edit projects, it exists, and (`version`, for changes
 * written before the project itself) the caller saw its current version.
 */
async function editableProject(ctx: AuthedCtx, version?: number): Promise<PdcaRow> {
  guard(ctx, true);
  const row = await project(ctx);
  if (version !== undefined && version !== row.version) throw refuse(ctx, 409, 'server.conflict');
  return row;
}

async function save(ctx: AuthedCtx, r: PdcaRow, version: number, next: PdcaProject) {
  if (version !== r.version || !(await ctx.app.store.savePdca(r.id, version, next, ctx.app.clock.now()))) throw refuse(ctx, 409, 'server.conflict');
  return detail(ctx, (await ctx.app.store.getPdca(r.id))!);
}

/** What a source shows (its record's title, its sheet's round and low items); refused when the caller may not see it. */
async function sourceInfo(ctx: AuthedCtx, s: PdcaSource, check = false) {
  const store = ctx.app.store;
  if (s.kind === 'rca') {
    const rec = await store.getWfRecord(s.recordId);
    const visible = !!rec && rec.module === 'baqsj' && rec.state !== 'draft' && await canView(ctx, rec);
    if (!visible) {
      if (check) throw refuse(ctx, 400, 'server.sourceNotFound', { source: `#${s.recordId}` });
      return { kind: 'rca' as const, recordId: s.recordId, title: null, eventType: null, grade: null };
    }
    return { kind: 'rca' as const, recordId: rec.id, title: titleOf(rec, await masksIdentifiers(ctx), undefined, await titleWords(ctx)), eventType: rec.eventType, grade: rec.grade };
  }
  if (s.kind === 'inspection') {
    const sheet = await store.getSheetById(s.sheetId);
    const round = sheet && sheet.status === 'submitted' ? await store.getRound(sheet.roundId) : undefined;
    // a sheet is seen by those who see its round (the quality office, the round's inspectors), as records by canView
    if (!sheet || !round || !maySeeRound(ctx, round)) {
      if (check) throw refuse(ctx, 400, 'server.sourceNotFound', { source: `#${s.sheetId}` });
      return { kind: 'inspection' as const, sheetId: s.sheetId, roundName: null, deptName: null, items: [] };
    }
    const form = await store.getFormVersion(round.formId, round.formVersion);
    const model = scoringModelOf(form?.schema);
    const low = model.items
      .map((it) => ({ id: it.id, label: it.label, lost: sheet.scores.items?.[it.id]?.lost ?? 0, maxScore: it.maxScore }))
      .filter((it) => it.lost > 0)
      .sort((a, b) => b.lost - a.lost);
    return { kind: 'inspection' as const, sheetId: sheet.id, roundName: round.name, deptName: sheet.deptName, items: low };
  }
  return { kind: 'none' as const };
}

/** The month's bounds in the zone, and the zone checked. */
function monthOf(ctx: AuthedCtx, period: string, tz: string | undefined) {
  const zone = tz?.trim() || Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!isTimeZone(zone)) throw refuse(ctx, 400, 'server.badTimeZone', { value: zone });
  if (!MONTH.test(period)) throw engineError(ctx, { code: 'invalid', detail: 'period' });
  return monthBucket(period, zone);
}

export function pdcaRoutes(r: Router): void {
  r.get('/api/v1/pdca/projects', { auth: 'user', query: query({ ...PAGING, title: qLike, phase: qText(10), sourceKind: qText(12), sourceId: qText(12) }) }, async (ctx) => {
    guard(ctx, false);
    const p = paging(ctx.query);
    const q = ctx.query as Record<string, string | undefined>;
    const sourceId = q.sourceId && /^\d+$/.test(q.sourceId) ? Number(q.sourceId) : undefined;
    const res = await ctx.app.store.listPdca({ title: q.title?.trim() || undefined, phase: q.phase || undefined, sourceKind: q.sourceKind || undefined, sourceId }, p);
    return pageOf(p, { rows: res.rows.map(listView), count: res.count });
  });

  r.get('/api/v1/pdca/source', { auth: 'user', query: query({ kind: qText(12), id: qText(12) }) }, async (ctx) => {
    guard(ctx, true);
    const q = ctx.query as { kind?: string; id?: string };
    const n = q.id && /^\d{1,10}$/.test(q.id) ? Number(q.id) : 0;
    if (q.kind === 'rca') return sourceInfo(ctx, { kind: 'rca', recordId: n }, true);
    if (q.kind === 'inspection') return sourceInfo(ctx, { kind: 'inspection', sheetId: n, items: [] }, true);
    throw refuse(ctx, 400, 'server.sourceNotFound', { source: q.kind ?? '' });
  });

  r.get('/api/v1/pdca/projects/:id', { auth: 'user', params: PID, query: NONE }, async (ctx) => {
    guard(ctx, false);
    return detail(ctx, await project(ctx));
  });

  r.get('/api/v1/pdca/projects/:id/numerator', { auth: 'user', params: PID, query: query({ period: qText(7), tz: qText(64) }) }, async (ctx) => {
    guard(ctx, false);
    const row = await project(ctx);
    const q = ctx.query as { period?: string; tz?: string };
    const month = monthOf(ctx, q.period ?? '', q.tz);
    const ids = row.project.indicator.eventType ? await ctx.app.store.pdcaEventIds(row.project.indicator.eventType, month.start, month.end) : [];
    // the rate counts every record of the month; the ids listed are only those the caller may open
    const shown: number[] = [];
    for (const rid of ids) {
      const rec = await ctx.app.store.getWfRecord(rid);
      if (rec && await canView(ctx, rec)) shown.push(rid);
    }
    return { period: month.key, numerator: ids.length, recordIds: shown };
  });

  r.post('/api/v1/pdca/projects', { auth: 'user', input: CREATE_BODY }, async (ctx) => {
    guard(ctx, true);
    const b = ctx.body as z.infer<typeof CREATE_BODY>;
    let source: PdcaSource = { kind: 'none' };
    if (b.source.kind === 'rca') source = { kind: 'rca', recordId: b.source.recordId as number };
    if (b.source.kind === 'inspection') {
      const info = await sourceInfo(ctx, { kind: 'inspection', sheetId: b.source.sheetId as number, items: [] }, true);
      const known = new Set(info.kind === 'inspection' ? info.items.map((i) => i.id) : []);
      const items = ((b.source.items as string[] | undefined) ?? [...known]).filter((i) => known.has(i));
      source = { kind: 'inspection', sheetId: b.source.sheetId as number, items };
    }
    if (source.kind === 'rca') await sourceInfo(ctx, source, true);
    const ind = b.indicator;
    if (ind.method === 'rate') {
      const types = await ctx.app.store.listEventTypes();
      if (!ind.eventType || !types.some((t) => t.code === ind.eventType)) throw refuse(ctx, 400, 'server.badEventType', { code: ind.eventType ?? '' });
    }
    const created = must(ctx, newProject({
      title: b.title, goal: b.goal, source, checkMonths: b.checkMonths,
      indicator: {
        name: ind.name, unit: ind.unit, better: ind.better, method: ind.method, baseline: ind.baseline, target: ind.target,
        ...(ind.method === 'rate' ? { eventType: ind.eventType, per: ind.per } : {}),
      },
    }));
    const sourceId = source.kind === 'rca' ? source.recordId : source.kind === 'inspection' ? source.sheetId : null;
    const newId = await ctx.app.store.insertPdca(created, sourceId, { userId: ctx.auth.user.id, userName: ctx.auth.user.name }, ctx.app.clock.now());
    return detail(ctx, (await ctx.app.store.getPdca(newId))!);
  });

  r.post('/api/v1/pdca/projects/:id/measures', { auth: 'user', params: PID, input: MEASURE_BODY }, async (ctx) => {
    const b = ctx.body as z.infer<typeof MEASURE_BODY>;
    const row = await editableProject(ctx, b.version);
    const c = currentCycle(row.project);
    if (c.phase !== 'plan' && c.phase !== 'do') throw refuse(ctx, 400, 'server.measureFixed');
    const what = b.what.trim();
    const ownerName = b.ownerName.trim();
    if (!what) throw engineError(ctx, { code: 'empty', detail: 'what' });
    if (what.length > 500) throw engineError(ctx, { code: 'tooLong', detail: 'what' });
    if (!ownerName) throw engineError(ctx, { code: 'empty', detail: 'owner' });
    if (!isCalendarDate(b.deadline.trim())) throw refuse(ctx, 400, 'server.badDeadline', { value: b.deadline });
    const existing = (await ctx.app.store.listPdcaMeasures(row.id)).filter((m) => m.cycleN === c.n);
    if (existing.length >= MAX_MEASURES) throw engineError(ctx, { code: 'tooMany', detail: MAX_MEASURES });
    const mid = await ctx.app.store.insertPdcaMeasure({ projectId: row.id, cycleN: c.n, what, ownerName, deadline: b.deadline.trim() }, ctx.app.clock.now());
    // in Do the new measure joins the cycle's measures on the engine
    const next = c.phase === 'do' ? { ...row.project, cycles: [...row.project.cycles.slice(0, -1), { ...c, measureIds: [...c.measureIds, mid] }] } : row.project;
    return save(ctx, row, b.version, next);
  });

  r.post('/api/v1/pdca/projects/:id/measures/:mid', { auth: 'user', params: MID, input: MEASURE_STATUS_BODY }, async (ctx) => {
    const b = ctx.body as z.infer<typeof MEASURE_STATUS_BODY>;
    const row = await editableProject(ctx, b.version);
    const c = currentCycle(row.project);
    const m = (await ctx.app.store.listPdcaMeasures(row.id)).find((x) => x.id === Number(ctx.params.mid));
    if (!m) throw refuse(ctx, 404, 'server.measureNotFound');
    if (m.cycleN !== c.n || (c.phase !== 'plan' && c.phase !== 'do')) throw refuse(ctx, 400, 'server.measureFixed');
    let next = row.project;
    if (b.status === 'removed') {
      await ctx.app.store.deletePdcaMeasure(m.id);
      next = { ...row.project, cycles: [...row.project.cycles.slice(0, -1), { ...c, measureIds: c.measureIds.filter((x) => x !== m.id) }] };
    } else {
      await ctx.app.store.setPdcaMeasureStatus(m.id, b.status, ctx.app.clock.now());
    }
    // the version moves with every change of the project's measures (a second tab sees the conflict)
    return save(ctx, row, b.version, next);
  });

  r.post('/api/v1/pdca/projects/:id/do', { auth: 'user', params: PID, input: MOVE_BODY }, async (ctx) => {
    const row = await editableProject(ctx);
    const c = currentCycle(row.project);
    const ids = (await ctx.app.store.listPdcaMeasures(row.id)).filter((m) => m.cycleN === c.n).map((m) => m.id);
    return save(ctx, row, (ctx.body as { version: number }).version, must(ctx, startDo(row.project, ids)));
  });

  r.post('/api/v1/pdca/projects/:id/check', { auth: 'user', params: PID, input: MOVE_BODY }, async (ctx) => {
    const row = await editableProject(ctx);
    const status = new Map((await ctx.app.store.listPdcaMeasures(row.id)).map((m) => [m.id, m.status as string]));
    return save(ctx, row, (ctx.body as { version: number }).version, must(ctx, startCheck(row.project, (mid) => status.get(mid))));
  });

  r.post('/api/v1/pdca/projects/:id/measurements', { auth: 'user', params: PID, input: MEASUREMENT_BODY }, async (ctx) => {
    const row = await editableProject(ctx);
    const b = ctx.body as z.infer<typeof MEASUREMENT_BODY>;
    const period = b.period.trim();
    let next: PdcaResult;
    if (row.project.indicator.method === 'rate') {
      const month = monthOf(ctx, period, b.tz);
      const ids = await ctx.app.store.pdcaEventIds(row.project.indicator.eventType!, month.start, month.end);
      next = measure(row.project, { period, numerator: ids.length, denominator: b.denominator });
    } else {
      next = measure(row.project, { period, value: b.value });
    }
    return save(ctx, row, b.version, must(ctx, next));
  });

  r.post('/api/v1/pdca/projects/:id/evaluate', { auth: 'user', params: PID, input: MOVE_BODY }, async (ctx) => {
    const row = await editableProject(ctx);
    return save(ctx, row, (ctx.body as { version: number }).version, must(ctx, startAct(row.project)));
  });

  r.post('/api/v1/pdca/projects/:id/act', { auth: 'user', params: PID, input: ACT_BODY }, async (ctx) => {
    const row = await editableProject(ctx);
    const b = ctx.body as z.infer<typeof ACT_BODY>;
    return save(ctx, row, b.version, must(ctx, act(row.project, b.decision, b.note, b.nextGoal)));
  });
}
