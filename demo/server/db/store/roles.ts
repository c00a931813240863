// Roles (permissions, data scope) and the menus granted to them.
import type { SqlDb } from '../sql/types.ts';
import type { DataScope, MenuRow, Page, Paged, RoleRow } from './types.ts';
import { assignments, likeContains, qualify, selectPage, Where } from './sql.ts';

export const ROLE_COLS = `id AS roleId, role_key AS roleKey, role_name AS roleName, role_name_en AS roleNameEn, status, data_scope AS dataScope,
  dept_ids AS deptIds, permissions, sort, remark, created_at AS createdAt`;
const ROLE_FIELDS: Record<string, string> = { roleName: 'role_name', roleNameEn: 'role_name_en', sort: 'sort', remark: 'remark', status: 'status' };
const MENU_COLS = `m.id, m.parent_id AS parentId, m.menu_route AS menuRoute, m.note, m.exclusive_fg AS exclusiveFG,
  m.menu_disp AS menuDisp, m.sys_module AS sysModule, m.menu_logo AS menuLogo, m.menu_type AS menuType,
  m.order_num AS orderNum, m.active_path AS activePath`;
const MENU_FIELDS: Record<string, string> = {
  parentId: 'parent_id', menuRoute: 'menu_route', note: 'note', exclusiveFG: 'exclusive_fg', menuDisp: 'menu_disp',
  sysModule: 'sys_module', menuLogo: 'menu_logo', menuType: 'menu_type', orderNum: 'order_num', activePath: 'active_path',
};

export function parseRole(r: Record<string, unknown>): RoleRow {
  return {
    ...(r as unknown as RoleRow), permissions: JSON.parse(String(r.permissions)) as string[],
    deptIds: JSON.parse(String(r.deptIds ?? '[]')) as number[],
  };
}

async function insertMenu(db: SqlDb, m: Omit<MenuRow, 'id'>): Promise<number> {
  return Number(await db.insert(`INSERT INTO menus (parent_id, menu_route, note, exclusive_fg, menu_disp, sys_module, menu_logo, menu_type, order_num, active_path)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, m.parentId, m.menuRoute, m.note, m.exclusiveFG, m.menuDisp, m.sysModule, m.menuLogo, m.menuType, m.orderNum, m.activePath));
}

/** Grants (menuId, roleKey): unknown role keys are skipped, existing grants kept. */
const GRANT = 'INSERT OR IGNORE INTO role_menus (role_id, menu_id) SELECT id, ? FROM roles WHERE role_key = ?';

async function setMenuRolesTx(db: SqlDb, menuId: number, roleKeys: string[]): Promise<void> {
  await db.run('DELETE FROM role_menus WHERE menu_id = ?', menuId);
  const ins = GRANT;
  for (const k of roleKeys) await db.run(ins, menuId, k);
}

export function rolesArea(db: SqlDb) {
  const role = async (where: string, arg: unknown) => {
    const r = await db.get(`SELECT ${ROLE_COLS} FROM roles WHERE ${where}`, arg) as Record<string, unknown> | undefined;
    return r && parseRole(r);
  };
  return {
    // ---- roles ----
    async insertRole(r: { roleKey: string; roleName: string; roleNameEn?: string; permissions: string[]; sort: number; remark: string; dataScope?: DataScope; deptIds?: number[]; status?: number; now: number }): Promise<number> {
      return Number(await db.insert('INSERT INTO roles (role_key, role_name, role_name_en, permissions, sort, remark, data_scope, dept_ids, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', r.roleKey, r.roleName, r.roleNameEn ?? '', JSON.stringify(r.permissions), r.sort, r.remark, r.dataScope ?? 'all', JSON.stringify(r.deptIds ?? []), r.status ?? 1, r.now));
    },
    /** Changes the given fields; false when the role does not exist. */
    async updateRole(roleId: number, p: { roleName?: string; roleNameEn?: string; sort?: number; remark?: string; status?: number; permissions?: string[] }): Promise<boolean> {
      const { sets, args } = assignments(ROLE_FIELDS, p, (v) => v !== undefined);
      if (p.permissions) { sets.push('permissions = ?'); args.push(JSON.stringify(p.permissions)); }
      if (!sets.length) return !!await db.get('SELECT 1 FROM roles WHERE id = ?', roleId);
      return (await db.run(`UPDATE roles SET ${sets.join(', ')} WHERE id = ?`, ...args, roleId)).changes > 0;
    },
    /** Users (not deleted) holding the role. */
    async countRoleUsers(roleId: number): Promise<number> {
      return (await db.get('SELECT COUNT(*) AS n FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE ur.role_id = ? AND u.deleted_at IS NULL', roleId) as { n: number }).n;
    },
    /** 'ok', 'missing', or 'in-use' (users hold it): a held role is never deleted. Its menu grants (and the rows of
     *  deleted users) go with it. */
    async deleteRole(roleId: number): Promise<'ok' | 'missing' | 'in-use'> {
      return await db.tx(async () => {
        if (!await db.get('SELECT 1 FROM roles WHERE id = ?', roleId)) return 'missing' as const;
        if (await db.get('SELECT 1 FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE ur.role_id = ? AND u.deleted_at IS NULL', roleId)) {
          return 'in-use' as const;
        }
        // deleted users keep their rows but hold nothing any more
        await db.run('DELETE FROM user_roles WHERE role_id = ?', roleId);
        await db.run('DELETE FROM role_menus WHERE role_id = ?', roleId);
        await db.run('DELETE FROM roles WHERE id = ?', roleId);
        return 'ok' as const;
      });
    },
    /** The menus granted to one role (ids). */
    async roleMenuIds(roleId: number): Promise<number[]> {
      return (await db.all('SELECT menu_id AS id FROM role_menus WHERE role_id = ? ORDER BY menu_id', roleId) as { id: number }[]).map((r) => r.id);
    },
    /** Replaces a role's menus with the given existing ones; false when the role does not exist. */
    async setRoleMenus(roleId: number, menuIds: number[]): Promise<boolean> {
      return await db.tx(async () => {
        if (!await db.get('SELECT 1 FROM roles WHERE id = ?', roleId)) return false;
        await db.run('DELETE FROM role_menus WHERE role_id = ?', roleId);
        const ins = 'INSERT OR IGNORE INTO role_menus (role_id, menu_id) SELECT ?, id FROM menus WHERE id = ?';
        for (const m of menuIds) await db.run(ins, roleId, m);
        return true;
      });
    },
    async listRoles(f: { roleName?: string; status?: number }, page: Page): Promise<Paged<RoleRow>> {
      const where = new Where();
      if (f.roleName) where.add("(role_name LIKE ? ESCAPE '\\' OR role_key LIKE ? ESCAPE '\\')", likeContains(f.roleName), likeContains(f.roleName));
      if (f.status !== undefined) where.add('status = ?', f.status);
      const { rows, count } = await selectPage<Record<string, unknown>>(db, { select: ROLE_COLS, from: 'roles', where, orderBy: 'sort, id' }, page);
      return { rows: rows.map(parseRole), count };
    },
    getRole(roleId: number): Promise<RoleRow | undefined> {
      return role('id = ?', roleId);
    },
    getRoleByKey(roleKey: string): Promise<RoleRow | undefined> {
      return role('role_key = ?', roleKey);
    },
    async updateRoleStatus(roleId: number, status: number): Promise<boolean> {
      return (await db.run('UPDATE roles SET status = ? WHERE id = ?', status, roleId)).changes > 0;
    },
    async updateRoleDataScope(roleId: number, dataScope: string, deptIds: number[] = []): Promise<boolean> {
      return (await db.run('UPDATE roles SET data_scope = ?, dept_ids = ? WHERE id = ?', dataScope, JSON.stringify(deptIds), roleId)).changes > 0;
    },
    /** Does an enabled account hold the (enabled) role? (issue 33 §4: is there a security administrator yet) */
    async roleHeld(roleKey: string): Promise<boolean> {
      return !!(await db.get(`SELECT 1 AS x FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.status = 1
         JOIN users u ON u.id = ur.user_id AND u.status = 1 AND u.deleted_at IS NULL WHERE r.role_key = ? LIMIT 1`, roleKey));
    },
    /** Enabled roles of a user, in role sort order. */
    async getUserRoles(userId: number): Promise<RoleRow[]> {
      const rows = await db.all(`SELECT ${qualify(ROLE_COLS, 'r')} FROM roles r JOIN user_roles ur ON ur.role_id = r.id
         WHERE ur.user_id = ? AND r.status = 1 ORDER BY r.sort, r.id`, userId) as Record<string, unknown>[];
      return rows.map(parseRole);
    },

    // ---- menus ----
    /** Menus granted to any enabled role of the user (union). */
    async getUserMenus(userId: number): Promise<MenuRow[]> {
      return await db.all(`SELECT DISTINCT ${MENU_COLS} FROM menus m
         JOIN role_menus rm ON rm.menu_id = m.id JOIN roles r ON r.id = rm.role_id AND r.status = 1
         JOIN user_roles ur ON ur.role_id = r.id WHERE ur.user_id = ? ORDER BY m.sys_module, m.order_num, m.id`, userId) as MenuRow[];
    },
    insertMenu(m: Omit<MenuRow, 'id'>): Promise<number> {
      return insertMenu(db, m);
    },
    async grantMenus(roleKey: string, menuIds: number[]): Promise<void> {
      const ins = GRANT;
      await db.tx(async () => { for (const m of menuIds) await db.run(ins, m, roleKey); });
    },
    /** Every menu (menu management), in module and menu order. */
    async listAllMenus(): Promise<MenuRow[]> {
      return await db.all(`SELECT ${MENU_COLS} FROM menus m ORDER BY m.sys_module, m.order_num, m.id`) as MenuRow[];
    },
    async getMenu(id: number): Promise<MenuRow | undefined> {
      return await db.get(`SELECT ${MENU_COLS} FROM menus m WHERE m.id = ?`, id) as MenuRow | undefined;
    },
    /** menu id -> role keys granted it */
    async menuRoleKeys(): Promise<Map<number, string[]>> {
      const out = new Map<number, string[]>();
      const rows = await db.all('SELECT rm.menu_id AS menuId, r.role_key AS roleKey FROM role_menus rm JOIN roles r ON r.id = rm.role_id ORDER BY r.sort, r.id') as { menuId: number; roleKey: string }[];
      for (const r of rows) out.set(r.menuId, [...(out.get(r.menuId) ?? []), r.roleKey]);
      return out;
    },
    /** Creates a menu granted to the given roles, atomically. */
    async createMenu(m: Omit<MenuRow, 'id'>, roleKeys: string[]): Promise<number> {
      return await db.tx(async () => {
        const id = await insertMenu(db, m);
        await setMenuRolesTx(db, id, roleKeys);
        return id;
      });
    },
    /** Changes the given fields (and the grants when roleKeys is given); false when the menu does not exist. */
    async updateMenu(id: number, p: Partial<Omit<MenuRow, 'id'>>, roleKeys?: string[]): Promise<boolean> {
      return await db.tx(async () => {
        if (!await db.get('SELECT 1 FROM menus WHERE id = ?', id)) return false;
        const { sets, args } = assignments(MENU_FIELDS, p, (v) => v !== undefined);
        if (sets.length) await db.run(`UPDATE menus SET ${sets.join(', ')} WHERE id = ?`, ...args, id);
        if (roleKeys) await setMenuRolesTx(db, id, roleKeys);
        return true;
      });
    },
    /** 'ok', 'missing', or 'has-children' (a directory with entries is not deleted). */
    async deleteMenu(id: number): Promise<'ok' | 'missing' | 'has-children'> {
      return await db.tx(async () => {
        if (!await db.get('SELECT 1 FROM menus WHERE id = ?', id)) return 'missing' as const;
        if (await db.get('SELECT 1 FROM menus WHERE parent_id = ?', id)) return 'has-children' as const;
        await db.run('DELETE FROM role_menus WHERE menu_id = ?', id);
        await db.run('DELETE FROM menus WHERE id = ?', id);
        return 'ok' as const;
      });
    },
  };
}
