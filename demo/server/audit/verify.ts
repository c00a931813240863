// Walks the audit log's hash chain (chain.ts) from the genesis, or from the last archive's hash when older
// rows were archived (archive.ts), and names the first row that does not fit.
import type { SqlDb } from '../db/sql/types.ts';
import { CHAIN_COLUMNS, checkRows, type ChainBreak, type ChainRow } from './chain.ts';

export type VerifyResult =
  | { ok: true; rows: number; archivedUpTo: number; lastHash: string }
  | { ok: false; rows: number; broken: ChainBreak };

const PAGE = 2000;

export async function verifyChain(db: SqlDb): Promise<VerifyResult> {
  const arch = await db.get<{ upto_id: number; last_hash: string }>('SELECT upto_id, last_hash FROM audit_archives ORDER BY upto_id DESC LIMIT 1');
  let prev = arch?.last_hash ?? '';
  let after = Number(arch?.upto_id ?? 0);
  let rows = 0;
  for (;;) {
    const page = await db.all<ChainRow & { prev_hash: string; hash: string }>(
      `SELECT ${CHAIN_COLUMNS} FROM audit_log WHERE id > ? ORDER BY id LIMIT ?`, after, PAGE);
    const r = checkRows(prev, page);
    if ('broken' in r) return { ok: false, rows: rows + page.findIndex((p) => Number(p.id) === r.broken.id), broken: r.broken };
    rows += page.length;
    if (page.length < PAGE) return { ok: true, rows, archivedUpTo: Number(arch?.upto_id ?? 0), lastHash: r.last };
    prev = r.last;
    after = Number(page[page.length - 1].id);
  }
}

/** The verifier's words for a break (scripts/audit.mjs). */
export function describeBreak(b: ChainBreak): string {
  return b.field === 'prev_hash'
    ? `row ${b.id}: its prev_hash ${b.found || "''"} is not the hash of the row before it (${b.expected || "''"}): a row before it was changed, removed or inserted`
    : `row ${b.id}: its fields do not give its stored hash (stored ${b.found}, computed ${b.expected}): the row was changed after it was written`;
}
