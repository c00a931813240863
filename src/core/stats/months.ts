// Calendar months in a named time zone (the user's, sent by the client): the server buckets "events by
// month" on these boundaries, so an event reported at 00:30 on 1 March in Shanghai counts in March even
// when the server runs on UTC. Framework-free (Intl only); shared by the server and the pages.

/** `YYYY-MM`, the key of a month bucket. */
export type MonthKey = string;

export interface MonthBucket {
  key: MonthKey;
  /** epoch ms of the first millisecond of the month in the zone */
  start: number;
  /** epoch ms of the first millisecond of the next month (exclusive end) */
  end: number;
}

/** The most months one chart asks for (three years). */
export const MAX_MONTHS = 36;

const FORMATS = new Map<string, Intl.DateTimeFormat>();
function formatIn(tz: string): Intl.DateTimeFormat {
  let f = FORMATS.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    FORMATS.set(tz, f);
  }
  return f;
}

/** A name Intl knows (`Asia/Shanghai`, `UTC`); anything else (bounded, so no junk reaches Intl) is false. */
export function isTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || !tz || tz.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(tz)) return false;
  try {
    formatIn(tz);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of an instant in the zone (month 1-12). */
export function wallClock(ms: number, tz: string): { y: number; m: number; d: number; h: number; mi: number; s: number } {
  const parts: Record<string, number> = {};
  for (const p of formatIn(tz).formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { y: parts.year, m: parts.month, d: parts.day, h: parts.hour, mi: parts.minute, s: parts.second };
}

/** How far the zone's wall clock is ahead of UTC at `ms`, in ms (Shanghai: +8 h). */
export function zoneOffset(ms: number, tz: string): number {
  const w = wallClock(ms, tz);
  const asUtc = Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The instant of the zone's midnight starting day 1 of `month` (1-12; overflow rolls the year). */
export function monthStart(year: number, month: number, tz: string): number {
  return zonedInstant(Date.UTC(year, month - 1, 1), tz);
}

/** The instant at which the zone's wall clock reads `wall` (that wall-clock time written as if it were UTC ms). */
export function zonedInstant(wall: number, tz: string): number {
  let t = wall - zoneOffset(wall, tz);
  // a zone that changes its offset between the guess and the answer (summer time): one correction
  const again = wall - zoneOffset(t, tz);
  if (again !== t) t = again;
  return t;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The month an instant falls in, in the zone. */
export function monthKeyOf(ms: number, tz: string): MonthKey {
  const w = wallClock(ms, tz);
  return `${w.y}-${pad(w.m)}`;
}

const parseKey = (key: MonthKey) => {
  const [y, m] = key.split('-').map(Number);
  return { y, m };
};

/** The bucket of a month key in the zone. */
export function monthBucket(key: MonthKey, tz: string): MonthBucket {
  const { y, m } = parseKey(key);
  return { key, start: monthStart(y, m, tz), end: monthStart(y, m + 1, tz) };
}

/**
 * Consecutive months from the month of `from` to the month of `to` (inclusive) in the zone; at most
 * MAX_MONTHS, the latest kept. `to` before `from` gives the month of `to` alone.
 */
export function monthsBetween(from: number, to: number, tz: string): MonthBucket[] {
  const a = parseKey(monthKeyOf(Math.min(from, to), tz));
  const b = parseKey(monthKeyOf(to, tz));
  let count = (b.y - a.y) * 12 + (b.m - a.m) + 1;
  count = Math.max(1, Math.min(MAX_MONTHS, count));
  const out: MonthBucket[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(b.y, b.m - 1 - i, 1));
    out.push(monthBucket(`${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`, tz));
  }
  return out;
}

/** The last `n` months up to and including the month of `now`, in the zone. */
export function lastMonths(now: number, n: number, tz: string): MonthBucket[] {
  const b = parseKey(monthKeyOf(now, tz));
  const first = new Date(Date.UTC(b.y, b.m - Math.max(1, Math.min(MAX_MONTHS, n)), 1));
  return monthsBetween(monthStart(first.getUTCFullYear(), first.getUTCMonth() + 1, tz), now, tz);
}

/** The month as whole days `YYYY-MM-DD` (first, last): the list filter a month bar opens. */
export function monthDays(key: MonthKey): { begin: string; end: string } {
  const { y, m } = parseKey(key);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { begin: `${y}-${pad(m)}-01`, end: `${y}-${pad(m)}-${pad(last)}` };
}

/** A month key shown in the page language: `2026年3月`, `Mar 2026`. */
export function monthLabel(key: MonthKey, lang: string): string {
  const { y, m } = parseKey(key);
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 15)));
}
