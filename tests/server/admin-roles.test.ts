// Issue 13 §4: roles (create, edit, delete refused while held, status, menus, operation tags), data scope
// enforced on the record lists, the detail, the data query, the summary and the export, the department
// tree (add, rename, move, disable, delete refused while used) and the dictionaries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, migrations } from '../../demo/server/db/migrations.ts';
import { assertNoSecrets, ON_POSTGRES, startTestServer, tempDir, type TestServer } from './helpers.ts';
import { readXlsx } from './xlsxHelpers.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
const tok = async (user: string, password?: string) => (tokens[user] ??= await s.login(user, password));
const EN = { 'Accept-Language': 'en' };
const call = async (method: string, user: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  s.call(method, path, { token: await tok(user), body, headers });
const get = (user: string, path: string, headers?: Record<string, string>) => call('GET', user, path, undefined, headers);

interface Dept { deptId: number; deptName: string; parentId: number | null; status: number; userCount: number; recordCount: number }
let depts: Dept[];
const dept = (name: string) => depts.find((d) => d.deptName === name)!;
interface Menu { menuId: number; path: string; children: Menu[] }
const flat = (ms: Menu[]): Menu[] => ms.flatMap((m) => [m, ...flat(m.children)]);

beforeAll(async () => {
  s = await startTestServer();
  depts = (await get('admin', '/api/v1/dept/list')).data;
});
afterAll(async () => {
  assertNoSecrets(s.seen);
  await s.stop();
});

describe('roles', () => {
  it('creates, edits and deletes a role; deleting a held role is refused in the caller\'s language', async () => {
    const created = await call('POST', 'secadmin', '/api/v1/role', { roleKey: 'wardAudit', roleName: '病区稽查', sort: 20, permissions: ['baqsj:report:view'] });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ roleKey: 'wardAudit', roleName: '病区稽查', status: 1, dataScope: 'self', permissions: ['baqsj:report:view'], userCount: 0 });
    const roleId = created.data.roleId as number;
    expect((await call('POST', 'secadmin', '/api/v1/role', { roleKey: 'wardAudit', roleName: 'x' })).code).toBe(400);
    expect((await call('POST', 'secadmin', '/api/v1/role', { roleKey: '9bad key', roleName: 'x' })).code).toBe(400);
    expect((await call('POST', 'secadmin', '/api/v1/role', { roleKey: 'okKey', roleName: '' })).code).toBe(400);
    expect((await call('POST', 'secadmin', '/api/v1/role', { roleKey: 'okKey', roleName: 'x', permissions: ['bad tag!'] })).code).toBe(400);
    expect((await call('POST', 'nurse01', '/api/v1/role', { roleKey: 'sneaky', roleName: 'x' })).code).toBe(403);

    const edited = await call('PUT', 'secadmin', '/api/v1/role', { roleId, roleName: '病区质量稽查', remark: '稽查', permissions: ['baqsj:report:view', 'baqsj:data:query'], status: 0 });
    expect(edited.data).toMatchObject({ roleName: '病区质量稽查', remark: '稽查', status: 0, permissions: ['baqsj:report:view', 'baqsj:data:query'] });
    // the key is labelled by the role dictionary from its creation; its Chinese label follows a rename
    expect((await get('admin', '/api/v1/dict/all')).data.sys_role).toContainEqual(expect.objectContaining({ value: 'wardAudit', zh: '病区质量稽查', en: '病区稽查' }));

    // a user holds it: deletion refused (409) with a clear message in zh-CN and in English
    const u = await s.sys('/SYS/SYuser/doSave', { username: 'audit01', password: 'Audit@2024x', name: '稽查员', deptId: dept('内分泌科').deptId, roles: ['wardAudit'] }, { token: await tok('admin') });
    expect(u.code).toBe(200);
    const zh = await call('DELETE', 'secadmin', `/api/v1/role/${roleId}`);
    expect(zh.code).toBe(409);
    expect(zh.msg).toContain('病区质量稽查');
    expect(zh.msg).toContain('1 位用户');
    const en = await call('DELETE', 'secadmin', `/api/v1/role/${roleId}`, undefined, EN);
    expect(en.msg).toBe('The role "病区质量稽查" is still held by 1 user(s); take it away from them before deleting it');
    // taken away (here: the user deleted), it goes
    expect((await s.sys('/SYS/SYuser/doDelete', { userID: u.data.userID }, { token: await tok('admin'), method: 'DELETE' })).code).toBe(200);
    expect((await call('DELETE', 'secadmin', `/api/v1/role/${roleId}`)).data).toEqual({ roleId, deleted: true });
    expect((await call('DELETE', 'secadmin', `/api/v1/role/${roleId}`)).code).toBe(404);
    // its key's dictionary entry goes with it
    expect((await get('admin', '/api/v1/dict/all')).data.sys_role.map((e: { value: string }) => e.value)).not.toContain('wardAudit');
  });

  it('never disables or deletes the system role', async () => {
    const roles = (await get('admin', '/api/v1/rolelist?pageSize=50')).data.list as { roleId: number; roleKey: string; userCount: number }[];
    const sys = roles.find((r) => r.roleKey === 'System')!;
    expect(sys.userCount).toBeGreaterThan(0);
    expect((await call('DELETE', 'secadmin', `/api/v1/role/${sys.roleId}`)).code).toBe(400);
    expect((await call('PUT', 'secadmin', '/api/v1/role', { roleId: sys.roleId, status: 0 }, EN)).msg).toBe('The administrator roles (system, security and audit administrator) cannot be disabled or deleted');
  });

  it('reads and sets a role\'s menus; a granted page brings its directories', async () => {
    const roleId = (await call('POST', 'secadmin', '/api/v1/role', { roleKey: 'menuProbe', roleName: '菜单测试' })).data.roleId as number;
    const first = (await get('secadmin', `/api/v1/menurole?roleId=${roleId}`)).data as { menus: Menu[]; checkedKeys: number[] };
    expect(first.checkedKeys).toEqual([]);
    const all = flat(first.menus);
    const query = all.find((m) => m.path === '/newBaqsj/queryData')!;
    const dir = all.find((m) => m.children.some((c) => c.menuId === query.menuId))!;
    expect((await call('PUT', 'secadmin', '/api/v1/menurole', { roleId, menuIds: [query.menuId] })).data.menuIds).toEqual([dir.menuId, query.menuId].sort((a, b) => a - b));
    expect((await get('secadmin', `/api/v1/menurole?roleId=${roleId}`)).data.checkedKeys).toEqual([dir.menuId, query.menuId].sort((a, b) => a - b));
    expect((await call('PUT', 'secadmin', '/api/v1/menurole', { roleId, menuIds: [999999] })).code).toBe(400);
    expect((await get('nurse01', `/api/v1/menurole?roleId=${roleId}`)).code).toBe(403);
    // without roleId: the caller's own tree, as before
    expect(Array.isArray((await get('nurse01', '/api/v1/menurole')).data)).toBe(true);
  });

  it('checks the data scope and its chosen departments', async () => {
    const roleId = (await call('POST', 'secadmin', '/api/v1/role', { roleKey: 'scopeProbe', roleName: '范围测试' })).data.roleId as number;
    expect((await call('PUT', 'secadmin', '/api/v1/roledatascope', { roleId, dataScope: 'custom' }, EN)).msg).toBe('The "chosen departments" scope needs at least one department');
    expect((await call('PUT', 'secadmin', '/api/v1/roledatascope', { roleId, dataScope: 'custom', deptIds: [999999] })).code).toBe(400);
    expect((await call('PUT', 'secadmin', '/api/v1/roledatascope', { roleId, dataScope: 'nonsense' })).code).toBe(400);
    expect((await call('PUT', 'secadmin', '/api/v1/roledatascope', { roleId, dataScope: 4 })).data).toEqual({ roleId, dataScope: 'deptAndBelow', deptIds: [] });
    const custom = await call('PUT', 'secadmin', '/api/v1/roledatascope', { roleId, dataScope: 'custom', deptIds: [dept('心血管内科').deptId] });
    expect(custom.data).toEqual({ roleId, dataScope: 'custom', deptIds: [dept('心血管内科').deptId] });
  });
});

describe('data scope on records', () => {
  let roleId: number;
  interface Row { id: number; deptName: string; createdBy: number | null }
  const all = async (user: string, extra = '') => (await get(user, `/api/v1/records?scope=all&pageSize=500${extra}`)).data as { list: Row[]; count: number };
  const exportRows = async (user: string) => {
    const res = await s.raw('GET', '/api/v1/records/export', { headers: { Authorization: `Bearer ${await tok(user)}` } });
    expect(res.status).toBe(200);
    return (await readXlsx(res)).text.split('\n').slice(1);
  };
  const setScope = (dataScope: string, deptIds?: number[]) => call('PUT', 'secadmin', '/api/v1/roledatascope', { roleId, dataScope, deptIds });

  beforeAll(async () => {
    roleId = (await call('POST', 'secadmin', '/api/v1/role', { roleKey: 'deptAuditor', roleName: '科室稽查', permissions: ['baqsj:data:query'], dataScope: 'dept' })).data.roleId;
    const u = await s.sys('/SYS/SYuser/doSave', { username: 'scoped01', password: 'Scoped@2024x', name: '范围用户', deptId: dept('内分泌科').deptId, roles: ['deptAuditor'] }, { token: await tok('admin') });
    expect(u.code).toBe(200);
    tokens.scoped01 = await s.login('scoped01', 'Scoped@2024x');
  });

  it('a department-scoped user sees only their department in the list, summary, export and detail', async () => {
    const everything = await all('admin');
    const depts = new Set(everything.list.map((r) => r.deptName));
    expect(depts.size).toBeGreaterThan(1);
    const mine = await all('scoped01');
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.count).toBe(everything.list.filter((r) => r.deptName === '内分泌科').length);
    expect(new Set(mine.list.map((r) => r.deptName))).toEqual(new Set(['内分泌科']));
    // the hospital-infection and anaesthesia views are the same query
    for (const view of ['hospitalSense', 'anaesthesia']) {
      expect((await all('scoped01', `&view=${view}`)).list.every((r) => r.deptName === '内分泌科')).toBe(true);
    }
    const summary = (await get('scoped01', '/api/v1/records/summary?scope=all')).data;
    expect(summary.total).toBe(mine.count);
    const lines = await exportRows('scoped01');
    expect(lines.length).toBe(mine.count);
    expect(lines.every((l) => l.includes(',内分泌科,'))).toBe(true);

    const other = everything.list.find((r) => r.deptName !== '内分泌科')!;
    const same = everything.list.find((r) => r.deptName === '内分泌科')!;
    expect((await get('scoped01', `/api/v1/records/${other.id}`)).code).toBe(404);
    expect((await get('scoped01', `/api/v1/records/${same.id}`)).code).toBe(200);
    // asking for another department by filter still yields nothing
    expect((await all('scoped01', `&deptId=${dept('心血管内科').deptId}`)).count).toBe(0);
  });

  it('"my department and below" reaches the departments under the user\'s; "chosen" the chosen; "only mine" nothing else', async () => {
    const everything = (await all('admin')).list;
    const medicine = ['内分泌科', '心血管内科', '呼吸内科', '神经内科', '儿科'];
    // move the user up to the division 内科系统
    const info = (await get('admin', '/api/v1/sysUserList?username=scoped01')).data.list[0];
    await s.sys('/SYS/SYuser/doUpdate', { userID: info.userId, deptId: dept('内科系统').deptId }, { token: await tok('admin'), method: 'PUT' });
    await setScope('deptAndBelow');
    const below = await all('scoped01');
    expect(below.count).toBe(everything.filter((r) => medicine.includes(r.deptName)).length);
    expect(new Set(below.list.map((r) => r.deptName)).size).toBeGreaterThan(1);
    // 'dept' at the division level: no record is filed under the division itself
    await setScope('dept');
    expect((await all('scoped01')).count).toBe(0);
    await setScope('custom', [dept('普通外科').deptId]);
    const chosen = await all('scoped01');
    expect(chosen.count).toBeGreaterThan(0);
    expect(chosen.list.every((r) => r.deptName === '普通外科')).toBe(true);
    expect((await exportRows('scoped01')).every((l) => l.includes(',普通外科,'))).toBe(true);
    await setScope('self');
    expect((await all('scoped01')).count).toBe(0);
    expect(await exportRows('scoped01')).toEqual([]);
    // disabled, the role grants nothing: no data query at all
    await call('PUT', 'secadmin', '/api/v1/role', { roleId, status: 0 });
    expect((await get('scoped01', '/api/v1/records?scope=all')).code).toBe(403);
    await call('PUT', 'secadmin', '/api/v1/role', { roleId, status: 1 });
  });

  it('filters by the department tree: a division holds its departments', async () => {
    const everything = (await all('admin')).list;
    const surgery = await all('admin', `&deptId=${dept('外科系统').deptId}`);
    expect(surgery.count).toBe(everything.filter((r) => ['普通外科', '骨科', '妇产科'].includes(r.deptName)).length);
    expect((await get('admin', '/api/v1/records?scope=all&deptId=abc')).code).toBe(400);
  });
});

describe('department tree', () => {
  it('adds, renames, moves and disables; refuses cycles and deleting a used department', async () => {
    const parent = dept('内科系统').deptId;
    const created = await call('POST', 'admin', '/api/v1/dept', { deptName: '风湿免疫科', parentId: parent });
    expect(created.code).toBe(200);
    const id = created.data.deptId as number;
    expect((await call('POST', 'admin', '/api/v1/dept', { deptName: '风湿免疫科' })).code).toBe(400);
    expect((await call('POST', 'admin', '/api/v1/dept', { deptName: '' })).code).toBe(400);
    expect((await call('POST', 'nurse01', '/api/v1/dept', { deptName: 'x' })).code).toBe(403);

    // a user placed there by id; the name follows a rename
    const u = await s.sys('/SYS/SYuser/doSave', { username: 'rheum01', password: 'Rheum@2024x', name: '风湿医生', deptId: id, roles: ['nurse'] }, { token: await tok('admin') });
    expect(u.code).toBe(200);
    expect((await call('PUT', 'admin', '/api/v1/dept', { deptId: id, deptName: '风湿免疫内科' })).code).toBe(200);
    const user = (await get('admin', '/api/v1/sysUserList?username=rheum01')).data.list[0];
    expect(user).toMatchObject({ deptName: '风湿免疫内科', deptId: id });

    // free text that is no department is refused; so is a disabled department
    const free = await s.sys('/SYS/SYuser/doSave', { username: 'free01', password: 'Free@2024xx', name: '自由', deptName: '不存在的科室' }, { token: await tok('admin') });
    expect(free.code).toBe(400);

    // move: under itself or below itself is refused
    expect((await call('PUT', 'admin', '/api/v1/dept', { deptId: parent, parentId: id }, EN)).msg).toBe('A department cannot move under itself or a department below it');
    expect((await call('PUT', 'admin', '/api/v1/dept', { deptId: id, parentId: dept('外科系统').deptId })).code).toBe(200);
    depts = (await get('admin', '/api/v1/dept/list')).data;
    expect(dept('风湿免疫内科')).toMatchObject({ parentId: dept('外科系统').deptId, userCount: 1 });

    // delete refused while used: users, records, departments below
    const withUsers = await call('DELETE', 'admin', `/api/v1/dept/${id}`, undefined, EN);
    expect(withUsers).toMatchObject({ code: 409, msg: 'The department "风湿免疫内科" still has users; move them to another department first' });
    expect((await call('DELETE', 'admin', `/api/v1/dept/${dept('内分泌科').deptId}`)).msg).toContain('仍有用户');
    expect((await call('DELETE', 'admin', `/api/v1/dept/${dept('外科系统').deptId}`)).msg).toContain('下级科室');
    const recordsOnly = await call('POST', 'admin', '/api/v1/dept', { deptName: '旧科室' });
    expect(recordsOnly.code).toBe(200);

    // disabled: not offered to the pickers, refused for a user
    await call('PUT', 'admin', '/api/v1/dept', { deptId: id, status: 0 });
    const picked = await s.sys('/SYS/SYuser/doUpdate', { userID: user.userId, deptId: id }, { token: await tok('admin'), method: 'PUT' });
    expect(picked.code).toBe(400);
    const old = (await call('POST', 'admin', '/xjs-api/MTSaas/sysDept/doQueryList', { status: 1 })).resData.records;
    expect((old as { deptName: string }[]).some((d) => d.deptName === '风湿免疫内科')).toBe(false);

    // moved away, the user frees it; then it goes
    await s.sys('/SYS/SYuser/doUpdate', { userID: user.userId, deptId: dept('内分泌科').deptId }, { token: await tok('admin'), method: 'PUT' });
    expect((await call('DELETE', 'admin', `/api/v1/dept/${id}`)).data).toEqual({ deptId: id, deleted: true });
    expect((await call('DELETE', 'admin', `/api/v1/dept/${id}`)).code).toBe(404);
  });

  it('refuses deleting a department that records use', async () => {
    const d = dept('心血管内科');
    expect(d.recordCount).toBeGreaterThan(0);
    // take its users away first so only the records hold it
    const users = (await get('admin', `/api/v1/sysUserList?deptName=${encodeURIComponent('心血管内科')}&pageSize=50`)).data.list as { userId: number }[];
    for (const u of users) await s.sys('/SYS/SYuser/doUpdate', { userID: u.userId, deptId: dept('儿科').deptId }, { token: await tok('admin'), method: 'PUT' });
    const res = await call('DELETE', 'admin', `/api/v1/dept/${d.deptId}`);
    expect(res.code).toBe(409);
    expect(res.msg).toContain('已有业务记录');
  });
});

describe('dictionaries', () => {
  it('serves every coded value in both languages, and labels a type in the caller\'s language', async () => {
    const all = (await get('nurse01', '/api/v1/dict/all')).data as Record<string, { value: string; zh: string; en: string }[]>;
    for (const t of ['sys_role', 'tech_level', 'tech_kind', 'event_grade', 'record_state', 'menu_icon', 'data_scope']) {
      expect(all[t]?.length, t).toBeGreaterThan(0);
      for (const e of all[t]) expect(e.zh && e.en, `${t}.${e.value}`).toBeTruthy();
    }
    expect(all.tech_level.find((e) => e.value === '2')).toMatchObject({ zh: '二类技术', en: 'Level 2 technology' });
    expect((await get('nurse01', '/api/v1/dict/data?dictType=tech_level', EN)).data[0]).toEqual({ dictValue: '1', dictLabel: 'Level 1 technology' });
    expect((await get('nurse01', '/api/v1/dict/data?dictType=tech_level')).data[0]).toEqual({ dictValue: '1', dictLabel: '一类技术' });
  });

  it('edits types and entries (both labels, order, status); refuses clashes', async () => {
    expect((await call('POST', 'admin', '/api/v1/dict/type', { dictType: 'shift', nameZh: '班次', nameEn: 'Shifts' })).data).toEqual({ dictType: 'shift', outcome: 'created' });
    expect((await call('POST', 'admin', '/api/v1/dict/type', { dictType: '1bad', nameZh: 'x' })).code).toBe(400);
    const e = await call('POST', 'admin', '/api/v1/dict/entry', { dictType: 'shift', value: 'day', zh: '白班', en: 'Day shift', sort: 1 });
    expect(e.code).toBe(200);
    expect((await call('POST', 'admin', '/api/v1/dict/entry', { dictType: 'shift', value: 'day', zh: '重复' }, EN)).msg).toBe('The code "day" is already used in this type');
    await call('POST', 'admin', '/api/v1/dict/entry', { id: e.data.id, dictType: 'shift', value: 'day', zh: '白班', en: 'Day', sort: 1, status: 0 });
    expect((await get('admin', '/api/v1/dict/entries?dictType=shift')).data).toEqual([{ id: e.data.id, dictType: 'shift', value: 'day', zh: '白班', en: 'Day', sort: 1, status: 0 }]);
    // a disabled entry is not offered as an option
    expect((await get('admin', '/api/v1/dict/data?dictType=shift')).data).toEqual([]);
    expect((await call('DELETE', 'admin', '/api/v1/dict/type/shift')).code).toBe(409);
    expect((await call('DELETE', 'admin', `/api/v1/dict/entry/${e.data.id}`)).data).toEqual({ deleted: true });
    expect((await call('DELETE', 'admin', '/api/v1/dict/type/shift')).data).toEqual({ deleted: true });
    expect((await call('POST', 'nurse01', '/api/v1/dict/entry', { dictType: 'tech_level', value: '9', zh: 'x' })).code).toBe(403);
  });
});

describe('the migration on an existing database', () => {
  // SQLite's by nature: an old SQLite database migrated (PostgreSQL starts from the baseline of version 10)
  it.skipIf(ON_POSTGRES)('maps free-text departments to rows of the tree and labels the existing dictionaries in English', () => {
    const dir = tempDir();
    const db = new Database(join(dir, 'hos.sqlite'));
    try {
      const before = migrations.findIndex((m) => m.name === 'migrationAdmin');
      expect(before).toBeGreaterThan(0);
      db.transaction(() => { for (let i = 0; i < before; i++) migrations[i](db); db.pragma(`user_version = ${before}`); })();
      db.prepare("INSERT INTO depts (dept_name, sort) VALUES ('医院', 1)").run();
      db.prepare("INSERT INTO depts (dept_name, sort, parent_id) VALUES ('内分泌科', 2, 1)").run();
      const user = db.prepare(`INSERT INTO users (username, password_hash, name, dept_name, password_changed_at, created_at, updated_at) VALUES (?, 'x', ?, ?, 0, 0, 0)`);
      user.run('a', 'A', '内分泌科'); user.run('b', 'B', ' 康复科 '); user.run('c', 'C', '');
      db.prepare("INSERT INTO dicts (dict_type, dict_value, dict_label, sort) VALUES ('tech_level', '1', '一类技术', 1)").run();
      migrate(db);
      const rows = db.prepare('SELECT u.username, u.dept_name AS deptName, d.dept_name AS treeName, d.parent_id AS parentId FROM users u LEFT JOIN depts d ON d.id = u.dept_id ORDER BY u.username').all();
      expect(rows).toEqual([
        { username: 'a', deptName: '内分泌科', treeName: '内分泌科', parentId: 1 },
        { username: 'b', deptName: '康复科', treeName: '康复科', parentId: 1 },
        { username: 'c', deptName: '', treeName: null, parentId: null },
      ]);
      expect(db.prepare("SELECT dict_label AS zh, label_en AS en FROM dicts WHERE dict_type = 'tech_level' AND dict_value = '1'").get()).toEqual({ zh: '一类技术', en: 'Level 1 technology' });
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
