// Issue 32 §6, in the personal centre: the user's WeCom (企业微信) user id and whether their reminders go
// there too (the kinds are the ones chosen for e-mail, in the language chosen there).
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Switch } from 'antd';
import { wecomApi, type WecomPrefs } from '../../../core/api/wecom.ts';
import { WECOM_USER_ID } from '../../../core/notify/wecom.ts';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { wecom } from '../../../core/i18n/locales/wecom.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useT } from '../../shared/hooks.ts';

provideNamespaces({ wecom });

export function WecomPrefsCard() {
  const { runtime } = useHost();
  const t = useT();
  const api = useMemo(() => wecomApi(runtime), [runtime]);
  const { message } = App.useApp();
  const [form] = Form.useForm<WecomPrefs>();
  const [prefs, setPrefs] = useState<WecomPrefs | null>(null);
  const [saving, setSaving] = useState(false);
  const userId = Form.useWatch('wecomUserId', form);
  useEffect(() => {
    api.prefs().then((p) => { setPrefs(p); form.setFieldsValue(p); }, () => undefined);
  }, [api, form]);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      form.setFieldsValue(await api.savePrefs({ wecomUserId: (v.wecomUserId ?? '').trim(), on: !!v.on }));
      void message.success(t('wecom:prefs.saved'));
    } catch {
      // the http layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t('wecom:prefs.title')} style={{ marginTop: 16 }} data-testid="wecom-prefs">
      {prefs && !prefs.enabled && <Alert type="info" showIcon title={t('wecom:prefs.off')} style={{ marginBottom: 16 }} />}
      {prefs && (
        <Form form={form} layout="vertical" style={{ maxWidth: 520 }}>
          <Form.Item name="wecomUserId" label={t('wecom:prefs.userId')} extra={t('wecom:prefs.userIdHint')}
            rules={[{ pattern: WECOM_USER_ID, message: t('wecom:server.badUserId') }]}>
            <Input maxLength={64} autoComplete="off" data-user-text="" />
          </Form.Item>
          <Form.Item name="on" label={t('wecom:prefs.on')} valuePropName="checked" extra={t('wecom:prefs.kindsHint')}>
            <Switch disabled={!userId?.trim()} data-testid="wecom-prefs-on" />
          </Form.Item>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="wecom-prefs-save">{t('wecom:prefs.save')}</Button>
        </Form>
      )}
    </Card>
  );
}
