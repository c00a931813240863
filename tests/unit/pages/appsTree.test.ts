import { describe, expect, it } from 'vitest';
import { appDescKey, appsOf, branchIds, countNodes, filterTree, firstPage, normalizeTree, type MenuNode } from '../../../src/core/pages/index.ts';
import type { MenuItem } from '../../../src/core/session/types.ts';

const m = (id: number, menuRoute: string, mid: string, menuType: 'D' | 'F', parentMenuID: number, orderNum: number, menuDisp = menuRoute, exclusiveFG = 0): MenuItem =>
  ({ id, menuRoute, mid, sysModule: mid, menuType, parentMenuID, orderNum, menuDisp, exclusiveFG, note: menuType === 'D' ? 'Layout' : menuRoute.slice(1) });

const menus: MenuItem[] = [
  m(1, '/', 'business', 'D', 0, 10, '业务中心'), m(2, '/dashboard', 'business', 'F', 1, 10), m(3, '/biz/draft', 'business', 'F', 1, 20),
  m(11, '/home', 'baqsj', 'D', 0, 10, '我的上报'), m(18, '/newBaqsj/lookDetail', 'baqsj', 'F', 11, 5, '查看', 1), m(12, '/newBaqsj/report', 'baqsj', 'F', 11, 10),
  m(37, '/quality', 'quality', 'D', 0, 10, '医疗质量管理'), m(38, '/quality/scoreFormLib', 'quality', 'F', 37, 10),
  m(42, '/newUpms', 'system', 'D', 0, 10, '系统模块'), m(43, '/upms/sysuser', 'system', 'F', 42, 10),
];

describe('sub-applications (/biz/app)', () => {
  it('finds the first visible page of a module, skipping hidden ones', () => {
    expect(firstPage(menus, (x) => x === 'baqsj')).toBe('/newBaqsj/report');
    expect(firstPage(menus, (x) => x === 'nope')).toBeUndefined();
  });
  it('lists the apps of the menus once each: no admin card repeating quality and system (issue 22 §3)', () => {
    const apps = appsOf(menus);
    expect(apps.map((a) => [a.mid, a.home])).toEqual([
      ['business', '/dashboard'], ['baqsj', '/newBaqsj/report'], ['quality', '/quality/scoreFormLib'], ['system', '/upms/sysuser'],
    ]);
    expect(new Set(apps.map((a) => a.home)).size).toBe(apps.length);
    // an app is named by its top menu's text, else (baqsj) by the locale; described by the locale
    expect(apps.map((a) => a.name || a.nameKey)).toEqual(['业务中心', 'shell:app_baqsj', apps[2].name, '系统模块']);
    expect(apps.map((a) => appDescKey(a.mid))).toEqual(['appDesc_business', 'appDesc_baqsj', 'appDesc_quality', 'appDesc_system']);
    expect(appDescKey('lab')).toBe('appDesc_other');
    expect(apps.map((a) => a.icon)).toEqual(['home', 'alert', 'bar-chart', 'setting']);
  });
});

describe('menu tree', () => {
  const tree: MenuNode[] = [
    { menuId: 2, title: '业务', sort: 20, children: [] },
    { menuId: 1, title: '系统模块', sort: 10, children: [{ menuId: 3, title: '用户管理', path: '/upms/sysuser', sort: 1, children: null }] },
  ];
  it('sorts and drops empty children', () => {
    const t = normalizeTree(tree);
    expect(t.map((n) => n.menuId)).toEqual([1, 2]);
    expect(t[1].children).toBeUndefined();
    expect(countNodes(t)).toBe(3);
  });
  it('keeps matches and their ancestors', () => {
    const t = filterTree(normalizeTree(tree), 'sysuser');
    expect(t).toHaveLength(1);
    expect(t[0].children!.map((n) => n.menuId)).toEqual([3]);
    expect(filterTree(tree, ' ')).toBe(tree);
  });
  it('names the rows a tree table can open: the nodes with children, at any depth', () => {
    const deep: MenuNode[] = [...tree, { menuId: 4, title: '质控', sort: 30, children: [{ menuId: 5, title: '检查', children: [{ menuId: 6, title: '轮次' }] }] }];
    expect(branchIds(normalizeTree(deep))).toEqual([1, 4, 5]);
    expect(branchIds(null)).toEqual([]);
  });
});
