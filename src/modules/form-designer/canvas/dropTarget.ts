// Where a drag would land, read from the DOM. Drop zones are the canvas lists (`data-drop="list"`: the root
// and every grid / flexbox column) and subform bodies (`data-drop="subform"`).
// - A pointer drag hit-tests the point under the pointer (findDropTarget): the innermost zone under it wins,
//   so drops work at any depth; zones inside the dragged widget are skipped (a widget cannot go inside itself).
// - A keyboard drag steps through the places core/designer/dropSlots.ts lists and draws the one it is at
//   (slotTarget).
// The index is counted without the dragged widget, which is exactly the store's moveWidget convention (the
// final index after the widget left its old place).
import type { Location } from '../../../core/designer/index.ts';

export interface DropTarget extends Location {
  zone: HTMLElement;
  /** the indicator line, in viewport coordinates */
  line: { left: number; top: number; width: number; height: number };
}

export function zoneLocation(zone: HTMLElement): Omit<Location, 'index'> {
  const parent = zone.dataset.parent ?? '';
  return {
    parentKey: parent === '' ? null : parent,
    columnIndex: zone.dataset.col !== undefined && zone.dataset.col !== '' ? Number(zone.dataset.col) : null,
  };
}

function zoneAt(root: ShadowRoot | Document, x: number, y: number, dragged: Element | null, draggedIsContainer: boolean): HTMLElement | null {
  const hit = root.elementsFromPoint(x, y).find((el) => el.closest('.fd-canvas'));
  let zone = hit?.closest<HTMLElement>('[data-drop]') ?? null;
  while (zone && ((dragged && dragged.contains(zone)) || (draggedIsContainer && zone.dataset.drop === 'subform'))) {
    zone = zone.parentElement?.closest<HTMLElement>('[data-drop]') ?? null;
  }
  return zone;
}

const draggedRow = (root: ShadowRoot | Document, key: string | null) => (key ? root.querySelector(`.fd-item[data-key="${CSS.escape(key)}"]`) : null);

/** the cells of a subform (or the rows of a list) the dragged widget does not stand in */
function partsOf(zone: HTMLElement, dragged: Element | null): HTMLElement[] {
  if (zone.dataset.drop === 'subform') return Array.from(zone.querySelectorAll<HTMLElement>(':scope > .fd-cell')).filter((c) => !(dragged && c.contains(dragged)));
  return Array.from(zone.querySelectorAll<HTMLElement>(':scope > .fd-item')).filter((el) => el !== dragged);
}

/** The target at `index` of a zone: a line before that row (or cell), or after the last one. */
function targetAt(zone: HTMLElement, parts: HTMLElement[], index: number): DropTarget {
  const loc = zoneLocation(zone);
  const zr = zone.getBoundingClientRect();
  if (zone.dataset.drop === 'subform') {
    // a subform is a row of one-widget cells: a vertical line between two cells
    const left = index < parts.length ? parts[index].getBoundingClientRect().left - 2
      : parts.length ? parts[parts.length - 1].getBoundingClientRect().right + 1 : zr.left + 4;
    return { ...loc, columnIndex: index, index: 0, zone, line: { left, top: zr.top + 2, width: 3, height: Math.max(zr.height - 4, 24) } };
  }
  let top: number;
  if (parts.length === 0) top = zr.top + 4;
  else if (index < parts.length) top = parts[index].getBoundingClientRect().top - 2;
  else top = parts[parts.length - 1].getBoundingClientRect().bottom + 1;
  return { ...loc, index, zone, line: { left: zr.left + 4, top, width: Math.max(zr.width - 8, 20), height: 3 } };
}

export function findDropTarget(root: ShadowRoot | Document, x: number, y: number,
  draggedKey: string | null, draggedIsContainer: boolean): DropTarget | null {
  const dragged = draggedRow(root, draggedKey);
  const zone = zoneAt(root, x, y, dragged, draggedIsContainer);
  if (!zone) return null;
  const parts = partsOf(zone, dragged);
  // the rows (cells) before the point
  let index = 0;
  for (const p of parts) {
    const r = p.getBoundingClientRect();
    if (zone.dataset.drop === 'subform' ? r.left + r.width / 2 < x : r.top + r.height / 2 < y) index++;
  }
  return targetAt(zone, parts, index);
}

/** The zone and line of a place of core's dropSlots (a keyboard drag); null if the canvas does not draw it. */
export function slotTarget(root: ShadowRoot | Document, slot: Location, draggedKey: string | null): DropTarget | null {
  const parent = slot.parentKey === null ? null : CSS.escape(slot.parentKey);
  const zone = parent === null
    ? root.querySelector<HTMLElement>('.fd-root-list')
    : root.querySelector<HTMLElement>(`.fd-subform[data-parent="${parent}"]`) ?? root.querySelector<HTMLElement>(`.fd-list[data-parent="${parent}"][data-col="${slot.columnIndex}"]`);
  if (!zone) return null;
  const parts = partsOf(zone, draggedRow(root, draggedKey));
  return targetAt(zone, parts, zone.dataset.drop === 'subform' ? slot.columnIndex ?? 0 : slot.index);
}
