// ECharts through its tree-shakable core (issue 13 §2): only the bar and line series, the grid, the
// tooltip and the SVG renderer (crisp at any zoom, and its text stays selectable). Imported only by
// EChart.tsx, which pages load lazily: the bell, renderer and designer pages never download it
// (scripts/size.mjs checks).
import { init, use as register, type ComposeOption, type ECharts } from 'echarts/core';
import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent, type GridComponentOption, type TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

register([BarChart, LineChart, GridComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption>;
export { init, type ECharts };
