// Loads <hos-form-designer> on demand (a dynamic import: <hos-app> does not carry the designer until a
// page edits a form) and mounts it with a schema. API: the JSDoc of the form-designer element.
import { ensureElement } from '../../../core/elementLoaders.ts';
import { useEffect, useRef, useState } from 'react';

export interface DesignerElement extends HTMLElement {
  getJSON(): unknown;
  setJSON(json: unknown): string | null | Promise<string | null>;
  whenReady(): Promise<void>;
  /** the design is stored: its local draft and unsaved mark go (issue 10 §1) */
  clearDraft?(): Promise<void>;
}

export function ensureDesigner(): Promise<unknown> {
  return ensureElement('hos-form-designer');
}

/**
 * Mounts a designer in `slot` once `schema` is known. The page around it has the one Save of the editor
 * (issue 22 §2), so the designer's toolbar shows none (no `saveable`); a `hos-save` it fires all the same
 * calls `onSave` with the form. State: 'loading' | 'ready' | 'missing' (the import failed).
 * `autosaveKey` (form id + version): the design is kept locally until `stored()` says the server has it.
 */
export function useDesigner(schema: unknown | undefined, onSave: (schema: unknown) => void, height = '66vh', autosaveKey?: string) {
  const slot = useRef<HTMLDivElement>(null);
  const el = useRef<DesignerElement | null>(null);
  const save = useRef(onSave);
  save.current = onSave;
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');
  useEffect(() => {
    if (schema === undefined) return;
    let cancelled = false;
    setState('loading');
    ensureDesigner().then(
      async () => {
        if (cancelled || !slot.current) return;
        const node = document.createElement('hos-form-designer') as DesignerElement;
        if (autosaveKey) node.setAttribute('autosave-key', autosaveKey);
        node.style.setProperty('--hos-designer-height', height);
        node.addEventListener('hos-save', (e) => save.current((e as CustomEvent<{ schema: unknown }>).detail?.schema ?? node.getJSON()));
        slot.current.replaceChildren(node);
        el.current = node;
        await node.whenReady();
        if (cancelled) return;
        await node.setJSON(schema);
        setState('ready');
      },
      () => !cancelled && setState('missing'),
    );
    return () => {
      cancelled = true;
      el.current?.remove();
      el.current = null;
    };
  }, [schema, height, autosaveKey]);
  return { slot, state, getJSON: () => el.current?.getJSON(), stored: () => el.current?.clearDraft?.() ?? Promise.resolve() };
}
