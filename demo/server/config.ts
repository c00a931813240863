// Server configuration: defaults, and the environment variables main.ts reads.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SIGN_KEY } from '../../src/core/http/sign.ts';
import type { SyncMode } from './db/connection.ts';

/** The project root (two levels above demo/server). */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Where dist/ and demo/ are served from (the project root by default). */
  rootDir: string;
  tokenTtlMs: number;
  refreshWindowMs: number;
  signKey: string;
  uploadLimitBytes: number;
  quiet: boolean;
  /** HOS_TEST_CLOCK=1: the workflow clock can be moved (POST /api/v1/test/clock); never in production */
  testClock: boolean;
  /** how often the overdue sweep runs */
  sweepIntervalMs: number;
  /** `postgres://…`: the database is that PostgreSQL (several instances may share it, docs/deploy.md);
   *  empty: SQLite in dataDir (hos.sqlite), the embedded default */
  databaseUrl: string;
  /** PostgreSQL: connections of this instance's pool */
  pgPoolSize: number;
  /** SQLite `synchronous`: FULL (default) fsyncs every commit before it is acknowledged */
  sqliteSynchronous: SyncMode;
  /** threads drawing report PDFs (0: half the cores, 1-4) and the PDFs that may wait for one (report/pdfPool.ts) */
  pdfThreads: number;
  pdfQueue: number;
  /** threads writing XLSX exports (0: half the cores, 1-4) and the exports that may wait for one (xlsx/xlsxPool.ts) */
  xlsxThreads: number;
  xlsxQueue: number;
  /** reports that may wait while another is read (report/reportGate.ts) */
  reportQueue: number;
  /** bytes one user may keep in uploads in total */
  uploadQuotaBytes: number;
  /** CSP frame-ancestors of the HTML pages: who may frame them (the old portal's origin) */
  frameAncestors: string;
  /** further origins the pages may show pictures from (CSP img-src): the old system's picture host, when
   *  records keep addresses there. A picture from anywhere else is refused and shown as a link. */
  imgSources: string[];
  /** origins (scheme://host[:port]) allowed to call the API from another origin (CORS, and writes) */
  corsOrigins: string[];
  /** login throttling (docs/security.md): failures of one account from one address before it waits, of one
   *  client address across accounts, and of one account across addresses (that lock holds only the
   *  addresses that failed on the account lately) */
  loginMaxFailures: number;
  loginIpMaxFailures: number;
  loginAccountMaxFailures: number;
  /** the first wait; each further failure doubles it, up to loginMaxDelayMs */
  loginBaseDelayMs: number;
  loginMaxDelayMs: number;
  /** failures older than this (counted from the end of the last wait) are forgotten */
  loginWindowMs: number;
  /** behind a reverse proxy: the client address is the last X-Forwarded-For entry the proxy appended */
  trustProxy: boolean;
}

export const DEFAULTS: ServerConfig = {
  port: 8080,
  host: '127.0.0.1',
  dataDir: resolve(PROJECT_ROOT, 'data'),
  rootDir: PROJECT_ROOT,
  tokenTtlMs: 2 * 60 * 60 * 1000,
  refreshWindowMs: 12 * 60 * 60 * 1000,
  signKey: DEFAULT_SIGN_KEY,
  uploadLimitBytes: 10 * 1024 * 1024,
  quiet: false,
  testClock: false,
  sweepIntervalMs: 60 * 1000,
  databaseUrl: '',
  pgPoolSize: 10,
  sqliteSynchronous: 'FULL',
  pdfThreads: 0,
  pdfQueue: 8,
  xlsxThreads: 0,
  xlsxQueue: 8,
  reportQueue: 16,
  uploadQuotaBytes: 200 * 1024 * 1024,
  frameAncestors: "'self'",
  imgSources: [],
  corsOrigins: [],
  loginMaxFailures: 5,
  loginIpMaxFailures: 50,
  loginAccountMaxFailures: 10,
  loginBaseDelayMs: 30 * 1000,
  loginMaxDelayMs: 15 * 60 * 1000,
  loginWindowMs: 30 * 60 * 1000,
  trustProxy: false,
};

function num(v: string | undefined): number | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`not a non-negative number: ${v}`);
  return n;
}

/** A comma list of origins, each `scheme://host[:port]` exactly as a browser sends it in `Origin`. */
export function parseOrigins(v: string | undefined): string[] | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  return v.split(',').map((x) => x.trim()).filter(Boolean).map((o) => {
    let u: URL;
    try { u = new URL(o); } catch { throw new Error(`not an origin: ${o}`); }
    if (!/^https?:$/.test(u.protocol) || u.origin !== o.replace(/\/$/, '')) throw new Error(`not an origin (scheme://host[:port]): ${o}`);
    return u.origin;
  });
}

/** frame-ancestors sources: 'self', 'none' or origins; nothing that could end the CSP directive. */
function frameAncestors(v: string | undefined): string | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const parts = v.trim().split(/\s+/);
  for (const p of parts) if (!/^('self'|'none'|https?:\/\/[A-Za-z0-9.\-*]+(:\d{1,5})?)$/.test(p)) throw new Error(`HOS_FRAME_ANCESTORS: not a source: ${p}`);
  return parts.join(' ');
}

/** PORT, HOS_HOST, HOS_DATA_DIR, HOS_TOKEN_TTL_MS, HOS_REFRESH_WINDOW_MS, HOS_SIGN_KEY, HOS_UPLOAD_LIMIT_BYTES, HOS_QUIET, HOS_TEST_CLOCK,
 *  DATABASE_URL, HOS_PG_POOL_SIZE, HOS_SQLITE_SYNC, HOS_UPLOAD_QUOTA_BYTES, HOS_FRAME_ANCESTORS, HOS_IMG_SOURCES, HOS_CORS_ORIGINS, HOS_LOGIN_*, HOS_TRUST_PROXY (docs/api.md, docs/security.md). */
export function configFromEnv(env: NodeJS.ProcessEnv): Partial<ServerConfig> {
  const c: Partial<ServerConfig> = {};
  const set = <K extends keyof ServerConfig>(k: K, v: ServerConfig[K] | undefined) => { if (v !== undefined) c[k] = v; };
  set('port', num(env.PORT));
  set('host', env.HOS_HOST || undefined);
  set('dataDir', env.HOS_DATA_DIR ? resolve(env.HOS_DATA_DIR) : undefined);
  set('tokenTtlMs', num(env.HOS_TOKEN_TTL_MS));
  set('refreshWindowMs', num(env.HOS_REFRESH_WINDOW_MS));
  set('signKey', env.HOS_SIGN_KEY || undefined);
  set('uploadLimitBytes', num(env.HOS_UPLOAD_LIMIT_BYTES));
  set('uploadQuotaBytes', num(env.HOS_UPLOAD_QUOTA_BYTES));
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL: a postgres://user:password@host:port/database URL (unset: SQLite in the data dir)');
    c.databaseUrl = url;
  }
  set('pgPoolSize', num(env.HOS_PG_POOL_SIZE));
  set('pdfThreads', num(env.HOS_PDF_THREADS));
  set('pdfQueue', num(env.HOS_PDF_QUEUE));
  set('xlsxThreads', num(env.HOS_XLSX_THREADS));
  set('xlsxQueue', num(env.HOS_XLSX_QUEUE));
  set('reportQueue', num(env.HOS_REPORT_QUEUE));
  const sync = env.HOS_SQLITE_SYNC?.trim().toUpperCase();
  if (sync) {
    if (sync !== 'FULL' && sync !== 'NORMAL') throw new Error(`HOS_SQLITE_SYNC: FULL or NORMAL, not ${env.HOS_SQLITE_SYNC}`);
    c.sqliteSynchronous = sync;
  }
  set('frameAncestors', frameAncestors(env.HOS_FRAME_ANCESTORS));
  set('corsOrigins', parseOrigins(env.HOS_CORS_ORIGINS));
  set('imgSources', parseOrigins(env.HOS_IMG_SOURCES));
  set('loginMaxFailures', num(env.HOS_LOGIN_MAX_FAILURES));
  set('loginIpMaxFailures', num(env.HOS_LOGIN_IP_MAX_FAILURES));
  set('loginAccountMaxFailures', num(env.HOS_LOGIN_ACCOUNT_MAX_FAILURES));
  set('loginBaseDelayMs', num(env.HOS_LOGIN_BASE_DELAY_MS));
  set('loginMaxDelayMs', num(env.HOS_LOGIN_MAX_DELAY_MS));
  set('loginWindowMs', num(env.HOS_LOGIN_WINDOW_MS));
  if (env.HOS_TRUST_PROXY === '1') c.trustProxy = true;
  if (env.HOS_QUIET === '1') c.quiet = true;
  if (env.HOS_TEST_CLOCK === '1') c.testClock = true;
  return c;
}
