// The designer's side of its local draft (issue 10 §1) that is there from the first paint: a host's
// load (setJSON, the `schema` property) is not an edit; an edit marks the page's leave guard at once
// (leaving asks even before the draft code has loaded); clearDraft() works at any time. Saving the draft
// and offering it back is DesignDrafts.tsx, loaded only when the host gives an autosave-key.
import { useCallback, useEffect, useMemo } from 'react';
import type { DesignerStore } from '../../core/designer/index.ts';
import { useHost } from '../shared/HostContext.ts';

export interface DesignDraftBridge {
  /** a host load is running: its change is not an edit */
  loading: boolean;
  /** the schema the host loaded or stored last (an undo back to it is no edit either) */
  clean: unknown;
  /** marks (or unmarks) the page's leave guard for this designer */
  mark(dirty: boolean): void;
  /** forgets the draft; set by DesignDrafts once it runs */
  clear: (() => Promise<void>) | null;
  /** clearDraft() came before DesignDrafts ran: it forgets the draft when it starts */
  clearAsked: boolean;
}

/** `keyed`: the host gave an autosave-key (it then says when the design is stored: clearDraft) */
export function useDesignDraft(store: DesignerStore, keyed: boolean) {
  const { runtime } = useHost();
  const bridge = useMemo<DesignDraftBridge>(() => {
    const owner = { designer: store };
    return { loading: false, clean: store.getState().schema, clear: null, clearAsked: false, mark: (dirty) => runtime.leave.set(owner, dirty) };
  }, [store, runtime]);
  useEffect(() => {
    if (!keyed) return;
    const off = store.subscribe((state, prev) => {
      if (state.schema !== prev.schema && !bridge.loading && state.schema !== bridge.clean) bridge.mark(true);
    });
    return () => {
      off();
      bridge.mark(false);
    };
  }, [store, bridge, keyed]);

  /** runs a host load (setJSON): not an edit, and what it loads is the stored state */
  const load = useCallback(<R,>(fn: () => R): R => {
    bridge.loading = true;
    try {
      return fn();
    } finally {
      bridge.loading = false;
      bridge.clean = store.getState().schema;
      bridge.mark(false);
    }
  }, [bridge, store]);
  const clear = useCallback((): Promise<void> => {
    // stored: what is on screen now is the clean state
    bridge.clean = store.getState().schema;
    bridge.mark(false);
    if (bridge.clear) return bridge.clear();
    bridge.clearAsked = true;
    return Promise.resolve();
  }, [bridge, store]);
  return useMemo(() => ({ bridge, load, clear }), [bridge, load, clear]);
}
