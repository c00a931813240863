// The palette defaults of the layout widgets (icon, label, default options): the designer's half of
// their entries in layout.ts, a module of its own so the renderer's first paint does not carry them.
import type { WidgetPalette } from './types';
import type { LAYOUT_WIDGETS } from './layout';
import { common, font, layout, twoColumns } from './paletteParts';

/** The palette's defaults of these types: icon, label, initial columns, default options (designer only). */
export function layoutPalette(): Record<(typeof LAYOUT_WIDGETS)[number]['type'], WidgetPalette> {
  return {
    grid: {
      icon: 'icon-grid-', label: 'widget.grid',
      columns: twoColumns(), options: layout(),
    },
    flexbox: {
      icon: 'icon-flexbox', label: 'widget.flexbox',
      columns: twoColumns(), options: layout(),
    },
    subform: {
      icon: 'icon-table', label: 'widget.subform',
      columns: [],
      options: { defaultValue: [], required: false, disabled: false, ...layout(), ...common() },
    },
    divider: {
      icon: 'icon-fengexian', label: 'widget.divider',
      options: {
        defaultValue: '', ...font('14px', '#303133', 'normal'), direction: 'horizontal', content_position: 'left',
      },
    },
    header: {
      icon: 'icon-biaoti', label: 'widget.header',
      options: {
        defaultValue: 'Header', ...font('22px', '#303133', 'bold'), direction: 'horizontal', content_position: 'center',
      },
    },
  };
}
