// Breadcrumb (spec section 2): Home first, the last item is not a link; directories marked
// 'noRedirect' are not links either. A page opened from a list (a record from 待我审批 or 待办事项) says
// so in its address (`from=<the list's path>`, issue 32 §5): its breadcrumb and its lit sidebar item
// follow that list instead of the page's own place in the menu.
import { HOME_PATH } from './constantRoutes.ts';
import { parseLocation } from './paths.ts';
import { FROM_PARAM, isAppPath } from './origin.ts';
import { resolveRoute } from './routeTable.ts';
import type { AppRoute, RouteLocation } from './types.ts';

export interface Crumb {
  path: string;
  title: string;
  /** true for the leading Home item (the view translates it) */
  home?: boolean;
  link: boolean;
}

/** The list a page was opened from, as the route table knows it (its parents first). */
export interface Origin {
  route: AppRoute;
  parents: AppRoute[];
}

/**
 * The list `location` was opened from: its `from` parameter when it names a page of `table` that is
 * shown in the menu (a visible page with a view, not the page itself); otherwise null.
 */
export function originOf(table: readonly AppRoute[], location: Pick<RouteLocation, 'path' | 'query'>): Origin | null {
  const from = location.query[FROM_PARAM];
  if (!from || !isAppPath(from)) return null;
  const to = parseLocation(from);
  if (to.path.toLowerCase() === location.path.toLowerCase()) return null;
  const hit = resolveRoute(table, to);
  if (hit.kind !== 'route') return null;
  const { route, parents } = hit.match;
  if (route.hidden || route.public || parents.some((p) => p.hidden)) return null;
  return { route, parents };
}

export function buildBreadcrumb(route: AppRoute, parents: readonly AppRoute[], titleOf: (r: AppRoute) => string = (r) => r.meta.title, origin: Origin | null = null): Crumb[] {
  const before = origin ? [...origin.parents, origin.route] : parents;
  const chain = [...before, route].filter((r) => r.meta.title && r.path !== '/' && r.path !== HOME_PATH && !r.public);
  const items: Crumb[] = [
    { path: HOME_PATH, title: 'home', home: true, link: true },
    ...chain.map((r) => ({
      path: r.redirect && r.redirect !== 'noRedirect' ? r.redirect : r.path,
      title: titleOf(r),
      // the list it came from is a link back to it
      link: r.redirect !== 'noRedirect',
    })),
  ];
  items[items.length - 1] = { ...items[items.length - 1], link: false };
  return items;
}
