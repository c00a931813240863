// System settings classify 1 (spec section 3): title, logo, LDAP and verify-code switches, and the
// layout defaults. Loaded once per page; the theme defaults apply only until the user saves their own.
import { useEffect, useState } from 'react';
import type { HosRuntime } from '../../core/runtime.ts';
import { getThemeStore, THEME_STORAGE_KEY } from '../../core/theme.ts';

export interface SystemSettings {
  title: string;
  logo: string;
  isLdap: boolean;
  isVerifyCode: boolean;
  showSettings: boolean;
  tagsView?: boolean;
  fixedHeader?: boolean;
  sidebarLogo?: boolean;
  theme?: string;
}

const EMPTY: SystemSettings = { title: '', logo: '', isLdap: false, isVerifyCode: false, showSettings: true };

export function mapSettings(data: unknown): SystemSettings {
  const content = (Array.isArray(data) ? (data[0] as { content?: Record<string, unknown> } | undefined)?.content : undefined) ?? {};
  const bool = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
  return {
    title: typeof content.name === 'string' ? content.name : '',
    logo: typeof content.logo === 'string' ? content.logo : '',
    isLdap: content.is_ldap === true,
    isVerifyCode: content.is_verify_code === true,
    showSettings: content.showSettings !== false,
    tagsView: bool(content.tagsView),
    fixedHeader: bool(content.fixedHeader),
    sidebarLogo: bool(content.sidebarLogo),
    theme: typeof content.theme === 'string' && /^#[0-9a-f]{6}$/i.test(content.theme) ? content.theme : undefined,
  };
}

const cache = new WeakMap<HosRuntime, Promise<SystemSettings>>();

export function loadSystemSettings(runtime: HosRuntime): Promise<SystemSettings> {
  let p = cache.get(runtime);
  if (!p) {
    p = (runtime.http.shared.get('/api/v1/settings', { params: { classify: 1 } }) as Promise<unknown>)
      .then((data) => {
        const s = mapSettings(data);
        applyThemeDefaults(s, runtime);
        return s;
      })
      .catch(() => EMPTY);
    cache.set(runtime, p);
  }
  return p;
}

function applyThemeDefaults(s: SystemSettings, runtime: HosRuntime) {
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

export function useSystemSettings(runtime: HosRuntime): SystemSettings {
  const [s, setS] = useState<SystemSettings>(EMPTY);
  useEffect(() => {
    let live = true;
    void loadSystemSettings(runtime).then((v) => live && setS(v));
    return () => {
      live = false;
    };
  }, [runtime]);
  return s;
}
