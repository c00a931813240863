// The shell controller and its stores, for the shell's components.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { Shell } from './createShell.ts';
import type { AppRoute } from '../../core/routing/index.ts';

export interface ShellContextValue {
  shell: Shell;
  titleOf(route: AppRoute): string;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const ctx = useContext(ShellContext);
  if (!ctx) throw new Error('useShell: outside <hos-app>');
  return ctx;
}

export function useStore<S, T>(store: StoreApi<S>, selector: (s: S) => T): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()), () => selector(store.getState()));
}
