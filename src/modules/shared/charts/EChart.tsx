// One chart drawn by ECharts (loaded lazily by ChartCard): bars or a line over a ChartModel, redrawn
// when the model changes, resized with its box, a click on a bar reported by index. Decoration only for
// assistive technology: ChartCard gives it its name, description and the table alternative.
import { useEffect, useMemo, useState } from 'react';
import { columnLabelLayout, LABEL_LINE_HEIGHT, type ChartModel } from '../../../core/stats/charts.ts';
import type { ChartOption } from './echarts.ts';
import { useEChart } from './useEChart.ts';

export type ChartKind = 'column' | 'bar' | 'line';

/** Bars in geekblue-6 (5.7:1 on white), text in grey-8 (7:1): both above WCAG's 3:1 for graphics and 4.5:1 for text. */
export const CHART_COLOR = '#2f54eb';
const TEXT_COLOR = '#595959';
const LINE_COLOR = '#8c8c8c';

/** `width`: the chart's width in px (0 before it is measured). */
export function chartOption(model: ChartModel, kind: ChartKind, width = 0): ChartOption {
  const labels = model.data.map((d) => d.label);
  const data = model.data.map((d) => ({ value: d.value, cursor: d.link ? 'pointer' : 'default' }));
  // a few columns: every label shown, wrapped within its own column's width and cut after a few lines (the axis
  // tooltip names it whole), so neighbours never overlap at any width; many: labels that would overlap are skipped
  const few = kind === 'column' && labels.length <= 6;
  const fit = columnLabelLayout(labels.length, width || 480);
  const axisLabel = few
    ? { color: TEXT_COLOR, interval: 0, width: fit.width, overflow: 'break' as const, lineHeight: LABEL_LINE_HEIGHT, height: fit.lines * LABEL_LINE_HEIGHT, lineOverflow: 'truncate' as const, ellipsis: '…',
      // a name and its note in brackets ('I级（警讯事件）', 'Grade I (sentinel event)') on lines of their own
      formatter: (v: string) => v.replace(/\s*([（(])/, '\n$1') }
    : { color: TEXT_COLOR, hideOverlap: true };
  const category = { type: 'category' as const, data: labels, axisLabel, axisLine: { lineStyle: { color: LINE_COLOR } } };
  const value = { type: 'value' as const, minInterval: 1, axisLabel: { color: TEXT_COLOR }, splitLine: { lineStyle: { color: '#f0f0f0' } } };
  const horizontal = kind === 'bar';
  return {
    animation: false,
    color: [CHART_COLOR],
    grid: { left: 8, right: 16, top: 16, bottom: 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: kind === 'line' ? 'line' : 'shadow' }, confine: true },
    xAxis: horizontal ? value : category,
    // horizontal bars read top-down in the order of the data (largest first)
    yAxis: horizontal ? { ...category, inverse: true } : value,
    series: [kind === 'line'
      ? { type: 'line', data, symbolSize: 8, lineStyle: { width: 3 }, areaStyle: { opacity: 0.08 } }
      : { type: 'bar', data, barMaxWidth: 36, label: { show: true, position: horizontal ? 'right' : 'top', color: TEXT_COLOR, formatter: (p) => (p.value ? String(p.value) : '') } }],
  };
}

export default function EChart({ model, kind, height, onSelect }: { model: ChartModel; kind: ChartKind; height: number; onSelect?(index: number): void }) {
  const [width, setWidth] = useState(0);
  const option = useMemo(() => chartOption(model, kind, width), [model, kind, width]);
  const box = useEChart(option, onSelect);
  // the labels fit the chart's own width: measured, and again in steps of 16 px as it changes
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setWidth(Math.round(el.clientWidth / 16) * 16));
    ro.observe(el);
    return () => ro.disconnect();
  }, [box]);
  // hidden from assistive technology: the card names and describes the chart, and its table lists the numbers
  return <div ref={box} className="hos-echart" aria-hidden style={{ width: '100%', height }} />;
}
