// The widget registry (docs/widgets.md): every widget type's framework-free definition, in palette
// order, and the lookups the engine, the designer store and the modules share. A frozen table, built
// once at import: nothing registers at run time, so two bundles on one page cannot disagree.
import type { PaletteGroup, WidgetDefinition } from './types';
import { BASIC_WIDGETS } from './basic';
import { ADVANCED_WIDGETS } from './advanced';
import { LAYOUT_WIDGETS } from './layout';

export const WIDGET_DEFINITIONS = [...BASIC_WIDGETS, ...ADVANCED_WIDGETS, ...LAYOUT_WIDGETS] as const;

/** Every widget type the platform knows, read from the definitions. */
export type WidgetType = (typeof WIDGET_DEFINITIONS)[number]['type'];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
// frozen: an accidental write to a default would leak into every later drop
deepFreeze(WIDGET_DEFINITIONS);

const byType = new Map<string, WidgetDefinition>();
for (const def of WIDGET_DEFINITIONS as readonly WidgetDefinition[]) {
  byType.set(def.type, def);
  for (const alias of def.aliases ?? []) byType.set(alias, def);
}

/** The definition of a type or of one of its stored aliases (`table`); undefined for unknown types. */
export function widgetDefinition(type: unknown): WidgetDefinition | undefined {
  return typeof type === 'string' ? byType.get(type) : undefined;
}

/** A type the palette offers (aliases and unknown types are not). */
export function isWidgetType(type: unknown): type is WidgetType {
  return typeof type === 'string' && byType.get(type)?.type === type;
}

/** The type a stored type is read as: `table` -> `subform`; unknown types stay as they are. */
export function canonicalType(type: string): string {
  return byType.get(type)?.type ?? type;
}

type Typed = { type?: unknown };

/** grid, flexbox, subform (and `table`): widgets whose `columns` hold widgets. */
export const isContainer = (w: Typed): boolean => !!widgetDefinition(w.type)?.container;
/** Layout containers: their columns hold ordinary widgets; they have no value of their own. */
export const isLayout = (w: Typed): boolean => widgetDefinition(w.type)?.container === 'layout';
/** A subform: one array model, its column widgets are cells of every row. */
export const isSubform = (w: Typed): boolean => widgetDefinition(w.type)?.container === 'subform';
/** Widgets that only display something; upstream still gives them a model (text's defaultValue). */
export const isDisplayOnly = (w: Typed): boolean => !!widgetDefinition(w.type)?.displayOnly;
/** Drawn with the label column (everything except header and divider, and unknown types too). */
export const isLabelled = (w: Typed): boolean => widgetDefinition(w.type)?.labelled !== false;

/** Every spelling (types and aliases) whose definition matches. */
function typesWhere(test: (d: WidgetDefinition) => boolean): ReadonlySet<string> {
  return new Set([...byType].filter(([, d]) => test(d)).map(([t]) => t));
}
export const LAYOUT_TYPES = typesWhere((d) => d.container === 'layout');
export const SUBFORM_TYPES = typesWhere((d) => d.container === 'subform');
export const DISPLAY_TYPES = typesWhere((d) => !!d.displayOnly);
/** The container types as the palette names them (no aliases). */
export const CONTAINER_TYPES: readonly WidgetType[] = WIDGET_DEFINITIONS.filter((d) => 'container' in d).map((d) => d.type);

/** The palette's types per group, in definition order (the host may show a subset: spec §2). */
export const DEFAULT_PALETTE: Readonly<Record<PaletteGroup, readonly WidgetType[]>> = Object.freeze({
  basic: WIDGET_DEFINITIONS.filter((d) => d.group === 'basic').map((d) => d.type),
  advanced: WIDGET_DEFINITIONS.filter((d) => d.group === 'advanced').map((d) => d.type),
  layout: WIDGET_DEFINITIONS.filter((d) => d.group === 'layout').map((d) => d.type),
});

