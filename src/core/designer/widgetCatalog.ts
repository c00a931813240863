// The designer's view of the widget registry (src/core/form/widgets, docs/widgets.md): per type its
// definition and its palette defaults (group, icon, label, default options). Nothing is defined here.
import type { Column, WidgetOptions } from '../form/types.ts';
import {
  DEFAULT_PALETTE, WIDGET_DEFINITIONS, isWidgetType, widgetPalettes, type PaletteGroup, type WidgetDefinition,
  type WidgetPalette, type WidgetType,
} from '../form/widgets/index.ts';
import { designer } from '../i18n/locales/designer.ts';
import type { Lang } from './types.ts';

export type { PaletteGroup };
export { DEFAULT_PALETTE, isWidgetType };
export { OTHER_OPTION_VALUE } from '../form/widgets/index.ts';

/** A widget type's definition with its palette defaults, as the designer reads it. */
export type WidgetCatalogEntry = WidgetDefinition<WidgetType> & WidgetPalette;

/** Frozen (the registry freezes its parts): hand out copies with `defaultOptions(type)`. */
export const WIDGET_CATALOG: Readonly<Record<WidgetType, WidgetCatalogEntry>> = Object.freeze(
  Object.fromEntries(WIDGET_DEFINITIONS.map((d) => [d.type, Object.freeze({ ...d, ...widgetPalettes()[d.type] })])) as
    Record<WidgetType, WidgetCatalogEntry>,
);

export const WIDGET_TYPES = WIDGET_DEFINITIONS.map((d) => d.type) as readonly WidgetType[];

/** A fresh deep copy of a type's default options. */
export function defaultOptions(type: WidgetType): WidgetOptions {
  return structuredClone(WIDGET_CATALOG[type].options);
}

/** A fresh deep copy of a container's initial columns (undefined for other types). */
export function defaultColumns(type: WidgetType): Column[] | undefined {
  const cols = WIDGET_CATALOG[type].columns;
  return cols ? structuredClone(cols) : undefined;
}

/** A type's palette label in `lang`: the registry keeps the key, the designer's locale table the texts
 *  (a new widget's `name` in the saved document is this text, as upstream's designer stored it). */
export function widgetLabel(type: WidgetType, lang: Lang): string {
  const key = WIDGET_CATALOG[type].label;
  return (designer[lang] as Record<string, string>)[key] ?? (designer['zh-CN'] as Record<string, string>)[key] ?? type;
}
