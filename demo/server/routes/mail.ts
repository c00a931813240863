// Issue 26 §4: e-mail reminders. The SMTP settings and the outbox (System role; the password is never sent
// back, only whether one is saved), a test e-mail, and each user's own choices (address, language, kinds).
import { systemTitle } from '../util.ts';
import type { IncomingMessage } from 'node:http';
import type { AuthedCtx, Router } from '../http/router.ts';
import { ApiError, type ErrorCode } from '../http/envelope.ts';
import { body, id as idSchema, intIn, NONE, opt, PAGING, qText, query, z } from '../http/schemas.ts';
import { langOf } from '../workflow/lang.ts';
import { emailProblem } from '../../../src/core/users/rules.ts';
import { pageOf, paging } from '../util.ts';
import { MAIL_KINDS, type MailSettings, type OutboxStatus } from '../db/store/mail.ts';
import { composeText, mt } from '../notify/compose.ts';
import { sendOne } from '../notify/sender.ts';
import { canOpen, mailSettingsForSending, sealSecret, SecretUnreadable } from '../notify/secret.ts';

const SYSTEM = ['System'] as const;
const STATUSES = ['pending', 'sent', 'failed'] as const;
/** an address as mail servers take it: something@host, no spaces or angle brackets */
/** One plain address, the rule of the user form and the import (src/core/users/rules.ts, issue 33 §8). */
const emailOk = (v: string) => emailProblem(v) === null;

function refuse(req: IncomingMessage, code: ErrorCode, key: string, params: Record<string, string | number> = {}): ApiError {
  return new ApiError(code, mt(langOf(req), key, params));
}

const SETTINGS = body({
  enabled: z.boolean(),
  host: z.string().trim().max(200),
  port: intIn(1, 65535),
  tls: z.enum(['none', 'starttls', 'tls']),
  from: z.string().trim().max(200),
  user: z.string().trim().max(200),
  /** absent: keep the saved one; '' with clearPassword: remove it */
  password: opt(z.string().max(500)),
  clearPassword: opt(z.boolean()),
  appUrl: z.string().trim().max(500),
});

/** What the settings page reads: everything but the password; whether one is saved, and whether this
 *  server can still read it (notify/secret.ts). */
function publicSettings(s: MailSettings, key: Buffer) {
  const { password, ...rest } = s;
  return { ...rest, hasPassword: !!password, passwordUnreadable: !!password && !canOpen(password, key) };
}

export function mailRoutes(r: Router): void {
  r.get('/api/v1/mail/settings', { auth: SYSTEM, query: NONE }, async (ctx) => publicSettings(await ctx.app.store.getMailSettings(), ctx.app.mailKey));

  r.put('/api/v1/mail/settings', { auth: SYSTEM, input: SETTINGS }, async (ctx) => {
    const b = ctx.body as z.infer<typeof SETTINGS>;
    const current = await ctx.app.store.getMailSettings();
    if (b.appUrl && !/^https?:\/\/[^\s"'<>]+$/i.test(b.appUrl)) throw refuse(ctx.req, 400, 'server.badAppUrl');
    if (b.from && !emailOk(b.from)) throw refuse(ctx.req, 400, 'server.badEmail');
    if (b.enabled && (!b.host || !b.from || !b.appUrl)) throw refuse(ctx.req, 400, 'server.incomplete');
    const key = ctx.app.mailKey;
    const next: MailSettings = {
      enabled: b.enabled, host: b.host, port: b.port, tls: b.tls, from: b.from, user: b.user, appUrl: b.appUrl,
      password: b.clearPassword ? '' : b.password ? sealSecret(b.password, key) : current.password,
    };
    await ctx.app.store.putMailSettings(next);
    return publicSettings(next, key);
  });

  // a test e-mail with the saved settings (also when e-mail is off), sent now: the page shows the server's answer
  r.post('/api/v1/mail/test', { auth: SYSTEM, input: body({ to: z.string().trim().max(200) }) }, async (ctx) => {
    const to = String(ctx.body.to);
    if (!emailOk(to)) throw refuse(ctx.req, 400, 'server.badEmail');
    const s = await mailSettingsForSending(ctx.app.store, ctx.app.mailKey).catch((e: unknown) => {
      throw e instanceof SecretUnreadable ? refuse(ctx.req, 400, 'server.passwordUnreadable') : e;
    });
    if (!s.host || !s.from) throw refuse(ctx.req, 400, 'server.incomplete');
    const lang = langOf(ctx.req);
    const m = composeText(mt(lang, 'test.subject'), '', mt(lang, 'test.content'), lang, s.appUrl, systemTitle((await ctx.app.store.getSettings(1)) ?? {}, lang));
    try {
      await sendOne(s, { to, ...m });
    } catch (e) {
      throw refuse(ctx.req, 400, 'server.testFailed', { error: e instanceof Error ? e.message : String(e) });
    }
    return { sent: true };
  });

  r.get('/api/v1/mail/outbox', { auth: SYSTEM, query: query({ ...PAGING, status: qText(20) }) }, async (ctx) => {
    const p = paging(ctx.query);
    const status = ctx.query.status || undefined;
    if (status && !(STATUSES as readonly string[]).includes(status)) throw new ApiError(400);
    const res = await ctx.app.store.listOutbox({ status: status as OutboxStatus | undefined }, p);
    return { ...pageOf(p, res), counts: await ctx.app.store.outboxCounts() };
  });

  r.post('/api/v1/mail/outbox/:id/retry', { auth: SYSTEM, params: z.object({ id: idSchema }), input: body({}) }, async (ctx) => {
    if (!(await ctx.app.store.retryOutbox(Number(ctx.params.id), ctx.app.clock.now()))) throw refuse(ctx.req, 404, 'server.notFound');
    return ctx.app.mail();
  });

  r.post('/api/v1/mail/outbox/run', { auth: SYSTEM, input: body({}) }, async (ctx) => ctx.app.mail());

  // ---- the user's own choices ----
  r.get('/api/v1/user/mail-prefs', { auth: 'user', query: NONE }, async (ctx: AuthedCtx) => {
    const p = await ctx.app.store.getMailPrefs(ctx.auth.user.id);
    const s = await ctx.app.store.getMailSettings();
    return { email: p?.email ?? '', mailLang: p?.mailLang ?? '', kinds: p?.kinds ?? [], allKinds: MAIL_KINDS, enabled: s.enabled };
  });

  r.put('/api/v1/user/mail-prefs', {
    auth: 'user',
    input: body({ email: opt(z.string().trim().max(100)), mailLang: z.enum(['', 'zh-CN', 'en']), kinds: z.array(z.enum(MAIL_KINDS)).max(MAIL_KINDS.length) }),
  }, async (ctx) => {
    const b = ctx.body as { email?: string; mailLang: '' | 'zh-CN' | 'en'; kinds: (typeof MAIL_KINDS)[number][] };
    if (b.email && !emailOk(b.email)) throw refuse(ctx.req, 400, 'server.badEmail');
    await ctx.app.store.setMailPrefs(ctx.auth.user.id, { email: b.email, mailLang: b.mailLang, kinds: [...new Set(b.kinds)] }, Date.now());
    const p = await ctx.app.store.getMailPrefs(ctx.auth.user.id);
    return { email: p?.email ?? '', mailLang: p?.mailLang ?? '', kinds: p?.kinds ?? [] };
  });
}
