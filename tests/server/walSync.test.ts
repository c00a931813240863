// The WAL flushed off the server's thread (issue 34 §6, db/sql/sqlite.ts and db/connection.ts): a commit is
// answered only once its WAL is on disk, and while the flush runs nothing else uses the connection (no
// read sees a commit that is not on disk yet); a failed flush fails the write and frees the connection.
import Database from 'better-sqlite3';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, walSyncer } from '../../demo/server/db/connection.ts';
import { SqliteDb } from '../../demo/server/db/sql/sqlite.ts';
import { tempDir } from './helpers.ts';

/** A SqliteDb whose WAL flush the test ends by hand: `flushes` counts them, `finish()` ends the oldest. */
function manual() {
  const raw = new Database(':memory:');
  raw.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
  const pending: { ok(): void; fail(e: Error): void }[] = [];
  let flushes = 0;
  const db = new SqliteDb(raw, undefined, () => new Promise<void>((ok, fail) => { flushes++; pending.push({ ok, fail }); }));
  const tick = () => new Promise((r) => setTimeout(r, 5));
  return {
    db, tick, flushes: () => flushes,
    finish: () => pending.shift()!.ok(),
    failFlush: (e: Error) => pending.shift()!.fail(e),
  };
}

const track = <T>(p: Promise<T>) => {
  const s = { done: false, value: undefined as T | undefined };
  void p.then((v) => { s.done = true; s.value = v; }, () => { s.done = true; });
  return s;
};

describe('WAL flushed off the thread', () => {
  it('answers a transaction after its flush, and holds every other call until then', async () => {
    const m = manual();
    const tx = track(m.db.tx(async (t) => t.insert('INSERT INTO t (v) VALUES (?)', 'a')));
    await m.tick();
    expect(m.flushes()).toBe(1);
    expect(tx.done).toBe(false);
    const read = track(m.db.all('SELECT v FROM t'));
    const write = track(m.db.run("INSERT INTO t (v) VALUES ('b')"));
    await m.tick();
    expect(read.done).toBe(false);
    expect(write.done).toBe(false);
    m.finish();
    await m.tick();
    expect(tx.done && tx.value).toBe(1);
    expect(read.done).toBe(true);
    expect(read.value).toEqual([{ v: 'a' }]);
    // the write outside a transaction has its own flush, and is answered after it
    expect(m.flushes()).toBe(2);
    expect(write.done).toBe(false);
    m.finish();
    await m.tick();
    expect(write.done).toBe(true);
  });

  it('flushes after a write outside a transaction (run, insert, batch, exec), never after a read', async () => {
    const m = manual();
    const steps: (() => Promise<unknown>)[] = [
      () => m.db.run("INSERT INTO t (v) VALUES ('a')"),
      () => m.db.insert("INSERT INTO t (v) VALUES ('b')"),
      () => m.db.batch({ sql: 'SELECT COUNT(*) AS n FROM t', args: [] }, [{ sql: "INSERT INTO t (v) VALUES ('c')", args: [] }]),
      () => m.db.exec("INSERT INTO t (v) VALUES ('d')"),
    ];
    for (const [i, step] of steps.entries()) {
      const s = track(step());
      await m.tick();
      expect(m.flushes()).toBe(i + 1);
      expect(s.done).toBe(false);
      m.finish();
      await m.tick();
      expect(s.done).toBe(true);
    }
    await m.db.get('SELECT 1');
    await m.db.batch({ sql: 'SELECT COUNT(*) AS n FROM t', args: [] }, []);
    expect(m.flushes()).toBe(4);
    // a transaction's own calls join it: one flush at its end
    const tx = track(m.db.tx(async (t) => { await t.run("INSERT INTO t (v) VALUES ('e')"); await t.exec("INSERT INTO t (v) VALUES ('f')"); }));
    await m.tick();
    expect(m.flushes()).toBe(5);
    m.finish();
    await m.tick();
    expect(tx.done).toBe(true);
  });

  it('fails the write whose flush failed and frees the connection', async () => {
    const m = manual();
    const tx = m.db.tx(async (t) => t.run("INSERT INTO t (v) VALUES ('a')"));
    const outcome = tx.then(() => 'ok', (e: Error) => e.message);
    await m.tick();
    m.failFlush(new Error('EIO'));
    expect(await outcome).toBe('EIO');
    expect(await m.db.get('SELECT COUNT(*) AS n FROM t')).toEqual({ n: 1 });
  });
});

describe('the server\'s SQLite connection', () => {
  const dirs: string[] = [];
  afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

  it('runs synchronous=NORMAL with the WAL flushed by the connection when FULL is asked, SQLite\'s own otherwise', async () => {
    for (const [mode, expected] of [['FULL', 1], ['NORMAL', 1]] as const) {
      const dir = tempDir('hos-walsync-');
      dirs.push(dir);
      const db = openDatabase(dir, { synchronous: mode });
      expect(db.raw.pragma('synchronous', { simple: true })).toBe(expected);
      await db.tx(async (t) => { await t.run("INSERT INTO meta (key, value) VALUES ('wal-test', ?)", mode); });
      await db.close();
      const again = new Database(join(dir, 'hos.sqlite'), { readonly: true });
      expect(again.prepare("SELECT value FROM meta WHERE key = 'wal-test'").get()).toEqual({ value: mode });
      again.close();
    }
  });

  it('flushes the WAL file there is now, reopened when it was replaced', async () => {
    const dir = tempDir('hos-walsync-');
    dirs.push(dir);
    const file = join(dir, 'x-wal');
    writeFileSync(file, 'one');
    const w = walSyncer(file);
    await w.sync();
    renameSync(file, file + '.old');
    writeFileSync(file, 'two');
    await w.sync();
    rmSync(file);
    await expect(w.sync()).rejects.toThrow(/ENOENT/);
    w.close();
  });
});
