// Login (plain, /SYS wrapped, SSO ticket, auto-login), token refresh, logout, user info, role switch.
import type { Router, AppContext, AuthedCtx } from '../http/router.ts';
import { ApiError } from '../http/envelope.ts';
import { issueSession } from '../http/auth.ts';
import { hashPassword, newToken, sha256, verifyPassword } from '../security.ts';
import { buildUserInfo } from '../user-info.ts';
import { str } from '../util.ts';

const TICKET_TTL_MS = 2 * 60 * 1000;
let dummyHash: string | undefined;

/** Checks credentials and opens a session. Unknown users cost the same scrypt work as known ones. */
async function login(app: AppContext, body: Record<string, unknown>) {
  const username = str(body.username);
  const password = typeof body.password === 'string' ? body.password : undefined;
  if (!username || !password) throw new ApiError(400, '请输入用户名和密码');
  const cred = await app.store.getCredentials(username);
  if (!cred) {
    await verifyPassword(password, (dummyHash ??= hashPassword('not-a-real-password')));
    throw new ApiError(400, '用户名或密码错误');
  }
  if (!(await verifyPassword(password, cred.passwordHash))) throw new ApiError(400, '用户名或密码错误');
  if (cred.status !== 1) throw new ApiError(403, '账号已停用');
  return openSession(app, cred.id);
}

async function openSession(app: AppContext, userId: number) {
  const roles = await app.store.getUserRoles(userId);
  if (!roles.length) throw new ApiError(403, '账号未分配可用角色，请联系管理员');
  const token = await issueSession(app, userId, { activeRole: roles[0].roleKey });
  const user = await buildUserInfo(app, userId, roles[0].roleKey);
  return { token, user: user! };
}

async function useTicket(app: AppContext, ticket: unknown) {
  if (typeof ticket !== 'string' || !ticket) throw new ApiError(400, '缺少单点登录票据');
  const userId = await app.store.consumeTicket(sha256(ticket), Date.now());
  if (userId === undefined) throw new ApiError(401, '单点登录票据无效或已过期');
  const user = await app.store.getUser(userId);
  if (!user || user.status !== 1) throw new ApiError(403, '账号已停用');
  return openSession(app, userId);
}

async function info(ctx: AuthedCtx) {
  const i = await buildUserInfo(ctx.app, ctx.auth.user.id, ctx.auth.activeRole);
  if (!i) throw new ApiError(401);
  return i;
}

export function authRoutes(r: Router): void {
  r.post('/login', { auth: 'public' }, (ctx) => login(ctx.app, ctx.body));

  r.post('/SYS/HRAILOGIN/LOGIN', { auth: 'public' }, async (ctx) => {
    const { token, user } = await login(ctx.app, ctx.body);
    return { records: [{ token, ...user }] };
  });

  r.post('/api/v1/sso/ticket', { auth: 'user' }, async (ctx) => {
    const ticket = newToken();
    await ctx.app.store.insertTicket(sha256(ticket), ctx.auth.user.id, Date.now() + TICKET_TTL_MS);
    return { ticket, expiresIn: TICKET_TTL_MS / 1000 };
  });

  r.post('/SYS/HRAILOGIN/SSO', { auth: 'public' }, async (ctx) => {
    const { token, user } = await useTicket(ctx.app, ctx.body.ticket);
    return { records: [{ token, ...user }] };
  });

  r.post('/auto-login', { auth: 'public' }, async (ctx) => {
    const { token } = await useTicket(ctx.app, ctx.body.ticket);
    return { token };
  });

  r.post('/refreshtoken', { auth: 'session' }, async (ctx) => {
    const s = ctx.auth.session;
    if (Date.now() >= s.createdAt + ctx.app.cfg.refreshWindowMs) {
      throw new ApiError(401, '登录已超过可续期时间，请重新登录');
    }
    const token = await issueSession(ctx.app, s.userId, { activeRole: ctx.auth.activeRole, createdAt: s.createdAt, replaces: s.tokenHash });
    return { token };
  });

  r.post('/logout', { auth: 'session' }, async (ctx) => {
    await ctx.app.store.revokeSession(ctx.auth.session.tokenHash, Date.now());
    return null;
  });

  r.get('/api/v1/getinfo', { auth: 'user' }, async (ctx) => ({ records: [await info(ctx)] }));
  r.post('/xjs-api/MTSaas/xjsTech/doThisUserInfo', { auth: 'user' }, info);

  r.post('/api/v1/user/switchRole', { auth: 'user' }, async (ctx) => {
    const role = str(ctx.body.role);
    if (!role) throw new ApiError(400, '请指定要切换的角色');
    if (!ctx.auth.roleKeys.includes(role)) throw new ApiError(403, `当前用户没有角色：${role}`);
    const s = ctx.auth.session;
    // same original login and same expiry: switching roles never extends a session
    const token = await issueSession(ctx.app, s.userId, { activeRole: role, createdAt: s.createdAt, expiresAt: s.expiresAt, replaces: s.tokenHash });
    return { token };
  });

  r.get('/api/v1/circulationStatus', { auth: 'user' }, async (ctx) =>
    (await ctx.app.store.listDict('circulation_status')).map((d) => ({ label: d.dictLabel, value: d.dictValue })));

  r.post('/SYS/SMS/getTestUserData', { auth: ['System'] }, async (ctx) => ({ records: await ctx.app.store.listTestUsernames() }));
}
