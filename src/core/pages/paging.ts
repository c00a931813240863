// The pager of spec section 9 and the two paging envelopes the server speaks (docs/api.md "Paging"):
// shared API `{list, count, pageIndex, pageSize}`, old API and /SYS `{records, total, ...}`.

export const DEFAULT_PAGE_SIZE = 20;
/** Paging bounds the server's route schemas enforce (docs/api.md "Paging"; shared with
 *  demo/server/http/schemas.ts): pages 1..100000; a page size up to 10000 is accepted (the old client asks
 *  9999 to mean "all") and served as at most PAGE_SIZE_SERVED rows. */
export const MAX_PAGE_INDEX = 100_000;
export const MAX_PAGE_SIZE_ACCEPTED = 10_000;
/** The most rows one page brings: a picker that wants "every role" asks this many. */
export const PAGE_SIZE_SERVED = 500;
export const PAGE_SIZES = [5, 10, 20, 30, 50] as const;
/** layout 'total, sizes, prev, pager, next, jumper' */
export const PAGER_LAYOUT = ['total', 'sizes', 'prev', 'pager', 'next', 'jumper'] as const;

export interface Page<T> {
  rows: T[];
  total: number;
}

/** Reads either paging envelope, a `Page` itself (or a bare array) into `{rows, total}`. */
export function toPage<T>(res: unknown): Page<T> {
  if (Array.isArray(res)) return { rows: res as T[], total: res.length };
  if (!res || typeof res !== 'object') return { rows: [], total: 0 };
  const r = res as { list?: unknown; count?: unknown; records?: unknown; rows?: unknown; total?: unknown };
  const rows = (Array.isArray(r.list) ? r.list : Array.isArray(r.records) ? r.records : Array.isArray(r.rows) ? r.rows : []) as T[];
  const rawTotal = r.count ?? r.total;
  const total = typeof rawTotal === 'number' ? rawTotal : Number(rawTotal);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/** A page size the pager offers; anything else falls back to the default. */
export function normalizePageSize(size: unknown): number {
  const n = Number(size);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

/** The last page that still has rows (after a delete or a page-size change). */
export function clampPage(page: number, pageSize: number, total: number): number {
  const last = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return Math.min(Math.max(1, Math.floor(page) || 1), last, MAX_PAGE_INDEX);
}

/** Client-side paging for lists the server returns whole. */
export function slicePage<T>(rows: T[], pageIndex: number, pageSize: number): T[] {
  const start = (Math.max(1, pageIndex) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** One page of a list held whole on the client, as the server's paging envelope would give it. */
export function localPage<T>(rows: T[], pageIndex: number, pageSize: number): Page<T> {
  return { rows: slicePage(rows, pageIndex, pageSize), total: rows.length };
}
