// How each element of the bundle loads (src/core/elementLoaders.ts). `dist/hos-elements.js` uses the
// table to load an element's module when its first instance appears on the page; pages inside
// <hos-app> embed the renderer and the designer through it, so the shell carries neither until a page
// shows one. The per-element files (dist/hos-form-renderer.js, ...) still define their tag at once.
import { ensureElement, registerElementLoader } from '../core/elementLoaders.ts';

export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = {
  'hos-app': () => import('./app/index.ts'),
  'hos-form-renderer': () => import('./form-renderer/index.ts'),
  'hos-form-designer': () => import('./form-designer/index.ts'),
  'hos-message-bell': () => import('./message-bell/index.ts'),
  'hos-password-dialog': () => import('./password-dialog/index.ts'),
};

for (const [tag, load] of Object.entries(ELEMENT_LOADERS)) registerElementLoader(tag, load);

const TAGS = Object.keys(ELEMENT_LOADERS);

/** Loads the module of every tag used in `root` (the node itself or below it) that is not defined yet. */
export function loadUsedElements(root: ParentNode): void {
  for (const tag of TAGS) {
    if (customElements.get(tag)) continue;
    if ((root as Element).localName === tag || root.querySelector(tag)) {
      ensureElement(tag).catch((e: unknown) => console.error(`[hos] <${tag}> could not be loaded`, e));
    }
  }
}

/**
 * Watches the document: an element of the bundle added at any time (parsed, inserted by a script,
 * created by an old portal's template) gets its module loaded. Stops once every tag is defined.
 */
export function autoloadElements(doc: Document = document): void {
  loadUsedElements(doc);
  if (TAGS.every((t) => customElements.get(t))) return;
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.addedNodes) if (n.nodeType === 1) loadUsedElements(n as Element);
    }
    if (TAGS.every((t) => customElements.get(t))) observer.disconnect();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
}
