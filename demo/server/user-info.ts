// The user-info record returned by login, getinfo and doThisUserInfo (spec section 3).
import type { MenuRow, RoleRow, UserPublic } from './db/store.ts';
import type { AppContext } from './http/router.ts';
import { passwordAgeDays, passwordChangeReason, passwordMaxAgeDays } from '../../src/core/session/passwordPolicy.ts';
import { DIRECTORY_HASH } from '../../src/core/directory/directory.ts';

export interface MenuItem {
  id: number; menuRoute: string; note: string; exclusiveFG: number; menuDisp: string; sysModule: string;
  menuLogo: string; menuType: 'D' | 'F'; parentMenuID: number; mid: string; orderNum: number;
}

export function menuItem(m: MenuRow): MenuItem {
  return {
    id: m.id, menuRoute: m.menuRoute, note: m.note, exclusiveFG: m.exclusiveFG, menuDisp: m.menuDisp,
    sysModule: m.sysModule, menuLogo: m.menuLogo, menuType: m.menuType, parentMenuID: m.parentId,
    mid: m.sysModule, orderNum: m.orderNum,
  };
}

/** Public profile fields of a user (used by lists and the profile call). No password material. */
export function publicUser(u: UserPublic, roles?: RoleRow[]) {
  return {
    userId: u.id, userID: u.id, id: u.id, username: u.username, name: u.name, workNo: u.workNo,
    deptName: u.deptName, deptId: u.deptId ?? null, phone: u.phone, email: u.email, sex: u.sex, avatar: u.avatar,
    introduction: u.introduction, status: u.status,
    ...(roles ? { roles: roles.map((r) => r.roleKey), roleNames: roles.map((r) => r.roleName) } : {}),
  };
}

export async function buildUserInfo(app: AppContext, userId: number, activeRole: string) {
  const user = await app.store.getUser(userId);
  if (!user) return undefined;
  const roles = await app.store.getUserRoles(userId);
  const keys = roles.map((r) => r.roleKey);
  const ordered = keys.includes(activeRole) ? [activeRole, ...keys.filter((k) => k !== activeRole)] : keys;
  const perms = [...new Set(roles.flatMap((r) => r.permissions))];
  const menus = await app.store.getUserMenus(userId);
  // issue 33 §1: a directory account's password is the directory's: it never ages here (no change is asked)
  const directory = (await app.store.getPasswordHash(userId)) === DIRECTORY_HASH;
  const lastPwdDays = directory ? 0 : passwordAgeDays(user.passwordChangedAt, Date.now());
  const maxAge = directory ? 0 : passwordMaxAgeDays(await app.store.getSettings(1));
  return {
    roles: ordered,
    menuList: menus.map(menuItem),
    username: user.username,
    name: user.name,
    permissions: perms,
    permisaction: perms,
    workNo: user.workNo,
    deptName: user.deptName,
    deptId: user.deptId ?? null,
    avatar: user.avatar,
    introduction: user.introduction,
    userId: user.id,
    userID: user.id,
    id: user.id,
    lastPwdDays,
    /** the forced password dialog opens when this is not '' (new account, admin reset, or too old) */
    pwdChangeReason: passwordChangeReason(user.pwdChangeReason, lastPwdDays, maxAge),
    pwdMaxAgeDays: maxAge,
    activeRole: ordered[0] ?? '',
  };
}
