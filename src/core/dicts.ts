// Dictionaries (issue 13 §4): every coded value shown to people (role keys, technology level and class,
// event grade, record states, menu icons, option lists) is labelled through a dictionary entry with a
// zh-CN and an English label, edited on the dictionary admin page. Framework-free: pages read it through
// the useDicts hook (src/modules/pages/common/useDicts.ts); the server seeds and serves the tables.

export type DictLocale = 'zh-CN' | 'en';

export interface DictEntry { value: string; zh: string; en: string; sort?: number; status?: number }
/** dict type -> its entries in display order */
export type DictTables = Readonly<Record<string, readonly DictEntry[]>>;

/** The entry's label in the locale; the other language when that one is blank. */
export function entryLabel(e: DictEntry, locale: DictLocale | string): string {
  const en = locale === 'en' || locale.startsWith('en');
  return (en ? e.en || e.zh : e.zh || e.en).trim();
}

/**
 * The label of `code` in dictionary `type`. A code the dictionary does not know is shown as the fallback
 * (by default the code itself: data entered before the entry existed stays readable); empty codes are ''.
 */
export function dictLabel(tables: DictTables, type: string, code: unknown, locale: DictLocale | string, fallback?: string): string {
  if (code === null || code === undefined || code === '') return '';
  const value = String(code);
  const e = tables[type]?.find((x) => x.value === value);
  return e ? entryLabel(e, locale) || value : (fallback ?? value);
}

/**
 * A name an administrator typed in Chinese with an optional English one beside it (roles, departments;
 * issue 23 §1): the English one in English when given, else the Chinese one.
 */
export function localName(zh: string, en: string | null | undefined, locale: DictLocale | string): string {
  return (/^en/i.test(locale) && en?.trim()) || zh;
}

/** The enabled entries of a type as select options in the locale. */
export function dictOptions(tables: DictTables, type: string, locale: DictLocale | string): { value: string; label: string }[] {
  return (tables[type] ?? []).filter((e) => e.status !== 0).map((e) => ({ value: e.value, label: entryLabel(e, locale) || e.value }));
}

/** Labels of several codes (a multi-valued field), joined for a table cell. */
export function dictLabels(tables: DictTables, type: string, codes: readonly unknown[], locale: DictLocale | string): string {
  return codes.map((c) => dictLabel(tables, type, c, locale)).filter(Boolean).join(locale === 'en' ? ', ' : '、');
}

/**
 * One shared cache of the tables for a page (both bundles on a page share the runtime that holds it):
 * the first reader loads, later readers get the same promise; `invalidate` after the admin page saves.
 */
export function createDictCache(load: () => Promise<DictTables>) {
  let tables: DictTables | undefined;
  let pending: Promise<DictTables> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    get: () => tables,
    load(): Promise<DictTables> {
      if (tables) return Promise.resolve(tables);
      pending ??= load().then((t) => { tables = t; pending = undefined; notify(); return t; }, (e: unknown) => { pending = undefined; throw e; });
      return pending;
    },
    invalidate(): void { tables = undefined; void this.load().catch(() => undefined); },
    subscribe(fn: () => void): () => void { listeners.add(fn); return () => listeners.delete(fn); },
  };
}
export type DictCache = ReturnType<typeof createDictCache>;
