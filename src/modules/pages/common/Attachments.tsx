// Attachments of comments, actions and measure evidence: upload through the existing upload endpoint
// (config.imgUploadUrl, the old API's imgUpload, which takes the documents of spec section 5 and
// images) and show them as links. Only http(s) and same-site links are followed.
import { useMemo, useState } from 'react';
import { App, Button, Space, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { Attachment } from '../../../core/workflow/types.ts';
import { createUpload, type UploadResult } from '../../../core/api/transport.ts';
import { FILE_SUFFIXES } from '../../form-renderer/widgets/upload.tsx';
import { usePageT, useRuntime } from './hooks.ts';
import { safeHref } from '../../../core/routing/safeHref.ts';

export const MAX_ATTACHMENTS = 9;

const suffixOf = (name: string) => {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i).toLowerCase();
};

export interface AttachmentUploadProps {
  value?: Attachment[];
  onChange?(value: Attachment[]): void;
  max?: number;
  disabled?: boolean;
}

export function AttachmentUpload({ value = [], onChange, max = MAX_ATTACHMENTS, disabled }: AttachmentUploadProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const upload = useMemo(() => createUpload(runtime), [runtime]);
  const [pending, setPending] = useState<UploadFile[]>([]);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (!FILE_SUFFIXES.includes(suffixOf(file.name))) {
      void message.error(t('form:badSuffix', { suffixes: FILE_SUFFIXES.join(' ') }));
      return Upload.LIST_IGNORE;
    }
    if (value.length + pending.length + batch.indexOf(file) + 1 > max) {
      if (batch.indexOf(file) === 0) void message.warning(t('form:tooMany', { count: max }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const f = file as File & { uid: string };
    setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading', percent: 0 }]);
    upload(f, runtime.config.imgUploadUrl, { onProgress: (percent) => setPending((p) => p.map((x) => (x.uid === f.uid ? { ...x, percent } : x))) })
      .then((res: UploadResult) => {
        setPending((p) => p.filter((x) => x.uid !== f.uid));
        onChange?.([...value, { name: res.name || f.name, url: res.url || res.src }]);
      })
      .catch((e: unknown) => {
        setPending((p) => p.filter((x) => x.uid !== f.uid));
        void message.error(e instanceof Error && e.message ? e.message : t('form:uploadFailed'));
      });
  };

  const items: UploadFile[] = value.map((a, i) => ({ uid: `v:${i}`, name: a.name, url: safeHref(a.url), status: 'done' }));
  return (
    <Upload
      className="hos-attachments-upload"
      multiple
      fileList={[...items, ...pending]}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      disabled={disabled}
      onRemove={(item) => {
        if (String(item.uid).startsWith('v:')) {
          const i = Number(String(item.uid).slice(2));
          onChange?.(value.filter((_, j) => j !== i));
        }
        return true;
      }}
    >
      <Button size="small" icon={<UploadOutlined />} disabled={disabled || value.length >= max}>{t('addAttachment')}</Button>
    </Upload>
  );
}

export function AttachmentLinks({ list }: { list: Attachment[] | null | undefined }) {
  if (!list?.length) return null;
  return (
    <Space size={[12, 2]} wrap className="hos-attachment-links">
      {list.map((a, i) => {
        const href = safeHref(a.url);
        return href ? (
          <a key={i} href={href} target="_blank" rel="noopener noreferrer"><PaperClipOutlined /> {a.name}</a>
        ) : (
          <span key={i}><PaperClipOutlined /> {a.name}</span>
        );
      })}
    </Space>
  );
}
