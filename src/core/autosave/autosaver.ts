// Local autosave of a form being filled (issue 10 §1): what someone types is kept on their machine,
// debounced, until the form is submitted, so a reload, a crash or a closed tab loses nothing. Keyed by
// user + form + record (the host's key); the value remembers when it was saved and which fields the form
// had, so a draft made for an older version of the form can be mapped onto the new one.
import { dataFields, type DraftField } from './draftFields.ts';
import type { FormSchema, Models } from '../form/types.ts';
import { createDraftSaver, type DraftBackend, type SyncStore } from './draftSaver.ts';

export { attachDraftSaver, draftKey, draftUserOf, memoryBackend, type DraftBackend } from './draftSaver.ts';

export interface LocalDraft {
  models: Models;
  /** epoch ms */
  savedAt: number;
  /** the fields the form had when the draft was saved */
  fields: string[];
  /** the titles of those fields (model -> title), so a field that left the form is named, not keyed */
  titles?: Record<string, string>;
}

/** The draft's fields with their titles ('' for a draft saved before titles were kept). */
export function draftFieldsOf(d: LocalDraft): DraftField[] {
  return d.fields.map((model) => ({ model, title: d.titles?.[model] ?? '' }));
}

export interface AutosaverOptions {
  backend: DraftBackend;
  /** the full key: user + form + record (see draftKey) */
  key: string;
  /** at most this long between a change and its save (issue: <= 1 s) */
  delayMs?: number;
  now?: () => number;
  onError?(e: unknown): void;
  /** the synchronous copy made on leaving (localStorage by default) */
  sync?: SyncStore | null;
}

export interface Autosaver {
  /** a change: saved after the delay (later changes within it are saved together) */
  schedule(models: Models, schema: FormSchema): void;
  /** saves a pending change now (page hidden, element removed) */
  flush(): Promise<void>;
  /** the page goes: flush, with a synchronous copy of what IndexedDB may not get in time */
  leave(): void;
  load(): Promise<LocalDraft | undefined>;
  /** the form was submitted: the draft is gone */
  clear(): Promise<void>;
}

function isDraft(v: unknown): v is LocalDraft {
  const d = v as LocalDraft;
  return !!d && typeof d === 'object' && !!d.models && typeof d.models === 'object' && typeof d.savedAt === 'number' && Array.isArray(d.fields);
}

export function createAutosaver(opts: AutosaverOptions): Autosaver {
  const now = opts.now ?? Date.now;
  const saver = createDraftSaver<LocalDraft>({ backend: opts.backend, key: opts.key, delayMs: opts.delayMs, isValid: isDraft, onError: opts.onError, sync: opts.sync });
  return {
    schedule(models, schema) {
      // copied now: the live values go on changing before the write
      const fields = dataFields(schema);
      const draft: LocalDraft = {
        models: structuredClone(models), savedAt: now(), fields: fields.map((f) => f.model),
        titles: Object.fromEntries(fields.map((f) => [f.model, f.title])),
      };
      saver.schedule(() => draft);
    },
    flush: saver.flush,
    leave: saver.leave,
    load: saver.load,
    clear: saver.clear,
  };
}

/**
 * The browser's backend, loaded on first use: IndexedDB (idb-keyval, idbBackend.ts) arrives with the
 * first form, design or dialog that keeps a draft, not with any element's first paint.
 */
const idb = () => import('./idbBackend.ts').then((m) => m.browserDraftBackend());
export const lazyDraftBackend: DraftBackend = {
  get: async (k) => (await idb()).get(k),
  set: async (k, v) => (await idb()).set(k, v),
  del: async (k) => (await idb()).del(k),
  keys: async () => (await (await idb()).keys?.()) ?? [],
};
