// The people and departments the pickers read: colleagues (copy recipients, transfer, measure owners)
// from GET /api/v1/sysAllUserList (enabled users only), departments from the old API's department list
// (the data query's department filter). The user admin's Excel calls: export, import template, import (check
// every row, then confirm: all or nothing, issue 13 §3).
import { FILE_TIMEOUT_MS, sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

export interface UserBrief { userId: number; id?: number; username?: string; name: string; workNo?: string; deptName?: string }

/** The row-by-row answer of an import (POST /api/v1/sysUser/import). */
export interface ImportReport {
  /** user rows read */
  total: number;
  /** rows with at least one problem */
  bad: number;
  /** every problem: the sheet row (the header is row 1), the column's header and the reason, in the user's language */
  problems: { row: number; column: string; field: string; message: string }[];
  /** the users as they would be written */
  users: { row: number; username: string; name: string; workNo: string; deptName: string; phone: string; email: string; sex: string; roleKeys: string[]; roleNames: string[];
    /** the department's English name ('' when none was given; issue 23 §1) */
    deptNameEn?: string }[];
  /** users written (after confirm) */
  imported: number;
}

const fileBody = (file: Blob, name: string) => {
  const body = new FormData();
  body.append('file', file, name);
  return body;
};

export function createUsersApi(http: ApiHttp, old?: ApiHttp) {
  return {
    /** the user list as XLSX (a JSON blob when refused) */
    exportUsers: async (filters: { username?: string; name?: string; deptName?: string } = {}) =>
      (await http.get('/api/v1/sysUser/export', { params: clean(filters), responseType: 'blob', timeout: FILE_TIMEOUT_MS })) as Blob,
    importTemplate: async () => (await http.get('/api/v1/sysUser/importTemplate', { responseType: 'blob' })) as Blob,
    /** checks every row of the file; nothing is written */
    checkImport: async (file: Blob, name: string) =>
      (await http.post('/api/v1/sysUser/import', fileBody(file, name), { timeout: FILE_TIMEOUT_MS })) as ImportReport,
    /** checks again and writes every user in one transaction, or none (a refusal carries the report) */
    confirmImport: async (file: Blob, name: string) =>
      (await http.post('/api/v1/sysUser/import', fileBody(file, name), { params: { confirm: 1 }, timeout: FILE_TIMEOUT_MS })) as ImportReport,
    allUsers: async () => ((await http.get('/api/v1/sysAllUserList')) ?? []) as UserBrief[],
    /** department names, in the server's order (empty when the old API refused) */
    departments: async (): Promise<string[]> => {
      if (!old) return [];
      const res = (await old.post('/MTSaas/sysDept/doQueryList', { status: 1 })) as { records?: { deptName?: string }[] } | null;
      return (res?.records ?? []).map((d) => d.deptName ?? '').filter(Boolean);
    },
  };
}

function clean(p: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(p).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '').map(([k, v]) => [k, v.trim()]));
}

export const usersApi = (rt: HasSharedHttp & { http: { old?: unknown } }) => createUsersApi(sharedOf(rt), rt.http.old as ApiHttp | undefined);
