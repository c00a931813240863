// The system settings (/api/v1/settings): read by every page's shell (name, logo, theme defaults) and
// saved by the settings page. A module of its own: the shell's first paint carries only these calls.
import { sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

/** The settings of one classify (1: the system's name, logo, switches and password policy). */
export type SettingsContent = Record<string, unknown>;

export function createSettingsApi(http: ApiHttp) {
  return {
    /** the stored content of a classify ({} when none is stored) */
    settings: async (classify = 1): Promise<SettingsContent> => {
      const rows = (await http.get('/api/v1/settings', { params: { classify } })) as Array<{ content?: SettingsContent }> | null;
      return rows?.[0]?.content ?? {};
    },
    saveSettings: async (content: SettingsContent, classify = 1) => http.post('/api/v1/settings', { classify, content }),
  };
}

export type SettingsApi = ReturnType<typeof createSettingsApi>;
export const settingsApi = (rt: HasSharedHttp): SettingsApi => createSettingsApi(sharedOf(rt));
