// The server's clock for the workflow: due times, overdue and the sweep read it. Tests (and the e2e
// server, HOS_TEST_CLOCK=1) may move it forward; nothing else can, and it never goes back.
export interface Clock {
  now(): number;
  /** Moves the clock forward by ms (test clock only). */
  advance(ms: number): number;
  readonly movable: boolean;
}

export function createClock(movable: boolean, base: () => number = Date.now): Clock {
  let offset = 0;
  return {
    movable,
    now: () => base() + offset,
    advance(ms: number): number {
      if (!movable) throw new Error('the clock can only be moved with HOS_TEST_CLOCK=1');
      if (!Number.isFinite(ms) || ms < 0) throw new Error('the clock only moves forward');
      offset += ms;
      return base() + offset;
    },
  };
}
