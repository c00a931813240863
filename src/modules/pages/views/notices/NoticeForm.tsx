// The notice editor dialog of /newUpms/notice: title, type, publisher, audience (roles and/or departments;
// none = everyone), the rich text and attachments. Saves a draft, or saves and publishes; the server
// sanitises the text and checks every field again.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Select } from 'antd';
import type { Notice, NoticeDraft, NoticesApi } from '../../../../core/api/notices.ts';
import { NOTICE_ATTACHMENTS_MAX, NOTICE_PUBLISHER_MAX, NOTICE_TITLE_MAX, NOTICE_TYPES, noticeTypeKey } from '../../../../core/notices/noticeRules.ts';
import { AttachmentUpload } from '../../common/Attachments.tsx';
import { useDepartments, usePageT, useSession } from '../../common/hooks.ts';
import { RichTextEditor } from '../../../shared/richText/RichTextEditor.tsx';
import { createUpload } from '../../../../core/api/transport.ts';
import { useRuntime } from '../../common/hooks.ts';

export interface NoticeFormProps {
  api: NoticesApi;
  /** the notice to edit; null = a new one */
  notice: Notice | null;
  roles: { roleKey: string; roleName: string }[];
  onClose(saved: boolean): void;
}

const EMPTY: NoticeDraft = { title: '', content: '', noticeType: NOTICE_TYPES[0], publisher: '', attachments: [], targetRoles: [], targetDepts: [] };

export function NoticeForm({ api, notice, roles, onClose }: NoticeFormProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const depts = useDepartments();
  const myDept = useSession((s) => s.deptName);
  const [form] = Form.useForm<NoticeDraft>();
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const audienceRoles = Form.useWatch('targetRoles', form) ?? [];
  const audienceDepts = Form.useWatch('targetDepts', form) ?? [];

  useEffect(() => {
    form.setFieldsValue(notice ? {
      title: notice.title, content: notice.content, noticeType: notice.noticeType, publisher: notice.publisher,
      attachments: notice.attachments, targetRoles: notice.targetRoles ?? [], targetDepts: notice.targetDepts ?? [],
    } : { ...EMPTY, publisher: myDept });
  }, [notice, form, myDept]);

  const save = async (publish: boolean) => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(publish ? 'publish' : 'draft');
    try {
      const draft: NoticeDraft = { ...EMPTY, ...v };
      if (notice) {
        await api.manage.update(notice.id, draft);
        if (publish && notice.status !== 'published') await api.manage.publish(notice.id);
      } else {
        await api.manage.create(draft, publish);
      }
      void message.success(t(publish ? 'notices:published' : 'notices:saved'));
      onClose(true);
    } catch {
      // the http layer showed the server's message
    } finally {
      setSaving(null);
    }
  };

  const uploadImage = async (file: File) => {
    const res = await createUpload(runtime)(file, runtime.config.imgUploadUrl);
    return res.src || res.url;
  };
  const published = notice?.status === 'published';
  const field = (key: string) => t('notices:' + key);

  return (
    <Modal
      open width={900} title={field(notice ? 'edit' : 'add')} maskClosable={false} onCancel={() => onClose(false)} destroyOnHidden
      footer={[
        <Button key="cancel" onClick={() => onClose(false)}>{field('cancel')}</Button>,
        ...(published ? [] : [<Button key="draft" loading={saving === 'draft'} disabled={!!saving} onClick={() => void save(false)} data-testid="notice-save-draft">{field('saveDraft')}</Button>]),
        <Button key="publish" type="primary" loading={saving === 'publish'} disabled={!!saving} onClick={() => void save(true)} data-testid="notice-publish">
          {field(published ? 'save' : 'saveAndPublish')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" requiredMark className="hos-notice-form">
        <Form.Item name="title" label={field('title')} rules={[{ required: true, whitespace: true, message: t('notices:required', { field: field('title') }) }, { max: NOTICE_TITLE_MAX }]}>
          <Input maxLength={NOTICE_TITLE_MAX} showCount data-testid="notice-title" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item name="noticeType" label={field('type')} style={{ minWidth: 180 }}>
            <Select options={NOTICE_TYPES.map((v) => ({ value: v, label: t(noticeTypeKey(v)) }))} />
          </Form.Item>
          <Form.Item name="publisher" label={field('publisher')} style={{ flex: 1, minWidth: 200 }} rules={[{ max: NOTICE_PUBLISHER_MAX }]}>
            <Input maxLength={NOTICE_PUBLISHER_MAX} />
          </Form.Item>
        </div>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item name="targetRoles" label={`${field('targets')} · ${field('targetRoles')}`} style={{ flex: 1, minWidth: 260 }}>
            <Select mode="multiple" allowClear optionFilterProp="label" placeholder={field('everyone')} options={roles.map((r) => ({ value: r.roleKey, label: r.roleName }))} data-testid="notice-roles" />
          </Form.Item>
          <Form.Item name="targetDepts" label={`${field('targets')} · ${field('targetDepts')}`} style={{ flex: 1, minWidth: 260 }}>
            <Select mode="multiple" allowClear placeholder={field('everyone')} options={depts.map((d) => ({ value: d, label: d }))} data-testid="notice-depts" />
          </Form.Item>
        </div>
        {!audienceRoles.length && !audienceDepts.length && <Alert type="info" showIcon title={field('everyoneHint')} style={{ marginBottom: 16 }} />}
        <Form.Item name="content" label={field('content')} rules={[{ required: true, message: t('notices:required', { field: field('content') }) }]}>
          <RichTextEditor ariaLabel={field('content')} uploadImage={uploadImage} onError={(text) => void message.error(text)} testId="notice-editor" />
        </Form.Item>
        <Form.Item name="attachments" label={field('attachments')}>
          <AttachmentUpload max={NOTICE_ATTACHMENTS_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
