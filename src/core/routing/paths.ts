// Path and query helpers of the tiny router: parsing, building, and `:param` / `:param*` patterns.
import type { RouteLocation } from './types.ts';

export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  const s = search.startsWith('?') ? search.slice(1) : search;
  if (!s) return out;
  for (const [k, v] of new URLSearchParams(s)) if (!(k in out)) out[k] = v;
  return out;
}

/** Query string keeping '/' readable: `?redirect=/biz/todo`. */
export function stringifyQuery(query: Record<string, string | undefined>): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeQueryPart(k)}=${encodeQueryPart(String(v))}`);
  return parts.length ? '?' + parts.join('&') : '';
}

export function encodeQueryPart(s: string): string {
  return encodeURIComponent(s).replace(/%2F/gi, '/').replace(/%3A/gi, ':').replace(/%40/g, '@');
}

/** Collapse duplicate slashes, drop a trailing slash, keep a leading one. */
export function normalizePath(path: string): string {
  let p = path || '/';
  if (!p.startsWith('/')) p = '/' + p;
  p = p.replace(/\/{2,}/g, '/');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p;
}

/** '/a/b?x=1#h' -> location. The path is normalized so '//host' can never survive as a path. */
export function parseLocation(raw: string): RouteLocation {
  let rest = raw || '/';
  let hash = '';
  const h = rest.indexOf('#');
  if (h >= 0) {
    hash = rest.slice(h);
    rest = rest.slice(0, h);
  }
  let search = '';
  const q = rest.indexOf('?');
  if (q >= 0) {
    search = rest.slice(q);
    rest = rest.slice(0, q);
  }
  const path = normalizePath(rest);
  return { path, query: parseQuery(search), hash, fullPath: path + (search.length > 1 ? search : '') + hash };
}

interface Compiled {
  re: RegExp;
  keys: string[];
}
const cache = new Map<string, Compiled>();

function compile(pattern: string): Compiled {
  let c = cache.get(pattern);
  if (c) return c;
  const keys: string[] = [];
  const source = normalizePath(pattern)
    .split('/')
    .map((seg) => {
      const m = /^:(\w+)(\*|\(\.\*\))?$/.exec(seg);
      if (!m) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(m[1]);
      // ':path*' matches zero or more segments (the refresh route /redirect/:path*)
      return m[2] ? '(.*)' : '([^/]+)';
    })
    .join('/')
    .replace(/\/\(\.\*\)$/, '(?:/(.*))?');
  c = { re: new RegExp('^' + source + '/?$', 'i'), keys };
  cache.set(pattern, c);
  return c;
}

/** Params when `path` matches `pattern`, else null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const { re, keys } = compile(pattern);
  const m = re.exec(normalizePath(path));
  if (!m) return null;
  const params: Record<string, string> = {};
  keys.forEach((k, i) => {
    const v = m[i + 1] ?? '';
    try {
      params[k] = decodeURIComponent(v);
    } catch {
      params[k] = v;
    }
  });
  return params;
}

/** http(s), mailto and tel links open in a new window (spec section 2). */
export function isExternal(path: string | undefined | null): boolean {
  return typeof path === 'string' && /^(https?:|mailto:|tel:)/i.test(path.trim());
}
