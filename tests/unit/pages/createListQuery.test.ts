import { describe, expect, it } from 'vitest';
import { createListQuery, type ListQueryParams } from '../../../src/core/pages/index.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createListQuery', () => {
  it('loads page 1 with the default page size and the filters', async () => {
    const calls: ListQueryParams[] = [];
    const q = createListQuery(async (p) => {
      calls.push(p);
      return { list: [{ id: 1 }], count: 41 };
    }, { filters: { scope: 'mine' } });
    await q.load();
    expect(calls[0]).toEqual({ scope: 'mine', pageIndex: 1, pageSize: 20 });
    expect(q.getState()).toMatchObject({ rows: [{ id: 1 }], total: 41, loading: false, error: null, loadedAt: 1 });
  });

  it('new filters go back to page 1; a new page size too', async () => {
    const calls: ListQueryParams[] = [];
    const q = createListQuery(async (p) => (calls.push(p), { records: [1], total: 100 }));
    await q.setPage(3);
    expect(calls.at(-1)).toMatchObject({ pageIndex: 3, pageSize: 20 });
    await q.setFilters({ name: 'x' });
    expect(calls.at(-1)).toEqual({ name: 'x', pageIndex: 1, pageSize: 20 });
    await q.setPage(4);
    await q.setPage(4, 50);
    expect(calls.at(-1)).toEqual({ name: 'x', pageIndex: 1, pageSize: 50 });
    await q.setPage(2, 7);
    expect(calls.at(-1)).toMatchObject({ pageSize: 20 });
  });

  it('drops a slow response that a newer request overtook', async () => {
    const slow = deferred<unknown>();
    let n = 0;
    const q = createListQuery(async () => (++n === 1 ? slow.promise : { list: ['new'], count: 1 }));
    const first = q.load();
    await q.setFilters({ a: 1 });
    slow.resolve({ list: ['old'], count: 1 });
    await first;
    expect(q.getState().rows).toEqual(['new']);
  });

  it('keeps the error and stops loading', async () => {
    const q = createListQuery(async () => {
      throw new Error('boom');
    });
    const seen: boolean[] = [];
    q.subscribe(() => seen.push(q.getState().loading));
    await q.load();
    expect(q.getState()).toMatchObject({ loading: false, error: 'boom' });
    expect(seen).toEqual([true, false]);
  });

  it('steps back when the page is past the end', async () => {
    const q = createListQuery(async (p) => (p.pageIndex > 2 ? { list: [], count: 25 } : { list: ['last'], count: 25 }));
    await q.setPage(5);
    expect(q.getState()).toMatchObject({ pageIndex: 2, rows: ['last'] });
  });
});
