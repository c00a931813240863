// Charts as data (src/core/stats): months cut in the user's time zone, the four event charts with their
// list links, empty data, and the list filters read back from a link.
import { describe, expect, it } from 'vitest';
import { isTimeZone, lastMonths, monthBucket, monthDays, monthKeyOf, monthLabel, monthsBetween, monthStart, zoneOffset } from '../../../src/core/stats/months.ts';
import { chartSummary, columnLabelLayout, countLinks, eventCharts, listFiltersFromQuery, listLink, OPEN_STATES, qualityScoreChart, techStateChart, type ChartLabels } from '../../../src/core/stats/charts.ts';
import { statsQuery, type EventStats, type TechStats } from '../../../src/core/api/stats.ts';

const H = 3600_000;

describe('months in a time zone', () => {
  it('knows zone names and refuses junk', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('../etc')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it('puts an instant in the month of the user\'s wall clock', () => {
    // 2026-02-28 17:30 UTC is 1 March 01:30 in Shanghai
    const t = Date.UTC(2026, 1, 28, 17, 30);
    expect(monthKeyOf(t, 'UTC')).toBe('2026-02');
    expect(monthKeyOf(t, 'Asia/Shanghai')).toBe('2026-03');
    expect(monthKeyOf(t, 'America/New_York')).toBe('2026-02');
    expect(zoneOffset(t, 'Asia/Shanghai')).toBe(8 * H);
  });

  it('starts a month at the zone\'s midnight, summer time included', () => {
    expect(monthStart(2026, 3, 'Asia/Shanghai')).toBe(Date.UTC(2026, 1, 28, 16));
    expect(monthStart(2026, 13, 'UTC')).toBe(Date.UTC(2027, 0, 1));
    // New York: EST (-5) on 1 March, EDT (-4) on 1 April
    expect(monthStart(2026, 3, 'America/New_York')).toBe(Date.UTC(2026, 2, 1, 5));
    expect(monthStart(2026, 4, 'America/New_York')).toBe(Date.UTC(2026, 3, 1, 4));
    const b = monthBucket('2026-03', 'America/New_York');
    expect(b.end).toBe(Date.UTC(2026, 3, 1, 4));
    expect(monthKeyOf(b.start, 'America/New_York')).toBe('2026-03');
    expect(monthKeyOf(b.end - 1, 'America/New_York')).toBe('2026-03');
  });

  it('lists the last months, and the months of a period, consecutive and capped', () => {
    const now = Date.UTC(2026, 0, 10);
    const m = lastMonths(now, 3, 'Asia/Shanghai');
    expect(m.map((x) => x.key)).toEqual(['2025-11', '2025-12', '2026-01']);
    for (let i = 1; i < m.length; i++) expect(m[i].start).toBe(m[i - 1].end);
    expect(lastMonths(now, 12, 'UTC')).toHaveLength(12);
    expect(lastMonths(now, 500, 'UTC')).toHaveLength(36);
    expect(monthsBetween(Date.UTC(2025, 10, 5), Date.UTC(2026, 1, 1), 'UTC').map((x) => x.key)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween(Date.UTC(2026, 1, 1), Date.UTC(2025, 1, 1), 'UTC').map((x) => x.key)).toEqual(['2025-02']);
    expect(monthsBetween(Date.UTC(2000, 0, 1), Date.UTC(2026, 0, 1), 'UTC')).toHaveLength(36);
  });

  it('turns a month into whole days and a label in the page language', () => {
    expect(monthDays('2024-02')).toEqual({ begin: '2024-02-01', end: '2024-02-29' });
    expect(monthDays('2026-12')).toEqual({ begin: '2026-12-01', end: '2026-12-31' });
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'zh-CN')).toBe('2026年3月');
  });
});

const labels: ChartLabels = {
  lang: 'en', unset: 'Not set',
  type: (c) => ({ fall: 'Fall', medication: 'Medication' })[c] ?? c,
  grade: (g) => 'Grade ' + g,
  state: (s) => 'State ' + s,
  techKind: (k) => k,
};

const stats = (over: Partial<EventStats> = {}): EventStats => ({
  scope: 'all', timeZone: 'Asia/Shanghai', total: 5, open: 2, overdue: 1,
  byMonth: [{ key: '2026-01', count: 0 }, { key: '2026-02', count: 5 }],
  byType: [{ key: 'fall', count: 3 }, { key: 'medication', count: 2 }],
  byGrade: [{ key: 'II', count: 4 }, { key: null, count: 1 }],
  byDept: [{ key: '内分泌科', count: 5 }],
  byState: [{ key: 'inProgress', count: 5 }],
  ...over,
});

describe('event charts', () => {
  it('labels every bar and links it to the data query filtered to its records', () => {
    const c = eventCharts(stats(), labels, { listPath: '/newBaqsj/queryData' });
    expect(c.byMonth.data.map((d) => [d.label, d.value])).toEqual([['Jan 2026', 0], ['Feb 2026', 5]]);
    expect(c.byMonth.data[1].link).toBe('/newBaqsj/queryData?beginTime=2026-02-01&endTime=2026-02-28');
    expect(c.byType.data.map((d) => d.label)).toEqual(['Fall', 'Medication']);
    expect(c.byType.data[0].link).toBe('/newBaqsj/queryData?eventType=fall');
    expect(c.byDept.data[0].link).toBe('/newBaqsj/queryData?deptName=%E5%86%85%E5%88%86%E6%B3%8C%E7%A7%91');
    expect(c.byType.total).toBe(5);
  });

  it('shows every grade in order, an unset grade last and without a link', () => {
    const c = eventCharts(stats(), labels, { listPath: '/q' });
    expect(c.byGrade.data.map((d) => [d.key, d.value])).toEqual([['I', 0], ['II', 4], ['III', 0], ['IV', 0], [null, 1]]);
    expect(c.byGrade.data[4]).toMatchObject({ label: 'Not set', link: undefined });
    expect(c.byGrade.data[1].link).toBe('/q?grade=II');
  });

  it('keeps the page\'s own filters in every link, and links nothing without a list', () => {
    const c = eventCharts(stats(), labels, { listPath: '/newBaqsj/hospitalSenseData', base: { grade: 'I', keyword: '跌倒' } });
    expect(c.byType.data[0].link).toBe('/newBaqsj/hospitalSenseData?eventType=fall&grade=I&keyword=%E8%B7%8C%E5%80%92');
    expect(eventCharts(stats(), labels).byType.data.every((d) => d.link === undefined)).toBe(true);
    expect(countLinks({})).toEqual({});
    expect(countLinks({ listPath: '/q' })).toEqual({ total: '/q', open: '/q?state=inProgress%2Creturned%2Crectifying', overdue: '/q?overdue=1' });
    expect(OPEN_STATES).toEqual(['inProgress', 'returned', 'rectifying']);
  });

  it('draws empty data as empty charts with zero totals (grades still 0 to IV)', () => {
    const c = eventCharts(stats({ total: 0, open: 0, overdue: 0, byMonth: [], byType: [], byGrade: [], byDept: [], byState: [] }), labels);
    expect(c.byMonth.data).toEqual([]);
    expect(c.byType).toEqual({ id: 'byType', data: [], total: 0 });
    expect(c.byGrade.data.map((d) => d.value)).toEqual([0, 0, 0, 0]);
    expect(c.byGrade.total).toBe(0);
    expect(chartSummary(c.byType)).toBe('');
  });

  it('says the whole chart in one line for screen readers', () => {
    expect(chartSummary(eventCharts(stats(), labels).byType)).toBe('Fall: 3; Medication: 2');
  });

  it('shapes technology applications by state, linking the data query on module xjsxxm', () => {
    const t: TechStats = { scope: 'self', total: 3, byState: [{ key: 'inProgress', count: 2 }, { key: 'approved', count: 1 }], byKind: [] };
    const c = techStateChart(t, labels, { listPath: '/newBaqsj/queryData' });
    expect(c.data.map((d) => [d.label, d.value])).toEqual([['State inProgress', 2], ['State approved', 1]]);
    expect(c.data[1].link).toBe('/newBaqsj/queryData?module=xjsxxm&state=approved');
  });
});

describe('list links', () => {
  it('round-trips the filters through a link', () => {
    const f = { module: 'baqsj' as const, eventType: 'fall', grade: 'II' as const, deptName: '内分泌科', state: ['inProgress' as const, 'returned' as const], overdue: true, beginTime: '2026-02-01', endTime: '2026-02-28' };
    const link = listLink('/newBaqsj/queryData', f);
    const query = Object.fromEntries(new URLSearchParams(link.split('?')[1]));
    expect(listFiltersFromQuery(query)).toEqual(f);
    expect(listLink('/p', {})).toBe('/p');
  });

  it('drops what is not a filter value', () => {
    expect(listFiltersFromQuery({ grade: 'V', state: 'nope,closed', overdue: '0', beginTime: 'yesterday', module: 'x', deptName: 'x'.repeat(101), other: '1' }))
      .toEqual({ state: ['closed'] });
    expect(listFiltersFromQuery({})).toEqual({});
  });

  it('sends the zone and months with the list filters, never a scope', () => {
    expect(statsQuery({ grade: 'I', timeZone: 'Asia/Shanghai', months: 6, view: 'hospitalSense', overdue: true }))
      .toEqual({ grade: 'I', tz: 'Asia/Shanghai', months: 6, view: 'hospitalSense', overdue: 1 });
    expect(statsQuery()).toEqual({});
  });
});

describe('quality score chart', () => {
  it('orders departments best first, one decimal, links each bar', () => {
    const m = qualityScoreChart([{ deptName: '乙', rate: 79.456, sheetId: 2 }, { deptName: '甲', rate: 97, sheetId: 1 }, { deptName: '丙', rate: 79.456 }],
      (r) => (r.sheetId ? `/quality/detail?sheet=${r.sheetId}` : undefined));
    expect(m.data.map((d) => [d.label, d.value, d.link])).toEqual([['甲', 97, '/quality/detail?sheet=1'], ['丙', 79.5, undefined], ['乙', 79.5, '/quality/detail?sheet=2']]);
    expect(m.total).toBe(3);
    expect(chartSummary(m)).toBe('甲: 97; 丙: 79.5; 乙: 79.5');
  });
  it('an empty round gives an empty chart', () => {
    expect(qualityScoreChart([])).toEqual({ id: 'qualityByDept', data: [], total: 0 });
  });
});

describe('column labels that never overlap (issue 35 §4)', () => {
  it('each wraps within its own column\'s width, on a few lines, at any chart width', () => {
    for (const [n, w] of [[5, 450], [5, 300], [5, 1200], [6, 330], [1, 200], [3, 0]] as const) {
      const fit = columnLabelLayout(n, w);
      // the labels side by side (with the gap) take no more than the chart
      expect(n * (fit.width + 8)).toBeLessThanOrEqual(Math.max(w, 120));
      expect(fit.lines).toBeGreaterThanOrEqual(3);
    }
    expect(columnLabelLayout(5, 300).lines).toBe(4);
  });
});
