// The debounced writer under every local draft (issue 10 §1): a change is written at most `delayMs`
// (<= 1 s) later, a burst of changes once, one write at a time so the last change always wins. What
// a draft holds is the caller's: a form's values (autosaver.ts), a design being edited, a dialog's
// fields. `make` runs when the write happens, so a large value (a 300-widget design) is copied once per
// write, not once per keystroke.
//
// A reload right after the last keystroke (issue 24 §8): the IndexedDB write started when the page goes
// does not finish before the page is gone. So, on leaving, what IndexedDB does not have yet is also
// copied synchronously into a small store (localStorage), and load merges it back: the copy is only ever
// left behind when the page went before IndexedDB had it, so it wins unless the stored draft is newer
// (`savedAt`); it is written to IndexedDB and dropped there and then.
export interface DraftBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  /** every key stored (what a logout clears is found by its prefix) */
  keys?(): Promise<string[]>;
}

/** A backend in memory (Node tests, and browsers where IndexedDB is blocked). */
export function memoryBackend(): DraftBackend & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async (k) => map.get(k),
    set: async (k, v) => void map.set(k, structuredClone(v)),
    del: async (k) => void map.delete(k),
    keys: async () => [...map.keys()],
  };
}

export interface DraftSaverOptions<T> {
  backend: DraftBackend;
  key: string;
  /** at most this long between a change and its save (capped at 1 s) */
  delayMs?: number;
  /** what a stored value must look like to be offered back */
  isValid(v: unknown): v is T;
  onError?(e: unknown): void;
  /** where the copy made on leaving goes (localStorage by default; null: none) */
  sync?: SyncStore | null;
  /** a value reached the backend (the page can say "saved") */
  onSaved?(value: T): void;
}

/** A store written synchronously (the Storage interface of localStorage). */
export type SyncStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage where there is one and it may be used (sandboxed frames throw on access). */
function pageStorage(): SyncStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const stampOf = (v: unknown) => ((v as { savedAt?: unknown } | null)?.savedAt as number | undefined) ?? 0;

export interface DraftSaver<T> {
  /** a change: `make()` is written after the delay (later changes within it are written together) */
  schedule(make: () => T): void;
  /** writes a pending change now (page hidden, element removed) */
  flush(): Promise<void>;
  /** the page goes: flush, and copy synchronously what the backend may not get in time */
  leave(): void;
  load(): Promise<T | undefined>;
  /** stored on the server, or thrown away: the draft is gone */
  clear(): Promise<void>;
}

export function createDraftSaver<T>(opts: DraftSaverOptions<T>): DraftSaver<T> {
  const delay = Math.min(opts.delayMs ?? 800, 1000);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: (() => T) | undefined;
  let writing: Promise<void> = Promise.resolve();
  /** the newest value made and not yet in the backend */
  let unsaved: T | undefined;
  const report = (e: unknown) => (opts.onError ?? ((x) => console.warn('[hos] autosave failed', x)))(e);
  const sync = opts.sync === undefined ? pageStorage() : opts.sync;
  const syncKey = `${opts.key}:sync`;
  const dropSync = () => sync?.removeItem(syncKey);

  const write = () => {
    timer = undefined;
    const make = pending;
    pending = undefined;
    if (!make) return writing;
    const value = make();
    unsaved = value;
    writing = writing
      .then(() => opts.backend.set(opts.key, value))
      .then(() => {
        opts.onSaved?.(value);
        if (unsaved !== value) return;
        unsaved = undefined;
        dropSync();
      })
      .catch(report);
    return writing;
  };

  return {
    schedule(make) {
      pending = make;
      if (timer === undefined) timer = setTimeout(write, delay);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      return write();
    },
    leave() {
      if (timer !== undefined) clearTimeout(timer);
      void write();
      if (unsaved === undefined || !sync) return;
      try {
        sync.setItem(syncKey, JSON.stringify(unsaved));
      } catch (e) {
        report(e);
      }
    },
    async load() {
      let copy: unknown;
      try {
        copy = JSON.parse(sync?.getItem(syncKey) ?? 'null');
      } catch {
        copy = null;
      }
      try {
        let v = await opts.backend.get(opts.key);
        if (opts.isValid(copy) && !(opts.isValid(v) && stampOf(v) > stampOf(copy))) {
          v = copy;
          await opts.backend.set(opts.key, copy);
        }
        if (copy !== null) dropSync();
        return opts.isValid(v) ? v : undefined;
      } catch (e) {
        report(e);
        return opts.isValid(copy) ? copy : undefined;
      }
    },
    async clear() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      unsaved = undefined;
      dropSync();
      await writing;
      await opts.backend.del(opts.key).catch(report);
    },
  };
}

/** What a draft's page ties listen to (the page's document and window; other targets in tests). */
export interface DraftPage {
  doc: EventTarget & { visibilityState: string };
  win: EventTarget;
}

/**
 * Ties a draft saver to the page while its editor is there: the draft is loaded once and given to
 * `found`, a pending change is written when the page is hidden or left, and the function returned ends
 * the ties and writes what is pending (the editor went). One home for the form renderer's autosave and
 * the timed drafts of the designer and dialogs.
 */
export function attachDraftSaver<T>(saver: Pick<DraftSaver<T>, 'load' | 'flush' | 'leave'>, found: (draft: T) => void, page: DraftPage = { doc: document, win: window }): () => void {
  let live = true;
  void saver.load().then((d) => {
    if (live && d) found(d);
  });
  const hide = () => {
    if (page.doc.visibilityState === 'hidden') saver.leave();
  };
  const leave = () => saver.leave();
  page.doc.addEventListener('visibilitychange', hide);
  page.win.addEventListener('pagehide', leave);
  return () => {
    live = false;
    page.doc.removeEventListener('visibilitychange', hide);
    page.win.removeEventListener('pagehide', leave);
    void saver.flush();
  };
}

/** `hos-draft:<user>:<host key>`: a user never sees another user's draft on a shared ward computer. */
export function draftKey(userId: string | number, hostKey: string): string {
  return `hos-draft:${userId}:${hostKey}`;
}

/** Who owns a draft: the signed-in user of the session (any of the ids the old servers answer). */
export function draftUserOf(s: Record<string, unknown>): string {
  return String(s.userId || s.userID || s.id || s.username || 'anonymous');
}
