// What a drag says (issue 31 §5): the dragged widget by its title, the place by its position in its list
// ("第 3 项，共 12 项"), inside a grid column or a subform named by the container's title. The places are
// core's (designer/dropSlots.ts); the words are the page language's (locales/designer.ts).
import { dropSlots, isSubform, locateWidget, slotIndexOf, type DropSlot } from '../../../core/designer/index.ts';
import type { Widget } from '../../../core/form/types.ts';

type T = (key: string, options?: Record<string, unknown>) => string;

export function placeText(t: T, slot: DropSlot): string {
  const { position, count, container } = slot;
  if (!container) return t('designer:dragPlace', { position, count });
  if (isSubform({ type: container.type })) return t('designer:dragPlaceCell', { container: container.name, position, count });
  return t('designer:dragPlaceColumn', { container: container.name, column: (slot.columnIndex ?? 0) + 1, position, count });
}

/** The place where the widget `key` stands now (after a drop, or a cancelled drag). */
export function placeOf(list: Widget[], key: string, container: boolean): DropSlot | null {
  const at = locateWidget(list, key);
  if (!at) return null;
  const slots = dropSlots(list, key, container);
  return slots[slotIndexOf(slots, at)] ?? null;
}

/** A sentence with the place in it ("已放下 患者姓名，第 3 项，共 12 项"); without a place, the title alone. */
export function saying(t: T, key: string, title: string, slot: DropSlot | null): string {
  return t(key, { title, place: slot ? placeText(t, slot) : '' });
}
