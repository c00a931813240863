// Designer-only types. The document types live in ../form/types.ts (the contract).
import type { FormSchema } from '../form/types.ts';

export type Lang = 'zh-CN' | 'en';

/**
 * Where a widget sits. `parentKey: null` is the form's root list; otherwise the key of a
 * grid / flexbox / subform and the index of one of its columns. `index` is the position in that
 * column's list. For a subform (one widget per column) see `tree.ts#insertWidget`.
 */
export interface Location {
  parentKey: string | null;
  columnIndex: number | null;
  index: number;
}

export interface DesignerState {
  schema: FormSchema;
  selectedKey: string | null;
  lang: Lang;
}

/** Injected clock and random source, so keys are predictable in tests. */
export interface CommandContext {
  now: () => number;
  random: () => number;
}

/**
 * What a command returns. `history: false` means "do not record an undo step" (selection,
 * refusals). `error` explains a refusal (the state is then returned unchanged).
 */
export interface CommandResult {
  state: DesignerState;
  history: boolean;
  error?: string;
}

/** A named editor action, after excalidraw's `perform(state) -> { state, captureUpdate }`. */
export interface Command<A extends unknown[]> {
  name: string;
  perform(state: DesignerState, args: A, ctx: CommandContext): CommandResult;
}
