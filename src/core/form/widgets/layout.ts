// The palette's layout widgets (spec §3, form-format.md): grid and flexbox nest to any depth and
// around a subform; a subform is a table of one-widget columns; divider and header only display.
import { defineWidget } from './types';
import { emptyList } from './shared';

export const LAYOUT_WIDGETS = [
  defineWidget({
    type: 'grid', group: 'layout',
    container: 'layout',
    panel: { conditions: false },
  }),
  defineWidget({
    type: 'flexbox', group: 'layout',
    container: 'layout',
    panel: { conditions: false },
  }),
  defineWidget({
    type: 'subform', aliases: ['table'], group: 'layout',
    container: 'subform',
    emptyValue: emptyList,
    arrayValue: () => true,
  }),
  defineWidget({
    type: 'divider', group: 'layout',
    displayOnly: true,
    labelled: false,
    panel: { conditions: false, defaultValue: 'text', textValue: true, conditionSource: false },
  }),
  defineWidget({
    type: 'header', group: 'layout',
    displayOnly: true,
    labelled: false,
    panel: { conditions: false, defaultValue: 'text', textValue: true, conditionSource: false },
  }),
] as const;
