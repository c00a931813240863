// The audit log's hash chain (issue 33 §5), the one rule the writer (auditLog.ts), the migration that chains
// the rows written before it (db/auditSchema.ts) and the verifier (verify.ts, scripts/audit.mjs) share.
// Framework-free: node:crypto only.
//
// Each row's hash = sha256(prev_hash + canonical(row)), hex; prev_hash is the hash of the row before it
// (by id), '' for the first row ever written (the genesis). canonical(row) is the JSON array of the row's
// fields in a fixed order: [id, at, event, username, user_id, ip, outcome, record_id, detail], numbers as
// numbers, absent ids as null, detail as the stored text. Any change to a field, to the order of rows or
// to a row's link to the one before changes the hash of that row and of every row after it.
import { createHash } from 'node:crypto';

export type AuditOutcome = 'ok' | 'refused' | 'failed';

/** A row as stored (detail: its stored JSON text). */
export interface ChainRow {
  id: number; at: number; event: string; username: string; user_id: number | null; ip: string;
  outcome: string; record_id: number | null; detail: string;
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

export function canonical(r: ChainRow): string {
  return JSON.stringify([Number(r.id), Number(r.at), String(r.event), String(r.username), num(r.user_id), String(r.ip),
    String(r.outcome), num(r.record_id), String(r.detail)]);
}

export function rowHash(prevHash: string, r: ChainRow): string {
  return createHash('sha256').update(prevHash + canonical(r), 'utf8').digest('hex');
}

/** The fields of a row the chain covers, as a SELECT list (same text on SQLite and PostgreSQL). */
export const CHAIN_COLUMNS = 'id, at, event, username, user_id, ip, outcome, record_id, detail, prev_hash, hash';

export type ChainBreak = { id: number; field: 'prev_hash' | 'hash'; expected: string; found: string };

/**
 * Checks rows in id order, continuing from `prevHash` (the hash of the row before the first one: '' at
 * the genesis, an archive's last hash after an archive). Returns the first break, or the last hash.
 */
export function checkRows(prevHash: string, rows: (ChainRow & { prev_hash: string; hash: string })[]): { last: string } | { broken: ChainBreak } {
  let prev = prevHash;
  for (const r of rows) {
    if (r.prev_hash !== prev) return { broken: { id: Number(r.id), field: 'prev_hash', expected: prev, found: r.prev_hash } };
    const h = rowHash(prev, r);
    if (r.hash !== h) return { broken: { id: Number(r.id), field: 'hash', expected: h, found: r.hash } };
    prev = h;
  }
  return { last: prev };
}
