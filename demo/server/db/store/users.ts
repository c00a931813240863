// User accounts (credentials, profile, status, role assignment, soft delete) and user groups.
import type { SqlDb } from '../sql/types.ts';
import type { Page, Paged, RecordFilter, RoleRow, SessionRow, UserPublic } from './types.ts';
import { parseRole, ROLE_COLS } from './roles.ts';
import { assignments, likeContains, placeholders, qualify, selectPage, Where } from './sql.ts';
import { revokeCredentials } from './sessions.ts';

const USER_COLS = `id, username, name, work_no AS workNo, dept_name AS deptName, dept_id AS deptId, phone, email, sex, avatar,
  introduction, status, password_changed_at AS passwordChangedAt, pwd_change_reason AS pwdChangeReason, created_at AS createdAt, updated_at AS updatedAt`;
const SESSION_ALIAS = /^s[A-Z]/;
/** the role's columns beside the session's and the user's, each alias prefixed `rl` (rlRoleId, rlStatus, …) */
const ROLE_ALIAS = /^rl[A-Z]/;
const ROLE_AS = ROLE_COLS.split(',').map((part) => {
  const [col, alias = col] = part.trim().split(/\s+AS\s+/i);
  return `r.${col} AS rl${alias[0].toUpperCase()}${alias.slice(1)}`;
}).join(', ');
const SESSION_AS = `s.token_hash AS sTokenHash, s.user_id AS sUserId, s.active_role AS sActiveRole,
  s.created_at AS sCreatedAt, s.issued_at AS sIssuedAt, s.expires_at AS sExpiresAt, s.revoked_at AS sRevokedAt`;

function sessionOf(r: Record<string, unknown>): SessionRow {
  return {
    tokenHash: r.sTokenHash as string, userId: Number(r.sUserId), activeRole: r.sActiveRole as string, createdAt: Number(r.sCreatedAt),
    issuedAt: Number(r.sIssuedAt), expiresAt: Number(r.sExpiresAt), revokedAt: r.sRevokedAt === null ? null : Number(r.sRevokedAt),
  };
}
const PROFILE_FIELDS: Record<string, string> = {
  name: 'name', workNo: 'work_no', deptName: 'dept_name', phone: 'phone', email: 'email', sex: 'sex', introduction: 'introduction',
};

type GroupListRow = { id: number; groupName: string; note: string; memberCount: number; createdAt: number; updatedAt: number };
type GroupMember = { userID: number; username: string; name: string; deptName: string };
type GroupRow = { id: number; groupName: string; note: string; createdAt: number; updatedAt: number };

async function setUserRolesTx(db: SqlDb, userId: number, roleKeys: string[]): Promise<void> {
  await db.run('DELETE FROM user_roles WHERE user_id = ?', userId);
  const ins = 'INSERT INTO user_roles (user_id, role_id) SELECT ?, id FROM roles WHERE role_key = ?';
  for (const k of roleKeys) await db.run(ins, userId, k);
}

async function setGroupMembersTx(db: SqlDb, groupId: number, userIds: number[]): Promise<void> {
  await db.run('DELETE FROM user_group_members WHERE group_id = ?', groupId);
  const ins = 'INSERT OR IGNORE INTO user_group_members (group_id, user_id) SELECT ?, id FROM users WHERE id = ? AND deleted_at IS NULL';
  for (const u of userIds) await db.run(ins, groupId, u);
}

export type UserExportRow = UserPublic & { roleNames: string | null };

export interface NewUser {
  username: string; passwordHash: string; name: string; workNo: string; deptName: string; phone: string;
  email: string; sex: string; avatar: string; introduction: string; isTest: boolean;
  passwordChangedAt: number; now: number; roleKeys: string[];
  /** 'new': an administrator chose the password, the owner changes it at the first login */
  pwdChangeReason?: '' | 'new';
}

async function insertUserTx(db: SqlDb, u: NewUser): Promise<number> {
  const id = Number(await db.insert(`INSERT INTO users (username, password_hash, name, work_no, dept_name, phone, email, sex, avatar, introduction,
      is_test, password_changed_at, pwd_change_reason, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, u.username, u.passwordHash, u.name, u.workNo, u.deptName, u.phone, u.email, u.sex, u.avatar,
    u.introduction, u.isTest ? 1 : 0, u.passwordChangedAt, u.pwdChangeReason ?? '', u.now, u.now));
  await setUserRolesTx(db, id, u.roleKeys);
  return id;
}

export function usersArea(db: SqlDb) {
  return {
    async insertUser(u: NewUser): Promise<number> {
      return await db.tx(async () => insertUserTx(db, u));
    },
    /**
     * The user import (routes/userImport.ts): all or nothing in one transaction. A username taken since the
     * file was checked refuses the whole import: `{ taken }` and nothing written.
     */
    async insertUsers(list: NewUser[]): Promise<{ ids: number[] } | { taken: string[] }> {
      return await db.tx(async () => {
        const exists = 'SELECT 1 FROM users WHERE username = ?';
        const taken: string[] = [];
        for (const u of list) if (await db.get(exists, u.username)) taken.push(u.username);
        if (taken.length) return { taken };
        const ids: number[] = [];
        for (const u of list) ids.push(await insertUserTx(db, u));
        return { ids };
      });
    },
    /**
     * A page of users after `afterId` in id order, with their role names (the export reads them in batches),
     * within a data scope: a department scope sees its departments' users (and oneself), "only mine" oneself.
     */
    async usersAfter(f: { username?: string; name?: string; deptName?: string; dataScope?: RecordFilter['dataScope'] }, afterId: number, limit: number): Promise<UserExportRow[]> {
      const where = new Where('u.deleted_at IS NULL').add('u.id > ?', afterId);
      const scope = f.dataScope;
      if (scope?.kind === 'depts') {
        const ids = scope.deptIds;
        where.add(`(${ids.length ? `u.dept_id IN (${placeholders(ids.length)})` : '1 = 0'} OR u.id = ?)`, ...ids, scope.userId);
      } else if (scope?.kind === 'self') where.add('u.id = ?', scope.userId);
      if (f.username) where.add("u.username LIKE ? ESCAPE '\\'", likeContains(f.username));
      if (f.name) where.add("u.name LIKE ? ESCAPE '\\'", likeContains(f.name));
      if (f.deptName) where.add("u.dept_name LIKE ? ESCAPE '\\'", likeContains(f.deptName));
      return await db.all(`SELECT ${qualify(USER_COLS, 'u')},
        (SELECT group_concat(r.role_name, '、') FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roleNames
        FROM users u ${where.sql} ORDER BY u.id LIMIT ?`, ...where.args, limit) as UserExportRow[];
    },
    async setUserRoles(userId: number, roleKeys: string[]): Promise<void> {
      await db.tx(async () => setUserRolesTx(db, userId, roleKeys));
    },
    /** Credentials for login only; the hash never leaves the auth code. */
    async getCredentials(username: string): Promise<{ id: number; passwordHash: string; status: number } | undefined> {
      return await db.get('SELECT id, password_hash AS passwordHash, status FROM users WHERE username = ? AND deleted_at IS NULL', username) as { id: number; passwordHash: string; status: number } | undefined;
    },
    async getPasswordHash(userId: number): Promise<string | undefined> {
      const r = await db.get('SELECT password_hash AS h FROM users WHERE id = ? AND deleted_at IS NULL', userId) as { h: string } | undefined;
      return r?.h;
    },
    /**
     * A token's session, its (not deleted) user and the user's enabled roles in one read (a row per role, in role
     * sort order): every authenticated request asks all three (issue 24, then issue 34 §6: one round trip per
     * request on PostgreSQL, one statement on SQLite).
     */
    async getSessionAuth(tokenHash: string): Promise<{ session: SessionRow; user: UserPublic | undefined; roles: RoleRow[] } | undefined> {
      const rows = await db.all(`SELECT ${qualify(USER_COLS, 'u')}, ${SESSION_AS}, ${ROLE_AS}
        FROM sessions s LEFT JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
        LEFT JOIN user_roles ur ON ur.user_id = u.id LEFT JOIN roles r ON r.id = ur.role_id AND r.status = 1
        WHERE s.token_hash = ? ORDER BY r.sort, r.id`, tokenHash) as Record<string, unknown>[];
      const first = rows[0];
      if (!first) return undefined;
      const session = sessionOf(first);
      if (first.id === null || first.id === undefined) return { session, user: undefined, roles: [] };
      const user = {} as Record<string, unknown>;
      for (const k of Object.keys(first)) if (!SESSION_ALIAS.test(k) && !ROLE_ALIAS.test(k)) user[k] = first[k];
      const roles: RoleRow[] = [];
      for (const r of rows) {
        if (r.rlRoleId === null || r.rlRoleId === undefined) continue;
        const role = {} as Record<string, unknown>;
        for (const k of Object.keys(r)) if (ROLE_ALIAS.test(k)) role[k[2].toLowerCase() + k.slice(3)] = r[k];
        roles.push(parseRole(role));
      }
      return { session, user: user as unknown as UserPublic, roles };
    },
    async getUser(userId: number): Promise<UserPublic | undefined> {
      return await db.get(`SELECT ${USER_COLS} FROM users WHERE id = ? AND deleted_at IS NULL`, userId) as UserPublic | undefined;
    },
    async usernameTaken(username: string): Promise<boolean> {
      return !!await db.get('SELECT 1 FROM users WHERE username = ?', username);
    },
    listUsers(f: { username?: string; name?: string; deptName?: string; deptIds?: number[]; roleKey?: string }, page: Page): Promise<Paged<UserPublic>> {
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
    async listTestUsernames(): Promise<string[]> {
      return (await db.all('SELECT username FROM users WHERE is_test = 1 AND deleted_at IS NULL ORDER BY id') as { username: string }[])
        .map((r) => r.username);
    },
    /** Ids among `ids` that are enabled, undeleted users. */
    async activeUserIds(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      return (await db.all(`SELECT id FROM users WHERE status = 1 AND deleted_at IS NULL AND id IN (${placeholders(ids.length)})`, ...ids) as { id: number }[]).map((r) => r.id);
    },
    async updateUser(userId: number, p: Partial<Pick<UserPublic, 'name' | 'workNo' | 'deptName' | 'phone' | 'email' | 'sex' | 'introduction'>>, now: number): Promise<boolean> {
      const { sets, args } = assignments(PROFILE_FIELDS, p, (v) => typeof v === 'string');
      sets.push('updated_at = ?');
      args.push(now);
      return (await db.run(`UPDATE users SET ${sets.join(', ')} WHERE id = ? AND deleted_at IS NULL`, ...args, userId)).changes > 0;
    },
    /** Sets a new password and, in the same transaction, ends every session and ticket of the user
     *  (sessions.ts revokeCredentials; `keepHash`: the caller's own session, cut short). `reason` 'reset':
     *  an administrator set it, the owner must change it at the next login; '' (the owner's own change)
     *  clears that. */
    async setPassword(userId: number, passwordHash: string, now: number, keepHash = '', reason: '' | 'reset' = ''): Promise<void> {
      await db.tx(async () => {
        await db.run('UPDATE users SET password_hash = ?, password_changed_at = ?, pwd_change_reason = ?, updated_at = ? WHERE id = ?', passwordHash, now, reason, now, userId);
        await revokeCredentials(db, userId, now, keepHash);
      });
    },
    async setAvatar(userId: number, avatar: string, now: number): Promise<void> {
      await db.run('UPDATE users SET avatar = ?, updated_at = ? WHERE id = ?', avatar, now, userId);
    },
    /** Enables or disables a user; disabling revokes all their sessions and tickets. */
    async setUserStatus(userId: number, status: 0 | 1, now: number): Promise<boolean> {
      return await db.tx(async () => {
        const ok = (await db.run('UPDATE users SET status = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL', status, now, userId)).changes > 0;
        if (ok && status === 0) await revokeCredentials(db, userId, now);
        return ok;
      });
    },
    /** Soft delete: the row stays for history (records, messages), the account is gone. */
    async deleteUser(userId: number, now: number): Promise<boolean> {
      return await db.tx(async () => {
        const ok = (await db.run('UPDATE users SET deleted_at = ?, status = 0 WHERE id = ? AND deleted_at IS NULL', now, userId)).changes > 0;
        if (ok) {
          await revokeCredentials(db, userId, now);
          await db.run('DELETE FROM user_group_members WHERE user_id = ?', userId);
        }
        return ok;
      });
    },

    // ---- user groups ----
    listGroups(f: { groupName?: string }, page: Page): Promise<Paged<GroupListRow>> {
      const where = new Where();
      if (f.groupName) where.add("g.group_name LIKE ? ESCAPE '\\'", likeContains(f.groupName));
      return selectPage<GroupListRow>(db, {
        select: `g.id, g.group_name AS groupName, g.note, g.created_at AS createdAt, g.updated_at AS updatedAt,
          (SELECT COUNT(*) FROM user_group_members m WHERE m.group_id = g.id) AS memberCount`,
        from: 'user_groups g', where, orderBy: 'g.id',
      }, page);
    },
    async getGroup(id: number): Promise<(GroupRow & { members: GroupMember[] }) | undefined> {
      const g = await db.get('SELECT id, group_name AS groupName, note, created_at AS createdAt, updated_at AS updatedAt FROM user_groups WHERE id = ?', id) as GroupRow | undefined;
      if (!g) return undefined;
      const members = await db.all(`SELECT u.id AS userID, u.username, u.name, u.dept_name AS deptName FROM user_group_members m
         JOIN users u ON u.id = m.user_id WHERE m.group_id = ? AND u.deleted_at IS NULL ORDER BY u.id`, id) as GroupMember[];
      return { ...g, members };
    },
    async insertGroup(g: { groupName: string; note: string; userIds: number[]; now: number }): Promise<number> {
      return await db.tx(async () => {
        const id = Number(await db.insert('INSERT INTO user_groups (group_name, note, created_at, updated_at) VALUES (?, ?, ?, ?)', g.groupName, g.note, g.now, g.now));
        await setGroupMembersTx(db, id, g.userIds);
        return id;
      });
    },
    async updateGroup(id: number, g: { groupName?: string; note?: string; userIds?: number[]; now: number }): Promise<boolean> {
      return await db.tx(async () => {
        const cur = await db.get('SELECT group_name AS groupName, note FROM user_groups WHERE id = ?', id) as { groupName: string; note: string } | undefined;
        if (!cur) return false;
        await db.run('UPDATE user_groups SET group_name = ?, note = ?, updated_at = ? WHERE id = ?', g.groupName ?? cur.groupName, g.note ?? cur.note, g.now, id);
        if (g.userIds) await setGroupMembersTx(db, id, g.userIds);
        return true;
      });
    },
    async deleteGroup(id: number): Promise<boolean> {
      return (await db.run('DELETE FROM user_groups WHERE id = ?', id)).changes > 0;
    },
    async setUserGroups(userId: number, groupIds: number[]): Promise<void> {
      await db.tx(async () => {
        await db.run('DELETE FROM user_group_members WHERE user_id = ?', userId);
        const ins = 'INSERT OR IGNORE INTO user_group_members (group_id, user_id) SELECT id, ? FROM user_groups WHERE id = ?';
        for (const g of groupIds) await db.run(ins, userId, g);
      });
    },
    async getUserGroupIds(userId: number): Promise<number[]> {
      return (await db.all('SELECT group_id AS g FROM user_group_members WHERE user_id = ? ORDER BY group_id', userId) as { g: number }[]).map((r) => r.g);
    },
  };
}
