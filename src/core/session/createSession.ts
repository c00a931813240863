// The session store (spec sections 3, 4 and 6): one per page, shared by every element through
// runtime.ts. State is a zustand vanilla store; actions talk to the server through the http clients.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HosConfig } from '../config.ts';
import type { HttpClients } from '../http/clients.ts';
import type { CookieJar, KeyValueStorage } from './cookies.ts';
import type { CurrentApp, FlowStatus, LabelValue, SessionState, UserInfo } from './types.ts';
import { isSecondFactorStep, SecondFactorRequired } from './secondFactor.ts';

export const CURRENT_APP_KEY = 'currentApp';
/**
 * The signed-in user as last loaded (issue 32 §2): roles, menu and name, no patient data, kept for the
 * token it was loaded with, so the installed app opens without a network (the report page at the bedside)
 * instead of losing the session to a getinfo that got no answer. Gone with the token (logout, sign-out).
 */
export const OFFLINE_USER_KEY = 'hos-offline-user';

/** Which token a kept user belongs to (its end: the token itself is not stored twice). */
const tokenTag = (token: string) => token.length + ':' + token.slice(-12);

export interface SessionDeps {
  getConfig(): HosConfig;
  cookies: CookieJar;
  storage: KeyValueStorage;
  /** set after construction (the clients need the session's token getter) */
  http?: HttpClients;
  t(key: string): string;
}

export interface Session {
  store: StoreApi<SessionState>;
  getState(): SessionState;
  subscribe(fn: (s: SessionState, prev: SessionState) => void): () => void;
  /** the token sent as Bearer: the new token when configured and present, else the token */
  getBearer(): string | undefined;
  /** the same, read from the cookies alone ('' when they hold none): what other tabs and bundles see */
  cookieBearer(): string;
  setToken(token: string): void;
  setNewToken(token: string, info?: UserInfo | null): void;
  resetToken(): void;
  /**
   * `quiet`: a refusal is not also shown as a toast (issue 23 §1: the login page and the sign-in dialog
   * show it once, next to the form); the promise rejects with it as usual.
   */
  login(credentials: { username: string; password: string; code?: string; uuid?: string; captchaId?: string }, opts?: { quiet?: boolean }): Promise<UserInfo | null>;
  /**
   * A sign-in's answer that carries a session (issue 33 §3: the second step's, secondFactorCalls.ts): the
   * token kept, the user's info applied when it came along.
   */
  adopt(data: { token: string; user?: UserInfo }): UserInfo | null;
  loginSys(credentials: { username: string; password: string }): Promise<UserInfo>;
  sso(ticket: string): Promise<UserInfo>;
  autoLogin(ticket: string): Promise<string>;
  refreshToken(): Promise<string>;
  /** `background`: a call the user did not make, quiet when it fails (ensureUser.ts) */
  getInfo(opts?: { background?: boolean }): Promise<UserInfo>;
  logout(): Promise<void>;
  switchRole(role: string): Promise<UserInfo>;
  loadCirculationStatus(): Promise<LabelValue[]>;
  loadFlowStatus(folderName?: string): Promise<FlowStatus[]>;
  getCurrentApp(): CurrentApp | null;
  setCurrentApp(app: CurrentApp | null): void;
  /**
   * The token cookie changed under this page (another tab or bundle signed in, out, refreshed or switched
   * role; sessionSync.ts tells): the state follows without a reload. A new user or role is loaded and
   * `routes` + `closeAllTabs` fire; no token left: the signed-out state and `signedOut` fire.
   */
  follow(): Promise<void>;
  /** listeners for the shell: regenerate routes, close all tabs; `signedOut`: the session ended elsewhere */
  on(event: 'routes' | 'closeAllTabs' | 'logout' | 'signedOut', fn: () => void): () => void;
  attachHttp(http: HttpClients): void;
}

const EMPTY: Omit<SessionState, 'token' | 'newToken' | 'currentApp'> = {
  newUserInfo: null,
  name: '',
  username: '',
  workNo: '',
  deptName: '',
  avatar: '',
  introduction: '',
  roles: [],
  activeRole: '',
  menuList: [],
  permissions: [],
  permisaction: [],
  userId: '',
  userID: '',
  id: '',
  lastPwdDays: 0,
  pwdChangeReason: null,
  circulationStatus: [],
  flowStatus: [],
  routesVersion: 0,
  signedOut: false,
};

/** Avatar rule of spec section 3: a path without http gets the base path; empty stays empty. */
export function resolveAvatar(avatar: string | undefined | null, base: string): string {
  if (!avatar) return '';
  if (/^https?:\/\//i.test(avatar) || avatar.startsWith('data:')) return avatar;
  return (base || '').replace(/\/+$/, '') + (avatar.startsWith('/') ? '' : '/') + avatar;
}

/** records[0].flowStatus deduplicated by key (first wins). */
export function dedupeFlowStatus(list: FlowStatus[] | undefined | null): FlowStatus[] {
  const seen = new Set<string>();
  const out: FlowStatus[] = [];
  for (const item of list ?? []) {
    if (!item || seen.has(String(item.key))) continue;
    seen.add(String(item.key));
    out.push(item);
  }
  return out;
}

function readCurrentApp(storage: KeyValueStorage): CurrentApp | null {
  try {
    const raw = storage.getItem(CURRENT_APP_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as CurrentApp;
    return v && typeof v === 'object' && typeof v.mid === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function createSession(deps: SessionDeps): Session {
  const cfg = deps.getConfig;
  const store = createStore<SessionState>(() => ({
    ...EMPTY,
    token: deps.cookies.get(cfg().tokenCookie) ?? '',
    newToken: deps.cookies.get(cfg().newTokenCookie) ?? '',
    currentApp: readCurrentApp(deps.storage),
  }));
  const listeners: Record<string, Set<() => void>> = { routes: new Set(), closeAllTabs: new Set(), logout: new Set(), signedOut: new Set() };
  const emit = (e: string) => listeners[e]?.forEach((fn) => fn());
  let http = deps.http;
  const needHttp = () => {
    if (!http) throw new Error('session: http clients not attached');
    return http;
  };

  // The cookie is the source of truth: the old portal (or another bundle) may change it.
  const currentToken = () => deps.cookies.get(cfg().tokenCookie) ?? store.getState().token ?? '';
  const currentNewToken = () => deps.cookies.get(cfg().newTokenCookie) ?? store.getState().newToken ?? '';

  const setToken = (token: string) => {
    deps.cookies.set(cfg().tokenCookie, token);
    store.setState(token ? { token, signedOut: false } : { token });
  };
  const setNewToken = (token: string, info: UserInfo | null = null) => {
    deps.cookies.set(cfg().newTokenCookie, token);
    store.setState({ newToken: token, newUserInfo: info });
  };
  const resetToken = () => {
    deps.storage.removeItem(OFFLINE_USER_KEY);
    deps.cookies.remove(cfg().tokenCookie);
    deps.cookies.remove(cfg().newTokenCookie);
    store.setState({ token: '', newToken: '', newUserInfo: null, roles: [], permissions: [], permisaction: [], menuList: [] });
  };

  const applyInfo = (info: UserInfo) => {
    store.setState({
      roles: info.roles,
      activeRole: info.activeRole ?? info.roles[0] ?? '',
      menuList: Array.isArray(info.menuList) ? info.menuList : [],
      permissions: Array.isArray(info.permissions) ? info.permissions : [],
      permisaction: Array.isArray(info.permisaction) ? info.permisaction : Array.isArray(info.permissions) ? info.permissions : [],
      name: info.name ?? info.username ?? '',
      username: info.username ?? '',
      workNo: info.workNo ?? '',
      deptName: info.deptName ?? '',
      avatar: resolveAvatar(info.avatar, cfg().avatarBase),
      introduction: info.introduction ?? '',
      userId: info.userId ?? '',
      userID: info.userID ?? info.userId ?? '',
      id: info.id ?? info.userId ?? '',
      lastPwdDays: Number(info.lastPwdDays ?? 0),
      pwdChangeReason: typeof info.pwdChangeReason === 'string' ? info.pwdChangeReason : null,
    });
  };

  const readOfflineUser = (bearer: string): UserInfo | null => {
    try {
      const v = JSON.parse(deps.storage.getItem(OFFLINE_USER_KEY) ?? 'null') as { tag?: string; info?: UserInfo } | null;
      return v?.tag === tokenTag(bearer) && v.info?.roles?.length ? v.info : null;
    } catch {
      return null;
    }
  };

  const fromRecords = (data: unknown): (UserInfo & { token?: string }) | undefined => {
    const records = (data as { records?: unknown[] } | null)?.records;
    return Array.isArray(records) ? (records[0] as UserInfo & { token?: string }) : undefined;
  };

  /** A sign-in's answer with a session: the token kept, the user's info applied when it came along. */
  const signedIn = (data: { token: string; user?: UserInfo }): UserInfo | null => {
    setToken(data.token);
    if (data.user && Array.isArray(data.user.roles) && data.user.roles.length) applyInfo(data.user);
    return data.user ?? null;
  };

  const session: Session = {
    store,
    getState: () => store.getState(),
    subscribe: (fn) => store.subscribe(fn),
    getBearer() {
      const tok = cfg().useNewToken ? currentNewToken() || currentToken() : currentToken();
      return tok || undefined;
    },
    cookieBearer() {
      const token = deps.cookies.get(cfg().tokenCookie) ?? '';
      return (cfg().useNewToken ? deps.cookies.get(cfg().newTokenCookie) || token : token) || '';
    },
    setToken,
    setNewToken,
    resetToken,
    async login({ username, password, code, uuid, captchaId }, opts) {
      const data = (await needHttp().shared.post('/login', { username: username.trim(), password, code, uuid, captchaId }, opts?.quiet ? ({ background: true } as object) : undefined)) as unknown;
      // issue 33 §3: the password was right, a second factor comes before the session
      if (isSecondFactorStep(data)) throw new SecondFactorRequired(data, deps.t('http:factorNeeded'));
      return signedIn(data as { token: string; user?: UserInfo });
    },
    adopt: (data) => signedIn(data),
    async loginSys({ username, password }) {
      const rec = fromRecords(await needHttp().sys('/SYS/HRAILOGIN/LOGIN', { username: username.trim(), password }));
      if (!rec?.token) throw new Error(deps.t('http:verifyFailed'));
      setToken(rec.token);
      setNewToken(rec.token, rec);
      return rec;
    },
    async sso(ticket) {
      const rec = fromRecords(await needHttp().sys('/SYS/HRAILOGIN/SSO', { ticket }));
      if (!rec?.token) throw new Error(deps.t('http:verifyFailed'));
      setToken(rec.token);
      setNewToken(rec.token, rec);
      return rec;
    },
    async autoLogin(ticket) {
      const data = (await needHttp().shared.post('/auto-login', { ticket })) as unknown as { token: string };
      setToken(data.token);
      return data.token;
    },
    async refreshToken() {
      const data = (await needHttp().shared.post('/refreshtoken', {})) as unknown as { token: string };
      setToken(data.token);
      if (currentNewToken()) setNewToken(data.token, store.getState().newUserInfo);
      return data.token;
    },
    async getInfo(opts) {
      const bearer = session.getBearer() ?? '';
      let data: unknown;
      try {
        data = await needHttp().shared.get('/api/v1/getinfo', opts as object | undefined);
      } catch (e) {
        // no answer at all (no network): the user last loaded with this token, if any
        const err = e as { isAxiosError?: boolean; response?: unknown };
        const kept = err?.isAxiosError && !err.response && bearer ? readOfflineUser(bearer) : null;
        if (!kept) throw e;
        applyInfo(kept);
        return kept;
      }
      const info = fromRecords(data);
      if (!info) {
        resetToken();
        throw new Error(deps.t('http:verifyFailed'));
      }
      if (!Array.isArray(info.roles) || info.roles.length === 0) {
        throw new Error('getInfo: roles must be a non-null array!');
      }
      applyInfo(info);
      try {
        if (bearer) deps.storage.setItem(OFFLINE_USER_KEY, JSON.stringify({ tag: tokenTag(bearer), info }));
      } catch {
        // a full or blocked storage: the app just needs the network to open
      }
      return info;
    },
    async logout() {
      try {
        if (currentToken() || currentNewToken()) await needHttp().shared.post('/logout', {});
      } catch {
        // logging out must work even when the server is gone
      } finally {
        resetToken();
        store.setState({ ...EMPTY, token: '', newToken: '', currentApp: store.getState().currentApp, signedOut: true });
        emit('logout');
      }
    },
    async switchRole(role) {
      const data = (await needHttp().shared.post('/api/v1/user/switchRole', { role })) as unknown as { token: string; suffix?: string };
      setToken(data.token + (data.suffix ?? ''));
      if (currentNewToken()) setNewToken(data.token + (data.suffix ?? ''), null);
      const info = await session.getInfo();
      store.setState((s) => ({ routesVersion: s.routesVersion + 1 }));
      emit('routes');
      emit('closeAllTabs');
      return info;
    },
    async loadCirculationStatus() {
      const list = ((await needHttp().shared.get('/api/v1/circulationStatus')) as unknown as LabelValue[]) ?? [];
      store.setState({ circulationStatus: Array.isArray(list) ? list : [] });
      return store.getState().circulationStatus;
    },
    async loadFlowStatus(folderName) {
      const data = await needHttp().sys('/SYS/SysParam/doQueryFlowStatus', { paramName: folderName ?? cfg().flowFolderName });
      const rec = fromRecords(data) as { flowStatus?: FlowStatus[] } | undefined;
      const flowStatus = dedupeFlowStatus(rec?.flowStatus);
      store.setState({ flowStatus });
      return flowStatus;
    },
    async follow() {
      const before = store.getState();
      const token = deps.cookies.get(cfg().tokenCookie) ?? '';
      const newToken = deps.cookies.get(cfg().newTokenCookie) ?? '';
      if (!session.cookieBearer()) {
        if (!before.token && !before.newToken && before.signedOut) return;
        // the name stays: the page under the sign-in dialog is still theirs, and the dialog offers their account
        store.setState({ ...EMPTY, name: before.name, username: before.username, token: '', newToken: '', currentApp: before.currentApp, signedOut: true });
        emit('signedOut');
        return;
      }
      store.setState({ token, newToken, signedOut: false });
      // nobody here has loaded a user yet: the first element that needs one loads it (ensureUser.ts)
      if (!before.username && !before.roles.length) return;
      const info = await session.getInfo({ background: true });
      if (info.username !== before.username || (info.activeRole ?? info.roles[0]) !== before.activeRole) {
        store.setState((s) => ({ routesVersion: s.routesVersion + 1 }));
        emit('routes');
        emit('closeAllTabs');
      }
    },
    getCurrentApp: () => store.getState().currentApp,
    setCurrentApp(app) {
      if (app) deps.storage.setItem(CURRENT_APP_KEY, JSON.stringify({ name: app.name, mid: app.mid }));
      else deps.storage.removeItem(CURRENT_APP_KEY);
      store.setState({ currentApp: app ? { name: app.name, mid: app.mid } : null });
    },
    on(event, fn) {
      listeners[event].add(fn);
      return () => listeners[event].delete(fn);
    },
    attachHttp(h) {
      http = h;
    },
  };
  return session;
}
