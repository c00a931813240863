// 新建表单 (issue 31 §1): where the form starts (blank, a template, a copy of a library form's latest
// version), its code (checked with the server before the designer opens), its names in both languages and
// its kind (preset by the library). Nothing is stored here: the designer opens on the new form, and its
// first save makes version 1.
import { useEffect, useMemo, useState } from 'react';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { formsApi, type FormRow, type NewForm } from '../../../../core/api/forms.ts';
import { FORM_CODE_PATTERN, FORM_NAME_MAX, LIBRARY_DEFAULT_KIND, LIBRARY_KINDS, type FormKind, type FormLibraryName } from '../../../../core/formLibrary/kinds.ts';
import { startingSchema, templatesOf, type FormTemplateId } from '../../../../core/formLibrary/templates.ts';
import { nameIn } from '../../../../core/workflow/eventCategories.ts';
import { useLang, useRuntime } from '../../common/hooks.ts';
import { useFormLibT } from '../../common/useFormLibT.ts';

interface Values { from: 'blank' | 'template' | 'copy'; templateId?: FormTemplateId; sourceId?: number; code: string; name: string; nameEn?: string; kind: FormKind }

export interface NewFormDialogProps {
  library: FormLibraryName;
  open: boolean;
  onCancel(): void;
  /** the new form as the designer opens on it (schema included), not yet stored */
  onCreate(draft: NewForm & { kind: FormKind }): void;
}

export function NewFormDialog({ library, open, onCancel, onCreate }: NewFormDialogProps) {
  const t = useFormLibT();
  const lang = useLang();
  const runtime = useRuntime();
  const api = useMemo(() => formsApi(runtime), [runtime]);
  const [form] = Form.useForm<Values>();
  const [sources, setSources] = useState<FormRow[]>([]);
  const [busy, setBusy] = useState(false);
  const from = Form.useWatch('from', form);
  const templateId = Form.useWatch('templateId', form);
  const kind = Form.useWatch('kind', form) ?? LIBRARY_DEFAULT_KIND[library];
  const kinds = LIBRARY_KINDS[library];
  const templates = templatesOf(kind);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ from: 'blank', kind: LIBRARY_DEFAULT_KIND[library], templateId: templatesOf(LIBRARY_DEFAULT_KIND[library])[0]?.id });
    let live = true;
    api.listForms({ pageSize: 200 }).then((page) => live && setSources(((page as { list?: FormRow[] })?.list ?? [])), () => undefined);
    return () => {
      live = false;
    };
  }, [open, api, form, library]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      const schema = v.from === 'copy' && v.sourceId ? (await api.getFormVersion(v.sourceId)).schema : undefined;
      const start = v.from === 'template' && v.templateId ? { from: 'template' as const, id: v.templateId } : v.from === 'copy' ? { from: 'copy' as const, schema } : { from: 'blank' as const };
      onCreate({ code: v.code.trim(), name: v.name.trim(), nameEn: v.nameEn?.trim() || undefined, kind: v.kind, schema: startingSchema(start) });
    } catch {
      // shown by the http layer
    } finally {
      setBusy(false);
    }
  };

  const codeFree = async (_: unknown, value: string) => {
    const code = (value ?? '').trim();
    if (!code || !FORM_CODE_PATTERN.test(code)) return;
    const res = await api.checkCode(code);
    if (res.taken) throw new Error(t('formCodeTaken', { code }));
  };

  return (
    <Modal open={open} title={t('newForm')} onCancel={onCancel} onOk={() => void submit()} okText={t('openDesigner')} cancelText={t('pages:back')}
      confirmLoading={busy} destroyOnHidden forceRender okButtonProps={{ className: 'hos-new-form-ok' }} className="hos-new-form-dialog">
      <Form form={form} layout="vertical" className="hos-new-form">
        <Form.Item name="from" label={t('startFrom')}>
          <Radio.Group optionType="button" className="hos-new-form-from" options={[
            { value: 'blank', label: t('startBlank') },
            { value: 'template', label: t('startTemplate'), disabled: !templates.length },
            { value: 'copy', label: t('startCopy') },
          ]} />
        </Form.Item>
        {from === 'template' && (
          <Form.Item name="templateId" label={t('template')} rules={[{ required: true, message: t('pickTemplate') }]}
            extra={templates.some((x) => x.id === templateId) ? t(`template.${templateId}Hint`) : undefined}>
            <Select className="hos-new-form-template" options={templates.map((x) => ({ value: x.id, label: t(`template.${x.id}`) }))} />
          </Form.Item>
        )}
        {from === 'copy' && (
          <Form.Item name="sourceId" label={t('copySource')} extra={t('copyHint')} rules={[{ required: true, message: t('pickSource') }]}>
            <Select className="hos-new-form-source" showSearch={{ optionFilterProp: 'search' }} placeholder={t('pickSource')}
              options={sources.map((f) => ({ value: f.id, title: nameIn(f, lang), search: `${f.name} ${f.nameEn ?? ''} ${f.code}`, label: <><span data-user-text="">{nameIn(f, lang)}</span> <code>{f.code}</code></> }))} />
          </Form.Item>
        )}
        <Form.Item name="kind" label={t('formKind')}>
          <Select className="hos-new-form-kind" disabled={kinds.length < 2} options={kinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            onChange={(k: FormKind) => form.setFieldValue('templateId', templatesOf(k)[0]?.id)} />
        </Form.Item>
        <Form.Item name="code" label={t('pages:formCode')} extra={t('formCodeHint')} validateTrigger="onBlur" validateFirst
          rules={[{ required: true, message: t('pages:required') }, { pattern: FORM_CODE_PATTERN, message: t('formCodeRule') }, { validator: codeFree }]}>
          <Input className="hos-new-form-code" autoComplete="off" spellCheck={false} maxLength={64} />
        </Form.Item>
        <Form.Item name="name" label={t('formNameZh')} rules={[{ required: true, whitespace: true, message: t('pages:required') }]}>
          <Input className="hos-new-form-name" maxLength={FORM_NAME_MAX} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('formNameEn')} extra={t('formNameEnHint')}>
          <Input className="hos-new-form-name-en" lang="en" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
