// <hos-form-renderer>'s module: builds the engine model from the element's properties, draws the
// widget tree (each item subscribes to its own field), and registers the element API (issue 3 §2).
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ConfigProvider } from 'antd';
// antd's Input module alone: `Input` from 'antd' carries Search, OTP, Password and TextArea along
import Input from 'antd/es/input/Input';
import useApp from 'antd/es/app/useApp';
import { createFormModel, type FormModel, type Models, type PrefillMap, type RemoteFuncs } from '../../core/form/index.ts';
import { useHost } from '../shared/HostContext.ts';
import { useT } from '../shared/hooks.ts';
import { useElementApi } from '../shared/elementApi.ts';
import { FormCtx, type FormCtxValue } from './context.ts';
import { createHttp, createUpload } from '../../core/api/transport.ts';
import { adoptFormStyles } from './styles.ts';
import { Cell, WidgetList } from './FieldItem.tsx';
import { preloadFormCode } from './widgets/registry.ts';
import { withFormulas } from './formulas.ts';
import { STEP } from '../../core/form/reveal.ts';
import { deferPlan, deferred, drawn, frame, whenIdle, type Readiness } from './drawing.ts';
import { exportFormPdf, printForm } from './print.ts';
import { useAutosave } from './useAutosave.ts';
import { mapDraft } from '../../core/autosave/mapDraft.ts';
import { draftFieldsOf } from '../../core/autosave/autosaver.ts';
import { useFillUser, useSignedOut } from './useSessionFollow.ts';
import type { HosRuntime } from '../../core/runtime.ts';

export interface FormRendererProps {
  schema?: unknown;
  value?: Models;
  remote?: RemoteFuncs;
  prefill?: PrefillMap | false;
  readonly?: boolean;
  preview?: boolean;
  /** shows a submit button with this text */
  submitText?: string;
  /** keeps what is typed on this machine under this key until the host calls clearDraft() (issue 10 §1) */
  autosaveKey?: string;
}

// antd's Button (and the colour code its styles carry) is only needed when a submit button is asked for
const loadSubmitButton = () => import('./SubmitButton.tsx');
const SubmitButton = lazy(loadSubmitButton);
const DraftOffer = lazy(() => import('./DraftOffer.tsx'));

const EMPTY_SCHEMA = { list: [], config: { labelWidth: 100, labelPosition: 'right', size: 'small' } };
const SIZE = { medium: 'middle', small: 'small', mini: 'small' } as const;
/** The element's properties (and the preview attribute) a method call must see drawn before it answers. */
const WATCHED = ['schema', 'value', 'remote', 'prefill', 'preview'] as const;
/** How long a method call waits at most for a property set to be drawn (the element may be detached). */
const SETTLE_LIMIT_MS = 1000;

/** Signed out elsewhere (issue 33 §9): the sign-in dialog; given up, the submit is refused with the reason. */
async function askSignIn(runtime: HosRuntime, lng: string): Promise<void> {
  if (!(await runtime.ui.relogin())) throw new Error(runtime.i18n.t('form:signedOut', { lng }));
}
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function FormRenderer(props: FormRendererProps) {
  const { schema, value, remote, prefill, readonly = false, preview = false, submitText, autosaveKey } = props;
  const { runtime, lang, host, shadowRoot, emit } = useHost();
  const t = useT();
  const { message } = useApp();
  const langRef = useRef(lang);
  langRef.current = lang;
  const rendered = useRef<FormRendererProps>(props);
  rendered.current = props;
  // calls waiting for the element's latest property sets to be drawn: checked after every commit
  const waiting = useRef(new Set<() => void>());
  useEffect(() => {
    for (const check of [...waiting.current]) check();
  });
  const formRef = useRef<HTMLFormElement>(null);

  useMemo(() => adoptFormStyles(shadowRoot), [shadowRoot]);
  const http = useMemo(() => createHttp(runtime), [runtime]);
  const upload = useMemo(() => createUpload(runtime), [runtime]);

  const readiness = useRef(new WeakMap<FormModel, Readiness>());
  const autosave = useAutosave(runtime, autosaveKey && !readonly && !preview ? autosaveKey : undefined);
  // this form's mark in the page's leave guard: typed input not stored yet (issue 10 §1)
  const unsaved = useMemo(() => ({ form: true }), []);
  useEffect(() => () => runtime.leave.set(unsaved, false), [runtime, unsaved]);
  const restored = autosave.restored;
  const model = useMemo(() => {
    const s = runtime.session.getState();
    const user = s.name || s.workNo ? { name: s.name, workNo: s.workNo, deptName: s.deptName } : undefined;
    const m = createFormModel(schema ?? EMPTY_SCHEMA, {
      // a restored local draft wins over the host's value: it is what the user typed last
      value: restored ? { ...(value ?? {}), ...restored } : value ?? {},
      remote: remote ?? {},
      http,
      preview,
      storage: storage(),
      storageKey: runtime.config.patientStorageKey,
      user,
      prefill: prefill ?? undefined,
      translate: () => runtime.i18n.t('form:validError', { lng: langRef.current }),
    });
    readiness.current.set(m, deferred());
    return m;
  }, [schema, value, remote, prefill, preview, http, runtime, restored]);
  // the code of the lazy widgets this form uses (and the formula language, for computed fields): the form
  // is drawn once it is here (up to a second; after that widgets still missing show up on their own), so it
  // appears in one piece
  const code = useMemo(() => withFormulas(model, preloadFormCode(model.schema)), [model]);
  const [codeFor, setCodeFor] = useState<FormModel | null>(null);
  useEffect(() => {
    if (!code) return;
    let alive = true;
    const done = () => alive && setCodeFor(model);
    const timer = setTimeout(done, 1000);
    void code.then(done);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [code, model]);
  const codeReady = !code || codeFor === model;
  const modelRef = useRef(model);
  modelRef.current = model;
  const stepwise = useMemo(() => (readonly ? null : deferPlan(model.schema)), [model, readonly]);
  const stepwiseRef = useRef(stepwise);
  stepwiseRef.current = stepwise;
  const [ready, setReady] = useState(false);
  const [specificPatient, setSpecificPatient] = useState(false);

  // one real antd Input registers its styles and tells us its class list (see widgets/text.tsx)
  const probe = useRef<HTMLSpanElement>(null);
  const [inputClass, setInputClass] = useState<string | null>(null);
  const config = model.schema.config;
  const size = SIZE[config.size as keyof typeof SIZE] ?? 'small';
  useLayoutEffect(() => {
    const input = probe.current?.querySelector('input');
    setInputClass(input ? input.className.replace(/\s*ant-input-(disabled|status-\w+)/g, '') : '');
  }, [size, readonly]);

  // remote options and the code of the lazy widgets this form uses: loaded for this model
  const [loadedFor, setLoadedFor] = useState<FormModel | null>(null);
  useEffect(() => {
    let alive = true;
    setSpecificPatient(model.getState().specificPatient);
    void Promise.all([model.loadRemoteOptions(), code])
      .catch((e) => console.warn('[form] loading failed', e))
      .then(() => alive && setLoadedFor(model));
    return () => {
      alive = false;
    };
  }, [model, code]);
  // ready once a commit holds this model's widget list with its options loaded (a condition seen by
  // an effect after the commit, not a guess at how many frames React needs), then one painted frame
  const listShown = inputClass !== null && codeReady && loadedFor === model;
  useEffect(() => {
    if (!listShown) return;
    let alive = true;
    let cancelIdle = () => undefined as void;
    void drawn(shadowRoot).then(() => {
      readiness.current.get(model)?.resolve();
      if (alive) setReady(true);
      // then the stand-ins, a few per idle moment
      const step = () => {
        if (alive && stepwise?.reveal.showNext(STEP)) cancelIdle = whenIdle(step);
      };
      if (alive && stepwise) cancelIdle = whenIdle(step);
    });
    return () => {
      alive = false;
      cancelIdle();
    };
  }, [listShown, model, shadowRoot, stepwise]);

  const ctx = useMemo<FormCtxValue>(() => {
    const notify = (path: string) => {
      const m = model;
      autosave.changed(m);
      if (!readonly && !preview) runtime.leave.set(unsaved, true);
      let models: Models | undefined;
      emit('hos-change', {
        field: path,
        value: m.getField(path).value,
        get models() {
          return (models ??= m.getModels());
        },
      });
    };
    return {
      model,
      config: model.schema.config,
      readonly,
      lang,
      t,
      change(path, v) {
        model.setValue(path, v);
        notify(path);
      },
      notify,
      http,
      upload,
      toast: (type, text) => void message.open({ type, content: text, duration: type === 'error' ? 5 : 3 }),
      root: shadowRoot,
      inputClass: inputClass ?? '',
      deferred: stepwise,
      Cell,
    };
  }, [model, readonly, preview, lang, t, emit, http, upload, message, shadowRoot, inputClass, autosave, runtime, unsaved, stepwise]);

  // one session across the page (issue 33 §9)
  const live = !readonly && !preview;
  const signedOut = useSignedOut(runtime) && live;
  // filled as the first build fills them: not the user's typing (no change event, nothing unsaved)
  useFillUser(runtime, model, live && prefill !== false);

  const api = useMemo(() => {
    // A property set (el.schema = ...) reaches React on its next render: a call made right after it
    // waits for the commit that draws it. The element's public properties are compared with the props
    // of the last render; no timer polls, the check runs after each commit.
    const drawnNow = () => {
      const el = host as unknown as Record<string, unknown>;
      const seen = rendered.current as Record<string, unknown>;
      return WATCHED.every((k) => (k === 'preview' ? !!el[k] === !!seen[k] : el[k] === seen[k]));
    };
    const settled = () => new Promise<void>((resolve) => {
      if (drawnNow()) return resolve();
      const done = () => {
        waiting.current.delete(check);
        clearTimeout(limit);
        resolve();
      };
      const check = () => {
        if (drawnNow()) done();
      };
      const limit = setTimeout(done, SETTLE_LIMIT_MS);
      waiting.current.add(check);
    });
    const current = async () => {
      await settled();
      return modelRef.current;
    };
    const scrollToFirstError = async () => {
      await frame();
      const first = shadowRoot.querySelector<HTMLElement>('.has-error');
      first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      first?.querySelector<HTMLElement>('input, textarea, [tabindex]')?.focus({ preventScroll: true });
    };
    /** a printed form shows every widget as drawn, not its stand-in */
    const drawEverything = async () => {
      const d = stepwiseRef.current;
      if (!d || !d.reveal.waiting()) return;
      d.reveal.showAll();
      await frame();
    };
    const submit = async () => {
      const m = await current();
      // signed out elsewhere: sign in here first; the values stay as typed either way
      const { readonly: ro, preview: pv } = rendered.current;
      if (!ro && !pv && runtime.session.getState().signedOut) await askSignIn(runtime, langRef.current);
      try {
        const data = await m.getData();
        emit('hos-submit', { models: data });
        return data;
      } catch (e) {
        void scrollToFirstError();
        void message.warning(runtime.i18n.t('form:completeInfo', { lng: langRef.current }));
        throw e;
      }
    };
    return {
      whenReady: async () => {
        const m = await current();
        await readiness.current.get(m)?.promise;
      },
      getData: async () => (await current()).getData(),
      validate: async () => (await current()).validate(),
      getModels: () => modelRef.current.getModels(),
      reset: () => {
        modelRef.current.reset();
        runtime.leave.set(unsaved, false);
      },
      setDisabled: (fields: string | string[], disabled: boolean) => modelRef.current.setDisabled(fields, disabled),
      getFieldState: (path: string) => modelRef.current.getFieldState(path),
      submit,
      print: async () => {
        await drawEverything();
        return formRef.current ? printForm(shadowRoot, formRef.current) : false;
      },
      exportPdf: async (fileName?: string) => {
        await drawEverything();
        return formRef.current ? exportFormPdf(shadowRoot, formRef.current, fileName) : false;
      },
      // the host stored the form: nothing is unsaved any more
      clearDraft: () => {
        runtime.leave.set(unsaved, false);
        return autosave.clear();
      },
    };
  }, [host, shadowRoot, emit, message, runtime, autosave, unsaved]);
  useElementApi(host, api, ready);

  return (
    <ConfigProvider componentSize={size}>
      <form
        ref={formRef}
        className={['hos-form', `hos-size-${config.size || 'small'}`, readonly ? 'hos-readonly' : '', config.customClass || ''].filter(Boolean).join(' ')}
        style={{ ['--hos-label-width' as string]: `${config.labelWidth}px` }}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          api.submit().catch(() => undefined);
        }}
      >
        {autosave.offer && (
          <Suspense fallback={null}>
            <DraftOffer draft={autosave.offer} missing={mapDraft(autosave.offer.models, model.schema, draftFieldsOf(autosave.offer)).missing} lang={lang} onRestore={() => autosave.restore(model.schema)} onDiscard={() => void autosave.clear()} />
          </Suspense>
        )}
        {signedOut && (
          <div className="hos-signed-out" role="alert">
            <span>{t('form:signedOut')}</span>
            <button type="button" className="hos-signed-out-btn" onClick={() => void askSignIn(runtime, lang).catch(() => undefined)}>{t('form:signIn')}</button>
          </div>
        )}
        {specificPatient && (
          <div className="hos-patient-flag">
            <span className="hos-flag">{t('form:specificPatient')}</span>
          </div>
        )}
        {!readonly && (
          <span ref={probe} style={{ display: 'none' }} aria-hidden="true">
            <Input tabIndex={-1} key={size} />
          </span>
        )}
        {inputClass !== null && codeReady && (
          <FormCtx.Provider value={ctx}>
            <WidgetList list={model.schema.list} />
          </FormCtx.Provider>
        )}
        {submitText && !readonly && (
          <div className="hos-actions">
            <Suspense fallback={<span className="hos-loading" />}>
              <SubmitButton text={submitText} />
            </Suspense>
          </div>
        )}
      </form>
    </ConfigProvider>
  );
}
