// Add or edit an event category (issue 31 §2): its code (new ones only: checked, unique), names in both
// languages, the report form and the version new reports use (the form's latest by default), and its flow.
import { useEffect, useMemo, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import type { EventCategory, CategoryInput } from '../../../../core/api/eventTypes.ts';
import type { FormRow, FormVersionRow } from '../../../../core/api/forms.ts';
import { formsApi } from '../../../../core/api/forms.ts';
import type { FlowSummary } from '../../../../core/api/flows.ts';
import { CATEGORY_CODE_PATTERN, CATEGORY_NAME_EN_MAX, CATEGORY_NAME_MAX, nameIn } from '../../../../core/workflow/eventCategories.ts';
import { localText } from '../../../../core/pages/records.ts';
import { useLang, useRuntime } from '../../common/hooks.ts';
import { useAdminT } from './useAdminT.ts';

interface Values { code: string; name: string; nameEn?: string; formId?: number; formVersion?: number; flowCode?: string }

export interface EventTypeDialogProps {
  /** the category edited; undefined: a new one; null: closed */
  editing: EventCategory | undefined | null;
  /** the codes taken (the server refuses a taken one all the same) */
  codes: readonly string[];
  flows: FlowSummary[];
  saving: boolean;
  onCancel(): void;
  onSave(input: CategoryInput & { code: string }): void;
}

export function EventTypeDialog({ editing, codes, flows, saving, onCancel, onSave }: EventTypeDialogProps) {
  const t = useAdminT();
  const lang = useLang();
  const runtime = useRuntime();
  const api = useMemo(() => formsApi(runtime), [runtime]);
  const [form] = Form.useForm<Values>();
  const [forms, setForms] = useState<FormRow[]>([]);
  const [versions, setVersions] = useState<FormVersionRow[]>([]);
  const open = editing !== null;
  const formId = Form.useWatch('formId', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(editing
      ? { code: editing.code, name: editing.name, nameEn: editing.nameEn, formId: editing.formId, formVersion: editing.formVersion, flowCode: editing.flowCode ?? undefined }
      : { flowCode: flows.find((f) => f.code === 'baqsj-default')?.code });
    let live = true;
    // report forms that are not retired (the category's own form too, should it have been retired since)
    api.listForms({ kind: 'report', active: 1, pageSize: 200 }).then((page) => live && setForms((page as { list?: FormRow[] })?.list ?? []), () => undefined);
    return () => {
      live = false;
    };
  }, [open, editing, api, form, flows]);

  useEffect(() => {
    setVersions([]);
    if (!open || !formId) return;
    let live = true;
    api.versions(formId).then((list) => {
      if (!live) return;
      setVersions(list);
      // a new choice of form starts on its latest version
      if (!list.some((v) => v.version === form.getFieldValue('formVersion'))) form.setFieldValue('formVersion', list[0]?.version);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [open, formId, api, form]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    onSave({ code: v.code.trim(), name: v.name.trim(), nameEn: v.nameEn?.trim() ?? '', formId: v.formId, formVersion: v.formVersion, flowCode: v.flowCode });
  };

  const option = (id: number, name: string, search: string) => ({ value: id, title: name, search, label: <span data-user-text="">{name}</span> });
  const formOptions = forms.map((f) => option(f.id, nameIn(f, lang), `${f.name} ${f.nameEn ?? ''} ${f.code}`));
  if (editing?.formId && !forms.some((f) => f.id === editing.formId)) {
    formOptions.push(option(editing.formId, nameIn({ name: editing.formName ?? '', nameEn: editing.formNameEn }, lang), editing.formName ?? ''));
  }
  return (
    <Modal open={open} title={t(editing ? 'editCategory' : 'addCategory')} onOk={() => void submit()} confirmLoading={saving} onCancel={onCancel}
      destroyOnHidden forceRender okText={t('save')} cancelText={t('cancel')} okButtonProps={{ className: 'hos-category-ok' }} className="hos-category-dialog">
      <Form form={form} layout="vertical" className="hos-category-form">
        <Form.Item name="code" label={t('catCode')} extra={t('catCodeHint')} rules={[
          { required: true, message: t('required') }, { pattern: CATEGORY_CODE_PATTERN, message: t('catCodeRule') },
          { validator: async (_r, v: string) => { if (!editing && codes.includes((v ?? '').trim())) throw new Error(t('catCodeTaken', { code: v.trim() })); } },
        ]}>
          <Input className="hos-category-code" disabled={!!editing} autoComplete="off" spellCheck={false} maxLength={40} />
        </Form.Item>
        <Form.Item name="name" label={t('catNameZh')} rules={[{ required: true, whitespace: true, message: t('required') }]}>
          <Input className="hos-category-name" maxLength={CATEGORY_NAME_MAX} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('catNameEn')} extra={t('nameEnHint')}>
          <Input className="hos-category-name-en" lang="en" maxLength={CATEGORY_NAME_EN_MAX} />
        </Form.Item>
        <Form.Item name="formId" label={t('catForm')} extra={t('catFormHint')} rules={[{ required: true, message: t('pickForm') }]}>
          <Select className="hos-category-form-pick" aria-label={t('catForm')} placeholder={t('pickForm')} showSearch={{ optionFilterProp: 'search' }} options={formOptions}
            onChange={() => form.setFieldValue('formVersion', undefined)} />
        </Form.Item>
        <Form.Item name="formVersion" label={t('catFormVersion')} rules={[{ required: true, message: t('pickVersion') }]}>
          <Select className="hos-category-version" aria-label={t('catFormVersion')} placeholder={t('pickVersion')}
            options={versions.map((v, i) => ({ value: v.version, label: t(i === 0 ? 'latestOf' : 'versionOf', { version: v.version }) }))} />
        </Form.Item>
        <Form.Item name="flowCode" label={t('catFlow')} extra={t('catFlowHint')} rules={[{ required: true, message: t('pickFlow') }]}>
          <Select className="hos-category-flow" aria-label={t('catFlow')} placeholder={t('pickFlow')}
            options={flows.map((f) => ({ value: f.code, label: localText(f.name, lang) || f.code }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
