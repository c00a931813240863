// The reads of reports and exports on SQLite, in a worker thread with its own read-only connection
// (db/reader.mjs, issue 34 §3): the 12-month report's queries took 0.3-0.5 s each and an export's batches
// 15 ms each on the server's only thread, holding every other request. A SqlDb that only reads: `get` and
// `all` go to the thread (one small pool, threadPool.ts), anything else is refused. PostgreSQL needs none
// of this: its queries already leave the thread while the server waits for them.
//
// What the thread sees: each statement reads the commits made before it began. A commit is visible there
// from its COMMIT on, while the server's connection still holds it for the WAL's flush (sqlite.ts): a report
// read in those few milliseconds may count a record whose flush a power cut would stop.
import type { Worker } from 'node:worker_threads';
import { createThreadPool, type ThreadPool } from '../../workers/threadPool.ts';
import type { RunResult, SqlDb, Stmt } from './types.ts';

/** The reading threads are all busy and the queue is full (answered 503 with Retry-After, as the PDF threads). */
export class ReaderBusy extends Error {
  static readonly DEFAULT_RETRY_S = 5;
  constructor(readonly retryAfterS: number) { super('the database readers are busy'); }
}

interface Query { sql: string; args: unknown[]; first: boolean; resolve(rows: unknown[]): void; reject(e: unknown): void }
interface ReaderMessage { id?: number; ready?: boolean; rows?: unknown[]; error?: string; code?: string }

/** An error of the thread's SQLite as the server's connection would throw it (message and code). */
class ReaderError extends Error {
  constructor(message: string, readonly code?: string) { super(message); }
}

export class ReaderDb implements SqlDb {
  readonly dialect = 'sqlite' as const;
  private readonly pool: ThreadPool<Query>;

  /** `file`: the database; `size` threads (default 1), `maxQueue` queries waiting for one (default 64) */
  constructor(file: string, opts: { size?: number; maxQueue?: number } = {}) {
    this.pool = createThreadPool<Query, ReaderMessage>({
      script: new URL('../reader.mjs', import.meta.url),
      what: 'database reader',
      busy: () => new ReaderBusy(ReaderBusy.DEFAULT_RETRY_S),
      run: (worker: Worker, id, q, done) => ({
        start: () => worker.postMessage({ id, sql: q.sql, args: q.args, first: q.first }),
        onMessage(m) {
          done();
          if (m.rows) q.resolve(m.rows);
          else q.reject(new ReaderError(m.error ?? 'the database reader failed', m.code));
        },
        fail(e) { done(); q.reject(e); },
      }),
      workerData: { file },
    }, { size: opts.size ?? 1, maxQueue: opts.maxQueue ?? 64 });
  }

  private query(sql: string, args: unknown[], first: boolean): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      try {
        this.pool.submit({ sql, args, first, resolve, reject });
      } catch (e) {
        reject(e);
      }
    });
  }

  async get<T = unknown>(sql: string, ...args: unknown[]): Promise<T | undefined> {
    return (await this.query(sql, args, true))[0] as T | undefined;
  }

  async all<T = unknown>(sql: string, ...args: unknown[]): Promise<T[]> {
    return await this.query(sql, args, false) as T[];
  }

  private refuse(): never {
    throw new Error('the database reader only reads');
  }

  async run(_sql: string, ..._args: unknown[]): Promise<RunResult> { return this.refuse(); }
  async insert(_sql: string, ..._args: unknown[]): Promise<number> { return this.refuse(); }
  async batch<T = unknown>(_main: Stmt, _others: Stmt[]): Promise<T[]> { return this.refuse(); }
  async exec(_sql: string): Promise<void> { return this.refuse(); }
  async tx<T>(_fn: (t: SqlDb) => Promise<T>): Promise<T> { return this.refuse(); }

  /** threads running, queries running, queries waiting */
  stats(): { threads: number; busy: number; queued: number } {
    return this.pool.stats();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
