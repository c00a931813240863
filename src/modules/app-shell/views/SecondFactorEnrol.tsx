// Issue 33 §3: setting up the second factor, at sign-in (required by the role) or from the profile: a new
// key (base32, to type into an authenticator app) and its otpauth:// link, the first code to confirm it,
// then the ten recovery codes, shown once. The QR code of the link is drawn by `qrcode` (an SVG, as an image),
// loaded only when a key is shown.
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { callErrorText } from '../../../core/http/errors.ts';
import { useT } from '../../shared/hooks.ts';

export interface SecondFactorEnrolProps {
  /** a new secret */
  start(): Promise<{ secret: string; uri: string }>;
  /** the first code: the recovery codes */
  confirm(code: string): Promise<string[]>;
  /** after the recovery codes were shown (or on cancel, `false`) */
  onDone(enrolled: boolean): void;
  /** shown above the steps (why now) */
  intro?: string;
  cancellable?: boolean;
}

/** The key in groups of four, easier to type. */
const grouped = (s: string) => s.replace(/(.{4})/g, '$1 ').trim();

export function SecondFactorEnrol({ start, confirm, onDone, intro, cancellable }: SecondFactorEnrolProps) {
  const t = useT();
  const [secret, setSecret] = useState<{ secret: string; uri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const message = (e: unknown) => (callErrorText(e, t('http:network')));
  const [qr, setQr] = useState('');
  useEffect(() => {
    if (!secret) return;
    let live = true;
    import('qrcode')
      .then((q) => q.toString(secret.uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => live && setQr('data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg)))
      // no picture: the key and the link below still enrol
      .catch((e: unknown) => console.warn('[hos] QR code', e));
    return () => {
      live = false;
    };
  }, [secret]);

  useEffect(() => {
    let live = true;
    start().then((s) => live && setSecret(s), (e: unknown) => live && setError(message(e)));
    return () => {
      live = false;
    };
    // one secret per opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (v: { code: string }) => {
    setBusy(true);
    setError('');
    try {
      setCodes(await confirm(v.code.trim()));
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };

  if (codes) {
    return (
      <div data-testid="factor-recovery">
        <Typography.Title level={5}>{t('shell:factorRecoveryTitle')}</Typography.Title>
        <Alert type="warning" showIcon title={t('shell:factorRecoveryHint')} style={{ marginBottom: 12 }} />
        <ul aria-label={t('shell:factorRecoveryTitle')} style={{ columns: 2, fontFamily: 'monospace', fontSize: 15, paddingLeft: 20 }}>
          {codes.map((c) => <li key={c}>{c}</li>)}
        </ul>
        <Button type="primary" block onClick={() => onDone(true)} data-testid="factor-recovery-done">{t('shell:factorRecoverySaved')}</Button>
      </div>
    );
  }

  return (
    <div data-testid="factor-enrol">
      <Typography.Title level={5}>{t('shell:factorEnrolTitle')}</Typography.Title>
      {intro && <Alert type="info" showIcon title={intro} style={{ marginBottom: 12 }} />}
      <Typography.Paragraph>{t('shell:factorEnrolSteps')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="factor-error" />}
      {secret && (
        <>
          {qr && <img src={qr} width={192} height={192} alt={t('shell:factorQr')} data-testid="factor-qr" style={{ display: 'block', margin: '0 auto 12px', imageRendering: 'pixelated' }} />}
          <Typography.Paragraph>
            {t('shell:factorSecret')}<Typography.Text code data-testid="factor-secret">{grouped(secret.secret)}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph>
            <a href={secret.uri}>{t('shell:factorUri')}</a>
          </Typography.Paragraph>
          <Form<{ code: string }> layout="vertical" onFinish={(v) => void submit(v)}>
            <Form.Item name="code" label={t('shell:factorCode')} rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('shell:factorCodeRequired') }]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-testid="factor-enrol-code" />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="factor-enrol-submit">{t('shell:factorConfirm')}</Button>
              {cancellable && <Button onClick={() => onDone(false)}>{t('shell:factorCancel')}</Button>}
            </Space>
          </Form>
        </>
      )}
    </div>
  );
}
