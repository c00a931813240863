// The form definition contract (shared/design/form-format.md) as JSON shapes: fields, their options,
// rules and conditions, the form. A leaf: it imports nothing, so the widget registry's definitions
// (widgets/types.ts) can use these shapes while the registry's WidgetType, read from those definitions,
// narrows a widget's `type` in types.ts above both (`Widget<T>`: T is the type spelling, any string here).
// Old documents are read as-is: every key is optional on input, unknown keys are kept.

export interface Rule {
  required?: boolean;
  type?: 'string' | 'number' | 'boolean' | 'integer' | 'float' | 'url' | 'email' | 'hex' | string;
  /** bare source (`^\d+$`) or an old regex literal (`/^\d+$/i`) */
  pattern?: string;
  message?: string;
  [extra: string]: unknown;
}

export interface Condition {
  type: 'hide' | 'and' | 'or';
  list: { model: string; value?: unknown }[];
}

export interface OptionItem {
  value: unknown;
  label?: string;
  children?: OptionItem[] | null;
  [extra: string]: unknown;
}

export interface RequestMethod {
  url: string;
  method: 'get' | 'post';
  /** JSON text */
  params?: string;
  /** JSON text */
  headers?: string;
  /** dot path into the response, default 'data' */
  result?: string;
  timeout?: number;
}

export interface WidgetOptions {
  width?: string;
  defaultValue?: unknown;
  defaultType?: 'String' | 'Object' | 'Array';
  required?: boolean;
  isRequire?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  placeholder?: string;
  dataType?: string;
  pattern?: string;
  remote?: boolean | 99;
  remoteFunc?: string;
  remoteOptions?: OptionItem[];
  options?: OptionItem[];
  props?: { value?: string; label?: string; children?: string };
  requestMethod?: RequestMethod;
  displayVerify?: Condition;
  disableVerify?: Condition;
  labelWidth?: number;
  labelWidthDisabled?: boolean;
  labelWidthStatus?: boolean;
  tip?: string;
  multiple?: boolean;
  isRange?: boolean;
  range?: boolean;
  format?: string;
  type?: string;
  timestamp?: boolean;
  length?: number;
  min?: number | string;
  max?: number | string;
  step?: number;
  gutter?: number;
  justify?: string;
  align?: string;
  [extra: string]: unknown;
}

export interface Column<T extends string = string> {
  /** a number, a numeric string or '' */
  span?: number | string;
  list: Widget<T>[];
  [extra: string]: unknown;
}

export interface Widget<T extends string = string> {
  type: T;
  icon?: string;
  name: string;
  key: string;
  model: string;
  options: WidgetOptions;
  rules: Rule[];
  columns?: Column<T>[];
  otherModel?: string;
  [extra: string]: unknown;
}

export interface FormConfig {
  labelWidth: number;
  labelPosition: 'left' | 'right' | 'top';
  size: 'medium' | 'small' | 'mini';
  customClass?: string;
  showPriceTable?: number;
  [extra: string]: unknown;
}

export interface FormSchema<T extends string = string> {
  list: Widget<T>[];
  config: FormConfig;
  [extra: string]: unknown;
}

export type Models = Record<string, unknown>;
/** model -> prefill source (`user.name`, `patient.ward`, `now`, ...): data, so hospitals bind their own (prefill.ts) */
export type PrefillMap = Record<string, string>;
/** field path (`model` or `subformModel[row].columnModel`) -> message */
export type FormErrors = Record<string, string>;

export const DEFAULT_FORM_CONFIG: FormConfig = { labelWidth: 100, labelPosition: 'right', size: 'small' };

// ---- engine-facing types (added by the form engine; the contract types above are unchanged) ----

/** Per-field state the renderer reads: conditions (displayVerify / disableVerify) and `options.disabled`. */
export interface FieldState {
  visible: boolean;
  disabled: boolean;
}

/** A host remote function: receives only `resolve` (upstream GenerateFormItem `created()`). */
export type RemoteFunc = (resolve: (data: unknown) => void) => void;
export type RemoteFuncs = Record<string, RemoteFunc | undefined>;

/** The request a `remote: 99` select or the charge lookup hands to the injected http function. */
export interface HttpRequest {
  url: string;
  method: 'GET' | 'POST';
  /** query parameters (GET) */
  params?: Record<string, unknown>;
  /** JSON body (POST) */
  data?: unknown;
  headers: Record<string, string>;
  /** milliseconds */
  timeout: number;
}
/** Resolves with the response body. */
export type HttpFn = (req: HttpRequest) => Promise<unknown>;

/** The signed-in user as the session store knows it (spec section 3, User session). */
export interface SessionUser {
  name?: string;
  workNo?: string;
  deptName?: string;
  deptTag?: string;
  [extra: string]: unknown;
}

/** The part of `localStorage` the engine reads. */
export interface StorageLike {
  getItem(key: string): string | null;
}
