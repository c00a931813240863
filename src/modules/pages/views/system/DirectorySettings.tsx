// Issue 33 §1, in 系统设置: the directory sign-in settings (LDAP / Active Directory; used while 启用LDAP is
// on), the service account's password shown only as saved or not, and 测试连接: the server binds with the
// saved service account and, given a username, looks it up, answering in plain words.
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Checkbox, Divider, Form, Input, Select, Space, Switch } from 'antd';
import { directoryApi, type DirectorySettingsInput, type DirectorySettingsView, type DirectoryTestAnswer } from '../../../../core/api/directory.ts';
import { adminApi, type Role } from '../../../../core/api/admin.ts';
import { provideNamespaces } from '../../../../core/i18n/instance.ts';
import { directory } from '../../../../core/i18n/locales/directory.ts';
import { usePageT, useRuntime } from '../../common/hooks.ts';

provideNamespaces({ directory });

/** identifiers shown as code in the filter's hint (the same in both languages) */
const PLACEHOLDER = '{username}';
const AD_FILTER = '(&(objectClass=user)(sAMAccountName={username}))';

type FormValues = Omit<DirectorySettingsInput, 'localUsers'> & { localUsers: string[] };

function DirectoryForm() {
  const t = usePageT();
  const runtime = useRuntime();
  const api = useMemo(() => directoryApi(runtime), [runtime]);
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [current, setCurrent] = useState<DirectorySettingsView | null>(null);
  const [roles, setRoles] = useState<Role[]>([]);
  const [saving, setSaving] = useState(false);
  const [testUser, setTestUser] = useState('');
  const [testing, setTesting] = useState(false);
  const [answer, setAnswer] = useState<DirectoryTestAnswer | null>(null);
  const d = (key: string) => t('directory:' + key);
  useEffect(() => {
    api.settings().then((s) => { setCurrent(s); form.setFieldsValue({ ...s, bindPassword: '', clearBindPassword: false }); }, () => undefined);
    adminApi(runtime).allRoles().then(setRoles, () => undefined);
  }, [api, form, runtime]);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      const { bindPassword, ...rest } = v;
      const s = await api.saveSettings({ ...rest, localUsers: (v.localUsers ?? []).map((u) => u.trim()).filter(Boolean), ...(bindPassword ? { bindPassword } : {}) });
      setCurrent(s);
      form.setFieldsValue({ bindPassword: '', clearBindPassword: false });
      void message.success(d('saved'));
    } catch {
      // the http layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  const test = async () => {
    setTesting(true);
    setAnswer(null);
    try {
      setAnswer(await api.test(testUser.trim()));
    } catch {
      // the http layer showed the server's message
    } finally {
      setTesting(false);
    }
  };
  if (!current) return null;
  const attr = (name: 'name' | 'workNo' | 'dept' | 'email', label: string, extra?: string) => (
    <Form.Item name={['attrs', name]} label={d(label)} extra={extra}><Input maxLength={64} style={{ maxWidth: 320 }} data-user-text="" /></Form.Item>
  );
  return (
    <Form form={form} labelCol={{ flex: '180px' }} style={{ maxWidth: 720 }} data-testid="directory-settings">
      <Alert type="info" showIcon title={d('intro')} style={{ marginBottom: 16 }} />
      <Form.Item name="url" label={d('url')} extra={d('urlHint')}><Input maxLength={300} placeholder={d('ph.url')} data-user-text="" /></Form.Item>
      <Form.Item name="startTls" label={d('startTls')} valuePropName="checked"><Switch /></Form.Item>
      <Form.Item name="verifyCert" label={d('verifyCert')} valuePropName="checked" extra={d('verifyCertHint')}><Switch /></Form.Item>
      <Form.Item name="caCert" label={d('caCert')} extra={d('caCertHint')}><Input.TextArea rows={3} maxLength={20000} placeholder={d('ph.caCert')} data-user-text="" /></Form.Item>
      <Form.Item name="bindDn" label={d('bindDn')}><Input maxLength={500} autoComplete="off" placeholder={d('ph.bindDn')} data-user-text="" /></Form.Item>
      <Form.Item name="bindPassword" label={d('bindPassword')}
        validateStatus={current.bindPasswordUnreadable ? 'warning' : undefined}
        help={current.bindPasswordUnreadable ? d('passwordUnreadable') : undefined}
        extra={current.hasBindPassword ? d('passwordKept') : d('passwordNone')}>
        <Input.Password maxLength={500} autoComplete="new-password" data-testid="directory-bind-password" />
      </Form.Item>
      {current.hasBindPassword && (
        <Form.Item name="clearBindPassword" label=" " colon={false} className="hos-no-label" valuePropName="checked"><Checkbox>{d('clearPassword')}</Checkbox></Form.Item>
      )}
      <Form.Item name="baseDn" label={d('baseDn')}><Input maxLength={500} placeholder={d('ph.baseDn')} data-user-text="" /></Form.Item>
      <Form.Item name="userFilter" label={d('userFilter')}
        extra={<>{d('userFilterHint')} <code>{PLACEHOLDER}</code><br />{d('userFilterAd')} <code>{AD_FILTER}</code></>}>
        <Input maxLength={500} data-user-text="" />
      </Form.Item>
      {attr('name', 'attrName')}
      {attr('workNo', 'attrWorkNo')}
      {attr('dept', 'attrDept', d('attrDeptHint'))}
      {attr('email', 'attrEmail')}
      <Form.Item name="disabledAttr" label={d('disabledAttr')} extra={d('disabledHint')}><Input maxLength={64} style={{ maxWidth: 320 }} data-user-text="" /></Form.Item>
      <Form.Item name="disabledValue" label={d('disabledValue')}><Input maxLength={100} style={{ maxWidth: 320 }} data-user-text="" /></Form.Item>
      <Form.Item name="defaultRole" label={d('defaultRole')}>
        <Select allowClear style={{ maxWidth: 320 }} options={roles.map((r) => ({ value: r.roleKey, label: r.roleName }))} />
      </Form.Item>
      <Form.Item name="localAllowed" label={d('localAllowed')} valuePropName="checked" extra={d('localAllowedHint')}><Switch /></Form.Item>
      <Form.Item name="localUsers" label={d('localUsers')} extra={d('localUsersHint')}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} style={{ maxWidth: 420 }} aria-label={d('localUsers')} data-user-text="" />
      </Form.Item>
      <Form.Item label=" " colon={false} className="hos-no-label">
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="directory-save">{d('save')}</Button>
      </Form.Item>
      <Form.Item label={d('testUser')} extra={d('testUserHint')}>
        <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
          <Input value={testUser} onChange={(e) => setTestUser(e.target.value)} maxLength={64} aria-label={d('testUser')} data-user-text="" />
          <Button loading={testing} onClick={() => void test()} data-testid="directory-test">{d('test')}</Button>
        </Space.Compact>
      </Form.Item>
      {answer && <Alert type={answer.ok ? 'success' : 'error'} showIcon title={answer.message} role="status" data-testid="directory-test-answer" data-user-text="" />}
    </Form>
  );
}

export function DirectorySection() {
  const t = usePageT();
  return (
    <section aria-label={t('directory:title')}>
      <Divider titlePlacement="start" style={{ maxWidth: 720, minWidth: 0 }}>{t('directory:title')}</Divider>
      <DirectoryForm />
    </section>
  );
}
