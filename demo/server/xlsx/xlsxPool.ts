// XLSX files are written in worker threads (issue 34 §3: five exports of 20,000 rows at once kept the
// server's only thread busy for 40 s, a light request waiting up to 30 s). The rows are still read on the
// server's thread (the store and the caller's scope live there), a few hundred at a time as the thread asks
// for them; the thread turns them into the sheet and the zip (ExcelJS, most of the cost) and hands the
// bytes back, one chunk at a time as the socket takes them, so memory stays bounded as before. Like the PDF
// threads (report/pdfPool.ts): a small pool started on the first export, a bounded queue, and past it
// XlsxBusy (answered 503 with Retry-After) rather than every request of the hospital waiting.
import { availableParallelism } from 'node:os';
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { XlsxRow, XlsxSheet } from './writer.ts';

export class XlsxBusy extends Error {
  static readonly DEFAULT_RETRY_S = 5;
  constructor(readonly retryAfterS: number) { super('the XLSX threads are busy'); }
}

export interface XlsxPool {
  /** Writes the workbook to `out` in a thread and ends it; XlsxBusy when no thread is free and the queue is full. */
  write(out: Writable, sheets: XlsxSheet[]): Promise<void>;
  /** no thread free and the queue full: an export asked now would be refused */
  full(): boolean;
  /** threads running, exports being written, exports waiting */
  stats(): { threads: number; busy: number; queued: number };
  close(): Promise<void>;
}

export interface XlsxPoolOptions {
  /** threads (default: half the cores, at least 1, at most 4) */
  size?: number;
  /** exports that may wait for a thread (default 8) */
  maxQueue?: number;
  /** the seconds a refused caller is told to wait (default 5) */
  retryAfterS?: number;
}

/** Rows sent to the thread per message: a few milliseconds of reading on the server's thread. */
export const ROWS_PER_MESSAGE = 200;

interface Job { out: Writable; sheets: XlsxSheet[]; resolve(): void; reject(e: unknown): void }
interface Thread { worker: Worker; ready: Promise<void>; job: { id: number; onMessage(m: WorkerMessage): void; fail(e: unknown): void } | null }
/** what a thread says: it wants rows of a sheet, a chunk of the file, the file's end, an error */
interface WorkerMessage { id?: number; ready?: boolean; need?: number; chunk?: Uint8Array; end?: boolean; error?: string }

export function createXlsxPool(opts: XlsxPoolOptions = {}): XlsxPool {
  const size = opts.size ?? Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));
  const maxQueue = opts.maxQueue ?? 8;
  const retryAfterS = opts.retryAfterS ?? XlsxBusy.DEFAULT_RETRY_S;
  const threads: Thread[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Thread {
    const worker = new Worker(new URL('./xlsxWorker.mjs', import.meta.url));
    worker.unref();
    const t: Thread = { worker, job: null, ready: Promise.resolve() };
    t.ready = new Promise<void>((ok, fail) => {
      const first = (m: WorkerMessage) => { if (m.ready) { worker.off('message', first); ok(); } };
      worker.on('message', first);
      worker.once('error', fail);
    });
    worker.on('message', (m: WorkerMessage) => { if (m.id !== undefined && t.job?.id === m.id) t.job.onMessage(m); });
    // a thread that dies fails its export and leaves the pool; the next export starts a new one
    const die = (e: unknown) => {
      const i = threads.indexOf(t);
      if (i >= 0) threads.splice(i, 1);
      t.job?.fail(e instanceof Error ? e : new Error('the XLSX thread stopped'));
      t.job = null;
      if (!closed) pump();
    };
    worker.on('error', die);
    worker.on('exit', (code) => die(new Error(`the XLSX thread exited (${code})`)));
    threads.push(t);
    return t;
  }

  /** Runs one export on a thread: answers its requests for rows, passes its chunks on to `out`. */
  function run(t: Thread, job: Job): void {
    const id = nextId++;
    const iterators = job.sheets.map((s) => (Symbol.asyncIterator in s.rows
      ? (s.rows as AsyncIterable<XlsxRow>)[Symbol.asyncIterator]()
      : (s.rows as Iterable<XlsxRow>)[Symbol.iterator]()));
    let settled = false;
    const finish = (e?: unknown) => {
      if (settled) return;
      settled = true;
      t.job = null;
      if (e) job.reject(e); else job.resolve();
      pump();
    };
    // a client gone mid-download: the thread is told to stop (it answers `end`) and the rows stop being read
    job.out.on('error', () => undefined);
    const cancel = () => { if (!settled) t.worker.postMessage({ id, cancel: true }); };
    job.out.once('close', cancel);
    const rowsOf = async (sheet: number) => {
      const rows: XlsxRow[] = [];
      const it = iterators[sheet];
      while (rows.length < ROWS_PER_MESSAGE) {
        const r = await it.next();
        if (r.done) return { rows, last: true };
        rows.push(r.value);
      }
      return { rows, last: false };
    };
    t.job = {
      id,
      fail: finish,
      onMessage(m) {
        if (m.error !== undefined) { finish(new Error(m.error)); return; }
        if (m.end) { if (!job.out.destroyed) job.out.end(); finish(); return; }
        if (m.need !== undefined) {
          rowsOf(m.need).then(
            ({ rows, last }) => { if (!settled) t.worker.postMessage({ id, sheet: m.need, rows, last }); },
            (e: unknown) => { cancel(); finish(e); },
          );
        } else if (m.chunk) {
          const ok = job.out.destroyed || job.out.write(Buffer.from(m.chunk.buffer, m.chunk.byteOffset, m.chunk.byteLength));
          const ack = () => { if (!settled) t.worker.postMessage({ id, ack: true }); };
          if (ok) ack();
          else {
            const go = () => { job.out.off('drain', go); job.out.off('close', go); ack(); };
            job.out.on('drain', go);
            job.out.on('close', go);
          }
        }
      },
    };
    t.ready.then(
      () => t.worker.postMessage({ id, sheets: job.sheets.map(({ rows: _rows, ...meta }) => meta) }),
      (e: unknown) => finish(e),
    );
  }

  function full(): boolean {
    const idle = threads.some((x) => !x.job) || threads.length < size;
    return !idle && queue.length >= maxQueue;
  }

  function pump(): void {
    while (queue.length && !closed) {
      let t = threads.find((x) => !x.job);
      if (!t && threads.length < size) t = start();
      if (!t) return;
      run(t, queue.shift()!);
    }
  }

  return {
    full,
    write(out, sheets) {
      if (closed) return Promise.reject(new Error('the XLSX pool is closed'));
      if (full()) return Promise.reject(new XlsxBusy(retryAfterS));
      return new Promise<void>((resolve, reject) => {
        queue.push({ out, sheets, resolve, reject });
        pump();
      });
    },
    stats: () => ({ threads: threads.length, busy: threads.filter((x) => !!x.job).length, queued: queue.length }),
    async close() {
      closed = true;
      for (const j of queue.splice(0)) j.reject(new Error('the XLSX pool is closed'));
      await Promise.all(threads.splice(0).map((t) => t.worker.terminate()));
    },
  };
}
