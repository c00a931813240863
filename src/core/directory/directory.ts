// Issue 33 §1: directory sign-in (LDAP / Active Directory), the framework-free part shared by the server
// and the settings page: the settings and their check, the user filter with the typed name escaped
// (RFC 4515), and the mapping of a directory entry to the local account's fields.
import { emailProblem, USERNAME_PATTERN } from '../users/rules.ts';

/** Which directory attribute fills which field of the local account. */
export interface DirectoryAttrMap { name: string; workNo: string; dept: string; email: string }

/** The directory settings (meta `directory`); on when the system setting `is_ldap` is on and `url` is set. */
export interface DirectorySettings {
  /** ldaps://host:636 or ldap://host:389 (plain ldap:// without StartTLS: tests and development only) */
  url: string;
  /** upgrade an ldap:// connection with StartTLS before binding */
  startTls: boolean;
  /** check the server's certificate (on in production; off only for a test directory) */
  verifyCert: boolean;
  /** PEM of the CA that signed the directory's certificate; '' = the system's CAs */
  caCert: string;
  /** the service account that searches users */
  bindDn: string;
  /** sealed at rest (demo/server/notify/secret.ts); never sent to the browser */
  bindPassword: string;
  baseDn: string;
  /** `{username}` is replaced by the typed name, escaped */
  userFilter: string;
  attrs: DirectoryAttrMap;
  /** an entry whose `disabledAttr` holds `disabledValue` (case-insensitive) is refused; '' = none */
  disabledAttr: string;
  disabledValue: string;
  /** the role key a first directory sign-in gets */
  defaultRole: string;
  /** local accounts with a password of their own sign in locally; off: only `localUsers` do */
  localAllowed: boolean;
  /** usernames that always sign in locally, never against the directory (e.g. admin) */
  localUsers: string[];
}

/** The password hash of an account the directory created: no local password opens it, and it never ages here. */
export const DIRECTORY_HASH = 'directory';

export const DIRECTORY_DEFAULTS: DirectorySettings = {
  url: '', startTls: false, verifyCert: true, caCert: '', bindDn: '', bindPassword: '', baseDn: '',
  userFilter: '(&(objectClass=inetOrgPerson)(uid={username}))',
  attrs: { name: 'displayName', workNo: 'employeeNumber', dept: 'departmentNumber', email: 'mail' },
  disabledAttr: 'employeeType', disabledValue: 'disabled',
  defaultRole: '', localAllowed: true, localUsers: ['admin'],
};

/** The stored settings over the defaults (unknown keys dropped, wrong types replaced by the default). */
export function parseDirectorySettings(value: string | undefined): DirectorySettings {
  let raw: Record<string, unknown> = {};
  try {
    const v: unknown = value ? JSON.parse(value) : {};
    if (v && typeof v === 'object') raw = v as Record<string, unknown>;
  } catch {
    // unreadable: the defaults
  }
  const d = DIRECTORY_DEFAULTS;
  const s = (k: keyof DirectorySettings) => (typeof raw[k] === 'string' ? raw[k] : d[k]) as string;
  const b = (k: keyof DirectorySettings) => (typeof raw[k] === 'boolean' ? raw[k] : d[k]) as boolean;
  const attrs = (raw.attrs && typeof raw.attrs === 'object' ? raw.attrs : {}) as Record<string, unknown>;
  const a = (k: keyof DirectoryAttrMap) => (typeof attrs[k] === 'string' ? attrs[k] : d.attrs[k]) as string;
  return {
    url: s('url'), startTls: b('startTls'), verifyCert: b('verifyCert'), caCert: s('caCert'), bindDn: s('bindDn'),
    bindPassword: s('bindPassword'), baseDn: s('baseDn'), userFilter: s('userFilter'),
    attrs: { name: a('name'), workNo: a('workNo'), dept: a('dept'), email: a('email') },
    disabledAttr: s('disabledAttr'), disabledValue: s('disabledValue'), defaultRole: s('defaultRole'), localAllowed: b('localAllowed'),
    localUsers: Array.isArray(raw.localUsers) ? raw.localUsers.filter((u): u is string => typeof u === 'string') : [...d.localUsers],
  };
}

/** RFC 4515: a value inside a filter, with `*`, `(`, `)`, `\` and NUL written as \XX. */
export function escapeFilterValue(value: string): string {
  return value.replace(/[*()\\\0]/g, (c) => '\\' + c.charCodeAt(0).toString(16).padStart(2, '0'));
}

/** The search filter for a typed username: every `{username}` of the template replaced, escaped. */
export function userFilter(template: string, username: string): string {
  const v = escapeFilterValue(username);
  return template.split('{username}').join(v);
}

const ATTR = /^(?:[A-Za-z][A-Za-z0-9-]{0,63}|\d+(?:\.\d+)+)$/;
/** parentheses balanced, never closing more than opened */
function balanced(f: string): boolean {
  let depth = 0;
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '\\') { i += 2; continue; }
    if (f[i] === '(') depth++;
    else if (f[i] === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

export type DirectoryField = 'url' | 'bindDn' | 'baseDn' | 'userFilter' | 'attrs' | 'caCert' | 'localUsers' | 'disabled';

/** The first field that is wrong, or null. `complete`: the directory is to be used (url and DNs needed). */
export function directorySettingsProblem(s: DirectorySettings, complete: boolean): DirectoryField | null {
  if (s.url ? !/^ldaps?:\/\/[^\s/?#]+\/?$/i.test(s.url) : complete) return 'url';
  if (complete && !s.bindDn.trim()) return 'bindDn';
  if (complete && !s.baseDn.trim()) return 'baseDn';
  const f = s.userFilter.trim();
  if (!f.startsWith('(') || !f.includes('{username}') || !balanced(f)) return 'userFilter';
  for (const v of Object.values(s.attrs)) if (v && !ATTR.test(v)) return 'attrs';
  if (!s.attrs.name) return 'attrs';
  if (s.disabledAttr && (!ATTR.test(s.disabledAttr) || !s.disabledValue.trim())) return 'disabled';
  if (s.caCert.trim() && !s.caCert.includes('-----BEGIN CERTIFICATE-----')) return 'caCert';
  if (s.localUsers.some((u) => !USERNAME_PATTERN.test(u))) return 'localUsers';
  return null;
}

/** An entry's attributes as the LDAP client gives them (strings, lists of strings, buffers). */
export type DirectoryEntry = Record<string, unknown>;
export interface DeptRef { deptName: string; deptNameEn?: string; deptId: number }
/** The local account's fields from an entry; a field left undefined is not set (nor changed). */
export interface MappedUser { name: string; workNo?: string; deptName?: string; email?: string; disabled: boolean }

/** The first value of an attribute (names compared case-insensitively, as LDAP does), trimmed; '' when none. */
export function firstValue(entry: DirectoryEntry, attr: string): string {
  if (!attr) return '';
  const key = Object.keys(entry).find((k) => k.toLowerCase() === attr.toLowerCase());
  const v = key === undefined ? undefined : entry[key];
  const one = Array.isArray(v) ? v[0] : v;
  if (typeof one === 'string') return one.trim();
  if (one instanceof Uint8Array) return new TextDecoder().decode(one).trim();
  return '';
}

function allValues(entry: DirectoryEntry, attr: string): string[] {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === attr.toLowerCase());
  const v = key === undefined ? [] : entry[key];
  return (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string').map((x) => x.trim());
}

/**
 * Maps an entry: the name (the username when the entry has none, at most 50 characters), the work number
 * (at most 32), the department when one matches by name, English name or number (else undefined: left
 * unset), the e-mail when it passes the user form's rule (else undefined), and whether the entry is disabled.
 */
export function mapEntry(entry: DirectoryEntry, s: Pick<DirectorySettings, 'attrs' | 'disabledAttr' | 'disabledValue'>, username: string, depts: DeptRef[]): MappedUser {
  const name = (firstValue(entry, s.attrs.name) || username).slice(0, 50);
  const workNo = s.attrs.workNo ? firstValue(entry, s.attrs.workNo).slice(0, 32) : undefined;
  const deptText = s.attrs.dept ? firstValue(entry, s.attrs.dept) : '';
  const dept = deptText ? depts.find((d) => d.deptName === deptText || (!!d.deptNameEn && d.deptNameEn.toLowerCase() === deptText.toLowerCase()) || String(d.deptId) === deptText) : undefined;
  const mail = s.attrs.email ? firstValue(entry, s.attrs.email) : '';
  const disabled = !!s.disabledAttr && allValues(entry, s.disabledAttr).some((v) => v.toLowerCase() === s.disabledValue.trim().toLowerCase());
  return {
    name, ...(workNo !== undefined ? { workNo } : {}), ...(dept ? { deptName: dept.deptName } : {}),
    ...(mail && emailProblem(mail) === null ? { email: mail } : {}), disabled,
  };
}

/** The attributes to ask the directory for. */
export function wantedAttributes(s: Pick<DirectorySettings, 'attrs' | 'disabledAttr'>): string[] {
  return [...new Set([...Object.values(s.attrs), s.disabledAttr].filter(Boolean))];
}
