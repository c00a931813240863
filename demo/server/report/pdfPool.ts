// Monthly-report PDFs are drawn in worker threads (issue 33 §8: one PDF drawn on the server's only thread
// stalled every other request for 1-3 s, twenty at once for 22-27 s). A small pool of threads, started on
// the first PDF; jobs wait in a bounded queue; when it is full the caller is told to come back later
// (PdfBusy, answered 503 with Retry-After) instead of every request of the hospital waiting.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
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
interface Thread { worker: Worker; ready: Promise<void>; current: { id: number; p: Pending } | null }

export interface PdfPoolOptions {
  /** threads (default: half the cores, at least 1, at most 4) */
  size?: number;
  /** jobs that may wait for a thread (default 8) */
  maxQueue?: number;
  /** the seconds a refused caller is told to wait (default 5) */
  retryAfterS?: number;
}

export function createPdfPool(opts: PdfPoolOptions = {}): PdfPool {
  const size = opts.size ?? Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));
  const maxQueue = opts.maxQueue ?? 8;
  const retryAfterS = opts.retryAfterS ?? PdfBusy.DEFAULT_RETRY_S;
  const threads: Thread[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Thread {
    const worker = new Worker(new URL('./pdfWorker.mjs', import.meta.url));
    worker.unref();
    const t: Thread = { worker, current: null, ready: Promise.resolve() };
    t.ready = new Promise<void>((ok, fail) => {
      const first = (m: { ready?: boolean }) => { if (m.ready) { worker.off('message', first); ok(); } };
      worker.on('message', first);
      worker.once('error', fail);
    });
    worker.on('message', (m: { id?: number; pdf?: Uint8Array; error?: string }) => {
      if (m.id === undefined || !t.current || t.current.id !== m.id) return;
      const { p } = t.current;
      t.current = null;
      if (m.pdf) p.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      else p.reject(new Error(m.error ?? 'the PDF thread failed'));
      pump();
    });
    // a thread that dies fails its job and leaves the pool; the next job starts a new one
    const die = (e: unknown) => {
      const i = threads.indexOf(t);
      if (i >= 0) threads.splice(i, 1);
      t.current?.p.reject(e instanceof Error ? e : new Error('the PDF thread stopped'));
      t.current = null;
      if (!closed) pump();
    };
    worker.on('error', die);
    worker.on('exit', (code) => die(new Error(`the PDF thread exited (${code})`)));
    threads.push(t);
    return t;
  }

  function full(): boolean {
    const idle = threads.some((x) => !x.current) || threads.length < size;
    return !idle && queue.length >= maxQueue;
  }

  function pump(): void {
    while (queue.length && !closed) {
      let t = threads.find((x) => !x.current);
      if (!t && threads.length < size) t = start();
      if (!t) return;
      const p = queue.shift()!;
      const id = nextId++;
      t.current = { id, p };
      const thread = t;
      t.ready.then(() => thread.worker.postMessage({ id, job: p.job }), (e: unknown) => { thread.current = null; p.reject(e); });
    }
  }

  return {
    full,
    draw(job) {
      if (closed) return Promise.reject(new Error('the PDF pool is closed'));
      if (full()) return Promise.reject(new PdfBusy(retryAfterS));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    stats: () => ({ threads: threads.length, busy: threads.filter((x) => !!x.current).length, queued: queue.length }),
    async close() {
      closed = true;
      for (const p of queue.splice(0)) p.reject(new Error('the PDF pool is closed'));
      await Promise.all(threads.splice(0).map((t) => t.worker.terminate()));
    },
  };
}
