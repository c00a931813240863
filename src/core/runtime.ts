// One core instance per page (architecture.md "One session per page"): config, session, http
// clients, i18n and the UI port, kept on `window` under a Symbol.for key so that two bundles
// loaded on one page share them. Nothing here relies on instanceof across bundles.
import { DEFAULT_CONFIG, type HosConfig } from './config.ts';
import { createUiPort, type UiPort } from './http/uiPort.ts';
import { createHttpClients, type HttpClients } from './http/clients.ts';
import { createReach, type Reach } from './http/reach.ts';
import { createSession, type Session } from './session/createSession.ts';
import { browserCookieJar, memoryCookieJar, memoryStorage, type CookieJar, type KeyValueStorage } from './session/cookies.ts';
// instance.ts, not index.ts: the page starts with the base namespaces, modules add theirs (no catalogue)
import { createPageI18n, normalizeLang, type I18n, type Lang } from './i18n/instance.ts';
import { createLeaveGuard, type LeaveGuard } from './leaveGuard.ts';
import { browserChannel, startSessionSync } from './session/sessionSync.ts';

export const RUNTIME_KEY = Symbol.for('hos.runtime.v1');

export interface HosRuntime {
  readonly version: 1;
  config: HosConfig;
  configure(patch: Partial<HosConfig>): void;
  session: Session;
  http: HttpClients;
  i18n: I18n;
  ui: UiPort;
  /** the server does not answer, or refuses this page's origin: every element shows it (issue 36 §1) */
  reach: Reach;
  storage: KeyValueStorage;
  /** unsaved changes of the page's forms: leaving asks first (issue 10 §1) */
  leave: LeaveGuard;
  setLanguage(lang: string): void;
  /** subscribe to language changes (every element re-renders) */
  onLanguage(fn: (lang: Lang) => void): () => void;
}

export interface RuntimeEnv {
  cookies?: CookieJar;
  storage?: KeyValueStorage;
  config?: Partial<HosConfig>;
  reload?: () => void;
  currentPath?: () => string;
  lang?: Lang;
}

function readGlobalConfig(): Partial<HosConfig> {
  const g = globalThis as { HOS_CONFIG?: Partial<HosConfig> };
  return g.HOS_CONFIG && typeof g.HOS_CONFIG === 'object' ? g.HOS_CONFIG : {};
}

function safeLocalStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // storage can be blocked by the browser's privacy settings
  }
  return memoryStorage();
}

/** Builds a runtime (used directly by Node tests; pages use getRuntime()). */
export function createRuntime(env: RuntimeEnv = {}): HosRuntime {
  const config: HosConfig = { ...DEFAULT_CONFIG, ...readGlobalConfig(), ...env.config };
  const hasDocument = typeof document !== 'undefined';
  const cookies = env.cookies ?? (hasDocument ? browserCookieJar() : memoryCookieJar());
  const storage = env.storage ?? (typeof window !== 'undefined' ? safeLocalStorage() : memoryStorage());
  const savedLang = storage.getItem('language');
  const i18n = createPageI18n(env.lang ?? normalizeLang(savedLang ?? (typeof document !== 'undefined' ? document.documentElement.lang : '')));
  const ui = createUiPort({ reload: env.reload, currentPath: env.currentPath });
  const t = (key: string, params?: Record<string, string>) => i18n.t(key, params);
  const reach = createReach({
    pageOrigin: () => (typeof location !== 'undefined' && /^https?:$/.test(location.protocol) ? location.origin : undefined),
    fetch: typeof fetch === 'function' ? (url, init) => fetch(url, init) : undefined,
    log: (line) => console.error(line),
  });
  const holder = { config };
  const getConfig = () => holder.config;
  const session = createSession({ getConfig, cookies, storage, t });
  const http = createHttpClients({ getConfig, getBearer: () => session.getBearer(), ui, t, reach, resetToken: () => session.resetToken(), getLanguage: () => i18n.language });
  session.attachHttp(http);
  const langListeners = new Set<(lang: Lang) => void>();
  const runtime: HosRuntime = {
    version: 1,
    get config() {
      return holder.config;
    },
    set config(c: HosConfig) {
      holder.config = c;
    },
    configure(patch) {
      holder.config = { ...holder.config, ...patch };
    },
    session,
    http,
    i18n,
    ui,
    reach,
    storage,
    leave: createLeaveGuard(),
    setLanguage(lang) {
      const l = normalizeLang(lang);
      if (i18n.language === l) return;
      void i18n.changeLanguage(l);
      try {
        storage.setItem('language', l);
      } catch {
        // ignore quota errors
      }
      langListeners.forEach((fn) => fn(l));
    },
    onLanguage(fn) {
      langListeners.add(fn);
      return () => langListeners.delete(fn);
    },
  };
  return runtime;
}

/** The page's runtime, created on first use. */
export function getRuntime(): HosRuntime {
  const g = globalThis as unknown as Record<symbol, HosRuntime | undefined>;
  let rt = g[RUNTIME_KEY];
  if (!rt) {
    rt = createRuntime();
    g[RUNTIME_KEY] = rt;
    // one session across the page's bundles and the browser's tabs (issue 33 §9). Loaded with the page: a lazy
    // import would bring Vite's preload helper, which weighs more than this code
    if (typeof window !== 'undefined' && typeof document !== 'undefined') {
      startSessionSync({
        session: rt.session,
        channel: browserChannel(),
        every: (fn, ms) => {
          const id = setInterval(fn, ms);
          return () => clearInterval(id);
        },
        warn: (e) => console.warn('[hos] the session changed in another tab and could not be followed', e),
      });
    }
  }
  return rt;
}
