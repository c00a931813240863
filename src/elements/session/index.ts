// `hos-elements/session` (dist/hos-session.js): the host page's typed door to the page's one HOS session,
// for pages that sign in, read who is signed in or load forms themselves - the old portal does all three
// (demo/legacy-portal.js), and to give the elements the portal's colour. It is the same session every element on the page uses (one runtime per page,
// core/runtime.ts): signing in here signs the renderer, the bell and the password dialog in; a session
// that ends in an element ends here. Nothing else of the bundle's internals is public.
import { getRuntime } from '../../core/runtime.ts';
import { getThemeStore, parseHex } from '../../core/theme.ts';
import type { FormRow, FormVersion, FormVersionRow } from '../../core/api/forms.ts';
import type { HosConfig } from '../../core/config.ts';
import type { UserInfo } from '../../core/session/types.ts';

export type { FormRow, FormVersion, FormVersionRow } from '../../core/api/forms.ts';
export type { UserInfo } from '../../core/session/types.ts';

/** Who is signed in, as the elements see it. */
export interface HosSessionState {
  /** a session token is held (the token cookie of `tokenCookie`) */
  signedIn: boolean;
  username: string;
  name: string;
  deptName: string;
  roles: string[];
  activeRole: string;
}

export interface HosForms {
  /** the latest version of a form by its code */
  byCode(code: string): Promise<FormVersion>;
  /** a pinned version of a form, or its latest without one */
  get(id: number | string, version?: number | string | null): Promise<FormVersion>;
  /** a page of the library: `{ list: FormRow[], count }` */
  list(params?: { pageIndex?: number; pageSize?: number; keyword?: string }): Promise<{ list: FormRow[]; count: number }>;
  /** a form's stored versions, newest first */
  versions(id: number | string): Promise<FormVersionRow[]>;
  /** saves a new immutable version (form writers only: the server checks the role) */
  saveVersion(id: number | string, schema: unknown, note: string): Promise<{ version: number }>;
}

export interface HosReports {
  /** Files an unsafe-event report from a form of the library (`forms.byCode`) and the renderer's `getData()`: the
   *  event's category and grade are read from the form's own fields. Resolves with the new record's id; the
   *  server's refusal (a missing field, no rights) rejects with its words in the page's language. */
  submit(form: Pick<FormVersion, 'id' | 'version'>, data: Record<string, unknown>): Promise<{ id: number; title: string }>;
}

export interface HosSession {
  /** Signs in (the server's refusal, e.g. a wrong password, is shown by the page's message and rejects). */
  login(credentials: { username: string; password: string }): Promise<void>;
  /** Signs in with a single sign-on ticket (the portal's server asks `POST /api/v1/sso/ticket` as the user and
   *  hands it to the page, e.g. `?ticket=`): good once, for two minutes. A spent or wrong ticket rejects. */
  signInWithTicket(ticket: string): Promise<void>;
  /** Opens the sign-in dialog of a HOS element on the page (any but the bell) and resolves true once signed in,
   *  false when the user cancels; rejects when no such element is on the page. */
  promptSignIn(): Promise<boolean>;
  /** Signs out on the server and forgets the token; every element on the page follows. */
  logout(): Promise<void>;
  /** Reads the signed-in user from the server (rejects when the session has ended). */
  loadUser(): Promise<UserInfo>;
  /** The state now. */
  state(): HosSessionState;
  /** Called after every change of the state; returns the unsubscribe function. */
  subscribe(fn: (state: HosSessionState) => void): () => void;
  /** The server's form library (what `<hos-form-renderer>.schema` and the designer's setJSON take). */
  forms: HosForms;
  /** Unsafe-event reports filed from the host page's own form (issue 36 §1). */
  reports: HosReports;
  /** Changes the page's configuration (e.g. `apiBase` of an API on another origin) before the first call. */
  configure(patch: Partial<Pick<HosConfig, 'apiBase' | 'oldApiBase' | 'tokenCookie' | 'newTokenCookie' | 'useNewToken'>>): void;
  /** 'zh-CN' or 'en': the language of every element of the page. */
  setLanguage(lang: string): void;
  /** The elements' primary colour (`#rrggbb`; the elements darken it where text needs the contrast). */
  primaryColor(): string;
  /** Sets it for every element of the page (kept in this browser, as the app's settings panel does);
   *  anything but a hex colour is refused with a TypeError. */
  setPrimaryColor(hex: string): void;
}

/** The form library's calls, loaded on first use: a page that only signs in does not carry them, and the
 *  chunks the element pages share stay as they are (the bell page's 40 KB). */
const forms = async () => (await import('../../core/api/forms.ts')).formsApi(getRuntime());

function view(): HosSessionState {
  const s = getRuntime().session.getState();
  return { signedIn: Boolean(s.token), username: s.username, name: s.name, deptName: s.deptName, roles: [...s.roles], activeRole: s.activeRole };
}

/** the elements that carry the sign-in dialog (the bell is too small a page to) */
const SIGN_IN_TAGS = 'hos-form-renderer, hos-form-designer, hos-password-dialog, hos-app';

export const hosSession: HosSession = {
  async login(credentials) {
    await getRuntime().session.login({ username: credentials.username, password: credentials.password });
  },
  async signInWithTicket(ticket) {
    await getRuntime().session.sso(ticket);
  },
  async promptSignIn() {
    const { ui } = getRuntime();
    // an element on the page may still be starting: its dialog is there within moments
    const present = typeof document !== 'undefined' && document.querySelector(SIGN_IN_TAGS) !== null;
    if (!(await ui.whenSignIn(present ? 15000 : 0))) throw new Error(`promptSignIn: none of ${SIGN_IN_TAGS} is on the page`);
    return ui.relogin({ first: true });
  },
  logout: () => getRuntime().session.logout(),
  loadUser: () => getRuntime().session.getInfo(),
  state: view,
  subscribe: (fn) => getRuntime().session.subscribe(() => fn(view())),
  forms: {
    byCode: async (code) => (await forms()).getFormByCode(code),
    get: async (id, version) => (await forms()).getFormVersion(id, version),
    list: async (params = {}) => (await (await forms()).listForms(params)) as { list: FormRow[]; count: number },
    versions: async (id) => (await forms()).versions(id),
    saveVersion: async (id, schema, note) => (await forms()).saveVersion(id, schema, note),
  },
  reports: {
    async submit(form, data) {
      const { recordsApi } = await import('../../core/api/records.ts');
      const key = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : undefined;
      const r = await recordsApi(getRuntime()).createRecord({ module: 'baqsj', formId: form.id, formVersion: form.version, data, submit: true }, { idempotencyKey: key });
      return { id: r.id, title: r.title };
    },
  },
  configure: (patch) => getRuntime().configure(patch),
  setLanguage: (lang) => getRuntime().setLanguage(lang),
  primaryColor: () => getThemeStore().getState().colorPrimary,
  setPrimaryColor(hex) {
    if (!parseHex(hex)) throw new TypeError(`not a hex colour: ${String(hex)}`);
    getThemeStore().setState({ colorPrimary: hex });
  },
};

export default hosSession;
