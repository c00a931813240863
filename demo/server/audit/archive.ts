// Retention of the audit log (issue 33 §5, docs/security.md "Audit log"): rows older than the retention
// (HOS_AUDIT_RETENTION_DAYS, default and minimum 180 days: the Cybersecurity Law's six months) move to a
// gzip'd JSON-lines file under <data dir>/audit-archives; the file's sha256, the last archived id and that
// row's hash go to audit_archives; only then, in the same transaction as that record, do the rows leave the
// table (the append-only trigger lets exactly the rows up to an archive's upto_id be deleted). The chain
// continues from the archive's last hash, so verify.ts checks the table alone, and the files by their sha256
// and their own rows' chain.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { SqlDb } from '../db/sql/types.ts';
import { AUDIT_LOCK } from './auditLog.ts';
import { CHAIN_COLUMNS, checkRows, type ChainBreak, type ChainRow } from './chain.ts';

export const MIN_RETENTION_DAYS = 180;
const DAY_MS = 86_400_000;

/** HOS_AUDIT_RETENTION_DAYS (whole days, at least 180; unset: 180). */
export function retentionDays(env: NodeJS.ProcessEnv): number {
  const v = env.HOS_AUDIT_RETENTION_DAYS?.trim();
  if (!v) return MIN_RETENTION_DAYS;
  const n = Number(v);
  if (!Number.isInteger(n) || n < MIN_RETENTION_DAYS) throw new Error(`HOS_AUDIT_RETENTION_DAYS: a whole number of days, at least ${MIN_RETENTION_DAYS} (got ${v})`);
  return n;
}

type StoredRow = ChainRow & { prev_hash: string; hash: string };
export interface ArchiveRow { upto_id: number; last_hash: string; file: string; sha256: string; rows: number; at: number }

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

export type ArchiveResult = { archived: 0 } | { archived: number; uptoId: number; file: string; sha256: string };

/** Archives the rows older than `days` before `now`; refuses (throws) when those rows' chain is broken. */
export async function archiveOld(db: SqlDb, dataDir: string, days: number, now = Date.now()): Promise<ArchiveResult> {
  const cutoff = now - days * DAY_MS;
  const last = await db.get<ArchiveRow>('SELECT upto_id, last_hash FROM audit_archives ORDER BY upto_id DESC LIMIT 1');
  const from = Number(last?.upto_id ?? 0);
  // the archived part is a prefix of the table: every row before the first one still within the retention
  const firstKept = await db.get<{ id: number | null }>('SELECT MIN(id) AS id FROM audit_log WHERE at >= ?', cutoff);
  const rows = await db.all<StoredRow>(`SELECT ${CHAIN_COLUMNS} FROM audit_log WHERE id > ?${firstKept?.id != null ? ' AND id < ?' : ''} ORDER BY id`,
    ...(firstKept?.id != null ? [from, firstKept.id] : [from]));
  if (!rows.length) return { archived: 0 };
  const check = checkRows(last?.last_hash ?? '', rows);
  if ('broken' in check) throw new Error(`the rows to archive do not verify (row ${check.broken.id}, ${check.broken.field}); nothing archived: run verify`);
  const uptoId = Number(rows[rows.length - 1].id);
  const dir = join(dataDir, 'audit-archives');
  mkdirSync(dir, { recursive: true });
  const file = `audit-${Number(rows[0].id)}-${uptoId}.jsonl.gz`;
  const gz = gzipSync(Buffer.from(rows.map((r) => JSON.stringify(r)).join('\n') + '\n', 'utf8'));
  // written and synced under a temporary name, then renamed: a crash leaves no half file under the real name
  const part = join(dir, file + '.part');
  writeFileSync(part, gz);
  const fd = openSync(part, 'r');
  try { fsyncSync(fd); } finally { closeSync(fd); }
  renameSync(part, join(dir, file));
  const digest = sha256(gz);
  await db.tx(async () => {
    if (db.dialect === 'postgres') await db.get('SELECT pg_advisory_xact_lock(?)', AUDIT_LOCK);
    await db.run('INSERT INTO audit_archives (upto_id, last_hash, file, sha256, rows, at) VALUES (?, ?, ?, ?, ?, ?)',
      uptoId, check.last, 'audit-archives/' + file, digest, rows.length, now);
    await db.run('DELETE FROM audit_log WHERE id > ? AND id <= ?', from, uptoId);
  }, { readCommitted: true });
  return { archived: rows.length, uptoId, file: join(dir, file), sha256: digest };
}

export type ArchiveCheck = { file: string; problem?: string; broken?: ChainBreak };

/** Checks each archive file that is present: its sha256, and its rows' chain from the archive before it. */
export async function checkArchives(db: SqlDb, dataDir: string): Promise<ArchiveCheck[]> {
  const out: ArchiveCheck[] = [];
  let prev = '';
  for (const a of await db.all<ArchiveRow>('SELECT upto_id, last_hash, file, sha256, rows, at FROM audit_archives ORDER BY upto_id')) {
    const path = join(dataDir, a.file);
    if (!existsSync(path)) { out.push({ file: a.file, problem: 'missing (moved off this machine?)' }); prev = a.last_hash; continue; }
    const gz = readFileSync(path);
    if (sha256(gz) !== a.sha256) { out.push({ file: a.file, problem: `its sha256 ${sha256(gz)} is not the recorded ${a.sha256}` }); prev = a.last_hash; continue; }
    const rows = gunzipSync(gz).toString('utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as StoredRow);
    const c = checkRows(prev, rows);
    if ('broken' in c) out.push({ file: a.file, broken: c.broken });
    else if (c.last !== a.last_hash || rows.length !== Number(a.rows)) out.push({ file: a.file, problem: 'its rows do not end at the recorded last hash' });
    else out.push({ file: a.file });
    prev = a.last_hash;
  }
  return out;
}
