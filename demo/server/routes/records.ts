// Records: filled-in forms (unsafe-event reports, business applications) and their approval.
import type { Router, AuthedCtx } from '../http/router.ts';
import { ApiError, csvReply } from '../http/envelope.ts';
import { hasRole } from '../http/auth.ts';
import type { DataScope, DataStore, RecordFilter, RecordRow, RecordStatus, RecordView } from '../db/store.ts';
import { formatTime, int, pageOf, paging, str } from '../util.ts';
import { KEY_FIELDS } from '../../../src/core/pages/records.ts';

const APPROVERS = ['deptApprover', 'qualityOfficer', 'System'] as const;
const SCOPES = ['mine', 'draft', 'todo', 'done', 'all', 'cc', 'followed'] as const;
type Scope = (typeof SCOPES)[number];
const STATUSES: RecordStatus[] = ['draft', 'submitted', 'approved', 'rejected'];
const NOT_DRAFT: RecordStatus[] = ['submitted', 'approved', 'rejected'];
const VIEWS = ['all', 'hospitalSense', 'anaesthesia'] as const;
const MAX_CC = 50;

/** Role data scope: the names, and the numbers of the older API ('1' all, '2' custom, '3' dept, '4' dept and
 *  below, '5' self) read as the nearest name. Anything unknown is the narrowest, 'self'. */
export function normalizeDataScope(v: unknown): DataScope | undefined {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (s === 'all' || s === 'dept' || s === 'self') return s;
  return ({ 1: 'all', 2: 'all', 3: 'dept', 4: 'dept', 5: 'self' } as Record<string, DataScope>)[s];
}

/** The widest data scope among the caller's enabled roles: their union of visible records. */
export function callerDataScope(ctx: AuthedCtx): RecordFilter['dataScope'] {
  const scopes = ctx.auth.roles.map((r) => normalizeDataScope(r.dataScope) ?? 'self');
  if (scopes.includes('all')) return undefined;
  if (scopes.includes('dept')) return { kind: 'dept', deptName: ctx.auth.user.deptName };
  return { kind: 'self', userId: ctx.auth.user.id };
}

function inDataScope(ctx: AuthedCtx, r: RecordRow): boolean {
  const s = callerDataScope(ctx);
  return !s || (s.kind === 'dept' ? r.deptName === s.deptName : r.createdBy === s.userId);
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' (server local time) -> epoch ms; a day alone is its first or last millisecond. */
export function parseTimeParam(name: string, v: string | undefined, end: boolean): number | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(v.trim());
  if (!m) throw new ApiError(400, `${name} 格式应为 YYYY-MM-DD HH:mm:ss`);
  const [y, mo, d, h, mi, se] = m.slice(1).map((x) => (x === undefined ? undefined : Number(x)));
  const dayOnly = h === undefined;
  const date = new Date(y!, mo! - 1, d!, dayOnly ? (end ? 23 : 0) : h!, dayOnly ? (end ? 59 : 0) : mi!, dayOnly ? (end ? 59 : 0) : (se ?? (end ? 59 : 0)), end ? 999 : 0);
  if (date.getFullYear() !== y || date.getMonth() !== mo! - 1 || date.getDate() !== d) throw new ApiError(400, `${name} 不是有效的日期`);
  return date.getTime();
}

function view(r: RecordRow) {
  return {
    id: r.id, formId: r.formId, formVersion: r.formVersion, title: r.title, status: r.status, createdBy: r.createdBy,
    createdByName: r.createdByName, deptName: r.deptName, approverName: r.approverName, opinion: r.opinion,
    approvedAt: formatTime(r.approvedAt), submittedAt: formatTime(r.submittedAt),
    createdAt: formatTime(r.createdAt), updatedAt: formatTime(r.updatedAt),
  };
}

/** A department approver only sees their own department; quality officers and admins see all. */
function approverDept(ctx: AuthedCtx): string | undefined {
  return hasRole(ctx.auth, 'qualityOfficer', 'System') ? undefined : ctx.auth.user.deptName;
}

function canApprove(ctx: AuthedCtx, r: RecordRow): boolean {
  if (!hasRole(ctx.auth, ...APPROVERS)) return false;
  const dept = approverDept(ctx);
  return (dept === undefined || dept === r.deptName) && inDataScope(ctx, r);
}

/** Owner (drafts too); else, for a submitted record: a copy recipient, its approver, or an approver who may decide it. */
async function canView(ctx: AuthedCtx, r: RecordRow): Promise<boolean> {
  if (r.createdBy === ctx.auth.user.id) return true;
  if (r.status === 'draft') return false;
  if (r.approverId === ctx.auth.user.id || canApprove(ctx, r)) return true;
  return ctx.app.store.isCcRecipient(r.id, ctx.auth.user.id);
}

/** A viewable record, or 404 / 403. */
async function viewable(ctx: AuthedCtx): Promise<RecordRow> {
  const id = int(ctx.params.id);
  const rec = id === undefined ? undefined : await ctx.app.store.getRecord(id);
  if (!rec || (rec.createdBy !== ctx.auth.user.id && rec.status === 'draft')) throw new ApiError(404, '记录不存在');
  if (!(await canView(ctx, rec))) throw new ApiError(403, '没有查看该记录的权限');
  return rec;
}

/** ccUserIds: distinct ids of enabled users other than the caller, at most 50; undefined when absent. */
async function ccIdsOf(ctx: AuthedCtx, v: unknown): Promise<number[] | undefined> {
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v)) throw new ApiError(400, 'ccUserIds 必须是用户 ID 数组');
  const ids = v.map((x) => int(x));
  if (ids.some((x) => x === undefined || x <= 0)) throw new ApiError(400, 'ccUserIds 必须是用户 ID 数组');
  const distinct = [...new Set(ids as number[])].filter((x) => x !== ctx.auth.user.id);
  if (distinct.length > MAX_CC) throw new ApiError(400, `抄送人最多 ${MAX_CC} 位`);
  const found = new Set(await ctx.app.store.activeUserIds(distinct));
  const bad = distinct.filter((x) => !found.has(x));
  if (bad.length) throw new ApiError(400, `抄送人不存在或已停用：${bad.join(', ')}`);
  return distinct;
}

/** Copies a submitted record to its recipients that were not told yet. */
async function notifyCc(store: DataStore, ctx: AuthedCtx, id: number, title: string): Promise<void> {
  await store.notifyRecordCc(id, {
    title: '抄送通知',
    logContent: `${ctx.auth.user.name}（${ctx.auth.user.deptName}）上报的「${title}」抄送给您，请知悉。`,
  }, Date.now());
}

/** The filter of a list call: its scope (with the role checks), then status, time, keyword and view. */
function listFilter(ctx: AuthedCtx, q: Record<string, string>): RecordFilter {
  const scope = (q.scope ?? 'mine') as Scope;
  if (!SCOPES.includes(scope)) throw new ApiError(400, `scope 取值为 ${SCOPES.join('|')}`);
  const me = ctx.auth.user.id;
  let filter: RecordFilter;
  switch (scope) {
    case 'mine': filter = { createdBy: me, statuses: NOT_DRAFT }; break;
    case 'draft': filter = { createdBy: me, statuses: ['draft'] }; break;
    case 'todo':
      if (!hasRole(ctx.auth, ...APPROVERS)) throw new ApiError(403, '没有审批权限');
      filter = { statuses: ['submitted'], deptName: approverDept(ctx), dataScope: callerDataScope(ctx) };
      break;
    case 'done': filter = { approverId: me }; break;
    case 'all':
      if (!hasRole(ctx.auth, 'qualityOfficer', 'System')) throw new ApiError(403, '没有查看全部记录的权限');
      filter = { statuses: NOT_DRAFT, dataScope: callerDataScope(ctx) };
      break;
    case 'cc': filter = { ccUserId: me, statuses: NOT_DRAFT }; break;
    case 'followed': filter = { followerId: me }; break;
  }
  const status = q.status?.trim();
  if (status) {
    const wanted = status.split(',').map((x) => x.trim()).filter(Boolean) as RecordStatus[];
    if (wanted.some((x) => !STATUSES.includes(x))) throw new ApiError(400, `status 取值为 ${STATUSES.join('|')}（可用逗号分隔多个）`);
    filter.statuses = filter.statuses ? filter.statuses.filter((x) => wanted.includes(x)) : wanted;
  }
  filter.beginTime = parseTimeParam('beginTime', q.beginTime, false);
  filter.endTime = parseTimeParam('endTime', q.endTime, true);
  if (filter.beginTime !== undefined && filter.endTime !== undefined && filter.beginTime > filter.endTime) throw new ApiError(400, 'beginTime 不能晚于 endTime');
  const keyword = q.keyword?.trim();
  if (keyword) filter.keyword = keyword.slice(0, 100);
  const view = (q.view?.trim() || 'all') as (typeof VIEWS)[number];
  if (!VIEWS.includes(view)) throw new ApiError(400, `view 取值为 ${VIEWS.join('|')}`);
  if (view !== 'all') filter.view = view as RecordView;
  return filter;
}

const text = (v: unknown) => (Array.isArray(v) ? v.join('、') : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
const STATUS_LABEL: Record<RecordStatus, string> = { draft: '草稿', submitted: '待审批', approved: '已通过', rejected: '已驳回' };

/** Key fields of the unsafe-event form that a record leaves empty. */
export function missingOf(data: unknown): string[] {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return KEY_FIELDS.filter((f) => {
    const v = d[f];
    return v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0);
  });
}

async function formVersionOf(ctx: AuthedCtx, formIdRaw: unknown, versionRaw: unknown) {
  const formId = int(formIdRaw);
  if (formId === undefined) throw new ApiError(400, '缺少 formId');
  const latest = await ctx.app.store.getFormLatest(formId);
  if (!latest) throw new ApiError(400, `表单不存在：${formId}`);
  const version = versionRaw === undefined ? latest.version : int(versionRaw);
  if (version === undefined || !(await ctx.app.store.getFormVersion(formId, version))) throw new ApiError(400, '表单版本不存在');
  return { formId, version, formName: latest.name };
}

function dataOf(v: unknown): Record<string, unknown> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new ApiError(400, 'data 必须是对象');
  return v as Record<string, unknown>;
}

function statusOf(v: unknown): 'draft' | 'submitted' {
  if (v === undefined) return 'draft';
  if (v !== 'draft' && v !== 'submitted') throw new ApiError(400, "status 取值为 'draft' 或 'submitted'");
  return v;
}

export function recordRoutes(r: Router): void {
  r.post('/api/v1/records', { auth: 'user' }, async (ctx) => {
    const { formId, version, formName } = await formVersionOf(ctx, ctx.body.formId, ctx.body.formVersion);
    const id = await ctx.app.store.insertRecord({
      formId, formVersion: version, title: (str(ctx.body.title) || formName).slice(0, 200), data: dataOf(ctx.body.data),
      status: statusOf(ctx.body.status), createdBy: ctx.auth.user.id, createdByName: ctx.auth.user.name,
      deptName: ctx.auth.user.deptName, now: Date.now(),
    });
    const cc = await ccIdsOf(ctx, ctx.body.ccUserIds);
    if (cc?.length) {
      await ctx.app.store.setRecordCc(id, ctx.auth.user.id, cc, Date.now());
      const rec = await ctx.app.store.getRecord(id);
      if (rec?.status === 'submitted') await notifyCc(ctx.app.store, ctx, id, rec.title);
    }
    return { id };
  });

  r.put('/api/v1/records/:id', { auth: 'user' }, async (ctx) => {
    const id = int(ctx.params.id);
    const cur = id === undefined ? undefined : await ctx.app.store.getRecord(id);
    if (!cur || (cur.createdBy !== ctx.auth.user.id && cur.status === 'draft')) throw new ApiError(404, '记录不存在');
    if (cur.createdBy !== ctx.auth.user.id) throw new ApiError(403, '只能修改自己的草稿');
    if (cur.status !== 'draft') throw new ApiError(400, '已提交的记录不能修改');
    const cc = await ccIdsOf(ctx, ctx.body.ccUserIds);
    let formVersion: number | undefined;
    if (ctx.body.formVersion !== undefined) formVersion = (await formVersionOf(ctx, cur.formId, ctx.body.formVersion)).version;
    const ok = await ctx.app.store.updateDraft(cur.id, ctx.auth.user.id, {
      formVersion, title: str(ctx.body.title)?.slice(0, 200) || undefined,
      data: ctx.body.data === undefined ? undefined : dataOf(ctx.body.data), status: statusOf(ctx.body.status), now: Date.now(),
    });
    if (!ok) throw new ApiError(400, '已提交的记录不能修改');
    if (cc) await ctx.app.store.setRecordCc(cur.id, ctx.auth.user.id, cc, Date.now());
    const now = await ctx.app.store.getRecord(cur.id);
    if (now?.status === 'submitted') await notifyCc(ctx.app.store, ctx, cur.id, now.title);
    return { id: cur.id };
  });

  r.get('/api/v1/records', { auth: 'user' }, async (ctx) => {
    const filter = listFilter(ctx, ctx.query);
    const includeData = ctx.query.includeData === '1' || ctx.query.includeData === 'true';
    const p = paging(ctx.query);
    const res = await ctx.app.store.listRecords(filter, p, { includeData });
    return pageOf(p, { rows: res.rows.map((r) => (includeData ? { ...view(r), data: r.data } : view(r))), count: res.count });
  });

  r.get('/api/v1/records/summary', { auth: 'user' }, async (ctx) => {
    const filter = listFilter(ctx, ctx.query);
    return { ...(await ctx.app.store.summarizeRecords(filter, KEY_FIELDS)), keyFields: [...KEY_FIELDS] };
  });

  r.get('/api/v1/records/export', { auth: ['qualityOfficer', 'System'] }, async (ctx) => {
    const filter = listFilter(ctx, { scope: 'all', ...ctx.query });
    const { rows } = await ctx.app.store.listRecords(filter, { offset: 0, limit: 100000 }, { includeData: true });
    const day = formatTime(Date.now()).slice(0, 10);
    return csvReply(`不良事件数据-${day}.csv`,
      ['编号', '标题', '状态', '上报人', '科室', '提交时间', '事件类别', '事件分级', '发生地点', '患者', '审批人', '审批意见', '审批时间', '缺失字段'],
      rows.map((r) => {
        const d = (r.data ?? {}) as Record<string, unknown>;
        return [r.id, r.title, STATUS_LABEL[r.status], r.createdByName, r.deptName, formatTime(r.submittedAt ?? r.createdAt), text(d.event_category),
          text(d.event_level), text(d.event_place), text(d.sjsx_patient_name), r.approverName, r.opinion, formatTime(r.approvedAt), missingOf(d).join(' ')];
      }));
  });

  r.get('/api/v1/records/:id', { auth: 'user' }, async (ctx) => {
    const rec = await viewable(ctx);
    const [cc, followed] = await Promise.all([ctx.app.store.listRecordCc(rec.id), ctx.app.store.isFollowing(rec.id, ctx.auth.user.id)]);
    return { ...view(rec), data: rec.data, cc, followed };
  });

  r.post('/api/v1/records/:id/follow', { auth: 'user' }, async (ctx) => {
    const rec = await viewable(ctx);
    await ctx.app.store.followRecord(rec.id, ctx.auth.user.id, Date.now());
    return { id: rec.id, followed: true };
  });

  r.delete('/api/v1/records/:id/follow', { auth: 'user' }, async (ctx) => {
    const id = int(ctx.params.id);
    const rec = id === undefined ? undefined : await ctx.app.store.getRecord(id);
    if (!rec) throw new ApiError(404, '记录不存在');
    await ctx.app.store.unfollowRecord(rec.id, ctx.auth.user.id);
    return { id: rec.id, followed: false };
  });

  r.post('/api/v1/records/:id/approve', { auth: APPROVERS }, async (ctx) => {
    const id = int(ctx.params.id);
    const rec = id === undefined ? undefined : await ctx.app.store.getRecord(id);
    if (!rec || rec.status === 'draft') throw new ApiError(404, '记录不存在');
    if (typeof ctx.body.pass !== 'boolean') throw new ApiError(400, 'pass 必须是布尔值');
    if (rec.createdBy === ctx.auth.user.id) throw new ApiError(403, '不能审批自己提交的记录');
    if (!canApprove(ctx, rec)) throw new ApiError(403, '只能审批本科室的记录');
    const opinion = (str(ctx.body.opinion) ?? '').slice(0, 1000);
    const pass = ctx.body.pass;
    const ok = await ctx.app.store.decideRecord(rec.id, {
      pass, opinion, approverId: ctx.auth.user.id, approverName: ctx.auth.user.name, now: Date.now(),
      message: {
        title: pass ? '审批通过' : '审批驳回',
        logContent: `您提交的「${rec.title}」已被${ctx.auth.user.name}${pass ? '审批通过' : '驳回'}${opinion ? '，意见：' + opinion : ''}`,
      },
    });
    if (!ok) throw new ApiError(400, '该记录不在待审批状态');
    return { id: rec.id, status: pass ? 'approved' : 'rejected' };
  });
}
