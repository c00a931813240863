// wallTimeIn (demo/server/util.ts): the hospital's wall clock as formatDateTime reads it, with the zone's
// formatter made once (issue 34 §6) — the same text for every zone and instant, a bad zone refused alike.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/core/i18n/format.ts';
import { wallTimeIn } from '../../demo/server/util.ts';

describe('wallTimeIn', () => {
  it('writes what formatDateTime writes, for zones on either side of UTC, DST changes and the machine\'s zone', () => {
    const zones = ['Asia/Shanghai', 'UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Chatham', ''];
    const instants = [0, Date.UTC(2026, 2, 8, 6, 59, 59), Date.UTC(2026, 2, 29, 0, 59, 59), Date.UTC(2026, 9, 25, 1, 0, 0), Date.UTC(2026, 11, 31, 16, 0, 0), 1_795_000_000_123];
    for (const tz of zones) {
      for (const ms of instants) {
        // twice: the second from the kept formatter
        for (let i = 0; i < 2; i++) expect(wallTimeIn(ms, tz)).toBe(formatDateTime(ms, 'zh-CN', { timeZone: tz, seconds: true }));
      }
    }
  });
  it('refuses an unknown zone as formatDateTime does', () => {
    expect(() => formatDateTime(0, 'zh-CN', { timeZone: 'Mars/Olympus', seconds: true })).toThrow(RangeError);
    expect(() => wallTimeIn(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});
