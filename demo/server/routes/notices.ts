// Notices (spec section 7 "Messages and notices"; issue 13 §4). Readers: GET /api/v1/notice (their
// notices, unread first), GET /api/v1/notice/info, POST /api/v1/notice/read; each only for notices meant
// for the caller (store/notices.ts). Administrators (role System) manage them under /api/v1/notice/manage:
// list, info, create (draft or published), update, publish, withdraw, delete. The text is sanitised with
// the shared allow-list before it is stored; refusals are worded in the caller's language.
import type { IncomingMessage } from 'node:http';
import type { AuthedCtx, Router } from '../http/router.ts';
import { ApiError, type ErrorCode } from '../http/envelope.ts';
import type { AdminNoticeRow, NoticeInput, ReaderNoticeRow } from '../db/store/notices.ts';
import { langOf } from '../workflow/lang.ts';
import { int, isoTime, pageOf, paging, str } from '../util.ts';
import { body, flag, id as idSchema, opt, optFlag, optId, optText, PAGING, qText, query, z } from '../http/schemas.ts';
import { notices as texts } from '../../../src/core/i18n/locales/notices.ts';
import { NOTICE_ATTACHMENTS_MAX, NOTICE_STATUSES, NOTICE_TARGETS_MAX, noticeProblem, type NoticeStatus } from '../../../src/core/notices/noticeRules.ts';
import { RICH_TEXT_MAX } from '../../../src/core/richText/sanitizeRichText.ts';
import { sanitizeRichTextOnServer } from '../richText.ts';
import { stripNameControls } from '../http/fileName.ts';

const SYSTEM = ['System'] as const;

function refuse(req: IncomingMessage, code: ErrorCode, key: string, params: Record<string, string | number> = {}): ApiError {
  const lang = langOf(req);
  const text = texts[lang][key] ?? texts['zh-CN'][key] ?? key;
  return new ApiError(code, text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m)));
}

const baseView = (n: ReaderNoticeRow | AdminNoticeRow) => ({
  id: n.id, title: n.title, content: n.content, noticeType: n.noticeType, publisher: n.publisher, status: n.status,
  attachments: n.attachments, createTime: isoTime(n.createdAt), updateTime: isoTime(n.updatedAt),
  publishTime: isoTime(n.publishedAt ?? n.createdAt),
});
const readerView = (n: ReaderNoticeRow) => ({ ...baseView(n), isRead: n.isRead });
const adminView = (n: AdminNoticeRow) => ({ ...baseView(n), targetRoles: n.targetRoles, targetDepts: n.targetDepts, readCount: n.readCount });

const ATTACHMENT = z.looseObject({ name: z.string().max(200), url: z.string().max(300) });
const TARGETS = opt(z.array(z.string().max(100)).max(NOTICE_TARGETS_MAX));
const NOTICE_FIELDS = {
  title: optText(500), content: opt(z.string().max(RICH_TEXT_MAX * 2)), noticeType: optText(20), publisher: optText(200),
  attachments: opt(z.array(ATTACHMENT).max(NOTICE_ATTACHMENTS_MAX * 2)), targetRoles: TARGETS, targetDepts: TARGETS,
};

/** The notice of a create or update body: sanitised, checked against the shared rules and the known roles and departments. */
async function noticeInput(ctx: AuthedCtx): Promise<NoticeInput> {
  const b = ctx.body as Record<string, unknown>;
  const content = sanitizeRichTextOnServer(b.content);
  const attachments = ((b.attachments as { name: string; url: string }[] | undefined) ?? []).map((a) => ({
    // the upload answers the file's full address too: kept as its path on this site
    name: stripNameControls(String(a.name)), url: String(a.url).replace(/^https?:\/\/[^/\s]+(?=\/uploads\/)/i, ''),
  }));
  const n: NoticeInput = {
    title: str(b.title) ?? '', content, noticeType: str(b.noticeType) || '通知', publisher: str(b.publisher) ?? '',
    attachments, targetRoles: [...new Set((b.targetRoles as string[] | undefined) ?? [])], targetDepts: [...new Set((b.targetDepts as string[] | undefined) ?? [])],
  };
  const problem = noticeProblem(n, RICH_TEXT_MAX);
  if (problem) throw refuse(ctx.req, 400, problem.key, problem.params);
  for (const r of n.targetRoles) if (!(await ctx.app.store.getRoleByKey(r))) throw refuse(ctx.req, 400, 'server.roleUnknown', { value: r.slice(0, 40) });
  if (n.targetDepts.length) {
    const known = new Set((await ctx.app.store.listDepts()).map((d) => d.deptName));
    for (const d of n.targetDepts) if (!known.has(d)) throw refuse(ctx.req, 400, 'server.deptUnknown', { value: d.slice(0, 40) });
  }
  return n;
}

function idOf(ctx: AuthedCtx, from: Record<string, unknown>): number {
  const id = int(from.id);
  if (id === undefined) throw refuse(ctx.req, 400, 'server.idRequired');
  return id;
}

export function noticeRoutes(r: Router): void {
  // ---- readers ----
  r.get('/api/v1/notice', { auth: 'user', query: query({ ...PAGING, unread: opt(flag) }) }, async (ctx) => {
    const p = paging(ctx.query);
    const unread = ctx.query.unread === '1' || ctx.query.unread === 'true';
    const res = await ctx.app.store.listNotices(ctx.auth.user.id, { unread }, p);
    return { ...pageOf(p, { rows: res.rows.map(readerView), count: res.count }), unread: res.unread };
  });

  r.get('/api/v1/notice/info', { auth: 'user', query: query({ id: optId }) }, async (ctx) => {
    const n = await ctx.app.store.getNotice(idOf(ctx, ctx.query), ctx.auth.user.id);
    if (!n) throw refuse(ctx.req, 404, 'server.notForYou');
    return readerView(n);
  });

  r.post('/api/v1/notice/read', { auth: 'user', input: body({ id: optId }) }, async (ctx) => {
    const id = idOf(ctx, ctx.body);
    if (!(await ctx.app.store.markNoticeRead(id, ctx.auth.user.id, Date.now()))) throw refuse(ctx.req, 404, 'server.notForYou');
    return { id, isRead: 1 };
  });

  // ---- administrators ----
  r.get('/api/v1/notice/manage', { auth: SYSTEM, query: query({ ...PAGING, title: qText(100), status: qText(20) }) }, async (ctx) => {
    const p = paging(ctx.query);
    const status = ctx.query.status || undefined;
    if (status && !(NOTICE_STATUSES as readonly string[]).includes(status)) throw refuse(ctx.req, 400, 'server.statusInvalid');
    const res = await ctx.app.store.listNoticesAdmin({ title: ctx.query.title?.trim() || undefined, status: status as NoticeStatus | undefined }, p);
    return pageOf(p, { rows: res.rows.map(adminView), count: res.count });
  });

  r.get('/api/v1/notice/manage/info', { auth: SYSTEM, query: query({ id: optId }) }, async (ctx) => {
    const n = await ctx.app.store.getNoticeAdmin(idOf(ctx, ctx.query));
    if (!n) throw refuse(ctx.req, 404, 'server.notFound');
    return adminView(n);
  });

  r.post('/api/v1/notice/manage', { auth: SYSTEM, input: body({ ...NOTICE_FIELDS, publish: optFlag }) }, async (ctx) => {
    const n = await noticeInput(ctx);
    const publish = ctx.body.publish === true || ctx.body.publish === 1 || ctx.body.publish === '1' || ctx.body.publish === 'true';
    const id = await ctx.app.store.createNotice(n, ctx.auth.user.id, publish, Date.now());
    return adminView((await ctx.app.store.getNoticeAdmin(id))!);
  });

  r.put('/api/v1/notice/manage', { auth: SYSTEM, input: body({ id: idSchema, ...NOTICE_FIELDS }) }, async (ctx) => {
    const id = idOf(ctx, ctx.body);
    const n = await noticeInput(ctx);
    if (!(await ctx.app.store.updateNotice(id, n, Date.now()))) throw refuse(ctx.req, 404, 'server.notFound');
    return adminView((await ctx.app.store.getNoticeAdmin(id))!);
  });

  const setStatus = (status: NoticeStatus) => async (ctx: AuthedCtx) => {
    const id = idOf(ctx, ctx.body);
    if (!(await ctx.app.store.setNoticeStatus(id, status, Date.now()))) throw refuse(ctx.req, 404, 'server.notFound');
    return adminView((await ctx.app.store.getNoticeAdmin(id))!);
  };
  r.put('/api/v1/notice/manage/publish', { auth: SYSTEM, input: body({ id: idSchema }) }, setStatus('published'));
  r.put('/api/v1/notice/manage/withdraw', { auth: SYSTEM, input: body({ id: idSchema }) }, setStatus('withdrawn'));

  r.delete('/api/v1/notice/manage', { auth: SYSTEM, query: query({ id: optId }) }, async (ctx) => {
    const id = idOf(ctx, ctx.query);
    if (!(await ctx.app.store.deleteNotice(id))) throw refuse(ctx.req, 404, 'server.notFound');
    return null;
  });
}
