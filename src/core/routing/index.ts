// Framework-free routing of the app shell (issue 5 sections 1 and 3).
export type { AppRoute, LayoutKind, RouteLocation, RouteMatch, RouteMeta } from './types.ts';
export { parseLocation, parseQuery, stringifyQuery, matchPath, normalizePath, isExternal } from './paths.ts';
export { isSafeRedirect, safeRedirect } from './safeRedirect.ts';
export { safeHref, safeImageSrc } from './safeHref.ts';
export { publicRoutes, businessRoutes, baqsjRoutes, aliasRoutes, HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, AUTO_LOGIN_TARGET } from './constantRoutes.ts';
export { menuToRoutes, generateRoutes, generateXjsxxmRoutes, LAYOUT_GROUPS } from './generateRoutes.ts';
export { filterRoutesByRoles, filterRoutesByPaths, filterRoutesByApp, availableApps, collectPaths, APP_MIDS, appNameKey, type AppChoice } from './filters.ts';
export { buildUserRoutes, mergeRoutes, resolveRoute, fullTable, firstLeaf, layoutOf, type Resolution } from './routeTable.ts';
export { createRouter, normalizeBase, stripBase, type Router, type RouterMode, type WindowLike } from './router.ts';
export { guard, loginRedirect, type GuardDeps, type GuardResult } from './guard.ts';
export { createNavigator, type Navigator, type NavState } from './navigator.ts';
export { buildBreadcrumb, originOf, type Crumb, type Origin } from './breadcrumb.ts';
export { withOrigin, FROM_PARAM } from './origin.ts';
// the header search's fuzzy matcher (fuse.js) is imported from './search.ts' where it is used, lazily: not every page's
// first paint
export type { SearchEntry, SearchResult } from './search.ts';
export { activeMenuKey, buildSidebarMenu, openKeysFor, type MenuEntry } from './sidebarMenu.ts';
export { createTagsView, type Tag, type TagsView } from './tagsView.ts';
export { createSidebar, isMobileWidth, MOBILE_BREAKPOINT, SIDEBAR_COOKIE, SIDEBAR_WIDTH, type Sidebar, type Device } from './sidebar.ts';
export { routeTitleKey, isRouteTitleKey } from './titles.ts';
export { signInTarget } from './signInTarget.ts';
