// The audit log as people read it (issue 33 §5): the events the server writes and their texts (the
// `audit` locale), the page's filters as the API's query (GET /api/v1/audit and its /export), and a
// row's detail as one line. Framework-free; the page (views/system/AuditLog.tsx) and the server's
// export (demo/server/audit/export.ts) share it.
import { zonedInstant } from '../stats/months.ts';

/** Every event the server writes (demo/server/audit/hooks.ts, routes/auth.ts, http/passwordGuard.ts, routes/audit.ts). */
export const AUDIT_EVENTS = [
  'login.ok', 'login.failed', 'login.lockout', 'logout', 'record.read', 'record.list', 'record.print', 'export',
  'access.refused', 'admin.change', 'audit.read',
] as const;

/** The event filter's choices: a prefix (`login`) takes its dotted sub-events, as the server filters. */
export const AUDIT_EVENT_FILTERS = [
  'login', 'login.ok', 'login.failed', 'login.lockout', 'logout', 'record.read', 'record.list', 'record.print', 'export',
  'access.refused', 'admin.change', 'audit.read',
] as const;

/** The `audit` locale key naming an event (or a filter prefix); null for an event this version does not know. */
export function eventTextKey(event: string): string | null {
  return (AUDIT_EVENT_FILTERS as readonly string[]).includes(event) ? `event.${event}` : null;
}

/** The outcomes a row may carry, each with its `outcome.*` text. */
export const AUDIT_OUTCOMES = ['ok', 'refused', 'failed'] as const;

export interface AuditFilters {
  username?: string;
  event?: string;
  /** the first and last day picked, YYYY-MM-DD (the hospital's calendar) */
  beginDay?: string;
  endDay?: string;
  recordId?: string | number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant the zone's day `day` (YYYY-MM-DD) starts at; undefined for anything else. */
export function dayStart(day: string | undefined, timeZone: string): number | undefined {
  const m = day ? DAY.exec(day) : null;
  if (!m) return undefined;
  return zonedInstant(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])), timeZone);
}

/**
 * The API's query for the page's filters: from = the first day's midnight, to = the midnight after the
 * last day (the server's `to` is exclusive), both in the hospital's zone; empty filters left out.
 */
export function auditQuery(f: AuditFilters, timeZone: string): Record<string, string> {
  const out: Record<string, string> = {};
  const username = f.username?.trim();
  if (username) out.username = username;
  if (f.event) out.event = f.event;
  const from = dayStart(f.beginDay, timeZone);
  if (from !== undefined) out.from = String(from);
  const m = f.endDay ? DAY.exec(f.endDay) : null;
  if (m) out.to = String(zonedInstant(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1), timeZone));
  const rec = String(f.recordId ?? '').trim();
  if (/^\d{1,15}$/.test(rec)) out.recordId = rec;
  return out;
}

const compact = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
const empty = (v: unknown) => v === undefined || v === null || v === '' ||
  (Array.isArray(v) && !v.length) || (typeof v === 'object' && !Array.isArray(v) && !Object.keys(v as object).length);

/** The detail fields the server writes that have a `detail.*` text (others are shown by their key). */
export const AUDIT_DETAIL_KEYS = ['route', 'params', 'query', 'fields', 'ids', 'reason', 'blockedUntil', 'revision'] as const;

/** A row's detail as [key, value] pairs (objects as compact JSON), empty values left out. */
export function detailPairs(detail: Record<string, unknown> | null | undefined): [string, string][] {
  if (!detail) return [];
  return Object.entries(detail).filter(([, v]) => !empty(v)).map(([k, v]) => [k, compact(v)]);
}

/** The `audit` locale key of a detail field's label; null for a field without one. */
export function detailKeyText(key: string): string | null {
  return (AUDIT_DETAIL_KEYS as readonly string[]).includes(key) ? `detail.${key}` : null;
}

/** A row's detail as one line: `key: value` pairs, labelled by `label` (default: the key itself). */
export function detailText(detail: Record<string, unknown> | null | undefined, label: (key: string) => string = (k) => k): string {
  return detailPairs(detail).map(([k, v]) => `${label(k)}: ${v}`).join('; ');
}
