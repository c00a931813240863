// The public API of <hos-form-renderer>: the one declaration the element, its manifest and its typings follow.
import { elementSpec, type HosElementBase, type TypedEvents } from '../host/elementSpec.ts';
import type { FieldState, FormErrors, FormSchema, Models, PrefillMap, RemoteFuncs } from '../../core/form/types.ts';

/**
 * `<hos-form-renderer>`: renders, prefills and validates a form definition saved by the old (or new)
 * designer (shared/design/form-format.md), unchanged.
 *
 * @slot <model> - the content of the blank widget whose model is the slot name
 */
export interface HosFormRendererApi extends HosElementBase {
  /** the form definition `{ list, config }` */
  schema: FormSchema | unknown;
  /** initial or edit data: `value[model]` wins over defaults and prefill */
  value: Models | undefined;
  /** host functions for `remote: true` widgets, `fn(resolve)` */
  remote: RemoteFuncs | undefined;
  /** model -> source (`user.name`, `patient.ward`, `now`, ...), or false for none; default DEFAULT_PREFILL */
  prefill: PrefillMap | false | undefined;
  /** detail mode: values shown as text, no inputs */
  readonly: boolean;
  /** designer preview: rules are skipped */
  preview: boolean;
  /** shows a submit button with this text */
  submitText: string;
  /**
   * keeps what is typed on this machine (IndexedDB), per signed-in user, under this key (e.g. form code +
   * record id) until clearDraft(); after a reload or a crash the form offers it back
   */
  autosaveKey: string;
  /** resolves once the form is drawn and remote options are loaded */
  whenReady(): Promise<void>;
  /** the data; rejects with Error('Form data validation failed', in the current language) whose `errors` maps path -> message */
  getData(): Promise<Models>;
  /** the errors, `{}` when valid */
  validate(): Promise<FormErrors>;
  /** current values, no validation */
  getModels(): Models;
  /** back to the initial models, errors cleared */
  reset(): void;
  /** disables or enables fields by model */
  setDisabled(fields: string | string[], disabled: boolean): void;
  /** whether a field is shown and enabled */
  getFieldState(path: string): FieldState;
  /** validates; when invalid scrolls to the first error, warns 'please complete the form information' and rejects */
  submit(): Promise<Models>;
  /** prints just the form */
  print(): Promise<boolean>;
  /** saves an A4 PDF of the form; false (logged) on failure */
  exportPdf(fileName?: string): Promise<boolean>;
  /** forgets the local draft of `autosave-key`: call it once the host has stored the form */
  clearDraft(): Promise<void>;
}

export interface HosFormRendererEvents {
  /** user input only */
  'hos-change': { field: string; value: unknown; models: Models };
  /** a valid submit */
  'hos-submit': { models: Models };
}

// the typed overloads first, so `hos-*` listeners get their detail type
export type HosFormRendererElement = TypedEvents<HosFormRendererEvents> & HosFormRendererApi;

export const FORM_RENDERER_SPEC = elementSpec<HosFormRendererApi>()({
  tag: 'hos-form-renderer',
  attributes: { readonly: 'boolean', preview: 'boolean', submitText: 'string', autosaveKey: 'string' },
  properties: ['schema', 'value', 'remote', 'prefill'],
  methods: ['whenReady', 'getData', 'validate', 'getModels', 'reset', 'setDisabled', 'getFieldState', 'submit', 'print', 'exportPdf', 'clearDraft'],
});

declare global {
  interface HTMLElementTagNameMap {
    'hos-form-renderer': HosFormRendererElement;
  }
}
