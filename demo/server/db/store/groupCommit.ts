// Group commit (SQLite). With synchronous=FULL every commit waits for the disk (an fsync of the WAL,
// several milliseconds here), and better-sqlite3 waits on the event loop: under 200 concurrent
// submissions those waits were the largest share of the time. Writes that arrive close together
// therefore share one transaction and one fsync. Each write keeps its own savepoint, so a refused one
// leaves nothing behind and does not disturb the others; every caller is answered only after the shared
// commit, so an acknowledged write is on disk. (PostgreSQL commits concurrent transactions from its own
// connections and groups their WAL flushes itself: there each write is its own transaction.)
import type { SqliteDb } from '../sql/sqlite.ts';

interface Pending<Req, Res> { req: Req; resolve(v: Res): void; reject(e: unknown): void; at: number }

/**
 * When to commit (measured with `npm run load-test`): once no write has come in for QUIET_MS, or the
 * batch is full, or its first write has waited MAX_WAIT_MS. A lone write so waits about 2 ms; a burst
 * (also one mixed with list queries) fills batches instead of committing one to five writes at a time,
 * each paying a 3-10 ms fsync while the requests behind it wait to be read.
 */
const QUIET_MS = 2;
const MAX_WAIT_MS = 15;

/** A function that runs `run(req)` in the next group commit and resolves after that commit. */
export function groupCommitter<Req, Res>(db: SqliteDb, run: (req: Req) => Promise<Res>, maxBatch = 100): (req: Req) => Promise<Res> {
  let queue: Pending<Req, Res>[] = [];
  let scheduled = false;

  const check = () => {
    scheduled = false;
    if (!queue.length) return;
    const now = performance.now();
    const quiet = now - queue[queue.length - 1].at >= QUIET_MS;
    if (!quiet && queue.length < maxBatch && now - queue[0].at < MAX_WAIT_MS) { schedule(); return; }
    void flush();
  };

  const flush = async () => {
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(maxBatch);
    if (queue.length) schedule();
    const outcomes: ({ ok: true; value: Res } | { ok: false; error: unknown })[] = [];
    try {
      await db.tx(async () => {
        for (const item of batch) {
          try {
            // nested: a savepoint, rolled back alone when it throws
            outcomes.push({ ok: true, value: await db.tx(() => run(item.req)) });
          } catch (error) {
            // an I/O or disk-full error may have rolled back the whole transaction: then nothing of the
            // batch is stored, and the rest must not run outside it (it would commit on its own)
            if (!db.inTransaction) throw error;
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // the commit itself failed (disk full, I/O error): nothing of the batch is stored
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const o = outcomes[i];
      if (o.ok) item.resolve(o.value);
      else item.reject(o.error);
    });
  };

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setTimeout(check, 1);
  }

  return (req: Req) => new Promise<Res>((resolve, reject) => {
    queue.push({ req, resolve, reject, at: performance.now() });
    schedule();
  });
}
