// The PostgreSQL schema (db/pgMigrations.ts) and the SQLite one (db/migrations.ts) must not drift: the same
// tables, the same column names, the same unique keys and the same named indexes. A migration added to one
// list and not the other fails here. PostgreSQL runs only (HOS_TEST_DATABASE_URL).
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../demo/server/db/migrations.ts';
import { migratePg, pgMigrations } from '../../demo/server/db/pgMigrations.ts';
import { PostgresDb } from '../../demo/server/db/sql/postgres.ts';
import { dropTestDatabase, ON_POSTGRES, tempDir, testDatabase } from './helpers.ts';

interface Shape { columns: Record<string, string[]>; unique: Record<string, string[]>; indexes: string[] }

function sqliteShape(): Shape {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  for (const m of migrations) db.transaction(() => m(db))();
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
  const shape: Shape = { columns: {}, unique: {}, indexes: [] };
  for (const t of tables) {
    const cols = db.prepare(`PRAGMA table_info("${t}")`).all() as { name: string; pk: number }[];
    shape.columns[t] = cols.map((c) => c.name).sort();
    const keys: string[] = [];
    const pk = cols.filter((c) => c.pk).sort((a, b) => a.pk - b.pk).map((c) => c.name);
    if (pk.length) keys.push(pk.join(','));
    for (const ix of db.prepare(`PRAGMA index_list("${t}")`).all() as { name: string; unique: number; origin: string }[]) {
      if (ix.unique && ix.origin !== 'pk') keys.push((db.prepare(`PRAGMA index_info("${ix.name}")`).all() as { name: string }[]).map((c) => c.name).join(','));
    }
    shape.unique[t] = [...new Set(keys)].sort();
  }
  shape.indexes = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name").all() as { name: string }[]).map((r) => r.name);
  db.close();
  return shape;
}

async function pgShape(db: PostgresDb): Promise<Shape> {
  const shape: Shape = { columns: {}, unique: {}, indexes: [] };
  const cols = await db.all<{ t: string; c: string }>(`SELECT table_name AS t, column_name AS c FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name <> 'schema_migrations' ORDER BY table_name, column_name`);
  for (const r of cols) (shape.columns[r.t] ??= []).push(r.c);
  for (const t of Object.keys(shape.columns)) shape.columns[t].sort();
  // every unique index (primary keys and UNIQUE constraints included), its columns in index order
  const uniq = await db.all<{ t: string; cols: string }>(`SELECT c.relname AS t,
      (SELECT string_agg(a.attname, ',' ORDER BY k.n) FROM unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
        JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum) AS cols
    FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace s ON s.oid = c.relnamespace
    WHERE s.nspname = 'public' AND i.indisunique AND c.relname <> 'schema_migrations'`);
  for (const r of uniq) (shape.unique[r.t] ??= []).push(r.cols);
  for (const t of Object.keys(shape.columns)) shape.unique[t] = [...new Set(shape.unique[t] ?? [])].sort();
  shape.indexes = (await db.all<{ n: string }>(`SELECT indexname AS n FROM pg_indexes WHERE schemaname = 'public'
    AND indexname LIKE 'idx_%' ORDER BY indexname`)).map((r) => r.n);
  return shape;
}

describe.skipIf(!ON_POSTGRES)('schema parity (PostgreSQL runs only)', () => {
  let url: string;
  let db: PostgresDb;
  beforeAll(async () => {
    url = (await testDatabase(tempDir('hos-schema-')))!;
    db = new PostgresDb(url);
  });
  afterAll(async () => {
    await db?.close();
    if (url) await dropTestDatabase(url);
  });

  it('PostgreSQL has the tables, columns, unique keys and indexes of SQLite', async () => {
    expect(await migratePg(db)).toEqual({ from: 0, to: pgMigrations.length });
    const pg = await pgShape(db);
    const lite = sqliteShape();
    expect(Object.keys(lite.columns).length).toBeGreaterThan(40);
    expect(lite.indexes.length).toBeGreaterThan(30);
    expect(Object.keys(pg.columns).sort()).toEqual(Object.keys(lite.columns).sort());
    for (const t of Object.keys(lite.columns)) {
      expect(pg.columns[t], `columns of ${t}`).toEqual(lite.columns[t]);
      expect(pg.unique[t], `unique keys of ${t}`).toEqual(lite.unique[t]);
    }
    expect(pg.indexes).toEqual(lite.indexes);
  });

  it('migrates once when two instances start together: the second waits for the lock, then finds every version applied', async () => {
    const fresh = (await testDatabase(tempDir('hos-schema-')))!;
    const a = new PostgresDb(fresh);
    const b = new PostgresDb(fresh);
    try {
      const both = (await Promise.all([migratePg(a), migratePg(b)])).map((r) => r.from).sort();
      expect(both).toEqual([0, pgMigrations.length]);
      expect((await a.get<{ n: number }>('SELECT COUNT(*) AS n FROM schema_migrations'))!.n).toBe(pgMigrations.length);
    } finally {
      await a.close();
      await b.close();
      await dropTestDatabase(fresh);
    }
  });
});
