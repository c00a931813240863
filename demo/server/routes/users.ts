// Users (second API): lists, admin update, XLSX export (the template and import: userImport.ts), own profile,
// password, avatar.
import type { Router, AuthedCtx } from '../http/router.ts';
import { secError, textError } from '../http/texts.ts';
import { usersXlsx } from './exports.ts';
import { hashPassword, passwordPolicyOk, verifyPassword } from '../security.ts';
import { guardedCheck } from '../http/passwordGuard.ts';
import { publicUser } from '../user-info.ts';
import { formatTime, pageOf, paging, str, int } from '../util.ts';
import { acceptUpload } from './files.ts';
import { deptOfBody } from './depts.ts';
import { IMAGE_EXTS } from '../http/multipart.ts';
import { emailProblem, phoneProblem } from '../../../src/core/users/rules.ts';
import type { DataStore, UserPublic } from '../db/store.ts';
import { body, id as idSchema, NONE, opt, optId, optText, PAGING, qLike, query, text, z } from '../http/schemas.ts';
import { rolesFor } from '../../../src/core/access/duties.ts';
import { checkAccount, checkRoleGrant, noteUserBefore } from './duties.ts';

/** issue 33 §4: accounts are the system administrator's; the security administrator reads them to give roles and unlock */
const ACCOUNTS = rolesFor('accounts');
const ACCOUNT_READERS = [...ACCOUNTS, ...rolesFor('roleGrants')];

const brief = (u: UserPublic) => ({ userId: u.id, userID: u.id, id: u.id, username: u.username, name: u.name, workNo: u.workNo, deptName: u.deptName });

async function withRoles(store: DataStore, rows: UserPublic[]) {
  return Promise.all(rows.map(async (u) => ({ ...publicUser(u, await store.getUserRoles(u.id)), createdAt: formatTime(u.createdAt) })));
}

/** Validates and applies the roles list of an admin update; unknown role keys are refused. */
export async function checkRoleKeys(store: DataStore, roles: unknown): Promise<string[] | undefined> {
  if (roles === undefined) return undefined;
  if (!Array.isArray(roles) || !roles.every((r) => typeof r === 'string')) throw textError(400, 'role.keysArray');
  for (const k of roles) if (!(await store.getRoleByKey(k))) throw textError(400, 'role.notFoundKey', { key: k });
  return roles as string[];
}

const PROFILE_FIELDS = ['name', 'workNo', 'deptName', 'phone', 'email', 'sex'] as const;

/** The profile fields and roles of an admin's create / update body. */
export const PROFILE_INPUT = {
  name: optText(100), workNo: optText(100), deptName: optText(100), deptId: optId, phone: optText(100), email: optText(100), sex: optText(100),
  roles: opt(z.array(text(64)).max(50)),
};
const PASSWORD_CHANGE = body({ oldPassword: optText(128), newPassword: optText(128), passwordType: optText(20) });

/**
 * The editable profile fields present in a body, trimmed and capped at 100 characters. The e-mail and the
 * phone follow the rules the user form and the Excel import follow (src/core/users/rules.ts): one plain
 * address, no list, display name or control character (issue 33 §8).
 */
export function profilePatch(body: Record<string, unknown>): Record<string, string> {
  if (typeof body.email === 'string' && emailProblem(body.email)) throw textError(400, 'user.emailRule');
  if (typeof body.phone === 'string' && phoneProblem(body.phone)) throw textError(400, 'user.phoneRule');
  const patch: Record<string, string> = {};
  for (const k of PROFILE_FIELDS) {
    const v = str(body[k]);
    if (v !== undefined) patch[k] = v.slice(0, 100);
  }
  return patch;
}

/** An admin's profile patch: the fields, with the department a row of the tree (issue 13 §4: no free text). */
export async function adminProfilePatch(ctx: AuthedCtx): Promise<Record<string, string>> {
  const patch = profilePatch(ctx.body);
  delete patch.deptName;
  const dept = await deptOfBody(ctx);
  if (dept !== undefined) patch.deptName = dept;
  return patch;
}

/** Shared by both password-change calls: verify the old one, enforce the policy, store a new hash. */
async function changeOwnPassword(ctx: AuthedCtx): Promise<null> {
  const { oldPassword, newPassword } = ctx.body;
  if (typeof oldPassword !== 'string' || !oldPassword) throw secError(ctx.req, 400, 'password.oldMissing');
  if (!passwordPolicyOk(newPassword)) throw textError(400, 'password.policy');
  const hash = await ctx.app.store.getPasswordHash(ctx.auth.user.id);
  // the sign-in limiter guards this check too: a stolen session must not become a way to guess
  if (!hash || !(await guardedCheck(ctx.app, ctx.req, ctx.auth.user.username, () => verifyPassword(oldPassword, hash)))) throw secError(ctx.req, 400, 'password.oldWrong');
  if (await verifyPassword(newPassword, hash)) throw secError(ctx.req, 400, 'password.sameAsOld');
  // every other session and ticket ends; the caller's own session stays a minute for the clean logout the
  // client makes next, and cannot be refreshed (routes/auth.ts)
  await ctx.app.store.setPassword(ctx.auth.user.id, hashPassword(newPassword), Date.now(), ctx.auth.session.tokenHash);
  return null;
}

export function userRoutes(r: Router): void {
  r.get('/api/v1/sysUserList', { auth: ACCOUNT_READERS, query: query({ ...PAGING, username: qLike, name: qLike, deptName: qLike }) }, async (ctx) => {
    const p = paging(ctx.query);
    const res = await ctx.app.store.listUsers({ username: ctx.query.username, name: ctx.query.name, deptName: ctx.query.deptName }, p);
    return pageOf(p, { rows: await withRoles(ctx.app.store, res.rows), count: res.count });
  });

  r.get('/api/v1/sysAllUserList', { auth: 'user', query: NONE }, async (ctx) =>
    (await ctx.app.store.listUsers({}, { offset: 0, limit: 10000 })).rows.filter((u) => u.status === 1).map(brief));

  r.get('/api/v1/sysUserLeaderList', { auth: 'user', query: query({ deptName: qLike }) }, async (ctx) =>
    (await ctx.app.store.listUsers({ roleKey: 'deptApprover', deptName: ctx.query.deptName }, { offset: 0, limit: 10000 })).rows.filter((u) => u.status === 1).map(brief));

  r.put('/api/v1/sysUser', { auth: ACCOUNTS, input: body({ userId: optId, userID: optId, id: optId, ...PROFILE_INPUT }) }, async (ctx) => {
    const id = int(ctx.body.userId ?? ctx.body.userID ?? ctx.body.id);
    if (id === undefined) throw secError(ctx.req, 400, 'param.missing', { name: 'userId' });
    await checkAccount(ctx, id, 'accounts');
    const roles = await checkRoleKeys(ctx.app.store, ctx.body.roles);
    if (roles) await checkRoleGrant(ctx, id, roles);
    const patch = await adminProfilePatch(ctx);
    if (patch.name === '') throw secError(ctx.req, 400, 'user.nameEmpty');
    if (!(await ctx.app.store.updateUser(id, patch, Date.now()))) throw secError(ctx.req, 404, 'user.notFound');
    if (roles) await ctx.app.store.setUserRoles(id, roles);
    const u = await ctx.app.store.getUser(id);
    return publicUser(u!, await ctx.app.store.getUserRoles(id));
  });

  // issue 33 §4: the security administrator gives and takes roles (the administrator roles only they may)
  r.put('/api/v1/sysUser/roles', { auth: ACCOUNT_READERS, input: body({ userId: idSchema, roles: z.array(text(64)).max(50) }) }, async (ctx) => {
    const id = ctx.body.userId as number;
    if (!(await ctx.app.store.getUser(id))) throw secError(ctx.req, 404, 'user.notFound');
    const roles = (await checkRoleKeys(ctx.app.store, ctx.body.roles))!;
    await checkRoleGrant(ctx, id, roles);
    await ctx.app.store.setUserRoles(id, [...new Set(roles)]);
    return publicUser((await ctx.app.store.getUser(id))!, await ctx.app.store.getUserRoles(id));
  });

  // issue 33 §4: the security administrator unlocks an account the sign-in limiter locked
  r.post('/api/v1/sysUser/unlock', { auth: rolesFor('unlocks'), input: body({ userId: idSchema }) }, async (ctx) => {
    const u = await ctx.app.store.getUser(ctx.body.userId as number);
    if (!u) throw secError(ctx.req, 404, 'user.notFound');
    await noteUserBefore(ctx, u.id);
    return { unlocked: await ctx.app.store.unlockAccount(u.username) };
  });

  r.get('/api/v1/sysUser/export', { auth: ACCOUNTS, query: query({ username: qLike, name: qLike, deptName: qLike }) }, async (ctx) =>
    usersXlsx(ctx, { username: ctx.query.username, name: ctx.query.name, deptName: ctx.query.deptName }));

  r.get('/api/v1/user/profile', { auth: 'user', query: NONE }, async (ctx) => {
    const u = ctx.auth.user;
    return { user: { ...publicUser(u, ctx.auth.roles), createdAt: formatTime(u.createdAt) }, roles: ctx.auth.roles.map((x) => ({ roleKey: x.roleKey, roleName: x.roleName })), deptName: u.deptName };
  });

  r.put('/api/v1/user/pwd', { auth: 'user', input: PASSWORD_CHANGE }, changeOwnPassword);
  r.put('/api/v1/user/setDefaultPwd', { auth: 'user', input: PASSWORD_CHANGE }, changeOwnPassword);

  r.post('/api/v1/user/avatar', { auth: 'user', body: 'stream', query: NONE }, async (ctx) => {
    const up = await acceptUpload(ctx, IMAGE_EXTS);
    await ctx.app.store.setAvatar(ctx.auth.user.id, up.src, Date.now());
    return { url: up.src };
  });
}
