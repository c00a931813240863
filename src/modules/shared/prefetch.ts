// Code a page needs soon but not for its first paint (antd's toasts and dialogs, the rich-text editor)
// is fetched in an idle moment a little after it: late enough not to compete with what a first form is
// still loading (its widgets' code), early enough to be here before anyone asks for it.
import { useEffect } from 'react';

/** the 324-widget form's last stand-ins are drawn about a second after navigation on a 2-core machine */
const PREFETCH_AFTER_MS = 2000;
/** for what a page never needs on its first visit (the app header's settings drawer and search box): its page draws first */
export const PREFETCH_LATE_MS = 8000;

/**
 * Calls `load` in an idle moment `afterMs` (PREFETCH_AFTER_MS) after mount (not at all if unmounted before). A
 * failure is ignored here: the real use loads again and reports it.
 */
export function usePrefetchLater(load: () => Promise<unknown>, afterMs = PREFETCH_AFTER_MS): void {
  useEffect(() => {
    const fetchCode = () => void load().catch(() => undefined);
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(fetchCode, { timeout: 2000 });
      else fetchCode();
    }, afterMs);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [load, afterMs]);
}
