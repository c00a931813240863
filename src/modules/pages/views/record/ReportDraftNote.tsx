// What the report page says about its local draft (issue 32 §1): that it started from the draft saved
// at a time (and which fields, by title, the form no longer has), with a way to start over; and, as one
// types, whether the report is saved on this machine yet.
import { Alert, Button, Typography } from 'antd';
import type { DraftField } from '../../../../core/autosave/index.ts';
import { useFormatTime, usePageT } from '../../common/hooks.ts';
import { withUserText } from '../../../shared/UserText.tsx';

export interface ReportDraftNoteProps {
  /** when the draft the page started from was saved (null: it started fresh) */
  restoredAt: number | null;
  lost: DraftField[];
  savedAt: number | null;
  pending: boolean;
  onStartOver(): void;
}

export function ReportDraftNote({ restoredAt, lost, savedAt, pending, onStartOver }: ReportDraftNoteProps) {
  const t = usePageT();
  const formatTime = useFormatTime();
  const fields = lost.map((f) => f.title || t('form:untitledField')).join(t('form:listSeparator'));
  return (
    <>
      {restoredAt !== null && (
        <Alert className="hos-report-restored" role="status" type={lost.length ? 'warning' : 'info'} showIcon style={{ marginBottom: 16, maxWidth: 980 }}
          title={t('reportRestored', { time: formatTime(restoredAt) })}
          description={lost.length ? <span className="hos-report-lost">{withUserText(t, 'form:draftMissing', 'fields', fields)}</span> : undefined}
          action={<Button size="small" className="hos-report-start-over" onClick={onStartOver}>{t('reportDraftDiscard')}</Button>} />
      )}
      <Typography.Text type="secondary" className="hos-draft-status" data-state={pending ? 'saving' : savedAt ? 'saved' : 'idle'} aria-live="polite"
        style={{ display: 'block', minHeight: 22, marginBottom: 8, fontSize: 12 }}>
        {pending ? t('reportDraftSaving') : savedAt ? t('reportDraftSaved', { time: formatTime(savedAt, true) }) : ''}
      </Typography.Text>
    </>
  );
}
