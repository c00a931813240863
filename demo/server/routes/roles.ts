// Roles and the caller's menu tree.
import type { Router } from '../http/router.ts';
import { ApiError } from '../http/envelope.ts';
import type { MenuRow } from '../db/store.ts';
import { formatTime, int, pageOf, paging } from '../util.ts';
import { normalizeDataScope } from './recordView.ts';
import { body, intIn, NONE, opt, optId, PAGING, qLike, query, text, z } from '../http/schemas.ts';

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

export function roleRoutes(r: Router): void {
  r.get('/api/v1/rolelist', { auth: ['System'], query: query({ ...PAGING, roleName: qLike, status: opt(intIn(0, 1)) }) }, async (ctx) => {
    const p = paging(ctx.query);
    const status = int(ctx.query.status);
    const res = await ctx.app.store.listRoles({ roleName: ctx.query.roleName, status }, p);
    return pageOf(p, { rows: res.rows.map((x) => ({ ...x, dataScope: normalizeDataScope(x.dataScope) ?? 'self', createdAt: formatTime(x.createdAt) })), count: res.count });
  });

  r.put('/api/v1/roledatascope', { auth: ['System'], input: body({ roleId: optId, dataScope: opt(z.union([text(10), z.number()])) }) }, async (ctx) => {
    const roleId = int(ctx.body.roleId);
    if (roleId === undefined) throw new ApiError(400, '缺少 roleId');
    // 'all' 全部数据, 'dept' 本科室, 'self' 仅本人; the older numbers 1-5 are read as the nearest name
    const dataScope = normalizeDataScope(ctx.body.dataScope);
    if (!dataScope) throw new ApiError(400, "dataScope 取值为 'all'（全部）、'dept'（本科室）或 'self'（仅本人）");
    if (!(await ctx.app.store.updateRoleDataScope(roleId, dataScope))) throw new ApiError(404, '角色不存在');
    return { roleId, dataScope };
  });

  r.put('/api/v1/role', { auth: ['System'], input: body({ roleId: optId, status: opt(intIn(0, 1)) }) }, async (ctx) => {
    const roleId = int(ctx.body.roleId);
    const status = int(ctx.body.status);
    if (roleId === undefined) throw new ApiError(400, '缺少 roleId');
    if (status !== 0 && status !== 1) throw new ApiError(400, 'status 取值为 1（启用）或 0（停用）');
    const role = await ctx.app.store.getRole(roleId);
    if (!role) throw new ApiError(404, '角色不存在');
    if (role.roleKey === 'System' && status === 0) throw new ApiError(400, '系统管理员角色不能停用');
    await ctx.app.store.updateRoleStatus(roleId, status);
    return { roleId, status };
  });

  r.get('/api/v1/menurole', { auth: 'user', query: NONE }, async (ctx) => menuTree(await ctx.app.store.getUserMenus(ctx.auth.user.id)));
}
