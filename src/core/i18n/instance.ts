// The page's translator (translator.ts; one per page, shared through runtime.ts), zh-CN by default, en second.
// It starts with the namespaces every element needs (common, http); each module adds its own when its
// code loads (`provideNamespaces` in the module's entry or context), so a page that shows only the bell
// downloads neither the designer's texts nor the business pages'. The tables provided so far live on a
// Symbol.for key like the runtime: a module of a second bundle on the page reaches the same instance.
import { createTranslator, type I18n } from './translator.ts';
import { common } from './locales/common.ts';
import { http } from './locales/http.ts';

export type Lang = 'zh-CN' | 'en';
export const LANGS: Lang[] = ['zh-CN', 'en'];

/** One namespace's texts in both languages (the shape of every file in ./locales). */
export type LocaleTable = Record<Lang, Record<string, string>>;

/** What every element needs before any module loads: shared words and the http layer's errors. */
export const BASE_NAMESPACES: Record<string, LocaleTable> = { common, http };

export function normalizeLang(lang: string | null | undefined): Lang {
  if (!lang) return 'zh-CN';
  return /^en/i.test(lang) ? 'en' : 'zh-CN';
}

/** Adds `name` in both languages to `i18n`; a namespace already there is left as it is. */
export function registerNamespace(i18n: I18n, name: string, table: LocaleTable): void {
  for (const lng of LANGS) {
    if (!i18n.hasResourceBundle(lng, name)) i18n.addResourceBundle(lng, name, table[lng], true, false);
  }
}

interface Registry {
  tables: Map<string, LocaleTable>;
  /** the page instances (weakly: Node tests create many runtimes) */
  instances: Set<WeakRef<I18n>>;
}

const REGISTRY_KEY = Symbol.for('hos.i18n.namespaces.v1');

function registry(): Registry {
  const g = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (g[REGISTRY_KEY] ??= { tables: new Map(), instances: new Set() });
}

/**
 * Called by a module when its code loads: its namespaces are added to the page's instance if it exists,
 * and to any page instance created later. Idempotent; the first table given for a name is kept.
 */
export function provideNamespaces(tables: Record<string, LocaleTable>): void {
  const reg = registry();
  for (const [name, table] of Object.entries(tables)) if (!reg.tables.has(name)) reg.tables.set(name, table);
  for (const ref of [...reg.instances]) {
    const i18n = ref.deref();
    if (!i18n) {
      reg.instances.delete(ref);
      continue;
    }
    for (const [name, table] of Object.entries(tables)) registerNamespace(i18n, name, table);
  }
}

/** An instance holding `tables`, in `lang`. */
export function initI18n(lang: Lang, tables: Record<string, LocaleTable>): I18n {
  const resources: Record<string, Record<string, Record<string, string>>> = { 'zh-CN': {}, en: {} };
  for (const [ns, table] of Object.entries(tables)) {
    resources['zh-CN'][ns] = table['zh-CN'];
    resources.en[ns] = table.en;
  }
  return createTranslator(resources, lang);
}

/** The page's instance: the base namespaces, those the modules loaded so far provided, and later ones. */
export function createPageI18n(lang: Lang = 'zh-CN'): I18n {
  const reg = registry();
  const instance = initI18n(lang, { ...Object.fromEntries(reg.tables), ...BASE_NAMESPACES });
  reg.instances.add(new WeakRef(instance));
  return instance;
}

export type { I18n };
