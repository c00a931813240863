// Group commit. With synchronous=FULL every commit waits for the disk (an fsync of the WAL, about a
// millisecond or more here), and better-sqlite3 waits on the event loop: under 200 concurrent
// submissions those waits were the largest share of the time. Writes that arrive in the same turn of the
// event loop therefore share one transaction and one fsync. Each write keeps its own savepoint, so a
// refused one leaves nothing behind and does not disturb the others; every caller is answered only after
// the shared commit, so an acknowledged write is on disk.
import type { Db } from '../connection.ts';

interface Pending<Req, Res> { req: Req; resolve(v: Res): void; reject(e: unknown): void }

/**
 * How long a write waits for company. Measured with `npm run load-test`: flushing at the next turn of the
 * loop (setImmediate) left writes mixed with list queries in batches of one, each paying its own fsync;
 * a 2 ms window gathers them (a burst of 200 submissions mixed with 200 lists went from ~190 commits to
 * ~55), at the price of 2 ms on a lone write.
 */
const COMMIT_WINDOW_MS = 2;

/** A function that runs `run(req)` in the next group commit and resolves after that commit. */
export function groupCommitter<Req, Res>(db: Db, run: (req: Req) => Res, maxBatch = 100): (req: Req) => Promise<Res> {
  let queue: Pending<Req, Res>[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(maxBatch);
    if (queue.length) schedule();
    const outcomes: ({ ok: true; value: Res } | { ok: false; error: unknown })[] = [];
    try {
      db.transaction(() => {
        for (const item of batch) {
          try {
            // nested: better-sqlite3 makes it a savepoint, rolled back alone when it throws
            outcomes.push({ ok: true, value: db.transaction(() => run(item.req))() });
          } catch (error) {
            // an I/O or disk-full error may have rolled back the whole transaction: then nothing of the
            // batch is stored, and the rest must not run outside it (it would commit on its own)
            if (!db.inTransaction) throw error;
            outcomes.push({ ok: false, error });
          }
        }
      })();
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
    setTimeout(flush, COMMIT_WINDOW_MS);
  }

  return (req: Req) => new Promise<Res>((resolve, reject) => {
    queue.push({ req, resolve, reject });
    schedule();
  });
}
