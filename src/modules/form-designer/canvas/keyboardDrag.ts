// The keyboard half of a designer drag (issue 31 §5): which place an arrow key goes to, the canvas scrolled
// to the place, and the keyboard left with the moved widget. DesignerDnd.tsx draws and says the places.

const STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The place a key goes to among `count` places from `at`: one on per arrow (down and right on, up and left
 * back), Home and End to the ends; `at` itself when a press would go past an end; null for another key.
 */
export function placeAfterKey(code: string, at: number, count: number): number | null {
  if (code === 'Home') return 0;
  if (code === 'End') return count - 1;
  if (STEP[code] === undefined) return null;
  return Math.min(count - 1, Math.max(0, at + STEP[code]));
}

/** whether a key goes on (down, right, End) rather than back */
export const goesOn = (code: string) => code === 'End' || (STEP[code] ?? 0) > 0;

/** Scrolls the canvas so that a line (viewport coordinates) stands inside it, a little clear of its edges. */
export function revealLine(scroller: HTMLElement, line: { top: number; height: number }, margin = 48): void {
  const box = scroller.getBoundingClientRect();
  if (line.top < box.top + margin) scroller.scrollTop -= box.top + margin - line.top;
  else if (line.top + line.height > box.bottom - margin) scroller.scrollTop += line.top + line.height - (box.bottom - margin);
}

/** After a keyboard drag the keyboard stays with the widget: its handle, drawn again in its new row. */
export function focusHandleSoon(root: ShadowRoot, key: string): void {
  let frames = 6;
  const tryFocus = () => {
    const handle = root.querySelector<HTMLElement>(`.fd-item[data-key="${CSS.escape(key)}"] > .fd-handle`);
    if (handle) handle.focus({ preventScroll: true });
    else if (--frames > 0) requestAnimationFrame(tryFocus);
  };
  requestAnimationFrame(tryFocus);
}
