// System administration calls of issue 13 §4: roles (with data scope, menus and operation tags), the
// department tree and the dictionaries. The admin pages hold no URLs: every call they make is here.
import type { DataScope } from '../access/dataScope.ts';
import type { DictTables } from '../dicts.ts';
import { PAGE_SIZE_SERVED, toPage, type Page } from '../pages/paging.ts';
import type { MenuNode } from '../pages/tree.ts';
import { idSegment, sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

export interface Role {
  roleId: number; roleKey: string; roleName: string; status: number; dataScope: DataScope; deptIds: number[];
  /** the English name (issue 23 §1); '' shows the Chinese one */
  roleNameEn?: string;
  permissions: string[]; sort: number; remark: string; createdAt: string; userCount?: number;
}
export interface RoleInput {
  roleKey?: string; roleName?: string; roleNameEn?: string; sort?: number; remark?: string; status?: number; permissions?: string[];
  dataScope?: DataScope; deptIds?: number[]; menuIds?: number[];
}
export interface Dept {
  deptId: number; deptName: string; deptNameEn?: string; parentId: number | null; sort: number; status: number;
  headUserId: number | null; headName: string | null; userCount: number; recordCount: number;
}
/** A department as every signed-in user reads it (pickers, filters). */
export interface DeptBrief { deptId: number; deptName: string; parentId: number | null; status: number; deptNameEn?: string }
export interface DeptInput { deptName?: string; deptNameEn?: string; parentId?: number | null; sort?: number; status?: number; headUserId?: number | null }
export interface DictType { dictType: string; nameZh: string; nameEn: string; status: number; sort: number; entryCount: number }
export interface DictEntryRow { id: number; dictType: string; value: string; zh: string; en: string; sort: number; status: number }

/** Every role (the list is paged on the server; a hospital has a few dozen): pickers and name lookups. */
export async function listAllRoles(http: Pick<ApiHttp, 'get'>): Promise<Role[]> {
  return toPage<Role>(await http.get('/api/v1/rolelist', { params: { pageIndex: 1, pageSize: PAGE_SIZE_SERVED } })).rows;
}

export function createAdminApi(http: ApiHttp) {
  return {
    // ---- roles ----
    roles: async (params: Record<string, string | number | boolean> = {}): Promise<Page<Role>> => toPage<Role>(await http.get('/api/v1/rolelist', { params })),
    allRoles: () => listAllRoles(http),
    createRole: async (r: RoleInput) => (await http.post('/api/v1/role', r)) as Role,
    updateRole: async (roleId: number, r: RoleInput) => (await http.put('/api/v1/role', { ...r, roleId })) as Role,
    deleteRole: async (roleId: number) => http.delete(`/api/v1/role/${idSegment(roleId)}`),
    setDataScope: async (roleId: number, dataScope: DataScope, deptIds: number[] = []) => http.put('/api/v1/roledatascope', { roleId, dataScope, deptIds }),
    /** the whole menu tree and the menus the role holds */
    roleMenus: async (roleId: number) => (await http.get('/api/v1/menurole', { params: { roleId } })) as { menus: MenuNode[]; checkedKeys: number[] },
    setRoleMenus: async (roleId: number, menuIds: number[]) => http.put('/api/v1/menurole', { roleId, menuIds }),

    // ---- departments ----
    /** every department for any signed-in user (pickers, filters) */
    depts: async () => ((await http.get('/api/v1/depts')) ?? []) as DeptBrief[],
    /** with heads and use counts (the admin page) */
    deptRows: async () => ((await http.get('/api/v1/dept/list')) ?? []) as Dept[],
    createDept: async (d: DeptInput) => (await http.post('/api/v1/dept', d)) as { deptId: number },
    updateDept: async (deptId: number, d: DeptInput) => http.put('/api/v1/dept', { ...d, deptId }),
    deleteDept: async (deptId: number) => http.delete(`/api/v1/dept/${idSegment(deptId)}`),

    // ---- dictionaries ----
    /** every entry of every enabled type with both labels (the labelling table) */
    dictTables: async () => ((await http.get('/api/v1/dict/all')) ?? {}) as DictTables,
    dictTypes: async () => ((await http.get('/api/v1/dict/types')) ?? []) as DictType[],
    saveDictType: async (t: Omit<DictType, 'entryCount'>) => http.post('/api/v1/dict/type', t),
    deleteDictType: async (dictType: string) => http.delete(`/api/v1/dict/type/${encodeURIComponent(dictType)}`),
    dictEntries: async (dictType: string) => ((await http.get('/api/v1/dict/entries', { params: { dictType } })) ?? []) as DictEntryRow[],
    saveDictEntry: async (e: Omit<DictEntryRow, 'id'> & { id?: number }) => http.post('/api/v1/dict/entry', e),
    deleteDictEntry: async (id: number) => http.delete(`/api/v1/dict/entry/${idSegment(id)}`),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
export const adminApi = (rt: HasSharedHttp) => createAdminApi(sharedOf(rt));
