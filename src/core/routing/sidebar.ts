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
}

export const isMobileWidth = (width: number) => width < MOBILE_BREAKPOINT;

export function createSidebar(cookies: CookieJar, width?: number): Sidebar {
  const saved = cookies.get(SIDEBAR_COOKIE);
  const store = createStore<SidebarState>(() => ({ opened: saved === undefined ? true : saved === '1', withoutAnimation: false, device: 'desktop' }));
  const close = (withoutAnimation = false) => {
    cookies.set(SIDEBAR_COOKIE, '0');
    store.setState({ opened: false, withoutAnimation });
  };
  const sidebar: Sidebar = {
    store,
    toggle() {
      const opened = !store.getState().opened;
      cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0');
      store.setState({ opened, withoutAnimation: false });
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
