// Group commit (db/store/groupCommit.ts): writes arriving together share one transaction; a refused one
// leaves nothing behind and does not disturb the others; callers hear back only after the commit.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { groupCommitter } from '../../demo/server/db/store/groupCommit.ts';
import { SqliteDb } from '../../demo/server/db/sql/sqlite.ts';

function db() {
  const d = new Database(':memory:');
  d.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
  return d;
}

describe('group commit', () => {
  it('runs concurrent writes in one transaction, each in its own savepoint', async () => {
    const d = db();
    let transactions = 0;
    const sql = new SqliteDb(d);
    const commit = groupCommitter(sql, async (v: string) => {
      if (!d.inTransaction) throw new Error('outside a transaction');
      await sql.run('INSERT INTO t (v) VALUES (?)', v);
      if (v === 'bad') throw new Error('refused');
      return v.toUpperCase();
    });
    const origTx = sql.tx.bind(sql);
    sql.tx = ((fn) => { if (!d.inTransaction) transactions++; return origTx(fn); }) as typeof sql.tx;
    const results = await Promise.allSettled(['a', 'b', 'bad', 'c'].map((v) => commit(v)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['A', 'B', 'refused', 'C']);
    expect(d.prepare('SELECT v FROM t ORDER BY id').all().map((r) => (r as { v: string }).v)).toEqual(['a', 'b', 'c']);
    expect(transactions).toBe(1);
  });

  it('answers only after the commit: a caller resolved sees its row stored', async () => {
    const d = db();
    const sql = new SqliteDb(d);
    const commit = groupCommitter(sql, (v: string) => sql.insert('INSERT INTO t (v) VALUES (?)', v));
    const id = await commit('x');
    expect(d.inTransaction).toBe(false);
    expect(d.prepare('SELECT v FROM t WHERE id = ?').get(id)).toEqual({ v: 'x' });
  });

  it('a failure that ends the whole transaction fails the whole batch and runs nothing outside it', async () => {
    const d = db();
    const sql = new SqliteDb(d);
    const commit = groupCommitter(sql, async (v: string) => {
      await sql.run('INSERT INTO t (v) VALUES (?)', v);
      // what SQLite does on some I/O errors: the transaction is gone
      if (v === 'io') { d.exec('ROLLBACK'); throw new Error('disk I/O error'); }
      return v;
    });
    const results = await Promise.allSettled(['a', 'io', 'b'].map((v) => commit(v)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(d.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 0 });
  });
});
