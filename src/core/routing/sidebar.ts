// Sidebar state (spec sections 3 and 4): open state in the `sidebarStatus` cookie ('1' open, '0'
// closed), desktop/mobile below 992 px; on mobile the sidebar closes and every route change closes it.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CookieJar } from '../session/cookies.ts';

export const SIDEBAR_COOKIE = 'sidebarStatus';
export const MOBILE_BREAKPOINT = 992;
export const SIDEBAR_WIDTH = 210;

export type Device = 'desktop' | 'mobile';

export interface SidebarState {
  opened: boolean;
  withoutAnimation: boolean;
  device: Device;
}

export interface Sidebar {
  store: StoreApi<SidebarState>;
  toggle(): void;
  close(withoutAnimation?: boolean): void;
  /** a new viewport width: sets the device; a mobile width closes the sidebar */
  resize(width: number): void;
  routeChanged(): void;
  /**
   * Folds the sidebar while a page needs the window's width (the form designer, issue 31 §5) and returns
   * the release. The person's own choice (the cookie) is not written: once the last fold is released the
   * sidebar is as they left it. A toggle while folded is their choice again and ends the fold.
   */
  fold(): () => void;
}

export const isMobileWidth = (width: number) => width < MOBILE_BREAKPOINT;

export function createSidebar(cookies: CookieJar, width?: number): Sidebar {
  const saved = cookies.get(SIDEBAR_COOKIE);
  const store = createStore<SidebarState>(() => ({ opened: saved === undefined ? true : saved === '1', withoutAnimation: false, device: 'desktop' }));
  /** folds held by pages, and whether the sidebar they folded was open (it opens again on release) */
  let holds = 0;
  let foldedOpen = false;
  const close = (withoutAnimation = false) => {
    foldedOpen = false;
    cookies.set(SIDEBAR_COOKIE, '0');
    store.setState({ opened: false, withoutAnimation });
  };
  const sidebar: Sidebar = {
    store,
    toggle() {
      foldedOpen = false;
      const opened = !store.getState().opened;
      cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0');
      store.setState({ opened, withoutAnimation: false });
    },
    fold() {
      holds++;
      const s = store.getState();
      if (holds === 1 && s.opened && s.device === 'desktop') {
        foldedOpen = true;
        store.setState({ opened: false, withoutAnimation: false });
      }
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        holds--;
        if (holds === 0 && foldedOpen) {
          foldedOpen = false;
          if (store.getState().device === 'desktop') store.setState({ opened: true, withoutAnimation: false });
        }
      };
    },
    close,
    resize(w) {
      const device: Device = isMobileWidth(w) ? 'mobile' : 'desktop';
      if (device !== store.getState().device) store.setState({ device });
      if (device === 'mobile' && store.getState().opened) close(true);
    },
    routeChanged() {
      const s = store.getState();
      if (s.device === 'mobile' && s.opened) close(false);
    },
  };
  if (width !== undefined) sidebar.resize(width);
  return sidebar;
}
