// Change batching and per-field subscriptions: writes mark paths changed; when the outermost batch ends,
// the cached snapshots of those paths are dropped and their listeners (then the all-paths listeners) run.
import type { FieldSnapshot, FormState } from './types';

export interface ChangeBus {
  /** marks a path changed in the current batch (ignores undefined and '') */
  changed(path: string | undefined): void;
  /** runs fn; listeners are told once, when the outermost batch ends */
  batch<T>(fn: () => T): T;
  subscribe(path: string, fn: () => void): () => void;
  subscribeAll(fn: (paths: string[]) => void): () => void;
  /** the snapshot of a path, read again only after the path changed */
  field(path: string, read: () => FieldSnapshot): FieldSnapshot;
  /** the whole-form state, read again only after anything changed */
  state(read: () => FormState): FormState;
  /** forgets every cached snapshot (the schema changed) */
  clearFields(): void;
}

export function createChangeBus(): ChangeBus {
  const listeners = new Map<string, Set<() => void>>();
  const allListeners = new Set<(paths: string[]) => void>();
  const fieldCache = new Map<string, FieldSnapshot>();
  let stateCache: FormState | null = null;
  let pending: Set<string> | null = null;
  let depth = 0;

  function flush(): void {
    if (!pending || pending.size === 0) return;
    const paths = [...pending];
    pending = null;
    stateCache = null;
    for (const p of paths) fieldCache.delete(p);
    for (const p of paths) listeners.get(p)?.forEach((fn) => fn());
    allListeners.forEach((fn) => fn(paths));
  }

  return {
    changed(path) {
      if (path === undefined || path === '') return;
      (pending ??= new Set()).add(path);
    },
    batch(fn) {
      depth++;
      try {
        return fn();
      } finally {
        depth--;
        if (depth === 0) flush();
      }
    },
    subscribe(path, fn) {
      let set = listeners.get(path);
      if (!set) listeners.set(path, (set = new Set()));
      set.add(fn);
      return () => {
        set!.delete(fn);
        if (set!.size === 0) listeners.delete(path);
      };
    },
    subscribeAll(fn) {
      allListeners.add(fn);
      return () => void allListeners.delete(fn);
    },
    field(path, read) {
      let snap = fieldCache.get(path);
      if (!snap) fieldCache.set(path, (snap = read()));
      return snap;
    },
    state(read) {
      return (stateCache ??= read());
    },
    clearFields() {
      fieldCache.clear();
    },
  };
}
