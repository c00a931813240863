// Root-cause analysis of a record at its `analysis` step (issue 26 §1; docs/workflow.md "Root-cause analysis
// (analysis step)"; the contract the pages use). Who may see it is the record's viewing rule (visibleRecord:
// the investigation team is involved in the record); who may change it is decided here and in the store:
// the step's assignees name the team, team members and assignees edit while the record is at the step.
// Finishing the step is the engine's `approve` (refused while a root cause is unaddressed).
import type { AuthedCtx, Router } from '../http/router.ts';
import { body, id, ids, intIn, NONE, opt, params, z } from '../http/schemas.ts';
import { int, isoTime } from '../util.ts';
import { WfRefusal } from '../workflow/refusal.ts';
import { wt, wtBoth } from '../workflow/lang.ts';
import { actorOf, visibleRecord } from './recordView.ts';
import { applicableSteps } from '../../../src/core/workflow/engine.ts';
import { parseAnalysis, unaddressedRootCauses } from '../../../src/core/rca/validate.ts';
import { emptyAnalysis } from '../../../src/core/rca/commands.ts';
import { MAX_TEAM } from '../db/store/rca.ts';
import { maskTitle, restoreTitle } from '../../../src/core/privacy/identifiers.ts';
import { masksIdentifiers } from './privacy.ts';
import { lookups } from './requestLookups.ts';

const RECORD = params({ id });
const REVISION = params({ id, rev: id });
const SAVE = body({ analysis: z.unknown(), revision: opt(intIn(0, 2 ** 31 - 1)) });
const TEAM = body({ userIds: ids(MAX_TEAM * 2) });

const LISTS = ['facts', 'categories', 'causes', 'whys'] as const;
type List = typeof LISTS[number];
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** What people typed that names an item of the sent document (its text, its label, its problem), cut short. */
function typedName(item: unknown, list: List): string {
  if (!isObj(item)) return '';
  const v = item[{ facts: 'what', categories: 'label', causes: 'text', whys: 'problem' }[list]];
  const s = typeof v === 'string' ? v.trim() : '';
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/**
 * Where a check of parseAnalysis failed ('causes.2.text', 'noMeasure.c4'), in both languages and named by
 * what people typed there ("the text of the cause “…”"), never by an index or an id (issue 35 §4).
 */
function placeOf(path: string, body: unknown): { 'zh-CN': string; en: string } {
  const [head, index, field] = path.split('.');
  const doc = isObj(body) ? body : {};
  const fieldText = (f: string, item: { 'zh-CN': string; en: string }) => {
    const name = wtBoth(`server.rca.field.${f}`);
    if (name['zh-CN'] === `server.rca.field.${f}`) return item;
    return { 'zh-CN': wt('zh-CN', 'server.rca.place.of', { item: item['zh-CN'], field: name['zh-CN'] }), en: wt('en', 'server.rca.place.of', { item: item.en, field: name.en }) };
  };
  if ((LISTS as readonly string[]).includes(head)) {
    const list = head as List;
    const items = Array.isArray(doc[list]) ? doc[list] as unknown[] : [];
    if (index === undefined || !/^\d+$/.test(index)) return wtBoth(`server.rca.place.${list}`);
    const text = typedName(items[Number(index)], list);
    const item = text ? wtBoth(`server.rca.place.named.${list}`, { text }) : wtBoth(`server.rca.place.nth.${list}`, { n: Number(index) + 1 });
    return field ? fieldText(field, item) : item;
  }
  if (head === 'noMeasure') {
    const causes = Array.isArray(doc.causes) ? doc.causes : [];
    const cause = causes.find((c) => isObj(c) && c.id === index);
    const text = typedName(cause, 'causes');
    const item = text ? wtBoth('server.rca.place.named.causes', { text }) : wtBoth('server.rca.place.aCause');
    return index ? fieldText('noMeasure', item) : wtBoth('server.rca.place.noMeasure');
  }
  return wtBoth(head === 'problem' ? 'server.rca.place.problem' : 'server.rca.place.analysis');
}

/** The record (visible to the caller) with its engine view, or 404 when its flow has no analysis step that applies to it. */
async function analysisRecord(ctx: AuthedCtx) {
  const rec = await visibleRecord(ctx);
  const view = await ctx.app.store.recordEngineView(rec.id);
  if (!view || !applicableSteps(view.flow, view.inst).some((s) => s.kind === 'analysis')) throw new WfRefusal(404, 'server.rca.noStep');
  return { rec, view };
}

/** GET …/analysis: the current revision (or an empty one) and what the caller may do with it. */
async function analysisOf(ctx: AuthedCtx) {
  const { rec, view } = await analysisRecord(ctx);
  const store = ctx.app.store;
  const me = ctx.auth.user.id;
  const [cur, members, deptEn] = await Promise.all([store.currentAnalysis(rec.id), store.rcaTeam(rec.id), lookups(ctx).deptNamesEn()]);
  // each member's department also in English (issue 35 §5: shown once per screen in the reader's language)
  const team = members.map((m) => ({ ...m, deptNameEn: (m.deptName && deptEn.get(m.deptName)) || '' }));
  // issue 33 §6: the problem at the fishbone's head names the event (its title, with the patient): masked for a masked reader
  const masked = await masksIdentifiers(ctx);
  const shown = cur?.analysis ?? emptyAnalysis(rec.title);
  const analysis = masked ? { ...shown, problem: maskTitle(shown.problem, view.data) } : shown;
  const atStep = view.row.stepKind === 'analysis' && view.row.state === 'inProgress';
  const assignee = view.inst.assignees.includes(me);
  return {
    analysis, revision: cur?.revision ?? 0, updatedAt: cur ? isoTime(cur.updatedAt) : null, updatedBy: cur?.updatedBy ?? null,
    team, canEdit: atStep && (assignee || team.some((m) => m.id === me)), canNameTeam: atStep && assignee, atStep,
    unaddressed: unaddressedRootCauses(analysis, view.measures).map((c) => c.id),
  };
}

export function rcaRoutes(r: Router): void {
  r.get('/api/v1/records/:id/analysis', { auth: 'user', params: RECORD, query: NONE }, async (ctx) => analysisOf(ctx));

  r.put('/api/v1/records/:id/analysis', { auth: 'user', params: RECORD, input: SAVE }, async (ctx) => {
    const { rec } = await analysisRecord(ctx);
    const seen = int(ctx.body.revision);
    if (seen === undefined) throw new WfRefusal(400, 'server.rca.revisionRequired');
    const parsed = parseAnalysis(ctx.body.analysis);
    if (!parsed.ok) {
      throw new WfRefusal(400, 'server.rca.invalid', { why: wtBoth(`rcaError.${parsed.error.code}`), path: placeOf(String(parsed.error.detail ?? ''), ctx.body.analysis) });
    }
    let analysis = parsed.analysis;
    // a masked reader's problem sent back keeps the patient's name it was shown masked (issue 33 §6)
    if (await masksIdentifiers(ctx)) analysis = { ...analysis, problem: restoreTitle(analysis.problem, (await ctx.app.store.recordEngineView(rec.id))?.data ?? {}) };
    return ctx.app.store.saveAnalysis(rec.id, analysis, seen, actorOf(ctx), ctx.app.clock.now());
  });

  r.get('/api/v1/records/:id/analysis/revisions', { auth: 'user', params: RECORD, query: NONE }, async (ctx) => {
    const { rec } = await analysisRecord(ctx);
    return (await ctx.app.store.analysisRevisions(rec.id)).map((v) => ({ revision: v.revision, updatedAt: isoTime(v.updatedAt), updatedBy: v.updatedBy }));
  });

  r.get('/api/v1/records/:id/analysis/revisions/:rev', { auth: 'user', params: REVISION, query: NONE }, async (ctx) => {
    const { rec, view } = await analysisRecord(ctx);
    const v = await ctx.app.store.analysisRevision(rec.id, int(ctx.params.rev) ?? 0);
    if (!v) throw new WfRefusal(404, 'server.rca.revisionNotFound');
    const analysis = (await masksIdentifiers(ctx)) ? { ...v.analysis, problem: maskTitle(v.analysis.problem, view.data) } : v.analysis;
    return { analysis, revision: v.revision, updatedAt: isoTime(v.updatedAt), updatedBy: v.updatedBy };
  });

  r.put('/api/v1/records/:id/analysis/team', { auth: 'user', params: RECORD, input: TEAM }, async (ctx) => {
    const { rec } = await analysisRecord(ctx);
    const userIds = (ctx.body.userIds as unknown[]).map((u) => int(u) ?? -1);
    return { team: await ctx.app.store.setRcaTeam(rec.id, userIds, actorOf(ctx), ctx.app.clock.now()) };
  });
}
