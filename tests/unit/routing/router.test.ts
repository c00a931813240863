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

/** A window with a real session history: pushState truncates the forward entries, back/forward fire popstate. */
function historyWindow(url: string) {
  const entries = [url];
  let at = 0;
  const win = fakeWindow(url) as ReturnType<typeof fakeWindow> & { go(delta: number): void; entries(): string[] };
  const path = () => win.location.pathname + win.location.search + win.location.hash;
  win.history.pushState = (_d, _u, to) => {
    win.set(to!);
    entries.splice(at + 1, entries.length, path());
    at = entries.length - 1;
  };
  win.history.replaceState = (_d, _u, to) => {
    win.set(to!);
    entries[at] = path();
  };
  win.go = (delta) => {
    at += delta;
    win.set(entries[at]);
    win.fire('popstate');
  };
  win.history.back = () => win.go(-1);
  win.entries = () => entries.slice(0, at + 1);
  return win;
}

describe('Back and Forward with unsaved changes', () => {
  function setup() {
    const win = historyWindow('/list');
    const r = createRouter({ mode: 'history', win });
    let dirty = false;
    let answer: (ok: boolean) => void = () => {};
    let asked = 0;
    r.setPopGuard({
      dirty: () => dirty,
      ask: () => {
        asked++;
        return new Promise<boolean>((resolve) => {
          answer = (ok) => {
            if (ok) dirty = false; // leaving drops the unsaved marks (askLeave)
            resolve(ok);
          };
        });
      },
    });
    r.push('/form');
    return { win, r, setDirty: (d: boolean) => (dirty = d), answer: (ok: boolean) => answer(ok), asked: () => asked };
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('follows Back at once when nothing is unsaved', () => {
    const { win, r, asked } = setup();
    win.go(-1);
    expect(r.current().path).toBe('/list');
    expect(asked()).toBe(0);
  });

  it('keeps the page and its address while asking; Stay keeps them', async () => {
    const { win, r, setDirty, answer } = setup();
    setDirty(true);
    const seen: string[] = [];
    r.subscribe((l) => seen.push(l.path));
    win.go(-1);
    expect(r.current().path).toBe('/form');
    expect(win.location.pathname).toBe('/form');
    answer(false);
    await settle();
    expect(r.current().path).toBe('/form');
    expect(win.location.pathname).toBe('/form');
    expect(seen).toEqual([]);
  });

  it('Leave goes where Back was going; a second Back while asking asks once', async () => {
    const { win, r, setDirty, answer, asked } = setup();
    setDirty(true);
    win.go(-1);
    win.go(-1); // pressed again while the question is open
    expect(asked()).toBe(1);
    expect(win.location.pathname).toBe('/form');
    answer(true);
    await settle();
    expect(r.current().path).toBe('/list');
    expect(win.location.pathname).toBe('/list');
  });

  it('Forward is asked about the same way', async () => {
    const { win, r, setDirty, answer } = setup();
    win.go(-1);
    expect(r.current().path).toBe('/list');
    setDirty(true);
    win.go(1);
    expect(r.current().path).toBe('/list');
    answer(true);
    await settle();
    // the entry Forward was going to is behind the restored one: Leave goes back onto it
    expect(r.current().path).toBe('/form');
  });

  it('hash mode hears popstate and hashchange for one Back and asks once', async () => {
    const win = historyWindow('/page.html#/list');
    const r = createRouter({ mode: 'hash', win });
    let asked = 0;
    r.setPopGuard({ dirty: () => true, ask: async () => (asked++, false) });
    r.push('/form');
    win.go(-1);
    win.fire('hashchange');
    await settle();
    expect(asked).toBe(1);
    expect(r.current().path).toBe('/form');
    expect(win.location.hash).toBe('#/form');
  });
});
