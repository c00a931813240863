// The public API of <hos-form-designer>: the one declaration the element, its manifest and its typings follow.
import { elementSpec, type HosElementBase, type TypedEvents } from '../host/elementSpec.ts';
import type { FormSchema } from '../../core/form/types.ts';

/**
 * `<hos-form-designer>`: the drag-and-drop form designer. It saves the format of
 * shared/design/form-format.md, so its forms run in `<hos-form-renderer>` and the old system alike.
 * Its `locale` is also the language of new labels and rule messages.
 * At 600 px wide or less (its own width, not the window's) the canvas takes the width and the palette
 * and the attribute panel open as drawers from the toolbar; the other tools sit under "More". Up to 1439 px
 * they stand beside the canvas narrowed, and each folds to a rail (kept per user on this machine).
 * Keyboard drags move one place per arrow key and are read out in the page's language.
 *
 * @cssprop --hos-designer-height - the designer's height (default 720px; the host element's own height is reset)
 */
export interface HosFormDesignerApi extends HosElementBase {
  /** the form to edit `{ list, config }` (loading it starts a fresh undo history) */
  schema: FormSchema | undefined;
  /** no editing: no palette drags, no toolbar edits, a disabled panel */
  readonly: boolean;
  /** shows a Save button with the default text */
  saveable: boolean;
  /** comma list of the basic palette's types (default: all basic types) */
  basicFields: string;
  /** comma list of the advanced palette's types */
  advancedFields: string;
  /** comma list of the layout palette's types */
  layoutFields: string;
  /** shows a Save button with this text (fires `hos-save`) */
  saveText: string;
  /** the renderer script generated code loads (default `/dist/hos-form-renderer.js`) */
  codeScriptUrl: string;
  /**
   * keeps a local draft of the design (IndexedDB, per user) under this key, e.g. `form:<id>:v<version>`:
   * offered back after a reload or a crash; while edits are not stored, leaving the page asks first.
   * Call `clearDraft()` once the host has stored the design.
   */
  autosaveKey: string;
  /** a copy of the form */
  getJSON(): FormSchema;
  /** loads a form (object or JSON text); returns the error text or null */
  setJSON(json: unknown): string | null;
  /** an empty form with the default config (undoable) */
  clear(): void;
  /** the generated HTML page for this form */
  getHtml(): string;
  /** undoes the last edit; whether something changed */
  undo(): boolean;
  /** redoes; whether something changed */
  redo(): boolean;
  /** resolves once the designer is mounted */
  whenReady(): Promise<void>;
  /** the host stored the design: forgets the local draft of `autosave-key` and the unsaved mark */
  clearDraft(): Promise<void>;
}

export interface HosFormDesignerEvents {
  /** the form changed */
  'hos-change': { schema: FormSchema };
  /** the Save button was pressed */
  'hos-save': { schema: FormSchema };
}

// the typed overloads first, so `hos-*` listeners get their detail type
export type HosFormDesignerElement = TypedEvents<HosFormDesignerEvents> & HosFormDesignerApi;

export const FORM_DESIGNER_SPEC = elementSpec<HosFormDesignerApi>()({
  tag: 'hos-form-designer',
  attributes: {
    readonly: 'boolean', saveable: 'boolean', basicFields: 'string', advancedFields: 'string', layoutFields: 'string',
    saveText: 'string', codeScriptUrl: 'string', autosaveKey: 'string',
  },
  properties: ['schema'],
  methods: ['getJSON', 'setJSON', 'clear', 'getHtml', 'undo', 'redo', 'whenReady', 'clearDraft'],
});

declare global {
  interface HTMLElementTagNameMap {
    'hos-form-designer': HosFormDesignerElement;
  }
}
