// Elements load on demand (architecture.md "Loading"): the elements layer registers how to load each
// tag, and a module that shows another element (a page embedding a form or the designer) asks for the
// tag here, so modules never import element files (the layer rule of `scripts/check-boundaries.mjs`).
// The table lives on a Symbol.for key like the runtime: two bundles on one page share it, and the
// first loader registered for a tag is kept.
type Loader = () => Promise<unknown>;
interface Table { loaders: Map<string, Loader>; pending: Map<string, Promise<void>> }

const KEY = Symbol.for('hos.elementLoaders.v1');

function table(): Table {
  const g = globalThis as unknown as Record<symbol, Table | undefined>;
  return (g[KEY] ??= { loaders: new Map(), pending: new Map() });
}

export function registerElementLoader(tag: string, load: Loader): void {
  const t = table();
  if (!t.loaders.has(tag)) t.loaders.set(tag, load);
}

/** Resolves once `tag` is defined, loading its module the first time; a failed load can be retried. */
export function ensureElement(tag: string): Promise<void> {
  if (typeof customElements === 'undefined') return Promise.reject(new Error('custom elements are not available here'));
  if (customElements.get(tag)) return Promise.resolve();
  const t = table();
  const load = t.loaders.get(tag);
  if (!load) return Promise.reject(new Error(`no loader is registered for <${tag}>`));
  let p = t.pending.get(tag);
  if (!p) {
    p = load().then(() => customElements.whenDefined(tag)).then(() => undefined);
    p.catch(() => t.pending.delete(tag));
    t.pending.set(tag, p);
  }
  return p;
}
