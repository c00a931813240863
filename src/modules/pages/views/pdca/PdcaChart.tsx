// The indicator over cycles drawn by ECharts (loaded lazily with this chunk): one line per cycle, the
// baseline and target dashed (src/core/pdca/view.ts builds the option). Hidden from assistive
// technology: the page names the chart, says it in words and lists the same numbers in a table.
import { useEffect, useRef } from 'react';
import { use as register } from 'echarts/core';
import { LegendComponent } from 'echarts/components';
import { init, type ChartOption, type ECharts } from '../../../shared/charts/echarts.ts';

register([LegendComponent]);

export default function PdcaChart({ option, height = 280 }: { option: Record<string, unknown>; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  useEffect(() => {
    const c = init(box.current!, undefined, { renderer: 'svg' });
    chart.current = c;
    const ro = new ResizeObserver(() => c.resize());
    ro.observe(box.current!);
    return () => {
      ro.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option as ChartOption, true);
  }, [option]);
  return <div ref={box} className="hos-echart hos-pdca-echart" aria-hidden style={{ width: '100%', height }} />;
}
