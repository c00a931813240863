// Idle logout (spec section 4): the last mouse press is kept in localStorage `lastTime`, checked
// every 60 s; more than 30 minutes idle logs the user out and reloads. Clock and timers are injected
// so tests (and the e2e test's shortened clock) can drive it.
import type { KeyValueStorage } from './cookies.ts';

export const LAST_TIME_KEY = 'lastTime';

export interface IdleOptions {
  storage: KeyValueStorage;
  timeoutMs: number;
  checkMs: number;
  now?: () => number;
  onIdle: () => void | Promise<void>;
  /** the event target whose mousedown counts as activity (document); omitted in Node */
  target?: { addEventListener(t: string, f: () => void, o?: unknown): void; removeEventListener(t: string, f: () => void, o?: unknown): void };
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
}

export function startIdleWatch(opts: IdleOptions): () => void {
  const now = opts.now ?? Date.now;
  const setI = opts.setInterval ?? ((fn, ms) => setInterval(fn, ms));
  const clearI = opts.clearInterval ?? ((id) => clearInterval(id as ReturnType<typeof setInterval>));
  const touch = () => opts.storage.setItem(LAST_TIME_KEY, String(now()));
  if (!opts.storage.getItem(LAST_TIME_KEY)) touch();
  opts.target?.addEventListener('mousedown', touch, { capture: true, passive: true });
  let fired = false;
  const id = setI(() => {
    const last = Number(opts.storage.getItem(LAST_TIME_KEY) ?? now());
    if (!fired && now() - last > opts.timeoutMs) {
      fired = true;
      void opts.onIdle();
    }
  }, opts.checkMs);
  return () => {
    clearI(id);
    opts.target?.removeEventListener('mousedown', touch, { capture: true });
  };
}
