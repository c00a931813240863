// The signed-in user's own account (the personal centre and the password dialog): the profile, the
// avatar upload and the password change. The shell's pages hold no URLs: every call they make is here.
import { sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

export interface Profile {
  user?: { name?: string; username?: string; workNo?: string; deptName?: string; phone?: string; email?: string };
  roles?: { roleKey: string; roleName: string }[];
}

/** 'expired': the forced change (a new account, a reset or an old password); 'normal': the user's own choice. */
export type PasswordChangeKind = 'normal' | 'expired';

export function createAccountApi(http: ApiHttp) {
  return {
    profile: async () => (await http.get('/api/v1/user/profile')) as Profile,
    /** the stored image's address (relative to the avatar base), when the server kept it */
    uploadAvatar: async (file: Blob, name?: string) => {
      const body = new FormData();
      if (name === undefined) body.append('file', file);
      else body.append('file', file, name);
      return ((await http.post('/api/v1/user/avatar', body)) ?? {}) as { url?: string };
    },
    changePassword: async (oldPassword: string, newPassword: string, kind: PasswordChangeKind) =>
      http.put('/api/v1/user/pwd', { oldPassword, newPassword, passwordType: kind }),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
export const accountApi = (rt: HasSharedHttp): AccountApi => createAccountApi(sharedOf(rt));
