// The scoring sheet's data flow: load the sheet (by round and department, or by id), keep the values in a
// core sheet store (live score), keep unsaved input on this machine (autosave, like the report page) and
// save or submit to the server, which answers with its own recomputed score.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { SheetView } from '../../../../core/api/quality.ts';
import { createAutosaver, draftKey, lazyDraftBackend as lazyBackend, type LocalDraft } from '../../../../core/autosave/index.ts';
import { createSheetStore, type SheetStore } from '../../../../core/quality/createSheetStore.ts';
import { scoringModelOf } from '../../../../core/quality/scoringModel.ts';
import type { FormSchema, Models } from '../../../../core/form/types.ts';
import type { SheetValues } from '../../../../core/quality/types.ts';
import { useRuntime, useUserId } from '../../common/hooks.ts';
import { useQualityApi } from './useQuality.ts';


export type SheetRef = { roundId: number; dept: string } | { sheetId: number };

const EMPTY_STORE = createSheetStore({ sections: [], items: [], maxScore: 0 });

export function useSheet(ref: SheetRef | null) {
  const api = useQualityApi();
  const user = useUserId();
  const [view, setView] = useState<SheetView | null>(null);
  const [failed, setFailed] = useState(false);
  const [localDraft, setLocalDraft] = useState<LocalDraft | null>(null);
  const model = useMemo(() => scoringModelOf(view?.schema), [view?.schema]);
  const storeRef = useRef<SheetStore>(EMPTY_STORE);
  const key = ref && view ? `quality:${view.round.id}:${view.deptName}` : '';
  const saver = useMemo(() => (key ? createAutosaver({ backend: lazyBackend, key: draftKey(user, key) }) : null), [key, user]);

  const apply = useCallback((v: SheetView) => {
    setView((cur) => {
      if (!cur || cur.schema !== v.schema) storeRef.current = createSheetStore(scoringModelOf(v.schema), v.sheet?.values ?? {});
      else storeRef.current.reset(v.sheet?.values ?? {});
      return v;
    });
  }, []);

  const load = useCallback(async () => {
    if (!ref) return;
    try {
      apply('sheetId' in ref ? await api.sheetById(ref.sheetId) : await api.sheet(ref.roundId, ref.dept));
    } catch {
      setFailed(true);
    }
  }, [api, apply, ref && ('sheetId' in ref ? ref.sheetId : `${ref.roundId}:${ref.dept}`)]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => void load(), [load]);

  // a local draft newer than what the server holds is offered back
  useEffect(() => {
    if (!saver || !view?.canEdit) return;
    let live = true;
    void saver.load().then((d) => {
      const server = view.sheet ? Date.parse(view.sheet.updatedAt.replace(' ', 'T')) : 0;
      if (live && d && d.savedAt > server && JSON.stringify(d.models) !== JSON.stringify(view.sheet?.values ?? {})) setLocalDraft(d);
    });
    return () => {
      live = false;
    };
  }, [saver]); // eslint-disable-line react-hooks/exhaustive-deps

  const store = storeRef.current;
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  // input the server has not got marks the page's leave guard (the shell asks before a route change)
  const runtime = useRuntime();
  const [owner] = useState(() => ({}));
  useEffect(() => runtime.leave.set(owner, state.dirty && !!view?.canEdit), [runtime, owner, state.dirty, view?.canEdit]);
  useEffect(() => () => runtime.leave.set(owner, false), [runtime, owner]);

  const setItem = useCallback((id: string, v: SheetValues[string]) => {
    storeRef.current.setItem(id, v);
    saver?.schedule(storeRef.current.getState().values as Models, view?.schema as FormSchema);
  }, [saver, view?.schema]);

  const save = useCallback(async (submit: boolean) => {
    if (!view) return;
    const res = await api.saveSheet(view.round.id, view.deptName, storeRef.current.getState().values, view.sheet?.version ?? 0, submit);
    await saver?.clear();
    apply(res);
    return res;
  }, [api, apply, saver, view]);

  return {
    view, model, state, failed, setItem, save, reload: load,
    localDraft,
    restore: () => {
      if (localDraft) storeRef.current.reset(localDraft.models as SheetValues, true);
      setLocalDraft(null);
    },
    discard: () => {
      void saver?.clear();
      setLocalDraft(null);
    },
    setView: apply,
  };
}
