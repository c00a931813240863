// The form model's public types, and the node each widget of the schema becomes inside it.
import type { FieldState, FormErrors, FormSchema, HttpFn, Models, OptionItem, RemoteFuncs, SessionUser, StorageLike, Widget } from '../types';
import type { PrefillMap } from '../prefill';
import type { FormulaPlanner } from '../formula/types';

export interface FormModelOptions {
  /** initial or edit data: `value[model]` wins over defaults and prefill */
  value?: Models;
  /** host functions for `remote: true` widgets (and imgupload tokenFunc) */
  remote?: RemoteFuncs;
  /** performs `remote: 99` requests */
  http?: HttpFn;
  /** designer preview: rules are skipped */
  preview?: boolean;
  /** false disables every widget (upstream `edit` prop) */
  edit?: boolean;
  /** where the stored patient record is read (`localStorage`) */
  storage?: StorageLike;
  storageKey?: string;
  user?: SessionUser;
  now?: Date;
  /** model -> prefill source; DEFAULT_PREFILL when omitted, none when false */
  prefill?: PrefillMap | false;
  /** gives the getData rejection text (key 'fm.message.validError') */
  translate?: (key: string) => string;
  /** the formula language's planForm (core/form/formula): keeps the computed fields (or later: setFormulas) */
  formulas?: FormulaPlanner;
}

/** What a single field component reads. Replaced (new object) only when one of its parts changes. */
export interface FieldSnapshot extends FieldState {
  value: unknown;
  error?: string;
  /** loaded remote options, or the static options.options */
  options?: OptionItem[];
}

export interface FormState {
  values: Models;
  errors: FormErrors;
  /** by model (and by key for widgets without a model, e.g. grids) */
  fields: Record<string, FieldState>;
  specificPatient: boolean;
}

export interface FormModel {
  getState(): FormState;
  getField(path: string): FieldSnapshot;
  getFieldState(path: string): FieldState;
  /** called when that field's value, error, visibility, disabled state or options change */
  subscribe(path: string, fn: () => void): () => void;
  /** called once per change with the paths that changed */
  subscribeAll(fn: (paths: string[]) => void): () => void;
  /** `model` or `subformModel[row].columnModel`; re-validates the field when it shows an error */
  setValue(path: string, value: unknown): void;
  /** The session's user arrived after the form was built: fills the user's prefill models still empty; their names. */
  fillUser(user: SessionUser): string[];
  validate(): Promise<FormErrors>;
  validateField(path: string): Promise<string | undefined>;
  /** resolves with the models, or rejects with an Error whose `errors` are the FormErrors */
  getData(): Promise<Models>;
  getModels(): Models;
  reset(): void;
  setDisabled(fields: string | string[], disabled: boolean): void;
  addRow(subformModel: string): number;
  removeRow(subformModel: string, index: number): void;
  loadRemoteOptions(): Promise<void>;
  getOptions(widgetKeyOrModel: string): OptionItem[] | undefined;
  getUploadToken(widgetKeyOrModel: string): string | undefined;
  setSchema(schema: unknown): void;
  /**
   * Hands the model the formula language (core/form/formula planForm) once its code is loaded: every
   * computed field is computed now and kept as the models it reads change (a no-op without computed fields).
   */
  setFormulas(planner: FormulaPlanner): void;
  readonly schema: FormSchema;
}

export type FormDataError = Error & { errors: FormErrors };

/** A widget of the schema with its place in the tree and its current visibility / disabled state. */
export interface Node {
  widget: Widget;
  parent?: Node;
  children: Node[];
  /** enclosing subform for a column widget (cell) */
  subform?: Node;
  hasConditions: boolean;
  state: FieldState;
}
