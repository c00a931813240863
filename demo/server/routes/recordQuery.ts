// The list calls of records: scopes (who is asking for what), filters, and turning a page of rows into
// RecordListItems with their step names, assignees and overdue flag.
import { zonedInstant } from '../../../src/core/stats/months.ts';
import { hospitalZone } from '../util.ts';
import type { AuthedCtx } from '../http/router.ts';
import { hasRole } from '../http/auth.ts';
import type { RecordFilter, RecordStatus, RecordView } from '../db/store.ts';
import type { ListRow } from '../db/store/records.ts';
import { ENDED_STATES, GRADES, WF_MODULES, WF_STATES, type FlowDef } from '../../../src/core/workflow/types.ts';
import { WfRefusal } from '../workflow/refusal.ts';
import { DATA_QUERY_ROLES } from '../../../src/core/access/roles.ts';
import { callerDataScope, listItem, titleWords } from './recordView.ts';
import { lookups } from './requestLookups.ts';
import { masksIdentifiers } from './privacy.ts';
import { FIELD_MODEL } from '../../../src/core/stats/fieldCounts.ts';
import { recordsOfWork, TASK_WORK_KINDS, type WorkKind } from '../../../src/core/pages/myWork.ts';
import type { WfModule } from '../../../src/core/workflow/types.ts';

export const SCOPES = ['mine', 'draft', 'todo', 'done', 'cc', 'followed', 'ended', 'approval', 'approved', 'archive', 'all'] as const;
export type Scope = (typeof SCOPES)[number];
const STATUSES: RecordStatus[] = ['draft', 'submitted', 'approved', 'rejected'];
const VIEWS = ['all', 'hospitalSense', 'anaesthesia'] as const;
const MODULES: readonly string[] = WF_MODULES;
/** The roles that may query every record (within their data scope) and export (shared with the pages). */
export { DATA_QUERY_ROLES };
/** The operation tag that grants the data query to any role an admin creates (issue 13 §4). */
export const DATA_QUERY_PERMISSION = 'baqsj:data:query';

/** May the caller query records beyond their own (within their data scope) and export them? */
export function mayQueryData(ctx: AuthedCtx): boolean {
  return hasRole(ctx.auth, ...DATA_QUERY_ROLES)
    || ctx.auth.roles.some((r) => r.permissions.includes(DATA_QUERY_PERMISSION) || r.permissions.includes('*:*:*'));
}

/**
 * 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' on the hospital's wall clock (`tz`, issue 35 §4: a day of the filters
 * is the hospital's day, as the pages show the times) -> epoch ms; a day alone is its first or last millisecond.
 */
export function parseTimeParam(name: string, v: string | undefined, end: boolean, tz: string): number | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(v.trim());
  if (!m) throw new WfRefusal(400, 'server.filterInvalid', { field: `${name} (YYYY-MM-DD HH:mm:ss)` });
  const [y, mo, d, h, mi, se] = m.slice(1).map((x) => (x === undefined ? undefined : Number(x)));
  const dayOnly = h === undefined;
  const wall = Date.UTC(y!, mo! - 1, d!, dayOnly ? (end ? 23 : 0) : h!, dayOnly ? (end ? 59 : 0) : mi!, dayOnly ? (end ? 59 : 0) : (se ?? (end ? 59 : 0)), end ? 999 : 0);
  const date = new Date(wall);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo! - 1 || date.getUTCDate() !== d) throw new WfRefusal(400, 'server.filterInvalid', { field: name });
  return zonedInstant(wall, tz);
}

const list = (v: string | undefined) => (v ?? '').split(',').map((x) => x.trim()).filter(Boolean);

/** The filter of a list call: its scope (with the role checks), then the documented filters. */
export async function listFilter(ctx: AuthedCtx, q: Record<string, string>): Promise<RecordFilter> {
  const scope = (q.scope || 'mine') as Scope;
  if (!SCOPES.includes(scope)) throw new WfRefusal(400, 'server.scopeInvalid', { values: SCOPES.join('|') });
  const me = ctx.auth.user.id;
  const notDraft = ['draft'];
  const scopes: Record<Scope, () => RecordFilter> = {
    mine: () => ({ createdBy: me, notStates: notDraft }),
    draft: () => ({ createdBy: me, states: ['draft'] }),
    todo: () => ({ taskUserId: me, order: 'due' }),
    done: () => ({ actorId: me }),
    cc: () => ({ ccUserId: me, notStates: notDraft }),
    followed: () => ({ followerId: me }),
    ended: () => ({ createdBy: me, states: ENDED_STATES }),
    approval: () => ({ taskUserId: me, taskStepKinds: ['review'], states: ['inProgress'], order: 'due' }),
    approved: () => ({ decidedBy: me }),
    archive: () => ({ taskUserId: me, states: ['closed'], order: 'due' }),
    all: () => {
      if (!mayQueryData(ctx)) throw new WfRefusal(403, 'server.dataQueryDenied');
      return { notStates: notDraft, dataScope: callerDataScope(ctx) };
    },
  };
  // a day of the filters is the hospital's day: its zone is read only when a period is asked for
  const tz = q.beginTime?.trim() || q.endTime?.trim() ? await hospitalZone(ctx.app.store) : '';
  return withFilters(ctx, scopes[scope](), q, tz);
}

/** The documented filters of a list call (state, status, module, type, grade, department, period, keyword,
 *  overdue, view, a form field's value) added to a scope's filter; the stats calls narrow their counts the same way.
 *  `tz`: the zone whose wall clock the period's days and times are on (the hospital's). */
export function withFilters(ctx: AuthedCtx, f: RecordFilter, q: Record<string, string | undefined>, tz: string): RecordFilter {
  const me = ctx.auth.user.id;
  const states = list(q.state);
  if (states.length) {
    if (states.some((s) => !(WF_STATES as string[]).includes(s))) throw new WfRefusal(400, 'server.filterInvalid', { field: 'state' });
    f.states = f.states ? f.states.filter((s) => states.includes(s)) : states;
  }
  const statuses = list(q.status) as RecordStatus[];
  if (statuses.length) {
    if (statuses.some((s) => !STATUSES.includes(s))) throw new WfRefusal(400, 'server.filterInvalid', { field: 'status' });
    f.statuses = statuses;
  }
  const one = (name: string, allowed?: readonly string[]) => {
    const v = q[name]?.trim();
    if (!v) return undefined;
    if ((allowed && !allowed.includes(v)) || v.length > 100) throw new WfRefusal(400, 'server.filterInvalid', { field: name });
    return v;
  };
  f.module = one('module', MODULES);
  f.eventType = one('eventType');
  f.grade = one('grade', GRADES);
  f.techKind = one('techKind', ['limit', 'unlimit']);
  const dept = one('deptName');
  if (dept) f.deptName = dept;
  const deptId = one('deptId');
  if (deptId !== undefined) {
    if (!/^\d{1,9}$/.test(deptId)) throw new WfRefusal(400, 'server.filterInvalid', { field: 'deptId' });
    f.deptUnder = Number(deptId);
  }
  if (q.beginTime?.trim() || q.endTime?.trim()) {
    f.beginTime = parseTimeParam('beginTime', q.beginTime, false, tz);
    f.endTime = parseTimeParam('endTime', q.endTime, true, tz);
  }
  if (f.beginTime !== undefined && f.endTime !== undefined && f.beginTime > f.endTime) throw new WfRefusal(400, 'server.filterInvalid', { field: 'beginTime' });
  const keyword = q.keyword?.trim();
  if (keyword) { f.keyword = keyword.slice(0, 100); f.keywordViewer = me; }
  if (q.overdue === '1' || q.overdue === 'true') f.overdueAt = ctx.app.clock.now();
  // a count by field's rows (issue 31 §4): the records whose form has the field and holds the value
  const field = one('field');
  if (field !== undefined && !FIELD_MODEL.test(field)) throw new WfRefusal(400, 'server.filterInvalid', { field: 'field' });
  const fieldValue = q.fieldValue?.trim();
  if (fieldValue && field) {
    if (fieldValue.length > 200) throw new WfRefusal(400, 'server.filterInvalid', { field: 'fieldValue' });
    f.field = { model: field, value: fieldValue };
    f.keywordViewer = me;
  }
  const view = (q.view?.trim() || 'all') as (typeof VIEWS)[number];
  if (!VIEWS.includes(view)) throw new WfRefusal(400, 'server.filterInvalid', { field: 'view' });
  if (view !== 'all') f.view = view as RecordView;
  return f;
}

/**
 * `work=<kind>` with `scope=todo` and a `module` (the dashboard's tiles, issue 36 §3): exactly the records of the
 * caller's tasks of that kind in that module, as the tile counted them (src/core/pages/myWork.ts, one rule for both).
 */
export async function withWork(ctx: AuthedCtx, f: RecordFilter): Promise<RecordFilter> {
  const work = ctx.query.work?.trim();
  if (!work) return f;
  if (!TASK_WORK_KINDS.includes(work as WorkKind) || (ctx.query.scope || 'mine') !== 'todo') throw new WfRefusal(400, 'server.filterInvalid', { field: 'work' });
  if (!f.module) throw new WfRefusal(400, 'server.filterInvalid', { field: 'module' });
  const tasks = await ctx.app.store.myTasks(ctx.auth.user.id, ctx.app.clock.now());
  return { ...f, ids: recordsOfWork(tasks, work as WorkKind, f.module as WfModule) };
}

/** RecordListItems of a page of rows. */
export async function listItems(ctx: AuthedCtx, rows: ListRow[]) {
  const store = ctx.app.store;
  const ids = rows.map((r) => r.id);
  // while rectifying, the owners of open measures act (a measure owner's to-do row names them, not the quality office)
  const assignees = await store.actingAssignees(ids, await store.assigneesOf(ids));
  const flows = new Map<string, FlowDef | undefined>();
  for (const r of rows) {
    const key = `${r.flowCode}@${r.flowVersion}`;
    if (r.flowCode && r.flowVersion && !flows.has(key)) flows.set(key, await store.getFlowOfRecord(r.flowCode, r.flowVersion));
  }
  const now = ctx.app.clock.now();
  // the English department names as the record detail reads them (kept with the reference data)
  const deptEn = await lookups(ctx).deptNamesEn();
  const masked = await masksIdentifiers(ctx);
  const words = await titleWords(ctx);
  return rows.map((r) => listItem(ctx, r, { flow: flows.get(`${r.flowCode}@${r.flowVersion}`), assignees: assignees.get(r.id) ?? [], now, deptEn, masked, words }));
}
