import { useCallback, useSyncExternalStore } from 'react';
import { useHost } from './HostContext.ts';
import type { SessionState } from '../../core/session/types.ts';

/** Translate in this element's language: `t('password:title')`. */
export function useT() {
  const { runtime, lang } = useHost();
  return useCallback(
    (key: string, options?: Record<string, unknown>) => runtime.i18n.t(key, { lng: lang, ...options }) as string,
    [runtime, lang],
  );
}

/** A page family's texts: `t('title')` reads `<ns>:title`; a key with its own namespace (`pages:back`) reads that one. */
export function useNamespaceT(ns: string) {
  const t = useT();
  return useCallback((key: string, options?: Record<string, unknown>) => t(key.includes(':') ? key : `${ns}:${key}`, options), [t, ns]);
}

export function useRuntime() {
  return useHost().runtime;
}

/** Subscribe to a slice of the page's session. */
export function useSession<T>(selector: (s: SessionState) => T): T {
  const { runtime } = useHost();
  const store = runtime.session.store;
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()), () => selector(store.getState()));
}
