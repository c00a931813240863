// The browser's backend for local drafts: IndexedDB through idb-keyval (a small maintained wrapper),
// a database of its own so the host page's data is never touched. Falls back to memory where IndexedDB
// is missing or blocked (private windows of some browsers): drafts then last as long as the page.
import { createStore, del, get, keys, set } from 'idb-keyval';
import { memoryBackend, type DraftBackend } from './draftSaver.ts';

let backend: DraftBackend | undefined;

export function browserDraftBackend(): DraftBackend {
  if (backend) return backend;
  if (typeof indexedDB === 'undefined') return (backend = memoryBackend());
  const store = createStore('hos-autosave', 'drafts');
  return (backend = {
    get: (k) => get(k, store),
    set: (k, v) => set(k, v, store),
    del: (k) => del(k, store),
    keys: async () => (await keys(store)).map(String),
  });
}
