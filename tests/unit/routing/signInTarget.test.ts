// Issue 32 §5: after a sign-in the login page's redirect is followed only to a page of the new user's
// menus, otherwise home; the safe-redirect rules still hold (safeHref.test.ts has the hostile forms).
import { describe, expect, it } from 'vitest';
import { buildUserRoutes, signInTarget } from '../../../src/core/routing/index.ts';
import { menusFor, USERS } from './fixtures.ts';

const routesOf = (user: string) => buildUserRoutes({ menuList: menusFor(USERS[user]), roles: USERS[user] });

describe('the page a sign-in lands on', () => {
  const nurse = routesOf('nurse01');
  const quality = routesOf('quality01');
  it('is the redirect when the new user has that page (query kept)', () => {
    expect(signInTarget('/quality/rounds', quality)).toBe('/quality/rounds');
    expect(signInTarget('/newBaqsj/report?x=1', nurse)).toBe('/newBaqsj/report?x=1');
    expect(signInTarget('/newBaqsj/lookDetail?id=5', nurse)).toBe('/newBaqsj/lookDetail?id=5');
  });
  it("is home when the page is not in the new user's menus (another user's last page)", () => {
    expect(signInTarget('/quality/rounds', nurse)).toBe('/');
    expect(signInTarget('/upms/sysuser', nurse)).toBe('/');
    expect(signInTarget('/no/such/page', quality)).toBe('/');
  });
  it('follows aliases, directories and tab refreshes to a page the user has', () => {
    expect(signInTarget('/baqsj/report', nurse)).toBe('/baqsj/report');
    expect(signInTarget('/redirect/newBaqsj/report', nurse)).toBe('/redirect/newBaqsj/report');
    expect(signInTarget('/redirect/quality/rounds', nurse)).toBe('/');
  });
  it('keeps the safe-redirect rules: other origins, public pages and nothing go home', () => {
    for (const bad of ['//evil.example', 'https://evil.example/', '/\\evil.example', '/%2F%2Fevil.example', 'javascript:alert(1)', '', undefined, 42]) {
      expect(signInTarget(bad, nurse)).toBe('/');
    }
    expect(signInTarget('/login', nurse)).toBe('/');
    expect(signInTarget('/404', nurse)).toBe('/');
    expect(signInTarget('/quality/rounds', null)).toBe('/');
  });
});
