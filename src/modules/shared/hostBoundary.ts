// Where an element meets the host page (issue 25 §2, §6), loaded after the first paint like focusReturn.
//
// Stacking: every popup and dialog of an element lives in its popup layer (ElementRoot's `.hos-popups`,
// positioned, z-index 1000 by default). A host's own overlays can be higher (Element UI's dialogs start
// at 2000 and grow with each one opened), so whenever something opens in the layer, the layer takes the
// highest of: 1000, the configured base (the element's `z-index-base` attribute, the CSS property
// `--hos-z-index-base`, `HOS_CONFIG.zIndexBase`) and one more than the page's topmost shown overlay
// (a positioned child of <body> with a z-index). antd's own order inside the layer is unchanged.
//
// Keys: Escape and Enter that the element handles stop at its boundary, so a host's keydown listeners
// (an el-dialog closing on Escape) never see them: pressed inside one of its popups or dialogs, or while
// one is open (a Select's list). antd closes its dialogs on Escape from a listener on `window`, which the stopped
// key no longer reaches: the key is handed to `window` alone, as a copy (listeners on the document never see
// it). While the host shows an overlay the copy has no legacy keyCode (Element UI's window listener reads
// keyCode 27 and would close its dialog); otherwise it has, for antd's dropdowns, which read keyCode.

export const DEFAULT_Z = 1000;

/** The layer's z-index: above the page's topmost overlay and the configured base, never below 1000. */
export function stackBase(configured: number, pageTop: number): number {
  return Math.max(DEFAULT_Z, Number.isFinite(configured) ? configured : 0, pageTop + 1);
}

/** The highest z-index among the shown, positioned children of <body> (0 when none); elements are skipped. */
export function pageOverlayTop(doc: Document = document): number {
  let top = 0;
  for (const el of Array.from(doc.body?.children ?? [])) {
    if (el.localName.startsWith('hos-')) continue;
    const s = getComputedStyle(el);
    const z = parseInt(s.zIndex, 10);
    if (z > top && s.position !== 'static' && s.display !== 'none' && s.visibility !== 'hidden') top = z;
  }
  return top;
}

/** The base set for this element: its attribute, else the CSS property, else the page's config. */
export function configuredBase(host: HTMLElement, pageConfig: number | undefined): number {
  const css = getComputedStyle(host).getPropertyValue('--hos-z-index-base');
  for (const v of [host.getAttribute('z-index-base'), css, pageConfig]) {
    const n = parseInt(String(v ?? ''), 10);
    if (Number.isFinite(n)) return n;
  }
  return 0;
}

/** Something of the layer is shown (a dropdown, a picker, a dialog; not a toast). */
function layerOpen(popups: HTMLElement): boolean {
  for (const el of Array.from(popups.querySelectorAll<HTMLElement>(':scope > * > *'))) {
    if (!el.matches('.ant-message, .ant-notification') && el.getClientRects().length) return true;
  }
  return false;
}

export function installHostBoundary(host: HTMLElement, popups: HTMLElement, pageConfig: () => number | undefined): () => void {
  // stacking: at each change of what the layer shows (an opened popup or dialog is added or unhidden)
  const restack = () => {
    const z = String(stackBase(configuredBase(host, pageConfig()), pageOverlayTop(host.ownerDocument)));
    if (popups.style.zIndex !== z) popups.style.zIndex = z;
  };
  const observer = new MutationObserver(restack);
  observer.observe(popups, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });

  const keys = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' && e.key !== 'Enter') return;
    if (!e.composedPath().includes(popups) && !layerOpen(popups)) return;
    e.stopPropagation();
    if (e.key !== 'Escape') return;
    const copy = new KeyboardEvent('keydown', { key: 'Escape', code: e.code, isComposing: e.isComposing });
    // antd's dropdowns close on the legacy keyCode 27 read on `window`; with no host overlay shown (our own
    // page, a portal page without an open dialog) nothing of the host can take the copy for its own Escape
    if (!pageOverlayTop(host.ownerDocument)) {
      for (const k of ['keyCode', 'which'] as const) Object.defineProperty(copy, k, { get: () => 27 });
    }
    window.dispatchEvent(copy);
  };
  host.addEventListener('keydown', keys);
  return () => {
    observer.disconnect();
    host.removeEventListener('keydown', keys);
  };
}
