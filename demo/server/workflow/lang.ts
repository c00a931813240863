// The caller's language for workflow texts: 'en' when Accept-Language starts with 'en', else zh-CN
// (the client sends its locale). Texts come from the `workflow` locale and its server-only part (src/core/i18n/locales).
import type { IncomingMessage } from 'node:http';
import { workflow as pageTexts } from '../../../src/core/i18n/locales/workflow.ts';
import { workflowServer } from '../../../src/core/i18n/locales/workflowServer.ts';

/** The workflow texts the pages show and those only the server says (kept out of the page bundle). */
const workflow = {
  'zh-CN': { ...pageTexts['zh-CN'], ...workflowServer['zh-CN'] },
  en: { ...pageTexts.en, ...workflowServer.en },
};
import { ApiError, type ErrorCode } from '../http/envelope.ts';

export type Lang = 'zh-CN' | 'en';

export function langOf(req: IncomingMessage): Lang {
  const h = req.headers['accept-language'];
  return typeof h === 'string' && /^\s*en/i.test(h) ? 'en' : 'zh-CN';
}

/** The text of `key` in `lang` with {{name}} placeholders filled; falls back to zh-CN, then the key. */
export function wt(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const text = workflow[lang][key] ?? workflow['zh-CN'][key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** Both languages of a text (bell messages and timeline names are stored once, shown to anyone). */
export function wtBoth(key: string, params?: Record<string, string | number>): { 'zh-CN': string; en: string } {
  return { 'zh-CN': wt('zh-CN', key, params), en: wt('en', key, params) };
}

/** A refusal in the caller's language. */
export function wfError(lang: Lang, status: ErrorCode, key: string, params?: Record<string, string | number>): ApiError {
  return new ApiError(status, wt(lang, key, params));
}
