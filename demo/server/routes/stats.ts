// The charts' numbers (issue 13 §2): unsafe events by month (cut in the caller's time zone), type, grade,
// department and state with the open and overdue counts; new-technology applications by state and kind.
// Every count covers only what the caller's role data scope lets them see (callerDataScope: the one
// entry point the lists use too), never drafts; the filters are the lists' own (withFilters), so a bar
// opens a list showing exactly its records. Quality: score rates by department for the latest round with
// submitted sheets, the departments within the same data scope.
import type { AuthedCtx, Router } from '../http/router.ts';
import type { RecordFilter } from '../db/store.ts';
import { intIn, NONE, opt, qText, query } from '../http/schemas.ts';
import { rateOf } from '../../../src/core/quality/index.ts';
import { OPEN_STATES } from '../../../src/core/stats/charts.ts';
import { isTimeZone, lastMonths, MAX_MONTHS, monthsBetween } from '../../../src/core/stats/months.ts';
import type { StatsScope } from '../../../src/core/api/stats.ts';
import { WfRefusal } from '../workflow/refusal.ts';
import { callerDataScope } from './recordView.ts';
import { withFilters } from './recordQuery.ts';
import { guardIdentifierFilter } from './privacy.ts';
import { LIST_QUERY } from './recordSchemas.ts';
import { hospitalZone } from '../util.ts';

const EVENTS_QUERY = LIST_QUERY.extend({ tz: qText(64), months: opt(intIn(1, MAX_MONTHS)) });

/** The caller's visible submitted records of a module, narrowed by the list filters of the query. */
function scopedFilter(ctx: AuthedCtx, module: string, q: Record<string, string | undefined>, tz: string): RecordFilter {
  const f = withFilters(ctx, { notStates: ['draft'], dataScope: callerDataScope(ctx) }, q, tz);
  f.module = module;
  return f;
}

function scopeName(ctx: AuthedCtx): StatsScope {
  const s = callerDataScope(ctx);
  // some departments (the role's department, the tree below it or chosen ones) read as "department" on the dashboard
  return !s ? 'all' : s.kind === 'depts' ? 'dept' : s.kind;
}

export function statsRoutes(r: Router): void {
  r.get('/api/v1/stats/events', { auth: 'user', query: EVENTS_QUERY }, async (ctx) => {
    const q = ctx.query;
    // the hospital's zone (系统设置, issue 35 §4) unless a caller names one; the pages name none
    const tz = q.tz?.trim() || await hospitalZone(ctx.app.store);
    if (!isTimeZone(tz)) throw new WfRefusal(400, 'server.filterInvalid', { field: 'tz' });
    const f = await guardIdentifierFilter(ctx, scopedFilter(ctx, 'baqsj', q, tz));
    const now = ctx.app.clock.now();
    // the months of the chosen period, else the last `months` (12) up to this one
    const months = f.beginTime !== undefined || f.endTime !== undefined
      ? monthsBetween(f.beginTime ?? (f.endTime! - 365 * 24 * 3600_000), f.endTime ?? now, tz)
      : lastMonths(now, Number(q.months) || 12, tz);
    const store = ctx.app.store;
    const [byMonth, byType, byGrade, byDept, byState, open, overdue] = await Promise.all([
      store.countRecordsBetween(f, [...months.map((m) => m.start), months[months.length - 1].end]),
      store.countRecordsBy(f, 'eventType'),
      store.countRecordsBy(f, 'grade'),
      store.countRecordsBy(f, 'deptName'),
      store.countRecordsBy(f, 'state'),
      store.countRecords({ ...f, states: f.states ? f.states.filter((s) => (OPEN_STATES as string[]).includes(s)) : OPEN_STATES }),
      store.countRecords({ ...f, overdueAt: f.overdueAt ?? now }),
    ]);
    return {
      scope: scopeName(ctx), timeZone: tz, total: byState.reduce((n, x) => n + x.count, 0), open, overdue,
      byMonth: months.map((m, i) => ({ key: m.key, count: byMonth[i] })), byType, byGrade, byDept, byState,
    };
  });

  r.get('/api/v1/stats/tech', { auth: 'user', query: query({}) }, async (ctx) => {
    const f = scopedFilter(ctx, 'xjsxxm', {}, '');
    const [byState, byKind] = await Promise.all([ctx.app.store.countRecordsBy(f, 'state'), ctx.app.store.countRecordsBy(f, 'techKind')]);
    return { scope: scopeName(ctx), total: byState.reduce((n, x) => n + x.count, 0), byState, byKind };
  });

  r.get('/api/v1/stats/quality', { auth: 'user', query: NONE }, async (ctx) => {
    const scope = callerDataScope(ctx);
    const store = ctx.app.store;
    const round = await store.latestScoredRound();
    // "only mine" covers no department's score; department scopes their departments'
    let allowed: Set<string> | null = null;
    if (scope?.kind === 'self') allowed = new Set();
    else if (scope?.kind === 'depts') {
      const ids = new Set(scope.deptIds);
      allowed = new Set((await store.listDepts()).filter((d) => ids.has(d.deptId)).map((d) => d.deptName));
    }
    const sheets = round ? (await store.listSheets(round.id, 'submitted')).filter((s) => !allowed || allowed.has(s.deptName)) : [];
    return {
      scope: scopeName(ctx),
      round: round && sheets.length ? { id: round.id, name: round.name, periodStart: round.periodStart, periodEnd: round.periodEnd } : null,
      byDept: sheets.map((s) => ({ deptName: s.deptName, total: s.total, maxScore: s.maxScore, rate: rateOf(s.total, s.maxScore) })),
    };
  });
}
