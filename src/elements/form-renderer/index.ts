/**
 * `<hos-form-renderer>`: renders, prefills and validates a form definition saved by the old (or new)
 * designer (shared/design/form-format.md), unchanged.
 *
 * @prop schema - the form definition `{ list, config }` (object)
 * @prop value - initial or edit data: `value[model]` wins over defaults and prefill (object)
 * @prop remote - host functions for `remote: true` widgets, `fn(resolve)` (object of functions)
 * @prop prefill - model -> source (`user.name`, `patient.ward`, `now`, ...), or false for none; default DEFAULT_PREFILL
 * @attr readonly - detail mode: values shown as text, no inputs (boolean)
 * @attr preview - designer preview: rules are skipped (boolean)
 * @attr submit-text - shows a submit button with this text
 * @attr locale - 'zh-CN' (default: the page language) or 'en'
 * @attr api-base - base URL of the shared API for this page
 * @method whenReady(): Promise<void> - resolves once the form is drawn and remote options are loaded
 * @method getData(): Promise<models> - rejects with Error('Form data validation failed', in the current language) whose `errors` maps path -> message
 * @method validate(): Promise<errors> - `{}` when valid
 * @method getModels(): models - current values, no validation
 * @method reset() - back to the initial models, errors cleared
 * @method setDisabled(fields: string | string[], disabled: boolean)
 * @method getFieldState(path): { visible, disabled }
 * @method submit(): Promise<models> - validates; when invalid scrolls to the first error, warns 'please complete the form information' and rejects
 * @method print(): Promise<boolean> - prints just the form
 * @method exportPdf(fileName?): Promise<boolean> - saves an A4 PDF of the form; false (logged) on failure
 * @event hos-change - user input only; detail `{ field, value, models }`
 * @event hos-submit - a valid submit; detail `{ models }`
 * @slot <model> - the content of the blank widget whose model is the slot name
 */
import { createElement } from 'react';
import { defineHosElement } from '../host/defineHosElement.ts';
import { FormRenderer, type FormRendererProps } from '../../modules/form-renderer/FormRenderer.tsx';
import type { FieldState, FormErrors, Models, PrefillMap, RemoteFuncs } from '../../core/form/index.ts';

function FormRendererElement(props: FormRendererProps & { container: ShadowRoot }) {
  const { container: _container, ...rest } = props;
  return createElement(FormRenderer, rest);
}

export const HosFormRenderer = defineHosElement({
  tag: 'hos-form-renderer',
  component: FormRendererElement,
  attributes: { readonly: 'boolean', preview: 'boolean', submitText: 'string' },
  properties: ['schema', 'value', 'remote', 'prefill'],
  methods: ['whenReady', 'getData', 'validate', 'getModels', 'reset', 'setDisabled', 'getFieldState', 'submit', 'print', 'exportPdf'],
});

export interface HosFormRendererElement extends HTMLElement {
  schema: unknown;
  value: Models | undefined;
  remote: RemoteFuncs | undefined;
  prefill: PrefillMap | false | undefined;
  readonly: boolean;
  preview: boolean;
  whenReady(): Promise<void>;
  getData(): Promise<Models>;
  validate(): Promise<FormErrors>;
  getModels(): Models;
  reset(): void;
  setDisabled(fields: string | string[], disabled: boolean): void;
  getFieldState(path: string): FieldState;
  submit(): Promise<Models>;
  print(): Promise<boolean>;
  exportPdf(fileName?: string): Promise<boolean>;
}

declare global {
  interface HTMLElementTagNameMap {
    'hos-form-renderer': HosFormRendererElement;
  }
}
