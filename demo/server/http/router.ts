// A small method + path router. Paths are literal segments or `:name` parameters.
import type { AuditLog } from '../audit/auditLog.ts';
import type { PdfPool } from '../report/pdfPool.ts';
import type { XlsxPool } from '../xlsx/xlsxPool.ts';
import type { ReportGate } from '../report/reportGate.ts';
import type { ReadStore } from '../db/reads.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { DataStore, RoleRow, SessionRow, UserPublic } from '../db/store.ts';
import type { EnvelopeKind } from './envelope.ts';
import type { ServerConfig } from '../config.ts';
import type { Clock } from '../workflow/clock.ts';
import type { ResolvedScope } from '../../../src/core/access/dataScope.ts';

/** 'public': no token; 'user': any valid token; 'session': a known, unrevoked token even if expired
 *  (refresh and logout); a role list: a valid token whose user has one of the roles. */
export type AuthRule = 'public' | 'user' | 'session' | readonly string[];

export interface AuthInfo {
  user: UserPublic;
  roles: RoleRow[];
  roleKeys: string[];
  activeRole: string;
  session: SessionRow;
  /** the records the caller may see, resolved from their enabled roles' data scopes (routes/recordView.ts
   *  callerDataScope is the one reader) */
  dataScope: ResolvedScope;
}

export interface AppContext {
  store: DataStore;
  cfg: ServerConfig;
  uploadsDir: string;
  /** the workflow's clock (movable only with HOS_TEST_CLOCK=1) */
  clock: Clock;
  /** runs the overdue sweep now */
  sweep(): Promise<number>;
  /** issue 26 §4: sends the due e-mails of the outbox now (a run never overlaps another) */
  mail(): Promise<{ sent: number; failed: number }>;
  /** issue 32 §6: sends the due messages of the WeCom outbox now (a run never overlaps another) */
  wecom(): Promise<{ sent: number; failed: number }>;
  /** the key the SMTP password is sealed with, derived once from HOS_SIGN_KEY (notify/secret.ts) */
  mailKey: Buffer;
  /** issue 33 §8: the threads that draw report PDFs off the server's thread (report/pdfPool.ts) */
  pdf: PdfPool;
  /** issue 34 §3: the threads that write XLSX exports off the server's thread (xlsx/xlsxPool.ts) */
  xlsx: XlsxPool;
  /** issue 34 §3: one report read at a time, the others in a bounded queue (report/reportGate.ts) */
  reports: ReportGate;
  /** issue 34 §3: the long reads of reports and exports, off the server's thread on SQLite (db/reads.ts) */
  reads: ReadStore;
  /** issue 33 §5: the audit log's writer; `log()` queues a row and returns (audit/auditLog.ts) */
  audit: AuditLog;
}

export interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  query: Record<string, string>;
  params: Record<string, string>;
  /** Parsed JSON body; for /SYS calls the verified `param` of the wrapper. */
  body: Record<string, unknown>;
  kind: EnvelopeKind;
  auth?: AuthInfo;
  app: AppContext;
  /** http://host:port of this request, for absolute upload URLs. */
  origin: string;
}

/** The auth guard ran, so ctx.auth is set. */
export type AuthedCtx = Ctx & { auth: AuthInfo };

export type Handler = (ctx: AuthedCtx) => unknown;

export interface Route {
  method: string;
  segments: string[];
  auth: AuthRule;
  /** 'json' (default): the body is read and parsed before the handler; 'stream': the handler reads it (uploads). */
  body: 'json' | 'stream';
  /** schemas checked before the handler (http/validate.ts): the query, the path parameters, the JSON body
   *  (for /SYS calls the verified `param`) */
  query?: z.ZodType;
  params?: z.ZodType;
  input?: z.ZodType;
  handler: Handler;
}

export interface RouteOptions {
  auth: AuthRule;
  body?: 'json' | 'stream';
  query?: z.ZodType;
  params?: z.ZodType;
  input?: z.ZodType;
}

export class Router {
  private readonly routes: Route[] = [];

  /** Every route declares what it reads: a query or body schema, and a params schema when its path has
   *  parameters (one validation layer, docs/security.md); a route without them is a programming error. */
  add(method: string, path: string, opts: RouteOptions, handler: Handler): this {
    const segments = split(path);
    if (!opts.query && !opts.input) throw new Error(`route ${method} ${path} declares no query or body schema`);
    if (segments.some((s) => s.startsWith(':')) && !opts.params) throw new Error(`route ${method} ${path} declares no params schema`);
    this.routes.push({ method, segments, auth: opts.auth, body: opts.body ?? 'json', query: opts.query, params: opts.params, input: opts.input, handler });
    return this;
  }

  /** Every route (the probe tests check each one's schemas). */
  list(): readonly Route[] { return this.routes; }
  get(path: string, opts: RouteOptions, h: Handler) { return this.add('GET', path, opts, h); }
  post(path: string, opts: RouteOptions, h: Handler) { return this.add('POST', path, opts, h); }
  put(path: string, opts: RouteOptions, h: Handler) { return this.add('PUT', path, opts, h); }
  delete(path: string, opts: RouteOptions, h: Handler) { return this.add('DELETE', path, opts, h); }

  /** The route for method + path (literal segments win over parameters), or undefined. */
  match(method: string, pathname: string): { route: Route; params: Record<string, string> } | undefined {
    const parts = split(pathname);
    let best: { route: Route; params: Record<string, string>; score: number } | undefined;
    for (const route of this.routes) {
      if (route.method !== method || route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let score = 0;
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        const seg = route.segments[i];
        if (seg.startsWith(':')) {
          try { params[seg.slice(1)] = decodeURIComponent(parts[i]); } catch { ok = false; }
        } else if (seg === parts[i]) score++;
        else ok = false;
      }
      if (ok && (!best || score > best.score)) best = { route, params, score };
    }
    return best && { route: best.route, params: best.params };
  }
}

function split(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}
