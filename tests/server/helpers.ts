// Test helpers: a server on port 0 with a fresh data dir, and small typed fetch wrappers.
// With HOS_TEST_DATABASE_URL (postgres://… of a role that may create databases) each test server gets its
// own fresh PostgreSQL database, named after its data dir (a restart on the same data dir finds the same
// database), dropped when the server stops without keepData. Without it the servers use SQLite.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { PostgresDb } from '../../demo/server/db/sql/postgres.ts';
import { SqliteDb } from '../../demo/server/db/sql/sqlite.ts';
import type { SqlDb } from '../../demo/server/db/sql/types.ts';
import { startServer, type RunningServer, type StartOptions } from '../../demo/server/app.ts';
import { signParam, DEFAULT_SIGN_KEY } from '../../src/core/http/sign.ts';
import { formatDateTime } from '../../src/core/i18n/format.ts';
import { DEFAULT_TIME_ZONE } from '../../src/core/settings/timeZone.ts';
import { monthKeyOf } from '../../src/core/stats/months.ts';

/** An instant as a form's time text on the hospital's wall clock (the default zone), as the server writes a report time (issue 35 §4). */
export const hospitalWall = (instant: string | number) => formatDateTime(instant, 'zh-CN', { timeZone: DEFAULT_TIME_ZONE, seconds: true });

export { SEEDED_RCA_EVENT } from '../../demo/server/seed/story.ts';

/**
 * The month (its key in `zone`) in which most of the seeded records with these titles were submitted: the month
 * a test of a month's numbers reads. The seed dates its data up to weeks before the seeding, so in a month's first
 * days the current month holds only that day's reports. `get` reads an API path as some reader of every record.
 */
export async function seededMonth(get: (path: string) => Promise<any>, zone: string, titles: readonly string[]): Promise<string> {
  const months = new Map<string, number>();
  for (const title of titles) {
    const res = await get(`/api/v1/records?scope=all&pageSize=20&keyword=${encodeURIComponent(title)}`);
    const found = (res.data.list as { title: string; submittedAt: string }[]).find((r) => r.title === title);
    if (!found?.submittedAt) throw new Error(`seededMonth: no submitted record "${title}" (${JSON.stringify(res.msg ?? res.code)})`);
    const key = monthKeyOf(Date.parse(found.submittedAt), zone);
    months.set(key, (months.get(key) ?? 0) + 1);
  }
  // most records; of two months as full, the later
  return [...months].sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]))[0][0];
}

export const ACCOUNTS = {
  admin: 'Admin@2024', nurse01: 'Nurse@2024', approver01: 'Approve@2024', quality01: 'Quality@2024', tech01: 'Tech@2024',
  approver03: 'Approve@2024', medaff01: 'Medical@2024', committee01: 'Committee@2024', owner01: 'Owner@2024',
  inspector01: 'Inspect@2024', secadmin: 'Security@2024', auditor: 'Audit@2024',
  committee02: 'Committee@2024', committee03: 'Committee@2024', committee04: 'Committee@2024', committee05: 'Committee@2024',
} as const;
/** The colleagues' shared password (seed/data.ts OTHER_PASSWORD). */
export const OTHER_PASSWORD = 'Hos@2024demo';

export interface TestServer {
  base: string;
  dataDir: string;
  /** the server's PostgreSQL database (PostgreSQL runs), else undefined: SQLite in dataDir */
  databaseUrl?: string;
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

/** The PostgreSQL the server tests run on, or undefined (SQLite). */
export const TEST_PG_URL = process.env.HOS_TEST_DATABASE_URL || undefined;
/** For `it.skipIf(ON_POSTGRES)` in tests that are SQLite's by nature (its file, pragmas, old versions). */
export const ON_POSTGRES = !!TEST_PG_URL;

/** The database URL of a test server's data dir, created when missing (PostgreSQL runs only). */
export async function testDatabase(dataDir: string): Promise<string | undefined> {
  if (!TEST_PG_URL) return undefined;
  const name = 'hos_t_' + createHash('sha1').update(dataDir).digest('hex').slice(0, 16);
  await withAdmin(async (c) => {
    const has = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    // two servers of one data dir starting together both try: the second finds it made (42P04, or 23505
    // when the two CREATEs overlap)
    if (!has.rowCount) await c.query(`CREATE DATABASE ${name}`).catch((e: { code?: string }) => { if (e.code !== '42P04' && e.code !== '23505') throw e; });
  });
  const u = new URL(TEST_PG_URL);
  u.pathname = '/' + name;
  return u.toString();
}

export async function dropTestDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^hos_t_[0-9a-f]+$/.test(name)) throw new Error(`not a test database: ${name}`);
  // Not `WITH (FORCE)`: that also tries to end an autovacuum worker busy in the database, which the test
  // role may not signal ("must be a member of the role whose process is being terminated", seen once in
  // a fresh-clone run). The role ends its own sessions; a plain DROP makes autovacuum let go by itself
  // and waits a few seconds for anything else (55006 after that: tried again).
  await withAdmin(async (c) => {
    for (let attempt = 1; ; attempt++) {
      await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND usename = current_user', [name]);
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (e) {
        if ((e as { code?: string }).code !== '55006' || attempt >= 3) throw e;
      }
    }
  });
}

/** Runs fn on a connection of its own to a test server's database (either backend; SQL as the store writes it). */
export async function withDb<T>(s: Pick<TestServer, 'dataDir' | 'databaseUrl'>, fn: (db: SqlDb) => Promise<T>): Promise<T> {
  const db = s.databaseUrl ? new PostgresDb(s.databaseUrl, { max: 1 }) : new SqliteDb(new Database(join(s.dataDir, 'hos.sqlite')));
  try { return await fn(db); } finally { await db.close(); }
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: TEST_PG_URL });
  await c.connect();
  try { return await fn(c); } finally { await c.end(); }
}

export async function startTestServer(opts: StartOptions = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? tempDir();
  const databaseUrl = opts.databaseUrl ?? await testDatabase(dataDir);
  let server: RunningServer;
  try {
    server = await startServer({ port: 0, quiet: true, ...opts, dataDir, databaseUrl });
  } catch (e) {
    // a server that does not start leaves no database behind (its test's stop() never runs)
    if (databaseUrl && !opts.databaseUrl && !opts.dataDir) await dropTestDatabase(databaseUrl);
    throw e;
  }
  const seen: string[] = [];
  const base = server.url;
  const raw = async (method: string, path: string, init: RequestInit = {}) => {
    const res = await fetch(base + path, { method, ...init });
    return res;
  };
  const t: TestServer = {
    base, dataDir, databaseUrl, server, seen,
    async stop(o = {}) {
      await server.close();
      if (o.keepData) return;
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl && !opts.databaseUrl) await dropTestDatabase(databaseUrl);
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
