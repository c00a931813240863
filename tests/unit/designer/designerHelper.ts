// A small script-like driver for the designer store: `d.drop('input').into(grid, 0)`.
import { createDesignerStore, findWidget, locateWidget, type DesignerStoreOptions } from '../../../src/core/designer/index.ts';
import type { FormSchema, Widget, WidgetType } from '../../../src/core/form/types.ts';

/** Deterministic random source (LCG), never 0. */
export function seededRandom(seed = 42): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (s + 1) / 4294967297;
  };
}

export const T0 = Date.UTC(2024, 0, 2, 3, 4, 5) + 678; // a clock reading with milliseconds

function ok<T>(error: string | null, value: T): T {
  if (error) throw new Error(`Refused: ${error}`);
  return value;
}

export function designer(options: DesignerStoreOptions = {}) {
  const store = createDesignerStore({ now: () => T0, random: seededRandom(), ...options });
  const newest = () => store.getState().selectedKey as string;

  const d = {
    store,
    get state() {
      return store.getState();
    },
    get list(): Widget[] {
      return store.getState().schema.list;
    },
    get selected(): string | null {
      return store.getState().selectedKey;
    },
    widget(key: string): Widget {
      const w = findWidget(d.list, key);
      if (!w) throw new Error(`no widget ${key}`);
      return w;
    },
    where(key: string) {
      return locateWidget(d.list, key);
    },
    /** Keys of a list: the root, or one column of a container. */
    keysIn(parentKey: string | null = null, column = 0): string[] {
      const list = parentKey === null ? d.list : d.widget(parentKey).columns![column].list;
      return list.map((w) => w.key);
    },
    drop(type: WidgetType) {
      return {
        /** at the root list (end by default); returns the new key */
        at: (index = Number.MAX_SAFE_INTEGER) =>
          ok(store.addWidget(type, { parentKey: null, columnIndex: null, index }), newest()),
        /** into a container column; returns the new key */
        into: (parentKey: string, column = 0, index = Number.MAX_SAFE_INTEGER) =>
          ok(store.addWidget(type, { parentKey, columnIndex: column, index }), newest()),
      };
    },
    move(key: string) {
      return {
        to: (parentKey: string | null, column: number | null, index: number) =>
          ok(store.moveWidget(key, { parentKey, columnIndex: column, index }), undefined),
      };
    },
    /** Builds a form from a list of types at the root; returns their keys. */
    build(...types: WidgetType[]): string[] {
      return types.map((t) => d.drop(t).at());
    },
    json(): FormSchema {
      return store.getJSON();
    },
  };
  return d;
}

export type Designer = ReturnType<typeof designer>;
