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

describe('instants in the hospital\'s time zone (issue 23 §2)', () => {
  const instant = '2026-11-24T06:05:09Z'; // 14:05:09 in Shanghai, 06:05:09 in London
  it('an ISO 8601 instant with an offset is shown in the given zone, in both languages', () => {
    expect(formatDateTime(instant, 'zh-CN', { timeZone: 'Asia/Shanghai' })).toBe('2026-11-24 14:05');
    expect(formatDateTime(instant, 'en', { timeZone: 'Asia/Shanghai' })).toBe('24 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-24T14:05:09+08:00', 'en', { timeZone: 'Europe/London', seconds: true })).toBe('24 Nov 2026, 06:05:09');
    expect(formatDateTime('2026-11-24T14:05:09.250+08:00', 'zh-CN', { timeZone: 'Europe/London', seconds: true })).toBe('2026-11-24 06:05:09');
    expect(formatDateTime(Date.parse(instant), 'zh-CN', { timeZone: 'Asia/Shanghai' })).toBe('2026-11-24 14:05');
    // across midnight the day follows the zone
    expect(formatDay('2026-11-24T20:00:00Z', 'zh-CN', { timeZone: 'Asia/Shanghai' })).toBe('2026-11-25');
    expect(formatDay('2026-11-24T20:00:00Z', 'en', { timeZone: 'Asia/Shanghai' })).toBe('25 Nov 2026');
  });
  it('a wall-clock text (the legacy endpoints\' form) is shown as written whatever the zone', () => {
    expect(formatDateTime('2026-11-24 14:05:09', 'zh-CN', { timeZone: 'Europe/London' })).toBe('2026-11-24 14:05');
    expect(formatDateTime('2026-11-24 14:05:09', 'en', { timeZone: 'America/New_York' })).toBe('24 Nov 2026, 14:05');
    expect(formatDay('2026-11-24', 'en', { timeZone: 'Pacific/Auckland' })).toBe('24 Nov 2026');
  });
});
