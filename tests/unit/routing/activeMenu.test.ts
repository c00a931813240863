// The sidebar's lit item follows the route on screen (issue 22 §2).
import { describe, expect, it } from 'vitest';
import { activeMenuKey, buildSidebarMenu, buildUserRoutes, fullTable, parseLocation, resolveRoute, type AppRoute } from '../../../src/core/routing/index.ts';
import { menusFor, USERS } from './fixtures.ts';

const routesOf = (user: string) => buildUserRoutes({ menuList: menusFor(USERS[user]), roles: USERS[user] });
const menu = buildSidebarMenu(routesOf('admin'));
const at = (path: string, user = 'admin') => {
  const routes = routesOf(user);
  const r = resolveRoute(fullTable(routes), parseLocation(path));
  if (r.kind !== 'route') throw new Error(`${path}: ${r.kind}`);
  return activeMenuKey(buildSidebarMenu(routes), r.match);
};

describe('activeMenuKey', () => {
  it('is the page itself, whatever was visited before', () => {
    expect(at('/biz/draft')).toBe('/biz/draft');
    expect(at('/biz/todo')).toBe('/biz/todo');
    expect(at('/newBaqsj/queryData')).toBe('/newBaqsj/queryData');
  });
  it('archive review lights archive review, not the page visited before it', () => {
    expect(at('/baqsj/review')).toBe('/baqsj/review');
  });
  it('a hidden detail page lights its list (activeMenu)', () => {
    expect(at('/newBaqsj/lookDetail', 'nurse01')).toBe('/newBaqsj/myEscalation');
  });
  it('an address in other letter case lights the menu key as the menu spells it', () => {
    expect(at('/BIZ/TODO')).toBe('/biz/todo');
  });
  it('a refresh through /redirect lights the page refreshed', () => {
    expect(at('/redirect/biz/done')).toBe('/biz/done');
  });
  it('nothing for a page that is not in this menu, and for no match', () => {
    expect(at('/profile/index')).toBe('');
    expect(activeMenuKey(menu, null)).toBe('');
    const other: AppRoute = { path: '/elsewhere', view: 'x', meta: { title: 'x' } };
    expect(activeMenuKey(menu, { route: other, parents: [], location: parseLocation('/elsewhere') })).toBe('');
  });
});
