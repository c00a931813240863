// What every page needs: the runtime, the pages' translations, the session, and list state.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useHost } from '../../shared/HostContext.ts';
import { useNamespaceT, useSession } from '../../shared/hooks.ts';
import { createListQuery, type ListFetcher, type ListQuery, type ListQueryOptions, type ListState } from '../../../core/pages/createListQuery.ts';
import { recordsApi, type EventType } from '../../../core/api/records.ts';
import { usersApi, type UserBrief } from '../../../core/api/users.ts';
import { formatTime as formatTimeIn } from '../../../core/pages/records.ts';
import { systemSettingsStore } from '../../../core/settings/systemSettings.ts';
import { mayEditPdca } from '../../../core/pdca/access.ts';

export { useSession };

/** The user may start and run improvement projects (PDCA): the server's own rule (core/pdca/access.ts). */
export const useMayRunPdca = (): boolean => useSession((s) => mayEditPdca(s.roles.map((roleKey) => ({ roleKey, permissions: s.permissions }))));

/** `t('save')` reads `pages:save`; other namespaces with a prefix (`common:ok`). */
export function usePageT() {
  return useNamespaceT('pages');
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

/** The language this page shows ('zh-CN' | 'en'): names typed in both languages pick theirs by it. */
export function useLang(): string {
  return useHost().lang;
}

/** The hospital's time zone (系统设置; Asia/Shanghai until they load or when they name none). */
export function useTimeZone(): string {
  const store = systemSettingsStore(useRuntime());
  return useSyncExternalStore(store.subscribe, () => store.getState().timeZone, () => store.getState().timeZone);
}

/**
 * Times as the page's language writes them, instants in the hospital's time zone (core/i18n/format.ts):
 * `formatTime(v)`, with seconds `formatTime(v, true)`.
 */
export function useFormatTime(): (v: string | number | null | undefined, withSeconds?: boolean) => string {
  const lang = useLang();
  const zone = useTimeZone();
  return useCallback((v, withSeconds = false) => formatTimeIn(v, withSeconds, lang, zone), [lang, zone]);
}

/** The records API over the page's shared client. */
export function useRecordsApi() {
  const runtime = useRuntime();
  return useMemo(() => recordsApi(runtime), [runtime]);
}

/** Loads once per mount; failures leave the fallback (the http layer already showed the error). */
function useLoaded<T>(load: () => Promise<T>, fallback: T, deps: unknown[]): T {
  const [value, setValue] = useState<T>(fallback);
  useEffect(() => {
    let live = true;
    load().then((v) => live && setValue(v ?? fallback), () => undefined);
    return () => {
      live = false;
    };
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps
  return value;
}

const NO_TYPES: EventType[] = [];
const NO_USERS: UserBrief[] = [];
const NO_DEPTS: string[] = [];

/** The unsafe-event types (GET /api/v1/event-types). */
export function useEventTypes(): EventType[] {
  const api = useRecordsApi();
  return useLoaded(() => api.eventTypes(), NO_TYPES, [api]);
}

/** Enabled colleagues for the people pickers. */
export function useUsers(): UserBrief[] {
  const runtime = useRuntime();
  return useLoaded(() => usersApi(runtime).allUsers(), NO_USERS, [runtime]);
}

export function useDepartments(): string[] {
  const runtime = useRuntime();
  return useLoaded(() => usersApi(runtime).departments(), NO_DEPTS, [runtime]);
}
