// Unsaved changes (issue 10 §1): a form or editor marks itself while it holds changes that are not
// stored yet; closing the tab then gets the browser's own "leave site?" question, and a route change
// inside the app asks first (the shell calls confirmLeave). One guard per page, on the runtime.
export interface LeaveGuard {
  /** `owner` holds unsaved changes (true) or not any more (false) */
  set(owner: object, dirty: boolean): void;
  isDirty(): boolean;
  /**
   * Leaving is fine when nothing is unsaved, or when `ask` says so; then the marks are dropped (what
   * they guarded is being left behind).
   */
  confirmLeave(ask: () => Promise<boolean>): Promise<boolean>;
}

interface UnloadTarget {
  addEventListener(type: 'beforeunload', fn: (e: { preventDefault(): void; returnValue?: unknown }) => void): void;
  removeEventListener(type: 'beforeunload', fn: (e: { preventDefault(): void; returnValue?: unknown }) => void): void;
}

export function createLeaveGuard(win: UnloadTarget | undefined = typeof window !== 'undefined' ? window : undefined): LeaveGuard {
  const owners = new Set<object>();
  // only while something is unsaved: a page with a beforeunload listener loses the back-forward cache
  const onUnload = (e: { preventDefault(): void; returnValue?: unknown }) => {
    e.preventDefault();
    e.returnValue = '';
  };
  const sync = (before: number) => {
    if (!win || (before > 0) === (owners.size > 0)) return;
    if (owners.size) win.addEventListener('beforeunload', onUnload);
    else win.removeEventListener('beforeunload', onUnload);
  };
  return {
    set(owner, dirty) {
      const before = owners.size;
      if (dirty) owners.add(owner);
      else owners.delete(owner);
      sync(before);
    },
    isDirty: () => owners.size > 0,
    async confirmLeave(ask) {
      if (!owners.size) return true;
      if (!(await ask())) return false;
      const before = owners.size;
      owners.clear();
      sync(before);
      return true;
    },
  };
}
