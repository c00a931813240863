// The indicator over cycles drawn by ECharts (loaded lazily with this chunk): one line per cycle, the
// baseline and target dashed (src/core/pdca/view.ts builds the option). Hidden from assistive
// technology: the page names the chart, says it in words and lists the same numbers in a table.
import { use as register } from 'echarts/core';
import { LegendComponent } from 'echarts/components';
import type { ChartOption } from '../../../shared/charts/echarts.ts';
import { useEChart } from '../../../shared/charts/useEChart.ts';

register([LegendComponent]);

export default function PdcaChart({ option, height = 280 }: { option: Record<string, unknown>; height?: number }) {
  const box = useEChart(option as ChartOption);
  return <div ref={box} className="hos-echart hos-pdca-echart" aria-hidden style={{ width: '100%', height }} />;
}
