// The form being designed, kept on this machine (issue 10 §1): each edit is written within a second under
// the user + the host's autosave-key (form id + version), a draft found at start is offered back
// ("restore the unsaved design from <time>?") and the host's clearDraft() forgets it. Loaded only when
// the host gives a key; the leave guard is marked by the bridge in the first paint (useDesignDraft.ts).
import { Suspense, useCallback, useEffect } from 'react';
import type { DesignerStore } from '../../core/designer/index.ts';
import type { FormSchema } from '../../core/form/types.ts';
import { useHost } from '../shared/HostContext.ts';
// the offer's own code (antd Alert) loads only when there is a draft: this chunk stays small to fetch
import { TimedDraftOffer, useTimedDraft } from '../shared/useTimedDraft.ts';
import type { DesignDraftBridge } from './useDesignDraft.ts';

/** the shape of a design (restoring it goes through the store's setJSON, which checks it in full) */
const isDesign = (v: unknown): v is FormSchema => !!v && typeof v === 'object' && Array.isArray((v as FormSchema).list) && !!(v as FormSchema).config;

export interface DesignDraftsProps {
  store: DesignerStore;
  bridge: DesignDraftBridge;
  autosaveKey: string;
  /** the designer's own texts (passed in: this chunk then shares no text code with the first paint) */
  texts: { found(time: string): string; restore: string; discard: string };
}

export default function DesignDrafts({ store, bridge, autosaveKey, texts }: DesignDraftsProps) {
  const { runtime, lang } = useHost();
  // the leave guard is the bridge's (marked from the first edit, before this code loaded)
  const draft = useTimedDraft<FormSchema>(runtime, `designer:${autosaveKey}`, 'design', isDesign, { leaveMark: false });
  const { changed, clear, restored, offer } = draft;

  useEffect(() => {
    bridge.clear = clear;
    if (bridge.clearAsked) {
      bridge.clearAsked = false;
      void clear();
    }
    return () => { bridge.clear = null; };
  }, [bridge, clear]);

  useEffect(() => {
    const edited = (schema: unknown) => !bridge.loading && schema !== bridge.clean;
    // an edit made while this code was loading
    if (edited(store.getState().schema)) changed(() => store.getJSON());
    return store.subscribe((state, prev) => {
      if (state.schema !== prev.schema && edited(state.schema)) changed(() => store.getJSON());
    });
  }, [store, bridge, changed]);

  const restore = useCallback(() => {
    if (!offer) return;
    bridge.loading = true;
    try {
      store.setJSON(offer.value);
    } finally {
      bridge.loading = false;
    }
    bridge.mark(true);
    restored();
  }, [store, bridge, offer, restored]);

  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <TimedDraftOffer
        className="fd-draft-offer"
        savedAt={offer.savedAt}
        lang={lang}
        title={texts.found}
        restoreText={texts.restore}
        discardText={texts.discard}
        onRestore={restore}
        onDiscard={() => void clear()}
      />
    </Suspense>
  );
}
