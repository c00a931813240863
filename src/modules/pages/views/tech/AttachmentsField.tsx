// The attachments of an application: upload one file per request through the shared upload endpoint
// (the server checks type and size again), list what is stored, remove an entry. A controlled form
// field: value = [{name, url}].
import { useRef, useState } from 'react';
import { App, Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { Attachment } from '../../../../core/workflow/types.ts';
import { TECH_LIMITS } from '../../../../core/pages/tech.ts';
import { useTechApi, useTechT } from './useTech.ts';

export const ATTACHMENT_SUFFIXES = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.jpg', '.jpeg', '.png'];
const suffixOf = (name: string) => (name.lastIndexOf('.') < 0 ? '' : name.slice(name.lastIndexOf('.')).toLowerCase());

export interface AttachmentsFieldProps {
  value?: Attachment[];
  onChange?(v: Attachment[]): void;
  /** how many uploads are running (the dialog waits for them before saving) */
  onBusy?(count: number): void;
  disabled?: boolean;
}

export function AttachmentsField({ value, onChange, onBusy, disabled }: AttachmentsFieldProps) {
  const t = useTechT();
  const api = useTechApi();
  const { message } = App.useApp();
  const [pending, setPending] = useState<UploadFile[]>([]);
  // uploads finishing together must each see the other's result
  const latest = useRef<Attachment[]>(value ?? []);
  latest.current = value ?? [];
  const running = useRef(0);
  const setRunning = (n: number) => {
    running.current = n;
    onBusy?.(n);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!ATTACHMENT_SUFFIXES.includes(suffixOf(file.name))) {
      void message.error(t('badSuffix', { suffixes: ATTACHMENT_SUFFIXES.join(' ') }));
      return Upload.LIST_IGNORE;
    }
    if (latest.current.length + running.current >= TECH_LIMITS.attachments) {
      void message.warning(t('attachmentsTooMany'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const f = file as File & { uid: string };
    setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading' }]);
    setRunning(running.current + 1);
    api
      .upload(f, f.name)
      .then((att) => {
        latest.current = [...latest.current, att];
        onChange?.(latest.current);
      })
      .catch(() => void message.error(t('uploadFailed')))
      .finally(() => {
        setPending((p) => p.filter((x) => x.uid !== f.uid));
        setRunning(running.current - 1);
      });
  };

  const stored: UploadFile[] = (value ?? []).map((a, i) => ({ uid: 'stored:' + i, name: a.name, url: a.url, status: 'done' }));
  return (
    <Upload
      className="hos-tech-attachments"
      multiple
      disabled={disabled}
      fileList={[...stored, ...pending]}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onRemove={(item) => {
        if (!String(item.uid).startsWith('stored:')) return false;
        const i = Number(String(item.uid).slice(7));
        onChange?.(latest.current.filter((_, j) => j !== i));
        return true;
      }}
    >
      <Button icon={<UploadOutlined />} disabled={disabled} data-action="upload">{t('upload')}</Button>
    </Upload>
  );
}
