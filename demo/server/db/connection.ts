// Opens the SQLite file database (better-sqlite3) with the pragmas the server relies on, then brings the
// schema up to date. The rest of the server talks to the database only through db/store.ts (over the
// SqlDb of sql/sqlite.ts; PostgreSQL: sql/postgres.ts).
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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

export function openDatabase(dataDir: string, opts: { synchronous?: SyncMode } = {}): SqliteDb {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'hos.sqlite'));
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
  return new SqliteDb(db);
}
