// What the sidebar draws from a route tree (vue-element-admin's SidebarItem): hidden routes and
// directories whose entries are all hidden disappear; a directory with one visible child shows
// that child in its place (unless alwaysShow).
import { isExternal } from './paths.ts';
import type { AppRoute, RouteMatch } from './types.ts';
import type { Origin } from './breadcrumb.ts';

export interface MenuEntry {
  /** the path to open (or the external URL) */
  key: string;
  title: string;
  icon?: string;
  external: boolean;
  children?: MenuEntry[];
}

export function buildSidebarMenu(routes: readonly AppRoute[], titleOf: (r: AppRoute) => string = (r) => r.meta.title): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const r of routes) {
    if (r.hidden || r.public) continue;
    const entry = (x: AppRoute, iconFrom: AppRoute = x): MenuEntry => ({ key: x.path, title: titleOf(x), icon: x.meta.icon ?? iconFrom.meta.icon, external: isExternal(x.path) });
    if (!r.children) {
      out.push(entry(r));
      continue;
    }
    const children = buildSidebarMenu(r.children, titleOf);
    if (children.length === 0) {
      if (r.view) out.push(entry(r));
      continue;
    }
    if (children.length === 1 && !r.alwaysShow && !children[0].children) {
      out.push({ ...children[0], icon: children[0].icon ?? r.meta.icon });
      continue;
    }
    out.push({ ...entry(r), children });
  }
  return out;
}

/** The keys of the directories leading to `key` (to open their submenus); null when absent. */
export function openKeysFor(menu: readonly MenuEntry[], key: string): string[] | null {
  for (const m of menu) {
    if (m.key === key) return [];
    if (m.children) {
      const sub = openKeysFor(m.children, key);
      if (sub) return [m.key, ...sub];
    }
  }
  return null;
}

function findKey(menu: readonly MenuEntry[], key: string): string | null {
  const want = key.toLowerCase();
  for (const m of menu) {
    if (!m.children && m.key.toLowerCase() === want) return m.key;
    if (m.children) {
      const sub = findKey(m.children, key);
      if (sub) return sub;
    }
  }
  return null;
}

/**
 * The sidebar item of the page on screen (issue 22 §2), always from the current route, never from an
 * earlier one: the route's `activeMenu` (a hidden detail page lights its list), else the route itself,
 * else the address (a `/redirect/x` refresh lights x), else the nearest parent shown as a page; the
 * menu's own spelling of the key (paths match without regard to case). '' when nothing of it is in the
 * menu (a page of another app). A page opened from a list (`origin`, issue 32 §5) lights that list first.
 */
export function activeMenuKey(menu: readonly MenuEntry[], match: Pick<RouteMatch, 'route' | 'parents' | 'location'> | null, origin: Origin | null = null): string {
  if (!match) return '';
  const { route, parents, location } = match;
  const path = location.path.startsWith('/redirect/') ? location.path.slice('/redirect'.length) : location.path;
  // a page opened from a list lights that list (issue 32 §5; breadcrumb.ts originOf)
  const candidates = [origin?.route.path, route.meta.activeMenu, route.path.includes(':') ? undefined : route.path, path, ...[...parents].reverse().map((p) => p.path)];
  for (const c of candidates) {
    const hit = c ? findKey(menu, c) : null;
    if (hit) return hit;
  }
  return '';
}
