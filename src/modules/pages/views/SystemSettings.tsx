// /newUpms/settings: the system settings (classify 1). Name and logo (uploaded through the image upload)
// are the brand of the sidebar, the login page and the document title, which redraw as soon as they are
// saved; the password age policy decides when a password must be changed (issue 13 §4).
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, ColorPicker, ConfigProvider, Divider, Form, Input, Select, Space, Spin, Switch, Tag, Upload } from 'antd';
import { InputNumber } from '../../shared/NumberInput.tsx';
import type { SelectProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { ViewProps } from '../types.ts';
import { PageCard } from '../common/PageCard.tsx';
import { usePageT, useRuntime } from '../common/hooks.ts';
import { createUpload } from '../../../core/api/transport.ts';
import { settingsApi } from '../../../core/api/settings.ts';
import { DEFAULT_TIME_ZONE, reloadSystemSettings, safeLogo } from '../../../core/settings/systemSettings.ts';
import { DEFAULT_PASSWORD_MAX_AGE_DAYS, MAX_PASSWORD_MAX_AGE_DAYS } from '../../../core/session/passwordPolicy.ts';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { sysSettings } from '../../../core/i18n/locales/sysSettings.ts';
import { MailSection } from './system/MailSettings.tsx';
import { WecomSection } from './system/WecomSettings.tsx';
import { DirectorySection } from './system/DirectorySettings.tsx';
import { useDicts } from '../common/useDicts.ts';
import { ADMIN_ROLES, dutiesOf, mayDo, settingDuty } from '../../../core/access/duties.ts';
import { DEFAULT_IDENTIFIER_ROLES } from '../../../core/privacy/identifiers.ts';

provideNamespaces({ sysSettings });

interface Settings {
  name: string; nameEn?: string; hospitalName?: string; logo: string; is_ldap: boolean; is_verify_code: boolean; theme: string; tagsView: boolean; fixedHeader: boolean;
  sidebarLogo: boolean; showSettings: boolean; pwdMaxAgeDays: number; timeZone: string;
  /** issue 33 §2-3: sign-in security (demo/server/auth/captcha.ts, secondFactor.ts) */
  captcha_after_failures: number; totp_required: boolean; totp_roles: string[]; totp_remember_device: boolean;
  /** issue 33 §6: the roles that read patient identifiers in full (src/core/privacy/identifiers.ts) */
  patient_identifier_roles: string[];
}
/** issue 33 §2-3: all off until the hospital turns them on */
const SIGN_IN_DEFAULTS = { captcha_after_failures: 0, totp_required: false, totp_roles: [...ADMIN_ROLES], totp_remember_device: false };
const SWITCHES = ['is_ldap', 'is_verify_code', 'tagsView', 'fixedHeader', 'sidebarLogo', 'showSettings'] as const;
const LABEL: Record<string, string> = { is_ldap: 'isLdap', is_verify_code: 'isVerifyCode' };
const IMAGE = /\.(png|jpe?g|gif|webp)$/i;
/** the zones this browser knows (issue 23 §2: the hospital's zone, where the pages show the server's instants) */
// an IANA zone is an identifier, the same in every language: shown as code
const ZONES = [...new Set([DEFAULT_TIME_ZONE, 'UTC', ...(Intl.supportedValuesOf?.('timeZone') ?? [])])].map((z) => ({ value: z, title: z, label: <code className="hos-zone-id" style={{ font: 'inherit' }}>{z}</code> }));

/** A chosen role as a tag that stays readable where the other administrator's settings are greyed (a
 *  disabled select's own tags are grey on grey: issue 33 §4) */
const roleTag: SelectProps['tagRender'] = ({ label, closable, onClose }) => (closable
  ? <Tag closable onClose={onClose} style={{ marginInlineEnd: 4 }}>{label}</Tag>
  : <span style={CHIP}>{label}</span>);
const CHIP = { color: 'rgba(0, 0, 0, 0.88)', background: '#f5f5f5', border: '1px solid #d9d9d9', borderRadius: 4, padding: '0 7px', marginInlineEnd: 4, lineHeight: '22px', fontSize: 12 } as const;

/** The logo field: a preview, an upload button and a remove button; the value is the uploaded file's path. */
function LogoField({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const t = usePageT();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const upload = useMemo(() => createUpload(runtime), [runtime]);
  const [busy, setBusy] = useState(false);
  const logo = safeLogo(value);
  return (
    <Space align="center" wrap>
      {logo && <img src={logo} alt={t('sysSettings:logoPreview')} style={{ width: 48, height: 48, objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 6 }} data-testid="logo-preview" />}
      <Upload
        accept=".png,.jpg,.jpeg,.gif,.webp"
        showUploadList={false}
        beforeUpload={(file) => {
          if (IMAGE.test(file.name)) return true;
          void message.error(t('sysSettings:logoNotImage'));
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file }) => {
          setBusy(true);
          upload(file as File, runtime.config.imgUploadUrl)
            .then((res) => onChange?.(res.src.startsWith('/') ? res.src : new URL(res.src, window.location.href).pathname))
            .catch((e: unknown) => void message.error(e instanceof Error && e.message ? e.message : t('sysSettings:uploadFailed')))
            .finally(() => setBusy(false));
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="logo-upload">{t('sysSettings:uploadLogo')}</Button>
      </Upload>
      {logo && <Button onClick={() => onChange?.('')}>{t('sysSettings:removeLogo')}</Button>}
    </Space>
  );
}

export default function SystemSettings({ route }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const [form] = Form.useForm<Settings>();
  const dicts = useDicts();
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  // issue 33 §4: each key is the system or the security administrator's (src/core/access/duties.ts); the
  // other's are shown greyed, and only one's own are sent
  const myRoles = runtime.session.getState().roles;
  const duties = dutiesOf(myRoles);
  const mineSystem = duties.includes('system');
  const mineSecurity = duties.includes('security');
  useEffect(() => {
    settingsApi(runtime).settings().then(
      (content) => { form.setFieldsValue({ pwdMaxAgeDays: DEFAULT_PASSWORD_MAX_AGE_DAYS, timeZone: DEFAULT_TIME_ZONE, ...SIGN_IN_DEFAULTS, patient_identifier_roles: [...DEFAULT_IDENTIFIER_ROLES], ...(content as Partial<Settings>) }); setLoaded(true); },
      () => setLoaded(true),
    );
  }, [runtime, form]);
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const theme = typeof v.theme === 'string' ? v.theme : (v.theme as unknown as { toHexString(): string })?.toHexString?.();
    setSaving(true);
    try {
      const all: Record<string, unknown> = { ...v, logo: v.logo ?? '', theme };
      await settingsApi(runtime).saveSettings(Object.fromEntries(Object.entries(all).filter(([k]) => duties.includes(settingDuty(k)))));
      void message.success(t('saved'));
      // the brand of this page (sidebar, title) follows at once
      await reloadSystemSettings(runtime);
    } catch {
      // the http layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <PageCard title={route.title}>
      {!loaded ? <Spin /> : (
        <Form form={form} labelCol={{ flex: '180px' }} style={{ maxWidth: 720 }}>
          <ConfigProvider componentDisabled={!mineSystem}>
          {!mineSystem && <Alert type="info" showIcon title={t('sysSettings:keptBySystem')} style={{ marginBottom: 12 }} />}
          <Divider titlePlacement="start">{t('sysSettings:brand')}</Divider>
          <Form.Item name="name" label={t('systemName')} rules={[{ required: true, whitespace: true, message: t('required') }, { max: 50 }]}><Input maxLength={50} data-user-text="" /></Form.Item>
          <Form.Item name="nameEn" label={t('sysSettings:nameEn')} extra={t('sysSettings:nameEnHint')} rules={[{ max: 100 }]}><Input maxLength={100} lang="en" className="hos-name-en" /></Form.Item>
          <Form.Item name="hospitalName" label={t('sysSettings:hospitalName')} extra={t('sysSettings:hospitalNameHint')} rules={[{ max: 100 }]}><Input maxLength={100} data-user-text="" /></Form.Item>
          <Form.Item name="logo" label={t('sysSettings:logo')} extra={t('sysSettings:logoHint')}><LogoField /></Form.Item>
          <Divider titlePlacement="start">{t('sysSettings:layout')}</Divider>
          <Form.Item name="theme" label={t('theme')}><ColorPicker format="hex" disabledAlpha showText /></Form.Item>
          {SWITCHES.filter((k) => settingDuty(k) === 'system').map((k) => <Form.Item key={k} name={k} label={t(LABEL[k] ?? k)} valuePropName="checked"><Switch /></Form.Item>)}
          <Divider titlePlacement="start">{t('sysSettings:region')}</Divider>
          <Form.Item name="timeZone" label={t('sysSettings:timeZone')} extra={t('sysSettings:timeZoneHint')} rules={[{ required: true, message: t('required') }]}>
            <Select showSearch options={ZONES} style={{ width: 240 }} data-testid="time-zone" />
          </Form.Item>
          </ConfigProvider>
          <ConfigProvider componentDisabled={!mineSecurity}>
          <Divider titlePlacement="start">{t('sysSettings:security')}</Divider>
          {!mineSecurity && <Alert type="info" showIcon title={t('sysSettings:keptBySecurity')} style={{ marginBottom: 12 }} />}
          {SWITCHES.filter((k) => settingDuty(k) === 'security').map((k) => <Form.Item key={k} name={k} label={t(LABEL[k] ?? k)} valuePropName="checked"><Switch /></Form.Item>)}
          <Form.Item name="pwdMaxAgeDays" label={t('sysSettings:pwdMaxAgeDays')} extra={t('sysSettings:pwdMaxAgeHint')} rules={[{ required: true, message: t('required') }]}>
            <InputNumber min={0} max={MAX_PASSWORD_MAX_AGE_DAYS} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="captcha_after_failures" label={t('sysSettings:captchaAfterFailures')} extra={t('sysSettings:captchaAfterFailuresHint')} rules={[{ required: true, message: t('required') }]}>
            <InputNumber min={0} max={100} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="totp_required" label={t('sysSettings:totpRequired')} extra={t('sysSettings:totpRequiredHint')} valuePropName="checked"><Switch /></Form.Item>
          <Form.Item name="totp_roles" label={t('sysSettings:totpRoles')}>
            <Select mode="multiple" options={dicts.options('sys_role')} showSearch={{ optionFilterProp: 'label' }} tagRender={roleTag} data-testid="totp-roles" />
          </Form.Item>
          <Form.Item name="totp_remember_device" label={t('sysSettings:totpRemember')} extra={t('sysSettings:totpRememberHint')} valuePropName="checked"><Switch /></Form.Item>
          <Divider titlePlacement="start">{t('sysSettings:privacy')}</Divider>
          <Form.Item name="patient_identifier_roles" label={t('sysSettings:identifierRoles')} extra={t('sysSettings:identifierRolesHint')}>
            <Select mode="multiple" options={dicts.options('sys_role')} showSearch={{ optionFilterProp: 'label' }} tagRender={roleTag} data-testid="identifier-roles" />
          </Form.Item>
          </ConfigProvider>
          <Form.Item label=" " colon={false} className="hos-no-label"><Button type="primary" loading={saving} onClick={() => void save()} className="hos-save-settings">{t('save')}</Button></Form.Item>
        </Form>
      )}
      {!loaded && <Alert type="info" title={t('common:loading')} />}
      {/* issue 26 §4: e-mail reminders (SMTP) and the outbox */}
      {mayDo(myRoles, 'mail') && <MailSection />}
      {/* issue 32 §6: WeCom reminders (app and group robots) and their outbox */}
      {mayDo(myRoles, 'wecom') && <WecomSection />}
      {/* issue 33 §1: directory sign-in (LDAP / AD), used while 启用LDAP is on */}
      {mayDo(myRoles, 'directory') && <DirectorySection />}
    </PageCard>
  );
}
