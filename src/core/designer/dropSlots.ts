// Where a dragged widget can land, in reading order (issue 31 §5: a keyboard drag moves one place per arrow
// press and names the place). The canvas draws the same tree, so a slot maps to one drop zone and index there
// (src/modules/form-designer/canvas/dropTarget.ts).
import type { Widget } from '../form/types.ts';
import { isContainer, isSubform } from './tree.ts';
import type { Location } from './types.ts';

export interface DropSlot extends Location {
  /** where the widget stands after the drop: 1-based, in a list (or a subform's cells) `count` long with it */
  position: number;
  count: number;
  /** the grid, flexbox or subform whose column holds the slot; null at the form's root */
  container: { key: string; name: string; type: string } | null;
}

/**
 * Every place a widget can be dropped: before each widget of a list, then inside that widget's columns, and at
 * the end of the list; a subform's places are between its cells. The dragged widget and what it holds are
 * left out, and a container never goes into a subform (a subform cell holds one field). Indices follow the
 * store's moveWidget: counted without the dragged widget, so the slot where it stands drops it where it was.
 * `dragged`: the key of the widget moved, null for a new one from the palette.
 */
export function dropSlots(list: readonly Widget[], dragged: string | null, draggedIsContainer: boolean): DropSlot[] {
  const out: DropSlot[] = [];
  const walk = (items: readonly Widget[], parent: Widget | null, columnIndex: number | null) => {
    const kept = items.filter((w) => w.key !== dragged);
    const container = parent ? { key: parent.key, name: String(parent.name ?? ''), type: String(parent.type) } : null;
    const at = (index: number) => out.push({ parentKey: parent?.key ?? null, columnIndex, index, position: index + 1, count: kept.length + 1, container });
    kept.forEach((w, i) => {
      at(i);
      inside(w);
    });
    at(kept.length);
  };
  const inside = (w: Widget) => {
    if (!isContainer(w)) return;
    const columns = w.columns ?? [];
    if (isSubform(w)) {
      if (draggedIsContainer) return;
      const cells = columns.filter((c) => !(c.list ?? []).some((x) => x.key === dragged));
      const container = { key: w.key, name: String(w.name ?? ''), type: String(w.type) };
      for (let i = 0; i <= cells.length; i++) out.push({ parentKey: w.key, columnIndex: i, index: 0, position: i + 1, count: cells.length + 1, container });
      return;
    }
    columns.forEach((c, ci) => walk(c.list ?? [], w, ci));
  };
  walk(list, null, null);
  return out;
}

/** The slot a location names (the dragged widget's own place, at the start of a keyboard drag); -1 if none. */
export function slotIndexOf(slots: readonly DropSlot[], loc: Location): number {
  return slots.findIndex((s) => s.parentKey === loc.parentKey && (s.columnIndex ?? null) === (loc.columnIndex ?? null) && s.index === loc.index);
}
