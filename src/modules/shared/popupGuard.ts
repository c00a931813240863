// Popups stay inside the window (issue 22 §4), for every popup of an element, in one place: the element's
// popup container (ElementRoot's `.hos-popups`). antd aligns a popup once against what it measures; on
// the long report page it could open a Select's list upward over the header with its first options above
// the window, and a wide picker past the left edge. After each alignment (antd writes the popup's style)
// this moves a popup that leaves the window back in: under its field when there is room there, else
// above it when there is room there, else where most of it shows; sideways inside the window. The field
// of a list is found by its combobox (`aria-controls` = the list's id); other popups are only kept inside.

export interface Box { left: number; top: number; right: number; bottom: number }

/** Popups that follow a field or a button (not dialogs, drawers or toasts). */
export const POPUP_SELECTOR = '.ant-select-dropdown, .ant-picker-dropdown, .ant-cascader-dropdown, .ant-dropdown, .ant-popover, .ant-tooltip';
const MARGIN = 4;

/**
 * How far to move a popup (`pop`, as shown) so that it fits the window (`vw` × `vh`): below its anchor
 * (`anchor`, when known) if it fits there, else above if it fits there, else on the roomier side, clamped.
 * Returns [0, 0] when it already fits.
 */
export function shiftInside(pop: Box, anchor: Box | null, vw: number, vh: number, gap = MARGIN): [number, number] {
  const h = pop.bottom - pop.top;
  let dx = 0;
  if (pop.right > vw - gap) dx = vw - gap - pop.right;
  if (pop.left + dx < gap) dx = gap - pop.left;
  let dy = 0;
  if (pop.top < 0 || pop.bottom > vh) {
    let top: number;
    if (anchor) {
      const below = anchor.bottom + gap;
      const above = anchor.top - gap - h;
      if (below + h <= vh) top = below;
      else if (above >= 0) top = above;
      else top = vh - anchor.bottom > anchor.top ? below : above;
    } else {
      top = pop.top;
    }
    top = Math.min(Math.max(top, 0), Math.max(0, vh - h));
    dy = top - pop.top;
  }
  return [Math.round(dx), Math.round(dy)];
}

function box(el: Element): Box {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
}

/** The field a list belongs to: the combobox whose aria-controls names a list inside the popup. */
function anchorOf(pop: Element, root: Document | ShadowRoot): Element | null {
  for (const list of pop.querySelectorAll('[id]')) {
    const input = root.querySelector(`[aria-controls="${CSS.escape(list.id)}"]`);
    if (input) return input.closest('.ant-select, .ant-cascader, .ant-picker') ?? input;
  }
  return null;
}

function keepInside(pop: HTMLElement): void {
  if (pop.offsetParent === null || /-hidden\b/.test(pop.className)) return;
  const b = box(pop);
  if (b.right - b.left <= 0) return;
  const root = pop.getRootNode() as Document | ShadowRoot;
  const anchor = anchorOf(pop, root);
  const [dx, dy] = shiftInside(b, anchor ? box(anchor) : null, document.documentElement.clientWidth || window.innerWidth, window.innerHeight);
  if (!dx && !dy) return;
  const style = getComputedStyle(pop);
  pop.style.left = `${(parseFloat(style.left) || 0) + dx}px`;
  pop.style.top = `${(parseFloat(style.top) || 0) + dy}px`;
}

/** Watches `container` (an element's popup container) and keeps its popups inside the window; returns the disposer. */
export function installPopupGuard(container: HTMLElement): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    for (const pop of container.querySelectorAll<HTMLElement>(POPUP_SELECTOR)) keepInside(pop);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class'] });
  window.addEventListener('resize', schedule);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', schedule);
    if (frame) cancelAnimationFrame(frame);
  };
}
