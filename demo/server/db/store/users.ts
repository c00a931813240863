// User accounts (credentials, profile, status, role assignment, soft delete) and user groups.
import type { Db } from '../connection.ts';
import type { Page, Paged, RecordFilter, UserPublic } from './types.ts';
import { assignments, likeContains, placeholders, qualify, selectPage, Where } from './sql.ts';
import { revokeCredentials } from './sessions.ts';

const USER_COLS = `id, username, name, work_no AS workNo, dept_name AS deptName, dept_id AS deptId, phone, email, sex, avatar,
  introduction, status, password_changed_at AS passwordChangedAt, pwd_change_reason AS pwdChangeReason, created_at AS createdAt, updated_at AS updatedAt`;
const PROFILE_FIELDS: Record<string, string> = {
  name: 'name', workNo: 'work_no', deptName: 'dept_name', phone: 'phone', email: 'email', sex: 'sex', introduction: 'introduction',
};

type GroupListRow = { id: number; groupName: string; note: string; memberCount: number; createdAt: number; updatedAt: number };
type GroupMember = { userID: number; username: string; name: string; deptName: string };
type GroupRow = { id: number; groupName: string; note: string; createdAt: number; updatedAt: number };

function setUserRolesTx(db: Db, userId: number, roleKeys: string[]): void {
  db.prepare('DELETE FROM user_roles WHERE user_id = ?').run(userId);
  const ins = db.prepare('INSERT INTO user_roles (user_id, role_id) SELECT ?, id FROM roles WHERE role_key = ?');
  for (const k of roleKeys) ins.run(userId, k);
}

function setGroupMembersTx(db: Db, groupId: number, userIds: number[]): void {
  db.prepare('DELETE FROM user_group_members WHERE group_id = ?').run(groupId);
  const ins = db.prepare('INSERT OR IGNORE INTO user_group_members (group_id, user_id) SELECT ?, id FROM users WHERE id = ? AND deleted_at IS NULL');
  for (const u of userIds) ins.run(groupId, u);
}

export type UserExportRow = UserPublic & { roleNames: string | null };

export interface NewUser {
  username: string; passwordHash: string; name: string; workNo: string; deptName: string; phone: string;
  email: string; sex: string; avatar: string; introduction: string; isTest: boolean;
  passwordChangedAt: number; now: number; roleKeys: string[];
  /** 'new': an administrator chose the password, the owner changes it at the first login */
  pwdChangeReason?: '' | 'new';
}

function insertUserTx(db: Db, u: NewUser): number {
  const id = Number(db.prepare(
    `INSERT INTO users (username, password_hash, name, work_no, dept_name, phone, email, sex, avatar, introduction,
      is_test, password_changed_at, pwd_change_reason, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(u.username, u.passwordHash, u.name, u.workNo, u.deptName, u.phone, u.email, u.sex, u.avatar,
    u.introduction, u.isTest ? 1 : 0, u.passwordChangedAt, u.pwdChangeReason ?? '', u.now, u.now).lastInsertRowid);
  setUserRolesTx(db, id, u.roleKeys);
  return id;
}

export function usersArea(db: Db) {
  return {
    insertUser(u: NewUser): number {
      return db.transaction(() => insertUserTx(db, u))();
    },
    /**
     * The user import (routes/userImport.ts): all or nothing in one transaction. A username taken since the
     * file was checked refuses the whole import: `{ taken }` and nothing written.
     */
    insertUsers(list: NewUser[]): { ids: number[] } | { taken: string[] } {
      return db.transaction(() => {
        const exists = db.prepare('SELECT 1 FROM users WHERE username = ?');
        const taken = list.filter((u) => exists.get(u.username)).map((u) => u.username);
        if (taken.length) return { taken };
        return { ids: list.map((u) => insertUserTx(db, u)) };
      })();
    },
    /**
     * A page of users after `afterId` in id order, with their role names (the export reads them in batches),
     * within a data scope: a department scope sees its departments' users (and oneself), "only mine" oneself.
     */
    usersAfter(f: { username?: string; name?: string; deptName?: string; dataScope?: RecordFilter['dataScope'] }, afterId: number, limit: number): UserExportRow[] {
      const where = new Where('u.deleted_at IS NULL').add('u.id > ?', afterId);
      const scope = f.dataScope;
      if (scope?.kind === 'depts') {
        const ids = scope.deptIds;
        where.add(`(${ids.length ? `u.dept_id IN (${placeholders(ids.length)})` : '0'} OR u.id = ?)`, ...ids, scope.userId);
      } else if (scope?.kind === 'self') where.add('u.id = ?', scope.userId);
      if (f.username) where.add("u.username LIKE ? ESCAPE '\\'", likeContains(f.username));
      if (f.name) where.add("u.name LIKE ? ESCAPE '\\'", likeContains(f.name));
      if (f.deptName) where.add("u.dept_name LIKE ? ESCAPE '\\'", likeContains(f.deptName));
      return db.prepare(`SELECT ${qualify(USER_COLS, 'u')},
        (SELECT group_concat(r.role_name, '、') FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roleNames
        FROM users u ${where.sql} ORDER BY u.id LIMIT ?`).all(...where.args, limit) as UserExportRow[];
    },
    setUserRoles(userId: number, roleKeys: string[]): void {
      db.transaction(() => setUserRolesTx(db, userId, roleKeys))();
    },
    /** Credentials for login only; the hash never leaves the auth code. */
    getCredentials(username: string): { id: number; passwordHash: string; status: number } | undefined {
      return db.prepare(
        'SELECT id, password_hash AS passwordHash, status FROM users WHERE username = ? AND deleted_at IS NULL',
      ).get(username) as { id: number; passwordHash: string; status: number } | undefined;
    },
    getPasswordHash(userId: number): string | undefined {
      const r = db.prepare('SELECT password_hash AS h FROM users WHERE id = ? AND deleted_at IS NULL').get(userId) as { h: string } | undefined;
      return r?.h;
    },
    getUser(userId: number): UserPublic | undefined {
      return db.prepare(`SELECT ${USER_COLS} FROM users WHERE id = ? AND deleted_at IS NULL`).get(userId) as UserPublic | undefined;
    },
    usernameTaken(username: string): boolean {
      return !!db.prepare('SELECT 1 FROM users WHERE username = ?').get(username);
    },
    listUsers(f: { username?: string; name?: string; deptName?: string; deptIds?: number[]; roleKey?: string }, page: Page): Paged<UserPublic> {
      const where = new Where('u.deleted_at IS NULL');
      if (f.username) where.add("u.username LIKE ? ESCAPE '\\'", likeContains(f.username));
      if (f.name) where.add("u.name LIKE ? ESCAPE '\\'", likeContains(f.name));
      if (f.deptName) where.add("u.dept_name LIKE ? ESCAPE '\\'", likeContains(f.deptName));
      if (f.deptIds) where.in('u.dept_id', f.deptIds);
      if (f.roleKey) {
        where.add('EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.role_key = ?)', f.roleKey);
      }
      return selectPage<UserPublic>(db, { select: qualify(USER_COLS, 'u'), from: 'users u', where, orderBy: 'u.id' }, page);
    },
    listTestUsernames(): string[] {
      return (db.prepare('SELECT username FROM users WHERE is_test = 1 AND deleted_at IS NULL ORDER BY id').all() as { username: string }[])
        .map((r) => r.username);
    },
    /** Ids among `ids` that are enabled, undeleted users. */
    activeUserIds(ids: number[]): number[] {
      if (!ids.length) return [];
      return (db.prepare(`SELECT id FROM users WHERE status = 1 AND deleted_at IS NULL AND id IN (${placeholders(ids.length)})`)
        .all(...ids) as { id: number }[]).map((r) => r.id);
    },
    updateUser(userId: number, p: Partial<Pick<UserPublic, 'name' | 'workNo' | 'deptName' | 'phone' | 'email' | 'sex' | 'introduction'>>, now: number): boolean {
      const { sets, args } = assignments(PROFILE_FIELDS, p, (v) => typeof v === 'string');
      sets.push('updated_at = ?');
      args.push(now);
      return db.prepare(`UPDATE users SET ${sets.join(', ')} WHERE id = ? AND deleted_at IS NULL`).run(...args, userId).changes > 0;
    },
    /** Sets a new password and, in the same transaction, ends every session and ticket of the user
     *  (sessions.ts revokeCredentials; `keepHash`: the caller's own session, cut short). `reason` 'reset':
     *  an administrator set it, the owner must change it at the next login; '' (the owner's own change)
     *  clears that. */
    setPassword(userId: number, passwordHash: string, now: number, keepHash = '', reason: '' | 'reset' = ''): void {
      db.transaction(() => {
        db.prepare('UPDATE users SET password_hash = ?, password_changed_at = ?, pwd_change_reason = ?, updated_at = ? WHERE id = ?')
          .run(passwordHash, now, reason, now, userId);
        revokeCredentials(db, userId, now, keepHash);
      })();
    },
    setAvatar(userId: number, avatar: string, now: number): void {
      db.prepare('UPDATE users SET avatar = ?, updated_at = ? WHERE id = ?').run(avatar, now, userId);
    },
    /** Enables or disables a user; disabling revokes all their sessions and tickets. */
    setUserStatus(userId: number, status: 0 | 1, now: number): boolean {
      return db.transaction(() => {
        const ok = db.prepare('UPDATE users SET status = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL').run(status, now, userId).changes > 0;
        if (ok && status === 0) revokeCredentials(db, userId, now);
        return ok;
      })();
    },
    /** Soft delete: the row stays for history (records, messages), the account is gone. */
    deleteUser(userId: number, now: number): boolean {
      return db.transaction(() => {
        const ok = db.prepare('UPDATE users SET deleted_at = ?, status = 0 WHERE id = ? AND deleted_at IS NULL').run(now, userId).changes > 0;
        if (ok) {
          revokeCredentials(db, userId, now);
          db.prepare('DELETE FROM user_group_members WHERE user_id = ?').run(userId);
        }
        return ok;
      })();
    },

    // ---- user groups ----
    listGroups(f: { groupName?: string }, page: Page): Paged<GroupListRow> {
      const where = new Where();
      if (f.groupName) where.add("g.group_name LIKE ? ESCAPE '\\'", likeContains(f.groupName));
      return selectPage<GroupListRow>(db, {
        select: `g.id, g.group_name AS groupName, g.note, g.created_at AS createdAt, g.updated_at AS updatedAt,
          (SELECT COUNT(*) FROM user_group_members m WHERE m.group_id = g.id) AS memberCount`,
        from: 'user_groups g', where, orderBy: 'g.id',
      }, page);
    },
    getGroup(id: number): (GroupRow & { members: GroupMember[] }) | undefined {
      const g = db.prepare('SELECT id, group_name AS groupName, note, created_at AS createdAt, updated_at AS updatedAt FROM user_groups WHERE id = ?')
        .get(id) as GroupRow | undefined;
      if (!g) return undefined;
      const members = db.prepare(
        `SELECT u.id AS userID, u.username, u.name, u.dept_name AS deptName FROM user_group_members m
         JOIN users u ON u.id = m.user_id WHERE m.group_id = ? AND u.deleted_at IS NULL ORDER BY u.id`,
      ).all(id) as GroupMember[];
      return { ...g, members };
    },
    insertGroup(g: { groupName: string; note: string; userIds: number[]; now: number }): number {
      return db.transaction(() => {
        const id = Number(db.prepare('INSERT INTO user_groups (group_name, note, created_at, updated_at) VALUES (?, ?, ?, ?)')
          .run(g.groupName, g.note, g.now, g.now).lastInsertRowid);
        setGroupMembersTx(db, id, g.userIds);
        return id;
      })();
    },
    updateGroup(id: number, g: { groupName?: string; note?: string; userIds?: number[]; now: number }): boolean {
      return db.transaction(() => {
        const cur = db.prepare('SELECT group_name AS groupName, note FROM user_groups WHERE id = ?').get(id) as { groupName: string; note: string } | undefined;
        if (!cur) return false;
        db.prepare('UPDATE user_groups SET group_name = ?, note = ?, updated_at = ? WHERE id = ?')
          .run(g.groupName ?? cur.groupName, g.note ?? cur.note, g.now, id);
        if (g.userIds) setGroupMembersTx(db, id, g.userIds);
        return true;
      })();
    },
    deleteGroup(id: number): boolean {
      return db.prepare('DELETE FROM user_groups WHERE id = ?').run(id).changes > 0;
    },
    setUserGroups(userId: number, groupIds: number[]): void {
      db.transaction(() => {
        db.prepare('DELETE FROM user_group_members WHERE user_id = ?').run(userId);
        const ins = db.prepare('INSERT OR IGNORE INTO user_group_members (group_id, user_id) SELECT id, ? FROM user_groups WHERE id = ?');
        for (const g of groupIds) ins.run(userId, g);
      })();
    },
    getUserGroupIds(userId: number): number[] {
      return (db.prepare('SELECT group_id AS g FROM user_group_members WHERE user_id = ? ORDER BY group_id').all(userId) as { g: number }[]).map((r) => r.g);
    },
  };
}
