// Menu management (role System): the whole menu tree with the roles granted each entry, and adding,
// changing, hiding and deleting menus. The shell reads the result at the next login (menuList).
import { textError } from '../http/texts.ts';
import type { Router, AuthedCtx } from '../http/router.ts';
import type { DataStore, MenuRow } from '../db/store.ts';
import { int, str } from '../util.ts';
import { checkRoleKeys } from './users.ts';
import { menuTree, type MenuNode } from './roles.ts';
import { body, intIn, NONE, opt, optFlag, optId, optText, query, text, z } from '../http/schemas.ts';

const SYSTEM = ['System'] as const;
const MENU_ID = { menuId: optId, id: optId };
/** Shapes and bounds; the menu rules (a route or a link, an existing directory as parent …) are menuPatch's. */
const MENU_INPUT = {
  title: optText(50), menuName: optText(50), path: optText(200), menuType: optText(1), component: optText(100), icon: optText(50),
  visible: optFlag, sort: opt(intIn(0, 100000)), activePath: optText(200), mid: optText(32), parentId: opt(intIn(0, 2 ** 31 - 1)),
  roles: opt(z.array(text(64)).max(50)),
};

type Node = MenuNode & { roles: string[]; children: Node[] };

function withRoles(nodes: MenuNode[], grants: Map<number, string[]>): Node[] {
  return nodes.map((n) => ({ ...n, roles: grants.get(n.menuId) ?? [], children: withRoles(n.children, grants) }));
}

function bool(v: unknown, name: string): boolean | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  throw textError(400, 'param.notBoolean', { name });
}

/** The menu fields of a body (tree names), checked; `creating` requires title, path and menuType. */
async function menuPatch(ctx: AuthedCtx, creating: boolean): Promise<{ patch: Partial<Omit<MenuRow, 'id'>>; roles?: string[] }> {
  const b = ctx.body;
  const patch: Partial<Omit<MenuRow, 'id'>> = {};
  const title = str(b.title ?? b.menuName);
  if (title !== undefined || creating) {
    if (!title || title.length > 50) throw textError(400, 'menu.title');
    patch.menuDisp = title;
  }
  const path = str(b.path);
  if (path !== undefined || creating) {
    if (!path || path.length > 200 || /\s/.test(path) || !(/^\/[^/]/.test(path) || path === '/' || /^(https?:\/\/|mailto:|tel:)/i.test(path))) {
      throw textError(400, 'menu.path');
    }
    patch.menuRoute = path;
  }
  const type = str(b.menuType);
  if (type !== undefined || creating) {
    if (type !== 'D' && type !== 'F') throw textError(400, 'menu.type');
    patch.menuType = type;
  }
  const component = str(b.component);
  if (component !== undefined && component !== '' && component !== 'Layout' && !/^[A-Za-z0-9_/-]{1,100}$/.test(component)) {
    throw textError(400, 'menu.component');
  }
  if (patch.menuType === 'D') patch.note = 'Layout';
  else if (component) patch.note = component;
  else if (creating) patch.note = patch.menuRoute!.replace(/^\//, '');
  const icon = str(b.icon);
  if (icon !== undefined) {
    if (icon.length > 50) throw textError(400, 'menu.icon');
    patch.menuLogo = icon;
  }
  const visible = bool(b.visible, 'visible');
  if (visible !== undefined) patch.exclusiveFG = visible ? 0 : 1;
  if (b.sort !== undefined) {
    const sort = int(b.sort);
    if (sort === undefined || sort < 0 || sort > 100000) throw textError(400, 'menu.sort');
    patch.orderNum = sort;
  }
  const activePath = str(b.activePath);
  if (activePath !== undefined) {
    if (activePath && !/^\/\S{0,199}$/.test(activePath)) throw textError(400, 'menu.activePath');
    patch.activePath = activePath;
  }
  const mid = str(b.mid);
  if (mid !== undefined) {
    if (!/^[a-z][A-Za-z0-9_]{0,31}$/.test(mid)) throw textError(400, 'menu.mid');
    patch.sysModule = mid;
  }
  if (b.parentId !== undefined) {
    const parentId = int(b.parentId);
    if (parentId === undefined || parentId < 0) throw textError(400, 'menu.parentId');
    patch.parentId = parentId;
  }
  const roles = await checkRoleKeys(ctx.app.store, b.roles);
  return { patch, roles };
}

/** The parent must be an existing directory; a child lives in its parent's module. */
async function checkParent(store: DataStore, patch: Partial<Omit<MenuRow, 'id'>>, self?: number): Promise<MenuRow | undefined> {
  if (!patch.parentId) return undefined;
  const parent = await store.getMenu(patch.parentId);
  if (!parent) throw textError(400, 'menu.parentMissing', { id: patch.parentId });
  if (parent.menuType !== 'D') throw textError(400, 'menu.parentNotDir');
  if (self !== undefined) {
    // no cycles: the new parent may not be the menu itself or one of its descendants
    const all = await store.listAllMenus();
    const byId = new Map(all.map((m) => [m.id, m]));
    for (let cur: MenuRow | undefined = parent; cur; cur = byId.get(cur.parentId)) {
      if (cur.id === self) throw textError(400, 'menu.cycle');
    }
  }
  patch.sysModule = parent.sysModule;
  return parent;
}

function menuIdOf(ctx: AuthedCtx): number {
  const id = int(ctx.body.menuId ?? ctx.body.id ?? ctx.query.menuId ?? ctx.query.id);
  if (id === undefined) throw textError(400, 'param.missing', { name: 'menuId' });
  return id;
}

export function menuRoutes(r: Router): void {
  r.get('/api/v1/menu', { auth: SYSTEM, query: NONE }, async (ctx) => {
    const [rows, grants] = await Promise.all([ctx.app.store.listAllMenus(), ctx.app.store.menuRoleKeys()]);
    return withRoles(menuTree(rows), grants);
  });

  r.post('/api/v1/menu', { auth: SYSTEM, input: body(MENU_INPUT) }, async (ctx) => {
    const { patch, roles } = await menuPatch(ctx, true);
    patch.parentId ??= 0;
    const parent = await checkParent(ctx.app.store, patch);
    if (!parent && !patch.sysModule) throw textError(400, 'menu.midRequired');
    const all = await ctx.app.store.listAllMenus();
    patch.orderNum ??= Math.max(0, ...all.filter((m) => m.parentId === patch.parentId).map((m) => m.orderNum)) + 10;
    const grants = roles ?? (parent ? (await ctx.app.store.menuRoleKeys()).get(parent.id) ?? ['System'] : ['System']);
    const id = await ctx.app.store.createMenu({
      parentId: patch.parentId, menuRoute: patch.menuRoute!, note: patch.note!, exclusiveFG: patch.exclusiveFG ?? 0, menuDisp: patch.menuDisp!,
      sysModule: patch.sysModule!, menuLogo: patch.menuLogo ?? '', menuType: patch.menuType!, orderNum: patch.orderNum, activePath: patch.activePath ?? '',
    }, grants);
    return { menuId: id, roles: grants };
  });

  r.put('/api/v1/menu', { auth: SYSTEM, input: body({ ...MENU_ID, ...MENU_INPUT }) }, async (ctx) => {
    const id = menuIdOf(ctx);
    const cur = await ctx.app.store.getMenu(id);
    if (!cur) throw textError(404, 'menu.notFound');
    const { patch, roles } = await menuPatch(ctx, false);
    if (patch.parentId !== undefined) await checkParent(ctx.app.store, patch, id);
    const type = patch.menuType ?? cur.menuType;
    if (type === 'F' && cur.menuType === 'D' && (await ctx.app.store.listAllMenus()).some((m) => m.parentId === id)) {
      throw textError(400, 'menu.dirHasChildren');
    }
    if (type === 'D') patch.note = 'Layout';
    if (type === 'F' && patch.menuType === 'F' && cur.menuType === 'D' && !patch.note) patch.note = (patch.menuRoute ?? cur.menuRoute).replace(/^\//, '');
    await ctx.app.store.updateMenu(id, patch, roles);
    return { menuId: id };
  });

  r.delete('/api/v1/menu', { auth: SYSTEM, query: query(MENU_ID), input: body(MENU_ID) }, async (ctx) => {
    const id = menuIdOf(ctx);
    const res = await ctx.app.store.deleteMenu(id);
    if (res === 'missing') throw textError(404, 'menu.notFound');
    if (res === 'has-children') throw textError(400, 'menu.deleteChildrenFirst');
    return null;
  });
}
