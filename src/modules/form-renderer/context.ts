// What every widget of one renderer shares: the engine model, the mode, and the few side effects
// (user input, http, uploads, toasts). One context per <hos-form-renderer>: renderers stay independent.
import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ComponentType } from 'react';
import type { FieldSnapshot, FormConfig, FormModel, HttpFn, Widget } from '../../core/form/index.ts';
import type { Reveal } from '../../core/form/reveal.ts';
import type { Lang } from '../../core/i18n/index.ts';
import type { UploadResult } from '../../core/api/transport.ts';
import { provideNamespaces } from '../../core/i18n/instance.ts';
import { form } from '../../core/i18n/locales/form.ts';

// the renderer's texts arrive with its code (src/core/i18n/instance.ts)
provideNamespaces({ form });

export interface FormCtxValue {
  model: FormModel;
  config: FormConfig;
  /** detail mode: values as text, no inputs */
  readonly: boolean;
  lang: Lang;
  t(key: string, options?: Record<string, unknown>): string;
  /** a user edit: writes the value and emits hos-change */
  change(path: string, value: unknown): void;
  /** emits hos-change for a user edit the engine already applied (subform rows) */
  notify(path: string): void;
  http: HttpFn;
  upload(file: File, action: string, opts: { headers?: Record<string, string>; onProgress?: (percent: number) => void; qiniu?: { token: string; domain: string } }): Promise<UploadResult>;
  toast(type: 'success' | 'error' | 'warning' | 'info', text: string): void;
  /** antd's class list for a plain input of this form's size (read from one real antd Input) */
  inputClass: string;
  /** shadow root: popups and the print copy are taken from here */
  root: ShadowRoot;
  /** a long form's heavy widgets drawn in steps (core/form/reveal.ts); null: everything at once */
  deferred: Deferred | null;
  /**
   * A subform cell (FieldItem.tsx `Cell`): the column widget at `path`, drawn through the widget
   * registry. Handed to the subform widget here because the registry loads the subform: an import of
   * the item module from the subform would close a cycle.
   */
  Cell: ComponentType<{ widget: Widget; path: string }>;
}

export interface Deferred {
  /** the deferred widgets, in document order */
  index: Map<Widget, number>;
  reveal: Reveal;
  /** draws the stand-in's widget when it comes near the viewport */
  observe(el: Element, index: number): () => void;
}

export const FormCtx = createContext<FormCtxValue | null>(null);

export function useFormCtx(): FormCtxValue {
  const ctx = useContext(FormCtx);
  if (!ctx) throw new Error('form widgets must be rendered inside <FormRenderer>');
  return ctx;
}

const noop = () => () => undefined;

/** Whether the deferred widget with this index is drawn for real (always, for the others). */
export function useShown(index: number | undefined): boolean {
  const { deferred } = useFormCtx();
  const subscribe = useCallback((fn: () => void) => (deferred && index !== undefined ? deferred.reveal.subscribe(fn) : noop()), [deferred, index]);
  const get = useCallback(() => !deferred || index === undefined || deferred.reveal.shown(index), [deferred, index]);
  return useSyncExternalStore(subscribe, get, get);
}

/** One field's snapshot (value, error, visible, disabled, options): re-renders only when that field changes. */
export function useField(path: string): FieldSnapshot {
  return useFieldView(path, false);
}

/** Whether two snapshots of a field differ in their value at most. */
function sameButValue(a: FieldSnapshot, b: FieldSnapshot): boolean {
  const keys = Object.keys(b) as (keyof FieldSnapshot)[];
  if (Object.keys(a).length !== keys.length) return false;
  for (const k of keys) if (k !== 'value' && a[k] !== b[k]) return false;
  return true;
}

/**
 * useField, but with `ignoreValue` a change of the value alone does not re-render: for an item whose widget
 * keeps its control in step with the value itself (WidgetEntry.ownsValue). Its `value` is then the value
 * when the snapshot was last taken.
 */
export function useFieldView(path: string, ignoreValue: boolean): FieldSnapshot {
  const { model } = useFormCtx();
  const last = useRef<FieldSnapshot | null>(null);
  const subscribe = useCallback((fn: () => void) => model.subscribe(path, fn), [model, path]);
  const get = useCallback(() => {
    const next = model.getField(path);
    const prev = last.current;
    if (ignoreValue && prev && prev !== next && sameButValue(prev, next)) return prev;
    return (last.current = next);
  }, [model, path, ignoreValue]);
  return useSyncExternalStore(subscribe, get, get);
}
