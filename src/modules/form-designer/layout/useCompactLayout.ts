// Narrow designers (issue 12 §2): at 600 px or less the canvas takes the width and the palette and
// the attribute panel open as drawers. Up to 1439 px the side columns are narrower (issue 31 §5: the
// canvas keeps 700 px in the app at 1366 px). Decided by the designer's own width (a ResizeObserver),
// not the window's: the element is embedded in admin pages, sometimes in a narrow column of a wide page.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { DesignerUi } from '../DesignerContext.ts';

/** the widest designer that still gets drawers */
export const COMPACT_MAX_WIDTH = 600;
/** the widest designer whose palette and panel are narrowed (styles.ts `.fd-medium`) */
export const MEDIUM_MAX_WIDTH = 1439;

type Tier = 'compact' | 'medium' | 'wide';
const tierOf = (width: number): Tier => (width <= COMPACT_MAX_WIDTH ? 'compact' : width <= MEDIUM_MAX_WIDTH ? 'medium' : 'wide');

export type DesignerDrawer = 'palette' | 'panel';

export interface CompactLayout {
  compact: boolean;
  /** palette and panel beside the canvas, narrowed */
  medium: boolean;
  /** the open drawer, if any */
  drawer: DesignerDrawer | null;
  /** opens a drawer; focus goes back to `from` when it closes */
  open(which: DesignerDrawer, from?: HTMLElement | null): void;
  close(): void;
  /** after a drawer's close animation: focus returns to the control that opened it (else to the
   *  toolbar button of that drawer) */
  restoreFocus(which: DesignerDrawer): void;
}

function useTier(ref: RefObject<HTMLElement | null>): Tier {
  const [tier, setTier] = useState<Tier>('wide');
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // 0 wide = not laid out (display: none, detached): keep the layout it has
    const check = (width: number) => {
      if (width > 0) setTier(tierOf(width));
    };
    check(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => check(entries[entries.length - 1].contentRect.width));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return tier;
}

/**
 * The designer root's layout state. `ui.openPanel` lets the selected canvas row's "attributes"
 * action open the panel drawer without a context change (which would re-render every row).
 */
export function useCompactLayout(root: RefObject<HTMLElement | null>, ui: DesignerUi): CompactLayout {
  const tier = useTier(root);
  const compact = tier === 'compact';
  const medium = tier === 'medium';
  const [drawer, setDrawer] = useState<DesignerDrawer | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((which: DesignerDrawer, from?: HTMLElement | null) => {
    opener.current = from ?? null;
    setDrawer(which);
  }, []);
  const close = useCallback(() => setDrawer(null), []);
  const restoreFocus = useCallback((which: DesignerDrawer) => {
    const el = opener.current;
    opener.current = null;
    const fallback = root.current?.querySelector<HTMLElement>(`.fd-tb-${which}`);
    (el?.isConnected ? el : fallback)?.focus({ preventScroll: true });
  }, [root]);
  useLayoutEffect(() => {
    ui.openPanel = compact ? (from) => open('panel', from) : undefined;
  }, [ui, compact, open]);
  // a drawer left open when the designer grows wide again is closed
  if (!compact && drawer) setDrawer(null);
  return useMemo(() => ({ compact, medium, drawer, open, close, restoreFocus }), [compact, medium, drawer, open, close, restoreFocus]);
}
