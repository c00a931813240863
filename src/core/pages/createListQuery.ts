// The state behind every list page: filters, page, page size, rows, total, loading and error.
// Framework-free (subscribe/getState, like zustand's vanilla store); the React side is one
// useSyncExternalStore. Responses that arrive after a newer request started are dropped, so a
// quick change of filters never shows stale rows.
import { DEFAULT_PAGE_SIZE, clampPage, normalizePageSize, toPage, type Page } from './paging.ts';

export interface ListQueryParams {
  pageIndex: number;
  pageSize: number;
  [filter: string]: unknown;
}

export interface ListState<T> {
  filters: Record<string, unknown>;
  pageIndex: number;
  pageSize: number;
  rows: T[];
  total: number;
  loading: boolean;
  error: string | null;
  /** bumps after every completed load */
  loadedAt: number;
}

export type ListFetcher<T> = (params: ListQueryParams) => Promise<Page<T> | unknown>;

export interface ListQuery<T> {
  getState(): ListState<T>;
  subscribe(fn: () => void): () => void;
  load(): Promise<void>;
  /** replace the filters and go back to page 1 */
  setFilters(filters: Record<string, unknown>): Promise<void>;
  setPage(pageIndex: number, pageSize?: number): Promise<void>;
  reload(): Promise<void>;
}

export interface ListQueryOptions {
  filters?: Record<string, unknown>;
  pageSize?: number;
}

export function createListQuery<T>(fetcher: ListFetcher<T>, options: ListQueryOptions = {}): ListQuery<T> {
  let state: ListState<T> = {
    filters: { ...(options.filters ?? {}) },
    pageIndex: 1,
    pageSize: options.pageSize ? normalizePageSize(options.pageSize) : DEFAULT_PAGE_SIZE,
    rows: [],
    total: 0,
    loading: false,
    error: null,
    loadedAt: 0,
  };
  const listeners = new Set<() => void>();
  let seq = 0;
  const set = (patch: Partial<ListState<T>>) => {
    state = { ...state, ...patch };
    listeners.forEach((fn) => fn());
  };

  async function load(): Promise<void> {
    const mine = ++seq;
    set({ loading: true, error: null });
    try {
      const res = await fetcher({ ...state.filters, pageIndex: state.pageIndex, pageSize: state.pageSize });
      if (mine !== seq) return;
      const page = toPage<T>(res);
      // a page past the end (rows deleted elsewhere): step back to the last page that has rows
      const last = clampPage(state.pageIndex, state.pageSize, page.total);
      if (page.rows.length === 0 && page.total > 0 && last < state.pageIndex) {
        set({ pageIndex: last });
        return load();
      }
      set({ rows: page.rows, total: page.total, loading: false, loadedAt: state.loadedAt + 1 });
    } catch (e) {
      if (mine !== seq) return;
      set({ loading: false, error: e instanceof Error ? e.message : String(e) });
    }
  }

  return {
    getState: () => state,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    load,
    setFilters(filters) {
      set({ filters: { ...filters }, pageIndex: 1 });
      return load();
    },
    setPage(pageIndex, pageSize) {
      const size = pageSize === undefined ? state.pageSize : normalizePageSize(pageSize);
      // a new page size starts again from page 1, like the old pager
      set({ pageIndex: size !== state.pageSize ? 1 : Math.max(1, pageIndex), pageSize: size });
      return load();
    },
    reload: load,
  };
}
