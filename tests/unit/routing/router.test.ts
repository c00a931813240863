import { describe, expect, it } from 'vitest';
import { createRouter, stripBase, type WindowLike } from '../../../src/core/routing/router.ts';
import { matchPath, parseLocation, stringifyQuery, isExternal } from '../../../src/core/routing/paths.ts';

function fakeWindow(url: string) {
  const u = new URL(url, 'http://h.test');
  const listeners: Record<string, Set<() => void>> = {};
  const win: WindowLike & { fire(t: string): void; set(url: string): void } = {
    location: { pathname: u.pathname, search: u.search, hash: u.hash },
    history: {
      pushState: (_d, _u, to) => win.set(to!),
      replaceState: (_d, _u, to) => win.set(to!),
    },
    addEventListener: (t, f) => (listeners[t] ??= new Set()).add(f),
    removeEventListener: (t, f) => listeners[t]?.delete(f),
    fire: (t) => listeners[t]?.forEach((f) => f()),
    set(to: string) {
      const n = new URL(to, 'http://h.test' + win.location.pathname);
      win.location = { pathname: n.pathname, search: n.search, hash: n.hash };
    },
  };
  return win;
}

describe('paths', () => {
  it('parses path, query and hash', () => {
    expect(parseLocation('/a/b/?x=1&y=%2Fz#h')).toEqual({ path: '/a/b', query: { x: '1', y: '/z' }, hash: '#h', fullPath: '/a/b?x=1&y=%2Fz#h' });
    expect(parseLocation('//evil.example').path).toBe('/evil.example');
  });
  it('matches params and the /redirect/:path* pattern', () => {
    expect(matchPath('/user/:id', '/user/7')).toEqual({ id: '7' });
    expect(matchPath('/redirect/:path*', '/redirect/biz/todo')).toEqual({ path: 'biz/todo' });
    expect(matchPath('/redirect/:path*', '/redirect')).toEqual({ path: '' });
    expect(matchPath('/user/:id', '/user')).toBeNull();
  });
  it('builds readable queries', () => expect(stringifyQuery({ redirect: '/biz/todo?a=1' })).toBe('?redirect=/biz/todo%3Fa%3D1'));
  it('external links: http(s), mailto, tel', () => {
    for (const l of ['http://a', 'https://a', 'mailto:a@b', 'tel:123']) expect(isExternal(l)).toBe(true);
    for (const l of ['/a', 'javascript:x', '']) expect(isExternal(l)).toBe(false);
  });
});

describe('createRouter', () => {
  it('memory mode: push, replace, back, listeners', () => {
    const r = createRouter({ mode: 'memory', initial: '/a' });
    const seen: string[] = [];
    r.subscribe((l) => seen.push(l.fullPath));
    r.push('/b?x=1');
    r.replace('/c');
    r.back();
    expect(seen).toEqual(['/b?x=1', '/c', '/a']);
    expect(r.current().path).toBe('/a');
  });
  it('history mode with a base path', () => {
    const win = fakeWindow('/hos/biz/todo?x=1');
    const r = createRouter({ mode: 'history', base: '/hos/', win });
    expect(r.current()).toMatchObject({ path: '/biz/todo', query: { x: '1' } });
    r.push('/biz/done');
    expect(win.location.pathname).toBe('/hos/biz/done');
    expect(r.href('/')).toBe('/hos');
    expect(r.href('/a?b=1')).toBe('/hos/a?b=1');
    win.set('/hos/biz/my');
    win.fire('popstate');
    expect(r.current().path).toBe('/biz/my');
    expect(stripBase('/other/x', '/hos')).toBe('/');
  });
  it('hash mode', () => {
    const win = fakeWindow('/page.html#/biz/todo?x=2');
    const r = createRouter({ mode: 'hash', win });
    expect(r.current()).toMatchObject({ path: '/biz/todo', query: { x: '2' } });
    r.push('/login');
    expect(win.location.hash).toBe('#/login');
    expect(win.location.pathname).toBe('/page.html');
    expect(r.href('/x')).toBe('#/x');
  });
});
