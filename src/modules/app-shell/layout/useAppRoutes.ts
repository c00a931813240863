// The user's routes filtered by the current app (what the sidebar and the search show).
import { useMemo } from 'react';
import { filterRoutesByApp, type AppRoute } from '../../../core/routing/index.ts';
import { useSession } from '../../shared/hooks.ts';
import { useShell, useStore } from '../ShellContext.ts';

export function useUserRoutes(): AppRoute[] {
  const { shell } = useShell();
  return useStore(shell.nav.store, (s) => s.routes) ?? [];
}

export function useAppRoutes(): AppRoute[] {
  const routes = useUserRoutes();
  const app = useSession((s) => s.currentApp);
  return useMemo(() => filterRoutesByApp(routes, app), [routes, app]);
}

export function useMatch() {
  const { shell } = useShell();
  return useStore(shell.nav.store, (s) => s.match);
}
