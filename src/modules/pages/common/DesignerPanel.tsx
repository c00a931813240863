// Edit a library form in <hos-form-designer>, in place of the library's list (inside the page, not a
// dialog: the designer needs the whole main area): its latest version is loaded, Save version (the one
// Save of this editor: the designer's toolbar has none, issue 22 §2) posts a new immutable version:
// POST /api/v1/forms/:id/versions {schema, note}. A new form (`draft`, issue 31 §1) opens on its starting
// document, and its save creates the form with version 1: POST /api/v1/forms.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Input, Space, Spin } from 'antd';
import { getFormVersion } from './records.ts';
import { formsApi, type NewForm } from '../../../core/api/forms.ts';
import { useDesigner } from './designer.ts';
import { useLang, usePageT, useRuntime } from './hooks.ts';
import { nameIn } from '../../../core/workflow/eventCategories.ts';
import { useFormLibT } from './useFormLibT.ts';
import { askLeave } from '../../../core/askLeave.ts';
import { useRoom } from '../../shared/useRoom.ts';
import { withUserText } from '../../shared/UserText.tsx';

export interface DesignerPanelProps {
  /** the form's names: the heading shows the one of the page's language */
  form: { id: number; name: string; nameEn?: string | null } | null;
  /** a new form, not stored yet (its `form` is `{ id: 0, name }`): saving creates it */
  draft?: NewForm;
  onClose(): void;
  onSaved(version: number): void;
}

export function DesignerPanel({ form, draft, onClose, onSaved }: DesignerPanelProps) {
  const t = usePageT();
  const tl = useFormLibT();
  const runtime = useRuntime();
  const lang = useLang();
  const { message } = App.useApp();
  const [schema, setSchema] = useState<unknown>(undefined);
  const [version, setVersion] = useState(0);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  // the shell's sidebar folds while a form is open here, for the canvas's width (issue 31 §5)
  useRoom(!!form);

  useEffect(() => {
    setSchema(undefined);
    setNote('');
    setError('');
    if (!form) return;
    if (draft) {
      setSchema(draft.schema);
      setVersion(0);
      return;
    }
    let live = true;
    getFormVersion(runtime, form.id).then((f) => { if (live) { setSchema(f.schema); setVersion(f.version); } }, (e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [runtime, form, draft]);

  const save = async (next: unknown) => {
    if (!form || !next || saving) return;
    setSaving(true);
    try {
      const res = draft
        ? await formsApi(runtime).createForm({ ...draft, schema: next, note: note.trim() || undefined })
        : await formsApi(runtime).saveVersion(form.id, next, note.trim() || t('editedInDesigner'));
      await designer.stored();
      void message.success(draft ? tl('formCreated') : t('versionSaved', { version: res.version }));
      onSaved(res.version);
    } catch {
      // shown by the http layer
    } finally {
      setSaving(false);
    }
  };
  // the unsaved design of this form version is kept on this machine until it is saved (issue 10 §1)
  const designer = useDesigner(form ? schema : undefined, (s) => void save(s), undefined,
    draft ? `form:new:${draft.code}` : form && version ? `form:${form.id}:v${version}` : undefined);

  if (!form) return null;
  return (
    <div className="hos-designer-panel">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <h2 className="hos-section-title">{draft ? withUserText(tl, 'newFormDesigner', 'name', nameIn(form, lang)) : <>{withUserText(t, 'editFormNamed', 'name', nameIn(form, lang))}{version ? ` (v${version})` : ''}</>}</h2>
        <Space wrap>
          <Input className="hos-version-note" style={{ width: 320 }} maxLength={500} placeholder={t('versionNote')} value={note} onChange={(e) => setNote(e.target.value)} />
          <Button onClick={() => void askLeave(runtime).then((ok) => ok && onClose())} className="hos-designer-cancel">{t('back')}</Button>
          <Button type="primary" className="hos-save-version" loading={saving} disabled={designer.state !== 'ready'} onClick={() => void save(designer.getJSON())}>{draft ? tl('saveFirstVersion') : t('saveVersion')}</Button>
        </Space>
      </Space>
      {error && <Alert type="error" showIcon title={error} />}
      {designer.state === 'missing' && <Alert type="warning" showIcon title={t('designerMissing')} />}
      {designer.state === 'loading' && !error && <Spin style={{ display: 'block', margin: '40px auto' }} />}
      <div ref={designer.slot} className="hos-designer-slot" />
    </div>
  );
}
