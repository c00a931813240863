// The offer of a local draft of a design or a dialog (issue 10 §1): "restore the unsaved ... from
// <time>?" with restore and discard. The texts are the caller's (its own locale namespace); the time is
// written in the element's language.
import { Alert, Button, Space } from 'antd';
import { formatDateTime } from '../../core/i18n/format.ts';

export interface TimedDraftOfferProps {
  savedAt: number;
  lang: string;
  /** the question, given the formatted time */
  title(time: string): string;
  restoreText: string;
  discardText: string;
  onRestore(): void;
  onDiscard(): void;
  className?: string;
}

export function formatDraftTime(savedAt: number, lang: string): string {
  // the one date format of the language (issue 23 §2)
  return formatDateTime(savedAt, lang);
}

export default function TimedDraftOffer(p: TimedDraftOfferProps) {
  return (
    <Alert
      className={['hos-draft-offer', p.className].filter(Boolean).join(' ')}
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={p.title(formatDraftTime(p.savedAt, p.lang))}
      action={
        <Space>
          <Button size="small" type="primary" className="hos-draft-restore" onClick={p.onRestore}>{p.restoreText}</Button>
          <Button size="small" className="hos-draft-discard" onClick={p.onDiscard}>{p.discardText}</Button>
        </Space>
      }
    />
  );
}
