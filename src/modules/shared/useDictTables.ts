// The dictionary tables of one page runtime (src/core/dicts.ts), loaded once and shared by every reader:
// the shell (role names in the user menu and the dashboard) and the pages (useDicts in
// src/modules/pages/common/useDicts.ts). Kept out of the pages' hooks so the shell pulls in only this.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createDictCache, dictLabel, type DictCache, type DictTables } from '../../core/dicts.ts';
import { adminApi } from '../../core/api/admin.ts';
import { useHost } from './HostContext.ts';

const caches = new WeakMap<object, DictCache>();
const EMPTY: DictTables = {};

export function dictCacheOf(runtime: Parameters<typeof adminApi>[0]): DictCache {
  let c = caches.get(runtime);
  if (!c) caches.set(runtime, (c = createDictCache(() => adminApi(runtime).dictTables())));
  return c;
}

/** The runtime's tables (empty until loaded) and their cache; the first reader starts the load. */
export function useDictTables(): { tables: DictTables; cache: DictCache } {
  const { runtime } = useHost();
  const cache = useMemo(() => dictCacheOf(runtime), [runtime]);
  const tables = useSyncExternalStore(cache.subscribe, cache.get) ?? EMPTY;
  useEffect(() => { void cache.load().catch(() => undefined); }, [cache]);
  return { tables, cache };
}

/** The label of a code of one dictionary in the element's language (the code until the tables arrive). */
export function useDictLabel(type: string): (code: unknown) => string {
  const { lang } = useHost();
  const { tables } = useDictTables();
  return useMemo(() => (code: unknown) => dictLabel(tables, type, code, lang), [tables, type, lang]);
}
