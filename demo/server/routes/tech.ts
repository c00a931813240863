// New-technology catalogues: shared-API lists, old-API lists and CSV exports.
import type { Router, AuthedCtx } from '../http/router.ts';
import { ApiError, csvReply } from '../http/envelope.ts';
import { hasRole } from '../http/auth.ts';
import type { TechApplicationFilter, TechApplicationRow, TechApplicationStatus, TechRow } from '../db/store.ts';
import { formatTime, int, pageOf, paging, recordsOf, str } from '../util.ts';

const KIND_LABEL = { unlimit: '非限制类技术', limit: '限制类技术' } as const;

function techView(t: TechRow) {
  return {
    id: t.id, techCode: t.techCode, techName: t.techName, name: t.techName, category: t.category, deptName: t.deptName,
    applicant: t.applicant, level: t.level, status: t.status, type: KIND_LABEL[t.kind], createTime: formatTime(t.createdAt),
  };
}

export function techRoutes(r: Router): void {
  for (const [path, kind] of [['/api/v1/tech/list', 'unlimit'], ['/api/v1/limit-tech/list', 'limit']] as const) {
    r.get(path, { auth: 'user' }, async (ctx) => {
      const p = paging(ctx.query);
      const res = await ctx.app.store.listTech(kind, { name: ctx.query.name?.trim() }, p);
      return pageOf(p, { rows: res.rows.map(techView), count: res.count });
    });
  }

  for (const [svc, kind] of [['xjsUnlimitType', 'unlimit'], ['xjsLimitType', 'limit']] as const) {
    r.post(`/xjs-api/MTSaas/${svc}/doQueryPage`, { auth: 'user' }, async (ctx) => {
      const p = paging(ctx.body);
      const res = await ctx.app.store.listTech(kind, { name: str(ctx.body.name ?? ctx.body.techName) }, p);
      return recordsOf(p, { rows: res.rows.map(techView), count: res.count });
    });
    r.post(`/xjs-api/MTSaas/${svc}/doExport`, { auth: 'user' }, async (ctx: AuthedCtx) => {
      const { rows } = await ctx.app.store.listTech(kind, { name: str(ctx.body.name ?? ctx.body.techName) }, { offset: 0, limit: 100000 });
      return csvReply(`${KIND_LABEL[kind]}目录.csv`, ['编号', '技术编码', '技术名称', '类别', '科室', '申请人', '级别', '状态', '创建时间'],
        rows.map(techView).map((t) => [t.id, t.techCode, t.techName, t.category, t.deptName, t.applicant, t.level, t.status, t.createTime]));
    });
  }
}

// ---- applications: apply, list, approve (the catalogue gains the technology on approval) ----

const TECH_APPROVERS = ['deptApprover', 'qualityOfficer', 'System'] as const;
const APP_SCOPES = ['mine', 'pending', 'done', 'all'] as const;
const APP_STATUSES: TechApplicationStatus[] = ['pending', 'approved', 'rejected'];
const APP_STATUS_LABEL: Record<TechApplicationStatus, string> = { pending: '待审批', approved: '已批准', rejected: '已驳回' };

function applicationView(a: TechApplicationRow) {
  return {
    id: a.id, techName: a.techName, level: a.level, dept: a.deptName, deptName: a.deptName, category: a.category,
    description: a.description, limited: a.limited === 1, kind: a.limited === 1 ? 'limit' : 'unlimit', status: a.status,
    statusLabel: APP_STATUS_LABEL[a.status], applicantId: a.applicantId, applicant: a.applicantName, approverName: a.approverName,
    opinion: a.opinion, techItemId: a.techItemId, techCode: a.techCode, createTime: formatTime(a.createdAt), decideTime: formatTime(a.decidedAt),
  };
}

/** A department approver decides only their own department's applications; quality officers and admins all. */
function techApproverDept(ctx: AuthedCtx): string | undefined {
  return hasRole(ctx.auth, 'qualityOfficer', 'System') ? undefined : ctx.auth.user.deptName;
}

export function techApplicationRoutes(r: Router): void {
  r.post('/api/v1/tech/apply', { auth: ['techApplicant', 'System'] }, async (ctx) => {
    const techName = str(ctx.body.techName);
    if (!techName || techName.length > 100) throw new ApiError(400, 'techName 不能为空且不超过 100 字');
    const level = str(ctx.body.level);
    if (!level || !['1', '2', '3'].includes(level)) throw new ApiError(400, "level 取值为 '1'、'2' 或 '3'");
    const dept = str(ctx.body.dept) || ctx.auth.user.deptName;
    if (!dept || dept.length > 50) throw new ApiError(400, 'dept 不能为空且不超过 50 字');
    if (typeof ctx.body.limited !== 'boolean') throw new ApiError(400, 'limited 必须是布尔值');
    const description = str(ctx.body.description) ?? '';
    if (description.length > 2000) throw new ApiError(400, 'description 不超过 2000 字');
    const category = (str(ctx.body.category) || '新技术').slice(0, 50);
    const id = await ctx.app.store.insertTechApplication({
      techName, level, deptName: dept, category, description, limited: ctx.body.limited,
      applicantId: ctx.auth.user.id, applicantName: ctx.auth.user.name, now: Date.now(),
    });
    return { id, status: 'pending' };
  });

  r.get('/api/v1/tech/applications', { auth: 'user' }, async (ctx) => {
    const scope = (ctx.query.scope ?? 'mine') as (typeof APP_SCOPES)[number];
    if (!APP_SCOPES.includes(scope)) throw new ApiError(400, `scope 取值为 ${APP_SCOPES.join('|')}`);
    const me = ctx.auth.user.id;
    let filter: TechApplicationFilter;
    if (scope === 'mine') filter = { applicantId: me };
    else {
      if (!hasRole(ctx.auth, ...TECH_APPROVERS)) throw new ApiError(403, '没有新技术审批权限');
      if (scope === 'pending') filter = { statuses: ['pending'], deptName: techApproverDept(ctx), excludeApplicantId: me };
      else if (scope === 'done') filter = { approverId: me };
      else filter = { deptName: techApproverDept(ctx) };
    }
    const status = ctx.query.status?.trim();
    if (status) {
      if (!APP_STATUSES.includes(status as TechApplicationStatus)) throw new ApiError(400, `status 取值为 ${APP_STATUSES.join('|')}`);
      filter.statuses = filter.statuses ? filter.statuses.filter((x) => x === status) : [status as TechApplicationStatus];
    }
    const keyword = ctx.query.keyword?.trim();
    if (keyword) filter.keyword = keyword.slice(0, 100);
    const p = paging(ctx.query);
    const res = await ctx.app.store.listTechApplications(filter, p);
    return pageOf(p, { rows: res.rows.map(applicationView), count: res.count });
  });

  r.post('/api/v1/tech/applications/:id/approve', { auth: TECH_APPROVERS }, async (ctx) => {
    const id = int(ctx.params.id);
    const app = id === undefined ? undefined : await ctx.app.store.getTechApplication(id);
    if (!app) throw new ApiError(404, '申请不存在');
    if (typeof ctx.body.pass !== 'boolean') throw new ApiError(400, 'pass 必须是布尔值');
    const opinion = (str(ctx.body.opinion) ?? '').slice(0, 1000);
    if (!ctx.body.pass && !opinion) throw new ApiError(400, '驳回时请填写审批意见');
    if (app.applicantId === ctx.auth.user.id) throw new ApiError(403, '不能审批自己提交的申请');
    const dept = techApproverDept(ctx);
    if (dept !== undefined && dept !== app.deptName) throw new ApiError(403, '只能审批本科室的申请');
    if (app.status !== 'pending') throw new ApiError(400, '该申请不在待审批状态');
    const pass = ctx.body.pass;
    const done = await ctx.app.store.decideTechApplication(app.id, {
      pass, opinion, approverId: ctx.auth.user.id, approverName: ctx.auth.user.name, now: Date.now(),
      message: (code) => ({
        title: pass ? '新技术申请已批准' : '新技术申请已驳回',
        logContent: `您申请的新技术「${app.techName}」已被${ctx.auth.user.name}${pass ? `批准，已列入${app.limited ? '限制类' : '非限制类'}技术目录（编号 ${code}）` : '驳回'}${opinion ? '，意见：' + opinion : ''}`,
      }),
    });
    if (!done) throw new ApiError(400, '该申请不在待审批状态');
    return { id: app.id, status: pass ? 'approved' : 'rejected', techItemId: done.techItemId, techCode: done.techCode };
  });
}
