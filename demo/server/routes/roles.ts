// Roles (issue 13 §4): list, create, edit, delete (refused while users hold one), status, data scope with
// chosen departments, menus per role and operation tags; and the caller's menu tree.
import { textError } from '../http/texts.ts';
import type { AuthedCtx, Router } from '../http/router.ts';
import { ApiError } from '../http/envelope.ts';
import { hasRole } from '../http/auth.ts';
import type { MenuRow, RoleRow } from '../db/store.ts';
import { formatTime, int, pageOf, paging, str } from '../util.ts';
import { normalizeDataScope, type DataScope } from '../../../src/core/access/dataScope.ts';
import { refuse } from './adminText.ts';
import { body, id, ids, intIn, NONE, opt, optId, optText, PAGING, params, qLike, qText, query, text, z } from '../http/schemas.ts';
import { isLockedRole } from '../../../src/core/access/roles.ts';
import { ADMIN_ROLES, rolesFor } from '../../../src/core/access/duties.ts';
import { noteBefore } from '../audit/hooks.ts';

export interface MenuNode {
  menuId: number; mid: string; parentId: number; children: MenuNode[]; path: string; menuName: string;
  title: string; icon: string; visible: boolean; component: string; activePath: string; menuType: 'D' | 'F'; sort: number;
}

/** 'biz/todo' -> 'BizTodo': a stable route name. */
function routeName(path: string): string {
  return path.split(/[/\-_]/).filter(Boolean).map((s) => s[0].toUpperCase() + s.slice(1)).join('') || 'Root';
}

export function menuTree(rows: MenuRow[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const m of rows) {
    nodes.set(m.id, {
      menuId: m.id, mid: m.sysModule, parentId: m.parentId, children: [], path: m.menuRoute, menuName: routeName(m.menuRoute),
      title: m.menuDisp, icon: m.menuLogo, visible: m.exclusiveFG === 0, component: m.menuType === 'D' ? 'Layout' : m.note,
      activePath: m.activePath, menuType: m.menuType, sort: m.orderNum,
    });
  }
  const roots: MenuNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.parentId);
    (parent ? parent.children : roots).push(n);
  }
  const sort = (list: MenuNode[]) => { list.sort((a, b) => a.sort - b.sort || a.menuId - b.menuId); list.forEach((n) => sort(n.children)); };
  sort(roots);
  return roots;
}

// issue 33 §4: roles and what they grant are the security administrator's (src/core/access/duties.ts); the
// system administrator reads the list (notices and reports address roles)
const SYSTEM = rolesFor('roles');
const ROLE_READERS = [...SYSTEM, ...rolesFor('accounts')];
const same = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/** The administrator roles' grants are fixed: nobody widens their own duty or another's. */
async function keepAdminGrants(ctx: AuthedCtx, role: RoleRow, p: { permissions?: string[]; menuIds?: number[]; scope?: { dataScope: string } }): Promise<void> {
  // the audit log's before: the role as it was, and its menus when they change
  noteBefore(ctx, { ...role, ...(p.menuIds ? { menuIds: await ctx.app.store.roleMenuIds(role.roleId) } : {}) });
  if (!ADMIN_ROLES.includes(role.roleKey)) return;
  const changed = (p.permissions && !same(p.permissions, role.permissions))
    || (p.scope && p.scope.dataScope !== role.dataScope)
    || (p.menuIds && !same(p.menuIds, await ctx.app.store.roleMenuIds(role.roleId)));
  if (changed) throw textError(400, 'duty.adminRoleFixed');
}
const KEY_RE = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
const PERM_RE = /^[A-Za-z0-9:*_-]{1,100}$/;
const ROLE_INPUT = {
  roleName: optText(50), roleNameEn: optText(100), sort: opt(intIn(0, 100000)), remark: optText(500), status: opt(intIn(0, 1)),
  permissions: opt(z.array(text(100)).max(200)), menuIds: opt(ids(2000)), dataScope: opt(z.union([text(20), z.number()])), deptIds: opt(ids(2000)),
};

/** Checked permission tags (deduplicated), or undefined when absent. */
function permissionsOf(ctx: AuthedCtx): string[] | undefined {
  const p = ctx.body.permissions as string[] | undefined;
  if (p === undefined) return undefined;
  const tags = [...new Set(p.map((x) => x.trim()).filter(Boolean))];
  if (tags.some((x) => !PERM_RE.test(x))) throw refuse(ctx, 400, 'server.permissionInvalid');
  return tags;
}

/** The scope and chosen departments of a body, checked: 'custom' needs departments that exist. */
async function scopeOf(ctx: AuthedCtx): Promise<{ dataScope: DataScope; deptIds: number[] } | undefined> {
  if (ctx.body.dataScope === undefined) return undefined;
  const dataScope = normalizeDataScope(ctx.body.dataScope);
  if (!dataScope) throw refuse(ctx, 400, 'server.scopeInvalid');
  if (dataScope !== 'custom') return { dataScope, deptIds: [] };
  const wanted = [...new Set((ctx.body.deptIds as number[] | undefined) ?? [])];
  if (!wanted.length) throw refuse(ctx, 400, 'server.scopeDeptsRequired');
  const known = new Set((await ctx.app.store.deptLinks()).map((d) => d.id));
  const unknown = wanted.filter((d) => !known.has(d));
  if (unknown.length) throw refuse(ctx, 400, 'server.deptUnknown', { ids: unknown.join(', ') });
  return { dataScope, deptIds: wanted.sort((a, b) => a - b) };
}

/** The menus to grant: the given ones (which must exist) and every directory above them. */
async function menuIdsOf(ctx: AuthedCtx): Promise<number[] | undefined> {
  const given = ctx.body.menuIds as number[] | undefined;
  if (given === undefined) return undefined;
  const all = new Map((await ctx.app.store.listAllMenus()).map((m) => [m.id, m]));
  const unknown = given.filter((m) => !all.has(m));
  if (unknown.length) throw refuse(ctx, 400, 'server.menuUnknown', { ids: unknown.join(', ') });
  const out = new Set<number>();
  for (const id of given) for (let m = all.get(id); m && !out.has(m.id); m = all.get(m.parentId)) out.add(m.id);
  return [...out].sort((a, b) => a - b);
}

async function roleOr404(ctx: AuthedCtx, roleId: number | undefined) {
  const role = roleId === undefined ? undefined : await ctx.app.store.getRole(roleId);
  if (!role) throw refuse(ctx, 404, 'server.roleNotFound');
  return role;
}

const roleView = (x: RoleRow, userCount?: number) => ({
  roleId: x.roleId, roleKey: x.roleKey, roleName: x.roleName, roleNameEn: x.roleNameEn ?? '', status: x.status, dataScope: normalizeDataScope(x.dataScope) ?? 'self',
  deptIds: x.deptIds, permissions: x.permissions, sort: x.sort, remark: x.remark, createdAt: formatTime(x.createdAt),
  ...(userCount === undefined ? {} : { userCount }),
});

export function roleRoutes(r: Router): void {
  r.get('/api/v1/rolelist', { auth: ROLE_READERS, query: query({ ...PAGING, roleName: qLike, status: opt(intIn(0, 1)) }) }, async (ctx) => {
    const p = paging(ctx.query);
    const status = int(ctx.query.status);
    const res = await ctx.app.store.listRoles({ roleName: ctx.query.roleName, status }, p);
    const rows = await Promise.all(res.rows.map(async (x) => roleView(x, await ctx.app.store.countRoleUsers(x.roleId))));
    return pageOf(p, { rows, count: res.count });
  });

  // create: key, name, order, remark, status, operation tags, and optionally its scope and menus at once
  r.post('/api/v1/role', { auth: SYSTEM, input: body({ roleKey: optText(50), ...ROLE_INPUT }) }, async (ctx) => {
    const roleKey = str(ctx.body.roleKey) ?? '';
    if (!KEY_RE.test(roleKey)) throw refuse(ctx, 400, 'server.roleKeyInvalid');
    const roleName = str(ctx.body.roleName);
    if (!roleName) throw refuse(ctx, 400, 'server.roleNameRequired');
    if (await ctx.app.store.getRoleByKey(roleKey)) throw refuse(ctx, 400, 'server.roleKeyTaken', { key: roleKey });
    const scope = (await scopeOf(ctx)) ?? { dataScope: 'self' as const, deptIds: [] };
    const menuIds = await menuIdsOf(ctx);
    const roleId = await ctx.app.store.insertRole({
      roleKey, roleName, roleNameEn: str(ctx.body.roleNameEn) ?? '', permissions: permissionsOf(ctx) ?? [], sort: int(ctx.body.sort) ?? 0, remark: str(ctx.body.remark) ?? '',
      status: int(ctx.body.status) ?? 1, dataScope: scope.dataScope, deptIds: scope.deptIds, now: Date.now(),
    });
    if (menuIds) await ctx.app.store.setRoleMenus(roleId, menuIds);
    // the key is shown through the role dictionary: the new role's name labels it until an admin words it
    await ctx.app.store.ensureDictEntry('sys_role', roleKey, roleName, str(ctx.body.roleNameEn) || roleName);
    return roleView((await ctx.app.store.getRole(roleId))!, 0);
  });

  // edit: status (the older body {roleId, status}), name, order, remark, operation tags, scope, menus
  r.put('/api/v1/role', { auth: SYSTEM, input: body({ roleId: optId, ...ROLE_INPUT }) }, async (ctx) => {
    const role = await roleOr404(ctx, int(ctx.body.roleId));
    const status = int(ctx.body.status);
    if (isLockedRole(role.roleKey) && status === 0) throw refuse(ctx, 400, 'server.systemRoleLocked');
    const roleName = str(ctx.body.roleName);
    if (roleName !== undefined && !roleName) throw refuse(ctx, 400, 'server.roleNameRequired');
    const scope = await scopeOf(ctx);
    const menuIds = await menuIdsOf(ctx);
    await keepAdminGrants(ctx, role, { permissions: permissionsOf(ctx), menuIds, scope });
    await ctx.app.store.updateRole(role.roleId, { roleName, roleNameEn: str(ctx.body.roleNameEn), sort: int(ctx.body.sort), remark: str(ctx.body.remark), status, permissions: permissionsOf(ctx) });
    if (scope) await ctx.app.store.updateRoleDataScope(role.roleId, scope.dataScope, scope.deptIds);
    if (menuIds) await ctx.app.store.setRoleMenus(role.roleId, menuIds);
    // the role dictionary labels the key: its Chinese label follows a rename (the English one is the admin's)
    if (roleName && roleName !== role.roleName && !(await ctx.app.store.setDictLabelZh('sys_role', role.roleKey, roleName))) {
      await ctx.app.store.ensureDictEntry('sys_role', role.roleKey, roleName, roleName);
    }
    // …and its English label the role's English name (issue 23 §1; '' falls back to the Chinese name)
    const nameEn = str(ctx.body.roleNameEn);
    if (nameEn !== undefined) {
      const entry = (await ctx.app.store.listDictEntries('sys_role')).find((e) => e.value === role.roleKey);
      if (entry) await ctx.app.store.saveDictEntry({ ...entry, en: nameEn || roleName || role.roleName });
    }
    return roleView((await ctx.app.store.getRole(role.roleId))!, await ctx.app.store.countRoleUsers(role.roleId));
  });

  // delete: refused while users hold the role, and for the system role
  r.delete('/api/v1/role/:roleId', { auth: SYSTEM, params: params({ roleId: id }), query: NONE }, async (ctx) => {
    const role = await roleOr404(ctx, int(ctx.params.roleId));
    if (isLockedRole(role.roleKey)) throw refuse(ctx, 400, 'server.systemRoleLocked');
    noteBefore(ctx, role);
    const outcome = await ctx.app.store.deleteRole(role.roleId);
    if (outcome === 'in-use') throw refuse(ctx, 409, 'server.roleInUse', { name: role.roleName, count: await ctx.app.store.countRoleUsers(role.roleId) });
    if (outcome === 'missing') throw refuse(ctx, 404, 'server.roleNotFound');
    await ctx.app.store.dropDictValue('sys_role', role.roleKey);
    return { roleId: role.roleId, deleted: true };
  });

  r.put('/api/v1/roledatascope', { auth: SYSTEM, input: body({ roleId: optId, dataScope: opt(z.union([text(20), z.number()])), deptIds: opt(ids(2000)) }) }, async (ctx) => {
    const roleId = int(ctx.body.roleId);
    if (roleId === undefined) throw textError(400, 'param.missing', { name: 'roleId' });
    // the five names; the older numbers 1-5 are read as their names (src/core/access/dataScope.ts)
    const scope = await scopeOf(ctx);
    if (!scope) throw refuse(ctx, 400, 'server.scopeInvalid');
    const held = await ctx.app.store.getRole(roleId);
    if (held) await keepAdminGrants(ctx, held, { scope });
    if (!(await ctx.app.store.updateRoleDataScope(roleId, scope.dataScope, scope.deptIds))) throw refuse(ctx, 404, 'server.roleNotFound');
    return { roleId, dataScope: scope.dataScope, deptIds: scope.deptIds };
  });

  // the caller's menu tree; with ?roleId= (role System) the whole tree and the menus that role holds (0: none)
  r.get('/api/v1/menurole', { auth: 'user', query: query({ roleId: qText(12) }) }, async (ctx) => {
    if (ctx.query.roleId === undefined || ctx.query.roleId === '') return menuTree(await ctx.app.store.getUserMenus(ctx.auth.user.id));
    if (!hasRole(ctx.auth, ...SYSTEM)) throw new ApiError(403);
    // roleId 0: the tree for a role being created, nothing ticked
    if (ctx.query.roleId === '0') return { menus: menuTree(await ctx.app.store.listAllMenus()), checkedKeys: [] };
    const role = await roleOr404(ctx, /^\d{1,9}$/.test(ctx.query.roleId) ? Number(ctx.query.roleId) : undefined);
    return { menus: menuTree(await ctx.app.store.listAllMenus()), checkedKeys: await ctx.app.store.roleMenuIds(role.roleId) };
  });

  r.put('/api/v1/menurole', { auth: SYSTEM, input: body({ roleId: optId, menuIds: opt(ids(2000)) }) }, async (ctx) => {
    const role = await roleOr404(ctx, int(ctx.body.roleId));
    const menuIds = (await menuIdsOf(ctx)) ?? [];
    await keepAdminGrants(ctx, role, { menuIds });
    await ctx.app.store.setRoleMenus(role.roleId, menuIds);
    return { roleId: role.roleId, menuIds };
  });
}
