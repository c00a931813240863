// Medical quality inspection (issue 13 §1, docs/api.md "Medical quality"): rounds run by the quality
// office, one scoring sheet per department per round filled by the round's inspectors, results per round.
// Every save is scored again here with the shared scoring code (src/core/quality): totals the client sends
// are never read. Refusals are worded from the `quality` locale in the caller's language.
import type { AuthedCtx, Router } from '../http/router.ts';
import { ApiError, type ErrorCode } from '../http/envelope.ts';
import { anyObject, body, id, ids, NONE, opt, PAGING, params, qLike, qText, query, required, text, z } from '../http/schemas.ts';
import { isoTime, pageOf, paging } from '../util.ts';
import { langOf, type Lang } from '../workflow/lang.ts';
import { quality } from '../../../src/core/i18n/locales/quality.ts';
import {
  cleanValues, compareRounds, itemLoss, rankDepartments, scoreSheet, scoringModelOf, type ScoringModel, type SheetResult,
} from '../../../src/core/quality/index.ts';
import type { RoundDetailRow, RoundRow, SheetRow } from '../db/store/quality.ts';
import { QUALITY_RECTIFICATION_TYPE } from '../db/store/wfRecord.ts';
import { actorOf } from './recordView.ts';
import { RECTIFICATION_FORM } from '../seed/quality.ts';
import { usableForm } from './forms.ts';
import { type XlsxColumn } from '../xlsx/writer.ts';
import { xlsxReply } from '../xlsx/reply.ts';
import { INSPECTOR_ROLES, QUALITY_OFFICE_ROLES } from '../../../src/core/access/roles.ts';
import { isCalendarDate } from '../../../src/core/time/localTimes.ts';

/** The quality office: runs rounds, sees every round and its results, opens rectifications. */
export const QUALITY_OFFICE = QUALITY_OFFICE_ROLES;
/** Who may be named an inspector, and who reaches the inspector's calls at all (the round decides the rest). */
export { INSPECTOR_ROLES };
const ANY_QUALITY = [...QUALITY_OFFICE, 'qualityInspector'] as const;

const MAX_DEPTS = 200;
const MAX_INSPECTORS = 50;

export function qt(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const table = quality[lang] as Record<string, string>;
  const text = table[key] ?? (quality['zh-CN'] as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
const refuse = (ctx: AuthedCtx, status: ErrorCode, key: string, params?: Record<string, string | number>) => new ApiError(status, qt(langOf(ctx.req), key, params));

const isOffice = (ctx: AuthedCtx) => ctx.auth.roleKeys.some((r) => (QUALITY_OFFICE as readonly string[]).includes(r));

const ROUND_BODY = body({
  name: required(100), formId: id, formVersion: opt(id), periodStart: text(10), periodEnd: text(10),
  depts: z.array(text(100)).min(1).max(MAX_DEPTS), inspectorIds: ids(MAX_INSPECTORS).min(1),
});
const ROUND_ID = params({ id });
const SHEET_QUERY = query({ dept: z.string().min(1).max(100) });
const SHEET_BODY = body({ dept: text(100), values: anyObject, version: z.number().int().min(0).max(2 ** 31 - 1), submit: opt(z.boolean()) });
const RECTIFY_BODY = body({ itemId: text(100) });

function roundView(r: RoundRow & Partial<RoundDetailRow> & { deptCount?: number; submittedCount?: number; draftCount?: number }) {
  return {
    id: r.id, name: r.name, formId: r.formId, formVersion: r.formVersion, formName: r.formName, periodStart: r.periodStart, periodEnd: r.periodEnd,
    status: r.status, createdBy: r.createdBy, createdByName: r.createdByName, createdAt: isoTime(r.createdAt), updatedAt: isoTime(r.updatedAt),
    closedAt: r.closedAt ? isoTime(r.closedAt) : null,
    ...(r.depts ? { depts: r.depts, inspectors: r.inspectors } : {}),
    ...(r.deptCount !== undefined ? { deptCount: r.deptCount, submittedCount: r.submittedCount, draftCount: r.draftCount } : {}),
  };
}

/** Whether the caller may see a round and its sheets: the quality office, or an inspector of the round. */
export function maySeeRound(ctx: AuthedCtx, round: Pick<RoundDetailRow, 'inspectors'>): boolean {
  return isOffice(ctx) || round.inspectors.some((i) => i.userId === ctx.auth.user.id);
}

/** The round, if the caller may see it (maySeeRound). */
async function visibleRound(ctx: AuthedCtx, roundId: number): Promise<RoundDetailRow> {
  const round = await ctx.app.store.getRound(roundId);
  if (!round || !maySeeRound(ctx, round)) throw refuse(ctx, 404, 'server.roundNotFound');
  return round;
}

async function modelOf(ctx: AuthedCtx, round: Pick<RoundRow, 'formId' | 'formVersion'>): Promise<{ schema: unknown; model: ScoringModel }> {
  const form = await ctx.app.store.getFormVersion(round.formId, round.formVersion);
  if (!form) throw refuse(ctx, 404, 'server.formNotFound');
  return { schema: form.schema, model: scoringModelOf(form.schema) };
}

/** A round's fields from a body, checked against the form library, departments and users. `current`: the
 *  round being edited, which keeps its form even once that form is retired (issue 31 §1). */
async function roundInput(ctx: AuthedCtx, current?: Pick<RoundRow, 'formId' | 'formVersion'>) {
  const b = ctx.body as z.infer<typeof ROUND_BODY>;
  const store = ctx.app.store;
  const latest = await store.getFormLatest(b.formId);
  const formVersion = b.formVersion ?? latest?.version;
  const form = latest && formVersion !== undefined ? await store.getFormVersion(b.formId, formVersion) : undefined;
  if (!form) throw refuse(ctx, 400, 'server.formNotFound');
  if (form.retiredAt !== null && (current?.formId !== form.id || current.formVersion !== form.version)) await usableForm(ctx, form.id);
  if (!scoringModelOf(form.schema).items.length) throw refuse(ctx, 400, 'server.noScoreItems');
  const periodStart = b.periodStart.trim();
  const periodEnd = b.periodEnd.trim();
  if (!isCalendarDate(periodStart) || !isCalendarDate(periodEnd) || periodStart > periodEnd) throw refuse(ctx, 400, 'server.badPeriod');
  const known = new Set((await store.listDepts()).map((d) => d.deptName));
  const depts = [...new Set(b.depts.map((d) => d.trim()))];
  const unknown = depts.filter((d) => !known.has(d));
  if (unknown.length || !depts.length) throw refuse(ctx, 400, 'server.badDept', { depts: unknown.join('、') || '-' });
  const allowed = new Set((await store.usersWithRoles([...INSPECTOR_ROLES])).map((u) => u.userId));
  const inspectorIds = [...new Set(b.inspectorIds)];
  const bad = inspectorIds.filter((u) => !allowed.has(u));
  if (bad.length) throw refuse(ctx, 400, 'server.badInspector', { ids: bad.join(', ') });
  return { name: b.name.trim(), formId: b.formId, formVersion: form.version, periodStart, periodEnd, depts, inspectorIds };
}

/** What the sheet page needs: the round, the form, the sheet as stored, its score (computed now), what the caller may do. */
async function sheetView(ctx: AuthedCtx, round: RoundDetailRow, deptName: string, sheet: SheetRow | undefined) {
  const { schema, model } = await modelOf(ctx, round);
  const values = sheet?.data ?? {};
  const inspector = round.inspectors.some((i) => i.userId === ctx.auth.user.id);
  const rectifications = sheet ? await ctx.app.store.sheetRectifications(sheet.id) : [];
  return {
    round: roundView(round), deptName, schema,
    sheet: sheet ? {
      id: sheet.id, status: sheet.status, version: sheet.version, values, total: sheet.total, maxScore: sheet.maxScore,
      inspectorName: sheet.inspectorName, updatedAt: isoTime(sheet.updatedAt), submittedAt: sheet.submittedAt ? isoTime(sheet.submittedAt) : null,
    } : null,
    score: scoreSheet(model, values),
    canEdit: inspector && round.status === 'open' && sheet?.status !== 'submitted',
    canRectify: isOffice(ctx) && sheet?.status === 'submitted',
    rectifications,
  };
}

function resultOf(s: SheetRow): SheetResult {
  return { sheetId: s.id, deptName: s.deptName, total: s.total, maxScore: s.maxScore, sections: s.scores.sections ?? [], items: s.scores.items ?? {} };
}

/** A round's results: ranking, comparison with the previous round of the same form, loss per item. */
export async function roundResults(ctx: AuthedCtx, round: RoundDetailRow) {
  const store = ctx.app.store;
  const { model } = await modelOf(ctx, round);
  const sheets = (await store.listSheets(round.id, 'submitted')).map(resultOf);
  const ranking = rankDepartments(sheets);
  const prevRound = await store.previousRound(round);
  const previous = prevRound ? rankDepartments((await store.listSheets(prevRound.id, 'submitted')).map(resultOf)) : null;
  const submitted = new Set(sheets.map((s) => s.deptName));
  return {
    round: roundView(round),
    sections: model.sections.map((s) => ({ name: s.name, maxScore: s.maxScore })),
    ranking,
    previousRound: prevRound ? roundView(prevRound) : null,
    comparison: compareRounds(ranking, previous),
    itemLoss: itemLoss(model, sheets),
    pending: round.depts.filter((d) => !submitted.has(d)),
  };
}

export function qualityRoutes(r: Router): void {
  r.get('/api/v1/quality/score-forms', { auth: QUALITY_OFFICE, query: NONE }, async (ctx) => {
    const { rows } = await ctx.app.store.listForms({ kinds: ['scoring'], active: true, systemCodes: [] }, { offset: 0, limit: 1000 });
    const out = [];
    for (const f of rows) {
      const latest = await ctx.app.store.getFormLatest(f.id);
      const model = scoringModelOf(latest?.schema);
      if (model.items.length) out.push({ id: f.id, code: f.code, name: f.name, latestVersion: f.latestVersion, itemCount: model.items.length, maxScore: model.maxScore });
    }
    return out;
  });

  r.get('/api/v1/quality/inspector-candidates', { auth: QUALITY_OFFICE, query: NONE }, async (ctx) => ctx.app.store.usersWithRoles([...INSPECTOR_ROLES]));

  r.get('/api/v1/quality/rounds', { auth: ANY_QUALITY, query: query({ ...PAGING, status: qText(10), name: qLike }) }, async (ctx) => {
    const p = paging(ctx.query);
    const status = ctx.query.status === 'open' || ctx.query.status === 'closed' ? ctx.query.status : undefined;
    const res = await ctx.app.store.listRounds({ status, name: ctx.query.name?.trim() || undefined, inspectorId: isOffice(ctx) ? undefined : ctx.auth.user.id }, p);
    return pageOf(p, { rows: res.rows.map(roundView), count: res.count });
  });

  r.get('/api/v1/quality/rounds/:id', { auth: ANY_QUALITY, params: ROUND_ID, query: NONE }, async (ctx) => {
    const round = await visibleRound(ctx, Number(ctx.params.id));
    const sheets = await ctx.app.store.listSheets(round.id);
    return {
      ...roundView(round),
      sheets: sheets.map((s) => ({ id: s.id, deptName: s.deptName, status: s.status, total: s.total, maxScore: s.maxScore, inspectorName: s.inspectorName, updatedAt: isoTime(s.updatedAt) })),
    };
  });

  r.post('/api/v1/quality/rounds', { auth: QUALITY_OFFICE, input: ROUND_BODY }, async (ctx) => {
    const input = await roundInput(ctx);
    const id = await ctx.app.store.insertRound(input, { userId: ctx.auth.user.id, userName: ctx.auth.user.name }, Date.now());
    return roundView((await ctx.app.store.getRound(id))!);
  });

  r.put('/api/v1/quality/rounds/:id', { auth: QUALITY_OFFICE, params: ROUND_ID, input: ROUND_BODY }, async (ctx) => {
    const round = await visibleRound(ctx, Number(ctx.params.id));
    if (round.status !== 'open') throw refuse(ctx, 400, 'server.roundClosed');
    const input = await roundInput(ctx, round);
    const scored = await ctx.app.store.sheetDepts(round.id);
    if (scored.length && (input.formId !== round.formId || input.formVersion !== round.formVersion)) throw refuse(ctx, 400, 'server.formFixed');
    const dropped = scored.find((d) => !input.depts.includes(d));
    if (dropped) throw refuse(ctx, 400, 'server.deptHasSheet', { dept: dropped });
    await ctx.app.store.updateRound(round.id, input, Date.now());
    return roundView((await ctx.app.store.getRound(round.id))!);
  });

  for (const [action, status] of [['close', 'closed'], ['reopen', 'open']] as const) {
    r.post(`/api/v1/quality/rounds/:id/${action}`, { auth: QUALITY_OFFICE, params: ROUND_ID, input: body({}) }, async (ctx) => {
      const round = await visibleRound(ctx, Number(ctx.params.id));
      await ctx.app.store.setRoundStatus(round.id, status, Date.now());
      return roundView((await ctx.app.store.getRound(round.id))!);
    });
  }

  r.get('/api/v1/quality/my-sheets', { auth: ANY_QUALITY, query: NONE }, async (ctx) =>
    (await ctx.app.store.inspectorSheets(ctx.auth.user.id)).map((s) => ({ ...s, status: s.status ?? 'none', updatedAt: s.updatedAt ? isoTime(s.updatedAt) : null })));

  r.get('/api/v1/quality/rounds/:id/sheet', { auth: ANY_QUALITY, params: ROUND_ID, query: SHEET_QUERY }, async (ctx) => {
    const round = await visibleRound(ctx, Number(ctx.params.id));
    const dept = ctx.query.dept.trim();
    if (!round.depts.includes(dept)) throw refuse(ctx, 404, 'server.deptNotInRound', { dept });
    return sheetView(ctx, round, dept, await ctx.app.store.getSheet(round.id, dept));
  });

  // save a draft, or submit (`submit: true`): scored here from the values alone
  r.put('/api/v1/quality/rounds/:id/sheet', { auth: ANY_QUALITY, params: ROUND_ID, input: SHEET_BODY }, async (ctx) => {
    const round = await visibleRound(ctx, Number(ctx.params.id));
    const b = ctx.body as z.infer<typeof SHEET_BODY>;
    const dept = b.dept.trim();
    if (!round.inspectors.some((i) => i.userId === ctx.auth.user.id)) throw refuse(ctx, 403, 'server.notInspector');
    if (round.status !== 'open') throw refuse(ctx, 400, 'server.roundClosed');
    if (!round.depts.includes(dept)) throw refuse(ctx, 400, 'server.deptNotInRound', { dept });
    const { model } = await modelOf(ctx, round);
    const label = (itemId: string) => model.items.find((i) => i.id === itemId)?.label ?? itemId;
    const checked = scoreSheet(model, b.values);
    if (checked.problems.length) throw refuse(ctx, 400, 'server.badValues', { items: checked.problems.map((p) => label(p.id)).join('、') });
    const values = cleanValues(model, b.values);
    const score = scoreSheet(model, values);
    if (b.submit && !score.complete) throw refuse(ctx, 400, 'server.incomplete', { items: [...score.unanswered, ...score.missingComments].map(label).join('、') });
    const items = Object.fromEntries(Object.values(score.items).map((i) => [i.id, { score: i.score, maxScore: i.maxScore, lost: i.lost }]));
    const res = await ctx.app.store.saveSheet({
      roundId: round.id, deptName: dept, version: b.version, status: b.submit ? 'submitted' : 'draft', data: values, total: score.total,
      maxScore: score.maxScore, scores: { sections: score.sections, items }, inspector: { id: ctx.auth.user.id, name: ctx.auth.user.name }, now: Date.now(),
    });
    if (res === 'locked') throw refuse(ctx, 400, 'server.sheetLocked');
    if (res === 'conflict') throw refuse(ctx, 409, 'server.sheetConflict');
    return sheetView(ctx, round, dept, await ctx.app.store.getSheet(round.id, dept));
  });

  r.get('/api/v1/quality/sheets/:id', { auth: ANY_QUALITY, params: ROUND_ID, query: NONE }, async (ctx) => {
    const sheet = await ctx.app.store.getSheetById(Number(ctx.params.id));
    if (!sheet) throw refuse(ctx, 404, 'server.sheetNotFound');
    const round = await visibleRound(ctx, sheet.roundId).catch(() => { throw refuse(ctx, 404, 'server.sheetNotFound'); });
    return sheetView(ctx, round, sheet.deptName, sheet);
  });

  r.post('/api/v1/quality/sheets/:id/rectifications', { auth: QUALITY_OFFICE, params: ROUND_ID, input: RECTIFY_BODY }, async (ctx) => {
    const sheet = await ctx.app.store.getSheetById(Number(ctx.params.id));
    if (!sheet) throw refuse(ctx, 404, 'server.sheetNotFound');
    const round = await visibleRound(ctx, sheet.roundId);
    if (sheet.status !== 'submitted') throw refuse(ctx, 400, 'server.notSubmitted');
    const { model } = await modelOf(ctx, round);
    const itemId = (ctx.body as z.infer<typeof RECTIFY_BODY>).itemId;
    const item = model.items.find((i) => i.id === itemId);
    if (!item) throw refuse(ctx, 400, 'server.unknownItem', { item: itemId });
    const score = sheet.scores.items?.[item.id];
    if (!score || score.lost <= 0) throw refuse(ctx, 400, 'server.itemNotLow');
    const value = (sheet.data[item.id] ?? {}) as { comment?: string; photos?: { name: string; url: string }[] };
    const form = await ctx.app.store.getFormLatestByCode(RECTIFICATION_FORM);
    if (!form) throw refuse(ctx, 404, 'server.formNotFound');
    const u = ctx.auth.user;
    const res = await ctx.app.store.openRectification({
      sheetId: sheet.id, itemId: item.id, actor: actorOf(ctx), now: ctx.app.clock.now(),
      create: {
        module: 'business', eventType: QUALITY_RECTIFICATION_TYPE, formId: form.id, formVersion: form.version,
        // stored once, read by anyone: the record's title is in the hospital's language
        title: qt('zh-CN', 'server.rectifyTitle', { dept: sheet.deptName, item: item.label, round: round.name }).slice(0, 200),
        data: {
          roundId: round.id, roundName: round.name, sheetId: sheet.id, deptName: sheet.deptName, itemId: item.id, itemLabel: item.label,
          section: item.section, score: score.score, maxScore: score.maxScore, lost: score.lost, finding: value.comment ?? '',
          // the form's image widget reads {key, url, status}
          photos: (value.photos ?? []).map((p) => ({ key: p.name, url: p.url, percent: 100, status: 'success' })),
        },
        createdBy: u.id, createdByName: u.name, deptName: sheet.deptName,
      },
    });
    return res;
  });

  r.get('/api/v1/quality/rounds/:id/results', { auth: ANY_QUALITY, params: ROUND_ID, query: NONE }, async (ctx) =>
    roundResults(ctx, await visibleRound(ctx, Number(ctx.params.id))));

  // the results as XLSX: the ranking with the comparison, and the loss per item (headers in the caller's language)
  r.get('/api/v1/quality/rounds/:id/export', { auth: ANY_QUALITY, params: ROUND_ID, query: NONE }, async (ctx) => {
    const res = await roundResults(ctx, await visibleRound(ctx, Number(ctx.params.id)));
    const lang = langOf(ctx.req);
    const h = (key: string) => qt(lang, key);
    const pct = '0.##"%"';
    const cmp = new Map(res.comparison.map((c) => [c.deptName, c]));
    // a department by its English name for an English reader, when one was given (issue 23 §1)
    const deptEn = lang === 'en' ? await ctx.app.store.deptNamesEn() : new Map<string, string>();
    const deptOf = (name: string) => deptEn.get(name) || name;
    const ranking: XlsxColumn[] = [
      { header: h('rank'), type: 'number', width: 8 }, { header: h('department'), width: 16 }, { header: h('total'), type: 'number' },
      { header: h('maxScore'), type: 'number' }, { header: h('rate'), type: 'number', numFmt: pct },
      ...res.sections.map((s) => ({ header: s.name || h('noSection'), type: 'number' as const, width: 12 })),
      { header: h('previousRank'), type: 'number', width: 12 }, { header: h('previousRate'), type: 'number', numFmt: pct, width: 12 },
      { header: h('change'), type: 'number', width: 10 },
    ];
    const loss: XlsxColumn[] = [
      { header: h('item'), width: 28 }, { header: h('section'), width: 14 }, { header: h('maxScore'), type: 'number' }, { header: h('lostTotal'), type: 'number' },
      { header: h('lostAvg'), type: 'number' }, { header: h('deptsLosing'), type: 'number', width: 14 }, { header: h('deptsLost'), width: 40 },
    ];
    return xlsxReply({
      fileName: (day) => `${qt(lang, 'exportFile', { name: res.round.name, day })}.xlsx`,
      sheets: [
        {
          name: h('ranking'), columns: ranking,
          rows: res.ranking.map((r) => {
            const c = cmp.get(r.deptName);
            return [r.rank, deptOf(r.deptName), r.total, r.maxScore, r.rate, ...res.sections.map((_s, i) => r.sections[i]?.score ?? null), c?.previousRank ?? null, c?.previousRate ?? null, c?.delta ?? null];
          }),
        },
        {
          name: h('itemLoss'), columns: loss,
          rows: res.itemLoss.map((i) => [i.label, i.section, i.maxScore, i.lostTotal, i.lostAvg, i.deptsLosing, i.depts.map((d) => `${deptOf(d.deptName)} -${d.lost}`).join(lang === 'en' ? ', ' : '、')]),
        },
      ],
    });
  });
}
