import { describe, expect, it } from 'vitest';
import { FACTOR_RESET_ROLES } from '../../../src/core/session/secondFactor.ts';
import { accountRefusal, ADMIN_ROLES, mayDo, roleGrantRefusal, rolesFor, settingsRefused, WORK } from '../../../src/core/access/duties.ts';

const SYS = ['System'];
const SEC = ['securityAdmin'];
const AUD = ['auditAdmin'];
const grant = (callerRoles: string[], before: string[], after: string[], o: { self?: boolean; secExists?: boolean } = {}) =>
  roleGrantRefusal({ callerRoles, callerId: 1, targetId: o.self ? 1 : 2, before, after, securityAdminExists: o.secExists ?? true });

describe('the three administrators (issue 33 §4)', () => {
  it('every piece of work has exactly one administrator, and each administrator only their own', () => {
    for (const work of Object.keys(WORK) as (keyof typeof WORK)[]) {
      expect(ADMIN_ROLES.filter((r) => mayDo([r], work))).toEqual(rolesFor(work));
    }
    expect(mayDo(AUD, 'auditLog')).toBe(true);
    expect(FACTOR_RESET_ROLES).toEqual(rolesFor('secondFactors'));
    expect((Object.keys(WORK) as (keyof typeof WORK)[]).filter((w) => mayDo(AUD, w))).toEqual(['auditLog']);
    expect(mayDo(SYS, 'auditLog') || mayDo(SEC, 'auditLog')).toBe(false);
    expect(mayDo(SYS, 'roles') || mayDo(SYS, 'secondFactors') || mayDo(SYS, 'unlocks')).toBe(false);
    expect(mayDo(SEC, 'accounts') || mayDo(SEC, 'menus') || mayDo(SEC, 'forms')).toBe(false);
  });

  it('roles: nobody changes their own; one administrator role per account; the administrator roles only by the security administrator', () => {
    expect(grant(SEC, ['securityAdmin'], ['securityAdmin', 'auditAdmin'], { self: true })).toBe('ownRoles');
    expect(grant(SYS, ['System'], ['System', 'nurse'], { self: true })).toBe('ownRoles');
    expect(grant(SEC, [], ['System', 'auditAdmin'])).toBe('twoAdminRoles');
    expect(grant(SEC, ['nurse'], ['nurse', 'auditAdmin'])).toBeNull();
    expect(grant(SYS, ['nurse'], ['nurse', 'auditAdmin'])).toBe('notSecurity');
    expect(grant(SYS, ['nurse'], ['System'])).toBe('notSecurity');
    expect(grant(SYS, ['securityAdmin'], [])).toBe('notSecurity');
    // business roles come with the account
    expect(grant(SYS, ['nurse'], ['deptApprover'])).toBeNull();
    expect(grant(AUD, ['nurse'], ['deptApprover'])).toBe('notYours');
    // nothing changed: nothing to refuse (a page sends the roles back unchanged)
    expect(grant(AUD, ['nurse'], ['nurse'])).toBeNull();
  });

  it('a database without a security administrator gets one from the system administrator, and only then', () => {
    expect(grant(SYS, [], ['securityAdmin'], { secExists: false })).toBeNull();
    expect(grant(SYS, ['nurse'], ['nurse', 'auditAdmin'], { secExists: false })).toBeNull();
    expect(grant(SYS, [], ['System'], { secExists: false })).toBe('notSecurity');
    expect(grant(SYS, [], ['securityAdmin'], { secExists: false, self: true })).toBe('ownRoles');
    expect(grant(SYS, [], ['securityAdmin'], { secExists: true })).toBe('notSecurity');
  });

  it("accounts: the system administrator's, not another administrator's; an administrator's password is the security administrator's", () => {
    expect(accountRefusal(SYS, ['nurse'], 'accounts')).toBeNull();
    expect(accountRefusal(SYS, ['System'], 'accounts')).toBeNull();
    expect(accountRefusal(SYS, ['securityAdmin'], 'accounts')).toBe('otherAdmin');
    expect(accountRefusal(SYS, ['auditAdmin'], 'accounts')).toBe('otherAdmin');
    expect(accountRefusal(SEC, ['nurse'], 'accounts')).toBe('notYours');
    expect(accountRefusal(SYS, ['nurse'], 'password')).toBeNull();
    expect(accountRefusal(SEC, ['nurse'], 'password')).toBe('notYours');
    expect(accountRefusal(SYS, ['securityAdmin'], 'password')).toBe('otherAdmin');
    expect(accountRefusal(SYS, ['System'], 'password')).toBe('otherAdmin');
    expect(accountRefusal(SEC, ['System'], 'password')).toBeNull();
    expect(accountRefusal(AUD, ['nurse'], 'password')).toBe('notYours');
  });

  it('settings: each key belongs to one administrator', () => {
    expect(settingsRefused(SYS, ['name', 'theme'])).toEqual([]);
    expect(settingsRefused(SYS, ['name', 'totp_required', 'pwdMaxAgeDays'])).toEqual(['totp_required', 'pwdMaxAgeDays']);
    expect(settingsRefused(SEC, ['totp_required', 'is_verify_code'])).toEqual([]);
    expect(settingsRefused(SEC, ['logo'])).toEqual(['logo']);
    expect(settingsRefused(AUD, ['logo', 'totp_required'])).toEqual(['logo', 'totp_required']);
  });
});
