// Approve or reject a submitted record with an opinion (a rejection needs one): POST
// /api/v1/records/:id/approve, or another decision call given by `url` (new-technology applications).
// The reporter gets a message from the server.
import { useState } from 'react';
import { App, Button, Input, Modal } from 'antd';
import { approvalBody } from '../../../core/pages/records.ts';
import { usePageT, useRuntime } from './hooks.ts';

export interface ApprovalModalProps {
  record: { id: number; title: string } | null;
  /** the decision call for an id (default: the record approval) */
  url?(id: number): string;
  onClose(): void;
  onDone(status: 'approved' | 'rejected'): void;
}

export function ApprovalModal({ record, url, onClose, onDone }: ApprovalModalProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const [opinion, setOpinion] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<boolean | null>(null);

  const decide = async (pass: boolean) => {
    if (!record) return;
    const check = approvalBody(pass, opinion);
    if (!check.ok) return setError(t(check.error));
    setBusy(pass);
    try {
      const res = (await runtime.http.shared.post(url ? url(record.id) : `/api/v1/records/${record.id}/approve`, check.body)) as unknown as { status: 'approved' | 'rejected' };
      void message.success(t(pass ? 'approvedOk' : 'rejectedOk'));
      setOpinion('');
      setError('');
      onDone(res?.status ?? (pass ? 'approved' : 'rejected'));
    } catch {
      // shown by the http layer
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={!!record}
      title={`${t('approveTitle')}：${record?.title ?? ''}`}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="c" onClick={onClose}>{t('common:cancel')}</Button>,
        <Button key="r" danger loading={busy === false} onClick={() => void decide(false)} className="hos-reject">{t('reject')}</Button>,
        <Button key="a" type="primary" loading={busy === true} onClick={() => void decide(true)} className="hos-approve">{t('approve')}</Button>,
      ]}
    >
      <Input.TextArea
        className="hos-opinion"
        rows={4}
        maxLength={1000}
        showCount
        value={opinion}
        placeholder={t('opinionPlaceholder')}
        status={error ? 'error' : undefined}
        onChange={(e) => { setOpinion(e.target.value); setError(''); }}
      />
      {error && <div style={{ color: '#ff4d4f', marginTop: 4 }} role="alert">{error}</div>}
    </Modal>
  );
}
