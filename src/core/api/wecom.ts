// Issue 32 §6: WeCom (企业微信) reminders over the shared client: the administrator's settings (app and group
// robots), the test message and the outbox (系统设置), and the signed-in user's WeCom user id and on/off
// (profile). Pages hold no URL of their own.
import { sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';
import type { WecomFormat, WecomLang } from '../notify/wecom.ts';
import type { OutboxStatus } from './mail.ts';

/** A robot as read: its key never comes back, only whether one is saved (and still readable). */
export interface WecomRobotView { id: string; name: string; scope: 'dept' | 'role'; target: string; lang: WecomLang; hasKey: boolean; keyUnreadable?: boolean }
export interface WecomSettingsView {
  enabled: boolean; baseUrl: string; format: WecomFormat; appUrl: string; corpId: string; agentId: number | null;
  hasSecret: boolean; secretUnreadable?: boolean; robots: WecomRobotView[];
}
/** What is saved: `secret` absent keeps the saved one, `clearSecret` removes it; a robot's `key` absent keeps its key. */
export interface WecomSettingsInput {
  enabled: boolean; baseUrl: string; format: WecomFormat; appUrl: string; corpId: string; agentId: number | null;
  secret?: string; clearSecret?: boolean;
  robots: { id?: string; name: string; scope: 'dept' | 'role'; target: string; lang: WecomLang; key?: string }[];
}
export interface WecomOutboxRow {
  id: number; userId: number | null; userName: string; kind: string; targetKind: 'app' | 'robot'; target: string; msgtype: WecomFormat;
  content: string; lang: WecomLang; status: OutboxStatus; attempts: number; nextAt: number; lastError: string; createdAt: number;
  sentAt: number | null; relatedId: number | null; link: string;
}
export interface WecomOutboxPage { list: WecomOutboxRow[]; count: number; pageIndex: number; pageSize: number; counts: Record<string, number> }
export interface WecomPrefs { wecomUserId: string; on: boolean; enabled?: boolean }

/** The errcode of a row's last error (`errcode N: …`), to word it in the reader's language; undefined for others. */
export function errcodeOf(lastError: string): number | undefined {
  const m = /^errcode (-?\d+):/.exec(lastError);
  return m ? Number(m[1]) : undefined;
}

export function createWecomApi(http: ApiHttp) {
  return {
    settings: async () => (await http.get('/api/v1/wecom/settings')) as WecomSettingsView,
    saveSettings: async (s: WecomSettingsInput) => (await http.put('/api/v1/wecom/settings', s)) as WecomSettingsView,
    test: async (to: { robotId?: string; userId?: string }) => http.post('/api/v1/wecom/test', to),
    outbox: async (p: { pageIndex: number; pageSize: number; status?: string }) =>
      (await http.get('/api/v1/wecom/outbox', { params: Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number> })) as WecomOutboxPage,
    retry: async (id: number) => (await http.post(`/api/v1/wecom/outbox/${id}/retry`, {})) as { sent: number; failed: number },
    sendNow: async () => (await http.post('/api/v1/wecom/outbox/run', {})) as { sent: number; failed: number },
    prefs: async () => (await http.get('/api/v1/user/wecom-prefs')) as WecomPrefs,
    savePrefs: async (p: WecomPrefs) => (await http.put('/api/v1/user/wecom-prefs', { wecomUserId: p.wecomUserId, on: p.on })) as WecomPrefs,
  };
}

export type WecomApi = ReturnType<typeof createWecomApi>;
export const wecomApi = (rt: HasSharedHttp): WecomApi => createWecomApi(sharedOf(rt));
