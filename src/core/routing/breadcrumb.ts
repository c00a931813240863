// Breadcrumb (spec section 2): Home first, the last item is not a link; directories marked
// 'noRedirect' are not links either.
import { HOME_PATH } from './constantRoutes.ts';
import type { AppRoute } from './types.ts';

export interface Crumb {
  path: string;
  title: string;
  /** true for the leading Home item (the view translates it) */
  home?: boolean;
  link: boolean;
}

export function buildBreadcrumb(route: AppRoute, parents: readonly AppRoute[], titleOf: (r: AppRoute) => string = (r) => r.meta.title): Crumb[] {
  const chain = [...parents, route].filter((r) => r.meta.title && r.path !== '/' && r.path !== HOME_PATH && !r.public);
  const items: Crumb[] = [
    { path: HOME_PATH, title: 'home', home: true, link: true },
    ...chain.map((r) => ({ path: r.redirect && r.redirect !== 'noRedirect' ? r.redirect : r.path, title: titleOf(r), link: r.redirect !== 'noRedirect' })),
  ];
  items[items.length - 1] = { ...items[items.length - 1], link: false };
  return items;
}
