// One ECharts instance in a box: made when the box mounts (SVG renderer), resized with it, disposed with it,
// the option set again whenever it changes, a click on a data item reported by its index. EChart (the
// statistics charts) and the improvement projects' indicator chart draw through it.
import { useEffect, useRef } from 'react';
import { init, type ChartOption, type ECharts } from './echarts.ts';

export function useEChart(option: ChartOption, onSelect?: (index: number) => void) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  useEffect(() => {
    const c = init(box.current!, undefined, { renderer: 'svg' });
    chart.current = c;
    c.on('click', (p) => {
      if (typeof p.dataIndex === 'number') select.current?.(p.dataIndex);
    });
    const ro = new ResizeObserver(() => c.resize());
    ro.observe(box.current!);
    return () => {
      ro.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return box;
}
