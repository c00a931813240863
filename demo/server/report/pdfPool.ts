// Monthly-report PDFs are drawn in worker threads (issue 33 §8: one PDF drawn on the server's only thread
// stalled every other request for 1-3 s, twenty at once for 22-27 s). A small pool of threads, started on
// the first PDF; jobs wait in a bounded queue; when it is full the caller is told to come back later
// (PdfBusy, answered 503 with Retry-After) instead of every request of the hospital waiting.
import { createThreadPool, type ThreadPoolOptions } from '../workers/threadPool.ts';
import type { PdfJob } from './pdfJob.ts';

export class PdfBusy extends Error {
  static readonly DEFAULT_RETRY_S = 5;
  constructor(readonly retryAfterS: number) { super('the PDF threads are busy'); }
}

export interface PdfPool {
  draw(job: PdfJob): Promise<Buffer>;
  /** no thread free and the queue full: a PDF asked now would be refused (checked before its data is read) */
  full(): boolean;
  /** threads running, jobs drawing, jobs waiting */
  stats(): { threads: number; busy: number; queued: number };
  close(): Promise<void>;
}

interface Pending { job: PdfJob; resolve(b: Buffer): void; reject(e: unknown): void }
interface PdfMessage { id?: number; ready?: boolean; pdf?: Uint8Array; error?: string }

export interface PdfPoolOptions extends ThreadPoolOptions {
  /** the seconds a refused caller is told to wait (default 5) */
  retryAfterS?: number;
}

export function createPdfPool(opts: PdfPoolOptions = {}): PdfPool {
  const retryAfterS = opts.retryAfterS ?? PdfBusy.DEFAULT_RETRY_S;
  const pool = createThreadPool<Pending, PdfMessage>({
    script: new URL('./pdfWorker.mjs', import.meta.url),
    what: 'PDF',
    busy: () => new PdfBusy(retryAfterS),
    // one message each way: the job, then its PDF or its error
    run: (worker, id, p, done) => ({
      start: () => worker.postMessage({ id, job: p.job }),
      onMessage(m) {
        done();
        if (m.pdf) p.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
        else p.reject(new Error(m.error ?? 'the PDF thread failed'));
      },
      fail(e) { done(); p.reject(e); },
    }),
  }, opts);
  return {
    full: pool.full,
    draw: (job) => new Promise<Buffer>((resolve, reject) => pool.submit({ job, resolve, reject })),
    stats: pool.stats,
    close: pool.close,
  };
}
