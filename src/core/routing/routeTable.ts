// The user's route table (menus + known routes), and matching a location against it.
import type { MenuItem } from '../session/types.ts';
import { ALWAYS_ALLOWED, aliasRoutes, baqsjRoutes, businessRoutes, publicRoutes } from './constantRoutes.ts';
import { generateRoutes } from './generateRoutes.ts';
import { collectPaths, filterRoutesByPaths, filterRoutesByRoles } from './filters.ts';
import { isExternal, matchPath } from './paths.ts';
import type { AppRoute, LayoutKind, RouteLocation, RouteMatch } from './types.ts';

/** Adds `extra` routes missing from `base` (by path, recursively); `base` wins, meta is merged. */
export function mergeRoutes(base: readonly AppRoute[], extra: readonly AppRoute[]): AppRoute[] {
  const out = base.map((r) => ({ ...r }));
  for (const e of extra) {
    const i = out.findIndex((r) => r.path === e.path);
    if (i < 0) {
      out.push(e);
      continue;
    }
    const cur = out[i];
    out[i] = {
      ...cur,
      view: cur.view ?? e.view,
      layout: cur.layout ?? e.layout,
      redirect: cur.redirect === 'noRedirect' && e.redirect && e.redirect !== 'noRedirect' ? e.redirect : cur.redirect ?? e.redirect,
      meta: { ...e.meta, ...stripUndefined(cur.meta) },
      children: cur.children || e.children ? mergeRoutes(cur.children ?? [], e.children ?? []) : undefined,
    };
  }
  return out;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * What a signed-in user may open: the routes generated from their menus, completed by the known
 * business and baqsj routes the menus grant (path allow list) and the role lists allow.
 */
export function buildUserRoutes(input: { menuList: readonly MenuItem[]; roles: readonly string[] }): AppRoute[] {
  const generated = filterRoutesByRoles(generateRoutes(input.menuList), input.roles);
  const allowed = collectPaths(generated);
  ALWAYS_ALLOWED.forEach((p) => allowed.add(p));
  const known = filterRoutesByPaths(filterRoutesByRoles([...businessRoutes, ...baqsjRoutes], input.roles), allowed);
  return mergeRoutes(generated, known);
}

interface Entry {
  route: AppRoute;
  parents: AppRoute[];
}

function flatten(routes: readonly AppRoute[], parents: AppRoute[] = [], out: Entry[] = []): Entry[] {
  for (const r of routes) {
    if (!isExternal(r.path)) out.push({ route: r, parents });
    if (r.children) flatten(r.children, [...parents, r], out);
  }
  return out;
}

/** The full table: public routes, legacy aliases and (once signed in) the user's routes. */
export function fullTable(userRoutes: readonly AppRoute[] | null): AppRoute[] {
  return [...publicRoutes, ...aliasRoutes, ...(userRoutes ?? [])];
}

/** First leaf (a route with a view) under `r`, visible ones first. */
export function firstLeaf(r: AppRoute): AppRoute | undefined {
  const all = flatten(r.children ?? []).map((e) => e.route).filter((x) => x.view);
  return all.find((x) => !x.hidden) ?? all[0];
}

export function layoutOf(route: AppRoute, parents: readonly AppRoute[]): LayoutKind {
  for (const r of [...parents, route]) if (r.layout) return r.layout;
  return 'main';
}

export type Resolution = { kind: 'route'; match: RouteMatch } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

/**
 * Where a location leads: a page, a redirect (aliases; a directory goes to its redirect or its first
 * page), or nothing (unknown path -> /404). Exact path matches win over patterns.
 */
export function resolveRoute(table: readonly AppRoute[], location: RouteLocation): Resolution {
  const entries = flatten(table);
  const exact = entries.find((e) => e.route.path.toLowerCase() === location.path.toLowerCase());
  let hit: (Entry & { params: Record<string, string> }) | undefined = exact ? { ...exact, params: {} } : undefined;
  if (!hit) {
    for (const e of entries) {
      if (!e.route.path.includes(':')) continue;
      const params = matchPath(e.route.path, location.path);
      if (params) {
        hit = { ...e, params };
        break;
      }
    }
  }
  if (!hit) return { kind: 'notFound' };
  const { route, parents, params } = hit;
  if (!route.view) {
    if (route.redirect && route.redirect !== 'noRedirect') return { kind: 'redirect', to: route.redirect };
    const leaf = firstLeaf(route);
    return leaf ? { kind: 'redirect', to: leaf.path } : { kind: 'notFound' };
  }
  return { kind: 'route', match: { route, parents, params, location, layout: layoutOf(route, parents) } };
}
