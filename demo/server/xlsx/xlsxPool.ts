// XLSX files are written in worker threads (issue 34 §3: five exports of 20,000 rows at once kept the
// server's only thread busy for 40 s, a light request waiting up to 30 s). The rows are still read on the
// server's thread (the store and the caller's scope live there), a few hundred at a time as the thread asks
// for them; the thread turns them into the sheet and the zip (ExcelJS, most of the cost) and hands the
// bytes back, one chunk at a time as the socket takes them, so memory stays bounded as before. Like the PDF
// threads (report/pdfPool.ts): a small pool started on the first export, a bounded queue, and past it
// XlsxBusy (answered 503 with Retry-After) rather than every request of the hospital waiting.
import type { Writable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import { createThreadPool, type JobRun, type ThreadPoolOptions } from '../workers/threadPool.ts';
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

export interface XlsxPoolOptions extends ThreadPoolOptions {
  /** the seconds a refused caller is told to wait (default 5) */
  retryAfterS?: number;
}

/** Rows sent to the thread per message: a few milliseconds of reading on the server's thread. */
export const ROWS_PER_MESSAGE = 200;

interface Job { out: Writable; sheets: XlsxSheet[]; resolve(): void; reject(e: unknown): void }
/** what a thread says: it is ready, it wants rows of a sheet, a chunk of the file, the file's end, an error */
interface WorkerMessage { id?: number; ready?: boolean; need?: number; chunk?: Uint8Array; end?: boolean; error?: string }

/** One export on its thread: answers the thread's requests for rows, passes its chunks on to `out`. */
function exportRun(worker: Worker, id: number, job: Job, done: () => void): JobRun<WorkerMessage> {
  const iterators = job.sheets.map((s) => (Symbol.asyncIterator in s.rows
    ? (s.rows as AsyncIterable<XlsxRow>)[Symbol.asyncIterator]()
    : (s.rows as Iterable<XlsxRow>)[Symbol.iterator]()));
  let settled = false;
  const finish = (e?: unknown) => {
    if (settled) return;
    settled = true;
    done();
    if (e) job.reject(e); else job.resolve();
  };
  // a client gone mid-download: the thread is told to stop (it answers `end`) and the rows stop being read
  job.out.on('error', () => undefined);
  const cancel = () => { if (!settled) worker.postMessage({ id, cancel: true }); };
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
  return {
    start: () => worker.postMessage({ id, sheets: job.sheets.map(({ rows: _rows, ...meta }) => meta) }),
    fail: finish,
    onMessage(m) {
      if (m.error !== undefined) { finish(new Error(m.error)); return; }
      if (m.end) { if (!job.out.destroyed) job.out.end(); finish(); return; }
      if (m.need !== undefined) {
        rowsOf(m.need).then(
          ({ rows, last }) => { if (!settled) worker.postMessage({ id, sheet: m.need, rows, last }); },
          (e: unknown) => { cancel(); finish(e); },
        );
      } else if (m.chunk) {
        const ok = job.out.destroyed || job.out.write(Buffer.from(m.chunk.buffer, m.chunk.byteOffset, m.chunk.byteLength));
        const ack = () => { if (!settled) worker.postMessage({ id, ack: true }); };
        if (ok) ack();
        else {
          const go = () => { job.out.off('drain', go); job.out.off('close', go); ack(); };
          job.out.on('drain', go);
          job.out.on('close', go);
        }
      }
    },
  };
}

export function createXlsxPool(opts: XlsxPoolOptions = {}): XlsxPool {
  const retryAfterS = opts.retryAfterS ?? XlsxBusy.DEFAULT_RETRY_S;
  const pool = createThreadPool<Job, WorkerMessage>({
    script: new URL('./xlsxWorker.mjs', import.meta.url), what: 'XLSX', busy: () => new XlsxBusy(retryAfterS), run: exportRun,
  }, opts);
  return {
    full: pool.full,
    write: (out, sheets) => new Promise<void>((resolve, reject) => pool.submit({ out, sheets, resolve, reject })),
    stats: pool.stats,
    close: pool.close,
  };
}
