// The database reader (issue 34 §3, db/sql/readerDb.ts and db/reader.mjs): the long reads of reports and
// exports on SQLite in a worker thread with a read-only connection of its own. It reads what the server's
// connection committed, answers as that connection would (rows, undefined, SQLite's errors), refuses to
// write, and past its queue says it is busy; lastCloseEntries (db/reads.ts) is lastCloseEntry for a batch.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../demo/server/db/connection.ts';
import { readsArea } from '../../demo/server/db/reads.ts';
import { ReaderBusy, ReaderDb } from '../../demo/server/db/sql/readerDb.ts';
import type { SqliteDb } from '../../demo/server/db/sql/sqlite.ts';
import { lastCloseEntry } from '../../demo/server/db/store/wfRecord.ts';
import { tempDir } from './helpers.ts';

describe('the database reader', () => {
  let dir: string;
  let db: SqliteDb;
  let reader: ReaderDb;
  beforeAll(() => {
    dir = tempDir('hos-reader-');
    db = openDatabase(dir);
    // timeline rows of records that need not exist here (the test's own rows, no record to hang them on)
    db.raw.pragma('foreign_keys = OFF');
    reader = new ReaderDb(join(dir, 'hos.sqlite'));
  });
  afterAll(async () => {
    await reader.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads what the server committed before the query, rows and single rows as the server\'s connection does', async () => {
    await db.tx(async (t) => { await t.run("INSERT INTO meta (key, value) VALUES ('reader-a', '1'), ('reader-b', '2')"); });
    const sql = "SELECT key, value FROM meta WHERE key LIKE 'reader-%' ORDER BY key";
    expect(await reader.all(sql)).toEqual(await db.all(sql));
    expect(await reader.get("SELECT value FROM meta WHERE key = ?", 'reader-b')).toEqual({ value: '2' });
    expect(await reader.get("SELECT value FROM meta WHERE key = ?", 'none')).toBeUndefined();
    await db.run("UPDATE meta SET value = '3' WHERE key = 'reader-b'");
    expect(await reader.get("SELECT value FROM meta WHERE key = 'reader-b'")).toEqual({ value: '3' });
  });

  it('fails a bad statement with SQLite\'s message and code, and goes on', async () => {
    await expect(reader.all('SELECT nope FROM meta')).rejects.toMatchObject({ message: expect.stringMatching(/no such column/), code: 'SQLITE_ERROR' });
    expect(await reader.get('SELECT 1 AS one')).toEqual({ one: 1 });
  });

  it('never writes', async () => {
    await expect(reader.run("DELETE FROM meta")).rejects.toThrow(/only reads/);
    await expect(reader.tx(async () => undefined)).rejects.toThrow(/only reads/);
    // nor does a write slipped in as a read: the connection is read-only
    await expect(reader.all("DELETE FROM meta WHERE key = 'reader-a' RETURNING key")).rejects.toMatchObject({ code: 'SQLITE_READONLY' });
    expect(await db.get("SELECT value FROM meta WHERE key = 'reader-a'")).toEqual({ value: '1' });
  });

  it('says it is busy past its queue', async () => {
    const small = new ReaderDb(join(dir, 'hos.sqlite'), { size: 1, maxQueue: 1 });
    try {
      const slow = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000) SELECT COUNT(*) AS c FROM n';
      const outcomes = await Promise.allSettled([small.get(slow), small.get(slow), small.get(slow)]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      const refused = (outcomes[2] as PromiseRejectedResult).reason as ReaderBusy;
      expect(refused).toBeInstanceOf(ReaderBusy);
      expect(refused.retryAfterS).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it('lastCloseEntries gives each record\'s last close entry, as lastCloseEntry does one by one', async () => {
    const ins = 'INSERT INTO record_timeline (record_id, action, actor_name, comment, created_at) VALUES (?, ?, ?, ?, ?)';
    await db.tx(async (t) => {
      await t.run(ins, 901, 'close', 'A', 'first', 1000);
      await t.run(ins, 901, 'reopen', 'B', '', 2000);
      await t.run(ins, 901, 'close', 'C', 'second', 3000);
      await t.run(ins, 902, 'submit', 'D', '', 1000);
      await t.run(ins, 903, 'close', 'E', 'only', 4000);
    });
    const got = await readsArea(reader).lastCloseEntries([901, 902, 903, 904]);
    for (const id of [901, 902, 903, 904]) expect(got.get(id)).toEqual(await lastCloseEntry(db, id));
    expect(got.get(901)?.comment).toBe('second');
    expect(await readsArea(reader).lastCloseEntries([])).toEqual(new Map());
  });
});
