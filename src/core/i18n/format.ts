// Dates, times and numbers as the active language writes them (issue 12 §3). Chinese keeps the hospital's
// 'YYYY-MM-DD HH:mm' (what the old system and the printed forms show); English reads '24 Nov 2026, 14:05'
// (en-GB: day before month, 24-hour clock). Values come as the server's local time text
// ('YYYY-MM-DD HH:mm:ss', or a day alone), as instants (epoch ms, ISO 8601 with an offset; shown in the given
// time zone, issue 23 §2); text that is neither is shown as it is.

const TEXT_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?/;
const pad = (n: number) => String(n).padStart(2, '0');
const isEn = (lang: string | undefined) => /^en/i.test(lang ?? '');

export type TimeValue = string | number | Date | null | undefined;

/**
 * Options of the formatters. `timeZone` (an IANA name, e.g. the hospital's 'Asia/Shanghai'): where an instant
 * (epoch ms, a Date, ISO 8601 with an offset) is shown; the browser's zone when absent. A local time text
 * without an offset ('YYYY-MM-DD HH:mm:ss', the legacy endpoints' form) is already the hospital's wall clock
 * and is shown as written, in any zone.
 */
export interface TimeOptions { seconds?: boolean; timeZone?: string }

/** The value as a Date, whether it carried a time of day, and whether it is a wall-clock text (null: not a time). */
function readTime(v: TimeValue): { date: Date; hasTime: boolean; wall: boolean } | null {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : { date: v, hasTime: true, wall: false };
  if (typeof v === 'number') return Number.isFinite(v) ? { date: new Date(v), hasTime: true, wall: false } : null;
  const text = v.trim();
  const m = TEXT_TIME.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, sec, offset] = m;
  if (offset && h !== undefined) {
    const date = new Date(text.replace(' ', 'T'));
    return Number.isNaN(date.getTime()) ? null : { date, hasTime: true, wall: false };
  }
  return { date: new Date(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(sec ?? 0)), hasTime: h !== undefined, wall: true };
}

/**
 * Year … second of the date: the local clock for a wall-clock text, else the clock of `timeZone`. (stats/months.ts
 * has the same Intl reading; the bell's page carries this file, and importing that one cost it 0.2 KB.)
 */
const ZONE_FORMATS = new Map<string, Intl.DateTimeFormat>();
function fields(date: Date, zone: string | undefined): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  if (!zone) return { y: date.getFullYear(), mo: date.getMonth() + 1, d: date.getDate(), h: date.getHours(), mi: date.getMinutes(), s: date.getSeconds() };
  // one formatter per zone: building one costs more than a server's submission spends on its other fields (issue 34 §6)
  // (at most one per IANA zone: an unknown zone throws before it is kept)
  const format = ZONE_FORMATS.get(zone) ?? new Intl.DateTimeFormat('en-GB', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  });
  ZONE_FORMATS.set(zone, format);
  const parts = format.formatToParts(date);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: n('year'), mo: n('month'), d: n('day'), h: n('hour'), mi: n('minute'), s: n('second') };
}

/** A date and time for people: 'YYYY-MM-DD HH:mm' in Chinese, '24 Nov 2026, 14:05' in English ('' for none). */
export function formatDateTime(v: TimeValue, lang?: string, opts: TimeOptions = {}): string {
  const r = readTime(v);
  if (!r) return typeof v === 'string' ? v : '';
  const { date, hasTime, wall } = r;
  const zone = wall ? undefined : opts.timeZone;
  if (isEn(lang)) {
    return new Intl.DateTimeFormat('en-GB', {
      day: 'numeric', month: 'short', year: 'numeric', ...(zone ? { timeZone: zone } : {}),
      ...(hasTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(opts.seconds ? { second: '2-digit' } : {}) } : {}),
    } as Intl.DateTimeFormatOptions).format(date);
  }
  const f = fields(date, zone);
  const day = `${f.y}-${pad(f.mo)}-${pad(f.d)}`;
  if (!hasTime) return day;
  return `${day} ${pad(f.h)}:${pad(f.mi)}${opts.seconds ? ':' + pad(f.s) : ''}`;
}

/** A day for people: 'YYYY-MM-DD' in Chinese, '24 Nov 2026' in English. */
export function formatDay(v: TimeValue, lang?: string, opts: Pick<TimeOptions, 'timeZone'> = {}): string {
  const r = readTime(v);
  if (!r) return typeof v === 'string' ? v : '';
  const zone = r.wall ? undefined : opts.timeZone;
  if (isEn(lang)) return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', ...(zone ? { timeZone: zone } : {}) }).format(r.date);
  return calendarDay(r.date, zone);
}

/** The calendar day (YYYY-MM-DD) of an instant in `zone` (the machine's when absent). */
export function calendarDay(at: Date | number, zone?: string): string {
  const f = fields(typeof at === 'number' ? new Date(at) : at, zone);
  return `${f.y}-${pad(f.mo)}-${pad(f.d)}`;
}

/** A number with the language's grouping ('12,345.5' / '12,345.5'); `digits`: at most this many decimals. */
export function formatNumber(n: number | null | undefined, lang?: string, digits = 2): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  return new Intl.NumberFormat(isEn(lang) ? 'en-GB' : 'zh-CN', { maximumFractionDigits: digits }).format(n);
}
