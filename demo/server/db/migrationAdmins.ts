// Issue 33 §4: three administrators. A database seeded before gets the security and the audit
// administrator's roles (and their role dictionary labels), the audit log's page under the system module,
// and the pages of each administrator's work (seed/menus.ts): the security administrator gets 用户管理,
// 角色管理 and 系统设置; the audit administrator 审计日志; the system administrator keeps everything but
// 角色管理. No account is made: on a hospital's database the system administrator gives the two roles to
// the people named for them (allowed while nobody holds the security administrator's role,
// src/core/access/duties.ts); a new database seeds the demo accounts secadmin and auditor.
// An empty database (migrated before it is seeded) is left to the seed. The same statements on both backends (migrations.ts, pgMigrations.ts).
import type Database from 'better-sqlite3';
import type { SqlDb } from './sql/types.ts';

const ROLES: [key: string, zh: string, en: string, permissions: string[], remark: string][] = [
  ['securityAdmin', '安全管理员', 'Security administrator', ['upms:role:*', 'upms:security:*'], '角色与权限、密码与登录策略、双因素认证、解锁'],
  ['auditAdmin', '审计管理员', 'Audit administrator', ['upms:audit:view', 'upms:audit:export'], '查阅与导出审计日志'],
];

/** The audit log's page, after the system module's last page. */
const AUDIT_MENU = { route: '/newUpms/audit', note: 'newUpms/audit', disp: '审计日志', logo: 'audit', order: 110 };

/** [role, route] pairs granted; the system module's directory for both new roles. */
const GRANTS: [role: string, route: string][] = [
  ['securityAdmin', '/newUpms'], ['securityAdmin', '/upms/sysuser'], ['securityAdmin', '/newUpms/role'], ['securityAdmin', '/newUpms/settings'],
  ['auditAdmin', '/newUpms'], ['auditAdmin', AUDIT_MENU.route],
];

type Stmt = [sql: string, ...args: (string | number)[]];

function statements(now: number): Stmt[] {
  const out: Stmt[] = [];
  for (const [key, zh, en, permissions, remark] of ROLES) {
    out.push([`INSERT INTO roles (role_key, role_name, role_name_en, status, data_scope, permissions, sort, remark, created_at)
      SELECT ?, ?, ?, 1, 'self', ?, (SELECT COALESCE(MAX(sort), 0) + 1 FROM roles), ?, ? WHERE NOT EXISTS (SELECT 1 FROM roles WHERE role_key = ?)
      AND EXISTS (SELECT 1 FROM roles WHERE role_key = 'System')`,
    key, zh, en, JSON.stringify(permissions), remark, now, key]);
    out.push([`INSERT INTO dicts (dict_type, dict_value, dict_label, label_en, sort)
      SELECT 'sys_role', ?, ?, ?, (SELECT COALESCE(MAX(sort), 0) + 1 FROM dicts WHERE dict_type = 'sys_role')
      WHERE NOT EXISTS (SELECT 1 FROM dicts WHERE dict_type = 'sys_role' AND dict_value = ?)`, key, zh, en, key]);
  }
  const m = AUDIT_MENU;
  out.push([`INSERT INTO menus (parent_id, menu_route, note, exclusive_fg, menu_disp, sys_module, menu_logo, menu_type, order_num, active_path)
    SELECT id, ?, ?, 0, ?, 'system', ?, 'F', ?, '' FROM menus WHERE menu_route = '/newUpms' AND menu_type = 'D'
    AND NOT EXISTS (SELECT 1 FROM menus WHERE menu_route = ?)`, m.route, m.note, m.disp, m.logo, m.order, m.route]);
  for (const [role, route] of GRANTS) {
    out.push([`INSERT INTO role_menus (role_id, menu_id) SELECT r.id, m.id FROM roles r JOIN menus m ON m.menu_route = ?
      WHERE r.role_key = ? AND NOT EXISTS (SELECT 1 FROM role_menus x WHERE x.role_id = r.id AND x.menu_id = m.id)`, route, role]);
  }
  // roles are the security administrator's now: the system administrator's role page goes
  out.push([`DELETE FROM role_menus WHERE role_id IN (SELECT id FROM roles WHERE role_key = 'System')
    AND menu_id IN (SELECT id FROM menus WHERE menu_route = '/newUpms/role')`]);
  return out;
}

export function migrationAdminsSqlite(db: Database.Database): void {
  for (const [sql, ...args] of statements(Date.now())) db.prepare(sql).run(...args);
}

export async function migrationAdminsPg(db: SqlDb): Promise<void> {
  for (const [sql, ...args] of statements(Date.now())) await db.run(sql, ...args);
}
