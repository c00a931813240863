// One i18next instance per page (shared through runtime.ts), zh-CN by default, en as the second
// language. Namespaces follow the modules: common, http, password, form, designer, shell, bell.
import i18next, { type i18n as I18n } from 'i18next';
import { common } from './locales/common.ts';
import { http } from './locales/http.ts';
import { password } from './locales/password.ts';
import { form } from './locales/form.ts';
import { designer } from './locales/designer.ts';
import { shell } from './locales/shell.ts';
import { bell } from './locales/bell.ts';
import { pages } from './locales/pages.ts';
import { workflow } from './locales/workflow.ts';
import { tech } from './locales/tech.ts';
import { flows } from './locales/flowsAdmin.ts';

export type Lang = 'zh-CN' | 'en';
export const LANGS: Lang[] = ['zh-CN', 'en'];
export const NAMESPACES = { common, http, password, form, designer, shell, bell, pages, workflow, tech, flows } as const;

export function normalizeLang(lang: string | null | undefined): Lang {
  if (!lang) return 'zh-CN';
  return /^en/i.test(lang) ? 'en' : 'zh-CN';
}

export function createI18n(lang: Lang = 'zh-CN'): I18n {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, Record<string, string>>> = { 'zh-CN': {}, en: {} };
  for (const [ns, table] of Object.entries(NAMESPACES)) {
    resources['zh-CN'][ns] = table['zh-CN'];
    resources.en[ns] = table.en;
  }
  void instance.init({
    lng: lang,
    fallbackLng: 'zh-CN',
    ns: Object.keys(NAMESPACES),
    defaultNS: 'common',
    resources,
    initImmediate: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  } as Parameters<I18n['init']>[0]);
  return instance;
}

export type { I18n };
