import { describe, expect, it } from 'vitest';
import { blobError, cleanParams, dayRange, downloadName, formatDateTime, inTimeRange, matchesText } from '../../../src/core/pages/index.ts';

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

describe('downloads', () => {
  it('names a file by its title and day, without characters file systems refuse', () => {
    expect(downloadName('数据查询', 'xlsx', new Date(2024, 2, 5))).toBe('数据查询-2024-03-05.xlsx');
    expect(downloadName('a/b:c*?', 'xlsx', new Date(2024, 11, 31))).toBe('a_b_c__-2024-12-31.xlsx');
    expect(downloadName('  ', 'xlsx', new Date(2024, 0, 1))).toBe('export-2024-01-01.xlsx');
  });
  it('finds the refusal in a JSON blob answer, none in a file', async () => {
    expect(await blobError(new Blob([JSON.stringify({ code: 403, msg: '没有权限' })], { type: 'application/json' }))).toBe('没有权限');
    expect(await blobError(new Blob([JSON.stringify({ resStatus: 'E0400', resMsg: 'bad' })], { type: 'application/json;charset=utf-8' }))).toBe('bad');
    expect(await blobError(new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }))).toBeNull();
    expect(await blobError(new Blob(['{'], { type: 'application/json' }))).toBe('Error');
  });
});
