// Issue 26 §4, in the personal centre: which reminders reach the user by e-mail (new to-do, overdue,
// returned, report published), the address they go to and the language they are written in.
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Form, Input, Select } from 'antd';
import { mailApi, MAIL_KINDS, type MailPrefs } from '../../../core/api/mail.ts';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { mail } from '../../../core/i18n/locales/mail.ts';
import { emailProblem } from '../../../core/users/rules.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useT } from '../../shared/hooks.ts';

provideNamespaces({ mail });

export function MailPrefsCard({ onSaved }: { onSaved?: (email: string) => void }) {
  const { runtime } = useHost();
  const t = useT();
  const api = useMemo(() => mailApi(runtime), [runtime]);
  const { message } = App.useApp();
  const [form] = Form.useForm<MailPrefs>();
  const [prefs, setPrefs] = useState<MailPrefs | null>(null);
  const [saving, setSaving] = useState(false);
  const email = Form.useWatch('email', form);
  useEffect(() => {
    api.prefs().then((p) => { setPrefs(p); form.setFieldsValue(p); }, () => undefined);
  }, [api, form]);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      const saved = await api.savePrefs({ email: (v.email ?? '').trim(), mailLang: v.mailLang ?? '', kinds: v.kinds ?? [] });
      form.setFieldsValue(saved);
      onSaved?.(saved.email);
      void message.success(t('mail:prefs.saved'));
    } catch {
      // the http layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t('mail:prefs.title')} style={{ marginTop: 16 }} data-testid="mail-prefs">
      {prefs && !prefs.enabled && <Alert type="info" showIcon title={t('mail:prefs.off')} style={{ marginBottom: 16 }} />}
      {prefs && (
        <Form form={form} layout="vertical" style={{ maxWidth: 520 }}>
          <Form.Item name="email" label={t('mail:prefs.email')} extra={email ? undefined : t('mail:prefs.noEmail')} rules={[{ validator: (_, v: string | undefined) => (emailProblem(v) ? Promise.reject(new Error(t('mail:server.badEmail'))) : Promise.resolve()) }]}>
            <Input maxLength={100} autoComplete="email" data-user-text="" />
          </Form.Item>
          <Form.Item name="kinds" label={t('mail:prefs.kinds')}>
            <Checkbox.Group options={MAIL_KINDS.map((k) => ({ value: k, label: t('mail:kind.' + k) }))} />
          </Form.Item>
          <Form.Item name="mailLang" label={t('mail:prefs.lang')}>
            <Select style={{ maxWidth: 320 }} options={(['', 'zh-CN', 'en'] as const).map((l) => ({ value: l, label: t(l ? 'mail:lang.' + l : 'mail:prefs.langAuto') }))} />
          </Form.Item>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="mail-prefs-save">{t('mail:prefs.save')}</Button>
        </Form>
      )}
    </Card>
  );
}
