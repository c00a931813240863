// A local draft of something edited on a page (a design, a dialog's fields; issue 10 §1), the React side
// of src/core/autosave: the draft of this key is loaded once and offered, each change is written
// debounced, a pending change is written when the page hides or the editor goes, and while changes are
// not stored the page's leave guard asks before leaving. The form renderer has its own (useAutosave.ts),
// which also maps a draft onto a newer form version.
import { lazy, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { attachDraftSaver, draftKey, draftUserOf } from '../../core/autosave/draftSaver.ts';
import { createTimedDraftSaver, type TimedDraft } from '../../core/autosave/timedDraft.ts';
import { lazyDraftBackend } from '../../core/autosave/autosaver.ts';
import type { HosRuntime } from '../../core/runtime.ts';

/** the offer's code (antd Alert and buttons) loads only when there is a draft to offer */
export const TimedDraftOffer = lazy(() => import('./TimedDraftOffer.tsx'));

export interface TimedDraftState<T> {
  /** a draft found for this key, not restored or discarded yet */
  offer: TimedDraft<T> | null;
  /** changes not stored yet (the leave guard's mark) */
  dirty: boolean;
  /** a change: `make()` is written within a second */
  changed(make: () => T): void;
  /** the offer was taken (the caller put its value back): it stays the unsaved state */
  restored(): void;
  /** stored (or thrown away on purpose): the draft and the mark go */
  clear(): Promise<void>;
}

/** The owner of the drafts: follows the session (a page may learn who is signed in after it drew). */
export function useDraftUser(runtime: HosRuntime): string {
  const store = runtime.session.store;
  const get = () => draftUserOf(store.getState() as unknown as Record<string, unknown>);
  return useSyncExternalStore(store.subscribe, get, get);
}

/** `leaveMark: false`: the caller marks the page's leave guard itself */
export function useTimedDraft<T>(runtime: HosRuntime, hostKey: string | undefined, kind: string, isValue: (v: unknown) => v is T, opts: { leaveMark?: boolean } = {}): TimedDraftState<T> {
  const user = useDraftUser(runtime);
  const check = useRef(isValue);
  const saver = useMemo(
    () => (hostKey ? createTimedDraftSaver<T>({ backend: lazyDraftBackend, key: draftKey(user, hostKey), kind, isValue: (v): v is T => check.current(v) }) : null),
    [hostKey, user, kind],
  );
  const [offer, setOffer] = useState<TimedDraft<T> | null>(null);
  const [dirty, setDirty] = useState(false);
  const owner = useMemo(() => ({ draft: kind }), [kind]);

  useEffect(() => {
    setOffer(null);
    setDirty(false);
    if (!saver) return;
    return attachDraftSaver(saver, setOffer);
  }, [saver]);

  const marks = opts.leaveMark !== false;
  useEffect(() => runtime.leave.set(owner, marks && dirty), [runtime, owner, dirty, marks]);
  useEffect(() => () => runtime.leave.set(owner, false), [runtime, owner]);

  // stable callbacks: an editor subscribes with them once per key, not once per state change
  const changed = useCallback((make: () => T) => {
    setDirty(true);
    saver?.scheduleValue(make);
  }, [saver]);
  const restored = useCallback(() => {
    setOffer(null);
    setDirty(true);
  }, []);
  const clear = useCallback(async () => {
    setOffer(null);
    setDirty(false);
    await saver?.clear();
  }, [saver]);
  return useMemo<TimedDraftState<T>>(() => ({ offer, dirty, changed, restored, clear }), [offer, dirty, changed, restored, clear]);
}
