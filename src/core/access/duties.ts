// Issue 33 §4: three administrators, each with work of their own (等保 2.0 level 3, "三员分立"). THE ONE
// TABLE naming which administrator does what: the server's route guards, the settings keys' owners and
// the pages that offer an action all read it, so a button is never shown to an administrator the server
// refuses. Framework-free: demo/server and src/modules both import it.
//
// - system administrator (the old `System` role): accounts, departments, menus, forms, flows, categories,
//   dictionaries, notices, the system's settings and its links to other systems (mail, WeCom, directory);
// - security administrator: roles and what they grant, which account holds which role, the password and
//   sign-in policy, second factors, unlocks, and the password of an administrator's account;
// - audit administrator: reads and exports the audit log, nothing else.
// None can do another's work: an account holds at most one administrator role, nobody changes their own
// roles, and an administrator's account is managed only by the duty that owns it (below).
import { AUDIT_ADMIN_ROLE, SECURITY_ADMIN_ROLE, SYSTEM_ROLE } from './roles.ts';

export { AUDIT_ADMIN_ROLE, SECURITY_ADMIN_ROLE };

export type Duty = 'system' | 'security' | 'audit';

/** The role that holds each duty. */
export const DUTY_ROLE: Readonly<Record<Duty, string>> = { system: SYSTEM_ROLE, security: SECURITY_ADMIN_ROLE, audit: AUDIT_ADMIN_ROLE };

/** The three administrator roles. */
export const ADMIN_ROLES: readonly string[] = Object.values(DUTY_ROLE);

/** Each piece of administrative work and the duty it belongs to. */
export const WORK = {
  accounts: 'system', groups: 'system', depts: 'system', menus: 'system', forms: 'system', flows: 'system',
  eventTypes: 'system', dicts: 'system', notices: 'system', settings: 'system', mail: 'system', wecom: 'system',
  directory: 'system', testUsers: 'system',
  // roleGrants: giving and taking the administrator roles (business roles come with the account: roleGrantRefusal)
  roles: 'security', roleGrants: 'security', securityPolicy: 'security', secondFactors: 'security', unlocks: 'security',
  auditLog: 'audit',
} as const satisfies Record<string, Duty>;
export type Work = keyof typeof WORK;

/** The roles that may do `work` (for a route guard: `{ auth: rolesFor('roles') }`). */
export const rolesFor = (work: Work): readonly [string] => [DUTY_ROLE[WORK[work]]];

/** The duties `roles` hold. */
export const dutiesOf = (roles: readonly string[]): Duty[] =>
  (Object.keys(DUTY_ROLE) as Duty[]).filter((d) => roles.includes(DUTY_ROLE[d]));

/** May `roles` do `work`? */
export const mayDo = (roles: readonly string[], work: Work): boolean => roles.includes(DUTY_ROLE[WORK[work]]);

/** Does the list hold an administrator role? */
export const isAdmin = (roles: readonly string[]): boolean => roles.some((r) => ADMIN_ROLES.includes(r));

/**
 * The system settings' keys that are the security administrator's (the password and sign-in policy, the
 * second factor, who reads patients' identifiers); every other key is the system administrator's.
 */
export const SECURITY_SETTING_KEYS: readonly string[] = [
  'is_ldap', 'is_verify_code', 'captcha_after_failures', 'totp_required', 'totp_roles', 'totp_remember_device', 'pwdMaxAgeDays',
  'patient_identifier_roles',
];

/** The duty that owns a settings key. */
export const settingDuty = (key: string): Duty => (SECURITY_SETTING_KEYS.includes(key) ? 'security' : 'system');

/** The keys of `changed` that `roles` may not change (empty: allowed). */
export function settingsRefused(roles: readonly string[], changed: readonly string[]): string[] {
  const mine = dutiesOf(roles);
  return changed.filter((k) => !mine.includes(settingDuty(k)));
}

export type GrantRefusal = 'notSecurity' | 'notYours' | 'ownRoles' | 'twoAdminRoles';

/**
 * May the caller change `target`'s roles from `before` to `after`? Nobody changes their own roles, and an
 * account holds at most one administrator role. The administrator roles are given and taken by the
 * security administrator alone; the business roles (nurse, approver...) come with the account, from the
 * system administrator (creating, editing or importing accounts) or the security administrator. One
 * exception lets a database without a security administrator get one: while no enabled account holds that
 * role (`securityAdminExists` false), the system administrator may give the security or audit
 * administrator role to another account.
 */
export function roleGrantRefusal(p: {
  callerRoles: readonly string[]; callerId: number; targetId: number;
  before: readonly string[]; after: readonly string[]; securityAdminExists: boolean;
}): GrantRefusal | null {
  const added = p.after.filter((r) => !p.before.includes(r));
  const removed = p.before.filter((r) => !p.after.includes(r));
  if (!added.length && !removed.length) return null;
  if (p.callerId === p.targetId) return 'ownRoles';
  if (p.after.filter((r) => ADMIN_ROLES.includes(r)).length > 1) return 'twoAdminRoles';
  const grantsAdmin = [...added, ...removed].some((r) => ADMIN_ROLES.includes(r));
  if (mayDo(p.callerRoles, 'roleGrants')) return null;
  if (!grantsAdmin) return mayDo(p.callerRoles, 'accounts') ? null : 'notYours';
  const bootstrap = !p.securityAdminExists && p.callerRoles.includes(SYSTEM_ROLE) && !removed.length
    && added.every((r) => r === SECURITY_ADMIN_ROLE || r === AUDIT_ADMIN_ROLE);
  return bootstrap ? null : 'notSecurity';
}

/**
 * May the caller manage `target`'s account: `accounts` (profile, status, deletion, groups) or `password`
 * (setting it for them)? Accounts are the system administrator's, except the security and audit
 * administrators' own: the system administrator cannot change, disable or delete them (the security
 * administrator takes the role away first). An administrator's password (any of the three) is set by the
 * security administrator, anyone else's by the system administrator, so no administrator can take over
 * another's account.
 */
export function accountRefusal(callerRoles: readonly string[], targetRoles: readonly string[], what: 'accounts' | 'password'): 'otherAdmin' | 'notYours' | null {
  const targetDuties = dutiesOf(targetRoles);
  const otherAdmin = targetDuties.some((d) => d !== 'system');
  if (what === 'password') {
    // an administrator's password: the security administrator; anyone else's: the system administrator
    if (isAdmin(targetRoles)) return mayDo(callerRoles, 'securityPolicy') ? null : 'otherAdmin';
    return mayDo(callerRoles, 'accounts') ? null : 'notYours';
  }
  if (!mayDo(callerRoles, 'accounts')) return 'notYours';
  return otherAdmin ? 'otherAdmin' : null;
}
