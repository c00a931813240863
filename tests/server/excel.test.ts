// Excel in and out (issue 13 §3): every export is a real XLSX (read back with ExcelJS: headers in the
// caller's language, dates as dates, numbers as numbers, frozen header) within the caller's data scope; the
// user import checks every row, reports row by row, writes all or nothing, and refuses bad files with a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { assertNoSecrets, startTestServer, type TestServer } from './helpers.ts';
import { readXlsx, XLSX_TYPE } from './xlsxHelpers.ts';
import { formatDateTime } from '../../src/core/i18n/format.ts';
import { DEFAULT_TIME_ZONE } from '../../src/core/settings/timeZone.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterAll(async () => { await s.stop(); });

const XLSX = XLSX_TYPE;

async function download(method: string, path: string, token: string, opts: { lang?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (opts.lang) headers['Accept-Language'] = opts.lang;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await s.raw(method, path, { headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(XLSX);
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; .*filename\*=UTF-8''.+\.xlsx$/);
  const { wb, ws, header, rows } = await readXlsx(res);
  s.seen.push(JSON.stringify(rows));
  return { wb, ws, header, rows, name: decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(res.headers.get('content-disposition')!)![1]) };
}

function expectFrozenHeader(ws: ExcelJS.Worksheet) {
  expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(ws.getRow(1).font?.bold).toBe(true);
}

async function upload(file: Buffer, name: string, opts: { confirm?: boolean; lang?: string; token?: string } = {}) {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(file)]), name);
  const headers: Record<string, string> = { Authorization: `Bearer ${opts.token ?? admin}` };
  if (opts.lang) headers['Accept-Language'] = opts.lang;
  const res = await s.raw('POST', `/api/v1/sysUser/import${opts.confirm ? '?confirm=1' : ''}`, { headers, body: fd });
  expect(res.status).toBe(200);
  const text = await res.text();
  s.seen.push(text);
  return JSON.parse(text);
}

async function sheet(header: string[], rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Users');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const userCount = async () => (await s.sys('/SYS/SYuser/doQueryPage', { pageIndex: 1, pageSize: 1 }, { token: admin })).data.total as number;

describe('exports are real XLSX', () => {
  it('users: headers in the caller\'s language, numbers, dates, frozen header', async () => {
    const zh = await download('GET', '/api/v1/sysUser/export', admin);
    expect(zh.name).toMatch(/^用户列表-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(zh.header).toEqual(['用户ID', '用户名', '姓名', '工号', '科室', '手机号', '邮箱', '性别', '角色', '状态', '创建时间']);
    expectFrozenHeader(zh.ws);
    const nurse = zh.rows.find((r) => r[1] === 'nurse01')!;
    expect(typeof nurse[0]).toBe('number');
    expect(nurse[10]).toBeInstanceOf(Date);
    expect(nurse[4]).toBe('内分泌科');
    expect(nurse[9]).toBe('正常');
    expect(zh.ws.getColumn(2).width).toBeGreaterThan(8);
    const en = await download('GET', '/api/v1/sysUser/export?username=nurse', admin, { lang: 'en' });
    expect(en.header[0]).toBe('User ID');
    expect(en.name).toMatch(/^Users \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(en.rows.every((r) => String(r[1]).includes('nurse'))).toBe(true);
    expect(en.rows.find((r) => r[1] === 'nurse01')![9]).toBe('Enabled');
  });

  it('users: only the System role', async () => {
    const nurse = await s.login('nurse01');
    expect((await s.call('GET', '/api/v1/sysUser/export', { token: nurse })).code).toBe(403);
  });

  it('a date cell shows the record\'s time in the hospital\'s zone, as its page does (issue 35 §4)', async () => {
    const q = await s.login('quality01');
    const list = (await s.call('GET', '/api/v1/records?scope=all&pageSize=1', { token: q })).data.list[0];
    const { header, rows } = await download('GET', `/api/v1/records/export?keyword=${encodeURIComponent(list.title)}`, q);
    expect(header.slice(0, 6)).toEqual(['编号', '标题', '状态', '上报人', '科室', '提交时间']);
    const row = rows.find((r) => r[0] === list.id)!;
    expect(row).toBeTruthy();
    const d = row[5] as Date;
    expect(d).toBeInstanceOf(Date);
    // Excel keeps wall-clock time: the cell's UTC fields are the hospital's wall clock (系统设置, Asia/Shanghai unset),
    // what the pages' formatter shows (tests/server/hospital-zone.test.ts runs it on a UTC server)
    expect(d.toISOString().slice(0, 19).replace('T', ' ')).toBe(formatDateTime(list.submittedAt, 'zh-CN', { timeZone: DEFAULT_TIME_ZONE, seconds: true }));
  });

  it('records: the data query through the data scope, state in words, missing fields by name', async () => {
    const q = await s.login('quality01');
    const all = (await s.call('GET', '/api/v1/records?scope=all&pageSize=1', { token: q })).data.count;
    const { rows, ws } = await download('GET', '/api/v1/records/export', q, { lang: 'en' });
    expect(rows.length).toBe(all);
    expectFrozenHeader(ws);
    expect(rows.every((r) => typeof r[0] === 'number')).toBe(true);
    expect(rows.some((r) => /^[A-Z]/.test(String(r[2])))).toBe(true);
    expect(rows.some((r) => String(r[13]).includes('Patient name') || String(r[13]).includes('What happened') || r[13] === undefined)).toBe(true);
    expect((await s.call('GET', '/api/v1/records/export', { token: await s.login('nurse01') })).code).toBe(403);
  });

  it('records: a closed or archived case carries the quality office\'s conclusion', async () => {
    const q = await s.login('quality01');
    const { header, rows } = await download('GET', `/api/v1/records/export?keyword=${encodeURIComponent('输液泵报警失灵')}`, q);
    const col = header.indexOf('结案结论');
    expect(col).toBeGreaterThan(0);
    expect(rows).toHaveLength(1);
    expect(rows[0][col]).toBe('同型号输液泵已全部排查，问题设备已送检停用，结案');
    // the seeded tube dislodgement still rectifying has none
    const open = await download('GET', `/api/v1/records/export?keyword=${encodeURIComponent('八病区 5 床')}`, q);
    expect(open.rows).toHaveLength(1);
    expect(open.rows.every((r) => !r[col])).toBe(true);
  });

  it('records: a department-scoped caller exports only their department', async () => {
    // the role's data scope decides (routes/recordView.ts callerDataScope): a dept-scoped quality officer
    const role = (await s.call('GET', '/api/v1/rolelist?pageSize=50', { token: admin })).data.list;
    const qo = role.find((r: { roleKey: string }) => r.roleKey === 'qualityOfficer');
    expect(qo).toBeTruthy();
    const sec = await s.login('secadmin');
    const set = await s.call('PUT', '/api/v1/roledatascope', { token: sec, body: { roleId: qo.roleId ?? qo.id, dataScope: 'dept' } });
    expect(set.code).toBe(200);
    try {
      const q = await s.login('quality01');
      const { rows } = await download('GET', '/api/v1/records/export', q);
      const dept = (await s.call('GET', '/api/v1/user/profile', { token: q })).data.deptName;
      expect(rows.every((r) => r[4] === dept)).toBe(true);
    } finally {
      await s.call('PUT', '/api/v1/roledatascope', { token: sec, body: { roleId: qo.roleId ?? qo.id, dataScope: 'all' } });
    }
  });

  it('technology catalogues: both kinds, levels by their label, through the old API', async () => {
    const t = await s.login('tech01');
    for (const [svc, zhName] of [['xjsLimitType', '限制类技术目录'], ['xjsUnlimitType', '非限制类技术目录']]) {
      const { header, rows, ws, name } = await download('POST', `/xjs-api/MTSaas/${svc}/doExport`, t, { body: {} });
      expect(name.startsWith(zhName)).toBe(true);
      expect(header).toEqual(['编号', '技术编码', '技术名称', '类别', '科室', '申请人', '级别', '状态', '创建时间']);
      expectFrozenHeader(ws);
      expect(rows.length).toBeGreaterThan(0);
      expect(typeof rows[0][0]).toBe('number');
      expect(rows[0][8]).toBeInstanceOf(Date);
      expect(rows.every((r) => !/^\d$/.test(String(r[6] ?? '')))).toBe(true);
    }
    const filtered = await download('POST', '/xjs-api/MTSaas/xjsLimitType/doExport', t, { body: { name: '手术' }, lang: 'en' });
    expect(filtered.header[2]).toBe('Technology');
    expect(filtered.rows.every((r) => String(r[2]).includes('手术'))).toBe(true);
  });
});

describe('user import', () => {
  it('the template: headers in the user\'s language, an example row, notes with departments and roles', async () => {
    const { wb, header, rows, name } = await download('GET', '/api/v1/sysUser/importTemplate', admin);
    expect(name).toBe('用户导入模板.xlsx');
    expect(header).toEqual(['用户名（必填）', '姓名（必填）', '初始密码（必填）', '工号', '科室', '手机号', '邮箱', '性别', '角色']);
    expect(rows).toHaveLength(1);
    const notes = wb.worksheets[1];
    const col = (n: number) => (notes.getColumn(n).values as unknown[]).filter(Boolean).map(String);
    expect(col(4)).toContain('内分泌科');
    expect(col(7)).toContain('nurse');
    // the department column has a drop-down of the notes sheet's departments
    expect(wb.worksheets[0].getCell('E2').dataValidation).toMatchObject({ type: 'list', formulae: [expect.stringMatching(/填写说明'!\$D\$2:\$D\$\d+$/)] });
    expect(wb.worksheets[0].getCell('E1001').dataValidation).toMatchObject({ type: 'list' });
    const en = await download('GET', '/api/v1/sysUser/importTemplate', admin, { lang: 'en' });
    expect(en.header[0]).toBe('Username (required)');
    expect(en.name).toBe('User import template.xlsx');
  });

  it('the filled-in template imports (check, then confirm): all users written with their roles', async () => {
    const before = await userCount();
    const file = await sheet(['用户名（必填）', '姓名（必填）', '初始密码（必填）', '工号', '科室', '手机号', '邮箱', '性别', '角色'], [
      ['imp_a', '导入甲', 'Import#2025a', 'H9001', '内分泌科', '13800009001', 'a@hospital.cn', '女', '上报护士'],
      ['imp_b', '导入乙', 'Import#2025b', '', '', '', '', 'Male', 'nurse、deptApprover'],
      [],
      ['imp_c', '导入丙', 'Import#2025c', '', '普通外科', '010-12345678', '', '', 'Nurse'],
    ]);
    const check = await upload(file, 'users.xlsx');
    expect(check.code).toBe(200);
    expect(check.data).toMatchObject({ total: 3, bad: 0, problems: [], imported: 0 });
    expect(await userCount()).toBe(before);
    expect(JSON.stringify(check.data)).not.toContain('Import#2025');
    // the preview in the caller's language: role and department by their English names (issue 23 §1)
    const checkEn = await upload(file, 'users.xlsx', { lang: 'en' });
    expect(checkEn.data.users[0]).toMatchObject({ deptName: '内分泌科', deptNameEn: 'Endocrinology', roleNames: ['Reporting nurse'] });
    expect(check.data.users[0].roleNames).toEqual(['上报护士']);
    const done = await upload(file, 'users.xlsx', { confirm: true });
    expect(done.code).toBe(200);
    expect(done.data.imported).toBe(3);
    expect(await userCount()).toBe(before + 3);
    const a = (await s.sys('/SYS/SYuser/doQueryPage', { pageIndex: 1, pageSize: 5, username: 'imp_a' }, { token: admin })).data.records[0];
    expect(a).toMatchObject({ name: '导入甲', deptName: '内分泌科', sex: '1', phone: '13800009001' });
    expect(a.roles).toEqual(['nurse']);
    const b = (await s.sys('/SYS/SYuser/doQueryPage', { pageIndex: 1, pageSize: 5, username: 'imp_b' }, { token: admin })).data.records[0];
    expect(b.roles.sort()).toEqual(['deptApprover', 'nurse']);
    const impC = await s.login('imp_c', 'Import#2025c');
    expect(impC.length).toBe(64);
    // an administrator chose the password: the owner changes it at the first login
    expect((await s.call('GET', '/api/v1/getinfo', { token: impC })).data.records[0].pwdChangeReason).toBe('new');
    // the same file again: every username is taken now, nothing written
    const again = await upload(file, 'users.xlsx', { confirm: true });
    expect(again.code).toBe(400);
    expect(again.data.problems.map((p: { row: number }) => p.row)).toEqual([2, 3, 5]);
    expect(await userCount()).toBe(before + 3);
  });

  it('bad rows: every problem of every row reported (row, column, reason in the caller\'s language), nothing written', async () => {
    const before = await userCount();
    const file = await sheet(['Username (required)', 'Name (required)', 'Initial password (required)', 'Department', 'Phone', 'Email', 'Sex', 'Roles'], [
      ['good_1', 'Good', 'Good#2025x', '内分泌科', '', '', '', ''],
      ['x', '', 'short', '不存在科', '12345', 'not-mail', 'maybe', 'nurse, wizard'],
      ['good_1', 'Dup', 'Good#2025x', '', '', '', '', ''],
      ['admin', 'Taken', 'Good#2025x', '', '', '', '', ''],
    ]);
    const en = await upload(file, 'bad.xlsx', { lang: 'en' });
    expect(en.code).toBe(200);
    expect(en.data.total).toBe(4);
    expect(en.data.bad).toBe(3);
    const byRow = (n: number) => en.data.problems.filter((p: { row: number }) => p.row === n).map((p: { field: string }) => p.field);
    expect(byRow(2)).toEqual([]);
    expect(byRow(3)).toEqual(['username', 'name', 'password', 'dept', 'phone', 'email', 'sex', 'roles']);
    expect(byRow(4)).toEqual(['username']);
    expect(byRow(5)).toEqual(['username']);
    const p3 = en.data.problems.filter((p: { row: number }) => p.row === 3);
    expect(p3[3]).toMatchObject({ column: 'Department', message: 'There is no department "不存在科"' });
    expect(p3[7].message).toBe('There is no enabled role "wizard"');
    expect(en.data.problems.find((p: { row: number }) => p.row === 4).message).toBe('The username "good_1" is also in row 2');
    const zh = await upload(file, 'bad.xlsx', { confirm: true });
    expect(zh.code).toBe(400);
    expect(zh.msg).toBe('有 3 行数据有问题，未导入任何用户');
    expect(zh.data.problems.find((p: { row: number }) => p.row === 5).message).toBe('用户名“admin”已存在');
    expect(await userCount()).toBe(before);
  });

  it('bad files get a clear 400: not xlsx, junk, wrong columns, empty sheet, too many rows, no file', async () => {
    const before = await userCount();
    const csv = await upload(Buffer.from('用户名,姓名\nzhang,张\n'), 'users.csv');
    expect(csv).toMatchObject({ code: 400 });
    expect(csv.msg).toContain('.xlsx');
    const junk = await upload(randomBytes(10 * 1024 * 1024 - 4096), 'junk.xlsx', { lang: 'en' });
    expect(junk.code).toBe(400);
    expect(junk.msg).toMatch(/not a valid \.xlsx/);
    const big = await upload(randomBytes(10 * 1024 * 1024 + 10), 'big.xlsx', { lang: 'en' });
    expect(big.code).toBe(400);
    expect(big.msg).toMatch(/too large/);
    const zipJunk = await upload(Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(5000)]), 'zip.xlsx', { lang: 'en' });
    expect(zipJunk).toMatchObject({ code: 400 });
    expect(zipJunk.msg).toMatch(/cannot be read/);
    const wrong = await upload(await sheet(['姓名', '年龄'], [['张三', '30']]), 'wrong.xlsx');
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toContain('缺少列：用户名（必填）、初始密码（必填）');
    const extra = await upload(await sheet(['Username', 'Name', 'Initial password', 'Salary'], [['a_b_c', 'A', 'Good#2025x', '1']]), 'extra.xlsx', { lang: 'en' });
    expect(extra.msg).toContain('unknown columns: Salary');
    const empty = await upload(await sheet(['用户名（必填）', '姓名（必填）', '初始密码（必填）'], []), 'empty.xlsx');
    expect(empty.code).toBe(400);
    expect(empty.msg).toContain('没有用户数据');
    const blank = await upload(await sheet([], []), 'blank.xlsx');
    expect(blank.code).toBe(400);
    const many = await upload(await sheet(['用户名', '姓名', '初始密码'], Array.from({ length: 1001 }, (_, i) => [`many_${i}`, 'M', 'Good#2025x'])), 'many.xlsx');
    expect(many.code).toBe(400);
    expect(many.msg).toContain('最多导入 1000 行');
    const res = await s.raw('POST', '/api/v1/sysUser/import', { headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' }, body: '{}' });
    expect((await res.json()).code).toBe(400);
    expect(await userCount()).toBe(before);
  }, 60_000);

  it('only the System role may import', async () => {
    const nurse = await s.login('nurse01');
    const r = await upload(await sheet(['用户名', '姓名', '初始密码'], [['n_1', 'N', 'Good#2025x']]), 'u.xlsx', { token: nurse });
    expect(r.code).toBe(403);
    expect((await s.call('GET', '/api/v1/sysUser/importTemplate', { token: nurse })).code).toBe(403);
  });

  it('no response carried a password or a hash', () => {
    assertNoSecrets(s.seen, ['Import#2025', 'Good#2025x']);
  });
});
