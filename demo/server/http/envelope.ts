// Response envelopes. Business errors are HTTP 200 with an error code inside the envelope:
//   shared API and /SYS calls: {code, data, msg}
//   old API (/xjs-api/...):    {resStatus, resData, objData, resMsg}
import type { ServerResponse } from 'node:http';
import type { XlsxPool } from '../xlsx/xlsxPool.ts';

export type ErrorCode = 400 | 401 | 403 | 404 | 409 | 415 | 422 | 429 | 500 | 6401;
export type EnvelopeKind = 'shared' | 'old' | 'sys';

export const DEFAULT_MSG: Record<ErrorCode, string> = {
  400: '请求参数错误',
  401: '未登录或登录凭证无效，请重新登录',
  403: '没有权限访问该资源',
  404: '请求的资源不存在',
  409: '数据已被他人修改，请刷新后重试',
  415: '请求体格式不支持',
  422: '请求无法处理',
  429: '请求过于频繁，请稍后再试',
  500: '服务器内部错误，请稍后再试',
  6401: '登录状态已过期，请重新登录',
};

const OLD_STATUS: Record<ErrorCode, string> = {
  400: 'E0400', 401: 'E0401', 403: 'E0403', 404: 'E0404', 409: 'E0409', 415: 'E0415', 422: 'E0422', 429: 'E0429', 500: 'E0500', 6401: 'E6401',
};

export interface ApiErrorOptions {
  /** `data` of the error envelope (e.g. `{retryAfter}` of a throttled login); null otherwise */
  data?: unknown;
  /** the HTTP status: 200 for business errors (the envelope carries the code); protocol refusals
   *  (a foreign Origin, a non-JSON body) use their real status */
  httpStatus?: number;
  headers?: Record<string, string>;
  /** a text of the security locale, worded in the caller's language when the answer is sent (texts.ts) */
  text?: { key: string; params?: Record<string, string | number> };
}

/** Thrown by handlers and guards; turned into the envelope of the calling API. */
export class ApiError extends Error {
  constructor(readonly code: ErrorCode, msg?: string, readonly opts: ApiErrorOptions = {}) {
    super(msg ?? DEFAULT_MSG[code]);
  }
}

/** A handler result that writes its own response (XLSX downloads, the upstream-style upload answer); an
 *  asynchronous writer is awaited (a streamed file). */
/** What a RawReply may use of the server. */
export interface ReplyServer {
  xlsx?: XlsxPool;
  store?: { getSettings(classify: number): Promise<Record<string, unknown> | undefined> };
  /** the server's clock (the test clock in tests): what "today" is for a file's name */
  clock?: { now(): number };
}

export class RawReply {
  /** `server`: what a reply may use of the server (app.ts passes its context): its XLSX threads, its settings */
  constructor(readonly write: (res: ServerResponse, server?: ReplyServer) => void | Promise<void>) {}
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

export function okBody(kind: EnvelopeKind, data: unknown, msg = '操作成功'): Record<string, unknown> {
  return kind === 'old'
    ? { resStatus: 'S0000', resData: data ?? null, objData: null, resMsg: msg }
    : { code: 200, data: data ?? null, msg };
}

export function errorBody(kind: EnvelopeKind, code: ErrorCode, msg: string, data: unknown = null): Record<string, unknown> {
  return kind === 'old'
    ? { resStatus: OLD_STATUS[code], resData: data, objData: null, resMsg: msg }
    : { code, data, msg };
}
