// Under a returned or rejected application in "my applications": who decided, when, and the comment
// (the return reason to answer, or the final rejection reason). Read from the record's timeline.
import { useEffect, useState } from 'react';
import { Alert, Skeleton, Typography } from 'antd';
import type { TechRecord, TechRecordDetail } from '../../../../core/api/tech.ts';
import { lastDecision } from '../../../../core/pages/tech.ts';
import { useTechApi, useTechT } from './useTech.ts';
import { useFormatTime } from '../../common/hooks.ts';
import { withUserText } from '../../../shared/UserText.tsx';

export function DecisionNote({ row }: { row: Pick<TechRecord, 'id' | 'state' | 'version'> }) {
  const t = useTechT();
  const formatTime = useFormatTime();
  const api = useTechApi();
  const [detail, setDetail] = useState<TechRecordDetail | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    api.get(row.id).then((d) => live && setDetail(d), () => live && setDetail(null));
    return () => {
      live = false;
    };
  }, [row.id, row.version]); // eslint-disable-line react-hooks/exhaustive-deps
  if (detail === undefined) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  const rejected = row.state === 'rejected';
  const entry = detail && lastDecision(detail.timeline, rejected ? 'reject' : 'return');
  if (!entry) return null;
  // one line: the comment first (what the applicant must read), then who and when
  return (
    <Alert
      type={rejected ? 'error' : 'warning'} showIcon className={rejected ? 'hos-reject-reason' : 'hos-return-comment'}
      title={
        <span>
          <b>{t(rejected ? 'rejectReason' : 'returnComment')}{t('colon')}</b>{entry.comment ? <span data-user-text="">{entry.comment}</span> : t('none')}
          <Typography.Text type="secondary" style={{ marginLeft: 12, fontSize: 12 }}>
            {withUserText(t, rejected ? 'rejectedBy' : 'returnedBy', 'name', entry.actorName ?? '', { time: formatTime(entry.createdAt) })}
          </Typography.Text>
        </span>
      }
    />
  );
}
