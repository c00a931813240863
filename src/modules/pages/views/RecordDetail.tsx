// A record's page (/newBaqsj/lookDetail?id= for events, /xjsxxm/apply/detail?id= for technologies):
// where it stands, its content at any revision with what changed, its measures (an event's, a rectification's), the
// timeline with threaded comments, and exactly the actions the server allows now, each with the
// dialog it needs. A conflict (someone acted first) reloads and says so. Follow, print and PDF.
import { useState } from 'react';
import { Alert, App, Button, Card, Space, Spin, Typography } from 'antd';
import { PrinterOutlined, ReloadOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { ViewProps } from '../types.ts';
import type { WfAction } from '../../../core/workflow/types.ts';
import type { Measure, RecordDetail as Detail, TimelineEntry } from '../../../core/api/records.ts';
import { editPath, lastReturn, showsMeasures } from '../../../core/pages/records.ts';
import { PageCard } from '../common/PageCard.tsx';
import { RecordActions } from '../common/RecordActions.tsx';
import { RecordTimeline } from '../common/Timeline.tsx';
import { CommentBox } from '../common/CommentBox.tsx';
import { MeasuresTable } from '../common/MeasuresTable.tsx';
import { ActionDialog } from '../common/ActionDialog.tsx';
import { useFormatTime, usePageT, useRecordsApi } from '../common/hooks.ts';
import { useRecordPage } from './record/useRecordPage.ts';
import { useRevision } from './record/useRevision.ts';
import { RecordHeader } from './record/RecordHeader.tsx';
import { RecordData } from './record/RecordData.tsx';
import { CommitteePanel } from './record/CommitteePanel.tsx';
import { PrintPreview } from './record/PrintPreview.tsx';
import { useConfirmDeleteDraft } from '../common/useConfirmDeleteDraft.ts';
import { withUserText } from '../../shared/UserText.tsx';
import { useAnalysis } from './rca/useAnalysis.ts';
import { AnalysisSection } from './rca/AnalysisSection.tsx';

function FollowButton({ record, onChange }: { record: Detail; onChange(followed: boolean): void }) {
  const t = usePageT();
  const api = useRecordsApi();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const res = await (record.followed ? api.unfollow(record.id) : api.follow(record.id));
      onChange(res.followed);
      void message.success(t(res.followed ? 'followed' : 'unfollowedOk'));
    } catch {
      // shown by the http layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button className="hos-follow" data-followed={record.followed ? '1' : '0'} loading={busy} onClick={() => void toggle()}
      icon={record.followed ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}>
      {t(record.followed ? 'unfollow' : 'follow')}
    </Button>
  );
}

function RecordDetailPage({ route, navigate }: ViewProps) {
  const t = usePageT();
  const formatTime = useFormatTime();
  const api = useRecordsApi();
  const { message } = App.useApp();
  const confirmDelete = useConfirmDeleteDraft();
  const id = route.query.id;
  const page = useRecordPage(id);
  const view = useRevision(page.record, page.form);
  const [acting, setActing] = useState<{ action: WfAction; measureId?: number; causeId?: string } | null>(null);
  const [replyTo, setReplyTo] = useState<TimelineEntry | null>(null);
  const [printing, setPrinting] = useState(false);
  const rca = useAnalysis(page.record);
  const causes = rca.analysis?.causes;

  if (!id) return <PageCard title={route.title}><Alert type="error" showIcon title={t('noId')} /></PageCard>;
  if (!page.record) {
    return (
      <PageCard title={route.title}>
        {page.error ? <Alert type="error" showIcon title={page.error} action={<Button onClick={() => void page.reload()}>{t('refresh')}</Button>} /> : <Spin style={{ display: 'block', margin: 40 }} />}
      </PageCard>
    );
  }
  const record = page.record;
  const returned = record.state === 'returned' ? lastReturn(record.timeline) : null;
  const rejected = record.state === 'rejected' ? lastReturn(record.timeline) : null;
  const canComment = record.allowedActions.includes('comment');
  // the measures are all verified: the loop waits for the quality office's close with its conclusion
  const readyToClose = record.allowedActions.includes('close') && record.measures.length > 0 && record.measures.every((m) => m.status === 'verified');

  const removeDraft = () => {
    confirmDelete(record.title, async () => {
      try {
        await api.deleteDraft(record.id, record.version);
        void message.success(t('deleted'));
        navigate(record.module === 'xjsxxm' ? '/xjsxxm/apply/myApply' : '/newBaqsj/myDraft');
      } catch {
        await page.reload();
      }
    });
  };

  return (
    <PageCard
      title={<span className="hos-record-title" data-user-text="">{record.title || t('untitled')}</span>}
      extra={
        <Space wrap>
          <Button icon={<ReloadOutlined />} aria-label={t('refresh')} loading={page.loading} onClick={() => void page.reload()} />
          <FollowButton record={record} onChange={(followed) => void page.replace({ ...record, followed })} />
          <Button icon={<PrinterOutlined />} className="hos-print" onClick={() => setPrinting(true)}>{t('printPdf')}</Button>
        </Space>
      }
    >
      <div className="hos-record-detail" data-id={record.id} data-state={record.state} data-version={record.version}>
        {returned && (
          <Alert className="hos-return-comment" type="warning" showIcon style={{ marginBottom: 16 }}
            title={withUserText(t, 'returnedBy', 'name', returned.actorName, { time: formatTime(returned.createdAt) })} description={<span style={{ whiteSpace: 'pre-wrap' }} data-user-text="">{returned.comment}</span>} />
        )}
        {rejected && (
          <Alert className="hos-reject-reason" type="error" showIcon style={{ marginBottom: 16 }}
            title={withUserText(t, 'rejectedBy', 'name', rejected.actorName, { time: formatTime(rejected.createdAt) })} description={<span style={{ whiteSpace: 'pre-wrap' }} data-user-text="">{rejected.comment}</span>} />
        )}
        {record.conclusion && (
          <Alert className="hos-conclusion" type="success" showIcon style={{ marginBottom: 16 }}
            title={<><strong>{t('conclusion')}</strong>{' · '}{withUserText(t, 'conclusionBy', 'name', record.conclusion.actorName, { time: formatTime(record.conclusion.createdAt) })}</>}
            description={<span className="hos-conclusion-text" data-user-text="" style={{ whiteSpace: 'pre-wrap' }}>{record.conclusion.text}</span>} />
        )}
        {readyToClose && <Alert className="hos-ready-to-close" type="info" showIcon style={{ marginBottom: 16 }} title={t('readyToClose')} />}
        <RecordHeader record={record} navigate={navigate} />
        <div style={{ marginBottom: 16 }}>
          <RecordActions
            record={record}
            onAction={(action) => void (async () => {
              // a measure links a cause of the saved analysis: unsaved changes are saved first (issue 35 §4)
              if (action !== 'assignMeasures' || await rca.ensureSaved()) setActing({ action });
            })()}
            onEdit={() => navigate(editPath(record))}
            onDelete={removeDraft}
          />
        </div>
        {record.committee && <CommitteePanel view={record.committee} />}
        {(rca.view || rca.error) && <AnalysisSection record={record} state={rca} navigate={navigate} onPropose={(causeId) => void (async () => {
          if (await rca.ensureSaved()) setActing({ action: 'assignMeasures', causeId });
        })()} />}
        {/* the measures are the work in hand while rectifying: above the long form */}
        {showsMeasures(record) && (
          <Card size="small" title={t('measures')} style={{ marginBottom: 16 }}>
            <MeasuresTable record={record} causes={causes} onAction={(action, m: Measure) => setActing({ action, measureId: m.id })} />
          </Card>
        )}
        <Card size="small" title={t(record.module === 'xjsxxm' ? 'applicationContent' : 'recordContent')} style={{ marginBottom: 16 }}>
          <RecordData record={record} form={page.form} view={view} />
        </Card>
        <Card size="small" title={t('timeline')}>
          <RecordTimeline record={record} onReply={canComment ? (e) => setReplyTo(e) : undefined} />
          {canComment ? (
            <CommentBox record={record} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} onDone={(r) => void page.replace(r)} onConflict={page.reload} />
          ) : (
            <Typography.Text type="secondary">{t('commentClosed')}</Typography.Text>
          )}
        </Card>
      </div>
      <ActionDialog
        record={acting ? record : null}
        action={acting?.action ?? null}
        measureId={acting?.measureId}
        causeId={acting?.causeId}
        causes={rca.view?.analysis.causes}
        onClose={() => setActing(null)}
        onDone={(r) => { setActing(null); void page.replace(r); }}
        onConflict={page.reload}
      />
      <PrintPreview record={record} view={view} analysis={rca.analysis} open={printing} onClose={() => setPrinting(false)}
        applicationSchema={record.module === 'xjsxxm' ? page.form?.schema : undefined} />
    </PageCard>
  );
}

/** One page state per record: opening another record from a message or a link starts afresh. */
export default function RecordDetail(props: ViewProps) {
  return <RecordDetailPage key={props.route.query.id ?? ''} {...props} />;
}
