// Issue 32 §6, in 系统设置: WeCom (企业微信) reminders. Off by default; the API address (a proxy's when the
// hospital reaches WeCom through one), the message format, the app that sends to people (corp id, agent
// id, secret: the saved secret is never shown, only that one is saved), the group robots per department
// or role (their webhook keys likewise), a test message that shows WeCom's answer, and the outbox.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Checkbox, Divider, Form, Input, Select, Space, Switch, Typography } from 'antd';
import { InputNumber } from '../../../shared/NumberInput.tsx';
import { wecomApi, type WecomSettingsInput, type WecomSettingsView } from '../../../../core/api/wecom.ts';
import { WECOM_FORMATS } from '../../../../core/notify/wecom.ts';
import { provideNamespaces } from '../../../../core/i18n/instance.ts';
import { mail } from '../../../../core/i18n/locales/mail.ts';
import { wecom } from '../../../../core/i18n/locales/wecom.ts';
import { usePageT, useRuntime } from '../../common/hooks.ts';
import { WecomOutbox } from './WecomOutbox.tsx';

provideNamespaces({ mail, wecom });

type FormValues = WecomSettingsInput;
const USER = '@user';

function WecomForm() {
  const t = usePageT();
  const runtime = useRuntime();
  const api = useMemo(() => wecomApi(runtime), [runtime]);
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [current, setCurrent] = useState<WecomSettingsView | null>(null);
  const [saving, setSaving] = useState(false);
  const [testTo, setTestTo] = useState<string>(USER);
  const [testUser, setTestUser] = useState('');
  const [testing, setTesting] = useState(false);
  const show = (s: WecomSettingsView) => {
    setCurrent(s);
    form.setFieldsValue({ ...s, secret: '', clearSecret: false, robots: s.robots.map(({ id, name, scope, target, lang }) => ({ id, name, scope, target, lang, key: '' })) });
  };
  useEffect(() => {
    api.settings().then(show, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, form]);
  const w = (key: string, o?: Record<string, unknown>) => t('wecom:' + key, o);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      const { secret, ...rest } = v;
      const robots = (v.robots ?? []).map(({ key, ...r }) => (key ? { ...r, key } : r));
      show(await api.saveSettings({ ...rest, agentId: v.agentId ? Number(v.agentId) : null, robots, ...(secret ? { secret } : {}) }));
      void message.success(w('settings.saved'));
    } catch {
      // the http layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  const test = async () => {
    setTesting(true);
    try {
      await api.test(testTo === USER ? { userId: testUser.trim() } : { robotId: testTo });
      void message.success(w('settings.testSent'));
    } catch {
      // the http layer showed the server's message: WeCom's errcode and what it means, in the user's language
    } finally {
      setTesting(false);
    }
  };
  if (!current) return null;
  const savedRobot = (i: number) => current.robots.find((r) => r.id === form.getFieldValue(['robots', i, 'id']));
  return (
    <Form form={form} labelCol={{ flex: '180px' }} style={{ maxWidth: 720 }} data-testid="wecom-settings">
      <Form.Item name="enabled" label={w('settings.enabled')} valuePropName="checked" extra={w('settings.enabledHint')}><Switch data-testid="wecom-enabled" /></Form.Item>
      <Form.Item name="baseUrl" label={w('settings.baseUrl')} extra={w('settings.baseUrlHint')}><Input maxLength={300} data-user-text="" /></Form.Item>
      <Form.Item name="format" label={w('settings.format')}>
        <Select style={{ maxWidth: 200 }} options={WECOM_FORMATS.map((f) => ({ value: f, label: w('format.' + f) }))} />
      </Form.Item>
      <Form.Item name="appUrl" label={w('settings.appUrl')} extra={w('settings.appUrlHint')}><Input maxLength={500} placeholder={t('mail:ph.appUrl')} data-user-text="" /></Form.Item>
      <Divider titlePlacement="start" plain>{w('settings.app')}</Divider>
      <Form.Item name="corpId" label={w('settings.corpId')}><Input maxLength={100} autoComplete="off" data-user-text="" /></Form.Item>
      <Form.Item name="agentId" label={w('settings.agentId')}><InputNumber min={1} precision={0} style={{ width: 200 }} /></Form.Item>
      <Form.Item name="secret" label={w('settings.secret')}
        validateStatus={current.secretUnreadable ? 'warning' : undefined}
        help={current.secretUnreadable ? w('server.secretUnreadable') : undefined}
        extra={current.hasSecret ? w('settings.secretKept') : w('settings.secretNone')}>
        <Input.Password maxLength={500} autoComplete="new-password" />
      </Form.Item>
      {current.hasSecret && (
        <Form.Item name="clearSecret" label=" " colon={false} className="hos-no-label" valuePropName="checked"><Checkbox>{w('settings.clearSecret')}</Checkbox></Form.Item>
      )}
      <Divider titlePlacement="start" plain>{w('settings.robots')}</Divider>
      <Typography.Paragraph type="secondary">{w('settings.robotsHint')}</Typography.Paragraph>
      <Form.List name="robots">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <div key={f.key} data-testid="wecom-robot" style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '12px 12px 0', marginBottom: 12 }}>
                <Form.Item name={[f.name, 'id']} hidden><Input /></Form.Item>
                <Form.Item name={[f.name, 'name']} label={w('robot.name')} rules={[{ required: true, message: t('required') }]}><Input maxLength={50} data-user-text="" /></Form.Item>
                <Form.Item name={[f.name, 'scope']} label={w('robot.scope')}>
                  <Select style={{ maxWidth: 200 }} options={(['role', 'dept'] as const).map((s) => ({ value: s, label: w('scope.' + s) }))} />
                </Form.Item>
                <Form.Item name={[f.name, 'target']} label={w('robot.target')} rules={[{ required: true, message: t('required') }]}><Input maxLength={100} data-user-text="" /></Form.Item>
                <Form.Item name={[f.name, 'lang']} label={w('robot.lang')}>
                  <Select style={{ maxWidth: 200 }} options={(['zh-CN', 'en'] as const).map((l) => ({ value: l, label: t('mail:lang.' + l) }))} />
                </Form.Item>
                <Form.Item name={[f.name, 'key']} label={w('robot.key')} extra={savedRobot(f.name)?.hasKey ? w('robot.keyKept') : w('robot.keyHint')}
                  rules={savedRobot(f.name)?.hasKey ? [] : [{ required: true, message: t('required') }]}>
                  <Input.Password maxLength={500} autoComplete="new-password" />
                </Form.Item>
                <Form.Item label=" " colon={false} className="hos-no-label"><Button danger size="small" onClick={() => remove(f.name)}>{w('robot.remove')}</Button></Form.Item>
              </div>
            ))}
            <Form.Item label=" " colon={false} className="hos-no-label">
              <Button onClick={() => add({ name: '', scope: 'role', target: 'qualityOfficer', lang: 'zh-CN', key: '' })} data-testid="wecom-add-robot">{w('robot.add')}</Button>
            </Form.Item>
          </>
        )}
      </Form.List>
      <Form.Item label=" " colon={false} className="hos-no-label">
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="wecom-save">{w('settings.save')}</Button>
      </Form.Item>
      <Form.Item label={w('settings.testTo')}>
        <Space wrap>
          <Select value={testTo} onChange={setTestTo} style={{ width: 220 }} aria-label={w('settings.testTo')}
            options={[{ value: USER, label: w('settings.testUser') }, ...current.robots.map((r) => ({ value: r.id, label: w('settings.testRobot', { name: r.name }) }))]} />
          {testTo === USER && <Input value={testUser} onChange={(e) => setTestUser(e.target.value)} maxLength={64} style={{ width: 200 }} aria-label={w('settings.testUser')} />}
          <Button loading={testing} disabled={testTo === USER && !testUser.trim()} onClick={() => void test()} data-testid="wecom-test">{w('settings.test')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** The WeCom part of the system settings page: the settings, then the outbox. */
export function WecomSection() {
  const t = usePageT();
  return (
    <section aria-label={t('wecom:settings.title')}>
      <Divider titlePlacement="start" style={{ maxWidth: 720, minWidth: 0 }}>{t('wecom:settings.title')}</Divider>
      <WecomForm />
      <Divider titlePlacement="start">{t('wecom:outbox.title')}</Divider>
      <WecomOutbox />
    </section>
  );
}
