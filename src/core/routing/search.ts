// Header search (spec section 2 "Header search"): fuse.js over the visible routes, titles weighted
// 0.7 and paths 0.3; hidden routes and directories marked 'noRedirect' are left out (their children
// stay, titled with the directory in front); results show the title breadcrumb joined by ' > '.
import Fuse, { type IFuseOptions } from 'fuse.js';
import { isExternal } from './paths.ts';
import type { AppRoute } from './types.ts';

export interface SearchEntry {
  path: string;
  /** title chain, outermost first */
  title: string[];
}

export interface SearchResult {
  path: string;
  title: string;
  external: boolean;
}

/** The options of the old system, unchanged (maxPatternLength is kept for the record; fuse 7 caps patterns itself). */
export const SEARCH_OPTIONS = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  maxPatternLength: 32,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
} as const;

export function buildSearchPool(routes: readonly AppRoute[], titleOf: (r: AppRoute) => string = (r) => r.meta.title, prefix: string[] = []): SearchEntry[] {
  const out: SearchEntry[] = [];
  for (const r of routes) {
    if (r.hidden || r.public) continue;
    // '/' is the home itself: its title would only repeat in front of every business page
    const isRoot = r.path === '/';
    const title = r.meta.title && !isRoot ? [...prefix, titleOf(r)] : [...prefix];
    if (!isRoot && r.meta.title && r.redirect !== 'noRedirect' && !r.path.includes(':')) out.push({ path: r.path, title });
    if (r.children) out.push(...buildSearchPool(r.children, titleOf, title));
  }
  return out;
}

export function createRouteSearch(pool: readonly SearchEntry[]): (query: string) => SearchResult[] {
  const fuse = new Fuse(pool as SearchEntry[], SEARCH_OPTIONS as unknown as IFuseOptions<SearchEntry>);
  return (query: string) => {
    const q = query.trim().slice(0, 32);
    if (!q) return [];
    return fuse.search(q).map(({ item }) => ({ path: item.path, title: item.title.join(' > '), external: isExternal(item.path) }));
  };
}
