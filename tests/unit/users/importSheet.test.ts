// The user field rules (shared by the user form and the server) and the import sheet's header and row checks.
import { describe, expect, it } from 'vitest';
import { emailProblem, nameProblem, passwordProblem, phoneProblem, usernameProblem } from '../../../src/core/users/rules.ts';
import { checkRows, headerLabel, mapHeader, splitList } from '../../../src/core/users/importSheet.ts';
import { excel } from '../../../src/core/i18n/locales/excel.ts';

describe('user field rules', () => {
  it('username: 3-32 of letters, digits, _ . -', () => {
    expect(usernameProblem('zhang.san_1')).toBeNull();
    expect(usernameProblem('')).toBe('required');
    expect(usernameProblem('ab')).toBe('format');
    expect(usernameProblem('张三')).toBe('format');
    expect(usernameProblem('a'.repeat(33))).toBe('format');
  });
  it('name, phone, email, password', () => {
    expect(nameProblem(' ')).toBe('required');
    expect(nameProblem('x'.repeat(101))).toBe('tooLong');
    for (const ok of ['', '13800000000', '+86 13800000000', '010-12345678', '12345678', '0755-1234567-123']) expect(phoneProblem(ok), ok).toBeNull();
    for (const bad of ['12345', '1380000000a', '23800000000x']) expect(phoneProblem(bad), bad).toBe('format');
    expect(emailProblem('a@hospital.cn')).toBeNull();
    expect(emailProblem('a@b')).toBe('format');
    expect(emailProblem('not-mail')).toBe('format');
    expect(emailProblem(`${'a'.repeat(96)}@b.cn`)).toBe('tooLong');
    // one plain address (issue 33 §8): no list, no display name, no header injection, no control character
    expect(emailProblem("o'brien+ward.3@hospital.cn")).toBeNull();
    expect(emailProblem('a@h.example, leak@evil.example')).toBe('format');
    expect(emailProblem('a@h.example;leak@evil.example')).toBe('format');
    expect(emailProblem('Zhang San <a@h.example>')).toBe('format');
    expect(emailProblem('a@h.example\r\nBcc: leak@evil.example')).toBe('format');
    expect(emailProblem('a@h.example\r\n')).toBe('format');
    expect(emailProblem('a\u0000@h.example')).toBe('format');
    expect(emailProblem('张三@h.example')).toBe('format');
    expect(emailProblem('a..b@h.example')).toBe('format');
    expect(passwordProblem('Good#2025x')).toBeNull();
    expect(passwordProblem('short')).toBe('policy');
  });
});

describe('import sheet', () => {
  it('reads the template header in either language, required marks or not', () => {
    const zh = mapHeader(['用户名（必填）', '姓名（必填）', '初始密码（必填）', '科室', '', '角色']);
    expect(zh).toMatchObject({ columns: ['username', 'name', 'password', 'dept', undefined, 'roles'], missing: [], unknown: [], duplicate: [] });
    const en = mapHeader(['Username (required)', 'name', 'INITIAL PASSWORD', 'Staff number', 'Salary', 'Name']);
    expect(en.columns.slice(0, 4)).toEqual(['username', 'name', 'password', 'workNo']);
    expect(en.unknown).toEqual(['Salary']);
    expect(en.duplicate).toEqual(['name']);
    expect(mapHeader(['姓名']).missing).toEqual(['username', 'password']);
    expect(headerLabel('en', 'username')).toBe('Username (required)');
    expect(headerLabel('zh-CN', 'dept')).toBe('科室');
  });

  it('checks every row, reports every problem, skips blank rows', () => {
    const { columns } = mapHeader(['用户名', '姓名', '初始密码', '科室', '性别', '角色']);
    const lookups = { depts: new Set(['内分泌科']), roles: new Map([['nurse', 'nurse'], ['上报护士', 'nurse']]), taken: new Set(['admin']) };
    const { users, problems } = checkRows([
      ['zhang', '张三', 'Good#2025x', '内分泌科', '女', '上报护士、nurse'],
      ['', '', '', '', '', ''],
      ['Zhang', '', 'x', '外星科', '?', 'wizard'],
      ['admin', 'A', 'Good#2025x', '', 'male', ''],
    ], columns, lookups);
    expect(users.map((u) => u.row)).toEqual([2, 4, 5]);
    expect(users[0]).toMatchObject({ username: 'zhang', sex: '1', roleKeys: ['nurse'], deptName: '内分泌科' });
    expect(users[2].sex).toBe('0');
    expect(problems.map((p) => `${p.row} ${p.field} ${p.key}`)).toEqual([
      '4 username rule.username.duplicate', '4 name rule.name.required', '4 password rule.password.policy', '4 dept rule.dept.unknown',
      '4 sex rule.sex.invalid', '4 roles rule.role.unknown', '5 username rule.username.taken',
    ]);
    expect(problems[0].params).toEqual({ value: 'Zhang', row: 2 });
  });

  it('every problem key has a text in both languages', () => {
    const keys = ['rule.username.required', 'rule.username.format', 'rule.username.taken', 'rule.username.duplicate', 'rule.name.required',
      'rule.name.tooLong', 'rule.password.required', 'rule.password.policy', 'rule.password.tooLong', 'rule.phone.format', 'rule.email.format',
      'rule.email.tooLong', 'rule.workNo.tooLong', 'rule.dept.unknown', 'rule.role.unknown', 'rule.sex.invalid'];
    for (const k of keys) for (const lang of ['zh-CN', 'en'] as const) expect((excel[lang] as Record<string, string>)[k], `${lang} ${k}`).toBeTruthy();
    expect(Object.keys(excel.en).sort()).toEqual(Object.keys(excel['zh-CN']).sort());
  });

  it('splits role lists on the usual separators', () => {
    expect(splitList('a、b,c，d|e;f； g\nh')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
