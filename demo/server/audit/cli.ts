// `npm run audit -- verify | archive` (scripts/audit.mjs): the audit log's verifier and archiver, on the
// database the server uses: PostgreSQL when DATABASE_URL is set, else <data dir>/hos.sqlite (the data dir:
// --data-dir, HOS_DATA_DIR or <project>/data). Exit code 0: OK; 1: a broken chain (the first broken row is
// named) or an error.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { PROJECT_ROOT } from '../config.ts';
import { PostgresDb } from '../db/sql/postgres.ts';
import { SqliteDb } from '../db/sql/sqlite.ts';
import type { SqlDb } from '../db/sql/types.ts';
import { archiveOld, checkArchives, retentionDays } from './archive.ts';
import { describeBreak, verifyChain } from './verify.ts';

const USAGE = 'usage: npm run audit -- verify|archive [--data-dir DIR]';

function open(dataDir: string, env: NodeJS.ProcessEnv): SqlDb {
  const url = env.DATABASE_URL?.trim();
  if (url) return new PostgresDb(url, { max: 2 });
  const file = join(dataDir, 'hos.sqlite');
  if (!existsSync(file)) throw new Error(`no database at ${file}`);
  const raw = new Database(file, { fileMustExist: true });
  raw.pragma('busy_timeout = 5000');
  return new SqliteDb(raw);
}

/** Runs one command; returns the exit code. `out`: where the report lines go (console.log). */
export async function runAudit(argv: string[], env: NodeJS.ProcessEnv, out: (line: string) => void = console.log): Promise<number> {
  const [cmd, ...rest] = argv;
  let dataDir = env.HOS_DATA_DIR ? resolve(env.HOS_DATA_DIR) : join(PROJECT_ROOT, 'data');
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--data-dir' && rest[i + 1]) dataDir = resolve(rest[++i]);
    else { out(USAGE); return 1; }
  }
  if (cmd !== 'verify' && cmd !== 'archive') { out(USAGE); return 1; }
  const db = open(dataDir, env);
  try {
    if (cmd === 'archive') {
      const r = await archiveOld(db, dataDir, retentionDays(env));
      out('uptoId' in r ? `archived ${r.archived} row(s) up to id ${r.uptoId} into ${r.file} (sha256 ${r.sha256})` : 'nothing older than the retention to archive');
      return 0;
    }
    const v = await verifyChain(db);
    let code = 0;
    for (const a of await checkArchives(db, dataDir)) {
      if (a.broken) { out(`BROKEN archive ${a.file}: ${describeBreak(a.broken)}`); code = 1; }
      else if (a.problem?.startsWith('missing')) out(`note: archive ${a.file} ${a.problem}`);
      else if (a.problem) { out(`BROKEN archive ${a.file}: ${a.problem}`); code = 1; }
    }
    if (!v.ok) { out(`BROKEN after ${v.rows} good row(s): ${describeBreak(v.broken)}`); return 1; }
    out(`OK: ${v.rows} row(s) chained${v.archivedUpTo ? `, continuing from the archive up to id ${v.archivedUpTo}` : ''}`);
    return code;
  } finally {
    await db.close();
  }
}
