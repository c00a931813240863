// "Restore the unsaved design from <time>?" above the toolbar (issue 10 §1): restore puts the design
// back (it stays unsaved), discard forgets it. The Alert's code loads only when there is a draft.
import { Suspense } from 'react';
import { useHost } from '../shared/HostContext.ts';
import { useDesignerT as useT } from './useDesignerT.ts';
import type { useDesignDraft } from './useDesignDraft.ts';
import { TimedDraftOffer } from '../shared/useTimedDraft.ts';

export function DesignDraftOffer({ draft }: { draft: ReturnType<typeof useDesignDraft> }) {
  const t = useT();
  const { lang } = useHost();
  if (!draft.offer) return null;
  return (
    <Suspense fallback={null}>
      <TimedDraftOffer
        className="fd-draft-offer"
        savedAt={draft.offer.savedAt}
        lang={lang}
        title={(time) => t('designer:draftFound', { time })}
        restoreText={t('designer:draftRestore')}
        discardText={t('designer:draftDiscard')}
        onRestore={draft.restore}
        onDiscard={() => void draft.discard()}
      />
    </Suspense>
  );
}
