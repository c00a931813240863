// Comments on a record (action 'comment'), with attachments, optionally answering a timeline entry
// (parentId). On a conflict the text stays: the record reloads and the user sends again.
import { useState } from 'react';
import { Alert, App, Button, Input, Space, Tag } from 'antd';
import type { Attachment } from '../../../core/workflow/types.ts';
import type { RecordDetail, TimelineEntry } from '../../../core/api/records.ts';
import { actionBody } from '../../../core/pages/recordActions.ts';
import { handleConflict } from '../../../core/pages/records.ts';
import { AttachmentUpload } from './Attachments.tsx';
import { usePageT, useRecordsApi } from './hooks.ts';

export interface CommentBoxProps {
  record: RecordDetail;
  replyTo: TimelineEntry | null;
  onCancelReply(): void;
  onDone(record: RecordDetail): void;
  onConflict(): Promise<unknown>;
}

export function CommentBox({ record, replyTo, onCancelReply, onDone, onConflict }: CommentBoxProps) {
  const t = usePageT();
  const api = useRecordsApi();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const comment = text.trim();
    if (!comment && !files.length) return setError(t('commentEmpty'));
    const check = actionBody('comment', record.version, { comment }, Date.now());
    if (!check.ok) return setError(t('err_' + check.error.key));
    setBusy(true);
    try {
      const next = await api.act(record.id, 'comment', { ...check.body, attachments: files.length ? files : undefined, parentId: replyTo?.id });
      setText('');
      setFiles([]);
      setError('');
      onCancelReply();
      void message.success(t('commentSent'));
      onDone(next);
    } catch (e) {
      await handleConflict(e, { reload: onConflict, notify: (k) => void message.warning(t(k)) }).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="hos-comment-box" style={{ marginTop: 8 }}>
      {replyTo && (
        <Tag className="hos-reply-to" closable onClose={onCancelReply} style={{ marginBottom: 8 }}>
          {t('replyingTo', { name: replyTo.actorName || t('system') })}
        </Tag>
      )}
      <Input.TextArea
        className="hos-comment-input-wrap"
        classNames={{ textarea: 'hos-comment-input' }}
        aria-label={t('comment')}
        rows={3}
        maxLength={2000}
        showCount
        value={text}
        placeholder={t('commentPlaceholder')}
        onChange={(e) => { setText(e.target.value); setError(''); }}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} role="alert" />}
      {/* below the character count, which antd draws under the text area */}
      <Space style={{ marginTop: 28, width: '100%', justifyContent: 'space-between' }} align="start" wrap>
        <AttachmentUpload value={files} onChange={setFiles} />
        <Button type="primary" className="hos-comment-submit" data-action="comment" loading={busy} onClick={() => void send()}>{t('sendComment')}</Button>
      </Space>
    </div>
  );
}
