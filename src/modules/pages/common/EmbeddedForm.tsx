// Embeds <hos-form-renderer> (its own element, shadow root and API) inside a page. The element is
// loaded on demand, so the shell's bundle pulls the renderer only when a page shows a form.
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { usePageT } from './hooks.ts';
import { ensureElement } from '../../../core/elementLoaders.ts';

export interface RendererElement extends HTMLElement {
  schema: unknown;
  value: Record<string, unknown> | undefined;
  readonly: boolean;
  preview: boolean;
  prefill: unknown;
  whenReady(): Promise<void>;
  getData(): Promise<Record<string, unknown>>;
  getModels(): Record<string, unknown>;
  submit(): Promise<Record<string, unknown>>;
  clearDraft(): Promise<void>;
}

export function ensureRenderer(): Promise<unknown> {
  return ensureElement('hos-form-renderer');
}

export interface EmbeddedFormProps {
  schema: unknown;
  value?: Record<string, unknown>;
  readonly?: boolean;
  preview?: boolean;
  /**
   * false: no prefill from the user and patient record. Read-only views never prefill (a blank field of
   * someone else's record, e.g. an anonymous reporter's, must not show the viewer's name).
   */
  prefill?: false;
  /** a field changed by the user (the renderer's hos-change event) */
  onFieldChange?(field: string, value: unknown): void;
  /** the renderer keeps a local draft under this key until clearDraft() (issue 10 §1) */
  autosaveKey?: string;
}

export interface EmbeddedFormHandle {
  /** validated data (rejects and scrolls to the first error when invalid) */
  submit(): Promise<Record<string, unknown>>;
  /** current values without validation (drafts) */
  getModels(): Record<string, unknown>;
  /** the form is stored on the server: forget its local draft */
  clearDraft(): Promise<void>;
  element(): RendererElement | null;
}

export const EmbeddedForm = forwardRef<EmbeddedFormHandle, EmbeddedFormProps>(function EmbeddedForm({ schema, value, readonly = false, preview = false, prefill, onFieldChange, autosaveKey }, ref) {
  const t = usePageT();
  const slot = useRef<HTMLDivElement>(null);
  const el = useRef<RendererElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');
  // the latest handler, without re-creating the renderer when the parent re-renders
  const onChange = useRef(onFieldChange);
  onChange.current = onFieldChange;

  useImperativeHandle(ref, () => ({
    submit: () => (el.current ? el.current.submit() : Promise.reject(new Error(t('rendererMissing')))),
    getModels: () => el.current?.getModels() ?? {},
    clearDraft: () => el.current?.clearDraft() ?? Promise.resolve(),
    element: () => el.current,
  }), [t]);

  useEffect(() => {
    let cancelled = false;
    ensureRenderer().then(
      () => {
        if (cancelled || !slot.current) return;
        const node = document.createElement('hos-form-renderer') as RendererElement;
        if (readonly || prefill === false) node.prefill = false;
        node.schema = schema;
        if (value) node.value = value;
        if (readonly) node.setAttribute('readonly', '');
        if (preview) node.setAttribute('preview', '');
        // the form is the hospital's design (its labels, options and texts) and what people entered: data, not
        // the UI's words, for the language walk (issue 23 §3); the renderer's own words are checked by its tests
        node.setAttribute('data-user-text', '');
        if (autosaveKey && !readonly) node.setAttribute('autosave-key', autosaveKey);
        node.addEventListener('hos-change', (e) => {
          const d = (e as CustomEvent<{ field: string; value: unknown }>).detail;
          if (d) onChange.current?.(d.field, d.value);
        });
        slot.current.replaceChildren(node);
        el.current = node;
        void node.whenReady().finally(() => !cancelled && setState('ready'));
      },
      () => !cancelled && setState('missing'),
    );
    return () => {
      cancelled = true;
      el.current?.remove();
      el.current = null;
    };
  }, [schema, value, readonly, preview, prefill, autosaveKey]);

  return (
    <div className="hos-embedded-form">
      {state === 'missing' && <Alert type="warning" showIcon title={t('rendererMissing')} />}
      {state === 'loading' && <Spin style={{ display: 'block', margin: '24px auto' }} />}
      <div ref={slot} />
    </div>
  );
});
