// Server configuration: defaults, and the environment variables main.ts reads.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SIGN_KEY } from '../../src/core/http/sign.ts';

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
};

function num(v: string | undefined): number | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`not a non-negative number: ${v}`);
  return n;
}

/** PORT, HOS_HOST, HOS_DATA_DIR, HOS_TOKEN_TTL_MS, HOS_REFRESH_WINDOW_MS, HOS_SIGN_KEY, HOS_UPLOAD_LIMIT_BYTES, HOS_QUIET, HOS_TEST_CLOCK. */
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
  if (env.HOS_QUIET === '1') c.quiet = true;
  if (env.HOS_TEST_CLOCK === '1') c.testClock = true;
  return c;
}
