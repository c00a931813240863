// Users from Excel (issue 13 §3): the import template (GET /api/v1/sysUser/importTemplate) and the import
// (POST /api/v1/sysUser/import, one .xlsx file). Without `confirm=1` the upload is only checked: every row,
// with a row-by-row report, and nothing is written. With `confirm=1` the same file is checked again and,
// when every row passes, all users are written in one transaction; any problem writes nothing (400 with
// the report). The client keeps the file between the two calls, so the server holds no state between them.
import { rolesFor } from '../../../src/core/access/duties.ts';
import { checkRoleGrant } from './duties.ts';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuthedCtx, Router } from '../http/router.ts';
import { ApiError } from '../http/envelope.ts';
import { receiveUpload } from '../http/multipart.ts';
import { opt, query, z } from '../http/schemas.ts';
import { hashPasswordAsync } from '../security.ts';
import { langOf, type Lang } from '../workflow/lang.ts';
import { readFirstSheet, XlsxReadError, MAX_UNPACKED_BYTES } from '../xlsx/reader.ts';
import { columnLetter, type XlsxColumn } from '../xlsx/writer.ts';
import { xlsxReply } from '../xlsx/reply.ts';
import { xt } from '../xlsx/texts.ts';
import { sizeText } from '../http/texts.ts';
import {
  checkRows, headerLabel, IMPORT_FIELDS, IMPORT_MAX_ROWS, mapHeader, type ImportField, type ImportLookups, type ImportUser,
} from '../../../src/core/users/importSheet.ts';

/** The largest upload the import reads. */
const IMPORT_LIMIT_BYTES = 10 * 1024 * 1024;
const SYSTEM = rolesFor('accounts');
const WIDTH: Record<ImportField, number> = { username: 16, name: 12, password: 18, workNo: 12, dept: 16, phone: 16, email: 24, sex: 8, roles: 28 };
/** Rows of the template's department column that get the drop-down. */
const LIST_ROWS = IMPORT_MAX_ROWS + 1;

export interface ImportReport {
  /** user rows read (blank rows not counted) */
  total: number;
  /** rows with at least one problem */
  bad: number;
  /** every problem: the sheet row, the column's header and the reason, in the caller's language */
  problems: { row: number; column: string; field: ImportField; message: string }[];
  /** the users as they would be written (no password; roles also by name) */
  users: (Omit<ImportUser, 'password'> & { roleNames: string[]; deptNameEn: string })[];
  /** users written (confirm only) */
  imported: number;
}

/** What the rows are checked against; role names as the caller reads them (the English name when there is one, issue 23 §1). */
async function lookups(ctx: AuthedCtx, usernames: string[], lang: Lang): Promise<ImportLookups & { roleNames: Map<string, string>; deptEn: Map<string, string> }> {
  const store = ctx.app.store;
  const depts = new Set((await store.listDepts()).map((d) => d.deptName));
  const roles = new Map<string, string>();
  const roleNames = new Map<string, string>();
  for (const r of (await store.listRoles({}, { offset: 0, limit: 1000 })).rows) {
    if (r.status !== 1) continue;
    roles.set(r.roleKey.toLowerCase(), r.roleKey);
    roles.set(r.roleName.toLowerCase(), r.roleKey);
    roleNames.set(r.roleKey, (lang === 'en' && r.roleNameEn) || r.roleName);
  }
  const taken = new Set<string>();
  for (const u of new Set(usernames)) if (u && (await store.usernameTaken(u))) taken.add(u);
  return { depts, roles, taken, roleNames, deptEn: lang === 'en' ? await store.deptNamesEn() : new Map() };
}

/** The uploaded workbook's bytes; the temporary file is gone when this returns. */
async function receiveWorkbook(ctx: AuthedCtx): Promise<Buffer> {
  const dir = join(ctx.app.cfg.dataDir, 'import-tmp');
  await mkdir(dir, { recursive: true });
  const up = await receiveUpload(ctx.req, dir, ['.xlsx'], Math.min(IMPORT_LIMIT_BYTES, ctx.app.cfg.uploadLimitBytes));
  const path = join(dir, up.storedName);
  try {
    return await readFile(path);
  } finally {
    await rm(path, { force: true });
  }
}

const refuse = (lang: Lang, key: string, params?: Record<string, string | number>) => new ApiError(400, xt(lang, key, params));

/** Reads and checks the upload: the report, and the users when every row passed. */
async function checkUpload(ctx: AuthedCtx, lang: Lang): Promise<{ report: ImportReport; users: ImportUser[] }> {
  const buf = await receiveWorkbook(ctx);
  let sheet: Awaited<ReturnType<typeof readFirstSheet>>;
  try {
    sheet = await readFirstSheet(buf, IMPORT_MAX_ROWS);
  } catch (e) {
    if (!(e instanceof XlsxReadError)) throw e;
    throw refuse(lang, `import.${e.problem}`, { size: sizeText(MAX_UNPACKED_BYTES) });
  }
  const [header = [], ...data] = sheet.rows;
  if (!header.some((c) => c.trim())) throw refuse(lang, 'import.empty');
  const map = mapHeader(header);
  const label = (f: ImportField) => headerLabel(lang, f);
  if (map.missing.length) throw refuse(lang, 'import.columnsMissing', { columns: map.missing.map(label).join(lang === 'en' ? ', ' : '、') });
  if (map.unknown.length) throw refuse(lang, 'import.columnsUnknown', { columns: map.unknown.map((u) => u.slice(0, 40)).join(lang === 'en' ? ', ' : '、') });
  if (map.duplicate.length) throw refuse(lang, 'import.columnsDuplicate', { columns: map.duplicate.map(label).join(lang === 'en' ? ', ' : '、') });
  if (sheet.rowCount - 1 > IMPORT_MAX_ROWS) throw refuse(lang, 'import.tooManyRows', { max: IMPORT_MAX_ROWS, count: sheet.rowCount - 1 });
  const at = map.columns.indexOf('username');
  const found = await lookups(ctx, data.map((r) => (r[at] ?? '').trim()), lang);
  const { users, problems } = checkRows(data, map.columns, found);
  if (!users.length) throw refuse(lang, 'import.empty');
  const report: ImportReport = {
    total: users.length,
    bad: new Set(problems.map((p) => p.row)).size,
    problems: problems.map((p) => ({ row: p.row, field: p.field, column: label(p.field), message: xt(lang, p.key, p.params) })),
    users: users.map(({ password: _pw, ...u }) => ({ ...u, deptNameEn: found.deptEn.get(u.deptName) ?? '', roleNames: u.roleKeys.map((k) => found.roleNames.get(k) ?? k) })),
    imported: 0,
  };
  return { report, users };
}

/** Hashes with at most `n` running at once (the thread pool has four). */
async function hashAll(passwords: string[], n = 4): Promise<string[]> {
  const out: string[] = new Array(passwords.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(n, passwords.length) }, async () => {
    while (next < passwords.length) {
      const i = next++;
      out[i] = await hashPasswordAsync(passwords[i]);
    }
  }));
  return out;
}

/** The template: the users sheet (header, one example row, a department drop-down) and a notes sheet. */
async function template(ctx: AuthedCtx) {
  const lang = langOf(ctx.req);
  const store = ctx.app.store;
  const depts = (await store.listDepts()).map((d) => d.deptName);
  const roles = (await store.listRoles({}, { offset: 0, limit: 1000 })).rows.filter((r) => r.status === 1);
  const columns: XlsxColumn[] = IMPORT_FIELDS.map((f) => ({ header: headerLabel(lang, f), width: WIDTH[f] }));
  const example: Record<ImportField, string> = {
    username: 'zhangsan', name: xt(lang, 'example.name'), password: 'Welcome#2025', workNo: 'H10001', dept: depts[0] ?? '',
    phone: '13800000000', email: 'zhangsan@hospital.cn', sex: xt(lang, 'male'), roles: roles.find((r) => r.roleKey === 'nurse')?.roleName ?? roles[0]?.roleName ?? '',
  };
  const notesName = xt(lang, 'sheet.notes');
  const deptCol = columnLetter(IMPORT_FIELDS.indexOf('dept') + 1);
  const longest = Math.max(IMPORT_FIELDS.length, depts.length, roles.length);
  const notes = Array.from({ length: longest + 2 }, (_, i) => {
    const f = IMPORT_FIELDS[i];
    const r = roles[i];
    return [f ? headerLabel(lang, f) : i === IMPORT_FIELDS.length + 1 ? xt(lang, 'note.rows', { max: IMPORT_MAX_ROWS }) : '', f ? xt(lang, `note.${f}`) : '', '', depts[i] ?? '', '', r?.roleName ?? '', r?.roleKey ?? ''];
  });
  return xlsxReply({
    fileName: xt(lang, 'file.template'),
    sheets: [
      {
        name: xt(lang, 'sheet.users'), columns, rows: [IMPORT_FIELDS.map((f) => example[f])],
        lists: depts.length ? [{ range: `${deptCol}2:${deptCol}${LIST_ROWS}`, formula: `'${notesName}'!$D$2:$D$${depts.length + 1}` }] : [],
      },
      {
        name: notesName, plain: true, rows: notes,
        columns: [
          { header: xt(lang, 'notes.column'), width: 18 }, { header: xt(lang, 'notes.meaning'), width: 70 }, { header: '', width: 3 },
          { header: xt(lang, 'notes.depts'), width: 16 }, { header: '', width: 3 }, { header: xt(lang, 'notes.roles'), width: 16 },
          { header: xt(lang, 'notes.roleKey'), width: 16 },
        ],
      },
    ],
  });
}

export function userImportRoutes(r: Router): void {
  r.get('/api/v1/sysUser/importTemplate', { auth: SYSTEM, query: query({}) }, template);

  r.post('/api/v1/sysUser/import', { auth: SYSTEM, body: 'stream', query: query({ confirm: opt(z.enum(['0', '1', 'true', 'false'])) }) }, async (ctx) => {
    const lang = langOf(ctx.req);
    const confirm = ctx.query.confirm === '1' || ctx.query.confirm === 'true';
    const { report, users } = await checkUpload(ctx, lang);
    if (!confirm) return report;
    if (report.problems.length) throw new ApiError(400, xt(lang, 'import.hasErrors', { count: report.bad }), { data: report });
    // issue 33 §4: an imported account's roles follow the same rule as one made by hand (no administrator role)
    for (const u of users) await checkRoleGrant(ctx, undefined, u.roleKeys);
    const hashes = await hashAll(users.map((u) => u.password));
    const now = Date.now();
    const res = await ctx.app.store.insertUsers(users.map((u, i) => ({
      username: u.username, passwordHash: hashes[i], name: u.name, workNo: u.workNo, deptName: u.deptName, phone: u.phone, email: u.email,
      sex: u.sex || '0', avatar: '', introduction: '', isTest: false, passwordChangedAt: now, now, roleKeys: u.roleKeys, pwdChangeReason: 'new',
    })));
    if ('taken' in res) {
      // someone took a username between the check and the write: nothing was written
      const problems = users.filter((u) => res.taken.includes(u.username))
        .map((u) => ({ row: u.row, field: 'username' as const, column: headerLabel(lang, 'username'), message: xt(lang, 'rule.username.taken', { value: u.username }) }));
      throw new ApiError(400, xt(lang, 'import.hasErrors', { count: problems.length }), { data: { ...report, bad: problems.length, problems } });
    }
    return { ...report, imported: res.ids.length };
  });
}
