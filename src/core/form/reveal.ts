// Long forms draw their heavy widgets in steps (issue 11 §2). Drawing the 324-widget old form took
// ~350 ms of React and antd and ~100 ms of layout before anything showed, most of it for pickers and
// selects far below the fold. On a form with many of them, those after the first screenful start as a
// stand-in: the control's box with the value as text (so find-in-page, printing and validation see
// every value), and become the real control when they come near the viewport, are focused or clicked,
// or in idle time right after the form is ready, a few at a time, until none is left.
// No React here: a tiny store per form model that each deferred item subscribes to by its index.

export interface Reveal {
  /** whether the deferred widget with this index is drawn for real */
  shown(index: number): boolean;
  subscribe(listener: () => void): () => void;
  /** draws this one now (it came into view, or the user reached it) */
  show(index: number): void;
  /** draws the next `count` still waiting, in document order; false when none is left */
  showNext(count: number): boolean;
  /** draws every one (before printing) */
  showAll(): void;
  /** how many are still stand-ins */
  waiting(): number;
}

/** `total` deferred widgets, the first `first` of them drawn at once. */
export function createReveal(total: number, first: number): Reveal {
  const listeners = new Set<() => void>();
  const extra = new Set<number>();
  let cursor = Math.min(total, first);
  const emit = () => {
    for (const l of [...listeners]) l();
  };
  const shown = (i: number) => i < cursor || extra.has(i);
  const advance = () => {
    while (cursor < total && extra.has(cursor)) extra.delete(cursor++);
  };
  return {
    shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(i) {
      if (i < 0 || i >= total || shown(i)) return;
      extra.add(i);
      advance();
      emit();
    },
    showNext(count) {
      let n = 0;
      while (cursor < total && n < count) {
        if (!extra.delete(cursor)) n++;
        cursor++;
      }
      advance();
      if (n) emit();
      return cursor < total;
    },
    showAll() {
      if (cursor >= total) return;
      cursor = total;
      extra.clear();
      emit();
    },
    waiting: () => total - cursor - extra.size,
  };
}

/** Deferred only when a form has more of them than this; the first FIRST of them are drawn at once. */
export const DEFER_ABOVE = 48;
export const FIRST = 30;
/** per idle step after the form is ready */
export const STEP = 12;
