// The login page's second step (issue 33 §3), loaded only when the password was right and the user has a
// second factor or must set one up: the 6-digit code (or a recovery code, and "remember this device" when
// the hospital allows it), or the forced enrolment.
import { useState } from 'react';
import { Button, Checkbox, Form, Input } from 'antd';
import { HosHttpError, callErrorText } from '../../../core/http/errors.ts';
import type { SecondFactorStep } from '../../../core/session/secondFactor.ts';
import { secondFactorCalls } from '../../../core/session/secondFactorCalls.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useT } from '../../shared/hooks.ts';
import { SecondFactorEnrol } from './SecondFactorEnrol.tsx';

export interface LoginSecondStepProps {
  step: SecondFactorStep;
  /** the message above the form ('' clears it) */
  onError(message: string): void;
  /** back to the password (the pending sign-in ended, or the user went back) */
  onBack(): void;
  onSignedIn(): void;
}

export default function LoginSecondStep({ step, onError, onBack, onSignedIn }: LoginSecondStepProps) {
  const { runtime } = useHost();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const calls = secondFactorCalls(runtime);

  const verify = async (v: { totp?: string; recoveryCode?: string; remember?: boolean }) => {
    setBusy(true);
    onError('');
    try {
      await calls.complete({
        pendingToken: step.pendingToken,
        ...(useRecovery ? { recoveryCode: v.recoveryCode?.trim() } : { code: v.totp?.trim() }),
        remember: step.rememberAllowed && v.remember === true,
      });
      onSignedIn();
    } catch (e) {
      onError(callErrorText(e, t('http:network')));
      // the pending sign-in ended (timed out): back to the password
      if (e instanceof HosHttpError && e.code === 401) onBack();
    } finally {
      setBusy(false);
    }
  };

  if (step.secondFactor === 'enrol') {
    const token = step.pendingToken;
    let finish: (() => unknown) | undefined;
    return (
      <SecondFactorEnrol
        intro={t('shell:factorEnrolForced')}
        start={() => calls.startEnrolment(token)}
        confirm={async (code) => {
          const r = await calls.confirmEnrolment(token, code);
          finish = r.finish;
          return r.recoveryCodes;
        }}
        cancellable
        onDone={(ok) => {
          if (!ok || !finish) return onBack();
          finish();
          onSignedIn();
        }}
      />
    );
  }
  return (
    <Form<{ totp?: string; recoveryCode?: string; remember?: boolean }> size="large" layout="vertical" onFinish={(v) => void verify(v)} data-testid="factor-form">
      <p>{t('shell:factorVerifyHint')}</p>
      {useRecovery ? (
        <Form.Item name="recoveryCode" label={t('shell:factorRecovery')} rules={[{ required: true, whitespace: true, message: t('shell:factorRecoveryRequired') }]}>
          <Input autoComplete="off" maxLength={32} data-testid="factor-recovery-code" />
        </Form.Item>
      ) : (
        <Form.Item name="totp" label={t('shell:factorCode')} rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('shell:factorCodeRequired') }]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus data-testid="factor-code" />
        </Form.Item>
      )}
      <Button type="link" style={{ padding: 0, marginBottom: 12 }} onClick={() => setUseRecovery(!useRecovery)} data-testid="factor-toggle">
        {useRecovery ? t('shell:factorUseCode') : t('shell:factorUseRecovery')}
      </Button>
      {step.rememberAllowed && (
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox data-testid="factor-remember">{t('shell:factorRemember')}</Checkbox>
        </Form.Item>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="factor-submit">{t('shell:factorVerify')}</Button>
      </Form.Item>
      <Button type="link" onClick={onBack}>{t('shell:factorBack')}</Button>
    </Form>
  );
}
