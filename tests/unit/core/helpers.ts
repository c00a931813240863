import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRuntime } from '../../../src/core/runtime.ts';
import { memoryCookieJar, memoryStorage } from '../../../src/core/session/cookies.ts';
import type { ConfirmOptions, ToastType } from '../../../src/core/http/uiPort.ts';

export type Handler = (req: IncomingMessage & { body: unknown }, res: ServerResponse) => void;

/** A scripted local HTTP server: routes `METHOD /path` to handlers; records every request. */
export async function scriptedServer(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body: unknown = raw;
      try { body = raw ? JSON.parse(raw) : undefined; } catch { /* keep text */ }
      calls.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const key = `${req.method} ${req.url!.split('?')[0]}`;
      const h = routes[key];
      if (!h) { res.statusCode = 404; res.end('not found'); return; }
      (h as Handler)(Object.assign(req, { body }), res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, calls, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export const json = (body: unknown, status = 200): Handler => (_req, res) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
};

/** A runtime against `url` with memory cookies and a recording UI port. */
export function testRuntime(url: string, opts: { path?: string; confirmAnswer?: boolean; cookies?: Record<string, string> } = {}) {
  const toasts: { type: ToastType; text: string; ms: number }[] = [];
  const confirms: ConfirmOptions[] = [];
  let reloads = 0;
  const cookies = memoryCookieJar(opts.cookies);
  const storage = memoryStorage();
  const rt = createRuntime({
    cookies,
    storage,
    config: { apiBase: url, oldApiBase: url + '/xjs-api' },
    reload: () => { reloads++; },
    currentPath: () => opts.path ?? '/biz/todo',
  });
  rt.ui.attach({
    toast: (type, text, ms) => toasts.push({ type, text, ms }),
    confirm: async (o) => { confirms.push(o); return opts.confirmAnswer ?? false; },
  });
  return { rt, toasts, confirms, cookies, storage, reloads: () => reloads };
}

export const tick = () => new Promise((r) => setTimeout(r, 5));
