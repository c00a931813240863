// Dates and times written as text in the hospital's local time ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm'), checked
// to be real: a month 1-12, a day that month has (29 February only in a leap year), hours 0-23, minutes
// 0-59. One home for the rule the server's routes (rounds, improvement projects, analysis facts, chart
// filters) and the pages share (issue 33 §8: a fact at "2026-13-45 99:99" was stored).

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 'YYYY-MM-DD' naming a day of the calendar (years 1-9999). */
export function isCalendarDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const days = new Date(Date.UTC(2000, mo, 0)).getUTCDate(); // the month's days in a leap year
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (mo === 2 && !leap ? 28 : days);
}

/** 'YYYY-MM-DD HH:mm' (seconds allowed when `seconds`) on a real day at a real time of day. */
export function isLocalDateTime(s: string, { seconds = false } = {}): boolean {
  const m = DATE_TIME.exec(s);
  if (!m || (m[4] !== undefined && !seconds)) return false;
  return isCalendarDate(m[1]) && Number(m[2]) <= 23 && Number(m[3]) <= 59 && (m[4] === undefined || Number(m[4]) <= 59);
}

/** A day or a day and time (the forms a chart filter or a fact's time take). */
export function isLocalDateOrTime(s: string, opts: { seconds?: boolean } = {}): boolean {
  return isCalendarDate(s) || isLocalDateTime(s, opts);
}
