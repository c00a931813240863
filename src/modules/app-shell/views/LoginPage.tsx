// The login page (issue 5 section 2): username and password; title, logo, LDAP and verify-code
// switches from the system settings; a refused sign-in is said once, above the form (issue 23 §1: no toast too);
// a zh/en switch the whole app follows. After login the redirect is followed only when safe.
// Issue 33 §2: the verify code is the server's picture (with a refresh), fetched again after every refused
// attempt, asked when the switch is on or the server says so (`captchaRequired`). Issue 33 §3: a second step
// when the server asks for it: the 6-digit code (or a recovery code, and "remember this device" when the
// hospital allows it), or the forced enrolment of a role that requires a second factor.
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Form, Input, Segmented, Space, Tag } from 'antd';
import { LockOutlined, ReloadOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { buildUserRoutes, signInTarget, type RouteMatch } from '../../../core/routing/index.ts';
import { callErrorText } from '../../../core/http/errors.ts';
import { factorsApi, type Captcha } from '../../../core/api/factors.ts';
import { captchaRequiredOf, SecondFactorRequired, type SecondFactorStep } from '../../../core/session/secondFactor.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useT } from '../../shared/hooks.ts';
import { useShell } from '../ShellContext.ts';
import { titleIn, useSystemSettings } from '../systemSettings.ts';

const LoginSecondStep = lazy(() => import('./LoginSecondStep.tsx'));

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
  const { runtime, lang } = useHost();
  const t = useT();
  const { shell } = useShell();
  const settings = useSystemSettings(runtime);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const title = titleIn(settings, lang, t('shell:appTitle'));
  const [form] = Form.useForm<Values>();
  // issue 33 §2: the verify code: asked by the switch, or by the server after failures from this address
  const [askedByServer, setAskedByServer] = useState(false);
  const needCaptcha = settings.isVerifyCode || askedByServer;
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const newCaptcha = useCallback(() => {
    form.setFieldValue('code', '');
    factorsApi(runtime).captcha().then(setCaptcha, () => setCaptcha(null));
  }, [form, runtime]);
  useEffect(() => {
    if (needCaptcha && !captcha) newCaptcha();
  }, [needCaptcha, captcha, newCaptcha]);
  // issue 33 §3: the second step
  const [step, setStep] = useState<SecondFactorStep | null>(null);

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
      await runtime.session.login({ username: v.username, password: v.password, code: needCaptcha ? v.code : undefined, captchaId: needCaptcha ? captcha?.id : undefined }, { quiet: true });
      shell.replace(await landing(match.location.query.redirect));
    } catch (e) {
      if (e instanceof SecondFactorRequired) {
        setStep(e.step);
        return;
      }
      // the server's reason in the page's language (a wrong password, a throttled account), else the network
      setError(callErrorText(e, t('http:network')));
      // a code is used by the attempt, right or wrong: a new one for the next
      const asked = captchaRequiredOf(e);
      if (asked) setAskedByServer(true);
      if (asked || needCaptcha) newCaptcha();
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    setStep(null);
    setError('');
    if (needCaptcha) newCaptcha();
  };

  // issue 33 §3: the second step's code loads when a user has one (the login page's first paint carries none)
  const body: ReactNode = step ? (
    <Suspense fallback={null}>
      <LoginSecondStep
        step={step}
        onError={setError}
        onBack={back}
        onSignedIn={() => void landing(match.location.query.redirect).then((to) => shell.replace(to))}
      />
    </Suspense>
  ) : null;

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
        {body ?? (
        <Form<Values> form={form} size="large" onFinish={(v) => void submit(v)} autoComplete="on">
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('shell:usernameRequired') }]}>
            <Input prefix={<UserOutlined aria-hidden />} placeholder={t('shell:username')} autoComplete="username" name="username" />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: t('shell:passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined aria-hidden />} placeholder={t('shell:password')} autoComplete="current-password" name="password" />
          </Form.Item>
          {needCaptcha && (
            <Form.Item>
            <Space.Compact block>
              <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('shell:verifyCodeRequired') }]}>
                <Input prefix={<SafetyOutlined aria-hidden />} placeholder={t('shell:verifyCode')} aria-label={t('shell:verifyCode')} maxLength={8} autoComplete="off" data-testid="login-code" />
              </Form.Item>
              {captcha && <img src={captcha.image} alt={t('shell:captchaImage')} width={120} height={40} data-testid="login-captcha" style={{ border: '1px solid #d9d9d9' }} />}
              <Button icon={<ReloadOutlined aria-hidden />} aria-label={t('shell:captchaRefresh')} title={t('shell:captchaRefresh')} onClick={newCaptcha} data-testid="login-captcha-refresh" />
            </Space.Compact>
            </Form.Item>
          )}
          <Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
              {busy ? t('shell:loggingIn') : t('shell:login')}
            </Button>
          </Form.Item>
        </Form>
        )}
      </div>
    </div>
  );
}
