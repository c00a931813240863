// /quality/scoreFormLib/addScoreForm: a new scoring form, designed in <hos-form-designer> (loaded on
// demand); if the designer cannot load, the JSON is edited directly with a live preview in the
// renderer. Saved to the form library (POST /api/v1/forms, kind scoring), from our Save or the designer's.
// The library's 新建表单 (issue 31 §1) is the way in from the list; this older route keeps working.
import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Col, Form, Input, Row, Space } from 'antd';
import type { ViewProps } from '../types.ts';
import { EmbeddedForm } from '../common/EmbeddedForm.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { useDesigner } from '../common/designer.ts';
import { usePageT, useRuntime } from '../common/hooks.ts';
import { formsApi } from '../../../core/api/forms.ts';

const EMPTY = { list: [], config: { labelWidth: 100, labelPosition: 'right', size: 'small' } };

export default function AddScoreForm({ route, navigate }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const [meta] = Form.useForm<{ name: string; code: string; note?: string }>();
  const saveRef = useRef<(schema?: unknown) => Promise<void>>(async () => undefined);
  const designer = useDesigner(EMPTY, (schema) => void saveRef.current(schema), '640px', 'form:new-score-form');
  const hasDesigner = designer.state !== 'missing';
  const [json, setJson] = useState(JSON.stringify(EMPTY, null, 2));
  const [saving, setSaving] = useState(false);
  const parsed = useMemo(() => {
    try {
      return { schema: JSON.parse(json) as unknown, error: '' };
    } catch (e) {
      return { schema: null, error: (e as Error).message };
    }
  }, [json]);

  const save = async (fromDesigner?: unknown) => {
    const values = await meta.validateFields().catch(() => null);
    if (!values) return;
    const schema = fromDesigner ?? (designer.state === 'ready' ? designer.getJSON() : parsed.schema);
    if (!schema) return void message.error(t('invalidJson'));
    setSaving(true);
    try {
      await formsApi(runtime).createForm({ code: values.code, name: values.name, kind: 'scoring', schema, note: values.note });
      await designer.stored();
      void message.success(t('saved'));
      navigate('/quality/scoreFormLib');
    } catch {
      // shown by the http layer
    } finally {
      setSaving(false);
    }
  };

  saveRef.current = save;

  return (
    <PageCard title={route.title} extra={<Space><Button onClick={() => navigate('/quality/scoreFormLib')}>{t('back')}</Button><Button type="primary" className="hos-save-form" loading={saving} disabled={designer.state === 'loading'} onClick={() => void save()}>{t('save')}</Button></Space>}>
      <Form form={meta} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="name" label={t('formName')} rules={[{ required: true, message: t('required') }]}><Input /></Form.Item>
        <Form.Item name="code" label={t('formCode')} rules={[{ required: true, pattern: /^[A-Za-z0-9_-]{1,64}$/, message: 'A-Z a-z 0-9 _ -' }]}><Input /></Form.Item>
        <Form.Item name="note" label={t('note')}><Input /></Form.Item>
      </Form>
      {hasDesigner ? (
        <div ref={designer.slot} className="hos-designer-slot" />
      ) : (
        <>
          <Alert type="info" showIcon title={t('designerMissing')} style={{ marginBottom: 12 }} />
          <Row gutter={16}>
            <Col span={10}>
              <Input.TextArea value={json} onChange={(e) => setJson(e.target.value)} rows={24} style={{ fontFamily: 'monospace' }} status={parsed.error ? 'error' : undefined} />
              {parsed.error && <div style={{ color: '#ff4d4f' }}>{parsed.error}</div>}
            </Col>
            <Col span={14}>{parsed.schema ? <EmbeddedForm schema={parsed.schema} preview /> : null}</Col>
          </Row>
        </>
      )}
    </PageCard>
  );
}
