// A refusal of the workflow store, worded later in the caller's language (app.ts turns it into the
// envelope's error with the `workflow` locale's text): the store knows nothing of requests.
import type { LocalText } from '../../../src/core/workflow/types.ts';
import { wt } from './lang.ts';

/** a value, a value in both languages, or texts people typed (worded as a quoted list) */
export type RefusalParam = string | number | LocalText | string[];

export class WfRefusal extends Error {
  constructor(readonly status: 400 | 403 | 404 | 409, readonly key: string, readonly params: Record<string, RefusalParam> = {}) {
    super(key);
  }
}

/** Params with bilingual values resolved to one language, lists quoted and joined in its way. */
export function paramsIn(lang: 'zh-CN' | 'en', params: Record<string, RefusalParam>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k,
    Array.isArray(v) ? v.map((text) => wt(lang, 'server.list.quoted', { text })).join(wt(lang, 'server.list.sep'))
      : typeof v === 'object' ? v[lang] : v]));
}
