// Issue 26 §4: e-mail reminders over the shared client: the administrator's SMTP settings, test e-mail and
// outbox (系统设置), and the signed-in user's own choices (profile). Pages hold no URL of their own.
import { sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

export const MAIL_KINDS = ['todo', 'overdue', 'returned', 'report'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export type MailTls = 'none' | 'starttls' | 'tls';
export const MAIL_TLS: MailTls[] = ['starttls', 'tls', 'none'];

/** The settings as read: the password itself never comes back, only whether one is saved and whether the
 *  server can still read it (it is sealed with a key derived from the server's signing key). */
export interface MailSettings {
  enabled: boolean; host: string; port: number; tls: MailTls; from: string; user: string; appUrl: string; hasPassword: boolean;
  passwordUnreadable?: boolean;
}
/** What is saved: `password` absent keeps the saved one; `clearPassword` removes it. */
export type MailSettingsInput = Omit<MailSettings, 'hasPassword' | 'passwordUnreadable'> & { password?: string; clearPassword?: boolean };

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';
export interface OutboxRow {
  id: number; userId: number; userName: string; kind: MailKind; toAddr: string; subject: string; status: OutboxStatus; attempts: number;
  nextAt: number; lastError: string; createdAt: number; sentAt: number | null; relatedId: number | null; link: string;
}
export interface OutboxPage { list: OutboxRow[]; count: number; pageIndex: number; pageSize: number; counts: Record<string, number> }

export interface MailPrefs { email: string; mailLang: '' | 'zh-CN' | 'en'; kinds: MailKind[]; enabled?: boolean }

export function createMailApi(http: ApiHttp) {
  return {
    settings: async () => (await http.get('/api/v1/mail/settings')) as MailSettings,
    saveSettings: async (s: MailSettingsInput) => (await http.put('/api/v1/mail/settings', s)) as MailSettings,
    test: async (to: string) => http.post('/api/v1/mail/test', { to }),
    outbox: async (p: { pageIndex: number; pageSize: number; status?: string }) =>
      (await http.get('/api/v1/mail/outbox', { params: Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number> })) as OutboxPage,
    retry: async (id: number) => (await http.post(`/api/v1/mail/outbox/${id}/retry`, {})) as { sent: number; failed: number },
    sendNow: async () => (await http.post('/api/v1/mail/outbox/run', {})) as { sent: number; failed: number },
    prefs: async () => (await http.get('/api/v1/user/mail-prefs')) as MailPrefs,
    savePrefs: async (p: MailPrefs) => (await http.put('/api/v1/user/mail-prefs', { email: p.email, mailLang: p.mailLang, kinds: p.kinds })) as MailPrefs,
  };
}

export type MailApi = ReturnType<typeof createMailApi>;
export const mailApi = (rt: HasSharedHttp): MailApi => createMailApi(sharedOf(rt));
