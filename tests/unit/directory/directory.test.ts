// Issue 33 §1: the framework-free part of directory sign-in: filter escaping (RFC 4515), the settings'
// check and parsing, and the mapping of an entry to the local account.
import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_DEFAULTS, directorySettingsProblem, escapeFilterValue, mapEntry, parseDirectorySettings, userFilter, wantedAttributes,
  type DirectorySettings,
} from '../../../src/core/directory/directory.ts';

const ok: DirectorySettings = {
  ...DIRECTORY_DEFAULTS, url: 'ldaps://dc1.hospital.example:636', bindDn: 'cn=svc,dc=h', bindPassword: 'x', baseDn: 'dc=h', defaultRole: 'nurse',
};
const DEPTS = [{ deptId: 7, deptName: '心血管内科', deptNameEn: 'Cardiology' }, { deptId: 9, deptName: '普通外科' }];

describe('escapeFilterValue / userFilter', () => {
  it('escapes the RFC 4515 specials and leaves other text as it is', () => {
    expect(escapeFilterValue('a*b(c)d\\e\0f')).toBe('a\\2ab\\28c\\29d\\5ce\\00f');
    expect(escapeFilterValue('李护士.nurse-01_x')).toBe('李护士.nurse-01_x');
  });
  it('fills every {username} of the template, escaped, so a typed name cannot widen the filter', () => {
    expect(userFilter('(|(uid={username})(mail={username}))', 'x')).toBe('(|(uid=x)(mail=x))');
    expect(userFilter('(uid={username})', '*)(uid=*')).toBe('(uid=\\2a\\29\\28uid=\\2a)');
  });
});

describe('directorySettingsProblem', () => {
  it('accepts good settings and an unconfigured directory', () => {
    expect(directorySettingsProblem(ok, true)).toBeNull();
    expect(directorySettingsProblem({ ...ok, url: 'ldap://127.0.0.1:3389', startTls: true }, true)).toBeNull();
    expect(directorySettingsProblem(DIRECTORY_DEFAULTS, false)).toBeNull();
  });
  it('names the first wrong field', () => {
    expect(directorySettingsProblem({ ...ok, url: 'http://dc1' }, true)).toBe('url');
    expect(directorySettingsProblem({ ...ok, url: 'ldap://dc1/dc=x?cn' }, true)).toBe('url');
    expect(directorySettingsProblem({ ...ok, url: '' }, true)).toBe('url');
    expect(directorySettingsProblem({ ...ok, bindDn: ' ' }, true)).toBe('bindDn');
    expect(directorySettingsProblem({ ...ok, baseDn: '' }, true)).toBe('baseDn');
    expect(directorySettingsProblem({ ...ok, userFilter: '(uid=x)' }, true)).toBe('userFilter');
    expect(directorySettingsProblem({ ...ok, userFilter: 'uid={username}' }, true)).toBe('userFilter');
    expect(directorySettingsProblem({ ...ok, userFilter: '(&(uid={username})' }, true)).toBe('userFilter');
    expect(directorySettingsProblem({ ...ok, userFilter: '(uid={username}))(' }, true)).toBe('userFilter');
    expect(directorySettingsProblem({ ...ok, attrs: { ...ok.attrs, email: 'mail;x' } }, true)).toBe('attrs');
    expect(directorySettingsProblem({ ...ok, attrs: { ...ok.attrs, name: '' } }, true)).toBe('attrs');
    expect(directorySettingsProblem({ ...ok, disabledValue: '' }, true)).toBe('disabled');
    expect(directorySettingsProblem({ ...ok, caCert: 'not a pem' }, true)).toBe('caCert');
    expect(directorySettingsProblem({ ...ok, localUsers: ['admin', 'a b'] }, true)).toBe('localUsers');
  });
  it('takes OIDs as attribute names and no disabled check at all', () => {
    expect(directorySettingsProblem({ ...ok, attrs: { ...ok.attrs, workNo: '2.16.840.1.113730.3.1.3' }, disabledAttr: '', disabledValue: '' }, true)).toBeNull();
  });
});

describe('parseDirectorySettings', () => {
  it('fills the defaults, drops wrong types and unknown keys', () => {
    expect(parseDirectorySettings(undefined)).toEqual(DIRECTORY_DEFAULTS);
    expect(parseDirectorySettings('not json')).toEqual(DIRECTORY_DEFAULTS);
    const p = parseDirectorySettings(JSON.stringify({ url: 'ldaps://x', startTls: 'yes', attrs: { name: 'cn', mail: 1 }, localUsers: ['a', 2], extra: 1 }));
    expect(p).toMatchObject({ url: 'ldaps://x', startTls: false, attrs: { ...DIRECTORY_DEFAULTS.attrs, name: 'cn' }, localUsers: ['a'] });
    expect(p).not.toHaveProperty('extra');
  });
});

describe('mapEntry', () => {
  const map = (entry: Record<string, unknown>, username = 'u1') => mapEntry(entry, ok, username, DEPTS);
  it('maps name, work number, department and e-mail (attribute names in any case)', () => {
    expect(map({ DisplayName: ' 李护士 ', employeeNumber: ['L1001', 'x'], departmentNumber: '心血管内科', mail: 'li@hospital.example' })).toEqual({
      name: '李护士', workNo: 'L1001', deptName: '心血管内科', email: 'li@hospital.example', disabled: false,
    });
  });
  it('matches a department by English name or number, else leaves it unset', () => {
    expect(map({ departmentNumber: 'cardiology' }).deptName).toBe('心血管内科');
    expect(map({ departmentNumber: '9' }).deptName).toBe('普通外科');
    expect(map({ departmentNumber: '天文科' })).not.toHaveProperty('deptName');
  });
  it('leaves an address the user form refuses unset, names a nameless entry by its username', () => {
    const m = map({ mail: ['a@h.example, leak@evil.example'] }, 'nurse9');
    expect(m).not.toHaveProperty('email');
    expect(m.name).toBe('nurse9');
    expect(map({ mail: 'x\r\nBcc: y@evil.example' })).not.toHaveProperty('email');
  });
  it('reads buffers as UTF-8 and caps the name', () => {
    expect(map({ displayName: Buffer.from('王医生') }).name).toBe('王医生');
    expect(map({ displayName: 'x'.repeat(80) }).name).toHaveLength(50);
  });
  it('treats an entry with the disabled mark as disabled, any case, among several values', () => {
    expect(map({ employeeType: ['staff', 'Disabled'] }).disabled).toBe(true);
    expect(map({ employeeType: 'staff' }).disabled).toBe(false);
    expect(mapEntry({ employeeType: 'disabled' }, { ...ok, disabledAttr: '' }, 'u', DEPTS).disabled).toBe(false);
  });
  it('asks for the mapped attributes and the disabled mark, once each', () => {
    expect(wantedAttributes({ ...ok, attrs: { ...ok.attrs, workNo: 'mail' } }).sort()).toEqual(['departmentNumber', 'displayName', 'employeeType', 'mail']);
  });
});
