// The browser's draft backend, loaded on first use: IndexedDB (idb-keyval) arrives with the first form,
// design or dialog that keeps a draft, not with every element's first paint.
import type { DraftBackend } from './draftSaver.ts';

const idb = () => import('./idbBackend.ts').then((m) => m.browserDraftBackend());

export const lazyDraftBackend: DraftBackend = {
  get: async (k) => (await idb()).get(k),
  set: async (k, v) => (await idb()).set(k, v),
  del: async (k) => (await idb()).del(k),
};
