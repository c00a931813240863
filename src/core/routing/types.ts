// Route records of the shell (spec sections 2 and 3 "Route metadata"). Paths are absolute: the menu
// data gives absolute menuRoute values, so children never resolve against their parent.

/** Which frame draws the page: the main shell, the baqsj "new" shell, the archive shell, or none. */
export type LayoutKind = 'main' | 'new' | 'archive' | 'blank';

export interface RouteMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  /** the sidebar item to highlight while this (usually hidden) route is open */
  activeMenu?: string;
  /** app id (menu sysModule / mid) */
  mid?: string;
  /** when set, only users holding one of these roles get the route */
  roles?: string[];
  /** a fixed tag in the tags bar (cannot be closed) */
  affix?: boolean;
}

export interface AppRoute {
  /** absolute path; may contain `:param` and `:param*` */
  path: string;
  /** view key: the menu `note` for business pages, `shell/...` for the shell's own pages */
  view?: string;
  /** a path to go to instead, or 'noRedirect' (directory: not a link in the breadcrumb, not searchable) */
  redirect?: string;
  hidden?: boolean;
  /** reachable without a token */
  public?: boolean;
  layout?: LayoutKind;
  /** show a directory as a submenu even with one visible child */
  alwaysShow?: boolean;
  meta: RouteMeta;
  children?: AppRoute[];
}

export interface RouteLocation {
  /** path inside the app, always starting with '/' */
  path: string;
  query: Record<string, string>;
  hash: string;
  /** path + search + hash */
  fullPath: string;
}

export interface RouteMatch {
  route: AppRoute;
  /** ancestors, outermost first */
  parents: AppRoute[];
  params: Record<string, string>;
  location: RouteLocation;
  layout: LayoutKind;
}
