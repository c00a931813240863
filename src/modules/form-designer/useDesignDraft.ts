// The designer's side of its local draft (issue 10 §1) that must be there from the first paint: a
// host's load (setJSON, the `schema` property) is not an edit, and clearDraft() must work before the
// draft code has loaded. The rest (saving, the offer, the leave mark) is DesignDrafts.tsx, loaded only
// when the host gives an autosave-key.
import { useCallback, useMemo } from 'react';
import type { DesignerStore } from '../../core/designer/index.ts';

export interface DesignDraftBridge {
  /** a host load is running: its change is not an edit */
  loading: boolean;
  /** the schema the host loaded last (an undo back to it is no edit either) */
  clean: unknown;
  /** forgets the draft; set by DesignDrafts once it runs */
  clear: (() => Promise<void>) | null;
  /** clearDraft() came before DesignDrafts ran: it forgets the draft when it starts */
  clearAsked: boolean;
}

export function useDesignDraft(store: DesignerStore) {
  const bridge = useMemo<DesignDraftBridge>(() => ({ loading: false, clean: store.getState().schema, clear: null, clearAsked: false }), [store]);
  /** runs a host load (setJSON): not an edit, and what it loads is the stored state */
  const load = useCallback(<R,>(fn: () => R): R => {
    bridge.loading = true;
    try {
      return fn();
    } finally {
      bridge.loading = false;
      bridge.clean = store.getState().schema;
    }
  }, [bridge, store]);
  const clear = useCallback((): Promise<void> => {
    if (bridge.clear) return bridge.clear();
    bridge.clearAsked = true;
    return Promise.resolve();
  }, [bridge]);
  return useMemo(() => ({ bridge, load, clear }), [bridge, load, clear]);
}
