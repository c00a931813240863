import { describe, expect, it } from 'vitest';
import { guard, type GuardDeps } from '../../../src/core/routing/guard.ts';
import { isSafeRedirect, safeRedirect } from '../../../src/core/routing/safeRedirect.ts';
import { parseLocation } from '../../../src/core/routing/paths.ts';

const PUBLIC = ['/login', '/sso', '/auth-redirect', '/404', '/401'];

function deps(over: Partial<GuardDeps> & { token?: boolean; routes?: boolean } = {}) {
  const log: string[] = [];
  let token = over.token ?? false;
  const d: GuardDeps = {
    hasToken: () => token,
    hasRoutes: () => over.routes ?? false,
    isPublic: (p) => PUBLIC.includes(p) || p.startsWith('/redirect/'),
    loadUser: async () => true,
    resetToken: () => {
      token = false;
      log.push('reset');
    },
    notifyError: (m) => log.push('error:' + m),
    ...over,
  };
  return { d, log };
}
const go = (path: string, d: GuardDeps) => guard(parseLocation(path), d);

describe('guard without a token', () => {
  it('sends private paths to /login with the path as redirect', async () => {
    expect(await go('/biz/todo', deps().d)).toEqual({ action: 'redirect', to: '/login?redirect=/biz/todo' });
    expect(await go('/biz/todo?a=1&b=x y', deps().d)).toEqual({ action: 'redirect', to: '/login?redirect=/biz/todo%3Fa%3D1%26b%3Dx%20y' });
  });
  it('lets public routes through', async () => {
    for (const p of [...PUBLIC, '/redirect/biz/todo']) expect(await go(p, deps().d)).toEqual({ action: 'allow' });
  });
});

describe('guard with a token', () => {
  it('a signed-in user opening /login goes to /', async () => {
    expect(await go('/login?redirect=/biz/todo', deps({ token: true, routes: true }).d)).toEqual({ action: 'redirect', to: '/' });
  });
  it('with routes in place: allow', async () => {
    expect(await go('/biz/todo', deps({ token: true, routes: true }).d)).toEqual({ action: 'allow' });
  });
  it('without roles: load info, generate routes, retry the same location', async () => {
    let loaded = 0;
    const { d } = deps({ token: true, loadUser: async () => { loaded++; return true; } });
    expect(await go('/biz/todo?x=1', d)).toEqual({ action: 'redirect', to: '/biz/todo?x=1' });
    expect(loaded).toBe(1);
  });
  it('info without roles or menus: clear the token, go to login', async () => {
    const { d, log } = deps({ token: true, loadUser: async () => false });
    expect(await go('/biz/todo', d)).toEqual({ action: 'redirect', to: '/login?redirect=/biz/todo' });
    expect(log).toEqual(['reset']);
  });
  it('a failed info fetch: error message, token cleared, go to /', async () => {
    const { d, log } = deps({ token: true, loadUser: async () => { throw new Error('getInfo: roles must be a non-null array!'); } });
    expect(await go('/biz/todo', d)).toEqual({ action: 'redirect', to: '/' });
    expect(log).toEqual(['reset', 'error:getInfo: roles must be a non-null array!']);
  });
  it("an error without a message says 'Has Error'; failing on / goes straight to login", async () => {
    const { d, log } = deps({ token: true, loadUser: async () => { throw {}; } });
    expect(await go('/', d)).toEqual({ action: 'redirect', to: '/login?redirect=/' });
    expect(log).toContain('error:Has Error');
  });
});

describe('automatic login and SSO', () => {
  it('auto login goes to /baqsj/report; failure goes to /', async () => {
    const ok = deps({ autoLogin: async () => {} }).d;
    expect(await go('/auth-redirect?ticket=t1', ok)).toEqual({ action: 'redirect', to: '/baqsj/report' });
    const { d, log } = deps({ autoLogin: async () => { throw new Error('ticket expired'); } });
    expect(await go('/auth-redirect?ticket=t1', d)).toEqual({ action: 'redirect', to: '/' });
    expect(log).toContain('error:ticket expired');
  });
  it('SSO follows only a safe redirect', async () => {
    const d = deps({ sso: async () => {} }).d;
    expect(await go('/sso?ticket=t&redirect=/biz/todo', d)).toEqual({ action: 'redirect', to: '/biz/todo' });
    expect(await go('/sso?ticket=t&redirect=//evil.example', d)).toEqual({ action: 'redirect', to: '/' });
  });
});

describe('safeRedirect', () => {
  const hostile = [
    '//evil.example',
    '//evil.example/biz',
    'https://evil.example',
    'http://evil.example/x',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '%252F%252Fevil.example',
    '/%09/evil.example',
    'evil.example',
    '',
    '%E0%A4%A',
  ];
  it.each(hostile)('refuses %j', (v) => {
    expect(isSafeRedirect(v)).toBe(false);
    expect(safeRedirect(v)).toBe('/');
  });
  it('refuses non-strings', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(['/a'])).toBe('/');
  });
  it.each(['/', '/biz/todo', '/biz/todo?x=1&y=a%20b', '/newBaqsj/lookDetail?id=3#top', '/javascript:alert(1)'])('follows the local path %j', (v) => {
    expect(safeRedirect(v)).toBe(v);
  });
  it('the guard + login page round trip of a hostile value stays inside', async () => {
    // what the login page reads back from ?redirect= (URLSearchParams decodes once)
    for (const raw of ['%2F%2Fevil.example', 'https%3A%2F%2Fevil.example', 'javascript%3Aalert(1)']) {
      const loc = parseLocation('/login?redirect=' + raw);
      expect(safeRedirect(loc.query.redirect)).toBe('/');
    }
  });
});
