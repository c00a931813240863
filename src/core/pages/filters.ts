// Filters of spec section 3 ("Filters: beginTime, endTime") and plain-text search, applied as query
// parameters and, for lists loaded whole, on the client.

export interface TimeRange {
  beginTime?: string;
  endTime?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` (the server's time format). */
export function formatDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * A date range picked by day becomes whole days: beginTime at 00:00:00, endTime at 23:59:59.
 * Accepts `YYYY-MM-DD` strings (or full times, kept as they are).
 */
export function dayRange(begin?: string | null, end?: string | null): TimeRange {
  const out: TimeRange = {};
  if (begin) out.beginTime = /^\d{4}-\d{2}-\d{2}$/.test(begin) ? `${begin} 00:00:00` : begin;
  if (end) out.endTime = /^\d{4}-\d{2}-\d{2}$/.test(end) ? `${end} 23:59:59` : end;
  return out;
}

/** Rows whose `field` (a server time string) lies inside the range; rows without a time are kept only with no range. */
export function inTimeRange<T>(rows: T[], field: keyof T, range: TimeRange): T[] {
  if (!range.beginTime && !range.endTime) return rows;
  return rows.filter((row) => {
    const v = row[field];
    if (typeof v !== 'string' || !v) return false;
    if (range.beginTime && v < range.beginTime) return false;
    if (range.endTime && v > range.endTime) return false;
    return true;
  });
}

/** Case-insensitive "contains" over the given fields; empty text keeps everything. */
export function matchesText<T>(row: T, text: string | undefined, fields: (keyof T)[]): boolean {
  const q = (text ?? '').trim().toLowerCase();
  if (!q) return true;
  return fields.some((f) => String(row[f] ?? '').toLowerCase().includes(q));
}

/** Drops empty values so a query string carries only what the user filled in. */
export function cleanParams(params: Record<string, unknown>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'string') {
      const t = v.trim();
      if (t) out[k] = t;
    } else if (typeof v === 'number' || typeof v === 'boolean') out[k] = v;
  }
  return out;
}
