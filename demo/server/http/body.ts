// Request body reading with a size limit, and JSON / urlencoded parsing.
import type { IncomingMessage } from 'node:http';
import { ApiError } from './envelope.ts';

export const JSON_LIMIT_BYTES = 1024 * 1024;
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
      drain(req).then(() => reject(new ApiError(400, `请求体超过大小限制（最大 ${Math.round(limit / 1024)} KB）`)));
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

/** JSON object or urlencoded form; an empty body is {}. */
export function parseBody(req: IncomingMessage, buf: Buffer): Record<string, unknown> {
  if (buf.length === 0) return {};
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  const text = buf.toString('utf8');
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, '请求体不是合法的 JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ApiError(400, '请求体必须是 JSON 对象');
  return parsed as Record<string, unknown>;
}
