// Helpers for the embedding tests (issue 25): a fake server behind XMLHttpRequest (axios, which the
// session and the bell use, sends through XHR in browsers) and the old portal's token cookie.
export type Answer = (url: string, body: unknown, headers: Record<string, string>) => unknown;

export interface FakeApi {
  calls: Array<{ method: string; url: string; auth: string | null }>;
  restore(): void;
}

/** Answers every XHR with `answer(url, body, headers)` (undefined: 404; header names in lower case); records the calls. */
export function fakeXhr(answer: Answer): FakeApi {
  const real = window.XMLHttpRequest;
  const calls: FakeApi['calls'] = [];
  class FakeXhr {
    readyState = 0;
    status = 0;
    statusText = '';
    responseText = '';
    response: unknown = '';
    responseType = '';
    responseURL = '';
    timeout = 0;
    withCredentials = false;
    upload = { addEventListener() {} };
    onreadystatechange: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
      this.readyState = 1;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k.toLowerCase()] = v;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    addEventListener() {}
    abort() {}
    send(body: string | null) {
      let parsed: unknown = body;
      try {
        parsed = body ? JSON.parse(body) : {};
      } catch {
        // not JSON
      }
      calls.push({ method: this.method, url: this.url, auth: this.headers.authorization ?? null });
      const res = answer(this.url, parsed, this.headers);
      setTimeout(() => {
        this.status = res === undefined ? 404 : 200;
        this.statusText = res === undefined ? 'Not Found' : 'OK';
        this.responseText = JSON.stringify(res ?? { code: 404, msg: 'not found' });
        this.response = this.responseText;
        this.responseURL = this.url;
        this.readyState = 4;
        this.onreadystatechange?.();
        this.onloadend?.();
      }, 5);
    }
  }
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { calls, restore: () => void (window.XMLHttpRequest = real) };
}

export const USER = { roles: ['nurse'], username: 'nurse01', name: '刘护士', workNo: '20190123', deptName: '内分泌科' };

/** The shared API's getinfo for USER, and the old API's empty message list for the bell. */
export const portalApi: Answer = (url) => {
  if (url.includes('/api/v1/getinfo')) return { code: 200, data: { records: [USER] } };
  if (url.endsWith('/MTSaas/tSysMessage/doQueryPage')) return { resStatus: 'S0000', resData: { records: [], total: 0, pageIndex: 1, pageSize: 10 }, objData: null, resMsg: '' };
  if (url.includes('/api/v1/notice')) return { code: 200, data: { list: [], count: 0 } };
  return undefined;
};

export function setTokenCookie(v: string | null): void {
  document.cookie = v ? `Admin-Token=${v}; path=/` : 'Admin-Token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

export async function unsafeEventForm(): Promise<{ list: unknown[]; config: unknown }> {
  return (await fetch('/tests/fixtures/legacy-forms/05-unsafe-event-report.form.json')).json();
}
