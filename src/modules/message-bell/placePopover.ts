// Where the open list goes: under the badge, right edges aligned (antd's bottomRight, no arrow, 4 px
// gap), shifted to stay inside the viewport, above the trigger when there is no room below but room
// above. `position: fixed`, so no overflow:hidden ancestor of the host page (or the shell's navbar)
// can clip it; called again on scroll and resize while the list is open.

export const POPOVER_GAP = 4;

export function placePopover(anchor: Element, pop: HTMLElement): void {
  const a = anchor.getBoundingClientRect();
  const vw = document.documentElement.clientWidth || window.innerWidth;
  const vh = window.innerHeight;
  // offset sizes ignore the opening animation's scale
  const w = pop.offsetWidth;
  const h = pop.offsetHeight;
  const left = Math.max(0, Math.min(a.right - w, vw - w));
  const below = a.bottom + POPOVER_GAP;
  const above = a.top - POPOVER_GAP - h;
  const flip = below + h > vh && above >= 0;
  pop.style.left = `${Math.round(left)}px`;
  pop.style.top = `${Math.round(flip ? above : below)}px`;
  pop.classList.toggle('is-above', flip);
}
