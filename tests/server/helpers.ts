// Test helpers: a server on port 0 with a fresh data dir, and small typed fetch wrappers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type StartOptions } from '../../demo/server/app.ts';
import { signParam, DEFAULT_SIGN_KEY } from '../../src/core/http/sign.ts';

export const ACCOUNTS = {
  admin: 'Admin@2024', nurse01: 'Nurse@2024', approver01: 'Approve@2024', quality01: 'Quality@2024', tech01: 'Tech@2024',
  approver03: 'Approve@2024', medaff01: 'Medical@2024', committee01: 'Committee@2024', owner01: 'Owner@2024',
  inspector01: 'Inspect@2024',
} as const;
/** The colleagues' shared password (seed/data.ts OTHER_PASSWORD). */
export const OTHER_PASSWORD = 'Hos@2024demo';

export interface TestServer {
  base: string;
  dataDir: string;
  server: RunningServer;
  /** Every response body text seen, for the no-password-leak check. */
  seen: string[];
  stop(opts?: { keepData?: boolean }): Promise<void>;
  call(method: string, path: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<any>;
  raw(method: string, path: string, init?: RequestInit): Promise<Response>;
  sys(path: string, param: unknown, opts?: { token?: string; sign?: string; method?: string }): Promise<any>;
  login(username: keyof typeof ACCOUNTS | string, password?: string): Promise<string>;
}

export function tempDir(prefix = 'hos-server-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export async function startTestServer(opts: StartOptions = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? tempDir();
  const server = await startServer({ port: 0, quiet: true, ...opts, dataDir });
  const seen: string[] = [];
  const base = server.url;
  const raw = async (method: string, path: string, init: RequestInit = {}) => {
    const res = await fetch(base + path, { method, ...init });
    return res;
  };
  const t: TestServer = {
    base, dataDir, server, seen,
    async stop(o = {}) {
      await server.close();
      if (!o.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    raw,
    async call(method, path, o = {}) {
      const headers: Record<string, string> = { ...(o.headers ?? {}) };
      if (o.token) headers.Authorization = `Bearer ${o.token}`;
      let body: string | undefined;
      if (o.body !== undefined) { headers['Content-Type'] = 'application/json'; body = JSON.stringify(o.body); }
      const res = await raw(method, path, { headers, body });
      const text = await res.text();
      seen.push(text);
      return JSON.parse(text);
    },
    async sys(path, param, o = {}) {
      const sign = o.sign ?? signParam(param, DEFAULT_SIGN_KEY);
      return t.call(o.method ?? 'POST', path, { token: o.token, body: { data: { metdata: { appId: 'hos', version: '1.0' }, param, sign } } });
    },
    async login(username, password) {
      const j = await t.call('POST', '/login', { body: { username, password: password ?? (ACCOUNTS as Record<string, string>)[username] ?? OTHER_PASSWORD } });
      if (j.code !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(j)}`);
      return j.data.token as string;
    },
  };
  return t;
}

/** No response may carry a password or a password hash. */
export function assertNoSecrets(seen: string[], extra: string[] = []): void {
  const secrets = [...Object.values(ACCOUNTS), OTHER_PASSWORD, 'scrypt$', 'password_hash', 'passwordHash', ...extra];
  for (const text of seen) {
    for (const s of secrets) {
      if (text.includes(s)) throw new Error(`response leaks "${s}": ${text.slice(0, 200)}`);
    }
  }
}
