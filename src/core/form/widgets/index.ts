// The widget registry's public API (docs/widgets.md).
export type { DefaultValueEditor, OptionLimit, PaletteGroup, WidgetDefinition, WidgetLang, WidgetPalette } from './types';
export { defineWidget } from './types';
export {
  CONTAINER_TYPES, DEFAULT_PALETTE, DISPLAY_TYPES, LAYOUT_TYPES, SUBFORM_TYPES, WIDGET_DEFINITIONS, canonicalType,
  isContainer, isDisplayOnly, isLabelled, isLayout, isSubform, isWidgetType, widgetDefinition,
} from './registry';
export type { WidgetType } from './registry';
export { OTHER_OPTION_VALUE, blankValueOf } from './shared';
export { widgetPalettes } from './palette';
