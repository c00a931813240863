// What every page needs: the runtime, the pages' translations, the session, and list state.
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useHost } from '../../shared/HostContext.ts';
import { useSession, useT } from '../../shared/hooks.ts';
import { createListQuery, type ListFetcher, type ListQuery, type ListQueryOptions, type ListState } from '../../../core/pages/createListQuery.ts';

export { useSession };

/** `t('save')` reads `pages:save`; other namespaces with a prefix (`common:ok`). */
export function usePageT() {
  const t = useT();
  return useCallback((key: string, options?: Record<string, unknown>) => t(key.includes(':') ? key : 'pages:' + key, options), [t]);
}

export function useRuntime() {
  return useHost().runtime;
}

/** A list page's state: created once, loaded on mount; the fetcher may change between renders. */
export function useListQuery<T>(fetcher: ListFetcher<T>, options?: ListQueryOptions): [ListState<T>, ListQuery<T>] {
  const ref = useRef(fetcher);
  ref.current = fetcher;
  const query = useMemo(() => createListQuery<T>((p) => ref.current(p), options), []); // eslint-disable-line react-hooks/exhaustive-deps
  const state = useSyncExternalStore(query.subscribe, query.getState, query.getState);
  useEffect(() => {
    void query.load();
  }, [query]);
  return [state, query];
}

/** The signed-in user's id (the session keeps it under several names). */
export function useUserId(): string {
  return useSession((s) => String(s.userId || s.userID || s.id || ''));
}

export const APPROVER_ROLES = ['deptApprover', 'qualityOfficer', 'System'];
export function useIsApprover(): boolean {
  return useSession((s) => s.roles.some((r) => APPROVER_ROLES.includes(r)));
}
