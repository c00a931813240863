// /newBaqsj/lookDetail: a record read-only in the renderer (the version it was filled in), its
// approval state, its copy recipients, follow (server-side), and the approve / edit actions the user may take.
import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Descriptions, Space, Spin, Tag } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { ViewProps } from '../types.ts';
import { canDecideRecord, canEditRecord, type RecordRow } from '../../../core/pages/records.ts';
import { EmbeddedForm } from '../common/EmbeddedForm.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { StatusTag } from '../common/StatusTag.tsx';
import { ApprovalModal } from '../common/ApprovalModal.tsx';
import { loadRecordWithForm, type FormVersion } from '../common/records.ts';
import { useIsApprover, usePageT, useRuntime, useUserId } from '../common/hooks.ts';

export default function RecordDetail({ route, navigate }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const userId = useUserId();
  const approver = useIsApprover();
  const id = route.query.id;
  const { message } = App.useApp();
  const [data, setData] = useState<{ record: RecordRow & { data: Record<string, unknown>; followed?: boolean; cc?: { userId: number; name: string; deptName: string }[] }; form: FormVersion } | null>(null);
  const [error, setError] = useState('');
  const [deciding, setDeciding] = useState(false);
  const [followed, setFollowed] = useState<boolean | null>(null);
  const [following, setFollowing] = useState(false);

  const load = useCallback(() => {
    if (!id) return;
    loadRecordWithForm(runtime, id).then(setData, (e: Error) => setError(e.message));
  }, [runtime, id]);
  useEffect(load, [load]);

  if (!id) return <PageCard title={route.title}><Alert type="error" showIcon title={t('noId')} /></PageCard>;
  if (error) return <PageCard title={route.title}><Alert type="error" showIcon title={error} /></PageCard>;
  if (!data) return <PageCard title={route.title}><Spin style={{ display: 'block', margin: 40 }} /></PageCard>;
  const { record, form } = data;
  const isFollowed = followed ?? !!record.followed;
  const toggleFollow = async () => {
    setFollowing(true);
    try {
      const url = `/api/v1/records/${record.id}/follow`;
      const res = (await (isFollowed ? runtime.http.shared.delete(url) : runtime.http.shared.post(url))) as unknown as { followed: boolean };
      setFollowed(res.followed);
      void message.success(t(res.followed ? 'followed' : 'unfollowedOk'));
    } catch {
      // shown by the http layer
    } finally {
      setFollowing(false);
    }
  };

  return (
    <PageCard
      title={`${route.title}：${record.title}`}
      extra={
        <Space>
          <Button className="hos-follow" data-followed={isFollowed ? '1' : '0'} loading={following} icon={isFollowed ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />} onClick={() => void toggleFollow()}>{t(isFollowed ? 'unfollow' : 'follow')}</Button>
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
        <Descriptions.Item label={t('ccTo')} span={3}>
          <span className="hos-record-cc">{record.cc?.length ? record.cc.map((c) => <Tag key={c.userId}>{`${c.name}（${c.deptName}）`}</Tag>) : '-'}</span>
        </Descriptions.Item>
      </Descriptions>
      <EmbeddedForm schema={form.schema} value={record.data} readonly />
      <ApprovalModal record={deciding ? record : null} onClose={() => setDeciding(false)} onDone={() => { setDeciding(false); load(); }} />
    </PageCard>
  );
}
