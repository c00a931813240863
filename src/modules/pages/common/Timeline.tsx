// A record's timeline (append-only on the server): who did what and when, the step it moved from and
// to, the comment and attachments; comments thread under the entry they answer. `.hos-timeline` holds
// one `.hos-timeline-entry[data-action]` per entry; "reply" buttons are `.hos-reply`.
import { Button, Space, Tag, Timeline as AntTimeline, Typography } from 'antd';
import type { RecordDetail, TimelineEntry } from '../../../core/api/records.ts';
import { threadTimeline } from '../../../core/pages/recordPrint.ts';
import { actionKey, entryDecisionKeys, followUpOf, localText, stateKey, timelineMeasure, timelineSideKey } from '../../../core/pages/records.ts';
import { OutcomeTag } from './RecordTags.tsx';
import { AttachmentLinks } from './Attachments.tsx';
import { useFormatTime, useLang, usePageT } from './hooks.ts';
import { withUserText } from '../../shared/UserText.tsx';

const COLORS: Record<string, string> = {
  approve: 'green', archive: 'green', verifyMeasure: 'green', close: 'green', submit: 'blue', resubmit: 'blue',
  return: 'orange', sendBack: 'orange', sendBackMeasure: 'orange', urge: 'orange', overdue: 'red', reject: 'red', withdraw: 'gray', comment: 'gray',
};

export interface TimelineProps {
  record: Pick<RecordDetail, 'timeline' | 'flow'> & Partial<Pick<RecordDetail, 'measures'>>;
  /** shown when the caller may comment */
  onReply?(entry: TimelineEntry): void;
}

export function RecordTimeline({ record, onReply }: TimelineProps) {
  const t = usePageT();
  const lang = useLang();
  const formatTime = useFormatTime();
  const steps = new Map((record.flow?.steps ?? []).map((s) => [s.key, localText(s.name, lang)]));
  const stepName = (k: string | null) => (k ? steps.get(k) ?? k : '');
  const entries = threadTimeline(record.timeline ?? []);
  const measureOf = (e: TimelineEntry) => timelineMeasure(e, record.measures);
  if (!entries.length) return <Typography.Text type="secondary" className="hos-timeline hos-timeline-empty">{t('noTimeline')}</Typography.Text>;

  const items = entries.map((e) => {
    const from = stepName(e.fromStep);
    const to = stepName(e.toStep);
    const moved = from !== to;
    const stateChanged = e.fromState && e.toState && e.fromState !== e.toState;
    return {
      key: e.id,
      color: COLORS[e.action] ?? 'blue',
      content: (
        <div className="hos-timeline-entry" data-action={e.action} data-id={e.id} style={{ marginLeft: e.depth ? Math.min(e.depth, 3) * 24 : 0 }}>
          <Space size={6} wrap>
            {/* a person's name is data (issue 23 §3); the system and "anonymous" (no id) are the UI's words */}
            <strong className="hos-timeline-actor" data-user-text={e.actorId !== null && e.actorName ? '' : undefined}>{e.actorName || t('system')}</strong>
            <Tag className="hos-timeline-action" color={COLORS[e.action] === 'gray' ? 'default' : undefined}>
              {e.action === 'overdue' ? t('overdueReminder') : t(actionKey(e.action))}
            </Tag>
            {e.action === 'review' && <OutcomeTag outcome={e.extra?.outcome as never} />}
            {e.action !== 'review' && entryDecisionKeys(e).map((k) => <Tag key={k} className="hos-timeline-decision" data-key={k}>{t(k)}</Tag>)}
            {e.depth > 0 && <Typography.Text type="secondary">{t('replied')}</Typography.Text>}
            <Typography.Text type="secondary" className="hos-timeline-time">{formatTime(e.createdAt, true)}</Typography.Text>
          </Space>
          {(moved || stateChanged) && (
            <div className="hos-timeline-move" style={{ color: 'rgba(0,0,0,0.55)', fontSize: 13 }}>
              {/* no step on a side: the submitter holds it (draft, returned) or the loop is over */}
              {moved && <span>{`${from || t(timelineSideKey(e.fromState))} → ${to || t(timelineSideKey(e.toState))}`}</span>}
              {moved && stateChanged && <span> · </span>}
              {stateChanged && <span>{`${t(stateKey(e.fromState!))} → ${t(stateKey(e.toState!))}`}</span>}
            </div>
          )}
          {followUpOf(e) && <div className="hos-timeline-follow-up" style={{ fontSize: 13 }}>{t('followUpLine', followUpOf(e)!)}</div>}
          {measureOf(e) && (
            <div className="hos-timeline-measure" style={{ fontSize: 13 }}>{withUserText(t, 'measureNo', 'what', measureOf(e)!.what, { no: measureOf(e)!.no })}</div>
          )}
          {e.comment && <div className="hos-timeline-comment" data-user-text="" style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{e.comment}</div>}
          <AttachmentLinks list={e.attachments} />
          {onReply && (
            <Button size="small" type="link" className="hos-reply" style={{ paddingInline: 0 }} onClick={() => onReply(e)}>{t('reply')}</Button>
          )}
        </div>
      ),
    };
  });
  return <AntTimeline className="hos-timeline" items={items} />;
}
