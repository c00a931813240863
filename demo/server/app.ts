// The reference API server: node:http, a small router, SQLite or PostgreSQL through db/store.ts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { verifySign } from '../../src/core/http/sign.ts';
import { DEFAULTS, type ServerConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { PostgresDb } from './db/sql/postgres.ts';
import { migratePg } from './db/pgMigrations.ts';
import { UnstorableText, type SqlDb } from './db/sql/types.ts';
import { Store } from './db/store.ts';
import { ApiError, RawReply, errorBody, okBody, sendJson, type EnvelopeKind } from './http/envelope.ts';
import { checkJsonType, drain, FORBIDDEN_KEYS, parseBody, readBody } from './http/body.ts';
import { answerPreflight, applyCors, checkWriteOrigin, originKind } from './http/origin.ts';
import { secError, st, textError, wordedFor } from './http/texts.ts';
import { validate } from './http/validate.ts';
import { authenticate } from './http/auth.ts';
import { auditDispatch } from './audit/hooks.ts';
import { Router, type AppContext, type AuthedCtx, type Ctx } from './http/router.ts';
import { createStatic, isApiPath, isAppRoute } from './static.ts';
import { seedIfEmpty } from './seed/index.ts';
import { ensureWorkflowDefaults } from './seed/workflow.ts';
import { ensureQualityDefaults } from './seed/quality.ts';
import { createClock } from './workflow/clock.ts';
import { startSweep } from './workflow/sweep.ts';
import { startMailer } from './notify/sender.ts';
import { startWecomSender } from './notify/wecomSender.ts';
import { mailKey, sealStoredMailPassword } from './notify/secret.ts';
import { WfRefusal, paramsIn } from './workflow/refusal.ts';
import { langOf, wt } from './workflow/lang.ts';
import { registerRoutes } from './routes/index.ts';
import { createPdfPool } from './report/pdfPool.ts';
import { createXlsxPool } from './xlsx/xlsxPool.ts';
import { createReportGate } from './report/reportGate.ts';
import { readsArea } from './db/reads.ts';
import { ReaderDb } from './db/sql/readerDb.ts';

export type StartOptions = Partial<ServerConfig>;

export interface RunningServer {
  url: string;
  port: number;
  /** resolves once every audit log row queued so far is written (tests: the writer does not block requests) */
  auditFlushed(): Promise<void>;
  close(): Promise<void>;
}

function envelopeKind(pathname: string): EnvelopeKind {
  if (pathname.startsWith('/xjs-api/')) return 'old';
  if (pathname.startsWith('/SYS/')) return 'sys';
  return 'shared';
}

function requestOrigin(req: IncomingMessage, cfg: ServerConfig, port: number): string {
  const host = req.headers.host;
  // only a plain host[:port] is trusted for building absolute URLs
  return 'http://' + (host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:]+\](:\d{1,5})?$/.test(host) ? host : `${cfg.host}:${port}`);
}

/**
 * The store on PostgreSQL when DATABASE_URL is set, else on SQLite in the data dir (migrated on opening),
 * with its starting data. PostgreSQL: migrations and starting data run under one advisory lock, so
 * instances starting together on a new database migrate and seed it once.
 */
async function openStore(cfg: ServerConfig, uploadsDir: string): Promise<Store> {
  const db: SqlDb = cfg.databaseUrl ? new PostgresDb(cfg.databaseUrl, { max: cfg.pgPoolSize }) : openDatabase(cfg.dataDir, { synchronous: cfg.sqliteSynchronous });
  const store = new Store(db);
  const prepare = async () => {
    await seedIfEmpty(store, { uploadsDir });
    await ensureWorkflowDefaults(store, Date.now());
    await ensureQualityDefaults(store, Date.now());
  };
  try {
    if (db instanceof PostgresDb) await migratePg(db, prepare);
    else await prepare();
  } catch (e) {
    await db.close();
    throw e;
  }
  return store;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const cfg: ServerConfig = { ...DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) };
  cfg.dataDir = resolve(cfg.dataDir);
  cfg.rootDir = resolve(cfg.rootDir);
  const uploadsDir = join(cfg.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  const store = await openStore(cfg, uploadsDir);
  // issue 34 §3: on SQLite the long reads of reports and exports on a connection of their own, in a thread
  const reader = store.db instanceof PostgresDb ? undefined : new ReaderDb(join(cfg.dataDir, 'hos.sqlite'));
  const clock = createClock(cfg.testClock);
  const sweep = startSweep(store, clock, cfg.sweepIntervalMs);
  // issue 26 §4: the e-mail outbox's sender; the reminders a sweep queued go out right after it
  // the SMTP password is kept sealed (notify/secret.ts); one saved in clear by an earlier version is sealed now
  const key = mailKey(cfg.signKey);
  await sealStoredMailPassword(store, key);
  const mailer = startMailer(store, clock, key);
  // issue 32 §6: the WeCom outbox's sender (its secret and robot keys sealed with the same key)
  const wecom = startWecomSender(store, clock, key);
  const runSweep = async () => { const n = await sweep.runNow(); if (n) { void mailer.runNow(); void wecom.runNow(); } return n; };
  const app: AppContext = { store, cfg, uploadsDir, clock, sweep: runSweep, mail: mailer.runNow, wecom: wecom.runNow, mailKey: key, audit: store.audit, pdf: createPdfPool({ size: cfg.pdfThreads || undefined, maxQueue: cfg.pdfQueue }),
    xlsx: createXlsxPool({ size: cfg.xlsxThreads || undefined, maxQueue: cfg.xlsxQueue }), reports: createReportGate({ maxQueue: cfg.reportQueue }),
    reads: readsArea(reader ?? store.db) };
  const router = new Router();
  registerRoutes(router, cfg);
  const statics = createStatic(cfg.rootDir, uploadsDir, cfg);
  let port = cfg.port;

  async function handle(req: IncomingMessage, res: ServerResponse, log: { code?: string | number; user?: string }): Promise<void> {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    const method = req.method ?? 'GET';
    // the path as sent: URL parsing would resolve `%2e%2e` and read `//demo//x` as a host; routes and the
    // static allow-list see the raw path and normalise it themselves (static.ts)
    const target = req.url ?? '/';
    const url = new URL(target.startsWith('/') ? 'http://localhost' + target : target, 'http://localhost');
    const pathname = target.startsWith('/') ? target.split(/[?#]/, 1)[0] : url.pathname;
    const kind = envelopeKind(pathname);
    const from = originKind(req, cfg);
    applyCors(req, res, cfg, from);
    if (method === 'OPTIONS') { await drain(req); log.code = 'preflight'; return answerPreflight(req, res, from); }
    const matched = router.match(method, pathname);

    if (!matched) {
      if (method === 'GET' || method === 'HEAD') {
        if (await statics.serve(req, res, pathname)) return;
        const acceptsHtml = String(req.headers.accept ?? '').includes('text/html');
        if (acceptsHtml && isAppRoute(pathname)) return statics.serveIndex(req, res);
        if (!isApiPath(pathname)) return statics.notFound(res);
      }
      await drain(req);
      log.code = 404;
      return sendJson(res, 404, errorBody(kind, 404, st(langOf(req), 'api.notFound', { method, path: pathname })));
    }

    const { route, params } = matched;
    const ctx: Ctx = {
      req, res, url, params, kind, app,
      query: Object.fromEntries(url.searchParams),
      body: {},
      origin: requestOrigin(req, cfg, port),
    };
    try {
      // refused before the body is read: a write from a foreign origin, a body that is not JSON
      checkWriteOrigin(req, from);
      if (route.body === 'json') {
        checkJsonType(req);
        ctx.body = parseBody(req, await readBody(req));
      }
      const badQueryKey = Object.keys(ctx.query).find((k) => FORBIDDEN_KEYS.has(k));
      if (badQueryKey) throw secError(req, 400, 'query.forbiddenKey', { key: badQueryKey });
      if (route.auth !== 'public') {
        ctx.auth = await authenticate(app, req, route.auth);
        log.user = ctx.auth.user.username;
      }
      if (kind === 'sys') ctx.body = unwrapSys(ctx.body, cfg.signKey);
      if (route.params) validate(req, route.params, ctx.params);
      if (route.query) validate(req, route.query, ctx.query);
      if (route.input) validate(req, route.input, ctx.body);
      const result = await route.handler(ctx as AuthedCtx);
      auditDispatch(ctx, route, 200, undefined, result instanceof RawReply);
      if (result instanceof RawReply) { log.code = 'raw'; await result.write(res, app); return; }
      log.code = 200;
      sendJson(res, 200, okBody(kind, result));
    } catch (e) {
      await drain(req);
      if (res.headersSent) { res.destroy(); return; }
      const err = e instanceof ApiError ? e : e instanceof WfRefusal ? refusalError(req, e)
        : e instanceof UnstorableText ? secError(req, 400, 'text.unstorable') : new ApiError(500);
      if (!(e instanceof ApiError) && !(e instanceof WfRefusal) && !(e instanceof UnstorableText)) console.error(`[hos-server] ${method} ${pathname} failed:`, e);
      log.code = err.code;
      auditDispatch(ctx, route, err.code, err);
      for (const [k, v] of Object.entries(err.opts.headers ?? {})) res.setHeader(k, v);
      sendJson(res, err.opts.httpStatus ?? 200, errorBody(kind, err.code, wordedFor(req, err), err.opts.data ?? null));
    }
  }

  const server = createServer((req, res) => {
    const t0 = process.hrtime.bigint();
    const log: { code?: string | number; user?: string } = {};
    res.on('finish', () => {
      if (cfg.quiet) return;
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      const path = (req.url ?? '/').split('?')[0];
      console.log(`${new Date().toISOString()} ${req.method} ${path} ${res.statusCode}${log.code !== undefined ? ' code=' + log.code : ''}${log.user ? ' user=' + log.user : ''} ${ms.toFixed(1)}ms`);
    });
    handle(req, res, log).catch((e) => {
      console.error('[hos-server] unhandled', e);
      if (!res.headersSent) sendJson(res, 500, { code: 500, data: null, msg: st(langOf(req), 'status.500') });
      else res.destroy();
    });
  });
  server.requestTimeout = 5 * 60 * 1000;

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(cfg.port, cfg.host, () => { server.off('error', fail); ok(); });
  });
  port = (server.address() as AddressInfo).port;
  const hostForUrl = cfg.host.includes(':') ? `[${cfg.host}]` : cfg.host === '0.0.0.0' ? '127.0.0.1' : cfg.host;
  return {
    url: `http://${hostForUrl}:${port}`,
    port,
    auditFlushed: () => store.audit.flushed(),
    close: () => new Promise<void>((ok) => {
      sweep.stop();
      mailer.stop();
      wecom.stop();
      void app.pdf.close();
      void app.xlsx.close();
      server.close(async () => { await reader?.close(); await store.close(); ok(); });
      server.closeAllConnections();
    }),
  };
}

/** A workflow refusal in the caller's language (Accept-Language). */
function refusalError(req: IncomingMessage, e: WfRefusal): ApiError {
  const lang = langOf(req);
  return new ApiError(e.status, wt(lang, e.key, paramsIn(lang, e.params)));
}

/** /SYS calls: body {data:{metdata, param, sign}}; the signature of `param` must match. Refusals are worded in the caller's language. */
function unwrapSys(body: Record<string, unknown>, signKey: string): Record<string, unknown> {
  const data = body.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw textError(400, 'sys.envelope');
  if (!verifySign(data.param ?? {}, data.sign, signKey)) throw textError(400, 'sys.signature');
  const param = data.param ?? {};
  if (typeof param !== 'object' || Array.isArray(param) || param === null) throw textError(400, 'sys.paramNotObject');
  return param as Record<string, unknown>;
}
