/**
 * `<hos-form-designer>`: the drag-and-drop form designer (issue 4). It saves the format of
 * shared/design/form-format.md, so its forms run in `<hos-form-renderer>` and the old system alike.
 *
 * @attr locale - 'zh-CN' (default: the page language) or 'en'; also the language of new labels and rule messages
 * @attr readonly - no editing: no palette drags, no toolbar edits, a disabled panel (boolean)
 * @attr basic-fields - comma list of the basic palette's types (default: all basic types)
 * @attr advanced-fields - comma list of the advanced palette's types
 * @attr layout-fields - comma list of the layout palette's types
 * @attr save-text - shows a Save button with this text (fires `hos-save`)
 * @attr saveable - shows a Save button with the default text (boolean)
 * @attr code-script-url - the renderer script generated code loads (default `/dist/hos-form-renderer.js`)
 * @attr api-base - base URL of the shared API for this page
 * @cssprop --hos-designer-height - the designer's height (default 720px; the host element's own height is reset)
 * @prop schema - the form to edit `{ list, config }` (loading it starts a fresh undo history)
 * @method getJSON() - a copy of the form
 * @method setJSON(json) - loads a form (object or JSON text); returns the error text or null
 * @method clear() - an empty form with the default config (undoable)
 * @method getHtml() - the generated HTML page for this form
 * @method undo() / redo() - returns whether something changed
 * @method whenReady() - resolves once the designer is mounted
 * @event hos-change - the form changed; detail `{ schema }`
 * @event hos-save - the Save button was pressed; detail `{ schema }`
 */
import { createElement } from 'react';
import { defineHosElement } from '../host/defineHosElement.ts';
// the preview dialog draws the form with the real renderer element
import '../form-renderer/index.ts';
import { FormDesigner, type FormDesignerProps } from '../../modules/form-designer/FormDesigner.tsx';
import type { FormSchema } from '../../core/form/types.ts';

function FormDesignerElement(props: FormDesignerProps & { container: ShadowRoot }) {
  const { container: _container, ...rest } = props;
  return createElement(FormDesigner, rest);
}

export const HosFormDesigner = defineHosElement({
  tag: 'hos-form-designer',
  component: FormDesignerElement,
  attributes: {
    readonly: 'boolean', saveable: 'boolean', basicFields: 'string', advancedFields: 'string', layoutFields: 'string',
    saveText: 'string', codeScriptUrl: 'string',
  },
  properties: ['schema'],
  methods: ['getJSON', 'setJSON', 'clear', 'getHtml', 'undo', 'redo', 'whenReady'],
});

export interface HosFormDesignerElement extends HTMLElement {
  schema: FormSchema | undefined;
  readonly: boolean;
  saveable: boolean;
  getJSON(): FormSchema;
  setJSON(json: unknown): string | null;
  clear(): void;
  getHtml(): string;
  undo(): boolean;
  redo(): boolean;
  whenReady(): Promise<void>;
}

declare global {
  interface HTMLElementTagNameMap {
    'hos-form-designer': HosFormDesignerElement;
  }
}
