// Issue 33 §6: e-mail and WeCom messages leave the hospital's network. They name a record by its number and
// category and carry its link, never its title (which holds a patient's name: "压力性损伤事件报告（张三）")
// nor a comment someone typed. The bell, inside the system, keeps the full wording (render.ts).
import { mail } from '../i18n/locales/mail.ts';
import type { MessageParams } from './render.ts';

type Lang = 'zh-CN' | 'en';

/** What an outside message may say of a record: its module, number and category in both languages. */
export interface OutsideRef {
  module?: string | null;
  recordId?: number | null;
  category?: { 'zh-CN': string; en: string } | null;
}

const fill = (text: string, p: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => p[k] ?? m);
const mt = (lang: Lang, key: string, p: Record<string, string>) => fill(mail[lang][key] ?? mail['zh-CN'][key] ?? key, p);

/** "不良事件报告 #12 · 跌倒/坠床" / "Adverse event report #12 · Fall"; '' when the message is of no record. */
export function outsideTitle(ref: OutsideRef, lang: Lang): string {
  if (!ref.recordId) return '';
  const kind = ref.module === 'baqsj' || ref.module === 'xjsxxm' ? ref.module : 'record';
  const head = mt(lang, `outside.${kind}`, { no: String(ref.recordId) });
  const category = ref.category ? ref.category[lang] || ref.category['zh-CN'] : '';
  return category ? mt(lang, 'outside.withCategory', { head, category }) : head;
}

/**
 * The parameters of a message as it may leave the hospital: a record's title replaced by its number and
 * category, a comment replaced by "see it in the system". A message of no record (a published report) keeps its title.
 */
export function outsideParams(params: MessageParams, ref: OutsideRef, lang: Lang): MessageParams {
  const out: MessageParams = { ...params };
  if (out.comment) out.comment = mt(lang, 'outside.comment', {});
  if (ref.recordId) out.title = outsideTitle(ref, lang);
  return out;
}
