// Event categories as the hospital keeps them (issue 31 §2): a code (the key records, statistics and the
// flow binding `baqsj:<code>` carry), names in both languages, an order, a bound form version and flow, and
// a retired flag (hidden from new reports; old records keep their category). The rules the category page
// and the server share. Framework-free.

/** A category's code: a letter, then letters, digits, underscores or hyphens, 40 at most. */
export const CATEGORY_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
export const CATEGORY_NAME_MAX = 50;
export const CATEGORY_NAME_EN_MAX = 100;

export type MoveDirection = 'up' | 'down';

/** The codes in their new order after moving `code` one place up or down (unchanged at either end, or when absent). */
export function moveInOrder(codes: readonly string[], code: string, direction: MoveDirection): string[] {
  const out = [...codes];
  const i = out.indexOf(code);
  const j = direction === 'up' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

/** What a category's binding needs, as its page and the server check it (the messages are the caller's). */
export type CategoryProblem = 'codeRule' | 'nameRequired' | 'nameTooLong' | 'nameEnTooLong';

export function categoryProblem(c: { code?: string; name?: string; nameEn?: string }): CategoryProblem | null {
  if (c.code !== undefined && !CATEGORY_CODE_PATTERN.test(c.code)) return 'codeRule';
  if (c.name !== undefined && !c.name.trim()) return 'nameRequired';
  if (c.name !== undefined && c.name.trim().length > CATEGORY_NAME_MAX) return 'nameTooLong';
  if (c.nameEn !== undefined && c.nameEn.trim().length > CATEGORY_NAME_EN_MAX) return 'nameEnTooLong';
  return null;
}

/** Category names quoted and joined the language's way: “跌倒/坠床”、“给药错误” / "Fall", "Medication error". */
export function quotedNames(names: readonly string[], lang: 'zh-CN' | 'en'): string {
  return lang === 'en' ? names.map((n) => `"${n}"`).join(', ') : names.map((n) => `“${n}”`).join('、');
}

/** A category's (or form's) name in a language: the English one when there is one, else the Chinese. */
export const nameIn = (x: { name: string; nameEn?: string | null }, lang: string): string => (/^en/i.test(lang) && x.nameEn ? x.nameEn : x.name);
