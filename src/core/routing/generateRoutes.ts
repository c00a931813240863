// Menu -> routes (spec section 2 "Other menu-built routes"): 'D' directories and 'F' function pages,
// functions grouped under their directory by parent menu id, ordered by orderNum. Three top-level
// groups get the main layout: /newUpms ('system module'), /xjsxxm and /quality (with its hidden
// /quality/scoreFormLib/addScoreForm and /quality/detail). A second generator keeps only the
// children of the top-level xjsxxm module.
import type { MenuItem } from '../session/types.ts';
import type { AppRoute, LayoutKind } from './types.ts';
import { isExternal, normalizePath } from './paths.ts';
import { routeTitleKey as rt } from './titles.ts';

interface LayoutGroup {
  path: string;
  mid: string;
  title: string;
  icon: string;
  hiddenChildren?: AppRoute[];
}

export const LAYOUT_GROUPS: LayoutGroup[] = [
  { path: '/newUpms', mid: 'system', title: rt('/newUpms'), icon: 'setting' },
  { path: '/xjsxxm', mid: 'xjsxxm', title: rt('/xjsxxm'), icon: 'experiment' },
  {
    path: '/quality',
    mid: 'quality',
    title: rt('/quality'),
    icon: 'bar-chart',
    hiddenChildren: [
      { path: '/quality/scoreFormLib/addScoreForm', view: 'quality/scoreFormLib/addScoreForm', hidden: true, meta: { title: rt('/quality/scoreFormLib/addScoreForm'), icon: 'plus', mid: 'quality', activeMenu: '/quality/scoreFormLib' } },
      { path: '/quality/detail', view: 'quality/detail', hidden: true, meta: { title: rt('/quality/detail'), icon: 'eye', mid: 'quality', activeMenu: '/quality/scoreFormLib' } },
    ],
  },
];

/** Top-level order of the apps (the server orders by module name, which reads oddly in a menu). */
export const MODULE_ORDER = ['business', 'baqsj', 'xjsxxm', 'quality', 'system'];
const moduleRank = (m: MenuItem) => {
  const i = MODULE_ORDER.indexOf(String(m.mid || m.sysModule || ''));
  return i < 0 ? MODULE_ORDER.length : i;
};
const key = (v: unknown) => (v === null || v === undefined || v === '' ? '0' : String(v));
const order = (a: MenuItem, b: MenuItem) => (Number(a.orderNum ?? 0) - Number(b.orderNum ?? 0)) || (Number(a.id) - Number(b.id));

/** The layout a top-level route of app `mid` is drawn in. */
export function layoutForModule(mid: string | undefined, path: string): LayoutKind {
  if (path === '/baqsj/review') return 'archive';
  return mid === 'baqsj' ? 'new' : 'main';
}

/** The raw tree of the menu list: no groups, no filtering. */
export function menuToRoutes(menuList: readonly MenuItem[] | null | undefined): AppRoute[] {
  const items = (menuList ?? []).filter((m): m is MenuItem => !!m && typeof m.menuRoute === 'string' && m.menuRoute.trim() !== '');
  const dirIds = new Set(items.filter((m) => m.menuType === 'D').map((m) => key(m.id)));
  const byParent = new Map<string, MenuItem[]>();
  for (const m of items) {
    // a function whose directory the user was not given is shown at the top level
    const parent = dirIds.has(key(m.parentMenuID)) && key(m.parentMenuID) !== key(m.id) ? key(m.parentMenuID) : '0';
    const list = byParent.get(parent) ?? [];
    list.push(m);
    byParent.set(parent, list);
  }
  const seen = new Set<string>();
  const build = (m: MenuItem): AppRoute => {
    seen.add(key(m.id));
    const path = isExternal(m.menuRoute) ? m.menuRoute.trim() : normalizePath(m.menuRoute.trim());
    const route: AppRoute = {
      path,
      hidden: Number(m.exclusiveFG) === 1,
      meta: { title: m.menuDisp || path, icon: m.menuLogo || undefined, mid: m.mid || m.sysModule || undefined },
    };
    if (m.menuType === 'D') {
      route.redirect = 'noRedirect';
      route.children = (byParent.get(key(m.id)) ?? []).filter((c) => !seen.has(key(c.id))).sort(order).map(build);
    } else {
      route.view = m.note || path.replace(/^\//, '');
    }
    return route;
  };
  return (byParent.get('0') ?? []).sort((a, b) => moduleRank(a) - moduleRank(b) || order(a, b)).map(build);
}

/** Full generator: the menu tree placed into the layout groups, each top-level route given a layout. */
export function generateRoutes(menuList: readonly MenuItem[] | null | undefined): AppRoute[] {
  const tree = menuToRoutes(menuList);
  const out: AppRoute[] = [];
  const grouped = new Set<AppRoute>();
  for (const g of LAYOUT_GROUPS) {
    const members = tree.filter((r) => r.meta.mid === g.mid);
    if (members.length === 0) continue;
    const own = members.find((r) => r.path === g.path && r.children);
    const root: AppRoute = own
      ? { ...own, children: [...(own.children ?? [])] }
      : { path: g.path, redirect: 'noRedirect', meta: { title: g.title, icon: g.icon, mid: g.mid }, children: [] };
    root.layout = 'main';
    for (const m of members) if (m !== own) root.children!.push(m);
    for (const h of g.hiddenChildren ?? []) if (!root.children!.some((c) => c.path === h.path)) root.children!.push({ ...h, meta: { ...h.meta } });
    members.forEach((m) => grouped.add(m));
    out.push(root);
  }
  for (const r of tree) {
    if (grouped.has(r)) continue;
    out.push({ ...r, layout: layoutForModule(r.meta.mid, r.path) });
  }
  // keep the menu order of the top level
  const firstIndex = (r: AppRoute) => tree.findIndex((t) => t.path === r.path || (t.meta.mid === r.meta.mid && LAYOUT_GROUPS.some((g) => g.path === r.path)));
  return out.sort((a, b) => firstIndex(a) - firstIndex(b));
}

/** The second generator: only the children of the top-level xjsxxm module. */
export function generateXjsxxmRoutes(menuList: readonly MenuItem[] | null | undefined): AppRoute[] {
  const root = generateRoutes(menuList).find((r) => r.meta.mid === 'xjsxxm' && r.children);
  return root?.children ?? [];
}
