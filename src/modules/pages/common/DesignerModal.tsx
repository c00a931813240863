// Edit a library form in <hos-form-designer>: its latest version is loaded, Save (the designer's own
// button or ours) posts a new immutable version: POST /api/v1/forms/:id/versions {schema, note}.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Input, Modal, Space, Spin } from 'antd';
import { getFormVersion } from './records.ts';
import { useDesigner } from './designer.ts';
import { usePageT, useRuntime } from './hooks.ts';

export interface DesignerModalProps {
  form: { id: number; name: string } | null;
  onClose(): void;
  onSaved(version: number): void;
}

export function DesignerModal({ form, onClose, onSaved }: DesignerModalProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const [schema, setSchema] = useState<unknown>(undefined);
  const [version, setVersion] = useState(0);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    setSchema(undefined);
    setNote('');
    setError('');
    if (!form) return;
    let live = true;
    getFormVersion(runtime, form.id).then((f) => { if (live) { setSchema(f.schema); setVersion(f.version); } }, (e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [runtime, form]);

  const save = async (next: unknown) => {
    if (!form || !next || saving) return;
    setSaving(true);
    try {
      const res = (await runtime.http.shared.post(`/api/v1/forms/${form.id}/versions`, { schema: next, note: note.trim() || t('editedInDesigner') })) as unknown as { version: number };
      void message.success(t('versionSaved', { version: res.version }));
      onSaved(res.version);
    } catch {
      // shown by the http layer
    } finally {
      setSaving(false);
    }
  };
  const designer = useDesigner(form ? schema : undefined, (s) => void save(s));

  return (
    <Modal
      open={!!form}
      title={`${t('editForm')}：${form?.name ?? ''}${version ? ` (v${version})` : ''}`}
      width="96vw"
      style={{ top: 16 }}
      maskClosable={false}
      onCancel={onClose}
      destroyOnHidden
      className="hos-designer-modal"
      footer={
        <Space>
          <Input className="hos-version-note" style={{ width: 320 }} maxLength={500} placeholder={t('versionNote')} value={note} onChange={(e) => setNote(e.target.value)} />
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" className="hos-save-version" loading={saving} disabled={designer.state !== 'ready'} onClick={() => void save(designer.getJSON())}>{t('saveVersion')}</Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon title={error} />}
      {designer.state === 'missing' && <Alert type="warning" showIcon title={t('designerMissing')} />}
      {designer.state === 'loading' && !error && <Spin style={{ display: 'block', margin: '40px auto' }} />}
      <div ref={designer.slot} className="hos-designer-slot" />
    </Modal>
  );
}
