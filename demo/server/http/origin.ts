// Cross-origin rules (docs/security.md). Writes are authenticated by the Authorization header only, so a
// page on another site cannot make a browser write with the user's cookie; on top of that a write whose
// Origin is neither this server nor an allowed origin (HOS_CORS_ORIGINS) is refused before its body is
// read. Allowed origins get CORS answers (no credentials: the Bearer header is the credential).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../config.ts';
import { secError } from './texts.ts';

export type OriginKind = 'none' | 'same' | 'allowed' | 'foreign';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOW_METHODS = 'GET, HEAD, POST, PUT, DELETE';
const ALLOW_HEADERS = 'Authorization, Content-Type, Accept-Language';
/** A comma list of header names (tokens), as a preflight asks for them. */
const HEADER_LIST = /^\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+(\s*,\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+)*\s*$/;
/** Headers a cross-origin caller may read: file names of downloads, and when to retry a throttled login. */
const EXPOSE_HEADERS = 'Content-Disposition, Retry-After';

export function isSafeMethod(method: string): boolean {
  return SAFE.has(method);
}

/** Where a request comes from: no Origin (same-origin navigation, non-browser clients), this server
 *  (the Origin's host is the Host the request was sent to), an allowed origin, or a foreign one ('null' too). */
export function originKind(req: IncomingMessage, cfg: ServerConfig): OriginKind {
  const origin = req.headers.origin;
  if (origin === undefined) return 'none';
  if (cfg.corsOrigins.includes(origin)) return 'allowed';
  let host: string;
  try { host = new URL(origin).host; } catch { return 'foreign'; }
  // the scheme is not compared: behind a TLS-terminating proxy the page is https and the request reaches us as http
  return host !== '' && host === req.headers.host ? 'same' : 'foreign';
}

/** CORS headers for an allowed origin; every API answer varies by Origin once any origin is allowed. */
export function applyCors(req: IncomingMessage, res: ServerResponse, cfg: ServerConfig, kind: OriginKind): void {
  if (cfg.corsOrigins.length) res.setHeader('Vary', 'Origin');
  if (kind !== 'allowed') return;
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin!);
  res.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
}

/** OPTIONS: the preflight of an allowed origin gets 204 with what it may send; a foreign one 403. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, kind: OriginKind): void {
  if (kind === 'foreign') {
    const err = secError(req, 403, 'origin.preflightRefused', { origin: String(req.headers.origin).slice(0, 200) });
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(err.message);
    return;
  }
  const headers: Record<string, string> = { Allow: ALLOW_METHODS, 'Content-Length': '0' };
  if (kind === 'allowed') {
    headers['Access-Control-Allow-Methods'] = ALLOW_METHODS;
    // form definitions may add headers of their own to remote option calls (e.g. X-App-Id): an allowed
    // origin may send what it asks for; without cookies in play the headers grant nothing by themselves
    const asked = req.headers['access-control-request-headers'];
    headers['Access-Control-Allow-Headers'] = typeof asked === 'string' && asked.length <= 500 && HEADER_LIST.test(asked) ? asked : ALLOW_HEADERS;
    headers['Access-Control-Max-Age'] = '600';
  }
  res.writeHead(204, headers);
  res.end();
}

/** 403 (HTTP and envelope) for a state-changing request from a foreign origin. */
export function checkWriteOrigin(req: IncomingMessage, kind: OriginKind): void {
  if (kind !== 'foreign' || isSafeMethod(req.method ?? 'GET')) return;
  throw secError(req, 403, 'origin.refused', { origin: String(req.headers.origin).slice(0, 200) }, { httpStatus: 403 });
}
