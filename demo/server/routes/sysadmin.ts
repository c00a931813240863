// System administration (/SYS wrapped calls, role System): user accounts and user groups.
import { textError } from '../http/texts.ts';
import type { Router, AuthedCtx } from '../http/router.ts';
import { hashPassword, passwordPolicyOk } from '../security.ts';
import { publicUser } from '../user-info.ts';
import { formatTime, int, isoTime, paging, recordsOf, str } from '../util.ts';
import { adminProfilePatch, checkRoleKeys, PROFILE_INPUT } from './users.ts';
import { withDescendants } from '../../../src/core/access/dataScope.ts';
import { body, ids, like, opt, optId, optText, PAGING } from '../http/schemas.ts';
import { rolesFor } from '../../../src/core/access/duties.ts';
import { checkAccount, checkRoleGrant } from './duties.ts';

// issue 33 §4: accounts are the system administrator's; the security administrator reads the list (to give
// roles, unlock, reset a second factor) and sets an administrator's password (routes/duties.ts)
const SYSTEM = rolesFor('accounts');
const ACCOUNT_READERS = [...SYSTEM, ...rolesFor('roleGrants')];
const USER_ID = { userID: optId, userId: optId, id: optId };
const GROUP_INPUT = { groupName: optText(100), note: optText(500), userIDs: opt(ids()), userIds: opt(ids()) };

function userIdOf(ctx: AuthedCtx): number {
  const id = int(ctx.body.userID ?? ctx.body.userId ?? ctx.body.id);
  if (id === undefined) throw textError(400, 'param.missing', { name: 'userID' });
  return id;
}

function idList(v: unknown, what: string): number[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) throw textError(400, 'param.notArray', { name: what });
  const ids = v.map((x) => int(x));
  if (ids.some((x) => x === undefined)) throw textError(400, 'param.notIds', { name: what });
  return ids as number[];
}

export function sysadminRoutes(r: Router): void {
  r.post('/SYS/SYuser/doQueryPage', { auth: ACCOUNT_READERS, input: body({ ...PAGING, username: like, name: like, deptName: like, deptId: optId }) }, async (ctx) => {
    const p = paging(ctx.body);
    // the department filter is the tree's: the chosen department and those below it
    const deptId = int(ctx.body.deptId);
    const deptIds = deptId === undefined ? undefined : [...withDescendants(await ctx.app.store.deptLinks(), [deptId])];
    const res = await ctx.app.store.listUsers({ username: str(ctx.body.username), name: str(ctx.body.name), deptName: str(ctx.body.deptName), deptIds }, p);
    // deptNameEn: the department's English name beside the stored one (issue 23 §1; '' when none was given)
    const deptEn = await ctx.app.store.deptNamesEn();
    const rows = await Promise.all(res.rows.map(async (u) => ({
      ...publicUser(u, await ctx.app.store.getUserRoles(u.id)), deptNameEn: deptEn.get(u.deptName) ?? '', createTime: formatTime(u.createdAt), createdAt: isoTime(u.createdAt),
    })));
    return recordsOf(p, { rows, count: res.count });
  });

  r.post('/SYS/SYuser/doSave', { auth: SYSTEM, input: body({ username: optText(64), password: optText(128), ...PROFILE_INPUT }) }, async (ctx) => {
    const username = str(ctx.body.username);
    if (!username || !/^[A-Za-z0-9_.-]{3,32}$/.test(username)) throw textError(400, 'user.usernameRule');
    if (await ctx.app.store.usernameTaken(username)) throw textError(400, 'user.usernameTaken');
    const patch = await adminProfilePatch(ctx);
    if (!patch.name) throw textError(400, 'user.nameEmpty');
    if (!passwordPolicyOk(ctx.body.password)) throw textError(400, 'password.policy');
    const roles = (await checkRoleKeys(ctx.app.store, ctx.body.roles)) ?? [];
    await checkRoleGrant(ctx, undefined, roles);
    const now = Date.now();
    const id = await ctx.app.store.insertUser({
      username, passwordHash: hashPassword(ctx.body.password as string), name: patch.name, workNo: patch.workNo ?? '',
      deptName: patch.deptName ?? '', phone: patch.phone ?? '', email: patch.email ?? '', sex: patch.sex ?? '0',
      avatar: '', introduction: '', isTest: false, passwordChangedAt: now, now, roleKeys: roles, pwdChangeReason: 'new',
    });
    return { userID: id, id };
  });

  r.put('/SYS/SYuser/doUpdate', { auth: SYSTEM, input: body({ ...USER_ID, ...PROFILE_INPUT }) }, async (ctx) => {
    const id = userIdOf(ctx);
    await checkAccount(ctx, id, 'accounts');
    const patch = await adminProfilePatch(ctx);
    if (patch.name === '') throw textError(400, 'user.nameEmpty');
    const roles = await checkRoleKeys(ctx.app.store, ctx.body.roles);
    if (roles) await checkRoleGrant(ctx, id, roles);
    if (!(await ctx.app.store.updateUser(id, patch, Date.now()))) throw textError(404, 'user.notFound');
    if (roles) await ctx.app.store.setUserRoles(id, roles);
    return publicUser((await ctx.app.store.getUser(id))!, await ctx.app.store.getUserRoles(id));
  });

  r.post('/SYS/SYuser/doSaveGroup', { auth: SYSTEM, input: body({ ...USER_ID, groupIds: opt(ids()), groupIDs: opt(ids()) }) }, async (ctx) => {
    const id = userIdOf(ctx);
    const groupIds = idList(ctx.body.groupIds ?? ctx.body.groupIDs, 'groupIds') ?? [];
    if (!(await ctx.app.store.getUser(id))) throw textError(404, 'user.notFound');
    await checkAccount(ctx, id, 'accounts');
    await ctx.app.store.setUserGroups(id, groupIds);
    return { userID: id, groupIds: await ctx.app.store.getUserGroupIds(id) };
  });

  r.post('/SYS/SYuser/doQueryRoleUser', { auth: ACCOUNT_READERS, input: body({ ...PAGING, roleKey: optText(64), roleId: optId }) }, async (ctx) => {
    let roleKey = str(ctx.body.roleKey);
    const roleId = int(ctx.body.roleId);
    if (!roleKey && roleId !== undefined) roleKey = (await ctx.app.store.getRole(roleId))?.roleKey;
    if (!roleKey) throw textError(400, 'param.missingEither', { a: 'roleKey', b: 'roleId' });
    if (!(await ctx.app.store.getRoleByKey(roleKey))) throw textError(404, 'role.notFound');
    const p = paging(ctx.body);
    const res = await ctx.app.store.listUsers({ roleKey }, p);
    return recordsOf(p, { rows: res.rows.map((u) => publicUser(u)), count: res.count });
  });

  r.post('/SYS/SYuser/doUpdatePass', { auth: ACCOUNT_READERS, input: body({ ...USER_ID, password: optText(128) }) }, async (ctx) => {
    const id = int(ctx.body.id ?? ctx.body.userID);
    if (id === undefined) throw textError(400, 'param.missing', { name: 'id' });
    if (!passwordPolicyOk(ctx.body.password)) throw textError(400, 'password.policy');
    if (!(await ctx.app.store.getUser(id))) throw textError(404, 'user.notFound');
    if (id !== ctx.auth.user.id) await checkAccount(ctx, id, 'password');
    // every session and ticket of the user ends (an admin changing their own keeps a minute to log out);
    // a password an administrator chose for someone else is changed by its owner at the next login
    const own = id === ctx.auth.user.id;
    await ctx.app.store.setPassword(id, hashPassword(ctx.body.password as string), Date.now(), own ? ctx.auth.session.tokenHash : '', own ? '' : 'reset');
    return null;
  });

  const setStatus = (status: 0 | 1) => async (ctx: AuthedCtx) => {
    const id = userIdOf(ctx);
    if (status === 0 && id === ctx.auth.user.id) throw textError(400, 'user.cannotDisableSelf');
    await checkAccount(ctx, id, 'accounts');
    if (!(await ctx.app.store.setUserStatus(id, status, Date.now()))) throw textError(404, 'user.notFound');
    return { userID: id, status };
  };
  r.put('/SYS/SYuser/doOff', { auth: SYSTEM, input: body(USER_ID) }, setStatus(0));
  r.put('/SYS/SYuser/doOpen', { auth: SYSTEM, input: body(USER_ID) }, setStatus(1));

  r.delete('/SYS/SYuser/doDelete', { auth: SYSTEM, input: body(USER_ID) }, async (ctx) => {
    const id = userIdOf(ctx);
    if (id === ctx.auth.user.id) throw textError(400, 'user.cannotDeleteSelf');
    await checkAccount(ctx, id, 'accounts');
    if (!(await ctx.app.store.deleteUser(id, Date.now()))) throw textError(404, 'user.notFound');
    return null;
  });

  // ---- user groups ----
  r.post('/SYS/SYgroupH/doQueryPage', { auth: SYSTEM, input: body({ ...PAGING, groupName: like }) }, async (ctx) => {
    const p = paging(ctx.body);
    const res = await ctx.app.store.listGroups({ groupName: str(ctx.body.groupName) }, p);
    return recordsOf(p, { rows: res.rows.map((g) => ({ ...g, createTime: formatTime(g.createdAt), updateTime: formatTime(g.updatedAt), createdAt: isoTime(g.createdAt) })), count: res.count });
  });

  r.post('/SYS/SYgroupH/doQueryDetail', { auth: SYSTEM, input: body({ id: optId }) }, async (ctx) => {
    const id = int(ctx.body.id);
    if (id === undefined) throw textError(400, 'param.missing', { name: 'id' });
    const g = await ctx.app.store.getGroup(id);
    if (!g) throw textError(404, 'group.notFound');
    return { records: [{ ...g, createTime: formatTime(g.createdAt), updateTime: formatTime(g.updatedAt), createdAt: isoTime(g.createdAt) }] };
  });

  r.post('/SYS/SYgroupH/doSave', { auth: SYSTEM, input: body(GROUP_INPUT) }, async (ctx) => {
    const groupName = str(ctx.body.groupName);
    if (!groupName) throw textError(400, 'group.nameEmpty');
    const id = await ctx.app.store.insertGroup({ groupName: groupName.slice(0, 100), note: (str(ctx.body.note) ?? '').slice(0, 500), userIds: idList(ctx.body.userIDs ?? ctx.body.userIds, 'userIDs') ?? [], now: Date.now() });
    return { id };
  });

  r.put('/SYS/SYgroupH/doUpdate', { auth: SYSTEM, input: body({ id: optId, ...GROUP_INPUT }) }, async (ctx) => {
    const id = int(ctx.body.id);
    if (id === undefined) throw textError(400, 'param.missing', { name: 'id' });
    const groupName = str(ctx.body.groupName);
    if (groupName === '') throw textError(400, 'group.nameEmpty');
    const ok = await ctx.app.store.updateGroup(id, { groupName, note: str(ctx.body.note), userIds: idList(ctx.body.userIDs ?? ctx.body.userIds, 'userIDs'), now: Date.now() });
    if (!ok) throw textError(404, 'group.notFound');
    return { id };
  });

  r.delete('/SYS/SYgroupH/doDelete', { auth: SYSTEM, input: body({ id: optId }) }, async (ctx) => {
    const id = int(ctx.body.id);
    if (id === undefined) throw textError(400, 'param.missing', { name: 'id' });
    if (!(await ctx.app.store.deleteGroup(id))) throw textError(404, 'group.notFound');
    return null;
  });
}
