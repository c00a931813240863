// The form being designed, kept on this machine (issue 10 §1): each edit is written within a second under
// the user + the host's autosave-key (form id + version), a draft found at start is offered back
// ("restore the unsaved design from <time>?"), the host's clearDraft() forgets it, and while edits are
// not stored the page's leave guard asks before leaving. Loaded only when the host gives a key.
import { useCallback, useEffect } from 'react';
import type { DesignerStore } from '../../core/designer/index.ts';
import { validateSchemaShape } from '../../core/form/normalize.ts';
import type { FormSchema } from '../../core/form/types.ts';
import { useHost } from '../shared/HostContext.ts';
import { useTimedDraft } from '../shared/useTimedDraft.ts';
import TimedDraftOffer from '../shared/TimedDraftOffer.tsx';
import { useDesignerT as useT } from './useDesignerT.ts';
import type { DesignDraftBridge } from './useDesignDraft.ts';

const isDesign = (v: unknown): v is FormSchema => !!v && typeof v === 'object' && validateSchemaShape(v) === null;

export default function DesignDrafts({ store, bridge, autosaveKey }: { store: DesignerStore; bridge: DesignDraftBridge; autosaveKey: string }) {
  const { runtime, lang } = useHost();
  const t = useT();
  const draft = useTimedDraft<FormSchema>(runtime, `designer:${autosaveKey}`, 'design', isDesign);
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
    restored();
  }, [store, bridge, offer, restored]);

  if (!offer) return null;
  return (
    <TimedDraftOffer
      className="fd-draft-offer"
      savedAt={offer.savedAt}
      lang={lang}
      title={(time) => t('designer:draftFound', { time })}
      restoreText={t('designer:draftRestore')}
      discardText={t('designer:draftDiscard')}
      onRestore={restore}
      onDiscard={() => void clear()}
    />
  );
}
