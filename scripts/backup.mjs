// Online backup of the reference server's data (issue 10 §2), safe while the server runs:
//   - the database through SQLite's online backup API (better-sqlite3 `backup()`): a consistent copy of
//     the last committed state, WAL included, into <out>/hos-<UTC time>.sqlite, then checked with
//     PRAGMA integrity_check;
//   - the uploads: stored names are random and never rewritten, so new files are copied into
//     <out>/uploads/ (an incremental mirror; nothing there is ever deleted).
// Restore: docs/deploy.md.
//
//   npm run backup                          # data dir: HOS_DATA_DIR or <project>/data; out: <data dir>/backups
//   node scripts/backup.mjs --data-dir /srv/hos --out /mnt/backup/hos --keep 14
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z-]+)$/.exec(argv[i]);
    if (!m || argv[i + 1] === undefined) throw new Error(`usage: backup.mjs [--data-dir DIR] [--out DIR] [--keep N]; got ${argv[i]}`);
    out[m[1]] = argv[++i];
  }
  return out;
}

/** 2026-11-24T02-31-05Z: sortable, and valid in file names everywhere. */
const stamp = (d = new Date()) => d.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

export async function backup({ dataDir, outDir, keep }) {
  const source = join(dataDir, 'hos.sqlite');
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  mkdirSync(outDir, { recursive: true });
  const target = join(outDir, `hos-${stamp()}.sqlite`);
  const db = new Database(source, { fileMustExist: true });
  try {
    // the server may be writing: the backup API copies a consistent snapshot page by page
    await db.backup(target);
  } finally {
    db.close();
  }
  const copy = new Database(target, { readonly: true });
  const check = copy.pragma('integrity_check', { simple: true });
  const version = copy.pragma('user_version', { simple: true });
  copy.close();
  if (check !== 'ok') throw new Error(`the backup ${target} failed its integrity check: ${check}`);

  let copied = 0;
  const uploads = join(dataDir, 'uploads');
  if (existsSync(uploads)) {
    const mirror = join(outDir, 'uploads');
    mkdirSync(mirror, { recursive: true });
    for (const name of readdirSync(uploads)) {
      if (name.endsWith('.part')) continue; // an upload still arriving
      const from = join(uploads, name);
      const to = join(mirror, name);
      if (!statSync(from).isFile() || (existsSync(to) && statSync(to).size === statSync(from).size)) continue;
      copyFileSync(from, to);
      copied++;
    }
  }

  let removed = 0;
  if (keep) {
    const old = readdirSync(outDir).filter((f) => /^hos-.*\.sqlite$/.test(f)).sort().slice(0, -keep);
    for (const f of old) { rmSync(join(outDir, f)); removed++; }
  }
  return { target, schemaVersion: version, uploadsCopied: copied, removed };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    // PostgreSQL (DATABASE_URL) is backed up with its own tools: pg_dump (docs/deploy.md)
    if (process.env.DATABASE_URL) throw new Error('DATABASE_URL is set: this server uses PostgreSQL; back it up with pg_dump and copy the uploads (docs/deploy.md)');
    const args = parseArgs(process.argv.slice(2));
    const dataDir = resolve(args['data-dir'] ?? process.env.HOS_DATA_DIR ?? join(ROOT, 'data'));
    const outDir = resolve(args.out ?? join(dataDir, 'backups'));
    const keep = args.keep === undefined ? undefined : Number(args.keep);
    if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) throw new Error('--keep must be a positive integer');
    const r = await backup({ dataDir, outDir, keep });
    console.log(`backup written: ${r.target} (schema ${r.schemaVersion}, integrity ok); uploads copied: ${r.uploadsCopied}${r.removed ? `; old backups removed: ${r.removed}` : ''}`);
  } catch (e) {
    console.error(`backup failed: ${e.message}`);
    process.exit(1);
  }
}
