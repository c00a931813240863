// Issue 33 §1: the directory sign-in settings and the 测试连接 button over the shared client (系统设置).
import { sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';
import type { DirectorySettings } from '../directory/directory.ts';

/** The settings as read: the service password never comes back, only whether one is saved and readable. */
export type DirectorySettingsView = Omit<DirectorySettings, 'bindPassword'> & { hasBindPassword: boolean; bindPasswordUnreadable?: boolean };
/** What is saved: `bindPassword` absent keeps the saved one; `clearBindPassword` removes it. */
export type DirectorySettingsInput = Omit<DirectorySettings, 'bindPassword'> & { bindPassword?: string; clearBindPassword?: boolean };
/** The test's answer, worded by the server in the reader's language. */
export interface DirectoryTestAnswer { ok: boolean; message: string }

export function createDirectoryApi(http: ApiHttp) {
  return {
    settings: async () => (await http.get('/api/v1/directory/settings')) as DirectorySettingsView,
    saveSettings: async (s: DirectorySettingsInput) => (await http.put('/api/v1/directory/settings', s)) as DirectorySettingsView,
    test: async (username: string) => (await http.post('/api/v1/directory/test', username ? { username } : {})) as DirectoryTestAnswer,
  };
}

export const directoryApi = (rt: HasSharedHttp) => createDirectoryApi(sharedOf(rt));
