/**
 * `dist/hos-elements.js`: the loader of the whole bundle (issue 11 §1). It is small: it knows every tag
 * and loads an element's module (React, antd and the module's code) only when the first instance of
 * that tag is on the page. A page that loads it next to a per-element file defines nothing twice
 * (defining a tag that exists is a no-op). `ensureElement(tag)` waits for one tag, loading it if needed.
 * The table is the embedded elements' loaders (loaders.ts, which <hos-app> imports too) and <hos-app>,
 * added here: the app's module is loaded by this file and imports nothing that imports it back.
 */
import { ensureElement, registerElementLoader } from '../core/elementLoaders.ts';
import { EMBEDDED_LOADERS } from './loaders.ts';

export { ensureElement };

export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = {
  'hos-app': () => import('./app/index.ts'),
  ...EMBEDDED_LOADERS,
};

for (const [tag, load] of Object.entries(ELEMENT_LOADERS)) registerElementLoader(tag, load);

const TAGS = Object.keys(ELEMENT_LOADERS);

/** Loads the module of every tag used in `root` (the node itself or below it) that is not defined yet. */
function loadUsedElements(root: ParentNode): void {
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
function autoloadElements(doc: Document): void {
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

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => autoloadElements(document), { once: true });
  else autoloadElements(document);
}
