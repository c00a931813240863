// The state of a sheet being scored: the values, their live score (scoreSheet, the same code the server
// recomputes with) and whether something is not stored on the server yet. A plain store (get, subscribe)
// the scoring page subscribes to; one item's change re-scores the sheet in well under a millisecond.
import { scoreSheet } from './scoreSheet.ts';
import type { ItemValue, ScoringModel, SheetScore, SheetValues } from './types.ts';

export interface SheetState {
  values: SheetValues;
  score: SheetScore;
  /** changed since the last load or save */
  dirty: boolean;
}

export interface SheetStore {
  getState(): SheetState;
  subscribe(listener: () => void): () => void;
  setItem(id: string, value: ItemValue): void;
  /** new values from the server or a restored local draft; `dirty` says whether the server has them */
  reset(values: SheetValues, dirty?: boolean): void;
  markSaved(): void;
}

export function createSheetStore(model: ScoringModel, initial: SheetValues = {}): SheetStore {
  const listeners = new Set<() => void>();
  const make = (values: SheetValues, dirty: boolean): SheetState => ({ values, score: scoreSheet(model, values), dirty });
  let state = make(initial, false);
  const set = (next: SheetState) => {
    state = next;
    for (const l of [...listeners]) l();
  };
  return {
    getState: () => state,
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    setItem(id, value) {
      if (!model.items.some((i) => i.id === id)) return;
      set(make({ ...state.values, [id]: value }, true));
    },
    reset(values, dirty = false) {
      set(make(values, dirty));
    },
    markSaved() {
      if (state.dirty) set({ ...state, dirty: false });
    },
  };
}
