import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PAGER_LAYOUT, clampPage, normalizePageSize, slicePage, toPage } from '../../../src/core/pages/index.ts';

describe('pager constants (spec section 9)', () => {
  it('default 20, sizes 5,10,20,30,50, layout total sizes prev pager next jumper', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect([...PAGE_SIZES]).toEqual([5, 10, 20, 30, 50]);
    expect(PAGER_LAYOUT.join(', ')).toBe('total, sizes, prev, pager, next, jumper');
  });
});

describe('toPage', () => {
  it('reads the shared envelope {list, count}', () => {
    expect(toPage({ list: [1, 2], count: 7, pageIndex: 1, pageSize: 2 })).toEqual({ rows: [1, 2], total: 7 });
  });
  it('reads the old and /SYS envelope {records, total}', () => {
    expect(toPage({ records: ['a'], total: '3' })).toEqual({ rows: ['a'], total: 3 });
  });
  it('takes a bare array whole and survives junk', () => {
    expect(toPage([1, 2, 3])).toEqual({ rows: [1, 2, 3], total: 3 });
    expect(toPage(null)).toEqual({ rows: [], total: 0 });
    expect(toPage({ resStatus: 'E0400' })).toEqual({ rows: [], total: 0 });
    expect(toPage({ list: [1], count: 'x' })).toEqual({ rows: [1], total: 1 });
  });
});

describe('page helpers', () => {
  it('normalizes page sizes to the offered ones', () => {
    expect(normalizePageSize(50)).toBe(50);
    expect(normalizePageSize('10')).toBe(10);
    expect(normalizePageSize(7)).toBe(20);
    expect(normalizePageSize(undefined)).toBe(20);
  });
  it('clamps to the last page with rows', () => {
    expect(clampPage(5, 20, 41)).toBe(3);
    expect(clampPage(0, 20, 41)).toBe(1);
    expect(clampPage(2, 20, 0)).toBe(1);
  });
  it('slices a page', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i);
    expect(slicePage(rows, 2, 5)).toEqual([5, 6, 7, 8, 9]);
    expect(slicePage(rows, 3, 5)).toEqual([10, 11]);
  });
});

describe('localPage', () => {
  it('pages a whole list like the server would', async () => {
    const { localPage } = await import('../../../src/core/pages/index.ts');
    expect(localPage([1, 2, 3, 4, 5], 2, 2)).toEqual({ rows: [3, 4], total: 5 });
    // a list query reads it back unchanged
    expect(toPage(localPage([1, 2, 3], 1, 2))).toEqual({ rows: [1, 2], total: 3 });
  });
});
