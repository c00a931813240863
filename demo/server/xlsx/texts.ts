// The `excel` locale's texts (src/core/i18n/locales/excel.ts) in the caller's language, for the exports'
// headers and the import's refusals and row report.
import { excel } from '../../../src/core/i18n/locales/excel.ts';
import type { Lang } from '../workflow/lang.ts';

export function xt(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const table = excel[lang] as Record<string, string>;
  const text = table[key] ?? (excel['zh-CN'] as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
