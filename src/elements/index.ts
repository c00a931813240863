/**
 * `dist/hos-elements.js`: the loader of the whole bundle (issue 11 §1). It is small: it knows every tag
 * and loads an element's module (React, antd and the module's code) only when the first instance of
 * that tag is on the page. A page that loads it next to a per-element file defines nothing twice
 * (defining a tag that exists is a no-op). `ensureElement(tag)` waits for one tag, loading it if needed.
 */
import { autoloadElements, ELEMENT_LOADERS } from './loaders.ts';

export { ensureElement } from '../core/elementLoaders.ts';
export { ELEMENT_LOADERS };

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => autoloadElements(document), { once: true });
  else autoloadElements(document);
}
