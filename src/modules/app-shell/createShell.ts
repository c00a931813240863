// The shell's controller: router, navigator (guard + route table), tags bar and sidebar state,
// wired to the page's session. Plain TypeScript; the React components only subscribe.
import type { HosRuntime } from '../../core/runtime.ts';
import { askLeave } from '../../core/askLeave.ts';
import { browserCookieJar } from '../../core/session/cookies.ts';
import {
  buildUserRoutes, createNavigator, createRouter, createSidebar, createTagsView, HOME_PATH,
  type AppRoute, type Navigator, type RouteMatch, type RouterMode, type Sidebar, type TagsView,
} from '../../core/routing/index.ts';

export const PREVIOUS_PATH_KEY = 'previousPath';
/** the signed-in user's paths and the views drawing them, as the last route table gave them (issue 34 §5) */
export const VIEW_OF_PATH_KEY = 'hos.viewOfPath';
/**
 * How long the answered user and menus wait for the preloaded view's code: arriving within it, the page is
 * drawn in the layout's first render, not in a second one after it (the layout's render would otherwise
 * hold the thread the code needs to start, and the page would come a render later).
 */
export const VIEW_WAIT_MS = 300;

export interface ShellOptions {
  runtime: HosRuntime;
  mode: RouterMode;
  base?: string;
  /** route titles in the current language (tags, document title) */
  titleOf(route: AppRoute): string;
  /**
   * Starts fetching a view's code (views.ts preloadView); settles when it is here (or could not be fetched).
   * A page opened by its address, signed in, has its view's code fetched beside the user and menu calls
   * instead of after them: the view is the one the last route table gave that path; the route the answers
   * give decides what is drawn, as always.
   */
  preloadView?(view: string): Promise<unknown> | void;
}

export interface Shell {
  nav: Navigator;
  tags: TagsView;
  sidebar: Sidebar;
  /** the navbar bell's controls, so the message page can refresh its badge */
  bell: { current: { reload(): Promise<void> } | null };
  /** the platform's own page (history routing), not an element embedded in a host page: it may install the
   *  service worker (issue 32 §2) */
  standalone: boolean;
  navigate(to: string): void;
  /** leaving the current page: true when nothing is unsaved or the user chose to leave (issue 10 §1) */
  confirmLeave(): Promise<boolean>;
  replace(to: string): void;
  href(to: string): string;
  stop(): void;
}

/** path -> view of every route with a view, for the next start's preload */
function viewsOf(routes: readonly AppRoute[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rs: readonly AppRoute[]) => rs.forEach((r) => {
    if (r.view && !r.public && !r.path.includes(':')) out[r.path] = r.view;
    if (r.children) walk(r.children);
  });
  walk(routes);
  return out;
}

function readViewsOf(raw: string | null): Record<string, string> {
  try {
    const v: unknown = raw ? JSON.parse(raw) : null;
    return v && typeof v === 'object' ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function createShell({ runtime, mode, base, titleOf, preloadView }: ShellOptions): Shell {
  const { session } = runtime;
  const router = createRouter({ mode, base, initial: '/' });
  // the browser's Back and Forward ask too, like the app's own links
  router.setPopGuard({ dirty: () => runtime.leave.isDirty(), ask: () => askLeave(runtime) });
  const tags = createTagsView();
  const sidebar = createSidebar(browserCookieJar(), typeof window !== 'undefined' ? window.innerWidth : 1280);

  const buildRoutes = (): AppRoute[] | null => {
    const s = session.getState();
    return s.roles.length ? buildUserRoutes({ menuList: s.menuList, roles: s.roles }) : null;
  };

  const onNavigated = (match: RouteMatch) => {
    sidebar.routeChanged();
    const { route, location } = match;
    if (route.public || match.layout === 'blank') return;
    if (!location.path.startsWith('/redirect')) {
      tags.add({ path: location.path, fullPath: location.fullPath, title: titleOf(route), affix: !!route.meta.affix });
      // the archive layout highlights the page visited before it (spec section 2)
      if (match.layout !== 'archive') runtime.storage.setItem(PREVIOUS_PATH_KEY, location.path);
    }
  };

  // the view of the address, fetched beside the user call (issue 34 §5)
  let viewArrives: Promise<unknown> | null = null;
  if (preloadView && session.getBearer()) {
    const view = readViewsOf(runtime.storage.getItem(VIEW_OF_PATH_KEY))[router.current().path];
    if (typeof view === 'string') viewArrives = Promise.resolve(preloadView(view)).catch(() => undefined);
  }
  const awaitView = async () => {
    const arrives = viewArrives;
    viewArrives = null;
    if (arrives) await Promise.race([arrives, new Promise((done) => setTimeout(done, VIEW_WAIT_MS))]);
  };

  const nav = createNavigator({
    router,
    buildRoutes,
    onNavigated,
    guard: {
      hasToken: () => !!session.getBearer(),
      async loadUser() {
        const s = session.getState();
        if (s.roles.length && Array.isArray(s.menuList)) return true;
        const info = await session.getInfo();
        await awaitView();
        return Array.isArray(info.roles) && info.roles.length > 0 && Array.isArray(info.menuList);
      },
      resetToken: () => session.resetToken(),
      notifyError: (m) => runtime.ui.toast('error', m, 5000),
      autoLogin: async (ticket) => {
        await session.autoLogin(ticket);
      },
      sso: async (ticket) => {
        await session.sso(ticket);
      },
    },
  });

  // fixed tags come from the routes (the dashboard)
  const unsubRoutes = nav.store.subscribe((s, prev) => {
    if (s.routes === prev.routes) return;
    const affix: { path: string; fullPath: string; title: string }[] = [];
    const walk = (rs: AppRoute[]) => rs.forEach((r) => {
      if (r.meta.affix && r.view) affix.push({ path: r.path, fullPath: r.path, title: titleOf(r) });
      if (r.children) walk(r.children);
    });
    walk(s.routes ?? []);
    if (s.routes) tags.setAffix(affix);
    else tags.reset();
    if (s.routes) runtime.storage.setItem(VIEW_OF_PATH_KEY, JSON.stringify(viewsOf(s.routes)));
  });

  let lastUser = session.getState().username;
  const offs = [
    session.on('routes', () => nav.setRoutes(buildRoutes())),
    session.on('closeAllTabs', () => router.push(tags.closeAll())),
    session.on('logout', () => nav.setRoutes(null)),
    // signed out in another tab or bundle (issue 33 §9): the page stays as it is under the sign-in dialog;
    // signed in again (here or there, maybe as someone else) the menus follow; given up: the login page
    session.on('signedOut', () => {
      const was = lastUser;
      void runtime.ui.relogin().then(async (ok) => {
        if (!ok) return runtime.ui.reload();
        const s = session.getState();
        if (!s.roles.length || !Array.isArray(s.menuList) || !s.menuList.length) await session.getInfo().catch(() => undefined);
        nav.setRoutes(buildRoutes());
        // someone else now: the open pages were the other user's
        if (session.getState().username !== was) router.push(tags.closeAll());
      });
    }),
    session.subscribe((s) => {
      if (s.username) lastUser = s.username;
    }),
  ];
  const onResize = () => sidebar.resize(window.innerWidth);
  if (typeof window !== 'undefined') window.addEventListener('resize', onResize);
  void nav.start();

  return {
    nav,
    tags,
    sidebar,
    bell: { current: null },
    standalone: mode === 'history',
    // a page with unsaved changes asks before the app leaves it (issue 10 §1)
    navigate: (to) => {
      void askLeave(runtime).then((ok) => { if (ok) router.push(to || HOME_PATH); });
    },
    confirmLeave: () => askLeave(runtime),
    replace: (to) => router.replace(to),
    href: (to) => router.href(to),
    stop() {
      nav.stop();
      router.destroy();
      unsubRoutes();
      offs.forEach((off) => off());
      if (typeof window !== 'undefined') window.removeEventListener('resize', onResize);
    },
  };
}
