// Local autosave of a form being filled (issue 10 §1): what someone types is kept on their machine,
// debounced, until the form is submitted, so a reload, a crash or a closed tab loses nothing. Keyed by
// user + form + record (the host's key); the value remembers when it was saved and which fields the form
// had, so a draft made for an older version of the form can be mapped onto the new one.
import { fieldModels } from './mapDraft.ts';
import type { FormSchema, Models } from '../form/types.ts';

export interface DraftBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export interface LocalDraft {
  models: Models;
  /** epoch ms */
  savedAt: number;
  /** the fields the form had when the draft was saved */
  fields: string[];
}

export interface AutosaverOptions {
  backend: DraftBackend;
  /** the full key: user + form + record (see draftKey) */
  key: string;
  /** at most this long between a change and its save (issue: <= 1 s) */
  delayMs?: number;
  now?: () => number;
  onError?(e: unknown): void;
}

export interface Autosaver {
  /** a change: saved after the delay (later changes within it are saved together) */
  schedule(models: Models, schema: FormSchema): void;
  /** saves a pending change now (page hidden, element removed) */
  flush(): Promise<void>;
  load(): Promise<LocalDraft | undefined>;
  /** the form was submitted: the draft is gone */
  clear(): Promise<void>;
}

/** `hos-draft:<user>:<host key>`: a user never sees another user's draft on a shared ward computer. */
export function draftKey(userId: string | number, hostKey: string): string {
  return `hos-draft:${userId}:${hostKey}`;
}

function isDraft(v: unknown): v is LocalDraft {
  const d = v as LocalDraft;
  return !!d && typeof d === 'object' && !!d.models && typeof d.models === 'object' && typeof d.savedAt === 'number' && Array.isArray(d.fields);
}

export function createAutosaver(opts: AutosaverOptions): Autosaver {
  const delay = Math.min(opts.delayMs ?? 800, 1000);
  const now = opts.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: LocalDraft | undefined;
  let writing: Promise<void> = Promise.resolve();
  const report = (e: unknown) => (opts.onError ?? ((x) => console.warn('[hos] autosave failed', x)))(e);

  const write = () => {
    timer = undefined;
    const draft = pending;
    pending = undefined;
    if (!draft) return writing;
    // one write at a time, in order: the last change always wins
    writing = writing.then(() => opts.backend.set(opts.key, draft)).catch(report);
    return writing;
  };

  return {
    schedule(models, schema) {
      pending = { models: structuredClone(models), savedAt: now(), fields: fieldModels(schema) };
      if (timer === undefined) timer = setTimeout(write, delay);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      return write();
    },
    async load() {
      try {
        const v = await opts.backend.get(opts.key);
        return isDraft(v) ? v : undefined;
      } catch (e) {
        report(e);
        return undefined;
      }
    },
    async clear() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      await writing;
      await opts.backend.del(opts.key).catch(report);
    },
  };
}

/** A backend in memory (Node tests, and browsers where IndexedDB is blocked). */
export function memoryBackend(): DraftBackend & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async (k) => map.get(k),
    set: async (k, v) => void map.set(k, structuredClone(v)),
    del: async (k) => void map.delete(k),
  };
}
