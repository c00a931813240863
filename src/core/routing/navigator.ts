// Ties the router, the guard and the route table together: every location change runs the guard,
// follows redirects (replace), resolves the page, and publishes the result. The React shell only
// subscribes to this store and draws.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { NOT_FOUND_PATH } from './constantRoutes.ts';
import { guard, type GuardDeps } from './guard.ts';
import { fullTable, resolveRoute } from './routeTable.ts';
import type { Router } from './router.ts';
import type { AppRoute, RouteMatch } from './types.ts';

export interface NavState {
  /** false until the first navigation settles */
  ready: boolean;
  match: RouteMatch | null;
  /** the user's routes once generated, else null */
  routes: AppRoute[] | null;
}

export interface Navigator {
  store: StoreApi<NavState>;
  router: Router;
  start(): Promise<void>;
  /** set (or clear) the user's routes and re-run the current location */
  setRoutes(routes: AppRoute[] | null): void;
  /** run the guard for the current location again */
  refresh(): Promise<void>;
  stop(): void;
}

export interface NavigatorDeps {
  router: Router;
  guard: Omit<GuardDeps, 'hasRoutes' | 'isPublic'>;
  /** builds the user's routes after loadUser; called by the guard's loadUser */
  buildRoutes(): AppRoute[] | null;
  onNavigated?(match: RouteMatch): void;
}

const MAX_HOPS = 12;

export function createNavigator(deps: NavigatorDeps): Navigator {
  const store = createStore<NavState>(() => ({ ready: false, match: null, routes: null }));
  const { router } = deps;
  let seq = 0;
  let hops = 0;
  let unsub: (() => void) | null = null;

  const guardDeps: GuardDeps = {
    ...deps.guard,
    hasRoutes: () => store.getState().routes !== null,
    isPublic: (path) => {
      const r = resolveRoute(fullTable(null), { path, query: {}, hash: '', fullPath: path });
      return r.kind === 'route' && !!r.match.route.public;
    },
    async loadUser() {
      const ok = await deps.guard.loadUser();
      if (!ok) return false;
      const routes = deps.buildRoutes();
      if (!routes) return false;
      store.setState({ routes });
      return true;
    },
  };

  const redirect = (to: string, my: number) => {
    if (my !== seq) return;
    if (++hops > MAX_HOPS) {
      // a redirect loop (misconfigured menus): stop on the 404 page instead of spinning
      hops = 0;
      const r = resolveRoute(fullTable(null), { path: NOT_FOUND_PATH, query: {}, hash: '', fullPath: NOT_FOUND_PATH });
      if (r.kind === 'route') store.setState({ ready: true, match: r.match });
      return;
    }
    router.replace(to);
  };

  const run = async () => {
    const my = ++seq;
    const loc = router.current();
    const g = await guard(loc, guardDeps);
    if (my !== seq) return;
    if (g.action === 'redirect') return redirect(g.to, my);
    const res = resolveRoute(fullTable(store.getState().routes), loc);
    if (res.kind === 'redirect') return redirect(res.to, my);
    if (res.kind === 'notFound') return redirect(NOT_FOUND_PATH, my);
    hops = 0;
    store.setState({ ready: true, match: res.match });
    deps.onNavigated?.(res.match);
  };

  return {
    store,
    router,
    async start() {
      unsub ??= router.subscribe(() => void run());
      await run();
    },
    setRoutes(routes) {
      store.setState({ routes });
      void run();
    },
    refresh: () => run(),
    stop() {
      seq++;
      unsub?.();
      unsub = null;
    },
  };
}
