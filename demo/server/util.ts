// Small shared helpers: time formatting (wall-clock text for the legacy endpoints, instants for the new) and paging arguments.
import { titleIn } from '../../src/core/settings/systemSettings.ts';
import type { Page } from './db/store/types.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_SERVED } from './http/schemas.ts';
import { hospitalTimeZone } from '../../src/core/settings/timeZone.ts';
import { formatDateTime } from '../../src/core/i18n/format.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in the server's local time; '' for null. */
export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * An instant for the JSON of the new endpoints (issue 23 §2): ISO 8601 with the server's UTC offset,
 * '2026-11-24T19:49:24+08:00'; null for none. The client shows it in the hospital's time zone (系统设置);
 * the legacy endpoints keep `formatTime`'s wall-clock text.
 */
export function isoTime(ms: number): string;
export function isoTime(ms: number | null | undefined): string | null;
export function isoTime(ms: number | null | undefined): string | null {
  if (ms === null || ms === undefined) return null;
  const d = new Date(ms);
  const off = -d.getTimezoneOffset();
  const zone = `${off < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(off) / 60))}:${pad(Math.abs(off) % 60)}`;
  return formatTime(ms).replace(' ', 'T') + zone;
}

/**
 * The hospital's time zone (系统设置 timeZone, Asia/Shanghai when unset; issue 35 §4): where the server's files
 * (XLSX, PDF, e-mail) write times and the monthly report cuts its period, whatever the zone the server runs in
 * or the browser asks for, so they read as the pages do.
 */
export async function hospitalZone(store: { getSettings(classify: number): Promise<Record<string, unknown> | undefined> }): Promise<string> {
  return hospitalTimeZone(await store.getSettings(1));
}

/** The product's name in `lang` from the stored settings (系统设置 name, nameEn; issue 35 §5); '' when unset. */
export function systemTitle(content: Record<string, unknown>, lang: string): string {
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return titleIn({ title: s(content.name), titleEn: s(content.nameEn) }, lang, '');
}

/**
 * 'YYYY-MM-DD HH:mm:ss' on the wall clock of `tz` (the hospital's): a time the server writes into a form's data
 * (the report time), which the pages show as written, so it reads as the record's instants do (issue 35 §4).
 */
export function wallTimeIn(ms: number, tz: string): string {
  return formatDateTime(ms, 'zh-CN', { timeZone: tz, seconds: true });
}

export interface Paging extends Page { pageIndex: number; pageSize: number }

export { DEFAULT_PAGE_SIZE };

/** pageIndex is 1-based; pageSize defaults to 20 and is served as at most 500 rows (the old client asks
 *  for 9999 meaning "all"; the route schemas refuse what is out of bounds before this runs). */
export function paging(src: { pageIndex?: unknown; pageSize?: unknown }): Paging {
  const idx = Math.floor(Number(src.pageIndex));
  const size = Math.floor(Number(src.pageSize));
  const pageIndex = Number.isFinite(idx) && idx >= 1 ? idx : 1;
  const pageSize = Number.isFinite(size) && size >= 1 ? Math.min(size, PAGE_SIZE_SERVED) : DEFAULT_PAGE_SIZE;
  return { pageIndex, pageSize, offset: (pageIndex - 1) * pageSize, limit: pageSize };
}

/** Shared-API paging shape. */
export function pageOf<T>(p: Paging, res: { rows: T[]; count: number }) {
  return { list: res.rows, count: res.count, pageIndex: p.pageIndex, pageSize: p.pageSize };
}

/** Old-API and /SYS paging shape. */
export function recordsOf<T>(p: Paging, res: { rows: T[]; count: number }) {
  return { records: res.rows, total: res.count, pageIndex: p.pageIndex, pageSize: p.pageSize };
}

export function str(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

export function int(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isInteger(n) ? n : undefined;
}
