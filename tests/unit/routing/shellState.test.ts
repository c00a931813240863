import { describe, expect, it } from 'vitest';
import {
  buildBreadcrumb, buildSidebarMenu, buildUserRoutes, createNavigator, createRouter, createSidebar,
  createTagsView, fullTable, openKeysFor, resolveRoute, parseLocation, type AppRoute, originOf, withOrigin, activeMenuKey,
} from '../../../src/core/routing/index.ts';
import { buildSearchPool, createRouteSearch, SEARCH_OPTIONS } from '../../../src/core/routing/search.ts';
import { memoryCookieJar } from '../../../src/core/session/cookies.ts';
import { menusFor, USERS } from './fixtures.ts';

const routesOf = (user: string) => buildUserRoutes({ menuList: menusFor(USERS[user]), roles: USERS[user] });
const resolve = (routes: AppRoute[] | null, path: string) => resolveRoute(fullTable(routes), parseLocation(path));

describe('resolveRoute', () => {
  const admin = routesOf('admin');
  it('finds pages with their parents and layout', () => {
    const r = resolve(admin, '/upms/sysuser');
    expect(r.kind).toBe('route');
    if (r.kind !== 'route') return;
    expect(r.match.parents.map((p) => p.path)).toEqual(['/newUpms']);
    expect(r.match.layout).toBe('main');
    expect(r.match.route.view).toBe('upms/sysuser');
    const q = resolve(admin, '/newBaqsj/queryData');
    expect(q.kind === 'route' && q.match.layout).toBe('new');
    const a = resolve(admin, '/baqsj/review');
    expect(a.kind === 'route' && a.match.layout).toBe('archive');
  });
  it('directories and aliases redirect; unknown paths are not found', () => {
    expect(resolve(admin, '/')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolve(admin, '/newUpms')).toEqual({ kind: 'redirect', to: '/upms/sysuser' });
    expect(resolve(admin, '/baqsj/report')).toEqual({ kind: 'redirect', to: '/newBaqsj/report' });
    expect(resolve(admin, '/annual/todo')).toEqual({ kind: 'redirect', to: '/biz/todo' });
    expect(resolve(admin, '/nope')).toEqual({ kind: 'notFound' });
    expect(resolve(null, '/biz/todo')).toEqual({ kind: 'notFound' });
  });
  it('the refresh route carries the path', () => {
    const r = resolve(admin, '/redirect/biz/todo');
    expect(r.kind === 'route' && r.match.params.path).toBe('biz/todo');
  });
});

describe('breadcrumb', () => {
  const admin = routesOf('admin');
  const crumbs = (path: string) => {
    const r = resolve(admin, path);
    if (r.kind !== 'route') throw new Error(path);
    return buildBreadcrumb(r.match.route, r.match.parents);
  };
  it('Home first, last item not a link, noRedirect directories not links', () => {
    expect(crumbs('/upms/sysuser')).toEqual([
      { path: '/dashboard', title: 'home', home: true, link: true },
      { path: '/newUpms', title: '系统模块', link: false },
      { path: '/upms/sysuser', title: '用户管理', link: false },
    ]);
  });
  it('business pages: Home > page; the dashboard: Home only', () => {
    expect(crumbs('/biz/todo').map((c) => [c.title, c.link])).toEqual([['home', true], ['待办事项', false]]);
    expect(crumbs('/dashboard')).toEqual([{ path: '/dashboard', title: 'home', home: true, link: false }]);
  });
});

describe('the breadcrumb of a record follows the list it was opened from (issue 32 §5)', () => {
  const admin = routesOf('admin');
  const table = fullTable(admin);
  const crumbsOf = (path: string) => {
    const r = resolve(admin, path);
    if (r.kind !== 'route') throw new Error(path);
    return buildBreadcrumb(r.match.route, r.match.parents, undefined, originOf(table, r.match.location)).map((c) => [c.title, c.link]);
  };
  it('from the approval list: Home > 审批中心 > 待我审批 (a link back) > 查看详情', () => {
    const to = withOrigin('/newBaqsj/lookDetail?id=5', '/newBaqsj/pendingMyApproval');
    expect(to).toBe('/newBaqsj/lookDetail?id=5&from=%2FnewBaqsj%2FpendingMyApproval');
    expect(crumbsOf(to)).toEqual([['home', true], ['审批中心', false], ['待我审批', true], ['查看详情', false]]);
  });
  it('from the to-do list: Home > 待办事项 > 查看详情; and it lights that list in the sidebar', () => {
    const to = withOrigin('/newBaqsj/lookDetail?id=5', '/biz/todo');
    expect(crumbsOf(to)).toEqual([['home', true], ['待办事项', true], ['查看详情', false]]);
    const r = resolve(admin, to);
    if (r.kind !== 'route') throw new Error(to);
    expect(activeMenuKey(buildSidebarMenu(admin), r.match, originOf(table, r.match.location))).toBe('/biz/todo');
  });
  it('without a list, or with one that is no page of the menu, the record keeps its own place', () => {
    const own = [['home', true], ['我的上报', false], ['查看详情', false]];
    expect(crumbsOf('/newBaqsj/lookDetail?id=5')).toEqual(own);
    for (const from of ['https://evil.example/x', '//evil.example', '/nope', '/profile/index', '/newBaqsj/lookDetail', '/login']) {
      expect(crumbsOf(`/newBaqsj/lookDetail?id=5&from=${encodeURIComponent(from)}`)).toEqual(own);
    }
    expect(withOrigin('/x?id=1', 'javascript:alert(1)')).toBe('/x?id=1');
    expect(withOrigin('/x?id=1', undefined)).toBe('/x?id=1');
  });
});

describe('header search', () => {
  const admin = routesOf('admin');
  const pool = buildSearchPool(admin);
  const search = createRouteSearch(pool);
  it('uses the options of the old system', () => {
    expect(SEARCH_OPTIONS).toMatchObject({ threshold: 0.4, maxPatternLength: 32, minMatchCharLength: 1, keys: [{ name: 'title', weight: 0.7 }, { name: 'path', weight: 0.3 }] });
  });
  it('leaves out hidden routes and noRedirect directories, keeps their children', () => {
    const paths = pool.map((e) => e.path);
    expect(paths).not.toContain('/quality/detail');
    expect(paths).not.toContain('/profile/index');
    expect(paths).not.toContain('/newUpms');
    expect(paths).not.toContain('/login');
    expect(paths).not.toContain('/');
    expect(paths).toContain('/upms/sysuser');
  });
  it('results are titled by the breadcrumb joined with " > "', () => {
    const r = search('用户管理');
    expect(r[0]).toEqual({ path: '/upms/sysuser', title: '系统模块 > 用户管理', external: false });
    expect(search('sysuser')[0].path).toBe('/upms/sysuser');
    expect(search('   ')).toEqual([]);
  });
});

describe('sidebar menu', () => {
  it('hides hidden routes and directories whose entries are all hidden', () => {
    const menu = buildSidebarMenu(routesOf('approver01'));
    // a department head also decides the technologies of their department
    expect(menu.map((m) => m.key)).toEqual(['/', '/approval', '/xjsxxm']);
  });
  it('a directory with one visible child shows the child in its place', () => {
    const routes: AppRoute[] = [{ path: '/d', redirect: 'noRedirect', meta: { title: 'D', icon: 'x' }, children: [{ path: '/d/a', view: 'a', meta: { title: 'A' } }, { path: '/d/h', view: 'h', hidden: true, meta: { title: 'H' } }] }];
    expect(buildSidebarMenu(routes)).toEqual([{ key: '/d/a', title: 'A', icon: 'x', external: false }]);
    expect(buildSidebarMenu([{ ...routes[0], alwaysShow: true }])[0].children).toHaveLength(1);
  });
  it('open keys lead to an entry', () => {
    const menu = buildSidebarMenu(routesOf('tech01'));
    // the applicant's 申请 directory has one visible page, shown in its place
    expect(openKeysFor(menu, '/xjsxxm/apply/myApply')).toEqual(['/xjsxxm']);
    expect(openKeysFor(menu, '/nope')).toBeNull();
  });
});

describe('tags view', () => {
  const t = (path: string, affix = false) => ({ path, fullPath: path, title: path, affix });
  it('fixed tags cannot be closed; closing the active tag goes to the last one', () => {
    const v = createTagsView();
    v.setAffix([t('/dashboard')]);
    v.add(t('/a'));
    v.add(t('/b'));
    v.add(t('/c'));
    expect(v.close('/dashboard', '/dashboard')).toBeNull();
    expect(v.close('/b', '/c')).toBeNull();
    expect(v.close('/c', '/c')).toBe('/a');
    expect(v.store.getState().visited.map((x) => x.path)).toEqual(['/dashboard', '/a']);
  });
  it('same path updates the tag instead of adding one', () => {
    const v = createTagsView();
    v.add(t('/a'));
    v.add({ path: '/a', fullPath: '/a?x=1', title: 'A' });
    expect(v.store.getState().visited).toEqual([{ path: '/a', fullPath: '/a?x=1', title: 'A', affix: false }]);
  });
  it('close others keeps the fixed ones; close all goes to /dashboard; refresh goes through /redirect', () => {
    const v = createTagsView();
    v.setAffix([t('/dashboard')]);
    ['/a', '/b', '/c'].forEach((p) => v.add(t(p)));
    expect(v.closeOthers('/b')).toBe('/b');
    expect(v.store.getState().visited.map((x) => x.path)).toEqual(['/dashboard', '/b']);
    expect(v.closeAll()).toBe('/dashboard');
    expect(v.store.getState().visited.map((x) => x.path)).toEqual(['/dashboard']);
    expect(v.refreshTarget({ fullPath: '/biz/todo?x=1' })).toBe('/redirect/biz/todo?x=1');
  });
});

describe('sidebar state', () => {
  it('remembers the open state in the sidebarStatus cookie', () => {
    const jar = memoryCookieJar();
    const s = createSidebar(jar, 1366);
    expect(s.store.getState().opened).toBe(true);
    s.toggle();
    expect(jar.get('sidebarStatus')).toBe('0');
    expect(createSidebar(jar, 1366).store.getState().opened).toBe(false);
  });
  it('below 992 px closes, and a route change closes it on mobile only', () => {
    const s = createSidebar(memoryCookieJar({ sidebarStatus: '1' }), 991);
    expect(s.store.getState()).toMatchObject({ opened: false, device: 'mobile' });
    s.toggle();
    s.routeChanged();
    expect(s.store.getState().opened).toBe(false);
    const d = createSidebar(memoryCookieJar(), 992);
    d.routeChanged();
    expect(d.store.getState()).toMatchObject({ opened: true, device: 'desktop' });
  });
  it('folds while a page holds it (the form designer) and opens again after, without writing the cookie', () => {
    const jar = memoryCookieJar({ sidebarStatus: '1' });
    const s = createSidebar(jar, 1366);
    const release = s.fold();
    const second = s.fold();
    expect(s.store.getState().opened).toBe(false);
    expect(jar.get('sidebarStatus')).toBe('1');
    release();
    release(); // a release runs once
    expect(s.store.getState().opened).toBe(false);
    second();
    expect(s.store.getState().opened).toBe(true);
  });
  it('a fold leaves a closed sidebar closed, and a toggle while folded is the person\'s choice', () => {
    const closed = createSidebar(memoryCookieJar({ sidebarStatus: '0' }), 1366);
    closed.fold()();
    expect(closed.store.getState().opened).toBe(false);
    const jar = memoryCookieJar({ sidebarStatus: '1' });
    const s = createSidebar(jar, 1366);
    const release = s.fold();
    s.toggle();
    expect(s.store.getState().opened).toBe(true);
    s.toggle();
    release();
    expect(s.store.getState().opened).toBe(false);
    expect(jar.get('sidebarStatus')).toBe('0');
  });
});

describe('navigator', () => {
  function setup(start: string, token: boolean) {
    const router = createRouter({ mode: 'memory', initial: start });
    let hasToken = token;
    const nav = createNavigator({
      router,
      guard: { hasToken: () => hasToken, loadUser: async () => true, resetToken: () => { hasToken = false; }, notifyError: () => {} },
      buildRoutes: () => routesOf('nurse01'),
    });
    return { router, nav, login: () => { hasToken = true; } };
  }
  const settle = () => new Promise((r) => setTimeout(r, 10));
  it('no token: lands on the login page with the redirect', async () => {
    const { router, nav } = setup('/biz/todo', false);
    await nav.start();
    await settle();
    expect(router.current().fullPath).toBe('/login?redirect=/biz/todo');
    expect(nav.store.getState().match?.route.view).toBe('shell/login');
  });
  it('token: loads the user, generates routes, and opens the page; unknown paths go to /404', async () => {
    const { router, nav } = setup('/', true);
    await nav.start();
    await settle();
    expect(router.current().path).toBe('/dashboard');
    expect(nav.store.getState().routes).not.toBeNull();
    router.push('/newUpms/role');
    await settle();
    expect(router.current().path).toBe('/404');
  });
});
