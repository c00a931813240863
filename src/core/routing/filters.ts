// Route filters (spec sections 2 and 6): by the role list in route meta, by a path allow list, and by
// the current sub-application.
import type { CurrentApp } from '../session/types.ts';
import { hasRoutePermission } from '../session/permissions.ts';
import type { AppRoute } from './types.ts';
import { SYSTEM_ROLE } from '../access/roles.ts';

/** Routes whose meta.roles (if any) intersect the user's roles; directories left empty disappear. */
export function filterRoutesByRoles(routes: readonly AppRoute[], roles: readonly string[]): AppRoute[] {
  const out: AppRoute[] = [];
  for (const r of routes) {
    if (!hasRoutePermission(roles, r.meta.roles)) continue;
    if (r.children) {
      const children = filterRoutesByRoles(r.children, roles);
      if (children.length === 0 && !r.view) continue;
      out.push({ ...r, children });
    } else out.push(r);
  }
  return out;
}

/** Routes whose path is allowed, plus directories that keep at least one allowed child. */
export function filterRoutesByPaths(routes: readonly AppRoute[], allowed: ReadonlySet<string> | readonly string[]): AppRoute[] {
  const set = allowed instanceof Set ? allowed : new Set(allowed as readonly string[]);
  const out: AppRoute[] = [];
  for (const r of routes) {
    if (r.children) {
      const children = filterRoutesByPaths(r.children, set);
      if (children.length || set.has(r.path)) out.push({ ...r, children });
    } else if (set.has(r.path)) out.push(r);
  }
  return out;
}

/** Every path in a tree. */
export function collectPaths(routes: readonly AppRoute[], into = new Set<string>()): Set<string> {
  for (const r of routes) {
    into.add(r.path);
    if (r.children) collectPaths(r.children, into);
  }
  return into;
}

/** Apps whose module the "admin" app leaves out (spec section 1). */
export const ADMIN_EXCLUDED = ['business', 'baqsj', 'xjsxxm'];

/**
 * The menus of the current app (spec section 3 "Sub-applications"): admin shows all modules except
 * business, baqsj and xjsxxm; system shows its own tree; other apps show the children of their own
 * module (a module made of several top-level entries, like baqsj, shows those entries). No app, or
 * an app the user has nothing in, shows everything the user was given.
 */
export function filterRoutesByApp(routes: readonly AppRoute[], app: CurrentApp | null | undefined): AppRoute[] {
  if (!app || !app.mid) return [...routes];
  if (app.mid === 'admin') return routes.filter((r) => !ADMIN_EXCLUDED.includes(r.meta.mid ?? ''));
  const own = routes.filter((r) => r.meta.mid === app.mid);
  if (own.length === 0) return [...routes];
  if (app.mid === 'system') return own;
  if (own.length === 1 && own[0].children) return own[0].children;
  return own;
}

export interface AppChoice {
  mid: string;
  /** the app's name: a locale key (shell:app_<mid>) */
  nameKey: string;
}

/** The apps the switcher knows, in its order; their names are the locale's shell:app_<mid>. */
export const APP_MIDS = ['business', 'baqsj', 'xjsxxm', 'quality', 'system', 'admin'] as const;
export const appNameKey = (mid: string): string => 'shell:app_' + mid;

/** The apps the switcher offers: modules the user has routes in, and admin for role System. */
export function availableApps(routes: readonly AppRoute[], roles: readonly string[]): AppChoice[] {
  const mids = new Set(routes.filter((r) => !r.hidden && !r.public).map((r) => r.meta.mid).filter(Boolean) as string[]);
  const list = APP_MIDS.filter((mid) => (mid === 'admin' ? roles.includes(SYSTEM_ROLE) : mids.has(mid)));
  return list.map((mid) => ({ mid, nameKey: appNameKey(mid) }));
}
