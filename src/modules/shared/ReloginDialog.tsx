// Signing in again in place (issue 10 §1): when the session ends while someone works in an element,
// this dialog opens inside the element's shadow root instead of a reload. It signs in through the page's
// shared session (every element on the page gets the new token) and tells the http layer to send the
// failed call again; the page and everything typed on it stay. Loaded only when needed.
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { getRuntime } from '../../core/runtime.ts';
import { HosHttpError, callErrorText } from '../../core/http/errors.ts';
import { SecondFactorRequired } from '../../core/session/secondFactor.ts';
import { useT } from './hooks.ts';
import { provideNamespaces } from '../../core/i18n/instance.ts';
import { signin } from '../../core/i18n/locales/signin.ts';

provideNamespaces({ signin });

export interface ReloginDialogProps {
  onDone(signedIn: boolean): void;
  /** nobody was signed in: the host page asked for a sign-in (hosSession.promptSignIn, issue 36 §1) */
  first?: boolean;
}

export default function ReloginDialog({ onDone, first = false }: ReloginDialogProps) {
  const t = useT();
  const runtime = getRuntime();
  const known = runtime.session.getState().username ?? '';
  const [username, setUsername] = useState(known);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // signed in meanwhile in another tab or bundle (issue 33 §9): nothing left to ask
  useEffect(() => {
    const { session } = runtime;
    const opened = session.cookieBearer();
    return session.subscribe(() => {
      const now = session.cookieBearer();
      if (now && now !== opened) onDone(true);
    });
  }, [runtime, onDone]);
  // issue 33 §3: the pending sign-in of a user with a second factor, and the code typed for it
  const [pending, setPending] = useState('');
  const [code, setCode] = useState('');

  const submit = async () => {
    if (!password) return setError(t('signin:reloginPasswordRequired'));
    setBusy(true);
    setError('');
    try {
      if (pending) await (await import('../../core/session/secondFactorCalls.ts')).secondFactorCalls(runtime).complete({ pendingToken: pending, code: code.trim() });
      else await runtime.session.login({ username: username || known, password }, { quiet: true });
      onDone(true);
    } catch (e) {
      if (e instanceof SecondFactorRequired) {
        // a forced enrolment needs the login page; a code is asked here
        if (e.step.secondFactor === 'enrol') setError(t('signin:reloginFactorEnrol'));
        else {
          setPending(e.step.pendingToken);
          setError(e.message);
        }
        setBusy(false);
        return;
      }
      if (pending && e instanceof HosHttpError && e.code === 401) setPending('');
      // the server's reason (a wrong password ...) under the field, once (no toast too); the dialog stays open
      setError(callErrorText(e, t('http:network')));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      className="hos-relogin"
      title={t(first ? 'signin:signInTitle' : 'signin:reloginTitle')}
      mask={{ closable: false }}
      keyboard={false}
      onCancel={() => onDone(false)}
      footer={[
        <Button key="cancel" onClick={() => onDone(false)}>{t('http:cancel')}</Button>,
        <Button key="ok" type="primary" className="hos-relogin-submit" loading={busy} onClick={() => void submit()}>{t(first ? 'signin:signInSubmit' : 'signin:reloginSubmit')}</Button>,
      ]}
    >
      {!first && <Alert type="warning" showIcon title={t('signin:reloginHint')} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={t('signin:reloginUser')}>
          <Input name="username" autoComplete="username" autoFocus={!known} value={username} disabled={!!known} onChange={(e) => setUsername(e.target.value)} />
        </Form.Item>
        <Form.Item label={t('signin:reloginPassword')} validateStatus={error ? 'error' : undefined} help={error || undefined}>
          <Input.Password name="password" autoComplete="current-password" autoFocus={!!known} value={password} disabled={!!pending} onChange={(e) => setPassword(e.target.value)} onPressEnter={() => void submit()} />
        </Form.Item>
        {pending && (
          <Form.Item label={t('signin:reloginFactorCode')}>
            <Input name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus value={code} onChange={(e) => setCode(e.target.value)} onPressEnter={() => void submit()} className="hos-relogin-otp" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
