// The palette defaults of the layout widgets (icon, label, default options): the designer's half of
// their entries in layout.ts, a module of its own so the renderer's first paint does not carry them.
import type { WidgetPalette } from './types';
import type { LAYOUT_WIDGETS } from './layout';
import { common, font, layout, twoColumns } from './paletteParts';

/** The palette's defaults of these types: icon, label, initial columns, default options (designer only). */
export function layoutPalette(): Record<(typeof LAYOUT_WIDGETS)[number]['type'], WidgetPalette> {
  return {
    grid: {
      icon: 'icon-grid-', name: { 'zh-CN': '栅格布局', en: 'Grid' },
      columns: twoColumns(), options: layout(),
    },
    flexbox: {
      icon: 'icon-flexbox', name: { 'zh-CN': '弹性布局', en: 'Flexbox' },
      columns: twoColumns(), options: layout(),
    },
    subform: {
      icon: 'icon-table', name: { 'zh-CN': '子表单', en: 'Sub-table' },
      columns: [],
      options: { defaultValue: [], required: false, disabled: false, ...layout(), ...common() },
    },
    divider: {
      icon: 'icon-fengexian', name: { 'zh-CN': '分割线', en: 'Divider' },
      options: {
        defaultValue: '', ...font('14px', '#303133', 'normal'), direction: 'horizontal', content_position: 'left',
      },
    },
    header: {
      icon: 'icon-biaoti', name: { 'zh-CN': '标题', en: 'Header' },
      options: {
        defaultValue: 'Header', ...font('22px', '#303133', 'bold'), direction: 'horizontal', content_position: 'center',
      },
    },
  };
}
