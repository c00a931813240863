// Dates, times and numbers as the active language writes them (issue 12 §3). Chinese keeps the hospital's
// 'YYYY-MM-DD HH:mm' (what the old system and the printed forms show); English reads '24 Nov 2026, 14:05'
// (en-GB: day before month, 24-hour clock). Values come as the server's local time text
// ('YYYY-MM-DD HH:mm:ss', or a day alone) or epoch ms; text that is neither is shown as it is.

const TEXT_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;
const pad = (n: number) => String(n).padStart(2, '0');
const isEn = (lang: string | undefined) => /^en/i.test(lang ?? '');

export type TimeValue = string | number | Date | null | undefined;

/** The value as a local Date and whether it carried a time of day (null when it is not a time). */
function readTime(v: TimeValue): { date: Date; hasTime: boolean } | null {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : { date: v, hasTime: true };
  if (typeof v === 'number') return Number.isFinite(v) ? { date: new Date(v), hasTime: true } : null;
  const m = TEXT_TIME.exec(v.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  return { date: new Date(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)), hasTime: h !== undefined };
}

/** A date and time for people: 'YYYY-MM-DD HH:mm' in Chinese, '24 Nov 2026, 14:05' in English ('' for none). */
export function formatDateTime(v: TimeValue, lang?: string, opts: { seconds?: boolean } = {}): string {
  const r = readTime(v);
  if (!r) return typeof v === 'string' ? v : '';
  const { date, hasTime } = r;
  if (isEn(lang)) {
    return new Intl.DateTimeFormat('en-GB', {
      day: 'numeric', month: 'short', year: 'numeric',
      ...(hasTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(opts.seconds ? { second: '2-digit' } : {}) } : {}),
    } as Intl.DateTimeFormatOptions).format(date);
  }
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (!hasTime) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}${opts.seconds ? ':' + pad(date.getSeconds()) : ''}`;
}

/** A day for people: 'YYYY-MM-DD' in Chinese, '24 Nov 2026' in English. */
export function formatDay(v: TimeValue, lang?: string): string {
  const r = readTime(v);
  if (!r) return typeof v === 'string' ? v : '';
  const { date } = r;
  if (isEn(lang)) return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A number with the language's grouping ('12,345.5' / '12,345.5'); `digits`: at most this many decimals. */
export function formatNumber(n: number | null | undefined, lang?: string, digits = 2): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  return new Intl.NumberFormat(isEn(lang) ? 'en-GB' : 'zh-CN', { maximumFractionDigits: digits }).format(n);
}
