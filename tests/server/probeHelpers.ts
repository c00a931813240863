// Helpers of the probe suite (tests/server/probe-*.test.ts): raw requests whose every header and byte the
// test decides, since the probes send what a hostile page or client would.
import { request } from 'node:http';
import type { TestServer } from './helpers.ts';

export interface RawAnswer { status: number; headers: Record<string, string | string[] | undefined>; raw: Buffer; text: string; json: any }

/** A request through node:http with the path sent as written (fetch and URL parsing would normalise
 *  backslashes and dot segments, add their own headers and refuse some bytes). */
export function send(s: TestServer, method: string, path: string, opts: { headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(s.base);
  return new Promise((resolve, reject) => {
    // a body goes with its length, as browsers send it (not chunked)
    const headers = { ...(opts.body !== undefined ? { 'Content-Length': String(Buffer.byteLength(opts.body)) } : {}), ...opts.headers };
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = raw.toString('utf8');
        s.seen.push(text);
        let json: unknown;
        try { json = JSON.parse(text); } catch { json = undefined; }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text, json });
      });
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** JSON request with a bearer token (or none). */
export function json(s: TestServer, method: string, path: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return send(s, method, path, {
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Polls `probe` until it returns a value other than undefined: the test waits on the condition, the
 *  interval only spaces the polls, and the limit only ends a test that would otherwise hang. */
export async function until<T>(probe: () => Promise<T | undefined>, what: string, limitMs = 15_000): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A multipart body with one file part, built by hand so a test can cut it anywhere. */
export function multipart(fileName: string, content: Buffer | string, field = 'file'): { body: Buffer; type: string } {
  const boundary = '----hosprobe' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

export const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
export const OLE_HEAD = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The start of a Windows program (MZ header). */
export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0x41)]);
