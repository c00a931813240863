// The dialog of one workflow action: asks exactly what the action needs (a comment, where to return
// to, a person, measures, an outcome, attachments), checks it like the server, posts it with the
// record version the user saw. A 409 (someone acted first) closes the dialog, reloads the record and
// says so. The confirm button is .hos-action-confirm[data-action=<action>]; it stands still from the
// dialog's first frame (no zoom), so no click on it is lost.
import { useMemo, useState } from 'react';
import { Alert, App, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { InputNumber } from '../../shared/NumberInput.tsx';
import { REVIEW_OUTCOMES, type WfAction } from '../../../core/workflow/types.ts';
import type { RecordDetail } from '../../../core/api/records.ts';
import { actionBody, specOf, type ActionError, type ActionForm } from '../../../core/pages/recordActions.ts';
import { actionKey, ccOptions, handleConflict, localText, outcomeKey, voteKey } from '../../../core/pages/records.ts';
import { voteNeedsReason, VOTE_CHOICES } from '../../../core/workflow/committee.ts';
import type { RcaCause } from '../../../core/rca/types.ts';
import { AttachmentUpload } from './Attachments.tsx';
import { MeasureRows, type MeasureRow } from './MeasureRows.tsx';
import { useLang, usePageT, useRecordsApi, useUserId, useUsers } from './hooks.ts';

export interface ActionDialogProps {
  /** the record as the user saw it (its version goes with the action) */
  record: RecordDetail | null;
  action: WfAction | null;
  /** completeMeasure / verifyMeasure / sendBackMeasure */
  measureId?: number;
  /** assignMeasures: the root cause the first measure addresses (issue 26 §1) */
  causeId?: string;
  /** the record's analysis causes: its root causes are offered to each measure */
  causes?: readonly RcaCause[];
  onClose(): void;
  /** the record after the action */
  onDone(record: RecordDetail): void;
  /** reload after a conflict */
  onConflict(): Promise<unknown>;
}

const FIELD_OF: Partial<Record<ActionError['key'], 'what' | 'owner' | 'deadline'>> = { measureWhat: 'what', measureOwner: 'owner', measureDeadline: 'deadline' };

/** Mounted only while open: the people list (for transfer, copies, owners) loads when a dialog needs it. */
export function ActionDialog(props: ActionDialogProps) {
  if (!props.record || !props.action) return null;
  return <ActionDialogBody key={`${props.record.id}:${props.action}:${props.measureId ?? ''}`} {...props} record={props.record} action={props.action} />;
}

function ActionDialogBody({ record, action, measureId, causeId, causes, onClose, onDone, onConflict }: ActionDialogProps & { record: RecordDetail; action: WfAction }) {
  const t = usePageT();
  const lang = useLang();
  const api = useRecordsApi();
  const me = useUserId();
  const users = useUsers();
  const { message } = App.useApp();
  const [form, setForm] = useState<ActionForm>({});
  const [rows, setRows] = useState<MeasureRow[]>([causeId ? { causeId } : {}]);
  const rootCauses = useMemo(() => causes?.filter((c) => c.kind === 'root').map((c) => ({ value: c.id, label: c.text })), [causes]);
  const [error, setError] = useState<ActionError | null>(null);
  const [busy, setBusy] = useState(false);
  const spec = specOf(action);
  // nobody hands a record to themselves or back to its submitter (the server refuses both)
  const people = useMemo(() => ccOptions(users, me, action === 'transfer' ? [record.createdBy, ...record.assignees.map((a) => a.userId)] : []), [users, me, action, record]);
  const owners = useMemo(() => ccOptions(users, null), [users]);
  const targets = useMemo(() => {
    const steps = (record.returnTargets ?? []).map((s) => ({ value: s.key, label: localText(s.name, lang) }));
    return action === 'return' ? [{ value: 'submitter', label: t('targetSubmitter') }, ...steps] : steps;
  }, [record, action, lang, t]);

  const set = (patch: Partial<ActionForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError(null);
  };

  const confirm = async () => {
    const check = actionBody(action, record.version, { ...form, measures: spec.measures ? rows : undefined, measureId }, Date.now());
    if (!check.ok) return setError(check.error);
    setBusy(true);
    try {
      const next = await api.act(record.id, action, check.body);
      void message.success(t('actionDone', { action: t(actionKey(action)) }));
      onDone(next);
    } catch (e) {
      if (await handleConflict(e, { reload: onConflict, notify: (k) => void message.warning(t(k)) }).catch(() => true)) onClose();
    } finally {
      setBusy(false);
    }
  };

  // a close's comment is the case's conclusion
  const errorKey = error?.key === 'commentRequired' && action === 'close' ? 'conclusionRequired' : error?.key;
  const errorText = error ? t('err_' + errorKey, 'row' in error ? { row: error.row + 1 } : undefined) : '';
  const commentLabel = t(action === 'completeMeasure' ? 'completionNote' : action === 'close' ? 'conclusion' : spec.vote ? 'voteReason' : spec.followUp ? 'followUpSummary' : 'comment');
  const commentHint = t(action === 'close' ? 'conclusionHint' : spec.vote ? 'voteReasonHint' : spec.comment === 'required' ? 'commentRequiredHint' : 'commentOptionalHint');
  // a vote's reason is needed for all but an approval
  const commentRequired = spec.comment === 'required' || (!!spec.vote && !!form.vote && voteNeedsReason(form.vote));
  const rowError = error && 'row' in error ? { row: error.row, field: FIELD_OF[error.key]! } : null;
  return (
    <Modal
      open
      width={spec.measures ? 820 : 560}
      title={t('actionTitle', { action: t(actionKey(action)), title: record.title })}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={t(actionKey(action))}
      okButtonProps={{ className: 'hos-action-confirm', danger: !!spec.danger, loading: busy, ...({ 'data-action': action } as object) }}
      cancelText={t('common:cancel')}
      destroyOnHidden
      maskClosable={false}
      // no zoom: antd's zoom starts from a measuring frame at full size, then drops to scale(0) and grows
      // back, so a click aimed at the confirm button in those first frames (a re-render, such as the people
      // list arriving, lengthens them) met the mask and was lost (issue 22 §7). Without a motion the buttons
      // stand where they end from the first frame, and rc-dialog's focus on the dialog (at the end of its
      // motion) comes at once, not while the user is already typing in a field
      transitionName=""
      className={'hos-action-dialog hos-action-dialog-' + action}
    >
      <Form layout="vertical" className="hos-action-form">
        {spec.target && (
          <Form.Item label={t(action === 'return' ? 'returnTo' : 'sendBackTo')} required={action === 'sendBack'}>
            <Select className="hos-action-target" aria-label={t(action === 'return' ? 'returnTo' : 'sendBackTo')} options={targets} value={form.target ?? (action === 'return' ? 'submitter' : undefined)} onChange={(v: string) => set({ target: v })} placeholder={t('pickStep')} />
          </Form.Item>
        )}
        {spec.user && (
          <Form.Item label={t('transferTo')} required>
            <Select className="hos-action-user" aria-label={t('transferTo')} showSearch={{ optionFilterProp: 'label' }} options={people} value={form.userId ?? undefined} onChange={(v: number) => set({ userId: v })} placeholder={t('pickPerson')} />
          </Form.Item>
        )}
        {spec.users && (
          <Form.Item label={t('ccTo')} required>
            <Select className="hos-action-users" aria-label={t('ccTo')} mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={people} value={form.userIds ?? []} onChange={(v: number[]) => set({ userIds: v })} placeholder={t('ccPlaceholder')} maxCount={50} />
          </Form.Item>
        )}
        {spec.outcome && (
          <Form.Item label={t('reviewOutcome')} required>
            <Radio.Group className="hos-action-outcome" aria-label={t('reviewOutcome')} aria-required value={form.outcome ?? undefined} onChange={(e) => set({ outcome: e.target.value })}
              options={REVIEW_OUTCOMES.map((o) => ({ value: o, label: t(outcomeKey(o)) }))} />
          </Form.Item>
        )}
        {spec.vote && (
          <Form.Item label={t('voteChoice')} required>
            <Radio.Group className="hos-action-vote" aria-label={t('voteChoice')} aria-required value={form.vote ?? undefined} onChange={(e) => set({ vote: e.target.value })}
              options={VOTE_CHOICES.map((v) => ({ value: v, label: t(voteKey(v)) }))} />
          </Form.Item>
        )}
        {spec.followUp && (
          <Form.Item label={t('followUpFigures')} required>
            <Space wrap className="hos-action-follow-up">
              {(['cases', 'complications', 'adverseEvents'] as const).map((k) => (
                <Space.Compact key={k}>
                  <Space.Addon>{t('followUp_' + k)}</Space.Addon>
                  <InputNumber className={'hos-follow-up-' + k} aria-label={t('followUp_' + k)} min={0} precision={0} style={{ width: 100 }}
                    value={form.followUp?.[k] ?? null} onChange={(v) => set({ followUp: { ...form.followUp, [k]: typeof v === 'number' ? v : null } })} />
                </Space.Compact>
              ))}
            </Space>
          </Form.Item>
        )}
        {spec.attachmentsRequired && <Alert className="hos-minutes-hint" type="info" showIcon title={t('minutesHint')} style={{ marginBottom: 16 }} />}
        {spec.measures && (
          <Form.Item label={t('measures')} required>
            <MeasureRows value={rows} onChange={(r) => { setRows(r); setError(null); }} owners={owners} causes={rootCauses} error={rowError} />
          </Form.Item>
        )}
        {spec.comment !== 'none' && (
          <Form.Item label={commentLabel} required={commentRequired}>
            <Input.TextArea className="hos-action-comment-wrap" classNames={{ textarea: 'hos-action-comment' }} aria-label={commentLabel} aria-required={commentRequired} rows={action === 'close' ? 4 : 3} maxLength={2000} showCount value={form.comment} onChange={(e) => set({ comment: e.target.value })}
              placeholder={commentHint} status={error?.key === 'commentRequired' || error?.key === 'reasonRequired' ? 'error' : undefined} />
          </Form.Item>
        )}
        {spec.attachments && (
          <Form.Item label={t(action === 'completeMeasure' ? 'evidence' : spec.attachmentsRequired ? 'minutes' : 'attachments')} required={!!spec.attachmentsRequired}>
            <AttachmentUpload value={form.attachments ?? []} onChange={(a) => set({ attachments: a })} />
          </Form.Item>
        )}
      </Form>
      {errorText && <Alert className="hos-action-error" type="error" showIcon title={errorText} role="alert" />}
    </Modal>
  );
}
