// Reports are read and counted on the server's thread (issue 34 §3): on SQLite every query of a report
// answers at once, so twenty reports asked together ran their awaits back to back and kept every other
// request waiting for 11 s. One report at a time, each giving the thread back between its queries
// (routes/reports.ts loadReport); the others wait in a bounded queue, and past it the caller is told
// to come back later (ReportBusy, answered 503 with Retry-After) like the PDF and XLSX threads.
export class ReportBusy extends Error {
  static readonly DEFAULT_RETRY_S = 5;
  constructor(readonly retryAfterS: number) { super('the report reader is busy'); }
}

export interface ReportGate {
  /** Runs `f` when no other report is being read; ReportBusy when the queue is full (`maxQueue`: a
   *  shorter queue for this caller, e.g. a PDF, which its threads could not take anyway). */
  run<T>(f: () => Promise<T>, maxQueue?: number): Promise<T>;
  /** reports being read, reports waiting */
  stats(): { running: number; queued: number };
}

export function createReportGate(opts: { size?: number; maxQueue?: number; retryAfterS?: number } = {}): ReportGate {
  const size = opts.size ?? 1;
  const maxQueue = opts.maxQueue ?? 16;
  const retryAfterS = opts.retryAfterS ?? ReportBusy.DEFAULT_RETRY_S;
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(f, callerQueue = maxQueue) {
      if (running < size) running++;
      else if (waiting.length >= Math.min(maxQueue, callerQueue)) throw new ReportBusy(retryAfterS);
      // the slot is handed over by the report that ends (running stays counted)
      else await new Promise<void>((ok) => waiting.push(ok));
      try {
        return await f();
      } finally {
        const next = waiting.shift();
        if (next) next(); else running--;
      }
    },
    stats: () => ({ running, queued: waiting.length }),
  };
}

/** Gives the thread back to the event loop (answers waiting for I/O go first), then goes on. */
export const nextTurn = (): Promise<void> => new Promise((ok) => setImmediate(ok));
