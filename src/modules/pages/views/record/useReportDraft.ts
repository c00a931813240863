// The report page's side of the whole-report draft (issue 32 §1; the rules are core's reportDraft.ts):
// the draft of this report is loaded once before the page is drawn, so the head, then the category's
// form, then its values come back with nothing to pick again; every change of the head or the form is
// saved, debounced; a pending change is written when the page is hidden or left; it is cleared once the
// report reaches the server.
import { useEffect, useMemo, useState } from 'react';
import {
  attachDraftSaver, createDraftSaver, draftFitsRecord, draftKey, draftUserOf, isReportDraft, lazyDraftBackend, reportDraftHostKey,
  type ReportDraft,
} from '../../../../core/autosave/index.ts';
import { useRuntime } from '../../common/hooks.ts';

export interface ReportDraftState {
  /** false until the stored draft was looked for */
  loaded: boolean;
  /** the draft found when the page opened (null: none, or made on an older version of the stored record) */
  found: ReportDraft | null;
  /** when the last change reached this machine's store (epoch ms), null before any */
  savedAt: number | null;
  /** a change not written yet */
  pending: boolean;
  /** the report changed: `make` runs when the write happens, so it reads the latest head and values */
  schedule(make: () => ReportDraft): void;
  /** stored on the server, or thrown away: the draft is gone */
  clear(): Promise<void>;
}

export function useReportDraft(record: { id: number; version: number } | null): ReportDraftState {
  const runtime = useRuntime();
  const user = draftUserOf(runtime.session.getState() as unknown as Record<string, unknown>);
  const recordId = record?.id ?? null;
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const saver = useMemo(
    () => createDraftSaver<ReportDraft>({
      backend: lazyDraftBackend,
      key: draftKey(user, reportDraftHostKey(recordId)),
      // a short pause: IndexedDB writes are cheap, and a nurse's report is safe the moment she stops typing
      delayMs: 300,
      isValid: isReportDraft,
      onSaved: (d) => {
        setSavedAt(d.savedAt);
        setPending(false);
      },
    }),
    [user, recordId],
  );
  const [load, setLoad] = useState<{ loaded: boolean; found: ReportDraft | null }>({ loaded: false, found: null });
  // the record as it was when the page opened decides whether its draft still fits it (not its later saves)
  const [opened] = useState(record);

  useEffect(() => {
    setLoad({ loaded: false, found: null });
    let done = false;
    const finish = (found: ReportDraft | null) => {
      if (done) return;
      done = true;
      setLoad({ loaded: true, found: found && draftFitsRecord(found, opened) ? found : null });
    };
    const off = attachDraftSaver(
      {
        load: async () => {
          const d = await saver.load().catch(() => undefined);
          finish(d ?? null);
          return d;
        },
        flush: saver.flush,
        leave: saver.leave,
      },
      () => undefined,
    );
    return () => {
      done = true;
      off();
    };
  }, [saver, opened]);

  return useMemo<ReportDraftState>(() => ({
    ...load,
    savedAt,
    pending,
    schedule: (make) => {
      setPending(true);
      saver.schedule(make);
    },
    clear: async () => {
      setPending(false);
      await saver.clear();
    },
  }), [load, savedAt, pending, saver]);
}
