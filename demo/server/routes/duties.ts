// Issue 33 §4, the route side of the three administrators (src/core/access/duties.ts holds the rules):
// the checks a route makes on the account or settings it changes, refused in the caller's language.
import type { AuthedCtx } from '../http/router.ts';
import { textError } from '../http/texts.ts';
import { noteBefore } from '../audit/hooks.ts';
import { accountRefusal, roleGrantRefusal, settingDuty, settingsRefused, SECURITY_ADMIN_ROLE } from '../../../src/core/access/duties.ts';

const keysOf = async (ctx: AuthedCtx, userId: number) => (await ctx.app.store.getUserRoles(userId)).map((r) => r.roleKey);

/** Refuses changing `targetId`'s roles to `after` unless the caller's duty allows it (no change: allowed). */
export async function checkRoleGrant(ctx: AuthedCtx, targetId: number | undefined, after: readonly string[]): Promise<void> {
  const before = targetId === undefined ? [] : await keysOf(ctx, targetId);
  if (targetId !== undefined) await noteUserBefore(ctx, targetId, before);
  const refusal = roleGrantRefusal({
    callerRoles: ctx.auth.roleKeys, callerId: ctx.auth.user.id, targetId: targetId ?? -1, before, after: [...new Set(after)],
    securityAdminExists: await ctx.app.store.roleHeld(SECURITY_ADMIN_ROLE),
  });
  if (refusal) throw textError(refusal === 'notSecurity' ? 403 : 400, `duty.${refusal}`);
}

/** Refuses managing `targetId`'s account (`accounts`) or setting its password (`password`) unless the caller's duty allows it. */
export async function checkAccount(ctx: AuthedCtx, targetId: number, what: 'accounts' | 'password'): Promise<void> {
  const roles = await keysOf(ctx, targetId);
  const refusal = accountRefusal(ctx.auth.roleKeys, roles, what);
  if (refusal) throw textError(403, `duty.${refusal}`);
  await noteUserBefore(ctx, targetId, roles);
}

/** Refuses a settings change touching keys of another administrator's duty (unchanged keys may be sent back). */
export function checkSettings(ctx: AuthedCtx, current: Record<string, unknown>, patch: Record<string, unknown>): void {
  // a key never set reads as its off value (false, 0, '', none), which a page may send back unchanged
  const norm = (v: unknown) => JSON.stringify(v === undefined || v === false || v === 0 || v === '' || (Array.isArray(v) && !v.length) ? null : v);
  const changed = Object.keys(patch).filter((k) => patch[k] !== undefined && norm(patch[k]) !== norm(current[k]));
  noteBefore(ctx, Object.fromEntries(changed.map((k) => [k, current[k] ?? null])));
  const refused = settingsRefused(ctx.auth.roleKeys, changed);
  if (!refused.length) return;
  const key = settingDuty(refused[0]) === 'security' ? 'duty.settingsSecurity' : 'duty.settingsSystem';
  throw textError(403, key, { keys: refused.join(', ') });
}

/** The account a request already noted (a route may check both the account and its roles: noted once). */
const noted = new WeakMap<object, number>();

/**
 * Notes an account as it was (profile, status, roles) before an administrator changes it: the audit log's
 * before. `roles`: the account's role keys when the caller has just read them.
 */
export async function noteUserBefore(ctx: AuthedCtx, userId: number, roles?: string[]): Promise<void> {
  if (noted.get(ctx.req) === userId) return;
  const u = await ctx.app.store.getUser(userId);
  if (!u) return;
  noted.set(ctx.req, userId);
  noteBefore(ctx, {
    userId, username: u.username, name: u.name, workNo: u.workNo, deptName: u.deptName, phone: u.phone, email: u.email,
    sex: u.sex, status: u.status, roles: roles ?? await keysOf(ctx, userId),
  });
}
