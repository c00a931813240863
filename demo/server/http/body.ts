// Request bodies: JSON only (a form post or text/plain body is refused with 415 before it is read: those
// are the bodies a page on another site can make a browser send), a size limit, a nesting-depth limit,
// and no prototype keys (`__proto__`, `constructor`, `prototype`) anywhere.
import type { IncomingMessage } from 'node:http';
import { secError } from './texts.ts';

export const JSON_LIMIT_BYTES = 1024 * 1024;
export const MAX_JSON_DEPTH = 20;
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const DRAIN_CAP_BYTES = 64 * 1024 * 1024;

/** Reads the rest of a request and throws it away, so the client gets to read our answer.
 *  Gives up (destroys the socket) past 64 MB. */
export function drain(req: IncomingMessage): Promise<void> {
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    req.on('data', (c: Buffer) => { seen += c.length; if (seen > DRAIN_CAP_BYTES) { req.destroy(); resolve(); } });
    req.on('end', () => resolve());
    req.on('close', () => resolve());
    req.on('error', () => resolve());
    req.resume();
  });
}

/** Whether the request announces a body (a length above 0, or chunked). */
export function hasBody(req: IncomingMessage): boolean {
  const len = req.headers['content-length'];
  if (len !== undefined) return Number(len) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

/** `application/json` or a `+json` type. */
export function isJsonType(type: string | undefined): boolean {
  const t = String(type ?? '').split(';')[0].trim().toLowerCase();
  return t === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(t);
}

/** 415 unless a body-carrying request is JSON (an empty body may come with any type or none). */
export function checkJsonType(req: IncomingMessage): void {
  if (!hasBody(req) || isJsonType(req.headers['content-type'])) return;
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim() || '—';
  throw secError(req, 415, 'body.unsupportedType', { type: type.slice(0, 80) }, { httpStatus: 415 });
}

export function readBody(req: IncomingMessage, limit = JSON_LIMIT_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) { chunks.push(chunk); return; }
      req.off('data', onData);
      req.off('end', onEnd);
      // keep reading (and discarding) so the client can read the refusal
      drain(req).then(() => reject(secError(req, 400, 'body.tooLarge', { kb: Math.round(limit / 1024) })));
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

/** The deepest nesting of objects and arrays in JSON text (strings skipped), stopping past `max`. */
export function jsonDepth(text: string, max: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > deepest) deepest = depth;
      if (deepest > max) return deepest;
    } else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

/** The first prototype key anywhere in a parsed value (own keys of objects and of objects in arrays). */
export function forbiddenKeyIn(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const v of value) { const k = forbiddenKeyIn(v); if (k) return k; }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) return key;
    const k = forbiddenKeyIn((value as Record<string, unknown>)[key]);
    if (k) return k;
  }
  return undefined;
}

/** A JSON object body; an empty body is {}. */
export function parseBody(req: IncomingMessage, buf: Buffer): Record<string, unknown> {
  if (buf.length === 0) return {};
  const text = buf.toString('utf8');
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw secError(req, 400, 'body.tooDeep', { max: MAX_JSON_DEPTH });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw secError(req, 400, 'body.invalidJson');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw secError(req, 400, 'body.notObject');
  const bad = forbiddenKeyIn(parsed);
  if (bad) throw secError(req, 400, 'body.forbiddenKey', { key: bad });
  return parsed as Record<string, unknown>;
}
