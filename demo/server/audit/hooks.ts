// The audit log's hooks in the HTTP layer (issue 33 §5): who (username + user id of the request's session),
// from where (clientIp), when; each hook in a route or the dispatcher is one call to these.
import type { IncomingMessage } from 'node:http';
import { clientIp } from '../http/clientIp.ts';
import type { AppContext, Ctx, Route } from '../http/router.ts';
import type { AuditEntry } from './auditLog.ts';
import { ADMIN_ROLES } from '../../../src/core/access/duties.ts';

/**
 * A route any of the three administrators holds: its changes are logged as `admin.change`. The old /SYS
 * calls read with POST too (doQueryPage, doQueryDetail, doQueryRoleUser): a read is not a change.
 */
const isAdminRoute = (route: Route) => Array.isArray(route.auth) && route.auth.some((r) => ADMIN_ROLES.includes(r))
  && !route.segments.some((s) => s.startsWith('doQuery'));

/** Logs `e` as done by the request's user (or `who`, before a session exists: sign-in) from its address. */
export function audit(ctx: { app: AppContext; req: IncomingMessage; auth?: Ctx['auth'] }, e: AuditEntry): void {
  ctx.app.audit.log({ ip: clientIp(ctx.req, ctx.app.cfg.trustProxy), username: ctx.auth?.user.username, userId: ctx.auth?.user.id, ...e });
}

/** The user a refusal thrown before ctx.auth was set was for (the role check in http/auth.ts). */
const refusedUsers = new WeakMap<object, { id: number; username: string }>();

/** Marks a 403 as refused to `user` (thrown by authenticate, before the request has its ctx.auth). */
export function refusedTo<E extends object>(err: E, user: { id: number; username: string }): E {
  refusedUsers.set(err, user);
  return err;
}

/** What an administrator's change found before it (noteBefore), by request. */
const befores = new WeakMap<object, unknown>();

/** A route notes the state it is about to change: `admin.change` logs it as `before` beside the body sent. */
export function noteBefore(ctx: Ctx, before: unknown): void {
  befores.set(ctx, before);
}

/** Secrets never reach the log: a field named like a password, secret, token, private key or one-time code is masked. */
const SECRET_FIELD = /password|passwd|secret|token|privatekey|apikey|^pass$|^pwd$|^code$|recoverycode/i;
function redact(v: unknown, depth = 0): unknown {
  if (depth > 4 || v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.slice(0, 200).map((x) => redact(x, depth + 1));
  return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, SECRET_FIELD.test(k) ? '***' : redact(x, depth + 1)]));
}

const pattern = (route: Route) => `${route.method} /${route.segments.join('/')}`;

/**
 * The dispatcher's hook (app.ts), once per request that reached a route: a change through an administrator's
 * route that succeeded is `admin.change` (the route, its target from the path, the fields sent, the state
 * the route found before (noteBefore) and the body as the after, secrets masked); any refusal with 403 is `access.refused`; a GET answered with
 * a file of its own (RawReply: the XLSX exports, the report's PDF) is `export`, with its filters.
 */
export function auditDispatch(ctx: Ctx, route: Route, code: number | string, err?: object, download = false): void {
  if (download && route.method === 'GET') {
    audit(ctx, { event: 'export', detail: { route: pattern(route), params: ctx.params, query: ctx.query } });
  } else if (code === 403) {
    const user = ctx.auth?.user ?? (err && refusedUsers.get(err));
    audit(ctx, { event: 'access.refused', outcome: 'refused', username: user?.username, userId: user?.id, detail: { route: pattern(route), params: ctx.params } });
  } else if (code === 200 && route.method !== 'GET' && isAdminRoute(route)) {
    // before (what the route noted) and after (the body sent, secrets masked)
    audit(ctx, { event: 'admin.change', detail: { route: pattern(route), params: ctx.params, fields: Object.keys(ctx.body ?? {}).sort(), before: befores.get(ctx), after: redact(ctx.body ?? {}) } });
  }
}

/** A record's detail was read (its patient data shown): returns the id, to hook inline. */
export function auditRead(ctx: Ctx, recordId: number, detail?: Record<string, unknown>): number {
  audit(ctx, { event: 'record.read', recordId, detail });
  return recordId;
}

/** A list of records was read: one row per read, with the ids shown and the filters. */
export function auditList(ctx: Ctx, ids: number[]): void {
  audit(ctx, { event: 'record.list', detail: { ids, query: ctx.query } });
}
