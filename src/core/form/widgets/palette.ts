// The palette half of the widget registry: icon, label and default options per type (designer only;
// see WidgetPalette in types.ts). Built on first use and frozen: an accidental write to a default
// would leak into every later drop.
import type { WidgetPalette } from './types';
import type { WidgetType } from './registry';
import { basicPalette } from './basicPalette';
import { advancedPalette } from './advancedPalette';
import { layoutPalette } from './layoutPalette';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

let table: Readonly<Record<WidgetType, WidgetPalette>> | undefined;

/** Every type's palette defaults (frozen). */
export function widgetPalettes(): Readonly<Record<WidgetType, WidgetPalette>> {
  return (table ??= deepFreeze({ ...basicPalette(), ...advancedPalette(), ...layoutPalette() }));
}
