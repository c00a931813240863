// The people and departments the pickers read: colleagues (copy recipients, transfer, measure owners)
// from GET /api/v1/sysAllUserList (enabled users only), departments from the old API's department list
// (the data query's department filter).
import { sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

export interface UserBrief { userId: number; id?: number; username?: string; name: string; workNo?: string; deptName?: string }

export function createUsersApi(http: ApiHttp, old?: ApiHttp) {
  return {
    allUsers: async () => ((await http.get('/api/v1/sysAllUserList')) ?? []) as UserBrief[],
    /** department names, in the server's order (empty when the old API refused) */
    departments: async (): Promise<string[]> => {
      if (!old) return [];
      const res = (await old.post('/MTSaas/sysDept/doQueryList', { status: 1 })) as { records?: { deptName?: string }[] } | null;
      return (res?.records ?? []).map((d) => d.deptName ?? '').filter(Boolean);
    },
  };
}

export const usersApi = (rt: HasSharedHttp & { http: { old?: unknown } }) => createUsersApi(sharedOf(rt), rt.http.old as ApiHttp | undefined);
