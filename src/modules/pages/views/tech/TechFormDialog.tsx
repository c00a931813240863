// The application dialog: a new application (save as draft or submit), my draft (save, submit), or an
// application returned to me (the return comment on top; resubmit sends the edited data as a new
// revision). Checks run in core (techFormData); the server checks again and decides.
import { Suspense, useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Radio, Select, Spin } from 'antd';
import type { TechRecord, TechRecordDetail } from '../../../../core/api/tech.ts';
import { lastDecision, techFormData, techFormValues, type TechFormInput } from '../../../../core/pages/tech.ts';
import { isConflict } from '../../../../core/pages/records.ts';
import { useFormatTime, useLang, useRuntime, useSession } from '../../common/hooks.ts';
import { askLeave } from '../../../../core/askLeave.ts';
import { newIdempotencyKey } from '../../../../core/api/http.ts';
import { TimedDraftOffer, useTimedDraft } from '../../../shared/useTimedDraft.ts';
import { AttachmentsField } from './AttachmentsField.tsx';
import { ApplicationSection, type ApplicationSectionHandle } from './ApplicationSection.tsx';
import type { TechKind } from '../../../../core/pages/tech.ts';
import { useDepts, useLevels, useTechApi, useTechT, useUsers } from './useTech.ts';
import { withUserText } from '../../../shared/UserText.tsx';

export interface TechFormDialogProps {
  open: boolean;
  /** the record to edit (a draft or a returned application); null for a new application */
  recordId: number | null;
  onClose(): void;
  /** after a save, submit, resubmit (the record as the server returned it) */
  onDone(record: TechRecord): void;
}

type Values = TechFormInput & { changeNote?: string };

const isValues = (v: unknown): v is Values => !!v && typeof v === 'object' && !Array.isArray(v);

export function TechFormDialog({ open, recordId, onClose, onDone }: TechFormDialogProps) {
  const t = useTechT();
  const formatTime = useFormatTime();
  const api = useTechApi();
  const { message } = App.useApp();
  const myDept = useSession((s) => s.deptName);
  const levels = useLevels();
  const depts = useDepts();
  const users = useUsers();
  const [form] = Form.useForm<Values>();
  const [record, setRecord] = useState<TechRecordDetail | null>(null);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState<null | 'draft' | 'submit'>(null);
  const [uploads, setUploads] = useState(0);
  const runtime = useRuntime();
  const lang = useLang();
  // what is typed is kept on this machine until the server has it, and closing asks (issue 10 §1)
  const draft = useTimedDraft<Values>(runtime, open ? `tech:${recordId ?? 'new'}` : undefined, 'tech-application', isValues);
  // one key for every try of a new application: a retry never stores it twice; a double-click sends once
  const submission = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  // the structured application (issue 35 §1): the library's form, drawn for the class chosen above
  const application = useRef<ApplicationSectionHandle>(null);
  const techKind = (Form.useWatch('techKind', form) ?? 'unlimit') as TechKind;

  const load = async (id: number) => {
    setLoading(true);
    try {
      const r = await api.get(id);
      setRecord(r);
      form.setFieldsValue({ ...techFormValues(r), changeNote: '' });
    } catch {
      setRecord(null);
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    if (!open) return;
    submission.current = newIdempotencyKey();
    setRecord(null);
    form.resetFields();
    if (recordId) void load(recordId);
    else form.setFieldsValue({ techKind: 'unlimit', dept: myDept || undefined, team: [], category: '', attachments: [] });
  }, [open, recordId]); // eslint-disable-line react-hooks/exhaustive-deps

  const state = record?.state ?? 'new';
  const returned = state === 'returned';
  const editable = state === 'new' || state === 'draft' || returned;
  const returnEntry = returned ? lastDecision(record?.timeline, 'return') : null;

  const run = async (mode: 'draft' | 'submit') => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await runOnce(mode);
    } finally {
      inFlight.current = false;
    }
  };

  const runOnce = async (mode: 'draft' | 'submit') => {
    if (uploads > 0) return void message.warning(t('uploading'));
    let values: Values;
    let filled: Record<string, unknown> | undefined;
    if (mode === 'draft') {
      values = form.getFieldsValue(true) as Values;
      filled = application.current?.current();
    } else {
      const v = await form.validateFields().catch(() => null);
      if (!v) return;
      values = form.getFieldsValue(true) as Values;
      // the form shows what is missing and scrolls to it
      filled = await application.current?.submit().catch(() => null) ?? undefined;
      if (filled === undefined && application.current?.present()) return void message.error(t('applicationIncomplete'));
    }
    const check = techFormData({ ...values, application: filled }, { levels: levels.map((l) => l.dictValue), draft: mode === 'draft' });
    if (!check.ok) return void message.error(t(check.error));
    setBusy(mode);
    try {
      let saved: TechRecord;
      if (!record) saved = await api.apply(check.techKind, check.data, mode === 'submit', { idempotencyKey: submission.current });
      else if (returned) saved = await api.resubmit(record, check.data, values.changeNote?.trim() || undefined);
      else if (mode === 'draft') saved = await api.saveDraft(record, check.techKind, check.data);
      else saved = await api.submitDraft(record, check.techKind, check.data);
      await draft.clear();
      await application.current?.clearDraft();
      void message.success(t(mode === 'draft' ? 'savedDraft' : returned ? 'resubmitted' : 'submitted'));
      onDone(saved);
    } catch (e) {
      // a conflict: someone acted or another tab saved; show the current record (other errors were shown by the http layer)
      if (isConflict(e) && record) {
        void message.warning(t('conflict'));
        await load(record.id);
      }
    } finally {
      setBusy(null);
    }
  };

  const close = () => void askLeave(runtime).then((ok) => ok && onClose());
  const title = !recordId ? t('newApplication') : returned ? t('editReturned') : t('editDraft');
  const footer = [
    <Button key="cancel" data-action="cancel" onClick={close}>{t('cancel')}</Button>,
    ...(editable && !returned ? [<Button key="draft" data-action="save-draft" loading={busy === 'draft'} disabled={!!busy && busy !== 'draft'} onClick={() => void run('draft')}>{t('saveDraft')}</Button>] : []),
    ...(editable ? [
      <Button key="submit" type="primary" data-action={returned ? 'resubmit' : 'submit'} loading={busy === 'submit'} disabled={!!busy && busy !== 'submit'} onClick={() => void run('submit')}>
        {t(returned ? 'resubmit' : 'submit')}
      </Button>,
    ] : []),
  ];
  const required = (key: string) => [{ required: true, whitespace: true, message: t(key) }];
  return (
    <Modal open={open} title={title} onCancel={close} footer={footer} width={960} destroyOnHidden forceRender className="hos-tech-dialog" mask={{ closable: false }}>
      <Spin spinning={loading}>
        {returnEntry && (
          <Alert
            type="warning" showIcon className="hos-return-comment" style={{ marginBottom: 16 }}
            title={withUserText(t, 'returnedBy', 'name', returnEntry.actorName ?? '', { time: formatTime(returnEntry.createdAt) })}
            description={<><b>{t('returnComment')}{t('colon')}</b>{returnEntry.comment || t('none')}</>}
          />
        )}
        {draft.offer && editable && !loading && (
          <Suspense fallback={null}>
            <TimedDraftOffer className="hos-tech-draft-offer" savedAt={draft.offer.savedAt} lang={lang} title={(time) => t('draftFound', { time })}
              restoreText={t('draftRestore')} discardText={t('draftDiscard')} onDiscard={() => void draft.clear()}
              onRestore={() => { form.setFieldsValue(draft.offer!.value); draft.restored(); }} />
          </Suspense>
        )}
        {record && !editable && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('workflow:refusal.wrongState')} />}
        <Form form={form} labelCol={{ flex: '110px' }} wrapperCol={{ flex: 'auto' }} className="hos-tech-form" disabled={!editable}
          onValuesChange={() => editable && draft.changed(() => form.getFieldsValue(true) as Values)}>
          <Form.Item name="techKind" label={t('kind')} rules={[{ required: true, message: t('kindRequired') }]}
            extra={<Form.Item noStyle shouldUpdate={(a, b) => a.techKind !== b.techKind}>{({ getFieldValue }) => t('kindHint.' + (getFieldValue('techKind') === 'limit' ? 'limit' : 'unlimit'))}</Form.Item>}>
            {/* the class picks the flow: fixed once the application was submitted */}
            <Radio.Group optionType="button" buttonStyle="solid" disabled={returned} className="hos-tech-kind" aria-label={t('kind')} aria-required
              options={[{ value: 'unlimit', label: t('kind.unlimit') }, { value: 'limit', label: t('kind.limit') }]} />
          </Form.Item>
          <Form.Item name="techName" label={t('techName')} rules={[...required('techNameRequired'), { max: 100, message: t('techNameTooLong') }]}>
            <Input maxLength={100} className="hos-tech-name" />
          </Form.Item>
          <Form.Item name="level" label={t('level')} rules={required('levelRequired')}>
            <Select className="hos-tech-level" aria-label={t('level')} options={levels.map((l) => ({ value: l.dictValue, label: l.dictLabel }))} />
          </Form.Item>
          <Form.Item name="dept" label={t('dept')} rules={required('deptRequired')}>
            <Select className="hos-tech-dept" aria-label={t('dept')} showSearch optionFilterProp="label" options={depts.map((d) => ({ value: d.deptName, label: d.deptName }))} />
          </Form.Item>
          <Form.Item name="team" label={t('team')}>
            <Select mode="tags" className="hos-tech-team" aria-label={t('team')} placeholder={t('teamPlaceholder')} tokenSeparators={[',', '，', '、']} optionFilterProp="label"
              options={users.map((u) => ({ value: u.name, label: u.deptName ? `${u.name}（${u.deptName}）` : u.name }))} />
          </Form.Item>
          <Form.Item name="category" label={t('category')} rules={[{ max: 50, message: t('categoryTooLong') }]}>
            <Input maxLength={50} placeholder={t('categoryPlaceholder')} className="hos-tech-category" />
          </Form.Item>
          <Form.Item name="description" label={t('description')} rules={[...required('descriptionRequired'), { max: 2000, message: t('descriptionTooLong') }]}>
            <Input.TextArea rows={5} maxLength={2000} showCount placeholder={t('descriptionPlaceholder')} className="hos-tech-description" />
          </Form.Item>
          <Form.Item name="attachments" label={t('attachments')} extra={t('uploadHint')}>
            <AttachmentsField onBusy={setUploads} disabled={!editable} />
          </Form.Item>
          {returned && (
            <Form.Item name="changeNote" label={t('changeNote')} rules={[{ max: 2000 }]}>
              <Input.TextArea rows={2} maxLength={2000} placeholder={t('changeNotePlaceholder')} className="hos-tech-change-note" />
            </Form.Item>
          )}
        </Form>
        {open && !loading && (!recordId || record) && (
          <ApplicationSection ref={application} key={record?.id ?? 'new'} techKind={techKind} value={record?.data?.application}
            pin={record ? { formId: record.formId, formVersion: record.formVersion } : undefined} readonly={!editable}
            autosaveKey={`tech-application:${recordId ?? 'new'}`} />
        )}
      </Spin>
    </Modal>
  );
}
