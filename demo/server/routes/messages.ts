// In-app messages (old API). A caller only ever sees and marks their own. Notices: notices.ts.
import type { Router } from '../http/router.ts';
import { ApiError } from '../http/envelope.ts';
import type { MessageRow } from '../db/store.ts';
import { formatTime, int, paging, recordsOf } from '../util.ts';
import { body, intIn, opt, optId, PAGING } from '../http/schemas.ts';

export function messageView(m: MessageRow) {
  return {
    id: m.id, title: m.title, logContent: m.logContent, createTime: formatTime(m.createdAt),
    operateStatus: m.operateStatus, operate_status: m.operateStatus, is_read: m.operateStatus === 1 ? 1 : 0,
    relatedType: m.relatedType, relatedId: m.relatedId, process: m.process, link: m.link,
  };
}

export function messageRoutes(r: Router): void {
  r.post('/xjs-api/MTSaas/tSysMessage/doQueryPage', { auth: 'user', input: body({ ...PAGING, operate_status: opt(intIn(0, 1)), operateStatus: opt(intIn(0, 1)) }) }, async (ctx) => {
    const p = paging(ctx.body);
    const raw = ctx.body.operate_status ?? ctx.body.operateStatus;
    const operateStatus = raw === undefined || raw === '' || raw === null ? undefined : int(raw);
    if (operateStatus !== undefined && operateStatus !== 0 && operateStatus !== 1) throw new ApiError(400, 'operate_status 取值为 0（未读）或 1（已读）');
    const res = await ctx.app.store.listMessages(ctx.auth.user.id, { operateStatus }, p);
    return recordsOf(p, { rows: res.rows.map(messageView), count: res.count });
  });

  r.post('/xjs-api/MTSaas/tSysMessage/doRead', { auth: 'user', input: body({ id: optId }) }, async (ctx) => {
    const id = int(ctx.body.id);
    if (id === undefined) throw new ApiError(400, '缺少参数 id');
    if (!(await ctx.app.store.markMessageRead(id, ctx.auth.user.id, Date.now()))) throw new ApiError(404, '消息不存在');
    return { id, operateStatus: 1 };
  });
}
