// /quality/scoreFormLib/addScoreForm: a new scoring form. The designer element is used when the
// page has it (hos-elements.js or hos-form-designer.js loaded); otherwise the JSON is edited
// directly with a live preview in the renderer. Saved to the form library (POST /api/v1/forms).
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Col, Form, Input, Row, Space } from 'antd';
import type { ViewProps } from '../types.ts';
import { EmbeddedForm } from '../common/EmbeddedForm.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { usePageT, useRuntime } from '../common/hooks.ts';

const EMPTY = { list: [], config: { labelWidth: 100, labelPosition: 'right', size: 'small' } };
type DesignerEl = HTMLElement & { schema: unknown; getJSON(): unknown };

export default function AddScoreForm({ route, navigate }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const [meta] = Form.useForm<{ name: string; code: string; note?: string }>();
  const hasDesigner = useMemo(() => !!customElements.get('hos-form-designer'), []);
  const slot = useRef<HTMLDivElement>(null);
  const designer = useRef<DesignerEl | null>(null);
  const [json, setJson] = useState(JSON.stringify(EMPTY, null, 2));
  const [saving, setSaving] = useState(false);
  const parsed = useMemo(() => {
    try {
      return { schema: JSON.parse(json) as unknown, error: '' };
    } catch (e) {
      return { schema: null, error: (e as Error).message };
    }
  }, [json]);

  useEffect(() => {
    if (!hasDesigner || !slot.current) return;
    const el = document.createElement('hos-form-designer') as DesignerEl;
    el.schema = EMPTY;
    el.style.height = '640px';
    slot.current.replaceChildren(el);
    designer.current = el;
    return () => el.remove();
  }, [hasDesigner]);

  const save = async () => {
    const values = await meta.validateFields().catch(() => null);
    if (!values) return;
    const schema = designer.current ? designer.current.getJSON() : parsed.schema;
    if (!schema) return void message.error(t('invalidJson'));
    setSaving(true);
    try {
      await runtime.http.shared.post('/api/v1/forms', { code: values.code.trim(), name: values.name.trim(), schema, note: values.note });
      void message.success(t('saved'));
      navigate('/quality/scoreFormLib');
    } catch {
      // shown by the http layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageCard title={route.title} extra={<Space><Button onClick={() => navigate('/quality/scoreFormLib')}>{t('back')}</Button><Button type="primary" loading={saving} onClick={() => void save()}>{t('save')}</Button></Space>}>
      <Form form={meta} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="name" label={t('formName')} rules={[{ required: true, message: t('required') }]}><Input /></Form.Item>
        <Form.Item name="code" label={t('formCode')} rules={[{ required: true, pattern: /^[A-Za-z0-9_-]{1,64}$/, message: 'A-Z a-z 0-9 _ -' }]}><Input /></Form.Item>
        <Form.Item name="note" label={t('note')}><Input /></Form.Item>
      </Form>
      {hasDesigner ? (
        <div ref={slot} />
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
