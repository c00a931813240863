import { describe, expect, it } from 'vitest';
import { buildMonthlyReport, reportPeriod, wallTime } from '../../../src/core/report/monthly.ts';
import type { ReportEventRow } from '../../../src/core/report/monthly.ts';

const TZ = 'Asia/Shanghai';
const HOUR = 3_600_000;
const at = (s: string) => Date.parse(`${s}+08:00`);

describe('report periods', () => {
  it('reads months and quarters in the hospital zone, with the period before', () => {
    const nov = reportPeriod('2026-11', TZ)!;
    expect([nov.start, nov.end]).toEqual([at('2026-11-01T00:00:00'), at('2026-12-01T00:00:00')]);
    expect(nov.previous.key).toBe('2026-10');
    const jan = reportPeriod('2026-01', TZ)!;
    expect(jan.previous).toEqual({ key: '2025-12', start: at('2025-12-01T00:00:00'), end: at('2026-01-01T00:00:00') });
    const q1 = reportPeriod('2026-Q1', TZ)!;
    expect([q1.start, q1.end, q1.previous.key]).toEqual([at('2026-01-01T00:00:00'), at('2026-04-01T00:00:00'), '2025-Q4']);
    expect(reportPeriod('2026-Q4', TZ)!.previous.key).toBe('2026-Q3');
    const y = reportPeriod('2026', TZ)!;
    expect([y.kind, y.start, y.end, y.previous.key, y.previous.start]).toEqual(['year', at('2026-01-01T00:00:00'), at('2027-01-01T00:00:00'), '2025', at('2025-01-01T00:00:00')]);
    for (const bad of ['2026-13', '2026-Q5', '26-11', '2026-11-01', '']) expect(reportPeriod(bad, TZ)).toBeNull();
  });
});

describe('form wall-clock times', () => {
  it('reads the event time field in the hospital zone', () => {
    expect(wallTime('2026-11-10 08:00:00', TZ)).toBe(at('2026-11-10T08:00:00'));
    expect(wallTime('2026-11-10 08:00', 'UTC')).toBe(Date.parse('2026-11-10T08:00:00Z'));
    // summer time: Berlin is +2 in July
    expect(wallTime('2026-07-01 12:00:00', 'Europe/Berlin')).toBe(Date.parse('2026-07-01T10:00:00Z'));
    for (const bad of ['', '2026-02-30 08:00:00', 'yesterday', null, 5]) expect(wallTime(bad, TZ)).toBeNull();
  });
});

describe('the monthly report', () => {
  const ev = (id: number, grade: ReportEventRow['grade'], hoursLate: number | null, more: Partial<ReportEventRow> = {}): ReportEventRow => ({
    id, grade, eventType: 'fall', deptName: '内分泌科', occurredAt: hoursLate === null ? null : at('2026-11-10T08:00:00'),
    submittedAt: at('2026-11-10T08:00:00') + (hoursLate ?? 1) * HOUR, overdue: false, rca: null, ...more,
  });

  it('counts by grade, type and department, and judges reporting in time by each grade\'s limit', () => {
    const r = buildMonthlyReport({
      period: reportPeriod('2026-11', TZ)!,
      events: [
        ev(1, 'I', 2, { rca: 'done' }), ev(2, 'II', 30, { rca: 'open', overdue: true }), ev(3, 'III', 70, { eventType: 'medication', deptName: '骨科' }),
        ev(4, 'IV', 80), ev(5, 'IV', null), ev(6, null, 1, { eventType: null, deptName: null }),
      ],
      previousTotal: 4,
      measures: [
        { id: 1, recordId: 1, deadline: at('2026-11-20T00:00:00'), doneAt: at('2026-11-19T00:00:00') },
        { id: 2, recordId: 1, deadline: at('2026-11-20T00:00:00'), doneAt: at('2026-11-21T00:00:00') },
        { id: 3, recordId: 2, deadline: at('2026-11-22T00:00:00'), doneAt: null },
        { id: 4, recordId: 2, deadline: at('2026-11-30T00:00:00'), doneAt: null },
      ],
      causes: [{ recordId: 1, category: 'people' }, { recordId: 2, category: 'people' }, { recordId: 1, category: 'environment' }, { recordId: 1, category: 'people' }],
      scores: [{ deptName: '内分泌科', score: 92.5, previous: 90 }, { deptName: '骨科', score: 95, previous: null }],
      now: at('2026-11-25T00:00:00'),
    });
    expect(r.events.total).toBe(6);
    expect(r.events.byGrade.map((c) => [c.key, c.n])).toEqual([['I', 1], ['II', 1], ['III', 1], ['IV', 2], ['none', 1]]);
    expect(r.events.byType[0]).toEqual({ key: 'fall', n: 4, ids: [1, 2, 4, 5] });
    expect(r.events.byDept.map((c) => c.key)).toEqual(['内分泌科', '骨科', 'none']);
    const all = r.inTime.find((t) => t.grade === 'all')!;
    // event 5 has no event time, event 6 no grade: neither is judged; 2 (II, 30 h > 24 h) and 4 (IV, 80 h > 72 h) are late
    expect(all).toEqual({ grade: 'all', inTime: 2, judged: 4, share: 50, lateIds: [2, 4] });
    expect(r.inTime.find((t) => t.grade === 'III')).toMatchObject({ inTime: 1, judged: 1, share: 100 });
    expect(r.overdue).toEqual({ n: 1, ids: [2] });
    expect(r.rca).toEqual({ done: 1, open: 1, doneIds: [1], openIds: [2] });
    // measure 3 is past its deadline and not done: late; 4 is not due yet: open
    expect(r.measures).toEqual({ due: 4, onTime: 1, late: 2, open: 1, share: 33.3, lateIds: [2, 3], openIds: [4], lateRecordIds: [1, 2] });
    expect(r.topCauseCategories[0]).toEqual({ category: 'people', n: 3, recordIds: [1, 2] });
    expect(r.scores.map((s) => [s.deptName, s.change])).toEqual([['骨科', null], ['内分泌科', 2.5]]);
    expect(r.pdca).toEqual([]);
  });

  it('reports an empty month as zeros, not errors', () => {
    const r = buildMonthlyReport({ period: reportPeriod('2026-02', TZ)!, events: [], previousTotal: 0, measures: [], causes: [], scores: [], now: 0 });
    expect(r.events.byGrade.map((c) => c.n)).toEqual([0, 0, 0, 0]);
    expect(r.inTime.every((t) => t.share === null)).toBe(true);
    expect(r.measures.share).toBeNull();
  });
});
