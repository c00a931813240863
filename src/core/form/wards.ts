// Wards (spec section 9 and section 4 "Ward-name normalisation"; form-format.md runtime rule 9).
// The spec says "17 wards (1 to 6, 8 to 17, skipping 7) plus 'other ward'", which counts 16 numbered
// wards; the fixture's ward select (05-unsafe-event-report, sjsx_patient_ward) lists exactly those 16
// plus 其他病区 = 17 options. We follow the enumeration and the fixture.
import type { OptionItem } from './types';

const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1..99 as a Chinese numeral: 8 -> 八, 10 -> 十, 17 -> 十七, 20 -> 二十. */
export function chineseNumeral(n: number): string {
  if (n < 10) return DIGITS[n];
  const tens = Math.floor(n / 10);
  return `${tens === 1 ? '' : DIGITS[tens]}十${DIGITS[n % 10]}`;
}

/** Reads 一..九十九 (and 〇/零-free forms like 十七); NaN when it is not a numeral. */
export function parseChineseNumeral(text: string): number {
  const m = /^([一二三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(text);
  if (!m || text === '') return NaN;
  const [, a, ten, b] = m;
  const val = (c?: string) => (c ? DIGITS.indexOf(c) : 0);
  if (!ten) return a && !b ? val(a) : NaN;
  return (a ? val(a) : 1) * 10 + val(b);
}

export const OTHER_WARD = '其他病区';
export const WARD_NUMBERS: readonly number[] = [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];
export const wardName = (n: number): string => `${chineseNumeral(n)}病区`;

/** The ward selector's options for model `sjsx_patient_ward`: 一病区..六病区, 八病区..十七病区, 其他病区. */
export const WARDS: readonly OptionItem[] = Object.freeze(
  [...WARD_NUMBERS.map(wardName), OTHER_WARD].map((v) => Object.freeze({ value: v, label: v })),
);

/** The model the ward selector is bound to. */
export const WARD_MODEL = 'sjsx_patient_ward';

const WARD_PREFIX = /^第?(\d{1,2}|[一二三四五六七八九十]{1,3})(病区|病房|区)?/;

/**
 * Canonical ward name: a name that starts with 1-17 (digits or Chinese numerals) followed by the ward
 * word (病区, 病房 or 区) becomes `<numeral>病区`; a bare numeral (how the old system stored it, e.g. '八')
 * too. 7 is normalised like any other number although the selector does not list it (the rule speaks
 * of 1-17). Anything else is returned as given, or '' when a department list is given and does not
 * contain it.
 */
export function normalizeWardName(name: unknown, deptList?: readonly string[]): string {
  const text = name === undefined || name === null ? '' : String(name).trim();
  const m = WARD_PREFIX.exec(text);
  if (m) {
    const [whole, num, word] = m;
    const n = /^\d+$/.test(num) ? parseInt(num, 10) : parseChineseNumeral(num);
    const bare = whole === text && !word;
    if (n >= 1 && n <= 17 && (word || bare)) return wardName(n);
  }
  if (deptList && !deptList.includes(text)) return '';
  return text;
}
