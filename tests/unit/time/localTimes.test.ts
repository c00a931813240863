import { describe, expect, it } from 'vitest';
import { isCalendarDate, isLocalDateOrTime, isLocalDateTime } from '../../../src/core/time/localTimes.ts';
import { parseAnalysis } from '../../../src/core/rca/validate.ts';

describe('local dates and times are real ones (issue 33 §8)', () => {
  it('days', () => {
    for (const ok of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31']) expect(isCalendarDate(ok), ok).toBe(true);
    for (const bad of ['2026-13-45', '2026-02-30', '2026-02-29', '1900-02-29', '0000-00-00', '2026-04-31', '2026-1-5', '2026-00-10', '']) expect(isCalendarDate(bad), bad).toBe(false);
  });
  it('times of day', () => {
    expect(isLocalDateTime('2026-03-01 00:00')).toBe(true);
    expect(isLocalDateTime('2026-03-01 23:59')).toBe(true);
    for (const bad of ['2026-13-45 99:99', '0000-00-00 24:60', '2026-03-01 24:00', '2026-03-01 12:60', '2026-02-30 08:00', '2026-03-01T08:00']) expect(isLocalDateTime(bad), bad).toBe(false);
    expect(isLocalDateTime('2026-03-01 08:00:59')).toBe(false);
    expect(isLocalDateTime('2026-03-01 08:00:59', { seconds: true })).toBe(true);
    expect(isLocalDateTime('2026-03-01 08:00:60', { seconds: true })).toBe(false);
    expect(isLocalDateOrTime('2026-03-01')).toBe(true);
  });
  it('an analysis with a fact at an impossible time is refused, naming the fact', () => {
    const fact = (at: string) => ({ facts: [{ id: 'f1', at, what: '发现患者跌倒' }] });
    expect(parseAnalysis(fact('2026-03-01 08:15')).ok).toBe(true);
    expect(parseAnalysis(fact('')).ok).toBe(true);
    for (const at of ['2026-13-45 99:99', '2026-02-30', '0000-00-00 24:60']) {
      const r = parseAnalysis(fact(at));
      expect(r.ok, at).toBe(false);
      if (!r.ok) expect(r.error.detail).toBe('facts.0.at');
    }
  });
});
