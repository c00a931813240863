// <hos-form-designer>'s module: toolbar over palette | canvas | attribute panel (drawers when narrow:
// layout/), around one designer store (src/core/designer). The element API, the hos-change / hos-save events and the `schema`
// property are wired here; everything else lives in the parts.
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef } from 'react';
import { createDesignerStore } from '../../core/designer/index.ts';
import { generateCode } from '../../core/designer/codegen.ts';
import type { FormSchema } from '../../core/form/types.ts';
import { useHost } from '../shared/HostContext.ts';
import { useElementApi } from '../shared/elementApi.ts';
import { DesignerContext, type DesignerUi } from './DesignerContext.ts';
import { DesignerBody } from './layout/DesignerBody.tsx';
import { useCompactLayout } from './layout/useCompactLayout.ts';
import type { PaletteFields } from './Palette.tsx';
import { DESIGNER_CSS } from './styles.ts';
import { Toolbar } from './toolbar/Toolbar.tsx';
import { useShortcuts } from './useShortcuts.ts';
import { useDesignDraft } from './useDesignDraft.ts';
import { useDesignerT as useT } from './useDesignerT.ts';
import { useFormulaGuard } from './useFormulaGuard.ts';

/** the local draft of the design: its code loads only when the host gives an autosave-key (issue 10 §1) */
const DesignDrafts = lazy(() => import('./DesignDrafts.tsx'));

export interface FormDesignerProps {
  schema?: FormSchema;
  readonly?: boolean;
  basicFields?: string;
  advancedFields?: string;
  layoutFields?: string;
  saveText?: string;
  saveable?: boolean;
  /** where generated code loads the renderer from (default /dist/hos-form-renderer.js) */
  codeScriptUrl?: string;
  /** keeps a local draft of the design under this key (form id + version) until clearDraft() */
  autosaveKey?: string;
}

/** hos-change detail: the schema is copied only if a listener reads it (500 widgets stay cheap). */
function changeDetail(schema: FormSchema) {
  let copy: FormSchema | undefined;
  return {
    get schema() {
      copy ??= JSON.parse(JSON.stringify(schema)) as FormSchema;
      return copy;
    },
  };
}

function useDesignerStoreFor(props: FormDesignerProps) {
  const { lang, emit } = useHost();
  const store = useMemo(() => createDesignerStore({ lang }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const draft = useDesignDraft(store, !!props.autosaveKey && !props.readonly);
  const load = draft.load;
  const baseline = useRef<FormSchema | null>(null);
  const loading = useRef(false);
  useEffect(() => store.setLang(lang), [store, lang]);
  useEffect(() => {
    if (!props.schema) return;
    loading.current = true;
    const error = load(() => store.setJSON(props.schema));
    loading.current = false;
    if (error) console.warn('<hos-form-designer>: schema refused:', error);
    else baseline.current = store.getJSON();
  }, [store, props.schema, load]);
  useEffect(() => store.subscribe((state, prev) => {
    if (state.schema !== prev.schema && !loading.current) emit('hos-change', changeDetail(state.schema));
  }), [store, emit]);
  return { store, baseline, draft };
}

export function FormDesigner(props: FormDesignerProps) {
  const { host, lang, emit } = useHost();
  const t = useT();
  const readonly = Boolean(props.readonly);
  const { store, baseline, draft } = useDesignerStoreFor(props);
  const rootRef = useRef<HTMLDivElement>(null);
  const scriptUrl = props.codeScriptUrl;

  const api = useMemo(() => ({
    getJSON: () => store.getJSON(),
    setJSON: (json: unknown) => {
      const error = draft.load(() => store.setJSON(json));
      if (!error) baseline.current = store.getJSON();
      return error;
    },
    clearDraft: () => draft.clear(),
    clear: () => void store.clear(),
    getHtml: () => generateCode(store.getJSON(), { scriptUrl, lang }),
    undo: () => store.undo(),
    redo: () => store.redo(),
    whenReady: () => Promise.resolve(),
  }), [store, baseline, scriptUrl, lang, draft]);
  useElementApi(host, api, true);

  // a broken formula refuses the save, named (issue 31 §3)
  const formulasOk = useFormulaGuard(store);
  const onSave = useCallback(() => {
    const schema = store.getJSON();
    void formulasOk(schema).then((ok) => {
      if (!ok) return;
      baseline.current = schema;
      emit('hos-save', { schema });
    });
  }, [store, baseline, emit, formulasOk]);

  const root = useCallback(() => rootRef.current, []);
  const ui = useMemo<DesignerUi>(() => ({ dragging: false, deferPanel: false }), []);
  const layout = useCompactLayout(rootRef, ui);
  const onKeyDown = useShortcuts(store, readonly, root, ui);
  const ctx = useMemo(() => ({ store, readonly, ui }), [store, readonly, ui]);
  const fields: PaletteFields = { basic: props.basicFields, advanced: props.advancedFields, layout: props.layoutFields };

  return (
    <DesignerContext.Provider value={ctx}>
      <style>{DESIGNER_CSS}</style>
      <div ref={rootRef} className={`fd${readonly ? ' fd-readonly' : ''}${layout.compact ? ' fd-compact' : ''}${layout.medium ? ' fd-medium' : ''}`} onKeyDown={onKeyDown}>
        {props.autosaveKey && !readonly && <Suspense fallback={null}><DesignDrafts store={store} bridge={draft.bridge} autosaveKey={props.autosaveKey}
          texts={{ found: (time) => t('designer:draftFound', { time }), restore: t('designer:draftRestore'), discard: t('designer:draftDiscard') }} /></Suspense>}
        <Toolbar saveText={props.saveText} saveable={props.saveable} codeScriptUrl={scriptUrl} baseline={() => baseline.current} onSave={onSave} layout={layout} />
        <DesignerBody layout={layout} fields={fields} readonly={readonly} root={root} />
        <div className="fd-drop-indicator" aria-hidden />
      </div>
    </DesignerContext.Provider>
  );
}
