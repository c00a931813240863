// The overdue sweep: every interval (and right after the test clock moves) records past their due time
// get one reminder per step entry. The timer is unref'd (it never keeps the process alive) and stopped
// when the server closes; a run never overlaps another.
import type { DataStore } from '../db/store.ts';
import type { Clock } from './clock.ts';

export function startSweep(store: DataStore, clock: Clock, intervalMs: number): { runNow(): Promise<number>; stop(): void } {
  let running: Promise<number> | null = null;
  let stopped = false;
  const runNow = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    running ??= Promise.resolve()
      .then(() => store.sweepOverdue(clock.now()))
      .catch((e) => { console.error('[hos-server] overdue sweep failed:', e); return 0; })
      .finally(() => { running = null; });
    return running;
  };
  const timer = setInterval(() => { void runNow(); }, intervalMs);
  timer.unref();
  return { runNow, stop: () => { stopped = true; clearInterval(timer); } };
}
