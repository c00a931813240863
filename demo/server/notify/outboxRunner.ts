// The timer and the one-run-at-a-time rule both outbox senders share (e-mail: sender.ts, WeCom:
// wecomSender.ts). A run claims due rows and sends them; `runNow` while one is going queues exactly one
// more run after it (the rows written since it claimed its batch); a failing run is logged, never thrown.
// The timer is unref'd and stopped when the server closes.
export interface OutboxRun { sent: number; failed: number }

export function outboxRunner(name: string, once: () => Promise<OutboxRun>, intervalMs: number): { runNow(): Promise<OutboxRun>; stop(): void } {
  let running: Promise<OutboxRun> | null = null;
  let again: Promise<OutboxRun> | null = null;
  let stopped = false;
  const start = (): Promise<OutboxRun> => once()
    .catch((e) => { console.error(`[hos-server] ${name} failed:`, e); return { sent: 0, failed: 0 }; })
    .finally(() => { running = null; });
  const runNow = (): Promise<OutboxRun> => {
    if (stopped) return Promise.resolve({ sent: 0, failed: 0 });
    if (!running) return (running = start());
    again ??= running.then(() => { again = null; return runNow(); });
    return again;
  };
  const timer = setInterval(() => { void runNow(); }, intervalMs);
  timer.unref();
  return { runNow, stop: () => { stopped = true; clearInterval(timer); } };
}
