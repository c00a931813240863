// Opens the SQLite file database (better-sqlite3) with the pragmas the server relies on, then brings the
// schema up to date. The rest of the server talks to the database only through db/store.ts (over the
// SqlDb of sql/sqlite.ts; PostgreSQL: sql/postgres.ts).
import Database from 'better-sqlite3';
import { closeSync, fdatasync, fstatSync, mkdirSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { migrate } from './migrations.ts';
import { SqliteDb } from './sql/sqlite.ts';

export type Db = Database.Database;

/** FULL: a commit is on disk (WAL fsynced) before the server acknowledges it, so a power cut loses no
 *  acknowledged write; NORMAL syncs only at checkpoints (faster, may lose the last commits on power loss). */
export type SyncMode = 'FULL' | 'NORMAL';

/** How many compiled statements the connection keeps (the store builds a few SQL texts dynamically). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The store prepares its SQL where it uses it (readable, one place per statement), and better-sqlite3
 * compiles a statement on every prepare(): under load that compiling was the largest single cost of a
 * request. The connection therefore remembers compiled statements by their text (the oldest dropped
 * first when full: the store has a few hundred texts, the variable ones are `IN (?, ?, …)` lists). Safe
 * because the store never changes a statement's mode (pluck/raw/expand) nor iterates one while using it
 * again.
 */
function cacheStatements(db: Db): void {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = prepare(sql);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(sql, stmt);
    }
    return stmt;
  }) as Db['prepare'];
}

/**
 * Checkpoints leave the server's thread (checkpointer.mjs says why). The server's connection stops
 * checkpointing only once the worker runs; should the worker fail, SQLite's automatic checkpoint comes
 * back, so the WAL never grows without bound. `stop()` ends the worker before the connection closes
 * (closing, the server's connection checkpoints what is left and removes the WAL).
 */
function startCheckpointer(db: Db, file: string, synchronous: SyncMode): { stop(): Promise<void> } {
  const worker = new Worker(new URL('./checkpointer.mjs', import.meta.url), { workerData: { file, synchronous } });
  worker.unref();
  let running = true;
  const fallBack = (why: unknown) => {
    if (!running) return;
    running = false;
    if (db.open) db.pragma('wal_autocheckpoint = 1000');
    console.error(`SQLite checkpointer stopped (${why instanceof Error ? why.message : String(why)}): the server checkpoints itself again`);
  };
  worker.once('online', () => { if (running) db.pragma('wal_autocheckpoint = 0'); });
  worker.on('message', (m: { error?: string }) => { if (m.error) console.error(`SQLite checkpoint: ${m.error}`); });
  worker.once('error', fallBack);
  worker.once('exit', (code) => fallBack(`exit ${code}`));
  return {
    stop: async () => {
      if (!running) return;
      running = false;
      const exited = new Promise<void>((r) => worker.once('exit', () => r()));
      worker.postMessage('stop');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 2000).unref())]);
      await worker.terminate();
    },
  };
}

/**
 * The WAL's flush to disk, off the server's thread (sqlite.ts awaits it after each commit): an fdatasync
 * in libuv's thread pool on a descriptor of the WAL file, which is what SQLite's synchronous=FULL does
 * inside COMMIT. The file is the one SQLite writes now (reopened should SQLite ever have replaced it).
 */
export function walSyncer(walFile: string): { sync(): Promise<void>; close(): void } {
  let fd: number | undefined;
  const current = (): number => {
    if (fd !== undefined && fstatSync(fd).ino === statSync(walFile).ino) return fd;
    if (fd !== undefined) closeSync(fd);
    fd = openSync(walFile, 'r+');
    return fd;
  };
  return {
    sync: () => new Promise<void>((ok, fail) => {
      let d: number;
      try { d = current(); } catch (e) { fail(e); return; }
      fdatasync(d, (e) => (e ? fail(e) : ok()));
    }),
    close: () => {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

export function openDatabase(dataDir: string, opts: { synchronous?: SyncMode } = {}): SqliteDb {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'hos.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${opts.synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // a page cache that holds the working set (the default is 2 MB) and temporary b-trees in memory: a
  // submission's writes touch a dozen indexes (issue 24, the load test); durability is unchanged
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  migrate(db);
  cacheStatements(db);
  const checkpointer = startCheckpointer(db, file, opts.synchronous ?? 'FULL');
  if (opts.synchronous === 'NORMAL') return new SqliteDb(db, () => checkpointer.stop());
  // FULL's guarantee (an acknowledged commit is on disk) kept, its fsync moved off the thread (sqlite.ts);
  // checkpoints (the worker's connection: FULL) still sync the WAL before copying it
  db.pragma('synchronous = NORMAL');
  const wal = walSyncer(`${file}-wal`);
  return new SqliteDb(db, async () => { await checkpointer.stop(); wal.close(); }, wal.sync);
}
