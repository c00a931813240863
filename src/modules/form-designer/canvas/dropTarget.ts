// Where a drag would land, read from the DOM under a point (the pointer, or the centre of the
// keyboard-moved overlay). Drop zones are the canvas lists (`data-drop="list"`: the root and every
// grid / flexbox column) and subform bodies (`data-drop="subform"`). The innermost zone under the
// point wins, so drops work at any depth; zones inside the dragged widget are skipped (a widget
// cannot go inside itself). The index is counted without the dragged widget, which is exactly the
// store's moveWidget convention (the final index after the widget left its old place).
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

export function findDropTarget(root: ShadowRoot | Document, x: number, y: number,
  draggedKey: string | null, draggedIsContainer: boolean): DropTarget | null {
  const dragged = draggedKey ? root.querySelector(`.fd-item[data-key="${CSS.escape(draggedKey)}"]`) : null;
  const zone = zoneAt(root, x, y, dragged, draggedIsContainer);
  if (!zone) return null;
  const loc = zoneLocation(zone);
  const zr = zone.getBoundingClientRect();
  if (zone.dataset.drop === 'subform') {
    // a subform is a row of one-widget cells: count the cells left of the point
    const cells = Array.from(zone.querySelectorAll<HTMLElement>(':scope > .fd-cell')).filter((c) => !(dragged && c.contains(dragged)));
    let index = 0;
    for (const c of cells) {
      const r = c.getBoundingClientRect();
      if (r.left + r.width / 2 < x) index++;
    }
    const left = index < cells.length ? cells[index].getBoundingClientRect().left - 2
      : cells.length ? cells[cells.length - 1].getBoundingClientRect().right + 1 : zr.left + 4;
    return { ...loc, columnIndex: index, index: 0, zone, line: { left, top: zr.top + 2, width: 3, height: Math.max(zr.height - 4, 24) } };
  }
  const items = Array.from(zone.querySelectorAll<HTMLElement>(':scope > .fd-item')).filter((el) => el !== dragged);
  let index = 0;
  for (const it of items) {
    const r = it.getBoundingClientRect();
    if (r.top + r.height / 2 < y) index++;
  }
  let top: number;
  if (items.length === 0) top = zr.top + 4;
  else if (index < items.length) top = items[index].getBoundingClientRect().top - 2;
  else top = items[items.length - 1].getBoundingClientRect().bottom + 1;
  return { ...loc, index, zone, line: { left: zr.left + 4, top, width: Math.max(zr.width - 8, 20), height: 3 } };
}
