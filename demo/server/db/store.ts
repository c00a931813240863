// The data layer: every SQL statement of the server lives in this file, always parameterised.
// Routes depend on the `DataStore` type (below), whose methods may return a value or a promise, so
// routes always `await` them and a PostgreSQL implementation with the same method names can be
// dropped in. Each method is one unit of work; methods that touch several tables run in a transaction.
import type { Db } from './connection.ts';

export interface Page { offset: number; limit: number }
export interface Paged<T> { rows: T[]; count: number }

export interface UserPublic {
  id: number; username: string; name: string; workNo: string; deptName: string; phone: string;
  email: string; sex: string; avatar: string; introduction: string; status: number;
  passwordChangedAt: number; createdAt: number; updatedAt: number;
}
export interface RoleRow {
  roleId: number; roleKey: string; roleName: string; status: number; dataScope: string;
  permissions: string[]; sort: number; remark: string; createdAt: number;
}
export interface MenuRow {
  id: number; parentId: number; menuRoute: string; note: string; exclusiveFG: number; menuDisp: string;
  sysModule: string; menuLogo: string; menuType: 'D' | 'F'; orderNum: number; activePath: string;
}
export interface SessionRow {
  tokenHash: string; userId: number; activeRole: string; createdAt: number; issuedAt: number;
  expiresAt: number; revokedAt: number | null;
}
export interface MessageRow {
  id: number; userId: number; title: string; logContent: string; relatedType: string; process: number;
  relatedId: number | null; operateStatus: number; createdAt: number;
}
export interface ChargeRow {
  id: number; medicalCode: string; projectNo: string; payMethod: string; name: string; unit: string;
  charges: string; priceType: string; gjMedicalCode: string;
}
export interface TechRow {
  id: number; kind: 'unlimit' | 'limit'; techCode: string; techName: string; category: string;
  deptName: string; applicant: string; level: string; status: string; createdAt: number;
}
export interface FormVersionRow {
  id: number; code: string; name: string; version: number; schema: unknown; note: string;
  createdAt: number; createdBy: string;
}
export type RecordStatus = 'draft' | 'submitted' | 'approved' | 'rejected';
export interface RecordRow {
  id: number; formId: number; formVersion: number; title: string; status: RecordStatus;
  createdBy: number; createdByName: string; deptName: string; approverId: number | null;
  approverName: string; opinion: string; approvedAt: number | null; submittedAt: number | null;
  createdAt: number; updatedAt: number; data?: unknown;
}
export type DataScope = 'all' | 'dept' | 'self';
export type RecordView = 'hospitalSense' | 'anaesthesia';
export interface RecordFilter {
  createdBy?: number; statuses?: RecordStatus[]; approverId?: number; deptName?: string;
  /** records copied to this user */
  ccUserId?: number;
  /** records this user follows */
  followerId?: number;
  /** on COALESCE(submitted_at, created_at), epoch ms, inclusive */
  beginTime?: number; endTime?: number;
  /** contains, over title, reporter name and department */
  keyword?: string;
  /** data-quality views over the form data */
  view?: RecordView;
  /** the caller's role data scope: only their department's, or only their own, records */
  dataScope?: { kind: 'dept'; deptName: string } | { kind: 'self'; userId: number };
}
export interface RecordSummary { total: number; draft: number; submitted: number; approved: number; rejected: number; incomplete: number }
export type TechApplicationStatus = 'pending' | 'approved' | 'rejected';
export interface TechApplicationRow {
  id: number; techName: string; level: string; deptName: string; category: string; description: string; limited: number;
  status: TechApplicationStatus; applicantId: number; applicantName: string; approverId: number | null; approverName: string;
  opinion: string; techItemId: number | null; techCode: string | null; createdAt: number; decidedAt: number | null;
}
export interface TechApplicationFilter {
  applicantId?: number; statuses?: TechApplicationStatus[]; deptName?: string; approverId?: number;
  excludeApplicantId?: number; keyword?: string;
}

const USER_COLS = `id, username, name, work_no AS workNo, dept_name AS deptName, phone, email, sex, avatar,
  introduction, status, password_changed_at AS passwordChangedAt, created_at AS createdAt, updated_at AS updatedAt`;
const ROLE_COLS = `id AS roleId, role_key AS roleKey, role_name AS roleName, status, data_scope AS dataScope,
  permissions, sort, remark, created_at AS createdAt`;
const MENU_COLS = `m.id, m.parent_id AS parentId, m.menu_route AS menuRoute, m.note, m.exclusive_fg AS exclusiveFG,
  m.menu_disp AS menuDisp, m.sys_module AS sysModule, m.menu_logo AS menuLogo, m.menu_type AS menuType,
  m.order_num AS orderNum, m.active_path AS activePath`;
const SESSION_COLS = `token_hash AS tokenHash, user_id AS userId, active_role AS activeRole, created_at AS createdAt,
  issued_at AS issuedAt, expires_at AS expiresAt, revoked_at AS revokedAt`;
const MESSAGE_COLS = `id, user_id AS userId, title, log_content AS logContent, related_type AS relatedType, process,
  related_id AS relatedId, operate_status AS operateStatus, created_at AS createdAt`;
const CHARGE_COLS = `id, medical_code AS medicalCode, project_no AS projectNo, pay_method AS payMethod, name, unit,
  charges, price_type AS priceType, gj_medical_code AS gjMedicalCode`;
const TECH_COLS = `id, kind, tech_code AS techCode, tech_name AS techName, category, dept_name AS deptName, applicant,
  level, status, created_at AS createdAt`;
const RECORD_COLS = `id, form_id AS formId, form_version AS formVersion, title, status, created_by AS createdBy,
  created_by_name AS createdByName, dept_name AS deptName, approver_id AS approverId, approver_name AS approverName,
  opinion, approved_at AS approvedAt, submitted_at AS submittedAt, created_at AS createdAt, updated_at AS updatedAt`;

const TECH_APP_COLS = `a.id, a.tech_name AS techName, a.level, a.dept_name AS deptName, a.category, a.description, a.limited,
  a.status, a.applicant_id AS applicantId, a.applicant_name AS applicantName, a.approver_id AS approverId,
  a.approver_name AS approverName, a.opinion, a.tech_item_id AS techItemId, t.tech_code AS techCode,
  a.created_at AS createdAt, a.decided_at AS decidedAt`;

/** Empty in the form data: missing, null, blank text or an empty list. */
const EMPTY_FIELD = "COALESCE(TRIM(CAST(json_extract(r.data, ?) AS TEXT)), '') IN ('', '[]')";

/** `%` and `_` typed by a user match literally in LIKE. */
function likeContains(s: string): string {
  return '%' + s.replace(/[\\%_]/g, (c) => '\\' + c) + '%';
}

function parseRole(r: Record<string, unknown>): RoleRow {
  return { ...(r as unknown as RoleRow), permissions: JSON.parse(String(r.permissions)) as string[] };
}

export class SqliteStore {
  constructor(private readonly db: Db) {}

  close(): void { this.db.close(); }

  /** Runs fn in one transaction (used by the seed). */
  transaction<T>(fn: () => T): T { return this.db.transaction(fn)(); }

  // ---- meta ----
  getMeta(key: string): string | undefined {
    const r = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
    return r?.value;
  }
  setMeta(key: string, value: string): void {
    this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
      .run(key, value);
  }

  // ---- departments ----
  insertDept(deptName: string, sort: number): number {
    return Number(this.db.prepare('INSERT INTO depts (dept_name, sort) VALUES (?, ?)').run(deptName, sort).lastInsertRowid);
  }
  listDepts(): { deptId: number; deptName: string }[] {
    return this.db.prepare('SELECT id AS deptId, dept_name AS deptName FROM depts ORDER BY sort, id').all() as { deptId: number; deptName: string }[];
  }

  // ---- roles ----
  insertRole(r: { roleKey: string; roleName: string; permissions: string[]; sort: number; remark: string; dataScope?: DataScope; now: number }): number {
    return Number(this.db.prepare(
      'INSERT INTO roles (role_key, role_name, permissions, sort, remark, data_scope, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(r.roleKey, r.roleName, JSON.stringify(r.permissions), r.sort, r.remark, r.dataScope ?? 'all', r.now).lastInsertRowid);
  }
  listRoles(f: { roleName?: string; status?: number }, page: Page): Paged<RoleRow> {
    const where: string[] = [];
    const args: unknown[] = [];
    if (f.roleName) { where.push("(role_name LIKE ? ESCAPE '\\' OR role_key LIKE ? ESCAPE '\\')"); args.push(likeContains(f.roleName), likeContains(f.roleName)); }
    if (f.status !== undefined) { where.push('status = ?'); args.push(f.status); }
    const w = where.length ? 'WHERE ' + where.join(' AND ') : '';
    const count = (this.db.prepare(`SELECT COUNT(*) AS n FROM roles ${w}`).get(...args) as { n: number }).n;
    const rows = this.db.prepare(`SELECT ${ROLE_COLS} FROM roles ${w} ORDER BY sort, id LIMIT ? OFFSET ?`)
      .all(...args, page.limit, page.offset) as Record<string, unknown>[];
    return { rows: rows.map(parseRole), count };
  }
  getRole(roleId: number): RoleRow | undefined {
    const r = this.db.prepare(`SELECT ${ROLE_COLS} FROM roles WHERE id = ?`).get(roleId) as Record<string, unknown> | undefined;
    return r && parseRole(r);
  }
  getRoleByKey(roleKey: string): RoleRow | undefined {
    const r = this.db.prepare(`SELECT ${ROLE_COLS} FROM roles WHERE role_key = ?`).get(roleKey) as Record<string, unknown> | undefined;
    return r && parseRole(r);
  }
  updateRoleStatus(roleId: number, status: number): boolean {
    return this.db.prepare('UPDATE roles SET status = ? WHERE id = ?').run(status, roleId).changes > 0;
  }
  updateRoleDataScope(roleId: number, dataScope: string): boolean {
    return this.db.prepare('UPDATE roles SET data_scope = ? WHERE id = ?').run(dataScope, roleId).changes > 0;
  }

  // ---- users ----
  insertUser(u: {
    username: string; passwordHash: string; name: string; workNo: string; deptName: string; phone: string;
    email: string; sex: string; avatar: string; introduction: string; isTest: boolean;
    passwordChangedAt: number; now: number; roleKeys: string[];
  }): number {
    return this.db.transaction(() => {
      const id = Number(this.db.prepare(
        `INSERT INTO users (username, password_hash, name, work_no, dept_name, phone, email, sex, avatar, introduction,
          is_test, password_changed_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(u.username, u.passwordHash, u.name, u.workNo, u.deptName, u.phone, u.email, u.sex, u.avatar,
        u.introduction, u.isTest ? 1 : 0, u.passwordChangedAt, u.now, u.now).lastInsertRowid);
      this.setUserRolesTx(id, u.roleKeys);
      return id;
    })();
  }
  private setUserRolesTx(userId: number, roleKeys: string[]): void {
    this.db.prepare('DELETE FROM user_roles WHERE user_id = ?').run(userId);
    const ins = this.db.prepare('INSERT INTO user_roles (user_id, role_id) SELECT ?, id FROM roles WHERE role_key = ?');
    for (const k of roleKeys) ins.run(userId, k);
  }
  setUserRoles(userId: number, roleKeys: string[]): void {
    this.db.transaction(() => this.setUserRolesTx(userId, roleKeys))();
  }
  /** Credentials for login only; the hash never leaves the auth code. */
  getCredentials(username: string): { id: number; passwordHash: string; status: number } | undefined {
    return this.db.prepare(
      'SELECT id, password_hash AS passwordHash, status FROM users WHERE username = ? AND deleted_at IS NULL',
    ).get(username) as { id: number; passwordHash: string; status: number } | undefined;
  }
  getPasswordHash(userId: number): string | undefined {
    const r = this.db.prepare('SELECT password_hash AS h FROM users WHERE id = ? AND deleted_at IS NULL').get(userId) as { h: string } | undefined;
    return r?.h;
  }
  getUser(userId: number): UserPublic | undefined {
    return this.db.prepare(`SELECT ${USER_COLS} FROM users WHERE id = ? AND deleted_at IS NULL`).get(userId) as UserPublic | undefined;
  }
  usernameTaken(username: string): boolean {
    return !!this.db.prepare('SELECT 1 FROM users WHERE username = ?').get(username);
  }
  /** Enabled roles of a user, in role sort order. */
  getUserRoles(userId: number): RoleRow[] {
    const rows = this.db.prepare(
      `SELECT ${ROLE_COLS.replace(/(^|,\s*)(\w+)/g, '$1r.$2')} FROM roles r JOIN user_roles ur ON ur.role_id = r.id
       WHERE ur.user_id = ? AND r.status = 1 ORDER BY r.sort, r.id`,
    ).all(userId) as Record<string, unknown>[];
    return rows.map(parseRole);
  }
  /** Menus granted to any enabled role of the user (union). */
  getUserMenus(userId: number): MenuRow[] {
    return this.db.prepare(
      `SELECT DISTINCT ${MENU_COLS} FROM menus m
       JOIN role_menus rm ON rm.menu_id = m.id JOIN roles r ON r.id = rm.role_id AND r.status = 1
       JOIN user_roles ur ON ur.role_id = r.id WHERE ur.user_id = ? ORDER BY m.sys_module, m.order_num, m.id`,
    ).all(userId) as MenuRow[];
  }
  listUsers(f: { username?: string; name?: string; deptName?: string; roleKey?: string }, page: Page): Paged<UserPublic> {
    const where = ['u.deleted_at IS NULL'];
    const args: unknown[] = [];
    if (f.username) { where.push("u.username LIKE ? ESCAPE '\\'"); args.push(likeContains(f.username)); }
    if (f.name) { where.push("u.name LIKE ? ESCAPE '\\'"); args.push(likeContains(f.name)); }
    if (f.deptName) { where.push("u.dept_name LIKE ? ESCAPE '\\'"); args.push(likeContains(f.deptName)); }
    if (f.roleKey) {
      where.push('EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.role_key = ?)');
      args.push(f.roleKey);
    }
    const w = 'WHERE ' + where.join(' AND ');
    const count = (this.db.prepare(`SELECT COUNT(*) AS n FROM users u ${w}`).get(...args) as { n: number }).n;
    const rows = this.db.prepare(
      `SELECT ${USER_COLS.replace(/(^|,\s*)(\w+)/g, '$1u.$2')} FROM users u ${w} ORDER BY u.id LIMIT ? OFFSET ?`,
    ).all(...args, page.limit, page.offset) as UserPublic[];
    return { rows, count };
  }
  listTestUsernames(): string[] {
    return (this.db.prepare('SELECT username FROM users WHERE is_test = 1 AND deleted_at IS NULL ORDER BY id').all() as { username: string }[])
      .map((r) => r.username);
  }
  updateUser(userId: number, p: Partial<Pick<UserPublic, 'name' | 'workNo' | 'deptName' | 'phone' | 'email' | 'sex' | 'introduction'>>, now: number): boolean {
    const cols: Record<string, string> = { name: 'name', workNo: 'work_no', deptName: 'dept_name', phone: 'phone', email: 'email', sex: 'sex', introduction: 'introduction' };
    const sets: string[] = [];
    const args: unknown[] = [];
    for (const [k, col] of Object.entries(cols)) {
      const v = (p as Record<string, unknown>)[k];
      if (typeof v === 'string') { sets.push(`${col} = ?`); args.push(v); }
    }
    sets.push('updated_at = ?');
    args.push(now);
    return this.db.prepare(`UPDATE users SET ${sets.join(', ')} WHERE id = ? AND deleted_at IS NULL`).run(...args, userId).changes > 0;
  }
  setPassword(userId: number, passwordHash: string, now: number): void {
    this.db.prepare('UPDATE users SET password_hash = ?, password_changed_at = ?, updated_at = ? WHERE id = ?')
      .run(passwordHash, now, now, userId);
  }
  setAvatar(userId: number, avatar: string, now: number): void {
    this.db.prepare('UPDATE users SET avatar = ?, updated_at = ? WHERE id = ?').run(avatar, now, userId);
  }
  /** Enables or disables a user; disabling revokes all their sessions. */
  setUserStatus(userId: number, status: 0 | 1, now: number): boolean {
    return this.db.transaction(() => {
      const ok = this.db.prepare('UPDATE users SET status = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL').run(status, now, userId).changes > 0;
      if (ok && status === 0) this.db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, userId);
      return ok;
    })();
  }
  /** Soft delete: the row stays for history (records, messages), the account is gone. */
  deleteUser(userId: number, now: number): boolean {
    return this.db.transaction(() => {
      const ok = this.db.prepare('UPDATE users SET deleted_at = ?, status = 0 WHERE id = ? AND deleted_at IS NULL').run(now, userId).changes > 0;
      if (ok) {
        this.db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, userId);
        this.db.prepare('DELETE FROM user_group_members WHERE user_id = ?').run(userId);
      }
      return ok;
    })();
  }

  // ---- user groups ----
  listGroups(f: { groupName?: string }, page: Page): Paged<{ id: number; groupName: string; note: string; memberCount: number; createdAt: number; updatedAt: number }> {
    const w = f.groupName ? "WHERE g.group_name LIKE ? ESCAPE '\\'" : '';
    const args = f.groupName ? [likeContains(f.groupName)] : [];
    const count = (this.db.prepare(`SELECT COUNT(*) AS n FROM user_groups g ${w}`).get(...args) as { n: number }).n;
    const rows = this.db.prepare(
      `SELECT g.id, g.group_name AS groupName, g.note, g.created_at AS createdAt, g.updated_at AS updatedAt,
        (SELECT COUNT(*) FROM user_group_members m WHERE m.group_id = g.id) AS memberCount
       FROM user_groups g ${w} ORDER BY g.id LIMIT ? OFFSET ?`,
    ).all(...args, page.limit, page.offset) as { id: number; groupName: string; note: string; memberCount: number; createdAt: number; updatedAt: number }[];
    return { rows, count };
  }
  getGroup(id: number): { id: number; groupName: string; note: string; createdAt: number; updatedAt: number; members: { userID: number; username: string; name: string; deptName: string }[] } | undefined {
    const g = this.db.prepare('SELECT id, group_name AS groupName, note, created_at AS createdAt, updated_at AS updatedAt FROM user_groups WHERE id = ?')
      .get(id) as { id: number; groupName: string; note: string; createdAt: number; updatedAt: number } | undefined;
    if (!g) return undefined;
    const members = this.db.prepare(
      `SELECT u.id AS userID, u.username, u.name, u.dept_name AS deptName FROM user_group_members m
       JOIN users u ON u.id = m.user_id WHERE m.group_id = ? AND u.deleted_at IS NULL ORDER BY u.id`,
    ).all(id) as { userID: number; username: string; name: string; deptName: string }[];
    return { ...g, members };
  }
  private setGroupMembersTx(groupId: number, userIds: number[]): void {
    this.db.prepare('DELETE FROM user_group_members WHERE group_id = ?').run(groupId);
    const ins = this.db.prepare('INSERT OR IGNORE INTO user_group_members (group_id, user_id) SELECT ?, id FROM users WHERE id = ? AND deleted_at IS NULL');
    for (const u of userIds) ins.run(groupId, u);
  }
  insertGroup(g: { groupName: string; note: string; userIds: number[]; now: number }): number {
    return this.db.transaction(() => {
      const id = Number(this.db.prepare('INSERT INTO user_groups (group_name, note, created_at, updated_at) VALUES (?, ?, ?, ?)')
        .run(g.groupName, g.note, g.now, g.now).lastInsertRowid);
      this.setGroupMembersTx(id, g.userIds);
      return id;
    })();
  }
  updateGroup(id: number, g: { groupName?: string; note?: string; userIds?: number[]; now: number }): boolean {
    return this.db.transaction(() => {
      const cur = this.db.prepare('SELECT group_name AS groupName, note FROM user_groups WHERE id = ?').get(id) as { groupName: string; note: string } | undefined;
      if (!cur) return false;
      this.db.prepare('UPDATE user_groups SET group_name = ?, note = ?, updated_at = ? WHERE id = ?')
        .run(g.groupName ?? cur.groupName, g.note ?? cur.note, g.now, id);
      if (g.userIds) this.setGroupMembersTx(id, g.userIds);
      return true;
    })();
  }
  deleteGroup(id: number): boolean {
    return this.db.prepare('DELETE FROM user_groups WHERE id = ?').run(id).changes > 0;
  }
  setUserGroups(userId: number, groupIds: number[]): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM user_group_members WHERE user_id = ?').run(userId);
      const ins = this.db.prepare('INSERT OR IGNORE INTO user_group_members (group_id, user_id) SELECT id, ? FROM user_groups WHERE id = ?');
      for (const g of groupIds) ins.run(userId, g);
    })();
  }
  getUserGroupIds(userId: number): number[] {
    return (this.db.prepare('SELECT group_id AS g FROM user_group_members WHERE user_id = ? ORDER BY group_id').all(userId) as { g: number }[]).map((r) => r.g);
  }

  // ---- menus ----
  insertMenu(m: Omit<MenuRow, 'id'>): number {
    return Number(this.db.prepare(
      `INSERT INTO menus (parent_id, menu_route, note, exclusive_fg, menu_disp, sys_module, menu_logo, menu_type, order_num, active_path)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(m.parentId, m.menuRoute, m.note, m.exclusiveFG, m.menuDisp, m.sysModule, m.menuLogo, m.menuType, m.orderNum, m.activePath).lastInsertRowid);
  }
  grantMenus(roleKey: string, menuIds: number[]): void {
    const ins = this.db.prepare('INSERT OR IGNORE INTO role_menus (role_id, menu_id) SELECT id, ? FROM roles WHERE role_key = ?');
    this.db.transaction(() => { for (const m of menuIds) ins.run(m, roleKey); })();
  }
  /** Every menu (menu management), in module and menu order. */
  listAllMenus(): MenuRow[] {
    return this.db.prepare(`SELECT ${MENU_COLS} FROM menus m ORDER BY m.sys_module, m.order_num, m.id`).all() as MenuRow[];
  }
  getMenu(id: number): MenuRow | undefined {
    return this.db.prepare(`SELECT ${MENU_COLS} FROM menus m WHERE m.id = ?`).get(id) as MenuRow | undefined;
  }
  /** menu id -> role keys granted it */
  menuRoleKeys(): Map<number, string[]> {
    const out = new Map<number, string[]>();
    const rows = this.db.prepare('SELECT rm.menu_id AS menuId, r.role_key AS roleKey FROM role_menus rm JOIN roles r ON r.id = rm.role_id ORDER BY r.sort, r.id')
      .all() as { menuId: number; roleKey: string }[];
    for (const r of rows) out.set(r.menuId, [...(out.get(r.menuId) ?? []), r.roleKey]);
    return out;
  }
  /** Creates a menu granted to the given roles, atomically. */
  createMenu(m: Omit<MenuRow, 'id'>, roleKeys: string[]): number {
    return this.db.transaction(() => {
      const id = this.insertMenu(m);
      this.setMenuRolesTx(id, roleKeys);
      return id;
    })();
  }
  private setMenuRolesTx(menuId: number, roleKeys: string[]): void {
    this.db.prepare('DELETE FROM role_menus WHERE menu_id = ?').run(menuId);
    const ins = this.db.prepare('INSERT OR IGNORE INTO role_menus (role_id, menu_id) SELECT id, ? FROM roles WHERE role_key = ?');
    for (const k of roleKeys) ins.run(menuId, k);
  }
  /** Changes the given fields (and the grants when roleKeys is given); false when the menu does not exist. */
  updateMenu(id: number, p: Partial<Omit<MenuRow, 'id'>>, roleKeys?: string[]): boolean {
    const cols: Record<string, string> = {
      parentId: 'parent_id', menuRoute: 'menu_route', note: 'note', exclusiveFG: 'exclusive_fg', menuDisp: 'menu_disp',
      sysModule: 'sys_module', menuLogo: 'menu_logo', menuType: 'menu_type', orderNum: 'order_num', activePath: 'active_path',
    };
    return this.db.transaction(() => {
      if (!this.db.prepare('SELECT 1 FROM menus WHERE id = ?').get(id)) return false;
      const sets: string[] = [];
      const args: unknown[] = [];
      for (const [k, col] of Object.entries(cols)) {
        const v = (p as Record<string, unknown>)[k];
        if (v !== undefined) { sets.push(`${col} = ?`); args.push(v); }
      }
      if (sets.length) this.db.prepare(`UPDATE menus SET ${sets.join(', ')} WHERE id = ?`).run(...args, id);
      if (roleKeys) this.setMenuRolesTx(id, roleKeys);
      return true;
    })();
  }
  /** 'ok', 'missing', or 'has-children' (a directory with entries is not deleted). */
  deleteMenu(id: number): 'ok' | 'missing' | 'has-children' {
    return this.db.transaction(() => {
      if (!this.db.prepare('SELECT 1 FROM menus WHERE id = ?').get(id)) return 'missing' as const;
      if (this.db.prepare('SELECT 1 FROM menus WHERE parent_id = ?').get(id)) return 'has-children' as const;
      this.db.prepare('DELETE FROM role_menus WHERE menu_id = ?').run(id);
      this.db.prepare('DELETE FROM menus WHERE id = ?').run(id);
      return 'ok' as const;
    })();
  }

  // ---- sessions and tickets ----
  insertSession(s: Omit<SessionRow, 'revokedAt'>): void {
    this.db.prepare(
      'INSERT INTO sessions (token_hash, user_id, active_role, created_at, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(s.tokenHash, s.userId, s.activeRole, s.createdAt, s.issuedAt, s.expiresAt);
  }
  getSession(tokenHash: string): SessionRow | undefined {
    return this.db.prepare(`SELECT ${SESSION_COLS} FROM sessions WHERE token_hash = ?`).get(tokenHash) as SessionRow | undefined;
  }
  revokeSession(tokenHash: string, now: number): void {
    this.db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now, tokenHash);
  }
  /** Revokes the old session and stores its successor, atomically. False when the old one was already revoked. */
  rotateSession(oldHash: string, next: Omit<SessionRow, 'revokedAt'>): boolean {
    return this.db.transaction(() => {
      const ok = this.db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(next.issuedAt, oldHash).changes > 0;
      if (ok) this.insertSession(next);
      return ok;
    })();
  }
  revokeUserSessions(userId: number, now: number, exceptHash = ''): void {
    this.db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash <> ?').run(now, userId, exceptHash);
  }
  insertTicket(ticketHash: string, userId: number, expiresAt: number): void {
    this.db.prepare('INSERT INTO sso_tickets (ticket_hash, user_id, expires_at) VALUES (?, ?, ?)').run(ticketHash, userId, expiresAt);
  }
  /** Marks a valid, unused, unexpired ticket as used and returns its user; undefined otherwise. */
  consumeTicket(ticketHash: string, now: number): number | undefined {
    return this.db.transaction(() => {
      const r = this.db.prepare('SELECT user_id AS userId FROM sso_tickets WHERE ticket_hash = ? AND used_at IS NULL AND expires_at > ?')
        .get(ticketHash, now) as { userId: number } | undefined;
      if (!r) return undefined;
      this.db.prepare('UPDATE sso_tickets SET used_at = ? WHERE ticket_hash = ?').run(now, ticketHash);
      return r.userId;
    })();
  }

  // ---- messages and notices ----
  insertMessage(m: { userId: number; title: string; logContent: string; relatedType: string; process: number; relatedId: number | null; operateStatus: number; createdAt: number }): number {
    return Number(this.db.prepare(
      `INSERT INTO messages (user_id, title, log_content, related_type, process, related_id, operate_status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(m.userId, m.title, m.logContent, m.relatedType, m.process, m.relatedId, m.operateStatus, m.createdAt).lastInsertRowid);
  }
  listMessages(userId: number, f: { operateStatus?: number }, page: Page): Paged<MessageRow> {
    const st = f.operateStatus === undefined ? '' : 'AND operate_status = ?';
    const args: unknown[] = f.operateStatus === undefined ? [userId] : [userId, f.operateStatus];
    const count = (this.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE user_id = ? ${st}`).get(...args) as { n: number }).n;
    const rows = this.db.prepare(`SELECT ${MESSAGE_COLS} FROM messages WHERE user_id = ? ${st} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...args, page.limit, page.offset) as MessageRow[];
    return { rows, count };
  }
  /** Marks one of the user's own messages read; false when it is not theirs or does not exist. */
  markMessageRead(id: number, userId: number, now: number): boolean {
    const r = this.db.prepare('UPDATE messages SET operate_status = 1, read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?').run(now, id, userId);
    return r.changes > 0;
  }
  insertNotice(n: { title: string; content: string; noticeType: string; publisher: string; createdAt: number }): number {
    return Number(this.db.prepare('INSERT INTO notices (title, content, notice_type, publisher, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(n.title, n.content, n.noticeType, n.publisher, n.createdAt).lastInsertRowid);
  }
  private static NOTICE_SELECT = `SELECT n.id, n.title, n.content, n.notice_type AS noticeType, n.publisher, n.created_at AS createdAt,
    CASE WHEN r.user_id IS NULL THEN 0 ELSE 1 END AS isRead
    FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.user_id = ?`;
  listNotices(userId: number, page: Page): Paged<{ id: number; title: string; content: string; noticeType: string; publisher: string; createdAt: number; isRead: number }> {
    const count = (this.db.prepare('SELECT COUNT(*) AS n FROM notices').get() as { n: number }).n;
    const rows = this.db.prepare(`${SqliteStore.NOTICE_SELECT} ORDER BY n.created_at DESC, n.id DESC LIMIT ? OFFSET ?`)
      .all(userId, page.limit, page.offset) as { id: number; title: string; content: string; noticeType: string; publisher: string; createdAt: number; isRead: number }[];
    return { rows, count };
  }
  getNotice(id: number, userId: number): { id: number; title: string; content: string; noticeType: string; publisher: string; createdAt: number; isRead: number } | undefined {
    return this.db.prepare(`${SqliteStore.NOTICE_SELECT} WHERE n.id = ?`).get(userId, id) as
      { id: number; title: string; content: string; noticeType: string; publisher: string; createdAt: number; isRead: number } | undefined;
  }
  markNoticeRead(id: number, userId: number, now: number): boolean {
    if (!this.db.prepare('SELECT 1 FROM notices WHERE id = ?').get(id)) return false;
    this.db.prepare('INSERT OR IGNORE INTO notice_reads (notice_id, user_id, read_at) VALUES (?, ?, ?)').run(id, userId, now);
    return true;
  }

  // ---- settings, parameters, dictionaries ----
  getSettings(classify: number): Record<string, unknown> | undefined {
    const r = this.db.prepare('SELECT content FROM settings WHERE classify = ?').get(classify) as { content: string } | undefined;
    return r && (JSON.parse(r.content) as Record<string, unknown>);
  }
  putSettings(classify: number, content: Record<string, unknown>, now: number): void {
    this.db.prepare(
      'INSERT INTO settings (classify, content, updated_at) VALUES (?, ?, ?) ON CONFLICT(classify) DO UPDATE SET content = excluded.content, updated_at = excluded.updated_at',
    ).run(classify, JSON.stringify(content), now);
  }
  putSysParam(paramName: string, flowStatus: { key: string; name: string }[]): void {
    this.db.prepare('INSERT OR REPLACE INTO sys_params (param_name, flow_status) VALUES (?, ?)').run(paramName, JSON.stringify(flowStatus));
  }
  getSysParam(paramName: string): { key: string; name: string }[] | undefined {
    const r = this.db.prepare('SELECT flow_status AS f FROM sys_params WHERE param_name = ?').get(paramName) as { f: string } | undefined;
    return r && (JSON.parse(r.f) as { key: string; name: string }[]);
  }
  insertDict(dictType: string, dictValue: string, dictLabel: string, sort: number): void {
    this.db.prepare('INSERT INTO dicts (dict_type, dict_value, dict_label, sort) VALUES (?, ?, ?, ?)').run(dictType, dictValue, dictLabel, sort);
  }
  listDict(dictType: string): { dictValue: string; dictLabel: string }[] {
    return this.db.prepare('SELECT dict_value AS dictValue, dict_label AS dictLabel FROM dicts WHERE dict_type = ? ORDER BY sort, id')
      .all(dictType) as { dictValue: string; dictLabel: string }[];
  }

  // ---- charge items ----
  insertChargeItem(c: Omit<ChargeRow, 'id'>): void {
    this.db.prepare(
      `INSERT INTO charge_items (medical_code, project_no, pay_method, name, unit, charges, price_type, gj_medical_code)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(c.medicalCode, c.projectNo, c.payMethod, c.name, c.unit, c.charges, c.priceType, c.gjMedicalCode);
  }
  listChargeItems(f: { name?: string; payMethod?: string; priceType?: string }, page: Page): Paged<ChargeRow> {
    const where: string[] = [];
    const args: unknown[] = [];
    if (f.name) { where.push("name LIKE ? ESCAPE '\\'"); args.push(likeContains(f.name)); }
    if (f.payMethod) { where.push('pay_method = ?'); args.push(f.payMethod); }
    if (f.priceType) { where.push('price_type = ?'); args.push(f.priceType); }
    const w = where.length ? 'WHERE ' + where.join(' AND ') : '';
    const count = (this.db.prepare(`SELECT COUNT(*) AS n FROM charge_items ${w}`).get(...args) as { n: number }).n;
    const rows = this.db.prepare(`SELECT ${CHARGE_COLS} FROM charge_items ${w} ORDER BY medical_code LIMIT ? OFFSET ?`)
      .all(...args, page.limit, page.offset) as ChargeRow[];
    return { rows, count };
  }
  getChargeByMedicalCode(medicalCode: string): ChargeRow | undefined {
    return this.db.prepare(`SELECT ${CHARGE_COLS} FROM charge_items WHERE medical_code = ?`).get(medicalCode) as ChargeRow | undefined;
  }

  // ---- new-technology catalogue ----
  insertTech(t: Omit<TechRow, 'id'>): void {
    this.db.prepare(
      `INSERT INTO tech_items (kind, tech_code, tech_name, category, dept_name, applicant, level, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(t.kind, t.techCode, t.techName, t.category, t.deptName, t.applicant, t.level, t.status, t.createdAt);
  }
  listTech(kind: 'unlimit' | 'limit', f: { name?: string }, page: Page): Paged<TechRow> {
    const nameW = f.name ? "AND tech_name LIKE ? ESCAPE '\\'" : '';
    const args: unknown[] = f.name ? [kind, likeContains(f.name)] : [kind];
    const count = (this.db.prepare(`SELECT COUNT(*) AS n FROM tech_items WHERE kind = ? ${nameW}`).get(...args) as { n: number }).n;
    const rows = this.db.prepare(`SELECT ${TECH_COLS} FROM tech_items WHERE kind = ? ${nameW} ORDER BY id LIMIT ? OFFSET ?`)
      .all(...args, page.limit, page.offset) as TechRow[];
    return { rows, count };
  }

  // ---- new-technology applications ----
  insertTechApplication(a: { techName: string; level: string; deptName: string; category: string; description: string; limited: boolean; applicantId: number; applicantName: string; now: number }): number {
    return Number(this.db.prepare(
      `INSERT INTO tech_applications (tech_name, level, dept_name, category, description, limited, applicant_id, applicant_name, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(a.techName, a.level, a.deptName, a.category, a.description, a.limited ? 1 : 0, a.applicantId, a.applicantName, a.now).lastInsertRowid);
  }
  listTechApplications(f: TechApplicationFilter, page: Page): Paged<TechApplicationRow> {
    const where: string[] = [];
    const args: unknown[] = [];
    if (f.applicantId !== undefined) { where.push('a.applicant_id = ?'); args.push(f.applicantId); }
    if (f.excludeApplicantId !== undefined) { where.push('a.applicant_id <> ?'); args.push(f.excludeApplicantId); }
    if (f.approverId !== undefined) { where.push('a.approver_id = ?'); args.push(f.approverId); }
    if (f.deptName !== undefined) { where.push('a.dept_name = ?'); args.push(f.deptName); }
    if (f.statuses) { where.push(f.statuses.length ? `a.status IN (${f.statuses.map(() => '?').join(', ')})` : '0'); args.push(...f.statuses); }
    if (f.keyword) { where.push("(a.tech_name LIKE ? ESCAPE '\\' OR a.applicant_name LIKE ? ESCAPE '\\')"); args.push(likeContains(f.keyword), likeContains(f.keyword)); }
    const w = where.length ? 'WHERE ' + where.join(' AND ') : '';
    const count = (this.db.prepare(`SELECT COUNT(*) AS n FROM tech_applications a ${w}`).get(...args) as { n: number }).n;
    const rows = this.db.prepare(
      `SELECT ${TECH_APP_COLS} FROM tech_applications a LEFT JOIN tech_items t ON t.id = a.tech_item_id ${w}
       ORDER BY COALESCE(a.decided_at, a.created_at) DESC, a.id DESC LIMIT ? OFFSET ?`,
    ).all(...args, page.limit, page.offset) as TechApplicationRow[];
    return { rows, count };
  }
  getTechApplication(id: number): TechApplicationRow | undefined {
    return this.db.prepare(`SELECT ${TECH_APP_COLS} FROM tech_applications a LEFT JOIN tech_items t ON t.id = a.tech_item_id WHERE a.id = ?`)
      .get(id) as TechApplicationRow | undefined;
  }
  /** Decides a pending application; on pass the technology joins its catalogue with the next code of its
   *  kind and year. The applicant gets the message. Undefined when it is not pending. */
  decideTechApplication(id: number, d: { pass: boolean; opinion: string; approverId: number; approverName: string; now: number; message: (techCode: string | null) => { title: string; logContent: string } }): { techItemId: number | null; techCode: string | null } | undefined {
    return this.db.transaction(() => {
      const a = this.db.prepare("SELECT id, tech_name AS techName, level, dept_name AS deptName, category, limited, applicant_id AS applicantId, applicant_name AS applicantName FROM tech_applications WHERE id = ? AND status = 'pending'")
        .get(id) as { techName: string; level: string; deptName: string; category: string; limited: number; applicantId: number; applicantName: string } | undefined;
      if (!a) return undefined;
      let techItemId: number | null = null;
      let techCode: string | null = null;
      if (d.pass) {
        const kind = a.limited ? 'limit' : 'unlimit';
        const prefix = `${a.limited ? 'XZJ' : 'XJS'}-${new Date(d.now).getFullYear()}-`;
        const max = (this.db.prepare("SELECT MAX(CAST(substr(tech_code, ?) AS INTEGER)) AS n FROM tech_items WHERE tech_code LIKE ? ESCAPE '\\'")
          .get(prefix.length + 1, prefix.replace(/[\\%_]/g, (c) => '\\' + c) + '%') as { n: number | null }).n ?? 0;
        techCode = prefix + String(max + 1).padStart(3, '0');
        techItemId = Number(this.db.prepare(
          `INSERT INTO tech_items (kind, tech_code, tech_name, category, dept_name, applicant, level, status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(kind, techCode, a.techName, a.category, a.deptName, a.applicantName, a.level, a.limited ? '已备案' : '已批准', d.now).lastInsertRowid);
      }
      this.db.prepare(
        `UPDATE tech_applications SET status = ?, opinion = ?, approver_id = ?, approver_name = ?, tech_item_id = ?, decided_at = ? WHERE id = ?`,
      ).run(d.pass ? 'approved' : 'rejected', d.opinion, d.approverId, d.approverName, techItemId, d.now, id);
      const m = d.message(techCode);
      this.insertMessage({ userId: a.applicantId, title: m.title, logContent: m.logContent, relatedType: '审批', process: 0, relatedId: null, operateStatus: 0, createdAt: d.now });
      return { techItemId, techCode };
    })();
  }

  // ---- form library ----
  /** Creates a form with its version 1. */
  insertForm(f: { code: string; name: string; schema: unknown; note: string; userId: number | null; userName: string; now: number }): { id: number; version: number } {
    return this.db.transaction(() => {
      const id = Number(this.db.prepare('INSERT INTO forms (code, name, latest_version, created_by, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?)')
        .run(f.code, f.name, f.userId, f.now, f.now).lastInsertRowid);
      this.db.prepare('INSERT INTO form_versions (form_id, version, schema, note, created_by, created_by_name, created_at) VALUES (?, 1, ?, ?, ?, ?, ?)')
        .run(id, JSON.stringify(f.schema), f.note, f.userId, f.userName, f.now);
      return { id, version: 1 };
    })();
  }
  formCodeTaken(code: string): boolean {
    return !!this.db.prepare('SELECT 1 FROM forms WHERE code = ?').get(code);
  }
  listForms(f: { name?: string }, page: Page): Paged<{ id: number; code: string; name: string; latestVersion: number; updatedAt: number }> {
    const w = f.name ? "WHERE name LIKE ? ESCAPE '\\' OR code LIKE ? ESCAPE '\\'" : '';
    const args = f.name ? [likeContains(f.name), likeContains(f.name)] : [];
    const count = (this.db.prepare(`SELECT COUNT(*) AS n FROM forms ${w}`).get(...args) as { n: number }).n;
    const rows = this.db.prepare(`SELECT id, code, name, latest_version AS latestVersion, updated_at AS updatedAt FROM forms ${w} ORDER BY id LIMIT ? OFFSET ?`)
      .all(...args, page.limit, page.offset) as { id: number; code: string; name: string; latestVersion: number; updatedAt: number }[];
    return { rows, count };
  }
  private static FORM_VERSION_SELECT = `SELECT f.id, f.code, f.name, v.version, v.schema, v.note, v.created_at AS createdAt,
    v.created_by_name AS createdBy FROM forms f JOIN form_versions v ON v.form_id = f.id`;
  private parseFormVersion(r: Record<string, unknown> | undefined): FormVersionRow | undefined {
    return r && { ...(r as unknown as FormVersionRow), schema: JSON.parse(String(r.schema)) };
  }
  getFormLatest(id: number): FormVersionRow | undefined {
    return this.parseFormVersion(this.db.prepare(`${SqliteStore.FORM_VERSION_SELECT} AND v.version = f.latest_version WHERE f.id = ?`).get(id) as Record<string, unknown> | undefined);
  }
  getFormLatestByCode(code: string): FormVersionRow | undefined {
    return this.parseFormVersion(this.db.prepare(`${SqliteStore.FORM_VERSION_SELECT} AND v.version = f.latest_version WHERE f.code = ?`).get(code) as Record<string, unknown> | undefined);
  }
  getFormVersion(id: number, version: number): FormVersionRow | undefined {
    return this.parseFormVersion(this.db.prepare(`${SqliteStore.FORM_VERSION_SELECT} WHERE f.id = ? AND v.version = ?`).get(id, version) as Record<string, unknown> | undefined);
  }
  listFormVersions(id: number): { version: number; note: string; createdAt: number; createdBy: string }[] {
    return this.db.prepare('SELECT version, note, created_at AS createdAt, created_by_name AS createdBy FROM form_versions WHERE form_id = ? ORDER BY version DESC')
      .all(id) as { version: number; note: string; createdAt: number; createdBy: string }[];
  }
  /** Appends version latest+1; undefined when the form does not exist. */
  addFormVersion(id: number, v: { schema: unknown; note: string; userId: number; userName: string; now: number }): number | undefined {
    return this.db.transaction(() => {
      const cur = this.db.prepare('SELECT latest_version AS n FROM forms WHERE id = ?').get(id) as { n: number } | undefined;
      if (!cur) return undefined;
      const next = cur.n + 1;
      this.db.prepare('INSERT INTO form_versions (form_id, version, schema, note, created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(id, next, JSON.stringify(v.schema), v.note, v.userId, v.userName, v.now);
      this.db.prepare('UPDATE forms SET latest_version = ?, updated_at = ? WHERE id = ?').run(next, v.now, id);
      return next;
    })();
  }

  // ---- records (filled forms) ----
  insertRecord(r: { formId: number; formVersion: number; title: string; data: unknown; status: 'draft' | 'submitted'; createdBy: number; createdByName: string; deptName: string; now: number }): number {
    return Number(this.db.prepare(
      `INSERT INTO records (form_id, form_version, title, data, status, created_by, created_by_name, dept_name, submitted_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(r.formId, r.formVersion, r.title, JSON.stringify(r.data), r.status, r.createdBy, r.createdByName, r.deptName,
      r.status === 'submitted' ? r.now : null, r.now, r.now).lastInsertRowid);
  }
  /** Updates a draft of its owner; false when it is not an own draft. */
  updateDraft(id: number, ownerId: number, p: { formVersion?: number; title?: string; data?: unknown; status?: 'draft' | 'submitted'; now: number }): boolean {
    const cur = this.db.prepare("SELECT form_version AS formVersion, title, data FROM records WHERE id = ? AND created_by = ? AND status = 'draft'")
      .get(id, ownerId) as { formVersion: number; title: string; data: string } | undefined;
    if (!cur) return false;
    const status = p.status ?? 'draft';
    return this.db.prepare(
      `UPDATE records SET form_version = ?, title = ?, data = ?, status = ?, submitted_at = ?, updated_at = ?
       WHERE id = ? AND created_by = ? AND status = 'draft'`,
    ).run(p.formVersion ?? cur.formVersion, p.title ?? cur.title, p.data === undefined ? cur.data : JSON.stringify(p.data),
      status, status === 'submitted' ? p.now : null, p.now, id, ownerId).changes > 0;
  }
  getRecord(id: number): RecordRow | undefined {
    const r = this.db.prepare(`SELECT ${RECORD_COLS}, data FROM records WHERE id = ?`).get(id) as (RecordRow & { data: string }) | undefined;
    return r && { ...r, data: JSON.parse(r.data) };
  }
  private recordWhere(f: RecordFilter): { w: string; args: unknown[] } {
    const where: string[] = [];
    const args: unknown[] = [];
    if (f.createdBy !== undefined) { where.push('r.created_by = ?'); args.push(f.createdBy); }
    if (f.approverId !== undefined) { where.push('r.approver_id = ?'); args.push(f.approverId); }
    if (f.deptName !== undefined) { where.push('r.dept_name = ?'); args.push(f.deptName); }
    if (f.statuses) { where.push(f.statuses.length ? `r.status IN (${f.statuses.map(() => '?').join(', ')})` : '0'); args.push(...f.statuses); }
    if (f.ccUserId !== undefined) { where.push('EXISTS (SELECT 1 FROM record_cc c WHERE c.record_id = r.id AND c.user_id = ?)'); args.push(f.ccUserId); }
    if (f.followerId !== undefined) { where.push('EXISTS (SELECT 1 FROM record_follows fo WHERE fo.record_id = r.id AND fo.user_id = ?)'); args.push(f.followerId); }
    if (f.beginTime !== undefined) { where.push('COALESCE(r.submitted_at, r.created_at) >= ?'); args.push(f.beginTime); }
    if (f.endTime !== undefined) { where.push('COALESCE(r.submitted_at, r.created_at) <= ?'); args.push(f.endTime); }
    if (f.keyword) {
      where.push("(r.title LIKE ? ESCAPE '\\' OR r.created_by_name LIKE ? ESCAPE '\\' OR r.dept_name LIKE ? ESCAPE '\\')");
      const k = likeContains(f.keyword);
      args.push(k, k, k);
    }
    if (f.view === 'hospitalSense') where.push("CAST(json_extract(r.data, '$.event_category') AS TEXT) LIKE '%感染%'");
    if (f.view === 'anaesthesia') {
      where.push(`(json_extract(r.data, '$.event_place') = '手术室' OR CAST(json_extract(r.data, '$.event_description') AS TEXT) LIKE '%麻醉%'
        OR CAST(json_extract(r.data, '$.event_category') AS TEXT) LIKE '%麻醉%')`);
    }
    if (f.dataScope?.kind === 'dept') { where.push('r.dept_name = ?'); args.push(f.dataScope.deptName); }
    if (f.dataScope?.kind === 'self') { where.push('r.created_by = ?'); args.push(f.dataScope.userId); }
    return { w: where.length ? 'WHERE ' + where.join(' AND ') : '', args };
  }
  /** A page of records, newest change first; with `includeData` each row carries its form data. */
  listRecords(f: RecordFilter, page: Page, opts: { includeData?: boolean } = {}): Paged<RecordRow> {
    const { w, args } = this.recordWhere(f);
    const count = (this.db.prepare(`SELECT COUNT(*) AS n FROM records r ${w}`).get(...args) as { n: number }).n;
    const cols = RECORD_COLS.replace(/(^|,\s*)(\w+)/g, '$1r.$2') + (opts.includeData ? ', r.data' : '');
    const rows = this.db.prepare(`SELECT ${cols} FROM records r ${w} ORDER BY r.updated_at DESC, r.id DESC LIMIT ? OFFSET ?`)
      .all(...args, page.limit, page.offset) as (RecordRow & { data?: string })[];
    return { rows: rows.map((r) => (opts.includeData ? { ...r, data: JSON.parse(String(r.data)) } : r)), count };
  }
  /** Counts by status and the number of records whose data leaves one of `keyFields` empty. */
  summarizeRecords(f: RecordFilter, keyFields: readonly string[]): RecordSummary {
    const { w, args } = this.recordWhere(f);
    const incomplete = keyFields.length ? keyFields.map(() => EMPTY_FIELD).join(' OR ') : '0';
    const r = this.db.prepare(
      `SELECT COUNT(*) AS total, COALESCE(SUM(r.status = 'draft'), 0) AS draft, COALESCE(SUM(r.status = 'submitted'), 0) AS submitted,
        COALESCE(SUM(r.status = 'approved'), 0) AS approved, COALESCE(SUM(r.status = 'rejected'), 0) AS rejected,
        COALESCE(SUM(CASE WHEN ${incomplete} THEN 1 ELSE 0 END), 0) AS incomplete FROM records r ${w}`,
    ).get(...keyFields.map((k) => '$.' + k), ...args) as RecordSummary;
    return r;
  }

  // ---- carbon copies and follows ----
  /** Ids among `ids` that are enabled, undeleted users. */
  activeUserIds(ids: number[]): number[] {
    if (!ids.length) return [];
    return (this.db.prepare(`SELECT id FROM users WHERE status = 1 AND deleted_at IS NULL AND id IN (${ids.map(() => '?').join(', ')})`)
      .all(...ids) as { id: number }[]).map((r) => r.id);
  }
  /** Replaces the copy list of a record (kept rows that were already notified stay notified). */
  setRecordCc(recordId: number, createdBy: number, userIds: number[], now: number): void {
    this.db.transaction(() => {
      if (userIds.length) {
        this.db.prepare(`DELETE FROM record_cc WHERE record_id = ? AND user_id NOT IN (${userIds.map(() => '?').join(', ')})`).run(recordId, ...userIds);
      } else {
        this.db.prepare('DELETE FROM record_cc WHERE record_id = ?').run(recordId);
      }
      const ins = this.db.prepare('INSERT OR IGNORE INTO record_cc (record_id, user_id, created_by, created_at) VALUES (?, ?, ?, ?)');
      for (const u of userIds) ins.run(recordId, u, createdBy, now);
    })();
  }
  /** Sends the copy message to every recipient not yet told; returns how many were told. */
  notifyRecordCc(recordId: number, m: { title: string; logContent: string }, now: number): number {
    return this.db.transaction(() => {
      const rows = this.db.prepare('SELECT user_id AS u FROM record_cc WHERE record_id = ? AND notified_at IS NULL').all(recordId) as { u: number }[];
      for (const { u } of rows) {
        this.insertMessage({ userId: u, title: m.title, logContent: m.logContent, relatedType: '', process: 0, relatedId: recordId, operateStatus: 0, createdAt: now });
      }
      this.db.prepare('UPDATE record_cc SET notified_at = ? WHERE record_id = ? AND notified_at IS NULL').run(now, recordId);
      return rows.length;
    })();
  }
  listRecordCc(recordId: number): { userId: number; name: string; deptName: string }[] {
    return this.db.prepare(
      'SELECT u.id AS userId, u.name, u.dept_name AS deptName FROM record_cc c JOIN users u ON u.id = c.user_id WHERE c.record_id = ? ORDER BY c.created_at, u.id',
    ).all(recordId) as { userId: number; name: string; deptName: string }[];
  }
  isCcRecipient(recordId: number, userId: number): boolean {
    return !!this.db.prepare('SELECT 1 FROM record_cc WHERE record_id = ? AND user_id = ?').get(recordId, userId);
  }
  followRecord(recordId: number, userId: number, now: number): void {
    this.db.prepare('INSERT OR IGNORE INTO record_follows (record_id, user_id, created_at) VALUES (?, ?, ?)').run(recordId, userId, now);
  }
  unfollowRecord(recordId: number, userId: number): boolean {
    return this.db.prepare('DELETE FROM record_follows WHERE record_id = ? AND user_id = ?').run(recordId, userId).changes > 0;
  }
  isFollowing(recordId: number, userId: number): boolean {
    return !!this.db.prepare('SELECT 1 FROM record_follows WHERE record_id = ? AND user_id = ?').get(recordId, userId);
  }

  /** Decides a submitted record and notifies the reporter, atomically; false when it is not awaiting approval. */
  decideRecord(id: number, d: { pass: boolean; opinion: string; approverId: number; approverName: string; now: number; message: { title: string; logContent: string } }): boolean {
    return this.db.transaction(() => {
      const r = this.db.prepare(
        `UPDATE records SET status = ?, opinion = ?, approver_id = ?, approver_name = ?, approved_at = ?, updated_at = ?
         WHERE id = ? AND status = 'submitted'`,
      ).run(d.pass ? 'approved' : 'rejected', d.opinion, d.approverId, d.approverName, d.now, d.now, id);
      if (r.changes === 0) return false;
      const owner = (this.db.prepare('SELECT created_by AS u FROM records WHERE id = ?').get(id) as { u: number }).u;
      this.insertMessage({ userId: owner, title: d.message.title, logContent: d.message.logContent, relatedType: '审批', process: 0, relatedId: id, operateStatus: 0, createdAt: d.now });
      return true;
    })();
  }

  // ---- uploads ----
  insertUpload(u: { storedName: string; originalName: string; size: number; uploadedBy: number | null; now: number }): void {
    this.db.prepare('INSERT INTO uploads (stored_name, original_name, size, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(u.storedName, u.originalName, u.size, u.uploadedBy, u.now);
  }
}

/** What routes see: the store's methods, each allowed to be synchronous or asynchronous. */
export type DataStore = {
  [K in keyof SqliteStore as SqliteStore[K] extends (...a: never[]) => unknown ? K : never]:
    SqliteStore[K] extends (...a: infer A) => infer R ? (...a: A) => R | Promise<R> : never;
};
