// The designer's local draft and leave guard (issue 10 §1): the form being designed is kept on this
// machine (keyed by user + the host's `autosave-key`, e.g. form id + version) within a second of each
// edit, offered back after a reload or a crash, and forgotten once the host says it is stored
// (clearDraft). While edits are not stored, leaving (a route change in the app, the tab, the tag) asks.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { DesignerStore } from '../../core/designer/index.ts';
import { validateSchemaShape } from '../../core/form/normalize.ts';
import type { FormSchema } from '../../core/form/types.ts';
import { useTimedDraft } from '../shared/useTimedDraft.ts';
import { useHost } from '../shared/HostContext.ts';

const isDesign = (v: unknown): v is FormSchema => !!v && typeof v === 'object' && validateSchemaShape(v) === null;

export function useDesignDraft(store: DesignerStore, autosaveKey: string | undefined, readonly: boolean) {
  const { runtime } = useHost();
  const draft = useTimedDraft<FormSchema>(runtime, autosaveKey && !readonly ? `designer:${autosaveKey}` : undefined, 'design', isDesign);
  // the host's loads are not edits: the schema they leave is the clean one
  const loading = useRef(false);
  const clean = useRef(store.getState().schema);
  const changed = draft.changed;
  useEffect(() => store.subscribe((state, prev) => {
    if (state.schema === prev.schema || loading.current) return;
    if (state.schema === clean.current) return; // undone back to what was loaded
    changed(() => store.getJSON());
  }), [store, changed]);

  /** runs a host load (setJSON): not an edit, and what it loads is the stored state */
  const load = useCallback(<R,>(fn: () => R): R => {
    loading.current = true;
    try {
      return fn();
    } finally {
      loading.current = false;
      clean.current = store.getState().schema;
    }
  }, [store]);

  const offer = draft.offer;
  const restore = useCallback(() => {
    if (!offer) return;
    loading.current = true;
    try {
      store.setJSON(offer.value);
    } finally {
      loading.current = false;
    }
    draft.restored();
  }, [store, offer, draft]);

  const { clear, dirty } = draft;
  return useMemo(() => ({ offer, restore, discard: clear, load, clear, dirty }), [offer, restore, load, clear, dirty]);
}
