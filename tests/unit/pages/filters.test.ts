import { describe, expect, it } from 'vitest';
import { cleanParams, csvCell, dayRange, formatDateTime, inTimeRange, matchesText, toCsv } from '../../../src/core/pages/index.ts';

describe('time filters (beginTime, endTime)', () => {
  it('turns picked days into whole days', () => {
    expect(dayRange('2024-03-01', '2024-03-31')).toEqual({ beginTime: '2024-03-01 00:00:00', endTime: '2024-03-31 23:59:59' });
    expect(dayRange(null, undefined)).toEqual({});
    expect(dayRange('2024-03-01 08:00:00')).toEqual({ beginTime: '2024-03-01 08:00:00' });
  });
  it('formats the server time', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
  });
  it('keeps rows inside the range, inclusive', () => {
    const rows = [{ t: '2024-03-01 00:00:00' }, { t: '2024-03-15 12:00:00' }, { t: '2024-04-01 00:00:00' }, { t: '' }];
    expect(inTimeRange(rows, 't', dayRange('2024-03-01', '2024-03-31')).map((r) => r.t)).toEqual(['2024-03-01 00:00:00', '2024-03-15 12:00:00']);
    expect(inTimeRange(rows, 't', {})).toHaveLength(4);
    expect(inTimeRange(rows, 't', { endTime: '2024-03-02 00:00:00' })).toHaveLength(1);
  });
  it('matches text case-insensitively over fields', () => {
    const row = { name: 'Zhang San', dept: '内分泌科' };
    expect(matchesText(row, ' zhang ', ['name'])).toBe(true);
    expect(matchesText(row, '内分泌', ['name', 'dept'])).toBe(true);
    expect(matchesText(row, 'x', ['name'])).toBe(false);
    expect(matchesText(row, '', ['name'])).toBe(true);
  });
  it('drops empty parameters', () => {
    expect(cleanParams({ a: '', b: '  x ', c: undefined, d: null, e: 0, f: false, g: {} })).toEqual({ b: 'x', e: 0, f: false });
  });
});

describe('CSV export', () => {
  it('writes a BOM, a header and escaped cells', () => {
    const csv = toCsv([{ title: '名称', value: (r: { n: string }) => r.n }, { title: 'n', value: () => 1 }], [{ n: 'a,"b"' }, { n: '跌倒\n坠床' }]);
    expect(csv.startsWith('\uFEFF名称,n\r\n')).toBe(true);
    expect(csv).toContain('"a,""b""",1\r\n');
    expect(csv).toContain('"跌倒\n坠床",1\r\n');
  });
  it('neutralizes spreadsheet formulas', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(null)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});
