// The server's worker-thread pools (report PDFs: report/pdfPool.ts; XLSX exports: xlsx/xlsxPool.ts; the SQLite
// reads of reports and exports: db/sql/readerDb.ts; issue 33 §8, issue 34 §3): a few threads started as work
// comes, a bounded queue, and past it a "busy" refusal (answered 503 with Retry-After) rather than every
// request of the hospital waiting. What a job says to its thread is the job's own business (`run`); the pool
// starts threads, hands each job a free one once it is ready, routes the thread's messages of that job to it,
// and fails the job of a thread that dies.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface ThreadPoolOptions {
  /** threads (default: half the cores, at least 1, at most 4) */
  size?: number;
  /** jobs that may wait for a thread (default 8) */
  maxQueue?: number;
}

/** One job on its thread: `start` once the thread is ready, its messages, its failure (the thread died). */
export interface JobRun<M> {
  start(): void;
  onMessage(m: M): void;
  fail(e: unknown): void;
}

export interface ThreadPoolSpec<J extends { reject(e: unknown): void }, M> {
  /** the thread's module; it posts `{ ready: true }` first, then messages carrying the job's `id` */
  script: URL;
  /** 'PDF', 'XLSX': in the errors */
  what: string;
  /** given to each thread as its `workerData` (the database reader: its file) */
  workerData?: unknown;
  /** the refusal when no thread is free and the queue is full */
  busy(): Error;
  /** the job on `worker` as conversation `id`; `done()` when it has ended (the thread takes the next) */
  run(worker: Worker, id: number, job: J, done: () => void): JobRun<M>;
}

export interface ThreadPool<J> {
  /** queues the job (it settles itself through its run); throws the busy refusal when full */
  submit(job: J): void;
  /** no thread free and the queue full: a job asked now would be refused (checked before its data is read) */
  full(): boolean;
  /** threads running, jobs running, jobs waiting */
  stats(): { threads: number; busy: number; queued: number };
  close(): Promise<void>;
}

interface Thread<M> { worker: Worker; ready: Promise<void>; job: { id: number; run: JobRun<M> } | null }

export function createThreadPool<J extends { reject(e: unknown): void }, M extends { id?: number; ready?: boolean }>(
  spec: ThreadPoolSpec<J, M>, opts: ThreadPoolOptions = {},
): ThreadPool<J> {
  const size = opts.size ?? Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));
  const maxQueue = opts.maxQueue ?? 8;
  const threads: Thread<M>[] = [];
  const queue: J[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Thread<M> {
    const worker = new Worker(spec.script, { workerData: spec.workerData });
    worker.unref();
    const t: Thread<M> = { worker, job: null, ready: Promise.resolve() };
    t.ready = new Promise<void>((ok, fail) => {
      const first = (m: M) => { if (m.ready) { worker.off('message', first); ok(); } };
      worker.on('message', first);
      worker.once('error', fail);
    });
    worker.on('message', (m: M) => { if (m.id !== undefined && t.job?.id === m.id) t.job.run.onMessage(m); });
    // a thread that dies fails its job and leaves the pool; the next job starts a new one
    const die = (e: unknown) => {
      const i = threads.indexOf(t);
      if (i >= 0) threads.splice(i, 1);
      const job = t.job;
      t.job = null;
      job?.run.fail(e instanceof Error ? e : new Error(`the ${spec.what} thread stopped`));
      if (!closed) pump();
    };
    worker.on('error', die);
    worker.on('exit', (code) => die(new Error(`the ${spec.what} thread exited (${code})`)));
    threads.push(t);
    return t;
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
      const thread = t;
      const id = nextId++;
      const done = () => {
        if (thread.job?.id !== id) return;
        thread.job = null;
        pump();
      };
      const run = spec.run(thread.worker, id, queue.shift()!, done);
      thread.job = { id, run };
      thread.ready.then(() => run.start(), (e: unknown) => run.fail(e));
    }
  }

  return {
    full,
    submit(job) {
      if (closed) throw new Error(`the ${spec.what} pool is closed`);
      if (full()) throw spec.busy();
      queue.push(job);
      pump();
    },
    stats: () => ({ threads: threads.length, busy: threads.filter((x) => !!x.job).length, queued: queue.length }),
    async close() {
      closed = true;
      for (const j of queue.splice(0)) j.reject(new Error(`the ${spec.what} pool is closed`));
      await Promise.all(threads.splice(0).map((t) => t.worker.terminate()));
    },
  };
}
