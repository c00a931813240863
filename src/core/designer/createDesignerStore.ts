// The designer store: state { schema, selectedKey, lang }, named commands, undo/redo, drag gestures.
// Framework-free; a React module reads it with useSyncExternalStore(store.subscribe, store.getState).
import { validateSchemaShape } from '../form/normalize.ts';
import { DEFAULT_FORM_CONFIG, type FormSchema } from '../form/types.ts';
import { COMMANDS, type CommandArgs, type CommandName } from './commands.ts';
import { History, DEFAULT_HISTORY_LIMIT } from './history.ts';
import { findWidget } from './tree.ts';
import type { CommandContext, DesignerState, Lang } from './types.ts';

export interface DesignerStoreOptions {
  /** The document to start from (deep-copied; its key order is kept on export). */
  schema?: FormSchema;
  lang?: Lang;
  historyLimit?: number;
  /** Clock and random source for new keys (tests). */
  now?: () => number;
  random?: () => number;
}

export type Listener = (state: DesignerState, previous: DesignerState) => void;

/** One method per command; each returns null, or why it refused (the state is then unchanged). */
export type CommandMethods = { [N in CommandName]: (...args: CommandArgs<N>) => string | null };

export interface DesignerStore extends CommandMethods {
  getState(): DesignerState;
  /** Called after every state or history change. Returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
  dispatch<N extends CommandName>(name: N, ...args: CommandArgs<N>): string | null;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  /** A deep copy of the saved document; identical (key order too) to the imported one when unchanged. */
  getJSON(): FormSchema;
  /**
   * The host's load (upstream `setJSON`): a document object or JSON text. Replaces the form,
   * selects the first widget and starts a fresh history (loading is not an edit; the toolbar's
   * *Import JSON* uses the undoable `importSchema` command). Returns an error message or null.
   */
  setJSON(json: unknown): string | null;
  /** The label language for new widgets and generated rule messages; not part of history. */
  setLang(lang: Lang): void;
  /** Everything dispatched between beginDrag and endDrag is one undo step. */
  beginDrag(): void;
  endDrag(): void;
  /** Ends a drag and restores the document as it was at beginDrag. */
  cancelDrag(): void;
}

export function createDesignerStore(options: DesignerStoreOptions = {}): DesignerStore {
  const ctx: CommandContext = { now: options.now ?? Date.now, random: options.random ?? Math.random };
  const history = new History<FormSchema>(options.historyLimit ?? DEFAULT_HISTORY_LIMIT);
  const listeners = new Set<Listener>();

  let schema: FormSchema;
  if (options.schema) {
    const problem = validateSchemaShape(options.schema);
    if (problem) throw new Error(`createDesignerStore: ${problem}`);
    schema = structuredClone(options.schema);
  } else {
    schema = { list: [], config: { ...DEFAULT_FORM_CONFIG } };
  }
  let state: DesignerState = { schema, selectedKey: null, lang: options.lang ?? 'zh-CN' };

  function emit(previous: DesignerState): void {
    for (const listener of [...listeners]) listener(state, previous);
  }

  function set(next: DesignerState): void {
    const previous = state;
    state = next;
    emit(previous);
  }

  /** After undo/redo: keep the selection only if the widget still exists. */
  function restore(doc: FormSchema): void {
    const selectedKey = state.selectedKey !== null && findWidget(doc.list, state.selectedKey) ? state.selectedKey : null;
    set({ ...state, schema: doc, selectedKey });
  }

  function dispatch<N extends CommandName>(name: N, ...args: CommandArgs<N>): string | null {
    const cmd = COMMANDS[name] as unknown as { perform(s: DesignerState, a: unknown[], c: CommandContext): ReturnType<typeof COMMANDS.clear.perform> };
    if (!cmd) return `unknown command ${String(name)}`;
    const result = cmd.perform(state, args, ctx);
    if (result.error) return result.error;
    if (result.state === state) return null;
    if (result.history && result.state.schema !== state.schema) history.record(state.schema);
    set(result.state);
    return null;
  }

  const methods = Object.fromEntries(
    (Object.keys(COMMANDS) as CommandName[]).map((name) => [
      name,
      (...args: unknown[]) => (dispatch as (n: CommandName, ...a: unknown[]) => string | null)(name, ...args),
    ]),
  ) as unknown as CommandMethods;

  function endGesture(): void {
    if (history.inTransaction) history.commit(state.schema);
  }

  return {
    ...methods,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch,
    undo() {
      endGesture();
      const doc = history.undo(state.schema);
      if (doc === undefined) return false;
      restore(doc);
      return true;
    },
    redo() {
      endGesture();
      const doc = history.redo(state.schema);
      if (doc === undefined) return false;
      restore(doc);
      return true;
    },
    canUndo: () => history.canUndo(),
    canRedo: () => history.canRedo(),
    getJSON: () => JSON.parse(JSON.stringify(state.schema)) as FormSchema,
    setJSON(json) {
      let doc = json;
      if (typeof json === 'string') {
        try {
          doc = JSON.parse(json);
        } catch (e) {
          return e instanceof Error ? e.message : String(e); // spec §5: show the parse error
        }
      }
      const result = COMMANDS.importSchema.perform(state, [doc], ctx);
      if (result.error) return result.error;
      history.clear();
      set(result.state);
      return null;
    },
    setLang(lang) {
      if (lang !== state.lang) set({ ...state, lang });
    },
    beginDrag() {
      history.begin(state.schema);
    },
    endDrag() {
      if (history.commit(state.schema)) emit(state);
    },
    cancelDrag() {
      const mark = history.cancel();
      if (mark !== undefined && mark !== state.schema) restore(mark);
    },
  };
}
