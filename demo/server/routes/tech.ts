// New-technology catalogues: shared-API lists, old-API lists and XLSX exports. Applications are workflow
// records (module xjsxxm, routes/records.ts); an approved one joins its catalogue (db/store/tech.ts).
import type { Router, AuthedCtx } from '../http/router.ts';
import { registerXlsx, techXlsx } from './exports.ts';
import { langOf, wfError } from '../workflow/lang.ts';
import { calendarDay } from '../../../src/core/i18n/format.ts';
import { isCalendarDate } from '../../../src/core/time/localTimes.ts';
import { isOverdue } from '../../../src/core/workflow/deadlines.ts';
import { IN_TRIAL } from '../../../src/core/pages/tech.ts';
import { TECH_FILING_ROLES } from '../../../src/core/access/roles.ts';
import type { WfState } from '../../../src/core/workflow/types.ts';
import type { RecordFilter, RegisterRow, TechRow } from '../db/store.ts';
import { callerDataScope } from './recordView.ts';
import { formatTime, hospitalZone, isoTime, pageOf, paging, recordsOf, str } from '../util.ts';
import { body, id, like, opt, optId, PAGING, params, qLike, query, required, z } from '../http/schemas.ts';

const KIND_LABEL = { unlimit: '非限制类技术', limit: '限制类技术' } as const;

function techView(t: TechRow) {
  return {
    id: t.id, techCode: t.techCode, techName: t.techName, name: t.techName, category: t.category, deptName: t.deptName,
    applicant: t.applicant, level: t.level, status: t.status, type: KIND_LABEL[t.kind], createTime: formatTime(t.createdAt),
    recordId: t.recordId,
  };
}

/**
 * The operation tags of the catalogue's keepers: the technology reviewers (medical affairs, the committee)
 * decide on and review every department's technologies, so they read the whole register although their
 * role data scope for records stays "only mine" (widening it would show them every adverse event too).
 */
export const CATALOGUE_KEEPER_PERMISSIONS = ['xjsxxm:approval:approve', 'xjsxxm:review:edit'] as const;

/**
 * Which technologies of the hospital-wide register the caller reads, in the lists and their exports alike:
 * the catalogue's keepers and roles scoped to all data every row; department scopes their departments'
 * technologies (and their own applications'); "only mine" their own applications'. Applicants (the
 * `xjsxxm:apply:add` tag) read at least their own department's register: their record scope is "only
 * mine" (issue 24: no colleague's unsafe-event report), but the register holds no patient data and they
 * need it to see what their department already does.
 */
export function catalogueScope(ctx: AuthedCtx): RecordFilter['dataScope'] {
  const keeper = ctx.auth.roles.some((r) => r.permissions.includes('*:*:*') || CATALOGUE_KEEPER_PERMISSIONS.some((p) => r.permissions.includes(p)));
  if (keeper) return undefined;
  const scope = callerDataScope(ctx);
  const applicant = ctx.auth.roles.some((r) => r.permissions.includes('xjsxxm:apply:add'));
  const dept = ctx.auth.user.deptId;
  if (applicant && scope?.kind === 'self' && dept !== null) return { kind: 'depts', deptIds: [dept], userId: scope.userId };
  return scope;
}

const REGISTER_QUERY = { ...PAGING, keyword: qLike, techKind: opt(z.enum(['limit', 'unlimit'])) };

/** A register row for the page (issue 35 §3): times as ISO text, the department's English name beside it. */
function registerView(t: RegisterRow, deptEn: Map<string, string>, now: number) {
  // the step's due time is the next follow-up report only while the technology is in trial
  const dueAt = IN_TRIAL.includes(t.state) ? t.dueAt : null;
  return {
    id: t.id, recordId: t.recordId, techCode: t.techCode, techName: t.techName, techKind: t.kind, category: t.category,
    deptName: t.deptName, deptNameEn: deptEn.get(t.deptName) ?? '', applicant: t.applicant, level: t.level, status: t.status,
    approvedAt: isoTime(t.createdAt), state: t.state, stepKey: t.stepKey, dueAt: dueAt === null ? null : isoTime(dueAt), overdue: isOverdue(dueAt, t.state as WfState, now),
    decision: t.decision, reports: t.reports, cases: t.cases, complications: t.complications, adverseEvents: t.adverseEvents,
    linkedEvents: t.linkedEvents, lastReportAt: t.lastReportAt === null ? null : isoTime(t.lastReportAt),
    filingNo: t.filingNo, filingDate: t.filingDate,
  };
}

export function techRoutes(r: Router): void {
  // the register of followed technologies (issue 35 §3): what each approved application became, with its
  // follow-up sums, next report due, decision, the events naming it and, restricted, its filing record
  const registerFilter = (ctx: AuthedCtx) => ({ kind: ctx.query.techKind as 'limit' | 'unlimit' | undefined, keyword: ctx.query.keyword?.trim() || undefined, dataScope: catalogueScope(ctx) });
  r.get('/api/v1/tech/register', { auth: 'user', query: query(REGISTER_QUERY) }, async (ctx) => {
    const p = paging(ctx.query);
    const res = await ctx.app.store.registerPage(registerFilter(ctx), p);
    const deptEn = await ctx.app.store.deptNamesEn();
    return pageOf(p, { rows: res.rows.map((t) => registerView(t, deptEn, ctx.app.clock.now())), count: res.count });
  });
  // the register as XLSX: for restricted technologies the filing report the health authority asks for
  r.get('/api/v1/tech/register/export', { auth: 'user', query: query(REGISTER_QUERY) }, async (ctx) => registerXlsx(ctx, registerFilter(ctx)));
  r.put('/api/v1/tech/register/:id/filing', { auth: TECH_FILING_ROLES, params: params({ id }), input: body({ filingNo: required(50), filingDate: required(10) }) }, async (ctx) => {
    const store = ctx.app.store;
    const t = await store.registerRow(Number(ctx.params.id));
    if (!t) throw wfError(langOf(ctx.req), 404, 'server.techNotFound');
    if (t.kind !== 'limit') throw wfError(langOf(ctx.req), 400, 'server.techFilingRestrictedOnly');
    const filingNo = String(ctx.body.filingNo).trim();
    const filingDate = String(ctx.body.filingDate).trim();
    const today = calendarDay(ctx.app.clock.now(), await hospitalZone(store));
    if (!isCalendarDate(filingDate) || filingDate > today) throw wfError(langOf(ctx.req), 400, 'server.techFilingDate');
    await store.setTechFiling(t.id, filingNo, filingDate);
    return registerView((await store.registerRow(t.id))!, await store.deptNamesEn(), ctx.app.clock.now());
  });

  // the technologies an event report may name (issue 35 §3): any signed-in reporter picks from the register,
  // which holds no patient data; `id` reads the one a stored report names
  r.get('/api/v1/tech/in-use', { auth: 'user', query: query({ keyword: qLike, id: optId }) }, async (ctx) => {
    const rows = await ctx.app.store.techInUse({ keyword: ctx.query.keyword?.trim() || undefined, id: ctx.query.id === undefined ? undefined : Number(ctx.query.id) }, 20);
    const deptEn = await ctx.app.store.deptNamesEn();
    return rows.map((t) => ({ id: t.id, techCode: t.techCode, techName: t.techName, techKind: t.kind, deptName: t.deptName, deptNameEn: deptEn.get(t.deptName) ?? '', status: t.status }));
  });
  for (const [path, kind] of [['/api/v1/tech/list', 'unlimit'], ['/api/v1/limit-tech/list', 'limit']] as const) {
    r.get(path, { auth: 'user', query: query({ ...PAGING, name: qLike }) }, async (ctx) => {
      const p = paging(ctx.query);
      const res = await ctx.app.store.listTech(kind, { name: ctx.query.name?.trim(), dataScope: catalogueScope(ctx) }, p);
      // the department's English name beside the stored one (issue 23 §1; '' when none was given)
      const deptEn = await ctx.app.store.deptNamesEn();
      return pageOf(p, { rows: res.rows.map((t) => ({ ...techView(t), deptNameEn: deptEn.get(t.deptName) ?? '', createdAt: isoTime(t.createdAt) })), count: res.count });
    });
  }

  for (const [svc, kind] of [['xjsUnlimitType', 'unlimit'], ['xjsLimitType', 'limit']] as const) {
    r.post(`/xjs-api/MTSaas/${svc}/doQueryPage`, { auth: 'user', input: body({ ...PAGING, name: like, techName: like }) }, async (ctx) => {
      const p = paging(ctx.body);
      const res = await ctx.app.store.listTech(kind, { name: str(ctx.body.name ?? ctx.body.techName), dataScope: catalogueScope(ctx) }, p);
      return recordsOf(p, { rows: res.rows.map(techView), count: res.count });
    });
    // the catalogue as XLSX (spec section 7: the file as a blob): the rows of the list above, same scope
    r.post(`/xjs-api/MTSaas/${svc}/doExport`, { auth: 'user', input: body({ name: like, techName: like }) }, async (ctx: AuthedCtx) =>
      techXlsx(ctx, kind, str(ctx.body.name ?? ctx.body.techName), catalogueScope(ctx)));
  }
}
