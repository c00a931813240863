// /newBaqsj/report (report now) and /newBaqsj/editDetail (edit a draft): the unsafe-event form from
// the form library in the renderer; save as a draft or submit as a record, optionally copied to
// colleagues (ccUserIds: they get a message when it is submitted and see it under 抄送).
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Form, Select, Space, Spin, Typography } from 'antd';
import type { ViewProps } from '../types.ts';
import { UNSAFE_EVENT_FORM_CODE, canEditRecord, ccOptions, recordBody, reportTitle, type CcUser, type RecordRow } from '../../../core/pages/records.ts';
import { EmbeddedForm, type EmbeddedFormHandle } from '../common/EmbeddedForm.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { getFormByCode, loadRecordWithForm, type FormVersion } from '../common/records.ts';
import { usePageT, useRuntime, useUserId } from '../common/hooks.ts';

interface Loaded {
  form: FormVersion;
  record?: RecordRow & { data: Record<string, unknown>; cc?: { userId: number }[] };
}

/** Colleagues to copy (GET /api/v1/sysAllUserList), without me. */
function useCcOptions() {
  const runtime = useRuntime();
  const userId = useUserId();
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    (runtime.http.shared.get('/api/v1/sysAllUserList') as unknown as Promise<CcUser[]>).then((u) => live && setOptions(ccOptions(u ?? [], userId)), () => undefined);
    return () => {
      live = false;
    };
  }, [runtime, userId]);
  return options;
}

function useReportSource(id: string | undefined) {
  const runtime = useRuntime();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    const load = id ? loadRecordWithForm(runtime, id) : getFormByCode(runtime, UNSAFE_EVENT_FORM_CODE).then((form) => ({ form }));
    load.then((v) => live && setLoaded(v), (e: Error) => live && setError(e.message || 'error'));
    return () => {
      live = false;
    };
  }, [runtime, id]);
  return { loaded, error };
}

function ReportEditor({ route, navigate, editing }: ViewProps & { editing: boolean }) {
  const t = usePageT();
  const runtime = useRuntime();
  const userId = useUserId();
  const { message } = App.useApp();
  const id = editing ? route.query.id : undefined;
  const { loaded, error } = useReportSource(id);
  const form = useRef<EmbeddedFormHandle>(null);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const ccChoices = useCcOptions();
  const [cc, setCc] = useState<number[] | null>(null);

  if (editing && !id) return <PageCard title={route.title}><Alert type="error" showIcon title={t('noId')} /></PageCard>;
  if (error) return <PageCard title={route.title}><Alert type="error" showIcon title={error || t('formMissing')} /></PageCard>;
  if (!loaded) return <PageCard title={route.title}><Spin style={{ display: 'block', margin: 40 }} /></PageCard>;
  const { record } = loaded;
  const ccIds = cc ?? (record?.cc ?? []).map((c) => c.userId);
  if (record && !canEditRecord(record, userId)) {
    return <PageCard title={route.title}><Alert type="warning" showIcon title={t('notEditable')} action={<Button onClick={() => navigate(`/newBaqsj/lookDetail?id=${record.id}`)}>{t('view')}</Button>} /></PageCard>;
  }

  const save = async (submit: boolean) => {
    if (!form.current) return;
    let data: Record<string, unknown>;
    try {
      data = submit ? await form.current.submit() : form.current.getModels();
    } catch {
      return; // the renderer scrolled to the first error and warned
    }
    setBusy(submit ? 'submit' : 'draft');
    try {
      const body = { ...recordBody({ formId: loaded.form.id, formVersion: loaded.form.version, data, submit, title: reportTitle(data, loaded.form.name) }), ccUserIds: ccIds };
      if (record) await runtime.http.shared.put(`/api/v1/records/${record.id}`, body);
      else await runtime.http.shared.post('/api/v1/records', body);
      void message.success(t(submit ? 'submitted' : 'saved'));
      navigate(submit ? '/newBaqsj/myEscalation' : '/newBaqsj/myDraft');
    } catch {
      // shown by the http layer
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageCard
      title={route.title}
      extra={
        <Space>
          <Button className="hos-save-draft" loading={busy === 'draft'} disabled={!!busy} onClick={() => void save(false)}>{t('saveDraft')}</Button>
          <Button className="hos-submit-report" type="primary" loading={busy === 'submit'} disabled={!!busy} onClick={() => void save(true)}>{t('submitReport')}</Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('reportIntro')}</Typography.Paragraph>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('ccTo')} tooltip={t('ccHint')} style={{ minWidth: 420 }}>
          <Select
            className="hos-cc-picker"
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('ccPlaceholder')}
            options={ccChoices}
            value={ccIds}
            onChange={(v: number[]) => setCc(v)}
            maxCount={50}
          />
        </Form.Item>
      </Form>
      <EmbeddedForm ref={form} schema={loaded.form.schema} value={record?.data} />
    </PageCard>
  );
}

export function ReportPage(props: ViewProps) {
  return <ReportEditor {...props} editing={false} />;
}

export function EditDetail(props: ViewProps) {
  return <ReportEditor key={props.route.query.id} {...props} editing />;
}
