// The WAL checkpointer of the SQLite database, in a worker thread (connection.ts starts it). SQLite's own
// automatic checkpoint runs inside the COMMIT that crosses 1000 WAL pages, on the connection that commits:
// here that is the server's only thread, so every few hundred submissions one request copied the WAL into
// the database file and fsynced it while every other request waited (20-40 ms in a burst of 200, once
// 438 ms on this machine's disk). This thread checkpoints instead, on its own connection, once the WAL
// has been quiet for `quietMs` (a burst is not slowed by the copying, which also costs CPU) and at least
// every `maxGapMs` under steady writing (the WAL stays bounded; a page written many times is copied
// once). PASSIVE: it never waits for, nor blocks, the server's reads and writes. A commit is durable in
// the WAL (synchronous FULL) whatever this thread has copied, so a kill at any moment loses nothing.
// Plain JavaScript: a worker loads its file itself, without the TypeScript loader of the server.
import { statSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, synchronous, tickMs = 100, quietMs = 300, maxGapMs = 10_000 } = workerData;
const db = new Database(file);
db.pragma(`synchronous = ${synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

/** the WAL's last change as seen (its mtime), whether frames may wait to be copied, since when quiet;
 *  only errors go to the server (connection.ts logs them) */
let seen = -1;
let dirty = true;
let quietSince = Date.now();
let lastCheckpoint = Date.now();
let timer;

const walChanged = () => {
  let m = 0;
  try {
    m = statSync(`${file}-wal`).mtimeMs;
  } catch {
    // no WAL (yet): nothing to copy
  }
  if (m === seen) return false;
  seen = m;
  return true;
};

const tick = () => {
  const now = Date.now();
  if (walChanged()) {
    dirty = true;
    quietSince = now;
  }
  if (dirty && (now - quietSince >= quietMs || now - lastCheckpoint >= maxGapMs)) {
    try {
      const [r] = checkpoint.all();
      lastCheckpoint = now;
      // everything copied: nothing waits until the WAL changes again
      dirty = r.checkpointed < r.log;
    } catch (e) {
      // SQLITE_BUSY: another checkpoint (the closing server's) is running; the next tick tries again
      if (e?.code !== 'SQLITE_BUSY') parentPort.postMessage({ error: String(e?.message ?? e) });
    }
  }
  timer = setTimeout(tick, tickMs);
};
timer = setTimeout(tick, tickMs);

parentPort.on('message', (m) => {
  if (m === 'stop') {
    clearTimeout(timer);
    db.close();
    parentPort.close();
  }
});
