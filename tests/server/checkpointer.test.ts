// The WAL checkpointer (db/checkpointer.mjs): checkpoints leave the server's thread. The server's connection
// no longer checkpoints inside its commits, a worker copies the WAL into the database file, and closing
// ends the worker and leaves no WAL behind.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../demo/server/db/connection.ts';
import { tempDir } from './helpers.ts';

const until = async (what: string, ok: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('SQLite checkpoints in a worker thread', () => {
  it('the server connection does not checkpoint; the worker copies the WAL into the file; close leaves no WAL', async () => {
    const dir = tempDir();
    const file = join(dir, 'hos.sqlite');
    const db = openDatabase(dir);
    await until('the worker runs and the server connection stops checkpointing', () => db.raw.pragma('wal_autocheckpoint', { simple: true }) === 0);
    db.raw.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, body TEXT)');
    const before = statSync(file).size;
    const insert = db.raw.prepare('INSERT INTO filler (body) VALUES (?)');
    // about 2000 pages, in commits of their own like a server's requests
    for (let i = 0; i < 400; i++) db.raw.transaction(() => { for (let j = 0; j < 5; j++) insert.run('x'.repeat(4000)); })();
    await until('the worker copied the WAL into the database file', () => statSync(file).size > before + 4_000_000);
    expect(db.raw.prepare('SELECT count(*) AS n FROM filler').get()).toEqual({ n: 2000 });
    await db.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
  });
});
