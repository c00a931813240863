// The monthly report's words and numbers in one language and time zone, built from plain data (the
// language, the zone, the event types' names) so a PDF worker thread builds the same labels the routes do.
import { wt, type Lang } from '../workflow/lang.ts';
import { report as texts } from '../../../src/core/i18n/locales/report.ts';
import { rca as rcaTexts } from '../../../src/core/i18n/locales/rca.ts';
import { formatDateTime, formatNumber } from '../../../src/core/i18n/format.ts';
import type { ReportLabels } from '../../../src/core/report/view.ts';

/** A report text with {{name}} placeholders filled (the key when the language lacks it). */
export const rt = (lang: Lang, key: string, params: Record<string, string | number> = {}, table: Record<Lang, object> = texts) =>
  ((table[lang] as Record<string, string>)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));

/** The labels of a report: texts of the report, workflow and rca namespaces, grades, event types' names. */
export function reportLabels(lang: Lang, tz: string, typeNames: ReadonlyArray<readonly [string, string]>): ReportLabels {
  const types = new Map(typeNames);
  return {
    lang,
    t: (key, p) => {
      const [ns, k] = key.includes(':') ? [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)] : ['report', key];
      const params = (p ?? {}) as Record<string, string | number>;
      return ns === 'workflow' ? wt(lang, k, params) : ns === 'report' ? rt(lang, k, params) : ns === 'rca' ? rt(lang, k, params, rcaTexts) : key;
    },
    grade: (g) => wt(lang, `grade.${g}`),
    type: (code) => types.get(code) ?? code,
    num: (n, digits = 0) => formatNumber(n, lang, digits),
    dateTime: (ms) => formatDateTime(ms, lang, { timeZone: tz }),
  };
}
