// Records: filled-in forms (unsafe-event reports, business applications) and their approval.
import type { Router, AuthedCtx } from '../http/router.ts';
import { ApiError } from '../http/envelope.ts';
import { hasRole } from '../http/auth.ts';
import type { RecordFilter, RecordRow, RecordStatus } from '../db/store.ts';
import { formatTime, int, pageOf, paging, str } from '../util.ts';

const APPROVERS = ['deptApprover', 'qualityOfficer', 'System'] as const;
const SCOPES = ['mine', 'draft', 'todo', 'done', 'all'] as const;

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
  return dept === undefined || dept === r.deptName;
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
    return { id };
  });

  r.put('/api/v1/records/:id', { auth: 'user' }, async (ctx) => {
    const id = int(ctx.params.id);
    const cur = id === undefined ? undefined : await ctx.app.store.getRecord(id);
    if (!cur || (cur.createdBy !== ctx.auth.user.id && cur.status === 'draft')) throw new ApiError(404, '记录不存在');
    if (cur.createdBy !== ctx.auth.user.id) throw new ApiError(403, '只能修改自己的草稿');
    if (cur.status !== 'draft') throw new ApiError(400, '已提交的记录不能修改');
    let formVersion: number | undefined;
    if (ctx.body.formVersion !== undefined) formVersion = (await formVersionOf(ctx, cur.formId, ctx.body.formVersion)).version;
    const ok = await ctx.app.store.updateDraft(cur.id, ctx.auth.user.id, {
      formVersion, title: str(ctx.body.title)?.slice(0, 200) || undefined,
      data: ctx.body.data === undefined ? undefined : dataOf(ctx.body.data), status: statusOf(ctx.body.status), now: Date.now(),
    });
    if (!ok) throw new ApiError(400, '已提交的记录不能修改');
    return { id: cur.id };
  });

  r.get('/api/v1/records', { auth: 'user' }, async (ctx) => {
    const scope = (ctx.query.scope ?? 'mine') as (typeof SCOPES)[number];
    if (!SCOPES.includes(scope)) throw new ApiError(400, `scope 取值为 ${SCOPES.join('|')}`);
    const me = ctx.auth.user.id;
    let filter: RecordFilter;
    switch (scope) {
      case 'mine': filter = { createdBy: me, statuses: ['submitted', 'approved', 'rejected'] as RecordStatus[] }; break;
      case 'draft': filter = { createdBy: me, statuses: ['draft'] }; break;
      case 'todo':
        if (!hasRole(ctx.auth, ...APPROVERS)) throw new ApiError(403, '没有审批权限');
        filter = { statuses: ['submitted'], deptName: approverDept(ctx) };
        break;
      case 'done': filter = { approverId: me }; break;
      case 'all':
        if (!hasRole(ctx.auth, 'qualityOfficer', 'System')) throw new ApiError(403, '没有查看全部记录的权限');
        filter = { statuses: ['submitted', 'approved', 'rejected'] };
        break;
    }
    const p = paging(ctx.query);
    const res = await ctx.app.store.listRecords(filter, p);
    return pageOf(p, { rows: res.rows.map(view), count: res.count });
  });

  r.get('/api/v1/records/:id', { auth: 'user' }, async (ctx) => {
    const id = int(ctx.params.id);
    const rec = id === undefined ? undefined : await ctx.app.store.getRecord(id);
    const own = rec?.createdBy === ctx.auth.user.id;
    if (!rec || (!own && rec.status === 'draft')) throw new ApiError(404, '记录不存在');
    if (!own && !canApprove(ctx, rec) && rec.approverId !== ctx.auth.user.id) throw new ApiError(403, '没有查看该记录的权限');
    return { ...view(rec), data: rec.data };
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
