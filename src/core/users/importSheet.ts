// The user import's sheet (issue 13 §3): which column is which (the template's header in either language),
// and the check of every row before anything is written. Pure: the server gives the lookups (departments,
// roles, usernames already taken) and words the problems in the caller's language (`excel` locale).
import { excel } from '../i18n/locales/excel.ts';
import { emailProblem, nameProblem, passwordProblem, phoneProblem, textProblem, usernameProblem } from './rules.ts';

export const IMPORT_FIELDS = ['username', 'name', 'password', 'workNo', 'dept', 'phone', 'email', 'sex', 'roles'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const REQUIRED_FIELDS: readonly ImportField[] = ['username', 'name', 'password'];
/** Rows one import takes at most (each password is hashed: about 30 ms of CPU). */
export const IMPORT_MAX_ROWS = 1000;

type Lang = keyof typeof excel;
const LANGS = Object.keys(excel) as Lang[];
const texts = (lang: Lang) => excel[lang] as Record<string, string>;

/** The template's header of a column: `用户名（必填）`, `Username (required)`. */
export function headerLabel(lang: Lang, field: ImportField): string {
  const t = texts(lang);
  return t[`col.${field}`] + (REQUIRED_FIELDS.includes(field) ? t.required : '');
}

/** A header cell without the required mark, spaces, asterisks and case. */
const norm = (s: string) => s.replace(/[（(][^）)]*[）)]/g, '').replace(/[\s*＊]/g, '').toLowerCase();

const LABELS: Map<string, ImportField> = new Map(
  LANGS.flatMap((lang) => IMPORT_FIELDS.map((f) => [norm(texts(lang)[`col.${f}`]), f] as [string, ImportField])),
);

export interface HeaderMap {
  /** the field of each column, undefined for a blank header cell */
  columns: (ImportField | undefined)[];
  missing: ImportField[];
  /** header texts that name no field */
  unknown: string[];
  duplicate: ImportField[];
}

export function mapHeader(header: readonly string[]): HeaderMap {
  const columns: (ImportField | undefined)[] = [];
  const unknown: string[] = [];
  const duplicate: ImportField[] = [];
  for (const cell of header) {
    const text = (cell ?? '').trim();
    if (!text) { columns.push(undefined); continue; }
    const f = LABELS.get(norm(text));
    if (!f) unknown.push(text);
    else if (columns.includes(f)) duplicate.push(f);
    columns.push(f);
  }
  return { columns, missing: REQUIRED_FIELDS.filter((f) => !columns.includes(f)), unknown, duplicate };
}

export interface ImportLookups {
  depts: ReadonlySet<string>;
  /** enabled roles by role key and by name (both lower case) -> role key */
  roles: ReadonlyMap<string, string>;
  /** usernames in use (deleted accounts included: a username is never reused) */
  taken: ReadonlySet<string>;
}

export interface ImportUser {
  /** the sheet's row number (the header is row 1) */
  row: number;
  username: string; name: string; password: string; workNo: string; deptName: string; phone: string; email: string;
  /** '0' male, '1' female, '' not given (the user form's values) */
  sex: '' | '0' | '1';
  roleKeys: string[];
}

export interface RowProblem {
  row: number;
  field: ImportField;
  /** `excel` locale key */
  key: string;
  params: Record<string, string | number>;
}

const SEX: Record<string, '0' | '1'> = Object.fromEntries(
  LANGS.flatMap((l) => [[texts(l).male.toLowerCase(), '0'], [texts(l).female.toLowerCase(), '1']]).concat([['m', '0'], ['f', '1']]),
) as Record<string, '0' | '1'>;

/** Splits a roles cell: 、 , ， | ; ； and line breaks separate. */
export const splitList = (v: string) => v.split(/[、,，|;；\n\r]+/).map((x) => x.trim()).filter(Boolean);

/**
 * Checks every data row (`rows[i]` is sheet row `firstRow + i`; blank rows are skipped). Every problem of
 * every row is reported; `users` holds the rows as they would be written.
 */
export function checkRows(rows: readonly (readonly string[])[], columns: readonly (ImportField | undefined)[], lookups: ImportLookups, firstRow = 2) {
  const users: ImportUser[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, i) => {
    const row = firstRow + i;
    if (!cells.some((c) => (c ?? '').trim())) return;
    const v = (f: ImportField) => {
      const at = columns.indexOf(f);
      return at < 0 ? '' : (cells[at] ?? '').trim();
    };
    const bad = (field: ImportField, key: string, params: Record<string, string | number> = {}) => problems.push({ row, field, key, params });
    const u: ImportUser = {
      row, username: v('username'), name: v('name'), password: v('password'), workNo: v('workNo'), deptName: v('dept'),
      phone: v('phone'), email: v('email'), sex: '', roleKeys: [],
    };
    const un = usernameProblem(u.username);
    if (un) bad('username', `rule.username.${un}`);
    else {
      const k = u.username.toLowerCase();
      if (lookups.taken.has(u.username)) bad('username', 'rule.username.taken', { value: u.username });
      else if (seen.has(k)) bad('username', 'rule.username.duplicate', { value: u.username, row: seen.get(k)! });
      if (!seen.has(k)) seen.set(k, row);
    }
    const np = nameProblem(u.name);
    if (np) bad('name', `rule.name.${np}`);
    const pp = passwordProblem(u.password);
    if (pp) bad('password', `rule.password.${pp}`);
    if (textProblem(u.workNo)) bad('workNo', 'rule.workNo.tooLong');
    if (u.deptName && !lookups.depts.has(u.deptName)) bad('dept', 'rule.dept.unknown', { value: u.deptName });
    const ph = phoneProblem(u.phone);
    if (ph) bad('phone', `rule.phone.${ph}`, { value: u.phone });
    const em = emailProblem(u.email);
    if (em) bad('email', `rule.email.${em}`, { value: u.email });
    const sex = v('sex');
    if (sex) {
      const s = SEX[sex.toLowerCase()];
      if (s) u.sex = s;
      else bad('sex', 'rule.sex.invalid', { value: sex });
    }
    for (const r of splitList(v('roles'))) {
      const key = lookups.roles.get(r.toLowerCase());
      if (!key) bad('roles', 'rule.role.unknown', { value: r });
      else if (!u.roleKeys.includes(key)) u.roleKeys.push(key);
    }
    users.push(u);
  });
  return { users, problems };
}
