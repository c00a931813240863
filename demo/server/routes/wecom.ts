// Issue 32 §6: WeCom (企业微信) reminders. The settings (System role; the app secret and the robots' webhook
// keys are sealed at rest like the SMTP password and never sent back, only whether one is saved), a test
// message that answers WeCom's errcode in the caller's language, the outbox, and each user's own choice
// (their WeCom user id, on or off).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AuthedCtx, Router } from '../http/router.ts';
import { ApiError, type ErrorCode } from '../http/envelope.ts';
import { body, id as idSchema, intIn, NONE, opt, PAGING, qText, query, z } from '../http/schemas.ts';
import { langOf } from '../workflow/lang.ts';
import { pageOf, paging } from '../util.ts';
import type { OutboxStatus } from '../db/store/mail.ts';
import type { StoredRobot, WecomSettings } from '../db/store/wecom.ts';
import { robotKeyOf, WECOM_DEFAULT_BASE, WECOM_USER_ID, wecomBody, type WecomLang } from '../../../src/core/notify/wecom.ts';
import { wecom as texts } from '../../../src/core/i18n/locales/wecom.ts';
import { mt } from '../notify/compose.ts';
import { wct } from '../notify/wecom.ts';
import { canOpen, sealSecret, SecretUnreadable } from '../notify/secret.ts';
import { wecomClient, WecomError } from '../notify/wecomSender.ts';

const SYSTEM = ['System'] as const;
const STATUSES = ['pending', 'sent', 'failed'] as const;
const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;

function refuse(req: IncomingMessage, code: ErrorCode, key: string, params: Record<string, string | number> = {}): ApiError {
  return new ApiError(code, wct(langOf(req), key, params));
}

/** WeCom's answer in the reader's language: the code, what it means (when known), WeCom's own words. */
export function wecomErrorText(lang: WecomLang, e: WecomError): string {
  const known = texts[lang][`errcode.${e.errcode}`];
  return wct(lang, 'server.wecomError', { errcode: e.errcode, reason: known ?? e.errmsg, errmsg: e.errmsg });
}

const ROBOT = z.object({
  /** absent: a new robot */
  id: opt(z.string().max(64)),
  name: z.string().trim().min(1).max(50),
  scope: z.enum(['dept', 'role']),
  target: z.string().trim().min(1).max(100),
  lang: z.enum(['zh-CN', 'en']),
  /** absent on a saved robot: keep its key */
  key: opt(z.string().max(500)),
});
const SETTINGS = body({
  enabled: z.boolean(),
  baseUrl: z.string().trim().max(300),
  format: z.enum(['text', 'markdown']),
  appUrl: z.string().trim().max(500),
  corpId: z.string().trim().max(100),
  agentId: z.union([intIn(1, 2_147_483_647), z.null()]),
  /** absent: keep the saved one; clearSecret: remove it */
  secret: opt(z.string().max(500)),
  clearSecret: opt(z.boolean()),
  robots: z.array(ROBOT).max(50),
});

/** What the settings page reads: no secret, no key; whether each is saved and still readable. */
function publicSettings(s: WecomSettings, key: Buffer) {
  const { secret, robots, ...rest } = s;
  return {
    ...rest, hasSecret: !!secret, secretUnreadable: !!secret && !canOpen(secret, key),
    robots: robots.map(({ key: k, ...r }) => ({ ...r, hasKey: !!k, keyUnreadable: !!k && !canOpen(k, key) })),
  };
}

export function wecomRoutes(r: Router): void {
  r.get('/api/v1/wecom/settings', { auth: SYSTEM, query: NONE }, async (ctx) => publicSettings(await ctx.app.store.getWecomSettings(), ctx.app.mailKey));

  r.put('/api/v1/wecom/settings', { auth: SYSTEM, input: SETTINGS }, async (ctx) => {
    const b = ctx.body as z.infer<typeof SETTINGS>;
    const key = ctx.app.mailKey;
    const current = await ctx.app.store.getWecomSettings();
    const baseUrl = b.baseUrl || WECOM_DEFAULT_BASE;
    if (!HTTP_URL.test(baseUrl)) throw refuse(ctx.req, 400, 'server.badBaseUrl');
    if (b.appUrl && !HTTP_URL.test(b.appUrl)) throw refuse(ctx.req, 400, 'server.badAppUrl');
    const secret = b.clearSecret ? '' : b.secret ? sealSecret(b.secret, key) : current.secret;
    const robots: StoredRobot[] = b.robots.map((x) => {
      const saved = x.id ? current.robots.find((c) => c.id === x.id) : undefined;
      const k = x.key ? robotKeyOf(x.key) : '';
      if (!k && !saved?.key) throw refuse(ctx.req, 400, 'server.badRobot');
      return { id: saved?.id ?? randomUUID(), name: x.name, scope: x.scope, target: x.target, lang: x.lang, key: k ? sealSecret(k, key) : saved!.key };
    });
    // the app is all three or none
    const app = [b.corpId, b.agentId, secret].filter(Boolean).length;
    if (app !== 0 && app !== 3) throw refuse(ctx.req, 400, 'server.appIncomplete');
    if (b.enabled && app === 0 && !robots.length) throw refuse(ctx.req, 400, 'server.incomplete');
    const next: WecomSettings = { enabled: b.enabled, baseUrl, format: b.format, appUrl: b.appUrl, corpId: b.corpId, agentId: b.agentId, secret, robots };
    await ctx.app.store.putWecomSettings(next);
    // another app or secret: the cached token is not its own
    if (next.corpId !== current.corpId || next.agentId !== current.agentId || next.secret !== current.secret) await ctx.app.store.putWecomToken(null);
    return publicSettings(next, key);
  });

  // a test message with the saved settings (also while WeCom is off), sent now: the page shows WeCom's answer
  r.post('/api/v1/wecom/test', { auth: SYSTEM, input: body({ robotId: opt(z.string().max(64)), userId: opt(z.string().trim().max(64)) }) }, async (ctx) => {
    const { robotId, userId } = ctx.body as { robotId?: string; userId?: string };
    const lang = langOf(ctx.req);
    const s = await ctx.app.store.getWecomSettings();
    if (robotId && !s.robots.some((x) => x.id === robotId)) throw refuse(ctx.req, 404, 'server.noRobot');
    if (!robotId && !userId) throw refuse(ctx.req, 400, 'server.noTarget');
    if (userId && !WECOM_USER_ID.test(userId)) throw refuse(ctx.req, 400, 'server.badUserId');
    const m = wecomBody(s.format, { title: wct(lang, 'test.title'), recordTitle: '', content: wct(lang, 'test.content'), url: '', open: mt(lang, 'email.open') });
    try {
      await wecomClient(ctx.app.store, ctx.app.mailKey, ctx.app.clock)
        .send(s, robotId ? { kind: 'robot', robotId } : { kind: 'app', userId: userId! }, m.msgtype, m.content);
    } catch (e) {
      if (e instanceof WecomError) throw new ApiError(400, wecomErrorText(lang, e));
      if (e instanceof SecretUnreadable) throw refuse(ctx.req, 400, 'server.secretUnreadable');
      throw refuse(ctx.req, 400, 'server.unreachable', { error: e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e) });
    }
    return { sent: true };
  });

  r.get('/api/v1/wecom/outbox', { auth: SYSTEM, query: query({ ...PAGING, status: qText(20) }) }, async (ctx) => {
    const p = paging(ctx.query);
    const status = ctx.query.status || undefined;
    if (status && !(STATUSES as readonly string[]).includes(status)) throw new ApiError(400);
    const res = await ctx.app.store.listWecomOutbox({ status: status as OutboxStatus | undefined }, p);
    // a robot's row is named by the robot's name in the settings
    const names = new Map((await ctx.app.store.getWecomSettings()).robots.map((x) => [x.id, x.name]));
    const rows = res.rows.map((x) => (x.targetKind === 'robot' ? { ...x, userName: names.get(x.target) ?? '' } : x));
    return { ...pageOf(p, { rows, count: res.count }), counts: await ctx.app.store.wecomOutboxCounts() };
  });

  r.post('/api/v1/wecom/outbox/:id/retry', { auth: SYSTEM, params: z.object({ id: idSchema }), input: body({}) }, async (ctx) => {
    if (!(await ctx.app.store.retryWecomRow(Number(ctx.params.id), ctx.app.clock.now()))) throw refuse(ctx.req, 404, 'server.notFound');
    return ctx.app.wecom();
  });

  r.post('/api/v1/wecom/outbox/run', { auth: SYSTEM, input: body({}) }, async (ctx) => ctx.app.wecom());

  // ---- the user's own choice ----
  const prefsOf = async (ctx: AuthedCtx) => {
    const p = await ctx.app.store.getWecomPrefs(ctx.auth.user.id);
    return { wecomUserId: p?.wecomUserId ?? '', on: !!p?.on };
  };
  r.get('/api/v1/user/wecom-prefs', { auth: 'user', query: NONE }, async (ctx: AuthedCtx) => ({
    ...(await prefsOf(ctx)), enabled: (await ctx.app.store.getWecomSettings()).enabled,
  }));

  r.put('/api/v1/user/wecom-prefs', { auth: 'user', input: body({ wecomUserId: z.string().trim().max(64), on: z.boolean() }) }, async (ctx) => {
    const b = ctx.body as { wecomUserId: string; on: boolean };
    if (b.wecomUserId && !WECOM_USER_ID.test(b.wecomUserId)) throw refuse(ctx.req, 400, 'server.badUserId');
    await ctx.app.store.setWecomPrefs(ctx.auth.user.id, { wecomUserId: b.wecomUserId, on: b.on && !!b.wecomUserId }, Date.now());
    return prefsOf(ctx as AuthedCtx);
  });
}
