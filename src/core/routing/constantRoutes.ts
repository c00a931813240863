// The routes the bundle knows without the server (spec section 2): public pages, the business area,
// the unsafe-event platform (baqsj) and a few legacy targets. Business and baqsj routes are kept for
// a user only where the server's menus grant their path (see buildUserRoutes).
import type { AppRoute } from './types.ts';
import { routeTitleKey as rt } from './titles.ts';

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
/** where automatic login lands (spec section 2); an alias of /newBaqsj/report */
export const AUTO_LOGIN_TARGET = '/baqsj/report';

const pub = (path: string, view: string, title: string, layout: AppRoute['layout'] = 'blank'): AppRoute => ({
  path,
  view,
  hidden: true,
  public: true,
  layout,
  meta: { title },
});

export const publicRoutes: AppRoute[] = [
  pub('/login', 'shell/login', rt('/login')),
  pub('/sso', 'shell/sso', rt('/sso')),
  pub('/auth-redirect', 'shell/authRedirect', rt('/auth-redirect')),
  pub('/404', 'shell/404', '404'),
  pub('/401', 'shell/401', '401'),
  // refreshing a tab goes through /redirect/<path>, which replaces itself with <path>
  pub('/redirect/:path*', 'shell/redirect', rt('/redirect'), 'main'),
];

// a bundle route's title is its locale key (shell:route<path>); the shell shows it through titleOf
type Extra = Partial<Omit<AppRoute, 'meta'>> & { meta?: Partial<AppRoute['meta']> };
const leaf = (path: string, icon: string, mid: string, extra: Extra = {}): AppRoute => ({
  path,
  view: path.slice(1),
  ...extra,
  meta: { title: rt(path), icon, mid, ...(extra.meta ?? {}) },
});

export const businessRoutes: AppRoute[] = [
  {
    path: '/',
    redirect: HOME_PATH,
    layout: 'main',
    meta: { title: rt('/'), icon: 'home', mid: 'business' },
    children: [
      leaf('/dashboard', 'dashboard', 'business', { meta: { affix: true } }),
      leaf('/biz/draft', 'file-text', 'business'),
      leaf('/biz/my', 'solution', 'business'),
      leaf('/biz/todo', 'schedule', 'business'),
      leaf('/biz/done', 'file-done', 'business'),
      leaf('/biz/ccRecord', 'copy', 'business'),
      leaf('/biz/message', 'message', 'business'),
      leaf('/biz/app', 'appstore', 'business'),
      leaf('/profile/index', 'user', 'business', { hidden: true }),
    ],
  },
];

const dir = (path: string, icon: string, children: AppRoute[]): AppRoute => ({
  path,
  redirect: 'noRedirect',
  layout: 'new',
  meta: { title: rt(path), icon, mid: 'baqsj' },
  children,
});
const b = (path: string, icon: string, extra: Extra = {}) => leaf(path, icon, 'baqsj', extra);

export const baqsjRoutes: AppRoute[] = [
  dir('/home', 'form', [
    b('/newBaqsj/report', 'edit'),
    b('/newBaqsj/myConcern', 'star'),
    b('/newBaqsj/myEscalation', 'upload'),
    b('/newBaqsj/myDraft', 'file-text'),
    b('/newBaqsj/ended', 'check-circle'),
    b('/newBaqsj/carbonCopy', 'copy'),
    b('/newBaqsj/lookDetail', 'eye', { hidden: true, meta: { activeMenu: '/newBaqsj/myEscalation' } }),
    b('/newBaqsj/editDetail', 'edit', { hidden: true, meta: { activeMenu: '/newBaqsj/myDraft' } }),
  ]),
  dir('/approval', 'audit', [b('/newBaqsj/pendingMyApproval', 'clock-circle'), b('/newBaqsj/approved', 'check-square')]),
  dir('/qualityControl', 'safety', [
    b('/newBaqsj/queryData', 'search'),
    b('/newBaqsj/qualityControl', 'safety-certificate'),
    b('/newBaqsj/hospitalSenseData', 'alert'),
    b('/newBaqsj/handNumbnessData', 'medicine-box'),
  ]),
  { ...b('/baqsj/review', 'file-search'), layout: 'archive' },
];

/** Old links that still arrive (messages, the portal): they only redirect. */
export const aliasRoutes: AppRoute[] = [
  { path: AUTO_LOGIN_TARGET, redirect: '/newBaqsj/report', hidden: true, meta: { title: rt('/newBaqsj/report') } },
  { path: '/annual/todo', redirect: '/biz/todo', hidden: true, meta: { title: rt('/biz/todo') } },
  { path: '/project/upcoming', redirect: '/biz/todo', hidden: true, meta: { title: rt('/biz/todo') } },
];

/** Paths every signed-in user keeps even without a menu for them: the home and its fallback. */
export const ALWAYS_ALLOWED = ['/', HOME_PATH];
