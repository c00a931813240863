// The slice of an http client the API modules use. The runtime's shared client (axios with the
// `{code, data, msg}` interceptor) fits it and resolves with `data`; Node tests pass a fake.

export interface RequestConfig {
  params?: Record<string, string | number | boolean>;
  responseType?: 'blob' | 'json';
  headers?: Record<string, string>;
  /** ms; exports and imports of large files take longer than an ordinary call */
  timeout?: number;
  /** a request body where the method usually has none (DELETE /api/v1/menu) */
  data?: unknown;
  /**
   * A call the user did not make (a poll): when it fails it says nothing (no toast, no sign-in prompt)
   * and an ended session is left for the next call the user makes.
   */
  background?: boolean;
}

/** The time allowed for a file export or import (100,000 rows stream in about 10 s on a loaded server). */
export const FILE_TIMEOUT_MS = 5 * 60_000;

/**
 * A key for one submission (issue 10 §1): sent as Idempotency-Key, so a retry after a lost answer gets
 * the record already created. getRandomValues works on the plain-http intranet pages too.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return 'k' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface ApiHttp {
  get(url: string, config?: RequestConfig): Promise<unknown>;
  post(url: string, body?: unknown, config?: RequestConfig): Promise<unknown>;
  put(url: string, body?: unknown, config?: RequestConfig): Promise<unknown>;
  delete(url: string, config?: RequestConfig): Promise<unknown>;
}

/** Anything carrying the runtime's clients (the runtime itself). */
export interface HasSharedHttp {
  http: { shared: unknown };
}

export const sharedOf = (rt: HasSharedHttp): ApiHttp => rt.http.shared as ApiHttp;

/**
 * The signed system calls (`/SYS/...`): the runtime's `http.sys` wraps `param` in the signed
 * `{metdata, param, sign}` envelope and sends it over the shared client.
 */
export type SysCall = (path: string, param?: unknown, method?: 'post' | 'put' | 'delete') => Promise<unknown>;

/** Anything carrying the shared client and the signed system call (the runtime itself). */
export interface HasSysHttp {
  http: { shared: unknown; sys: unknown };
}

export const sysOf = (rt: HasSysHttp): SysCall => rt.http.sys as SysCall;

/** A path segment from an id the caller got from a route or a row: digits only, never a path. */
export function idSegment(id: number | string): string {
  const s = String(id).trim();
  if (!/^\d{1,15}$/.test(s)) throw new Error(`bad id: ${s.slice(0, 20)}`);
  return s;
}
