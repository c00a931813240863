// The auth guard: bearer token -> session -> user and roles. The Admin-Token cookie (readable by the old
// portal's scripts, sent by the browser to every request of the site) is accepted for reads (GET/HEAD)
// only: a state-changing call must carry the token in the Authorization header, which a page on another
// site cannot make the browser add (docs/security.md, CSRF).
import { refusedTo } from '../audit/hooks.ts';
import type { IncomingMessage } from 'node:http';
import { ApiError } from './envelope.ts';
import { secError } from './texts.ts';
import { langOf } from '../workflow/lang.ts';
import type { AppContext, AuthInfo, AuthRule } from './router.ts';
import { newToken, sha256 } from '../security.ts';
import { needsDeptTree, resolveDataScope } from '../../../src/core/access/dataScope.ts';

export function extractToken(req: IncomingMessage): string | undefined {
  const h = req.headers.authorization;
  if (typeof h === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
    if (m) return m[1];
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const cookie = req.headers.cookie;
  if (cookie) {
    for (const part of cookie.split(';')) {
      const i = part.indexOf('=');
      if (i > 0 && part.slice(0, i).trim() === 'Admin-Token') {
        try { return decodeURIComponent(part.slice(i + 1).trim()) || undefined; } catch { return undefined; }
      }
    }
  }
  return undefined;
}

/** Resolves the caller; 401 for no/unknown/revoked token or a disabled user, 6401 for an expired token
 *  (unless allowExpired), 403 when `rule` is a role list the user has none of. */
export async function authenticate(app: AppContext, req: IncomingMessage, rule: Exclude<AuthRule, 'public'>): Promise<AuthInfo> {
  const token = extractToken(req);
  if (!token) throw new ApiError(401);
  const found = await app.store.getSessionAuth(sha256(token));
  const session = found?.session;
  if (!session || session.revokedAt !== null) throw new ApiError(401);
  if (rule !== 'session' && Date.now() >= session.expiresAt) throw new ApiError(6401);
  const user = found.user;
  if (!user || user.status !== 1) throw secError(req, 401, 'session.userGone');
  const roles = found.roles;
  const roleKeys = roles.map((r) => r.roleKey);
  const activeRole = roleKeys.includes(session.activeRole) ? session.activeRole : (roleKeys[0] ?? '');
  if (Array.isArray(rule) && !rule.some((r) => roleKeys.includes(r))) {
    throw refusedTo(secError(req, 403, 'role.needed', { roles: rule.join(langOf(req) === 'en' ? ', ' : '、') }), user);
  }
  // the tree is read only when a role's scope reaches below the user's department
  const tree = needsDeptTree(roles) ? await app.store.deptLinks() : [];
  const dataScope = resolveDataScope(roles, { id: user.id, deptId: user.deptId ?? null }, tree);
  return { user, roles, roleKeys, activeRole, session, dataScope };
}

export function hasRole(auth: AuthInfo, ...roles: string[]): boolean {
  return roles.some((r) => auth.roleKeys.includes(r));
}

/** Issues a token for a fresh login (createdAt = now) or as the successor of a session (carries its
 *  original login time). Only the sha256 of the token is stored. */
export async function issueSession(app: AppContext, userId: number, opts: { activeRole: string; createdAt?: number; expiresAt?: number; replaces?: string }): Promise<string> {
  const token = newToken();
  const now = Date.now();
  const row = {
    tokenHash: sha256(token),
    userId,
    activeRole: opts.activeRole,
    createdAt: opts.createdAt ?? now,
    issuedAt: now,
    expiresAt: opts.expiresAt ?? now + app.cfg.tokenTtlMs,
  };
  if (opts.replaces) {
    if (!(await app.store.rotateSession(opts.replaces, row))) throw new ApiError(401);
  } else {
    await app.store.insertSession(row);
  }
  return token;
}
