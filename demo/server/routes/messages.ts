// In-app messages (old API). A caller only ever sees and marks their own. Notices: notices.ts.
// Issue 23 §1: a message stored as a kind and its parameters is worded in the caller's Accept-Language
// (src/core/messages/render.ts); the answer also carries `kind` and `params` so a client can word it in
// its own language. A message stored as text (before kinds) keeps its stored title and text.
import type { Router } from '../http/router.ts';
import { ApiError } from '../http/envelope.ts';
import type { MessageRow } from '../db/store.ts';
import { formatTime, hospitalZone, int, isoTime, paging, recordsOf } from '../util.ts';
import { body, intIn, opt, optId, PAGING } from '../http/schemas.ts';
import { readParams, renderMessage } from '../../../src/core/messages/render.ts';
import { messageTexts } from '../../../src/core/i18n/locales/messageTexts.ts';
import { langOf, type Lang } from '../workflow/lang.ts';
import { maskTitle } from '../../../src/core/privacy/identifiers.ts';
import { masksIdentifiers } from './privacy.ts';
import { lookups } from './requestLookups.ts';
import { reportTitleOfAny, type TitleType } from '../../../src/core/pages/recordTitle.ts';

export function messageView(m: MessageRow, lang: Lang = 'zh-CN', masked = false, timeZone?: string, types: readonly TitleType[] = []) {
  const read = m.kind ? readParams(m.params) : null;
  // issue 33 §6: a record's title in a message names its patient: masked for a masked reader; issue 35 §5: an
  // event report's title worded in the reader's language (its category's name, the patient kept)
  const title = read && typeof read.title === 'string' && read.module === 'baqsj'
    ? reportTitleOfAny(masked ? maskTitle(read.title, null, true) : read.title, types, lang)
    : read && masked && typeof read.title === 'string' ? maskTitle(read.title, null, false) : undefined;
  const params = read && title !== undefined ? { ...read, title } : read;
  // a due time in the hospital's zone, as the pages show it (issue 35 §4)
  const text = renderMessage({ kind: m.kind, params, title: m.title, logContent: m.logContent }, lang, { timeZone });
  return {
    // createTime: the old portal's wall-clock text (this is its API); createdAt: the instant (issue 23 §2)
    id: m.id, title: text.title, logContent: text.content, createTime: formatTime(m.createdAt), createdAt: isoTime(m.createdAt),
    operateStatus: m.operateStatus, operate_status: m.operateStatus, is_read: m.operateStatus === 1 ? 1 : 0,
    relatedType: m.relatedType, relatedId: m.relatedId, process: m.process, link: m.link,
    kind: m.kind || null, params,
  };
}

const refusal = (lang: Lang, status: 400 | 404, key: string) => new ApiError(status, messageTexts[lang][key]);

export function messageRoutes(r: Router): void {
  r.post('/xjs-api/MTSaas/tSysMessage/doQueryPage', { auth: 'user', input: body({ ...PAGING, operate_status: opt(intIn(0, 1)), operateStatus: opt(intIn(0, 1)) }) }, async (ctx) => {
    const lang = langOf(ctx.req);
    const p = paging(ctx.body);
    const raw = ctx.body.operate_status ?? ctx.body.operateStatus;
    const operateStatus = raw === undefined || raw === '' || raw === null ? undefined : int(raw);
    if (operateStatus !== undefined && operateStatus !== 0 && operateStatus !== 1) throw refusal(lang, 400, 'server.statusInvalid');
    const res = await ctx.app.store.listMessages(ctx.auth.user.id, { operateStatus }, p);
    const masked = await masksIdentifiers(ctx);
    const zone = await hospitalZone(ctx.app.store);
    const types = await lookups(ctx).listEventTypes();
    return recordsOf(p, { rows: res.rows.map((m) => messageView(m, lang, masked, zone, types)), count: res.count });
  });

  r.post('/xjs-api/MTSaas/tSysMessage/doRead', { auth: 'user', input: body({ id: optId }) }, async (ctx) => {
    const lang = langOf(ctx.req);
    const id = int(ctx.body.id);
    if (id === undefined) throw refusal(lang, 400, 'server.idMissing');
    if (!(await ctx.app.store.markMessageRead(id, ctx.auth.user.id, Date.now()))) throw refusal(lang, 404, 'server.notFound');
    return { id, operateStatus: 1 };
  });
}
