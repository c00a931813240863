// Roles (permissions, data scope) and the menus granted to them.
import type { Db } from '../connection.ts';
import type { DataScope, MenuRow, Page, Paged, RoleRow } from './types.ts';
import { assignments, likeContains, qualify, selectPage, Where } from './sql.ts';

const ROLE_COLS = `id AS roleId, role_key AS roleKey, role_name AS roleName, status, data_scope AS dataScope,
  dept_ids AS deptIds, permissions, sort, remark, created_at AS createdAt`;
const ROLE_FIELDS: Record<string, string> = { roleName: 'role_name', sort: 'sort', remark: 'remark', status: 'status' };
const MENU_COLS = `m.id, m.parent_id AS parentId, m.menu_route AS menuRoute, m.note, m.exclusive_fg AS exclusiveFG,
  m.menu_disp AS menuDisp, m.sys_module AS sysModule, m.menu_logo AS menuLogo, m.menu_type AS menuType,
  m.order_num AS orderNum, m.active_path AS activePath`;
const MENU_FIELDS: Record<string, string> = {
  parentId: 'parent_id', menuRoute: 'menu_route', note: 'note', exclusiveFG: 'exclusive_fg', menuDisp: 'menu_disp',
  sysModule: 'sys_module', menuLogo: 'menu_logo', menuType: 'menu_type', orderNum: 'order_num', activePath: 'active_path',
};

function parseRole(r: Record<string, unknown>): RoleRow {
  return {
    ...(r as unknown as RoleRow), permissions: JSON.parse(String(r.permissions)) as string[],
    deptIds: JSON.parse(String(r.deptIds ?? '[]')) as number[],
  };
}

function insertMenu(db: Db, m: Omit<MenuRow, 'id'>): number {
  return Number(db.prepare(
    `INSERT INTO menus (parent_id, menu_route, note, exclusive_fg, menu_disp, sys_module, menu_logo, menu_type, order_num, active_path)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(m.parentId, m.menuRoute, m.note, m.exclusiveFG, m.menuDisp, m.sysModule, m.menuLogo, m.menuType, m.orderNum, m.activePath).lastInsertRowid);
}

/** Grants (menuId, roleKey): unknown role keys are skipped, existing grants kept. */
const grantStatement = (db: Db) => db.prepare('INSERT OR IGNORE INTO role_menus (role_id, menu_id) SELECT id, ? FROM roles WHERE role_key = ?');

function setMenuRolesTx(db: Db, menuId: number, roleKeys: string[]): void {
  db.prepare('DELETE FROM role_menus WHERE menu_id = ?').run(menuId);
  const ins = grantStatement(db);
  for (const k of roleKeys) ins.run(menuId, k);
}

export function rolesArea(db: Db) {
  const role = (where: string, arg: unknown) => {
    const r = db.prepare(`SELECT ${ROLE_COLS} FROM roles WHERE ${where}`).get(arg) as Record<string, unknown> | undefined;
    return r && parseRole(r);
  };
  return {
    // ---- roles ----
    insertRole(r: { roleKey: string; roleName: string; permissions: string[]; sort: number; remark: string; dataScope?: DataScope; deptIds?: number[]; status?: number; now: number }): number {
      return Number(db.prepare(
        'INSERT INTO roles (role_key, role_name, permissions, sort, remark, data_scope, dept_ids, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(r.roleKey, r.roleName, JSON.stringify(r.permissions), r.sort, r.remark, r.dataScope ?? 'all', JSON.stringify(r.deptIds ?? []), r.status ?? 1, r.now)
        .lastInsertRowid);
    },
    /** Changes the given fields; false when the role does not exist. */
    updateRole(roleId: number, p: { roleName?: string; sort?: number; remark?: string; status?: number; permissions?: string[] }): boolean {
      const { sets, args } = assignments(ROLE_FIELDS, p, (v) => v !== undefined);
      if (p.permissions) { sets.push('permissions = ?'); args.push(JSON.stringify(p.permissions)); }
      if (!sets.length) return !!db.prepare('SELECT 1 FROM roles WHERE id = ?').get(roleId);
      return db.prepare(`UPDATE roles SET ${sets.join(', ')} WHERE id = ?`).run(...args, roleId).changes > 0;
    },
    /** Users (not deleted) holding the role. */
    countRoleUsers(roleId: number): number {
      return (db.prepare('SELECT COUNT(*) AS n FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE ur.role_id = ? AND u.deleted_at IS NULL')
        .get(roleId) as { n: number }).n;
    },
    /** 'ok', 'missing', or 'in-use' (users hold it): a held role is never deleted. Its menu grants (and the rows of
     *  deleted users) go with it. */
    deleteRole(roleId: number): 'ok' | 'missing' | 'in-use' {
      return db.transaction(() => {
        if (!db.prepare('SELECT 1 FROM roles WHERE id = ?').get(roleId)) return 'missing' as const;
        if (db.prepare('SELECT 1 FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE ur.role_id = ? AND u.deleted_at IS NULL').get(roleId)) {
          return 'in-use' as const;
        }
        // deleted users keep their rows but hold nothing any more
        db.prepare('DELETE FROM user_roles WHERE role_id = ?').run(roleId);
        db.prepare('DELETE FROM role_menus WHERE role_id = ?').run(roleId);
        db.prepare('DELETE FROM roles WHERE id = ?').run(roleId);
        return 'ok' as const;
      })();
    },
    /** The menus granted to one role (ids). */
    roleMenuIds(roleId: number): number[] {
      return (db.prepare('SELECT menu_id AS id FROM role_menus WHERE role_id = ? ORDER BY menu_id').all(roleId) as { id: number }[]).map((r) => r.id);
    },
    /** Replaces a role's menus with the given existing ones; false when the role does not exist. */
    setRoleMenus(roleId: number, menuIds: number[]): boolean {
      return db.transaction(() => {
        if (!db.prepare('SELECT 1 FROM roles WHERE id = ?').get(roleId)) return false;
        db.prepare('DELETE FROM role_menus WHERE role_id = ?').run(roleId);
        const ins = db.prepare('INSERT OR IGNORE INTO role_menus (role_id, menu_id) SELECT ?, id FROM menus WHERE id = ?');
        for (const m of menuIds) ins.run(roleId, m);
        return true;
      })();
    },
    listRoles(f: { roleName?: string; status?: number }, page: Page): Paged<RoleRow> {
      const where = new Where();
      if (f.roleName) where.add("(role_name LIKE ? ESCAPE '\\' OR role_key LIKE ? ESCAPE '\\')", likeContains(f.roleName), likeContains(f.roleName));
      if (f.status !== undefined) where.add('status = ?', f.status);
      const { rows, count } = selectPage<Record<string, unknown>>(db, { select: ROLE_COLS, from: 'roles', where, orderBy: 'sort, id' }, page);
      return { rows: rows.map(parseRole), count };
    },
    getRole(roleId: number): RoleRow | undefined {
      return role('id = ?', roleId);
    },
    getRoleByKey(roleKey: string): RoleRow | undefined {
      return role('role_key = ?', roleKey);
    },
    updateRoleStatus(roleId: number, status: number): boolean {
      return db.prepare('UPDATE roles SET status = ? WHERE id = ?').run(status, roleId).changes > 0;
    },
    updateRoleDataScope(roleId: number, dataScope: string, deptIds: number[] = []): boolean {
      return db.prepare('UPDATE roles SET data_scope = ?, dept_ids = ? WHERE id = ?').run(dataScope, JSON.stringify(deptIds), roleId).changes > 0;
    },
    /** Enabled roles of a user, in role sort order. */
    getUserRoles(userId: number): RoleRow[] {
      const rows = db.prepare(
        `SELECT ${qualify(ROLE_COLS, 'r')} FROM roles r JOIN user_roles ur ON ur.role_id = r.id
         WHERE ur.user_id = ? AND r.status = 1 ORDER BY r.sort, r.id`,
      ).all(userId) as Record<string, unknown>[];
      return rows.map(parseRole);
    },

    // ---- menus ----
    /** Menus granted to any enabled role of the user (union). */
    getUserMenus(userId: number): MenuRow[] {
      return db.prepare(
        `SELECT DISTINCT ${MENU_COLS} FROM menus m
         JOIN role_menus rm ON rm.menu_id = m.id JOIN roles r ON r.id = rm.role_id AND r.status = 1
         JOIN user_roles ur ON ur.role_id = r.id WHERE ur.user_id = ? ORDER BY m.sys_module, m.order_num, m.id`,
      ).all(userId) as MenuRow[];
    },
    insertMenu(m: Omit<MenuRow, 'id'>): number {
      return insertMenu(db, m);
    },
    grantMenus(roleKey: string, menuIds: number[]): void {
      const ins = grantStatement(db);
      db.transaction(() => { for (const m of menuIds) ins.run(m, roleKey); })();
    },
    /** Every menu (menu management), in module and menu order. */
    listAllMenus(): MenuRow[] {
      return db.prepare(`SELECT ${MENU_COLS} FROM menus m ORDER BY m.sys_module, m.order_num, m.id`).all() as MenuRow[];
    },
    getMenu(id: number): MenuRow | undefined {
      return db.prepare(`SELECT ${MENU_COLS} FROM menus m WHERE m.id = ?`).get(id) as MenuRow | undefined;
    },
    /** menu id -> role keys granted it */
    menuRoleKeys(): Map<number, string[]> {
      const out = new Map<number, string[]>();
      const rows = db.prepare('SELECT rm.menu_id AS menuId, r.role_key AS roleKey FROM role_menus rm JOIN roles r ON r.id = rm.role_id ORDER BY r.sort, r.id')
        .all() as { menuId: number; roleKey: string }[];
      for (const r of rows) out.set(r.menuId, [...(out.get(r.menuId) ?? []), r.roleKey]);
      return out;
    },
    /** Creates a menu granted to the given roles, atomically. */
    createMenu(m: Omit<MenuRow, 'id'>, roleKeys: string[]): number {
      return db.transaction(() => {
        const id = insertMenu(db, m);
        setMenuRolesTx(db, id, roleKeys);
        return id;
      })();
    },
    /** Changes the given fields (and the grants when roleKeys is given); false when the menu does not exist. */
    updateMenu(id: number, p: Partial<Omit<MenuRow, 'id'>>, roleKeys?: string[]): boolean {
      return db.transaction(() => {
        if (!db.prepare('SELECT 1 FROM menus WHERE id = ?').get(id)) return false;
        const { sets, args } = assignments(MENU_FIELDS, p, (v) => v !== undefined);
        if (sets.length) db.prepare(`UPDATE menus SET ${sets.join(', ')} WHERE id = ?`).run(...args, id);
        if (roleKeys) setMenuRolesTx(db, id, roleKeys);
        return true;
      })();
    },
    /** 'ok', 'missing', or 'has-children' (a directory with entries is not deleted). */
    deleteMenu(id: number): 'ok' | 'missing' | 'has-children' {
      return db.transaction(() => {
        if (!db.prepare('SELECT 1 FROM menus WHERE id = ?').get(id)) return 'missing' as const;
        if (db.prepare('SELECT 1 FROM menus WHERE parent_id = ?').get(id)) return 'has-children' as const;
        db.prepare('DELETE FROM role_menus WHERE menu_id = ?').run(id);
        db.prepare('DELETE FROM menus WHERE id = ?').run(id);
        return 'ok' as const;
      })();
    },
  };
}
