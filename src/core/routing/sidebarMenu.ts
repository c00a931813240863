// What the sidebar draws from a route tree (vue-element-admin's SidebarItem): hidden routes and
// directories whose entries are all hidden disappear; a directory with one visible child shows
// that child in its place (unless alwaysShow).
import { isExternal } from './paths.ts';
import type { AppRoute } from './types.ts';

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
