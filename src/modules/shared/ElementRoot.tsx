// Wraps every module rendered inside an element's shadow root: antd styles written into the shadow
// root (StyleProvider), popups kept inside it (getPopupContainer), antd locale and theme, the
// element's language, and the UI port that core uses for toasts and confirmations (antd hooks).
import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import AppContext from 'antd/es/app/context';
import useApp from 'antd/es/app/useApp';
import { StyleProvider, createCache } from '@ant-design/cssinjs';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { getRuntime } from '../../core/runtime.ts';
import { normalizeLang, type Lang } from '../../core/i18n/instance.ts';
import { accessibleTokens, getThemeStore } from '../../core/theme.ts';
import { HostContext, type HostContextValue } from './HostContext.ts';
import { getSharedStyles } from './sharedStyles.ts';
import { useLazyAppApis } from './appApis.ts';
import { installClearLabels } from './clearLabels.ts';
import { adoptPopupStyles } from './popupStyles.ts';
import { unreachableMessage } from '../../core/http/clients.ts';

// the sign-in dialog loads only when a session ends (issue 10 §1)
const ReloginDialog = lazy(() => import('./ReloginDialog.tsx'));

function UiBridge() {
  const { message, modal } = useApp();
  const runtime = getRuntime();
  const [signIn, setSignIn] = useState<{ done: (ok: boolean) => void; first: boolean } | null>(null);
  useEffect(
    () =>
      runtime.ui.attach({
        toast: (type, text, durationMs) => {
          void message.open({ type, content: text, duration: durationMs / 1000 });
        },
        confirm: (o) =>
          new Promise<boolean>((resolve) => {
            modal.confirm({
              title: o.title,
              content: o.content,
              okText: o.okText,
              cancelText: o.cancelText,
              type: o.type ?? 'warning',
              onOk: () => resolve(true),
              onCancel: () => resolve(false),
            });
          }),
        relogin: (opts) => new Promise<boolean>((resolve) => setSignIn({ done: resolve, first: Boolean(opts?.first) })),
      }),
    [runtime, message, modal],
  );
  if (!signIn) return null;
  const done = (ok: boolean) => {
    setSignIn(null);
    signIn.done(ok);
  };
  return (
    <Suspense fallback={null}>
      <ReloginDialog onDone={done} first={signIn.first} />
    </Suspense>
  );
}

/**
 * The server does not answer, or refuses this page's origin (issue 36 §1): said at the top of every element
 * until a call gets an answer again, in the element's language. Plain markup: the smallest pages carry it.
 */
function Unreachable({ lang }: { lang: Lang }) {
  const { reach, i18n } = getRuntime();
  const problem = useSyncExternalStore(reach.subscribe, reach.state, reach.state);
  if (!problem) return null;
  const text = unreachableMessage((k, p) => i18n.t(k, { ...p, lng: lang }), problem, '');
  return (
    <div className="hos-unreachable" role="alert" data-kind={problem.kind}
      style={{ margin: '0 0 12px', padding: '8px 12px', border: '1px solid #ffccc7', borderRadius: 6, background: '#fff2f0', color: '#a8071a', fontSize: 14, lineHeight: 1.5 }}>
      {text}
    </div>
  );
}

const MESSAGE_CONFIG = { maxCount: 3 };
/**
 * antd keys its CSS variables by a React useId of each ConfigProvider, so every element (its own React
 * root) would generate and insert every component's variables again under a new key: the second
 * form on a page took most of the first one's time. The elements share one theme (core/theme.ts),
 * hence one key. Nested ConfigProviders with a theme of their own still get their own key.
 */
const CSS_VAR = { key: 'css-var-hos' };
/**
 * antd's theme for a primary colour: one object per colour for the page (a new object on every render
 * made antd hash the tokens again, and the accessible colours are a few hundred contrast checks).
 */
const themes = new Map<string, ThemeConfig>();
const themeFor = (colorPrimary: string, motion: boolean): ThemeConfig => {
  const key = colorPrimary + (motion ? '' : ' still');
  let t = themes.get(key);
  if (!t) themes.set(key, (t = { cssVar: CSS_VAR, token: { ...accessibleTokens(colorPrimary), controlOutlineWidth: 2, fontFamily: 'inherit', motion } }));
  return t;
};

const STILL = '(prefers-reduced-motion: reduce)';
const still = () => typeof matchMedia === 'function' && matchMedia(STILL).matches;
const onStillChange = (cb: () => void) => {
  if (typeof matchMedia !== 'function') return () => {};
  const q = matchMedia(STILL);
  q.addEventListener('change', cb);
  return () => q.removeEventListener('change', cb);
};
/** false when the reader asked their system for less motion: antd's popups and dialogs then open without animating */
function useMotion(): boolean {
  return !useSyncExternalStore(onStillChange, still, still);
}

/** antd's <App component={false}> for App.useApp(), with modal and notification loaded on first use. */
function AppApis({ children }: { children: ReactNode }) {
  const [value, holders] = useLazyAppApis(MESSAGE_CONFIG);
  return (
    <AppContext.Provider value={value}>
      {children}
      {holders}
    </AppContext.Provider>
  );
}

function usePageLang(): Lang {
  const runtime = getRuntime();
  return useSyncExternalStore(
    (cb) => runtime.onLanguage(cb),
    () => normalizeLang(runtime.i18n.language),
    () => normalizeLang(runtime.i18n.language),
  );
}

export interface ElementRootProps {
  container: ShadowRoot;
  /** `locale` attribute: fixes this element's language; otherwise it follows the page */
  locale?: string;
  /** `api-base` attribute: sets the page's shared API base */
  apiBase?: string;
  children: ReactNode;
}

export function ElementRoot({ container, locale, apiBase, children }: ElementRootProps) {
  const runtime = getRuntime();
  const pageLang = usePageLang();
  const lang: Lang = locale ? normalizeLang(locale) : pageLang;
  // one cssinjs cache per bundle, mirrored into a shared constructed sheet (sharedStyles.ts);
  // without constructed stylesheets, each element gets its own cache written into its root
  const shared = getSharedStyles();
  const cache = useMemo(() => shared?.cache ?? createCache(), [shared]);
  const styleContainer = shared?.sink ?? container;
  const popups = useRef<HTMLDivElement>(null);
  const themeStore = getThemeStore();
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.getState, themeStore.getState);
  const motion = useMotion();
  if (apiBase != null && apiBase !== runtime.config.apiBase) runtime.configure({ apiBase });
  useEffect(() => {
    dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
  }, [lang]);
  // focus goes back to the control that opened a dialog (antd's own restore stops at the host); popups
  // and dialogs stack above the host's overlays and their keys stop at the element (hostBoundary.ts);
  // loaded after the first paint, well before anyone opens a dialog
  useEffect(() => {
    let dispose: (() => void) | null = null;
    let gone = false;
    void Promise.all([import('./focusReturn.ts'), import('./hostBoundary.ts')]).then(([f, b]) => {
      if (gone) return;
      const ends = [f.installFocusReturn(container).dispose, b.installHostBoundary(container.host as HTMLElement, popups.current!, () => runtime.config.zIndexBase)];
      dispose = () => ends.forEach((end) => end());
    });
    return () => {
      gone = true;
      dispose?.();
    };
  }, [container, runtime]);
  // popups that fit the window (the date-time picker on a phone)
  useEffect(() => adoptPopupStyles(container), [container]);
  // clear buttons named in the page language (antd's Select says "Clear" in every locale)
  useEffect(() => installClearLabels(container, (lang === 'en' ? enUS : zhCN).DatePicker?.lang.clear ?? ''), [container, lang]);
  const host = container.host as HTMLElement;
  const ctx = useMemo<HostContextValue>(
    () => ({
      runtime,
      lang,
      host,
      shadowRoot: container,
      emit: (name, detail) => host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true })),
    }),
    [runtime, lang, host, container],
  );
  return (
    <StyleProvider container={styleContainer} cache={cache}>
      <ConfigProvider
        locale={lang === 'en' ? enUS : zhCN}
        getPopupContainer={() => popups.current ?? (container as unknown as HTMLElement)}
        theme={themeFor(theme.colorPrimary, motion)}
      >
        <AppApis>
          <HostContext.Provider value={ctx}>
            <div className="hos-root" lang={lang}>
              <UiBridge />
              <Unreachable lang={lang} />
              {children}
              <div className="hos-popups" ref={popups} />
            </div>
          </HostContext.Provider>
        </AppApis>
      </ConfigProvider>
    </StyleProvider>
  );
}
