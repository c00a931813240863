// The renderer's side of local drafts (issue 10 §1; the logic is src/core/autosave): load the draft of
// this key once, offer it, restore it (mapped onto the form as it is now), save each user change
// debounced, write a pending change when the page is hidden, and clear it when the host says the form
// was submitted.
import { useEffect, useMemo, useState } from 'react';
import { attachDraftSaver, createAutosaver, draftFieldsOf, draftKey, draftUserOf, lazyDraftBackend, mapDraft, type LocalDraft } from '../../core/autosave/index.ts';
import type { FormModel, FormSchema, Models } from '../../core/form/index.ts';
import type { HosRuntime } from '../../core/runtime.ts';

export interface AutosaveState {
  /** a draft found for this key and not restored yet */
  offer: LocalDraft | null;
  restored: Models | null;
  changed(model: FormModel): void;
  restore(schema: FormSchema): void;
  clear(): Promise<void>;
}

export function useAutosave(runtime: HosRuntime, hostKey: string | undefined): AutosaveState {
  const user = draftUserOf(runtime.session.getState() as unknown as Record<string, unknown>);
  const saver = useMemo(() => (hostKey ? createAutosaver({ backend: lazyDraftBackend, key: draftKey(user, hostKey) }) : null), [hostKey, user]);
  const [draft, setDraft] = useState<LocalDraft | null>(null);
  const [restored, setRestored] = useState<Models | null>(null);

  useEffect(() => {
    setDraft(null);
    setRestored(null);
    if (!saver) return;
    return attachDraftSaver(saver, setDraft);
  }, [saver]);

  return useMemo<AutosaveState>(() => {
    return {
      offer: draft && !restored ? draft : null,
      restored,
      changed: (model) => saver?.schedule(model.getModels(), model.schema),
      restore: (schema) => {
        if (!draft) return;
        const mapped = mapDraft(draft.models, schema, draftFieldsOf(draft));
        setRestored(mapped.models);
      },
      clear: async () => {
        setDraft(null);
        await saver?.clear();
      },
    };
  }, [saver, draft, restored]);
}
