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
 * Mounts a designer in `slot` at once and puts `schema` in it when it is known: the designer's code loads while
 * the page fetches the form, and its tools work before the form is there (issue 31 §5: 清空 starts a blank
 * design at once). An edit made before the form arrives is kept: the form is then not put over it. The page
 * around it has the one Save of the editor (issue 22 §2), so the designer's toolbar shows none (no `saveable`);
 * a `hos-save` it fires all the same calls `onSave` with the form. State: 'loading' (the designer's code) |
 * 'mounted' (usable, the form not in yet) | 'ready' | 'missing' (the import failed).
 * `autosaveKey` (form id + version): the design is kept locally until `stored()` says the server has it.
 */
export function useDesigner(schema: unknown | undefined, onSave: (schema: unknown) => void, height = '66vh', autosaveKey?: string) {
  // a callback ref: the designer mounts once the page draws its slot
  const [slotEl, slot] = useState<HTMLDivElement | null>(null);
  const save = useRef(onSave);
  save.current = onSave;
  const [el, setEl] = useState<DesignerElement | null>(null);
  const [state, setState] = useState<'loading' | 'mounted' | 'ready' | 'missing'>('loading');
  /** an edit came before the form: the form is not put over it */
  const edited = useRef(false);
  useEffect(() => {
    if (!slotEl) return;
    let cancelled = false;
    let node: DesignerElement | null = null;
    setState('loading');
    ensureDesigner().then(
      async () => {
        if (cancelled) return;
        node = document.createElement('hos-form-designer') as DesignerElement;
        node.style.setProperty('--hos-designer-height', height);
        const self = node;
        self.addEventListener('hos-save', (e) => save.current((e as CustomEvent<{ schema: unknown }>).detail?.schema ?? self.getJSON()));
        self.addEventListener('hos-change', () => { edited.current = true; });
        slotEl.replaceChildren(self);
        await self.whenReady();
        if (cancelled) return;
        edited.current = false;
        setEl(self);
        setState('mounted');
      },
      () => !cancelled && setState('missing'),
    );
    return () => {
      cancelled = true;
      node?.remove();
      setEl(null);
    };
  }, [slotEl, height]);
  useEffect(() => {
    if (!el) return;
    if (autosaveKey) el.setAttribute('autosave-key', autosaveKey);
    else el.removeAttribute('autosave-key');
  }, [el, autosaveKey]);
  useEffect(() => {
    if (!el) return;
    if (schema === undefined) {
      // another form is on its way: what is edited from now on is kept over it
      edited.current = false;
      setState((s) => (s === 'ready' ? 'mounted' : s));
      return;
    }
    let live = true;
    void (async () => {
      if (!edited.current) await el.setJSON(schema);
      // setJSON is a load, not an edit: what comes after it is
      edited.current = true;
      if (live) setState('ready');
    })();
    return () => {
      live = false;
    };
  }, [el, schema]);
  return { slot, state, getJSON: () => el?.getJSON(), stored: () => el?.clearDraft?.() ?? Promise.resolve() };
}
