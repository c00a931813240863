// The page's theme (settings drawer: theme colour and layout switches). One per page, shared by
// every element through a Symbol.for key like the runtime; remembered in localStorage.
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface ThemeState {
  colorPrimary: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

/** spec section 3: '#4d70ff in one place, #409EFF in another'; we take #409EFF (the shell's). */
export const DEFAULT_THEME: ThemeState = { colorPrimary: '#409EFF', tagsView: true, fixedHeader: true, sidebarLogo: true };
export const THEME_STORAGE_KEY = 'hos-settings';
const KEY = Symbol.for('hos.theme.v1');

function load(): ThemeState {
  try {
    const raw = typeof localStorage !== 'undefined' ? localStorage.getItem(THEME_STORAGE_KEY) : null;
    if (raw) return { ...DEFAULT_THEME, ...(JSON.parse(raw) as Partial<ThemeState>) };
  } catch {
    // unreadable settings fall back to the defaults
  }
  return { ...DEFAULT_THEME };
}

export function getThemeStore(): StoreApi<ThemeState> {
  const g = globalThis as unknown as Record<symbol, StoreApi<ThemeState> | undefined>;
  let store = g[KEY];
  if (!store) {
    store = createStore<ThemeState>(() => load());
    store.subscribe((s) => {
      try {
        if (typeof localStorage !== 'undefined') localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(s));
      } catch {
        // ignore quota errors
      }
    });
    g[KEY] = store;
  }
  return store;
}
