// Login (plain, /SYS wrapped, SSO ticket, auto-login), token refresh, logout, user info, role switch.
import type { IncomingMessage } from 'node:http';
import type { Router, AppContext, AuthedCtx, Ctx } from '../http/router.ts';
import { guardedCheck } from '../http/passwordGuard.ts';
import { audit } from '../audit/hooks.ts';
import { ApiError } from '../http/envelope.ts';
import { secError } from '../http/texts.ts';
import { issueSession } from '../http/auth.ts';
import { hashPassword, newToken, sha256, verifyPassword } from '../security.ts';
import { buildUserInfo } from '../user-info.ts';
import { str } from '../util.ts';
import { body, NONE, optText } from '../http/schemas.ts';
import { langOf } from '../workflow/lang.ts';
import { directoryCheck } from '../auth/directory.ts';
import { markCaptchaRequired, requireCaptcha } from '../auth/captcha.ts';
import { secondFactorStep } from '../auth/secondFactor.ts';

const LOGIN = body({ username: optText(64), password: optText(128), captchaId: optText(128), uuid: optText(128), code: optText(16) });
const TICKET = body({ ticket: optText(128) });
const EMPTY = body({});

const TICKET_TTL_MS = 2 * 60 * 1000;
let dummyHash: string | undefined;

/**
 * Checks credentials and opens a session. Unknown users cost the same scrypt work as known ones. The
 * attempt is counted before the hash runs (http/passwordGuard.ts, docs/security.md): per account on this
 * address, per address, per account; a locked counter answers 429 with when to try again.
 */
async function login(ctx: Ctx) {
  const { app, body, req } = ctx;
  const username = str(body.username);
  const password = typeof body.password === 'string' ? body.password : undefined;
  if (!username || !password) throw secError(req, 400, 'login.missing');
  let cred: Awaited<ReturnType<typeof app.store.getCredentials>>;
  const ok = await guardedCheck(app, req, username, async () => {
    const dir = await directoryCheck(app, req, username, password); // issue 33 §1: undefined = a local sign-in
    if (dir) return (cred = dir.cred, dir.ok);
    cred = await app.store.getCredentials(username);
    return cred
      ? await verifyPassword(password, cred.passwordHash)
      : (await verifyPassword(password, (dummyHash ??= hashPassword('not-a-real-password'))), false);
  });
  if (!ok || !cred) throw secError(req, 400, 'login.failed');
  if (cred.status !== 1) throw secError(req, 403, 'login.disabled');
  // issue 33 §3: a second factor first, when the user has one or must enrol (auth/secondFactor.ts)
  return (await secondFactorStep(app, req, cred.id)) ?? openSession(app, req, cred.id);
}

/** Issue 33 §2: the verify code is checked before the password (auth/captcha.ts); a refusal says when the next attempt needs one. */
async function signIn(ctx: Ctx) {
  try {
    await requireCaptcha(ctx);
    return await login(ctx);
  } catch (e) {
    throw await markCaptchaRequired(ctx.app, ctx.req, e);
  }
}

export async function openSession(app: AppContext, req: IncomingMessage, userId: number) {
  const roles = await app.store.getUserRoles(userId);
  if (!roles.length) throw secError(req, 403, 'login.noRole');
  const token = await issueSession(app, userId, { activeRole: roles[0].roleKey });
  // issue 26 §4: e-mails are worded in the language the user signs in with (unless they chose one)
  if (typeof req.headers['accept-language'] === 'string') await app.store.setUserLang(userId, langOf(req));
  const user = await buildUserInfo(app, userId, roles[0].roleKey);
  audit({ app, req }, { event: 'login.ok', username: user?.username, userId });
  return { token, user: user! };
}

async function useTicket(app: AppContext, req: IncomingMessage, ticket: unknown) {
  if (typeof ticket !== 'string' || !ticket) throw secError(req, 400, 'sso.missing');
  let userId: number | undefined;
  // a ticket is 256 random bits, yet wrong tickets count against the address like wrong passwords
  await guardedCheck(app, req, undefined, async () => (userId = await app.store.consumeTicket(sha256(ticket), Date.now())) !== undefined);
  if (userId === undefined) throw secError(req, 401, 'sso.invalid');
  const user = await app.store.getUser(userId);
  if (!user || user.status !== 1) throw secError(req, 403, 'login.disabled');
  return openSession(app, req, userId);
}

async function info(ctx: AuthedCtx) {
  const i = await buildUserInfo(ctx.app, ctx.auth.user.id, ctx.auth.activeRole);
  if (!i) throw new ApiError(401);
  return i;
}

export function authRoutes(r: Router): void {
  r.post('/login', { auth: 'public', input: LOGIN }, (ctx) => signIn(ctx));

  r.post('/SYS/HRAILOGIN/LOGIN', { auth: 'public', input: LOGIN }, async (ctx) => {
    const done = await signIn(ctx);
    if (!('token' in done)) return { records: [done] };
    const { token, user } = done;
    return { records: [{ token, ...user }] };
  });

  r.post('/api/v1/sso/ticket', { auth: 'user', input: EMPTY }, async (ctx) => {
    const ticket = newToken();
    await ctx.app.store.insertTicket(sha256(ticket), ctx.auth.user.id, Date.now() + TICKET_TTL_MS);
    return { ticket, expiresIn: TICKET_TTL_MS / 1000 };
  });

  r.post('/SYS/HRAILOGIN/SSO', { auth: 'public', input: TICKET }, async (ctx) => {
    const { token, user } = await useTicket(ctx.app, ctx.req, ctx.body.ticket);
    return { records: [{ token, ...user }] };
  });

  r.post('/auto-login', { auth: 'public', input: TICKET }, async (ctx) => {
    const { token } = await useTicket(ctx.app, ctx.req, ctx.body.ticket);
    return { token };
  });

  r.post('/refreshtoken', { auth: 'session', input: EMPTY }, async (ctx) => {
    const s = ctx.auth.session;
    if (Date.now() >= s.createdAt + ctx.app.cfg.refreshWindowMs) {
      throw secError(ctx.req, 401, 'session.tooOld');
    }
    // a session from before the last password change is never extended (the one that made the change
    // lives a minute more, for its logout)
    if (s.issuedAt < ctx.auth.user.passwordChangedAt) throw new ApiError(401);
    const token = await issueSession(ctx.app, s.userId, { activeRole: ctx.auth.activeRole, createdAt: s.createdAt, replaces: s.tokenHash });
    return { token };
  });

  r.post('/logout', { auth: 'session', input: EMPTY }, async (ctx) => {
    await ctx.app.store.revokeSession(ctx.auth.session.tokenHash, Date.now());
    audit(ctx, { event: 'logout' });
    return null;
  });

  r.get('/api/v1/getinfo', { auth: 'user', query: NONE }, async (ctx) => ({ records: [await info(ctx)] }));
  r.post('/xjs-api/MTSaas/xjsTech/doThisUserInfo', { auth: 'user', input: EMPTY }, info);

  r.post('/api/v1/user/switchRole', { auth: 'user', input: body({ role: optText(64) }) }, async (ctx) => {
    const role = str(ctx.body.role);
    if (!role) throw secError(ctx.req, 400, 'role.missing');
    if (!ctx.auth.roleKeys.includes(role)) throw secError(ctx.req, 403, 'role.notYours', { role });
    const s = ctx.auth.session;
    // same original login and same expiry: switching roles never extends a session
    const token = await issueSession(ctx.app, s.userId, { activeRole: role, createdAt: s.createdAt, expiresAt: s.expiresAt, replaces: s.tokenHash });
    return { token };
  });

  r.get('/api/v1/circulationStatus', { auth: 'user', query: NONE }, async (ctx) =>
    (await ctx.app.store.listDict('circulation_status')).map((d) => ({ label: d.dictLabel, value: d.dictValue })));

  r.post('/SYS/SMS/getTestUserData', { auth: ['System'], input: EMPTY }, async (ctx) => ({ records: await ctx.app.store.listTestUsernames() }));
}
