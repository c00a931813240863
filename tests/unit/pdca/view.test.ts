import { describe, expect, it } from 'vitest';
import { act, measure, newProject, startAct, startCheck, startDo } from '../../../src/core/pdca/cycle.ts';
import { chartMonths, chartSummaryText, indicatorChartOption, lowerBound, seriesRows, type ChartLabels } from '../../../src/core/pdca/view.ts';
import type { PdcaProject, PdcaResult } from '../../../src/core/pdca/types.ts';

const must = (r: PdcaResult): PdcaProject => {
  if (!r.ok) throw new Error(r.error.code);
  return r.project;
};
const L: ChartLabels = { cycle: (n) => `C${n}`, baseline: (v) => `B ${v}`, target: (v) => `T ${v}`, num: (v) => String(v), month: (m) => m };

function twoCycles(): PdcaProject {
  let p = must(newProject({ title: 't', goal: 'g', source: { kind: 'none' }, checkMonths: 2,
    indicator: { name: 'i', unit: '%', better: 'higher', method: 'entered', baseline: 70, target: 90 } }));
  p = must(startCheck(must(startDo(p, [1])), () => 'verified'));
  p = must(measure(p, { period: '2026-03', value: 80 }));
  p = must(measure(p, { period: '2026-02', value: 75 }));
  p = must(act(must(startAct(p)), 'nextCycle', 'n', 'g2'));
  p = must(startCheck(must(startDo(p, [2])), () => 'verified'));
  return must(measure(p, { period: '2026-05', value: 92 }));
}

describe('the indicator chart', () => {
  it('draws one line per cycle over every measured month, the baseline and the target as dashed lines', () => {
    const p = twoCycles();
    const rows = seriesRows(p);
    expect(rows.map((r) => [r.cycle, r.period, r.value])).toEqual([[1, '2026-02', 75], [1, '2026-03', 80], [2, '2026-05', 92]]);
    expect(chartMonths(rows)).toEqual(['2026-02', '2026-03', '2026-05']);
    const o = indicatorChartOption(p, L) as { series: Array<{ name: string; data: Array<number | null>; lineStyle: { type?: string } }> };
    expect(o.series.map((s) => s.name)).toEqual(['C1', 'C2', 'B 70', 'T 90']);
    expect(o.series[0].data).toEqual([75, 80, null]);
    expect(o.series[1].data).toEqual([null, null, 92]);
    expect(o.series[3]).toMatchObject({ data: [90, 90, 90], lineStyle: { type: 'dashed' } });
    // the axis starts below the lowest of values, baseline and target
    expect((o as unknown as { yAxis: { min: number } }).yAxis.min).toBe(67.8);
  });

  it('leaves room under the lowest line, never below zero for values that are not negative', () => {
    expect(lowerBound(0.3, 0.42)).toBe(0.288);
    expect(lowerBound(0.01, 0.5)).toBe(0);
    expect(lowerBound(-2, 2)).toBe(-2.4);
    expect(lowerBound(5, 5)).toBe(4.5);
  });

  it('says the same numbers in words', () => {
    expect(chartSummaryText(twoCycles(), L)).toBe('C1: 2026-02 75, 2026-03 80; C2: 2026-05 92');
  });
});
