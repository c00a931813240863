// System settings classify 1 (spec section 3): title, logo, LDAP and verify-code switches, the layout
// defaults, the password age policy, the hospital's time zone. One store per runtime, loaded once per page and reloaded when an
// administrator saves them (the sidebar brand, the login page and the document title follow at once).
// The theme defaults apply only until the user saves their own.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HosRuntime } from '../runtime.ts';
import { getThemeStore, THEME_STORAGE_KEY } from '../theme.ts';
import { settingsApi } from '../api/settings.ts';
import { DEFAULT_TIME_ZONE, hospitalTimeZone } from './timeZone.ts';
import { shell } from '../i18n/locales/shell.ts';

export { DEFAULT_TIME_ZONE };

export interface SystemSettings {
  title: string;
  /** the product's English name (系统设置 nameEn, issue 35 §5); '' = see titleIn */
  titleEn?: string;
  logo: string;
  isLdap: boolean;
  isVerifyCode: boolean;
  showSettings: boolean;
  tagsView?: boolean;
  fixedHeader?: boolean;
  sidebarLogo?: boolean;
  theme?: string;
  /** the hospital's time zone (IANA): where the pages show the server's instants */
  timeZone: string;
  /** false until the first answer (or failure) */
  loaded: boolean;
}

export const EMPTY_SETTINGS: SystemSettings = { title: '', logo: '', isLdap: false, isVerifyCode: false, showSettings: true, timeZone: DEFAULT_TIME_ZONE, loaded: false };

/**
 * The product's name in the reader's language (issue 35 §5): in English the English name an administrator gave,
 * else the stored name unless it is the default Chinese one (no Chinese left on an English page), else
 * `fallback` (the locale's name); in Chinese the stored name, else `fallback`.
 */
export function titleIn(s: { title?: string; titleEn?: string }, lang: string, fallback: string): string {
  const title = s.title?.trim() ?? '';
  if (!/^en/i.test(lang)) return title || fallback;
  return s.titleEn?.trim() || (title && title !== shell['zh-CN'].appTitle ? title : '') || fallback;
}

/** A logo we show: an uploaded file of this site or an http(s) address (the server allows only those). */
export function safeLogo(v: unknown): string {
  return typeof v === 'string' && (/^\/uploads\/[\w.-]+$/.test(v) || /^https?:\/\/[^\s"'<>]+$/i.test(v)) ? v : '';
}

/** From the answer of GET /api/v1/settings (rows with `content`) or one row's content itself. */
export function mapSettings(data: unknown): SystemSettings {
  const content: Record<string, unknown> = (Array.isArray(data)
    ? (data[0] as { content?: Record<string, unknown> } | undefined)?.content
    : data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined) ?? {};
  const bool = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
  return {
    title: typeof content.name === 'string' ? content.name : '',
    titleEn: typeof content.nameEn === 'string' ? content.nameEn.trim() : '',
    logo: safeLogo(content.logo),
    isLdap: content.is_ldap === true,
    isVerifyCode: content.is_verify_code === true,
    showSettings: content.showSettings !== false,
    tagsView: bool(content.tagsView),
    fixedHeader: bool(content.fixedHeader),
    sidebarLogo: bool(content.sidebarLogo),
    theme: typeof content.theme === 'string' && /^#[0-9a-f]{6}$/i.test(content.theme) ? content.theme : undefined,
    timeZone: hospitalTimeZone(content),
    loaded: true,
  };
}

type SettingsRuntime = Pick<HosRuntime, 'http' | 'storage'>;
const stores = new WeakMap<SettingsRuntime, { store: StoreApi<SystemSettings>; loading: Promise<void> | null }>();

function entry(runtime: SettingsRuntime) {
  let e = stores.get(runtime);
  if (!e) stores.set(runtime, (e = { store: createStore<SystemSettings>(() => EMPTY_SETTINGS), loading: null }));
  return e;
}

function fetchInto(runtime: SettingsRuntime, e: ReturnType<typeof entry>): Promise<void> {
  e.loading = settingsApi(runtime).settings()
    .then((data) => {
      const s = mapSettings(data);
      applyThemeDefaults(s, runtime);
      e.store.setState(s, true);
    })
    .catch(() => e.store.setState({ ...EMPTY_SETTINGS, loaded: true }, true));
  return e.loading;
}

/** The runtime's settings store; the first call starts loading. */
export function systemSettingsStore(runtime: SettingsRuntime): StoreApi<SystemSettings> {
  const e = entry(runtime);
  if (!e.loading) void fetchInto(runtime, e);
  return e.store;
}

/** Loads once per runtime and answers the settings. */
export async function loadSystemSettings(runtime: SettingsRuntime): Promise<SystemSettings> {
  const e = entry(runtime);
  await (e.loading ?? fetchInto(runtime, e));
  return e.store.getState();
}

/** Fetches again (after an administrator saved them): every subscriber redraws. */
export function reloadSystemSettings(runtime: SettingsRuntime): Promise<void> {
  return fetchInto(runtime, entry(runtime));
}

function applyThemeDefaults(s: SystemSettings, runtime: SettingsRuntime) {
  if (runtime.storage.getItem(THEME_STORAGE_KEY)) return;
  const patch: Record<string, unknown> = {};
  if (s.theme) patch.colorPrimary = s.theme;
  for (const k of ['tagsView', 'fixedHeader', 'sidebarLogo'] as const) if (s[k] !== undefined) patch[k] = s[k];
  if (Object.keys(patch).length) {
    getThemeStore().setState(patch);
    // defaults are not the user's choice: keep them unsaved so a later server change still applies
    runtime.storage.removeItem(THEME_STORAGE_KEY);
  }
}
