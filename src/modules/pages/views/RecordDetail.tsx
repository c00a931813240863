// /newBaqsj/lookDetail: a record read-only in the renderer (the version it was filled in), its
// approval state, follow, and the approve / edit actions the user may take.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Space, Spin } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { ViewProps } from '../types.ts';
import { canDecideRecord, canEditRecord, parseIdList, toggleId, type RecordRow } from '../../../core/pages/records.ts';
import { EmbeddedForm } from '../common/EmbeddedForm.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { StatusTag } from '../common/StatusTag.tsx';
import { ApprovalModal } from '../common/ApprovalModal.tsx';
import { FOLLOW_KEY } from '../common/RecordListView.tsx';
import { loadRecordWithForm, type FormVersion } from '../common/records.ts';
import { useIsApprover, usePageT, useRuntime, useUserId } from '../common/hooks.ts';

export default function RecordDetail({ route, navigate }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const userId = useUserId();
  const approver = useIsApprover();
  const id = route.query.id;
  const [data, setData] = useState<{ record: RecordRow & { data: Record<string, unknown> }; form: FormVersion } | null>(null);
  const [error, setError] = useState('');
  const [deciding, setDeciding] = useState(false);
  const [follows, setFollows] = useState(() => parseIdList(runtime.storage.getItem(FOLLOW_KEY(userId))));

  const load = useCallback(() => {
    if (!id) return;
    loadRecordWithForm(runtime, id).then(setData, (e: Error) => setError(e.message));
  }, [runtime, id]);
  useEffect(load, [load]);

  if (!id) return <PageCard title={route.title}><Alert type="error" showIcon title={t('noId')} /></PageCard>;
  if (error) return <PageCard title={route.title}><Alert type="error" showIcon title={error} /></PageCard>;
  if (!data) return <PageCard title={route.title}><Spin style={{ display: 'block', margin: 40 }} /></PageCard>;
  const { record, form } = data;
  const followed = follows.some((x) => String(x) === String(record.id));
  const toggleFollow = () => {
    const next = toggleId(follows, record.id);
    runtime.storage.setItem(FOLLOW_KEY(userId), JSON.stringify(next));
    setFollows(next);
  };

  return (
    <PageCard
      title={`${route.title}：${record.title}`}
      extra={
        <Space>
          <Button className="hos-follow" icon={followed ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />} onClick={toggleFollow}>{t(followed ? 'unfollow' : 'follow')}</Button>
          {canEditRecord(record, userId) && <Button onClick={() => navigate(`/newBaqsj/editDetail?id=${record.id}`)}>{t('edit')}</Button>}
          {approver && canDecideRecord(record, userId) && <Button type="primary" className="hos-decide" onClick={() => setDeciding(true)}>{t('approveTitle')}</Button>}
        </Space>
      }
    >
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 16 }} className="hos-record-info">
        <Descriptions.Item label={t('status')}><StatusTag status={record.status} /></Descriptions.Item>
        <Descriptions.Item label={t('reporter')}>{record.createdByName}</Descriptions.Item>
        <Descriptions.Item label={t('dept')}>{record.deptName}</Descriptions.Item>
        <Descriptions.Item label={t('submittedAt')}>{record.submittedAt || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('approver')}>{record.approverName || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('approvedAt')}>{record.approvedAt || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('opinion')} span={2}>{record.opinion || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('formVersion')}>{`${form.name} v${form.version}`}</Descriptions.Item>
      </Descriptions>
      <EmbeddedForm schema={form.schema} value={record.data} readonly />
      <ApprovalModal record={deciding ? record : null} onClose={() => setDeciding(false)} onDone={() => { setDeciding(false); load(); }} />
    </PageCard>
  );
}
