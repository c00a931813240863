import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatNumber } from '../../../src/core/i18n/format.ts';
import { formatTime } from '../../../src/core/pages/records.ts';

describe('locale formats', () => {
  it('writes a time as the language does', () => {
    expect(formatDateTime('2026-11-24 14:05:09', 'zh-CN')).toBe('2026-11-24 14:05');
    expect(formatDateTime('2026-11-24 14:05:09', 'zh-CN', { seconds: true })).toBe('2026-11-24 14:05:09');
    expect(formatDateTime('2026-11-24 14:05:09', 'en')).toBe('24 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-24 14:05:09', 'en', { seconds: true })).toBe('24 Nov 2026, 14:05:09');
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4).getTime(), 'zh-CN')).toBe('2026-01-02 03:04');
  });
  it('keeps a day a day, and shows what is not a time as it is', () => {
    expect(formatDateTime('2026-11-24', 'en')).toBe('24 Nov 2026');
    expect(formatDateTime('2026-11-24', 'zh-CN')).toBe('2026-11-24');
    expect(formatDay('2026-11-24 14:05', 'en')).toBe('24 Nov 2026');
    expect(formatDateTime('soon', 'en')).toBe('soon');
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime(Number.NaN, 'en')).toBe('');
  });
  it('formatTime of the pages: Chinese without a language, as before', () => {
    expect(formatTime('2026-11-24 14:05:09')).toBe('2026-11-24 14:05');
    expect(formatTime('2026-11-24 14:05:09', true, 'en')).toBe('24 Nov 2026, 14:05:09');
  });
  it('groups numbers', () => {
    expect(formatNumber(12345.678, 'en')).toBe('12,345.68');
    expect(formatNumber(12345.678, 'zh-CN')).toBe('12,345.68');
    expect(formatNumber(undefined, 'en')).toBe('');
  });
});
