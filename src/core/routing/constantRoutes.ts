// The routes the bundle knows without the server (spec section 2): public pages, the business area,
// the unsafe-event platform (baqsj) and a few legacy targets. Business and baqsj routes are kept for
// a user only where the server's menus grant their path (see buildUserRoutes).
import type { AppRoute } from './types.ts';

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
  pub('/login', 'shell/login', '登录'),
  pub('/sso', 'shell/sso', '单点登录'),
  pub('/auth-redirect', 'shell/authRedirect', '自动登录'),
  pub('/404', 'shell/404', '404'),
  pub('/401', 'shell/401', '401'),
  // refreshing a tab goes through /redirect/<path>, which replaces itself with <path>
  pub('/redirect/:path*', 'shell/redirect', '刷新', 'main'),
];

const leaf = (path: string, title: string, icon: string, mid: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  view: path.slice(1),
  ...extra,
  meta: { title, icon, mid, ...(extra.meta ?? {}) },
});

export const businessRoutes: AppRoute[] = [
  {
    path: '/',
    redirect: HOME_PATH,
    layout: 'main',
    meta: { title: '业务中心', icon: 'home', mid: 'business' },
    children: [
      leaf('/dashboard', '首页', 'dashboard', 'business', { meta: { title: '首页', affix: true } }),
      leaf('/biz/draft', '草稿箱', 'file-text', 'business'),
      leaf('/biz/my', '我的申请', 'solution', 'business'),
      leaf('/biz/todo', '待办事项', 'schedule', 'business'),
      leaf('/biz/done', '已办事项', 'file-done', 'business'),
      leaf('/biz/ccRecord', '抄送记录', 'copy', 'business'),
      leaf('/biz/message', '消息中心', 'message', 'business'),
      leaf('/biz/app', '应用中心', 'appstore', 'business'),
      leaf('/profile/index', '个人中心', 'user', 'business', { hidden: true }),
    ],
  },
];

const dir = (path: string, title: string, icon: string, children: AppRoute[]): AppRoute => ({
  path,
  redirect: 'noRedirect',
  layout: 'new',
  meta: { title, icon, mid: 'baqsj' },
  children,
});
const b = (path: string, title: string, icon: string, extra: Partial<AppRoute> = {}) => leaf(path, title, icon, 'baqsj', extra);

export const baqsjRoutes: AppRoute[] = [
  dir('/home', '我的上报', 'form', [
    b('/newBaqsj/report', '立即上报', 'edit'),
    b('/newBaqsj/myConcern', '我的关注', 'star'),
    b('/newBaqsj/myEscalation', '我上报的', 'upload'),
    b('/newBaqsj/myDraft', '我的草稿', 'file-text'),
    b('/newBaqsj/ended', '已结束', 'check-circle'),
    b('/newBaqsj/carbonCopy', '抄送我的', 'copy'),
    b('/newBaqsj/lookDetail', '查看详情', 'eye', { hidden: true, meta: { title: '查看详情', activeMenu: '/newBaqsj/myEscalation' } }),
    b('/newBaqsj/editDetail', '编辑详情', 'edit', { hidden: true, meta: { title: '编辑详情', activeMenu: '/newBaqsj/myDraft' } }),
  ]),
  dir('/approval', '审批中心', 'audit', [b('/newBaqsj/pendingMyApproval', '待我审批', 'clock-circle'), b('/newBaqsj/approved', '我已审批', 'check-square')]),
  dir('/qualityControl', '数据质控', 'safety', [
    b('/newBaqsj/queryData', '数据查询', 'search'),
    b('/newBaqsj/qualityControl', '数据质控', 'safety-certificate'),
    b('/newBaqsj/hospitalSenseData', '院感数据', 'alert'),
    b('/newBaqsj/handNumbnessData', '麻醉数据', 'medicine-box'),
  ]),
  { ...b('/baqsj/review', '归档审核', 'file-search'), layout: 'archive' },
];

/** Old links that still arrive (messages, the portal): they only redirect. */
export const aliasRoutes: AppRoute[] = [
  { path: AUTO_LOGIN_TARGET, redirect: '/newBaqsj/report', hidden: true, meta: { title: '立即上报' } },
  { path: '/annual/todo', redirect: '/biz/todo', hidden: true, meta: { title: '待办事项' } },
  { path: '/project/upcoming', redirect: '/biz/todo', hidden: true, meta: { title: '待办事项' } },
];

/** Paths every signed-in user keeps even without a menu for them: the home and its fallback. */
export const ALWAYS_ALLOWED = ['/', HOME_PATH];
