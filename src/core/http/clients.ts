// The two http clients of spec sections 7 and 8, and the /SYS call wrapper.
// Behaviour follows the error catalogue exactly; messages come from i18n namespace `http`.
// axios loads with the first call (issue 34 §1/§2): it was a third of the script every page parsed
// before its first paint (the renderer with its form given, the designer, the bell's icon), and none of
// them calls the server before that paint. Every call goes through axios as before, once it is there.
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosError, AxiosStatic } from 'axios';
import type { HosConfig } from '../config.ts';
import type { UiPort } from './uiPort.ts';
import { HosHttpError } from './errors.ts';
import { signParam } from './sign.ts';
import { serializeParams } from './params.ts';
import type { Reach, ReachProblem } from './reach.ts';

export const TOAST_MS = 5000;

export interface HttpDeps {
  getConfig(): HosConfig;
  /** bearer token to send, or undefined */
  getBearer(): string | undefined;
  ui: UiPort;
  t(key: string, params?: Record<string, string>): string;
  /** why a call got no answer at all (the server is down, or refuses this page's origin): issue 36 §1 */
  reach?: Reach;
  /** clear token, new token and roles (session.resetToken) */
  resetToken(): void;
  /** the page's current language ('zh-CN' | 'en'): sent as Accept-Language so server messages come in it */
  getLanguage?(): string;
}

/**
 * One of the two clients: axios's request methods, answering what the client's interceptors give (the
 * envelope's data, or a file's raw data). The axios instance is made with the first call.
 */
export interface HttpClient {
  request<T = unknown>(config: AxiosRequestConfig): Promise<T>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<T>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  patch<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  /** the axios instance behind the client (made now if no call has been made yet) */
  instance(): Promise<AxiosInstance>;
}

export interface HttpClients {
  /** old API (`/xjs-api`, `{resStatus, resData, objData, resMsg}`) */
  old: HttpClient;
  /** shared API (`{code, data, msg}`) */
  shared: HttpClient;
  /** a /SYS call: body `{data:{metdata, param, sign}}` through the shared client */
  sys<T = unknown>(path: string, param?: unknown, method?: 'post' | 'put' | 'delete'): Promise<T>;
  /** signed wrapper body for a /SYS call */
  sysBody(param: unknown): { data: { metdata: Record<string, unknown>; param: unknown; sign: string } };
}

function withBearer(deps: HttpDeps) {
  return (config: import('axios').InternalAxiosRequestConfig) => {
    const token = deps.getBearer();
    if (token) config.headers.set('Authorization', 'Bearer ' + token);
    // which session the call was sent with (a call failing after someone signed in again is just retried)
    (config as { hosBearer?: string }).hosBearer = token;
    // read per request: the user may switch the language at any time
    const lang = deps.getLanguage?.();
    if (lang && !config.headers.has('Accept-Language')) config.headers.set('Accept-Language', lang);
    return config;
  };
}

/** a call the user did not make (RequestConfig.background): it fails without a word */
const quiet = (config?: AxiosRequestConfig) => !!(config as { background?: boolean } | undefined)?.background;

function isExport(config: AxiosRequestConfig | undefined): boolean {
  if (!config) return false;
  return config.responseType === 'blob' || config.responseType === 'arraybuffer' || /export/i.test(config.url ?? '');
}

/** The `msg` of an error answer in the shared envelope, also when it came as a Blob or text (a file was asked). */
async function serverMessage(data: unknown): Promise<string | undefined> {
  let body = data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    if (!/json/i.test(data.type)) return undefined;
    try { body = JSON.parse(await data.text()); } catch { return undefined; }
  } else if (typeof data === 'string') {
    // Node's adapter gives a file's error answer as text
    try { body = JSON.parse(data); } catch { return undefined; }
  }
  const msg = body && typeof body === 'object' ? (body as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg ? msg : undefined;
}

/** The address a request went to (axios joins baseURL and url only when sending). */
function requestUrl(config: AxiosRequestConfig | undefined): string {
  const url = config?.url ?? '';
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  const base = config?.baseURL ?? '';
  return base ? base.replace(/\/+$/, '') + '/' + url.replace(/^\/+/, '') : url;
}

/** The words for a call that got no answer: why, when that could be found, else `fallback`. */
export function unreachableMessage(t: HttpDeps['t'], problem: ReachProblem | null, fallback: string): string {
  if (!problem) return fallback;
  return t(problem.kind === 'origin' ? 'http:originRefused' : 'http:serverDown', { api: problem.api, origin: problem.origin });
}

let axiosLoad: Promise<AxiosStatic> | undefined;
/** axios once fetched: a call made then is sent at once, as before axios loaded lazily */
let axiosHere: AxiosStatic | undefined;
/** axios itself, fetched once per page with the first call of either client */
export const loadAxios = (): Promise<AxiosStatic> =>
  (axiosLoad ??= import('axios').then(
    (m) => (axiosHere = m.default),
    // not fetched (the network, or the bundle replaced under the page): the next call asks again
    (e: unknown) => { axiosLoad = undefined; throw e; },
  ));

/**
 * A client whose axios instance is made by `make` when the first call is sent. A call made while axios
 * cannot be fetched fails as a call without an answer does (`unloaded`: the words, and the toast unless
 * the call is a background one); the next call fetches again.
 */
function deferredClient(make: (axios: AxiosStatic) => AxiosInstance, unloaded: (config: AxiosRequestConfig | undefined) => Error): HttpClient {
  let made: AxiosInstance | undefined;
  const now = () => made ?? (axiosHere ? (made = make(axiosHere)) : undefined);
  const ready = (): Promise<AxiosInstance> => {
    const ax = now();
    return ax ? Promise.resolve(ax) : loadAxios().then(() => now()!);
  };
  const call = <T,>(config: AxiosRequestConfig | undefined, send: (ax: AxiosInstance) => Promise<unknown>) => {
    const ax = now();
    return (ax ? send(ax) : ready().then(send, () => { throw unloaded(config); })) as Promise<T>;
  };
  return {
    request: (config) => call(config, (ax) => ax.request(config)),
    get: (url, config) => call(config, (ax) => ax.get(url, config)),
    delete: (url, config) => call(config, (ax) => ax.delete(url, config)),
    post: (url, data, config) => call(config, (ax) => ax.post(url, data, config)),
    put: (url, data, config) => call(config, (ax) => ax.put(url, data, config)),
    patch: (url, data, config) => call(config, (ax) => ax.patch(url, data, config)),
    instance: ready,
  };
}

export function createHttpClients(deps: HttpDeps): HttpClients {
  const cfg = deps.getConfig;
  /** a call got no answer: the reason, or `fallback` */
  const noAnswer = async (config: AxiosRequestConfig | undefined, fallback: string) =>
    unreachableMessage(deps.t, (await deps.reach?.diagnose(requestUrl(config))) ?? null, fallback);
  /** axios could not be fetched for a call: as the browser's own failure to reach the server */
  const unloaded = (key: 'http:networkOld' | 'http:network') => (config: AxiosRequestConfig | undefined) => {
    // shaped as axios's error for a call without an answer (isAxiosError, no response): the outbox keeps a
    // submission made so for later, the session keeps its user, as for a network failure
    const error = Object.assign(new HosHttpError(deps.t(key)), { isAxiosError: true });
    if (!quiet(config)) deps.ui.toast('error', error.message, TOAST_MS);
    return error;
  };
  // one prompt for every call that fails while the session is gone (issue 10 §1)
  let signingIn: Promise<boolean> | null = null;
  /**
   * The session ended on this page and the user chose to stay signed out (Cancel): a later call, now
   * sent without a token, still gets the sign-in dialog in place rather than the reload of a start-up.
   */
  let endedHere = false;

  /**
   * A shared-API call failed because the session ended (401 / 6401). The spec's prompt stays; its
   * "re-login" now signs in again in place instead of reloading, and the failed call is sent once more,
   * so nothing typed on the page is lost. Cancel keeps the page as it is and the call fails.
   */
  function signInAgain(config: AxiosRequestConfig & { hosRetried?: boolean; hosBearer?: string }, prompt: { title: string; content: string }, error: HosHttpError): Promise<unknown> {
    const current = deps.getBearer();
    if (current && current !== config.hosBearer && !config.hosRetried) {
      config.hosRetried = true;
      return shared.request(config);
    }
    // a call the user did not make (the bell's poll) neither interrupts what is being typed nor drops
    // the token: the next call the user makes meets the ended session and asks
    if (quiet(config)) return Promise.reject(error);
    deps.resetToken();
    if (!config.hosBearer && !endedHere) {
      // no session ended here: the call was made signed out (a start-up check, a bad SSO ticket) and its
      // caller handles the refusal; the prompt is the spec's, and its re-login reloads as it always did
      void deps.ui
        .confirm({ ...prompt, okText: deps.t('http:relogin'), cancelText: deps.t('http:cancel'), type: 'warning' })
        .then((ok) => { if (ok) deps.ui.reload(); });
      return Promise.reject(error);
    }
    endedHere = true;
    signingIn ??= deps.ui
      .confirm({ ...prompt, okText: deps.t('http:relogin'), cancelText: deps.t('http:cancel'), type: 'warning' })
      .then((ok) => (ok ? deps.ui.relogin() : false))
      .finally(() => { signingIn = null; });
    return signingIn.then((signedIn) => {
      if (signedIn) endedHere = false;
      if (!signedIn || config.hosRetried) return Promise.reject(error);
      config.hosRetried = true;
      return shared.request(config);
    });
  }

  const old = deferredClient((axios) => {
    const old = axios.create({ timeout: cfg().oldTimeoutMs, paramsSerializer: { serialize: serializeParams } });
    old.interceptors.request.use((config) => {
      config.baseURL = cfg().oldApiBase;
      return withBearer(deps)(config);
    });
    old.interceptors.response.use(
      (response: AxiosResponse) => {
        deps.reach?.answered();
        // export calls give the raw file (spec section 8: "Export URLs return raw data")
        if (isExport(response.config)) return response.data;
        const res = response.data as { resStatus?: string; resData?: unknown; objData?: unknown; resMsg?: string };
        if (res && res.resStatus === 'S0000') return (res.resData ?? res.objData) as never;
        if (!quiet(response.config)) deps.ui.toast('error', res?.resMsg || 'Error', TOAST_MS);
        return res as never;
      },
      async (error: AxiosError) => {
        const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
        if (error.response) deps.reach?.answered();
        // no answer at all: why (the bell's own list says it too)
        else if (!timedOut) error.message = await noAnswer(error.config, deps.t('http:networkOld'));
        if (quiet(error.config)) return Promise.reject(error);
        deps.ui.toast('error', error.message, TOAST_MS);
        return Promise.reject(error);
      },
    );
    return old;
  }, unloaded('http:networkOld'));

  const shared = deferredClient((axios) => {
    const shared = axios.create({ timeout: cfg().sharedTimeoutMs, paramsSerializer: { serialize: serializeParams } });
    shared.interceptors.request.use((config) => {
      config.baseURL = cfg().apiBase;
      return withBearer(deps)(config);
    });
    shared.interceptors.response.use(
      (response: AxiosResponse) => {
        deps.reach?.answered();
        if (isExport(response.config)) return response.data;
        const res = response.data as { code?: number; data?: unknown; msg?: string };
        const code = res?.code;
        if (code === 200) return res.data as never;
        if (code === 401) {
          const error = new HosHttpError(res?.msg || 'Unauthorized', 401, res);
          if (deps.ui.currentPath().includes(cfg().loginPath)) {
            deps.resetToken();
            deps.ui.reload();
            return Promise.reject(error);
          }
          return signInAgain(response.config, { title: deps.t('http:loggedOutTitle'), content: deps.t('http:loggedOut') }, error) as never;
        }
        if (code === 6401) {
          return signInAgain(response.config, { title: deps.t('http:systemPrompt'), content: deps.t('http:expired') }, new HosHttpError(deps.t('http:expired'), 6401, res)) as never;
        }
        const msg = res?.msg || 'Error';
        if (!quiet(response.config)) deps.ui.toast('error', msg, TOAST_MS);
        return Promise.reject(new HosHttpError(msg, code, res));
      },
      async (error: AxiosError) => {
        let message = error.message;
        const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || message.includes('timeout');
        // a refusal with the server's words (a file asked while the server is busy: 503 + Retry-After)
        const said = error.response ? await serverMessage(error.response.data) : undefined;
        if (error.response) deps.reach?.answered();
        // the browser says 'Network Error'; Node's adapter gives the socket error (ECONNREFUSED ...)
        if (said) message = said;
        else if (!error.response && !timedOut) message = await noAnswer(error.config, deps.t('http:network'));
        else if (message === 'Network Error') message = deps.t('http:network');
        else if (timedOut) message = deps.t('http:timeout');
        else if (message.includes('Request failed with status code')) message = deps.t('http:network') + ' ' + message.slice(-3);
        // a page that shows the failure (a list's alert) shows these words, not the browser's "Network Error"
        error.message = message;
        if (!quiet(error.config)) deps.ui.toast('error', message, TOAST_MS);
        return Promise.reject(error);
      },
    );
    return shared;
  }, unloaded('http:network'));

  // signed in: the page's first calls (the user, the bell's count) come at once, so axios is fetched now,
  // beside the element's own code, rather than after the first call asks for it
  if (deps.getBearer()) void loadAxios().catch(() => undefined);

  const sysBody = (param: unknown) => ({
    data: { metdata: { ...cfg().sysMetadata }, param: param ?? {}, sign: signParam(param ?? {}, cfg().signKey) },
  });

  return {
    old,
    shared,
    sysBody,
    sys: <T,>(path: string, param?: unknown, method: 'post' | 'put' | 'delete' = 'post') =>
      shared.request({ url: path, method, data: sysBody(param) }) as unknown as Promise<T>,
  };
}
