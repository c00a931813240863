// A draft of something other than a form's values (issue 10 §1): a design in the designer, the fields of
// a dialog. Stored with what it is and when it was changed, so the offer can say "from <time>".
import { createDraftSaver, type DraftBackend, type DraftSaver, type SyncStore } from './draftSaver.ts';

/** A draft of something other than a form's values: what it is, the value, when it was saved. */
export interface TimedDraft<T> {
  kind: string;
  value: T;
  /** epoch ms */
  savedAt: number;
}

export interface TimedDraftOptions<T> {
  backend: DraftBackend;
  key: string;
  /** tells drafts apart under one key space ('design', 'tech-application') */
  kind: string;
  isValue(v: unknown): v is T;
  delayMs?: number;
  now?: () => number;
  onError?(e: unknown): void;
  sync?: SyncStore | null;
}

/** A draft saver whose stored value says what it is and when it was saved (the offer shows the time). */
export function createTimedDraftSaver<T>(opts: TimedDraftOptions<T>): DraftSaver<TimedDraft<T>> & { scheduleValue(make: () => T): void } {
  const now = opts.now ?? Date.now;
  const isValid = (v: unknown): v is TimedDraft<T> => {
    const d = v as TimedDraft<T>;
    return !!d && typeof d === 'object' && d.kind === opts.kind && typeof d.savedAt === 'number' && opts.isValue(d.value);
  };
  const saver = createDraftSaver<TimedDraft<T>>({ backend: opts.backend, key: opts.key, delayMs: opts.delayMs, isValid, onError: opts.onError, sync: opts.sync });
  return {
    ...saver,
    scheduleValue(make) {
      // the time of the change, not of the write
      const at = now();
      saver.schedule(() => ({ kind: opts.kind, value: make(), savedAt: at }));
    },
  };
}
