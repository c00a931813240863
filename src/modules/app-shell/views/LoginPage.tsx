// The login page (issue 5 section 2): username and password; title, logo, LDAP and verify-code
// switches from the system settings; a refused sign-in is said once, above the form (issue 23 §1: no toast too);
// a zh/en switch the whole app follows. After login the redirect is followed only when safe.
import { useState } from 'react';
import { Alert, Button, Form, Input, Segmented, Tag } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { buildUserRoutes, signInTarget, type RouteMatch } from '../../../core/routing/index.ts';
import { HosHttpError } from '../../../core/http/errors.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useT } from '../../shared/hooks.ts';
import { useShell } from '../ShellContext.ts';
import { useSystemSettings } from '../systemSettings.ts';

interface Values {
  username: string;
  password: string;
  code?: string;
}

export function LanguageSwitch() {
  const { runtime, lang } = useHost();
  const t = useT();
  return (
    <Segmented
      size="small"
      value={lang}
      data-testid="lang-switch"
      options={[
        { label: t('shell:langZh'), value: 'zh-CN' },
        { label: t('shell:langEnShort'), value: 'en' },
      ]}
      onChange={(v) => runtime.setLanguage(String(v))}
    />
  );
}

export function LoginPage({ match }: { match: RouteMatch }) {
  const { runtime } = useHost();
  const t = useT();
  const { shell } = useShell();
  const settings = useSystemSettings(runtime);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const title = settings.title || t('shell:appTitle');

  /** The redirect when it is a page of the new user's menus, else home (core/routing/signInTarget.ts). */
  const landing = async (redirect: string | undefined): Promise<string> => {
    const { session } = runtime;
    let s = session.getState();
    if (!s.roles.length || !Array.isArray(s.menuList)) {
      // the menus come with the user's info; without them the guard sorts it out as before
      await session.getInfo().catch(() => undefined);
      s = session.getState();
    }
    return signInTarget(redirect, s.roles.length ? buildUserRoutes({ menuList: s.menuList, roles: s.roles }) : null);
  };

  const submit = async (v: Values) => {
    setBusy(true);
    setError('');
    try {
      await runtime.session.login({ username: v.username, password: v.password, code: v.code }, { quiet: true });
      shell.replace(await landing(match.location.query.redirect));
    } catch (e) {
      // the server's reason in the page's language (a wrong password, a throttled account), else the network
      setError(e instanceof HosHttpError ? e.message : t('http:network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="hos-login" data-testid="login-page">
      <div className="hos-login-box">
        <div className="hos-login-head">
          <h1>
            {settings.logo ? <img src={settings.logo} alt="" /> : null}
            <span data-testid="login-title">{title}</span>
          </h1>
          <LanguageSwitch />
        </div>
        {settings.isLdap && <Tag color="blue" style={{ marginBottom: 12 }}>{t('shell:ldapHint')}</Tag>}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form<Values> size="large" onFinish={(v) => void submit(v)} autoComplete="on">
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('shell:usernameRequired') }]}>
            <Input prefix={<UserOutlined aria-hidden />} placeholder={t('shell:username')} autoComplete="username" name="username" />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: t('shell:passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined aria-hidden />} placeholder={t('shell:password')} autoComplete="current-password" name="password" />
          </Form.Item>
          {settings.isVerifyCode && (
            <Form.Item name="code" rules={[{ required: true, message: t('shell:verifyCodeRequired') }]}>
              <Input prefix={<SafetyOutlined aria-hidden />} placeholder={t('shell:verifyCode')} maxLength={8} />
            </Form.Item>
          )}
          <Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
              {busy ? t('shell:loggingIn') : t('shell:login')}
            </Button>
          </Form.Item>
        </Form>
      </div>
    </div>
  );
}
