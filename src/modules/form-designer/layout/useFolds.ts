// The folded side columns of a wide designer, remembered per user on this machine (core
// designer/foldPrefs.ts); the user follows the session (a page may learn who is signed in after it drew).
import { useCallback, useState, useSyncExternalStore } from 'react';
import { readFolds, writeFolds, type DesignerFolds } from '../../../core/designer/index.ts';
import { draftUserOf } from '../../../core/autosave/draftSaver.ts';
import { useHost } from '../../shared/HostContext.ts';

export function useFolds(): [DesignerFolds, (patch: Partial<DesignerFolds>) => void] {
  const { runtime } = useHost();
  const session = runtime.session.store;
  const userOf = () => draftUserOf(session.getState() as unknown as Record<string, unknown>);
  const user = useSyncExternalStore(session.subscribe, userOf, userOf);
  const [state, setState] = useState(() => ({ user, folds: readFolds(runtime.storage, user) }));
  // another user signed in: their folds
  if (state.user !== user) setState({ user, folds: readFolds(runtime.storage, user) });
  const set = useCallback((patch: Partial<DesignerFolds>) => {
    const folds = { ...state.folds, ...patch };
    writeFolds(runtime.storage, state.user, folds);
    setState({ user: state.user, folds });
  }, [runtime, state]);
  return [state.folds, set];
}
