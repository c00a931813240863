// What the project page draws, computed without React (issue 26 §2): the indicator over cycles as an
// ECharts option (one line per cycle over the measured months, the baseline and the target as dashed
// lines; plain data, the page hands it to the shared ECharts core), the same numbers as table rows, and
// the sentence a screen reader hears for the chart.
import type { Indicator, PdcaProject } from './types.ts';

/** Cycle lines: geekblue, volcano, purple, green, gold (each >= 3:1 on white); baseline grey, target cyan. */
export const CYCLE_COLORS = ['#2f54eb', '#d4380d', '#722ed1', '#389e0d', '#ad6800'];
const BASELINE_COLOR = '#8c8c8c';
const TARGET_COLOR = '#08979c';
const TEXT_COLOR = '#595959';

export interface ChartLabels {
  cycle(n: number): string;
  baseline(v: string): string;
  target(v: string): string;
  num(v: number): string;
  month(period: string): string;
}

/** One row per measured month: the cycle, the month, the value and, for a rate, its parts. */
export interface SeriesRow { key: string; cycle: number; period: string; value: number; numerator?: number; denominator?: number }

export function seriesRows(p: PdcaProject): SeriesRow[] {
  return p.cycles
    .flatMap((c) => c.measurements.map((m) => ({ key: `${c.n}-${m.period}`, cycle: c.n, period: m.period, value: m.value, numerator: m.numerator, denominator: m.denominator })))
    .sort((a, b) => a.period.localeCompare(b.period) || a.cycle - b.cycle);
}

/** The months on the axis: every measured month, in order, once. */
export function chartMonths(rows: SeriesRow[]): string[] {
  return [...new Set(rows.map((r) => r.period))].sort();
}

/** The axis' lower end: a tenth of the range below the lowest value, at zero for values that are not negative. */
export function lowerBound(min: number, max: number): number {
  const pad = (max - min || Math.abs(min) || 1) * 0.1;
  const low = min - pad;
  return min >= 0 && low < 0 ? 0 : Math.round(low * 1000) / 1000;
}

/** The ECharts option (as plain data) of the indicator over cycles. */
export function indicatorChartOption(p: PdcaProject, L: ChartLabels): Record<string, unknown> {
  const rows = seriesRows(p);
  const months = chartMonths(rows);
  const ind: Indicator = p.indicator;
  const cycles = p.cycles.filter((c) => c.measurements.length);
  const flat = (v: number) => months.map(() => v);
  const all = [...rows.map((r) => r.value), ind.baseline, ind.target];
  const low = lowerBound(Math.min(...all), Math.max(...all));
  const dashed = (color: string) => ({ type: 'line', symbol: 'none', lineStyle: { type: 'dashed', width: 2, color }, itemStyle: { color }, tooltip: { show: false } });
  return {
    animation: false,
    color: CYCLE_COLORS,
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: TEXT_COLOR } },
    tooltip: { trigger: 'axis', confine: true },
    xAxis: { type: 'category', data: months.map(L.month), axisLabel: { color: TEXT_COLOR, hideOverlap: true }, axisLine: { lineStyle: { color: BASELINE_COLOR } } },
    // room below the lowest line (the target of a 'lower' indicator would sit on the axis), never below zero for values that are not
    // (an odd lower end such as 0.288 is not labelled)
    yAxis: { type: 'value', min: low, axisLabel: { color: TEXT_COLOR, showMinLabel: low === 0 }, splitLine: { lineStyle: { color: '#f0f0f0' } } },
    series: [
      ...cycles.map((c, i) => {
        const byMonth = new Map(c.measurements.map((m) => [m.period, m.value]));
        return {
          type: 'line', name: L.cycle(c.n), data: months.map((m) => byMonth.get(m) ?? null), connectNulls: true, symbolSize: 8,
          lineStyle: { width: 3, color: CYCLE_COLORS[i % CYCLE_COLORS.length] }, itemStyle: { color: CYCLE_COLORS[i % CYCLE_COLORS.length] },
        };
      }),
      { ...dashed(BASELINE_COLOR), name: L.baseline(L.num(ind.baseline)), data: flat(ind.baseline) },
      { ...dashed(TARGET_COLOR), name: L.target(L.num(ind.target)), data: flat(ind.target) },
    ],
  };
}

/** The chart as one sentence per cycle: "Cycle 1: 2026-05 0.42, 2026-06 0.32". */
export function chartSummaryText(p: PdcaProject, L: ChartLabels): string {
  return p.cycles
    .filter((c) => c.measurements.length)
    .map((c) => `${L.cycle(c.n)}: ${c.measurements.map((m) => `${L.month(m.period)} ${L.num(m.value)}`).join(', ')}`)
    .join('; ');
}
