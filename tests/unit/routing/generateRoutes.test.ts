import { describe, expect, it } from 'vitest';
import { generateRoutes, generateXjsxxmRoutes, menuToRoutes } from '../../../src/core/routing/generateRoutes.ts';
import { buildUserRoutes, collectPaths, filterRoutesByApp, filterRoutesByPaths, filterRoutesByRoles, availableApps } from '../../../src/core/routing/index.ts';
import type { AppRoute } from '../../../src/core/routing/types.ts';
import type { MenuItem } from '../../../src/core/session/types.ts';
import { menusFor, USERS } from './fixtures.ts';

const tops = (rs: AppRoute[]) => rs.map((r) => r.path);
const m = (id: number, menuRoute: string, menuType: 'D' | 'F', parentMenuID: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  id, menuRoute, menuType, parentMenuID, menuDisp: menuRoute, note: menuType === 'D' ? 'Layout' : menuRoute.slice(1), mid: 'x', sysModule: 'x', ...extra,
});

describe('menuToRoutes', () => {
  it('groups F pages under their D directory by parent id, ordered by orderNum', () => {
    const tree = menuToRoutes([m(2, '/d/b', 'F', 1, { orderNum: 20 }), m(3, '/d/a', 'F', 1, { orderNum: 10 }), m(1, '/d', 'D', 0)]);
    expect(tops(tree)).toEqual(['/d']);
    expect(tree[0].redirect).toBe('noRedirect');
    expect(tree[0].children!.map((c) => c.path)).toEqual(['/d/a', '/d/b']);
    expect(tree[0].children![0].view).toBe('d/a');
  });
  it('marks exclusiveFG 1 hidden and carries title, icon and app id', () => {
    const [r] = menuToRoutes([m(1, '/p', 'F', 0, { exclusiveFG: 1, menuDisp: '页', menuLogo: 'user', mid: 'business' })]);
    expect(r).toMatchObject({ path: '/p', hidden: true, meta: { title: '页', icon: 'user', mid: 'business' } });
  });
  it('puts a page whose directory is missing at the top level and ignores broken rows', () => {
    const tree = menuToRoutes([m(5, '/orphan', 'F', 99), null as unknown as MenuItem, m(6, '', 'F', 0)]);
    expect(tops(tree)).toEqual(['/orphan']);
  });
  it('keeps external links as they are', () => {
    const [r] = menuToRoutes([m(1, 'https://example.org/x', 'F', 0)]);
    expect(r.path).toBe('https://example.org/x');
  });
});

describe('generateRoutes (layout groups)', () => {
  it('builds /newUpms, /xjsxxm and /quality with the main layout and the quality hidden routes', () => {
    const admin = generateRoutes(menusFor(USERS.admin));
    expect(tops(admin)).toEqual(['/', '/home', '/approval', '/qualityControl', '/baqsj/review', '/quality', '/newUpms']);
    const quality = admin.find((r) => r.path === '/quality')!;
    expect(quality.layout).toBe('main');
    const hidden = quality.children!.filter((c) => c.hidden).map((c) => c.path);
    expect(hidden).toEqual(['/quality/pdca/new', '/quality/pdca/detail', '/quality/scoreFormLib/addScoreForm', '/quality/sheet', '/quality/results', '/quality/detail']);
    expect(admin.find((r) => r.path === '/newUpms')!.meta.title).toBe('系统模块');
    expect(admin.find((r) => r.path === '/qualityControl')!.layout).toBe('new');
    expect(admin.find((r) => r.path === '/baqsj/review')!.layout).toBe('archive');
  });
  it('adds the quality hidden routes even when the menus lack them', () => {
    const rs = generateRoutes([m(1, '/quality', 'D', 0, { mid: 'quality' }), m(2, '/quality/formLib', 'F', 1, { mid: 'quality' })]);
    expect(rs[0].children!.map((c) => c.path)).toEqual(['/quality/formLib', '/quality/scoreFormLib/addScoreForm', '/quality/detail']);
  });
  it('wraps loose top-level system pages in the /newUpms group', () => {
    const rs = generateRoutes([m(1, '/upms/sysuser', 'F', 0, { mid: 'system' })]);
    expect(rs).toHaveLength(1);
    expect(rs[0]).toMatchObject({ path: '/newUpms', layout: 'main', meta: { title: 'shell:route/newUpms' } });
    expect(rs[0].children![0].path).toBe('/upms/sysuser');
  });
  it('the xjsxxm generator keeps only the children of the top-level module', () => {
    const rs = generateXjsxxmRoutes(menusFor(USERS.tech01));
    expect(tops(rs)).toEqual(['/xjsxxm/apply', '/xjsxxm/catalogue', '/xjsxxm/review']);
    // pending approvals belong to the deciding hands; the applicant has the (hidden) detail page
    expect(rs[0].children!.map((c) => c.path)).toEqual(['/xjsxxm/apply/myApply', '/xjsxxm/apply/detail']);
    expect(generateXjsxxmRoutes(menusFor(USERS.nurse01))).toEqual([]);
  });
});

describe('filters', () => {
  const tree: AppRoute[] = [
    { path: '/a', meta: { title: 'a', roles: ['x'] }, view: 'a' },
    { path: '/d', meta: { title: 'd' }, children: [{ path: '/d/1', view: 'd1', meta: { title: '1', roles: ['y'] } }, { path: '/d/2', view: 'd2', meta: { title: '2' } }] },
  ];
  it('by the role list in route meta (no list = everyone)', () => {
    expect(tops(filterRoutesByRoles(tree, ['x']))).toEqual(['/a', '/d']);
    expect(filterRoutesByRoles(tree, ['z'])[0].children!.map((c) => c.path)).toEqual(['/d/2']);
  });
  it('by path allow list, keeping directories with an allowed child', () => {
    const kept = filterRoutesByPaths(tree, ['/d/1']);
    expect(tops(kept)).toEqual(['/d']);
    expect(kept[0].children!.map((c) => c.path)).toEqual(['/d/1']);
    expect(filterRoutesByPaths(tree, new Set(['/nothing']))).toEqual([]);
  });
});

describe('buildUserRoutes: each seeded user', () => {
  const paths = (user: string) => [...collectPaths(buildUserRoutes({ menuList: menusFor(USERS[user]), roles: USERS[user] }))].sort();
  it('nurse01 gets business and the report group only', () => {
    const p = paths('nurse01');
    expect(p).toContain('/newBaqsj/report');
    expect(p).toContain('/dashboard');
    expect(p).not.toContain('/newBaqsj/pendingMyApproval');
    expect(p).not.toContain('/quality');
    expect(p).not.toContain('/newUpms');
  });
  it('approver01 gets the approval centre and lookDetail, not the report pages', () => {
    const p = paths('approver01');
    expect(p).toEqual(expect.arrayContaining(['/approval', '/newBaqsj/pendingMyApproval', '/newBaqsj/lookDetail']));
    expect(p).not.toContain('/newBaqsj/report');
  });
  it('admin gets system, quality, quality control and business, with the dashboard fixed', () => {
    const routes = buildUserRoutes({ menuList: menusFor(USERS.admin), roles: USERS.admin });
    const p = [...collectPaths(routes)];
    expect(p).toEqual(expect.arrayContaining(['/newUpms', '/upms/sysuser', '/quality', '/qualityControl', '/baqsj/review', '/biz/todo']));
    expect(p).not.toContain('/xjsxxm');
    const root = routes.find((r) => r.path === '/')!;
    expect(root.redirect).toBe('/dashboard');
    expect(root.children!.find((c) => c.path === '/dashboard')!.meta.affix).toBe(true);
  });
  it('a user without business menus still has / and /dashboard', () => {
    const p = [...collectPaths(buildUserRoutes({ menuList: [], roles: ['nobody'] }))];
    expect(p.sort()).toEqual(['/', '/dashboard']);
  });
});

describe('filterRoutesByApp', () => {
  const routes = buildUserRoutes({ menuList: menusFor(USERS.admin), roles: USERS.admin });
  const tech = buildUserRoutes({ menuList: menusFor(USERS.tech01), roles: USERS.tech01 });
  it('no app: everything', () => expect(filterRoutesByApp(routes, null)).toHaveLength(routes.length));
  it('admin: all modules except business, baqsj and xjsxxm', () => {
    expect(tops(filterRoutesByApp(routes, { name: 'admin', mid: 'admin' }))).toEqual(['/quality', '/newUpms']);
  });
  it('system: its own tree', () => {
    const rs = filterRoutesByApp(routes, { name: 's', mid: 'system' });
    expect(tops(rs)).toEqual(['/newUpms']);
    expect(rs[0].children!.length).toBe(9); // the system administrator's pages: not 角色管理, not 审计日志 (issue 33 §4)
  });
  it('other apps: the children of their module', () => {
    expect(tops(filterRoutesByApp(tech, { name: 'x', mid: 'xjsxxm' }))).toEqual(['/xjsxxm/apply', '/xjsxxm/catalogue', '/xjsxxm/review']);
    expect(tops(filterRoutesByApp(routes, { name: 'q', mid: 'quality' }))[0]).toBe('/quality/rounds');
    expect(tops(filterRoutesByApp(routes, { name: 'b', mid: 'business' }))).toContain('/biz/todo');
    expect(tops(filterRoutesByApp(routes, { name: 'b', mid: 'baqsj' }))).toEqual(['/home', '/approval', '/qualityControl', '/baqsj/review']);
  });
  it('an app the user has nothing in shows everything', () => {
    expect(filterRoutesByApp(tech, { name: 's', mid: 'system' })).toHaveLength(tech.length);
  });
  it('the switcher offers the user modules, and admin for System', () => {
    expect(availableApps(routes, USERS.admin).map((a) => a.mid)).toEqual(['business', 'baqsj', 'quality', 'system', 'admin']);
    expect(availableApps(tech, USERS.tech01).map((a) => a.mid)).toEqual(['business', 'xjsxxm']);
  });
});
