// An event report's title in the reader's language (issue 35 §5). The report page names a report by its
// category and its patient ("跌倒/坠床事件报告（赵桂兰）", "Fall report（赵桂兰）": pagesRecords reportTitleOf and
// titleWithPatient); the stored text is read back as that kind and its parameter and worded again for the
// reader, so an English page says "Fall report (赵桂兰)" of a report filed in Chinese and the other way round.
// A title not of that shape (typed in the old portal, named otherwise) is shown as stored.
import { pagesRecords } from '../i18n/locales/pagesRecords.ts';

export interface TitleType { name: string; nameEn?: string | null }

const head = (lang: 'zh-CN' | 'en', type: string) => pagesRecords[lang].reportTitleOf.replace('{{type}}', type);

/** The parameter in the brackets after `h` (full-width or ", (…)"), '' for the head alone, null when `title` is not of that shape. */
function after(title: string, h: string): string | null {
  if (!h || !title.startsWith(h)) return null;
  const rest = title.slice(h.length);
  if (!rest) return '';
  const m = /^（(.*)）$/.exec(rest) ?? /^ ?\((.*)\)$/.exec(rest);
  return m ? m[1] : null;
}

/** The patient (or other parameter) of a title of `type`'s report, '' for the words alone; null when the title is not of that shape. */
function paramOf(title: string, type: TitleType): string | null {
  return after(title, head('zh-CN', type.name)) ?? (type.nameEn?.trim() ? after(title, head('en', type.nameEn.trim())) : null);
}

export function reportTitleIn(title: string, type: TitleType | undefined, lang: string): string {
  const param = type && title ? paramOf(title, type) : null;
  if (!type || param === null) return title;
  const en = type.nameEn?.trim();
  if (/^en/i.test(lang) && en) return param ? `${head('en', en)} (${param})` : head('en', en);
  const zh = head('zh-CN', type.name);
  return param ? `${zh}（${param}）` : zh;
}

/**
 * The same for a title whose category is not known (a bell message keeps the title, not the type): the category
 * whose words start it, if any.
 */
export function reportTitleOfAny(title: string, types: readonly TitleType[], lang: string): string {
  return reportTitleIn(title, types.find((t) => paramOf(title, t) !== null), lang);
}
