// Idle logout (spec section 4): while signed in, the last mouse press is watched through core's
// startIdleWatch; past the timeout the session ends and the page reloads.
import { useEffect } from 'react';
import { LAST_TIME_KEY, startIdleWatch } from '../../core/session/idle.ts';
import type { HosRuntime } from '../../core/runtime.ts';

export function useIdleLogout(runtime: HosRuntime, active: boolean, timeoutMs: number, checkMs: number): void {
  useEffect(() => {
    if (!active || !(timeoutMs > 0)) return;
    // signing in (or opening the page) is activity: a stale time from an old session must not log out at once
    runtime.storage.setItem(LAST_TIME_KEY, String(Date.now()));
    return startIdleWatch({
      storage: runtime.storage,
      timeoutMs,
      checkMs: Math.max(50, checkMs),
      target: document,
      onIdle: async () => {
        await runtime.session.logout();
        runtime.ui.reload();
      },
    });
  }, [runtime, active, timeoutMs, checkMs]);
}
