// New-technology catalogues: shared-API lists, old-API lists and CSV exports. Applications are workflow
// records (module xjsxxm, routes/records.ts); an approved one joins its catalogue (db/store/tech.ts).
import type { Router, AuthedCtx } from '../http/router.ts';
import { csvReply } from '../http/envelope.ts';
import type { TechRow } from '../db/store.ts';
import { formatTime, pageOf, paging, recordsOf, str } from '../util.ts';
import { body, like, PAGING, qLike, query } from '../http/schemas.ts';

const KIND_LABEL = { unlimit: '非限制类技术', limit: '限制类技术' } as const;

function techView(t: TechRow) {
  return {
    id: t.id, techCode: t.techCode, techName: t.techName, name: t.techName, category: t.category, deptName: t.deptName,
    applicant: t.applicant, level: t.level, status: t.status, type: KIND_LABEL[t.kind], createTime: formatTime(t.createdAt),
    recordId: t.recordId,
  };
}

export function techRoutes(r: Router): void {
  for (const [path, kind] of [['/api/v1/tech/list', 'unlimit'], ['/api/v1/limit-tech/list', 'limit']] as const) {
    r.get(path, { auth: 'user', query: query({ ...PAGING, name: qLike }) }, async (ctx) => {
      const p = paging(ctx.query);
      const res = await ctx.app.store.listTech(kind, { name: ctx.query.name?.trim() }, p);
      return pageOf(p, { rows: res.rows.map(techView), count: res.count });
    });
  }

  for (const [svc, kind] of [['xjsUnlimitType', 'unlimit'], ['xjsLimitType', 'limit']] as const) {
    r.post(`/xjs-api/MTSaas/${svc}/doQueryPage`, { auth: 'user', input: body({ ...PAGING, name: like, techName: like }) }, async (ctx) => {
      const p = paging(ctx.body);
      const res = await ctx.app.store.listTech(kind, { name: str(ctx.body.name ?? ctx.body.techName) }, p);
      return recordsOf(p, { rows: res.rows.map(techView), count: res.count });
    });
    r.post(`/xjs-api/MTSaas/${svc}/doExport`, { auth: 'user', input: body({ name: like, techName: like }) }, async (ctx: AuthedCtx) => {
      const { rows } = await ctx.app.store.listTech(kind, { name: str(ctx.body.name ?? ctx.body.techName) }, { offset: 0, limit: 100000 });
      return csvReply(`${KIND_LABEL[kind]}目录.csv`, ['编号', '技术编码', '技术名称', '类别', '科室', '申请人', '级别', '状态', '创建时间'],
        rows.map(techView).map((t) => [t.id, t.techCode, t.techName, t.category, t.deptName, t.applicant, t.level, t.status, t.createTime]));
    });
  }
}
