// System management calls (/upms/sysuser, the menu admin): users and user groups through the signed
// /SYS calls, the menu tree through /api/v1/menu (the system settings: settings.ts). The system pages
// hold no URLs: every call they make is here.
import type { MenuNode } from '../pages/tree.ts';
import { sharedOf, sysOf, type ApiHttp, type HasSysHttp, type SysCall } from './http.ts';

/** A user row of /SYS/SYuser/doQueryPage. */
export interface SysUser {
  userID: number; username: string; name: string; workNo: string; deptName: string; deptId: number | null; phone: string; email: string;
  sex: string; status: number; roles: string[]; roleNames: string[]; createTime: string;
  /** the department's English name ('' when none was given; issue 23 §1) */
  deptNameEn?: string;
  /** createTime as ISO 8601 with its offset (issue 23 §2; createTime is the legacy wall-clock text) */
  createdAt?: string;
}
/** What the user form sends (create or update). */
export type SysUserInput = Partial<Omit<SysUser, 'userID' | 'roleNames' | 'createTime' | 'createdAt' | 'status'>> & { password?: string };

export interface UserGroup { id: number; groupName: string; note: string; memberCount: number; createTime: string; updateTime: string; /** createTime as ISO 8601 with its offset */ createdAt?: string }
export interface GroupMember { userID: number; username: string; name: string; deptName: string }
export type UserGroupDetail = UserGroup & { members: GroupMember[] };

/** A node of the menu admin's tree (the roles that see it included). */
export type AdminMenuNode = MenuNode & { roles?: string[] };

type Params = Record<string, string | number | boolean>;

export function createSystemApi(http: ApiHttp, sys: SysCall) {
  return {
    // ---- users (signed /SYS/SYuser) ----
    users: async (params: Params) => sys('/SYS/SYuser/doQueryPage', params),
    createUser: async (u: SysUserInput) => sys('/SYS/SYuser/doSave', u, 'post'),
    updateUser: async (userID: number, u: SysUserInput) => sys('/SYS/SYuser/doUpdate', { userID, ...u }, 'put'),
    /** enable (doOpen) or disable (doOff) an account */
    setUserEnabled: async (userID: number, enabled: boolean) => sys(enabled ? '/SYS/SYuser/doOpen' : '/SYS/SYuser/doOff', { userID }, 'put'),
    /** an administrator's reset: the user must change it at the next sign-in */
    resetPassword: async (userID: number, password: string) => sys('/SYS/SYuser/doUpdatePass', { id: userID, password }, 'post'),
    deleteUser: async (userID: number) => sys('/SYS/SYuser/doDelete', { userID }, 'delete'),
    /** issue 33 §4: the security administrator gives and takes roles (src/core/access/duties.ts) */
    setUserRoles: async (userId: number, roles: string[]) => http.put('/api/v1/sysUser/roles', { userId, roles }),
    /** issue 33 §4: the security administrator unlocks an account the sign-in limiter locked */
    unlockUser: async (userId: number) => ((await http.post('/api/v1/sysUser/unlock', { userId })) as { unlocked: number }).unlocked,

    // ---- user groups (signed /SYS/SYgroupH) ----
    groups: async (params: Params) => sys('/SYS/SYgroupH/doQueryPage', params),
    /** one group with its members (undefined when it is gone) */
    group: async (id: number) => ((await sys('/SYS/SYgroupH/doQueryDetail', { id })) as { records?: UserGroupDetail[] } | null)?.records?.[0],
    /** `param`: core/pages/admin.ts groupParam */
    createGroup: async (param: Record<string, unknown>) => sys('/SYS/SYgroupH/doSave', param, 'post'),
    updateGroup: async (param: Record<string, unknown>) => sys('/SYS/SYgroupH/doUpdate', param, 'put'),
    deleteGroup: async (id: number) => sys('/SYS/SYgroupH/doDelete', { id }, 'delete'),

    // ---- menus ----
    menuTree: async () => ((await http.get('/api/v1/menu')) ?? []) as AdminMenuNode[],
    /** `body`: core/pages/admin.ts menuBody */
    createMenu: async (body: Record<string, unknown>) => http.post('/api/v1/menu', body),
    updateMenu: async (body: Record<string, unknown>) => http.put('/api/v1/menu', body),
    setMenuVisible: async (menuId: number | string, visible: boolean) => http.put('/api/v1/menu', { menuId, visible }),
    deleteMenu: async (menuId: number | string) => http.delete('/api/v1/menu', { data: { menuId } }),
  };
}

export type SystemApi = ReturnType<typeof createSystemApi>;
export const systemApi = (rt: HasSysHttp): SystemApi => createSystemApi(sharedOf(rt), sysOf(rt));
