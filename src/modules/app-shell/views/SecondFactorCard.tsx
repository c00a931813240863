// Issue 33 §3, the profile's card: whether the user's second factor is on (and required by their role),
// the recovery codes left, and turning it on (a reset is the security administrator's: the user list).
import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Descriptions, Tag, Typography } from 'antd';
import { factorsApi, type MyFactor } from '../../../core/api/factors.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useT } from '../../shared/hooks.ts';
import { SecondFactorEnrol } from './SecondFactorEnrol.tsx';

export function SecondFactorCard() {
  const { runtime } = useHost();
  const t = useT();
  const api = useMemo(() => factorsApi(runtime), [runtime]);
  const [mine, setMine] = useState<MyFactor | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const load = () => api.mine().then(setMine, () => undefined);
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  return (
    <Card title={t('shell:factorTitle')} style={{ marginTop: 16 }} data-testid="profile-factor">
      {enrolling ? (
        <SecondFactorEnrol start={api.start} confirm={api.confirm} cancellable onDone={() => { setEnrolling(false); void load(); }} />
      ) : mine && (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('shell:factorTitle')}>
              <Tag color={mine.enrolled ? 'green' : undefined} data-testid="factor-status">{mine.enrolled ? t('shell:factorOn') : t('shell:factorOff')}</Tag>
              {mine.required && <Tag color="orange">{t('shell:factorRequiredTag')}</Tag>}
            </Descriptions.Item>
            {mine.enrolled && <Descriptions.Item label={t('shell:factorRecoveryTitle')}>{t('shell:factorRecoveryLeft', { n: mine.recoveryCodesLeft })}</Descriptions.Item>}
          </Descriptions>
          {mine.enrolled
            ? <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('shell:factorResetHint')}</Typography.Paragraph>
            : <Button type="primary" onClick={() => setEnrolling(true)} data-testid="factor-turn-on">{t('shell:factorTurnOn')}</Button>}
        </>
      )}
    </Card>
  );
}
