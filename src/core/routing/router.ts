// A tiny router (issue 5 section 1): history mode by default, hash mode, and memory mode for pages
// that embed <hos-app> under their own URL; an optional base path. The window is injected so the
// router runs in Node tests.
import { normalizePath, parseLocation } from './paths.ts';
import type { RouteLocation } from './types.ts';

export type RouterMode = 'history' | 'hash' | 'memory';

export interface WindowLike {
  location: { pathname: string; search: string; hash: string };
  history: { pushState(data: unknown, unused: string, url?: string): void; replaceState(data: unknown, unused: string, url?: string): void; back?(): void };
  addEventListener(type: string, fn: () => void): void;
  removeEventListener(type: string, fn: () => void): void;
}

export interface RouterOptions {
  mode?: RouterMode;
  /** base path the app lives under ('/hos'); history mode only */
  base?: string;
  win?: WindowLike;
  /** memory mode: the first location */
  initial?: string;
}

/**
 * Asked before the router follows the browser's Back or Forward away from a page with unsaved
 * changes (issue 10 §1). A popstate cannot be cancelled: the address is put back on the page being
 * left while `ask` asks; a yes goes back (or forward) again, now with nothing unsaved.
 */
export interface PopGuard {
  dirty(): boolean;
  ask(): Promise<boolean>;
}

export interface Router {
  readonly mode: RouterMode;
  readonly base: string;
  current(): RouteLocation;
  push(to: string): void;
  replace(to: string): void;
  back(): void;
  /** the href for a link to `to` (base and '#' applied) */
  href(to: string): string;
  subscribe(fn: (loc: RouteLocation) => void): () => void;
  /** consulted on Back and Forward (history and hash modes) */
  setPopGuard(guard: PopGuard | null): void;
  destroy(): void;
}

export function normalizeBase(base: string | undefined | null): string {
  if (!base) return '';
  const b = normalizePath(base.trim());
  return b === '/' ? '' : b;
}

/** Strip the base from a pathname; a pathname outside the base is the app's root. */
export function stripBase(pathname: string, base: string): string {
  if (!base) return pathname || '/';
  if (pathname === base) return '/';
  if (pathname.toLowerCase().startsWith(base.toLowerCase() + '/')) return pathname.slice(base.length);
  return '/';
}

export function createRouter(opts: RouterOptions = {}): Router {
  const mode: RouterMode = opts.mode ?? 'history';
  const base = mode === 'history' ? normalizeBase(opts.base) : '';
  const win = mode === 'memory' ? undefined : (opts.win ?? (globalThis as unknown as { window?: WindowLike }).window);
  if (mode !== 'memory' && !win) throw new Error(`router: mode '${mode}' needs a window`);
  const listeners = new Set<(loc: RouteLocation) => void>();
  const stack: string[] = [parseLocation(opts.initial ?? '/').fullPath];
  let index = 0;

  const read = (): RouteLocation => {
    if (mode === 'memory') return parseLocation(stack[index]);
    const l = win!.location;
    if (mode === 'hash') return parseLocation(l.hash.replace(/^#/, '') || '/');
    return parseLocation(stripBase(l.pathname, base) + l.search + l.hash);
  };
  let last = read();
  const notify = () => {
    last = read();
    listeners.forEach((fn) => fn(last));
  };
  const href = (to: string) => {
    const loc = parseLocation(to);
    if (mode === 'hash') return '#' + loc.fullPath;
    if (mode === 'memory') return loc.fullPath;
    return (base && loc.path === '/' ? base : base + loc.path) + loc.fullPath.slice(loc.path.length);
  };
  const go = (to: string, replace: boolean) => {
    const loc = parseLocation(to);
    if (mode === 'memory') {
      if (replace) stack[index] = loc.fullPath;
      else {
        stack.splice(index + 1);
        stack.push(loc.fullPath);
        index = stack.length - 1;
      }
    } else if (replace) win!.history.replaceState(null, '', href(loc.fullPath));
    else win!.history.pushState(null, '', href(loc.fullPath));
    notify();
  };
  let popGuard: PopGuard | null = null;
  let asking = false;
  const onPop = () => {
    const to = read();
    // hash mode hears one Back twice (popstate, then hashchange)
    if (to.fullPath === last.fullPath) return;
    if (popGuard?.dirty()) {
      // the address back on the page being left (the entry it came from stays behind it)
      win!.history.pushState(null, '', href(last.fullPath));
      if (asking) return;
      asking = true;
      void popGuard.ask().then(
        (ok) => {
          asking = false;
          if (ok) win!.history.back?.();
        },
        () => {
          asking = false;
        },
      );
      return;
    }
    notify();
  };
  if (win) {
    win.addEventListener('popstate', onPop);
    if (mode === 'hash') win.addEventListener('hashchange', onPop);
  }
  return {
    mode,
    base,
    current: () => last,
    push: (to) => go(to, false),
    replace: (to) => go(to, true),
    back() {
      if (mode === 'memory') {
        if (index > 0) index--;
        notify();
      } else win!.history.back?.();
    },
    href,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    setPopGuard(guard) {
      popGuard = guard;
    },
    destroy() {
      popGuard = null;
      listeners.clear();
      if (win) {
        win.removeEventListener('popstate', onPop);
        win.removeEventListener('hashchange', onPop);
      }
    },
  };
}
