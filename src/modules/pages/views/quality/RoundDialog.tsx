// Create or edit an inspection round: name, scoring form and its version (pinned for the round), period,
// departments and inspectors. The server checks everything again (a form with score items, known
// departments, inspectors holding a quality role) and answers in the page's language.
import { useEffect, useMemo, useState } from 'react';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Round, RoundDetail, RoundInput } from '../../../../core/api/quality.ts';
import { useLoaded, useQualityApi, useQualityT } from './useQuality.ts';

interface Values { name: string; formId: number; formVersion: number; period: [Dayjs, Dayjs]; depts: string[]; inspectorIds: number[] }

export function RoundDialog({ editing, open, onClose, onSaved }: { editing: RoundDetail | null; open: boolean; onClose(): void; onSaved(r: Round): void }) {
  const t = useQualityT();
  const api = useQualityApi();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [forms] = useLoaded(() => api.scoreForms(), []);
  const [depts] = useLoaded(() => api.depts(), []);
  const [inspectors] = useLoaded(() => api.inspectorCandidates(), []);
  const formId = Form.useWatch('formId', form);
  const latest = forms.find((f) => f.id === formId)?.latestVersion ?? 0;
  const versions = useMemo(() => Array.from({ length: latest }, (_, i) => latest - i), [latest]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        name: editing.name, formId: editing.formId, formVersion: editing.formVersion, period: [dayjs(editing.periodStart), dayjs(editing.periodEnd)],
        depts: editing.depts, inspectorIds: editing.inspectors.map((i) => i.userId),
      });
    }
  }, [open, editing, form]);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const input: RoundInput = {
      name: v.name, formId: v.formId, formVersion: v.formVersion, periodStart: v.period[0].format('YYYY-MM-DD'), periodEnd: v.period[1].format('YYYY-MM-DD'),
      depts: v.depts, inspectorIds: v.inspectorIds,
    };
    setSaving(true);
    try {
      onSaved(editing ? await api.updateRound(editing.id, input) : await api.createRound(input));
    } catch {
      // shown by the http layer
    } finally {
      setSaving(false);
    }
  };

  const req = (message: string) => [{ required: true, message }];
  return (
    <Modal
      open={open} title={t(editing ? 'editRound' : 'newRound')} onCancel={onClose} onOk={() => void save()} confirmLoading={saving}
      okText={t('save')} cancelText={t('cancel')} width={640} destroyOnHidden className="hos-round-dialog"
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="name" label={t('roundName')} rules={[{ required: true, whitespace: true, message: t('required') }, { max: 100 }]}>
          <Input placeholder={t('roundNamePlaceholder')} maxLength={100} />
        </Form.Item>
        <Form.Item name="formId" label={t('scoreForm')} rules={req(t('pickForm'))} extra={forms.length ? undefined : t('noScoreForms')}>
          <Select
            className="hos-round-form"
            options={forms.map((f) => ({ value: f.id, label: `${f.name}（${f.itemCount} · ${f.maxScore}）` }))}
            onChange={(id: number) => form.setFieldValue('formVersion', forms.find((f) => f.id === id)?.latestVersion)}
          />
        </Form.Item>
        <Form.Item name="formVersion" label={t('formVersion')} rules={req(t('pickForm'))}>
          <Select options={versions.map((v) => ({ value: v, label: t(v === latest ? 'versionLatest' : 'versionN', { version: v }) }))} />
        </Form.Item>
        <Form.Item name="period" label={t('period')} rules={req(t('required'))}>
          <DatePicker.RangePicker placeholder={[t('periodStart'), t('periodEnd')]} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="depts" label={t('departments')} rules={req(t('pickDepts'))}>
          <Select className="hos-round-depts" mode="multiple" allowClear optionFilterProp="label" options={depts.map((d) => ({ value: d, label: d }))} />
        </Form.Item>
        <Form.Item name="inspectorIds" label={t('inspectors')} rules={req(t('pickInspectors'))}>
          <Select
            className="hos-round-inspectors" mode="multiple" allowClear optionFilterProp="label"
            options={inspectors.map((u) => ({ value: u.userId, label: `${u.name}（${u.deptName}）` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
