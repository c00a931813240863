// /quality/pdca/new: a new improvement project. On its own, or from a source named in the address:
//   ?source=rca&recordId=N          the root-cause analysis of event record N (the RCA's page links here)
//   ?source=inspection&sheetId=N    the low items of inspection sheet N (the sheet page's button)
// The source's facts prefill the indicator (an event's type counted per 1,000 patient days; an
// inspection's score rate); the server checks the source again and may refuse it.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Col, Form, Input, Radio, Row, Select, Space, Spin } from 'antd';
import { InputNumber } from '../../../shared/NumberInput.tsx';
import type { ViewProps } from '../../types.ts';
import type { NewPdca, PdcaSourceInfo } from '../../../../core/pdca/api.ts';
import type { Indicator } from '../../../../core/pdca/types.ts';
import { eventTypeName } from '../../../../core/pages/records.ts';
import { PageCard } from '../../common/PageCard.tsx';
import { useEventTypes, useLang } from '../../common/hooks.ts';
import { USER_TEXT } from '../../common/userText.ts';
import { withUserText } from '../../../shared/UserText.tsx';
import { DETAIL_PATH, usePdcaApi, usePdcaT } from './usePdca.ts';

interface FormValues {
  title: string; goal: string; checkMonths: number; items?: string[];
  name: string; unit: string; better: Indicator['better']; method: Indicator['method']; eventType?: string; per?: number; baseline: number; target: number;
}

/** The source the address names, or none. */
function sourceOf(q: Record<string, string>): { kind: 'rca' | 'inspection'; id: string } | null {
  if (q.source === 'rca' && /^\d+$/.test(q.recordId ?? '')) return { kind: 'rca', id: q.recordId };
  if (q.source === 'inspection' && /^\d+$/.test(q.sheetId ?? '')) return { kind: 'inspection', id: q.sheetId };
  return null;
}

export function PdcaNew({ route, navigate }: ViewProps) {
  const t = usePdcaT();
  const api = usePdcaApi();
  const lang = useLang();
  const types = useEventTypes();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const wanted = sourceOf(route.query);
  const [source, setSource] = useState<PdcaSourceInfo | null>(wanted ? null : { kind: 'none' });
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const method = Form.useWatch('method', form);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    api.source(wanted.kind, wanted.id).then((s) => {
      if (!live) return;
      setSource(s);
      if (s.kind === 'rca' && s.eventType) form.setFieldsValue({ method: 'rate', eventType: s.eventType, per: 1000, unit: '‰', better: 'lower' });
      if (s.kind === 'inspection') form.setFieldsValue({ method: 'entered', unit: '%', better: 'higher', items: s.items.map((i) => i.id) });
    }, (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [wanted?.kind, wanted?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (v: FormValues) => {
    const src: NewPdca['source'] = !source || source.kind === 'none' ? { kind: 'none' }
      : source.kind === 'rca' ? { kind: 'rca', recordId: source.recordId } : { kind: 'inspection', sheetId: source.sheetId, items: v.items ?? [] };
    const indicator: Indicator = {
      name: v.name, unit: v.unit ?? '', better: v.better, method: v.method, baseline: v.baseline, target: v.target,
      ...(v.method === 'rate' ? { eventType: v.eventType, per: v.per } : {}),
    };
    setSaving(true);
    try {
      const p = await api.create({ title: v.title, goal: v.goal, checkMonths: v.checkMonths, indicator, source: src });
      void message.success(t('created'));
      navigate(`${DETAIL_PATH}?id=${p.id}`);
    } catch {
      // the http layer has shown the server's words
    } finally {
      setSaving(false);
    }
  };

  const required = (label: string) => [{ required: true, message: t('err.empty', { field: label }) }];
  return (
    <PageCard title={t('newProject')}>
      {failed && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failed} />}
      {wanted && !source && !failed && <Spin style={{ display: 'block', margin: 24 }} />}
      {source?.kind === 'rca' && (
        <Alert className="hos-pdca-source" type="info" showIcon style={{ marginBottom: 16 }} title={withUserText(t, 'fromRca', 'title', source.title ?? `#${source.recordId}`)} />
      )}
      {source?.kind === 'inspection' && (
        <Alert className="hos-pdca-source" type="info" showIcon style={{ marginBottom: 16 }}
          title={withUserText(t, 'fromInspection', 'source', `${source.roundName ?? ''} · ${source.deptName ?? ''}`)} />
      )}
      {(source || failed) && (
        <Form<FormValues> form={form} layout="vertical" className="hos-pdca-form" onFinish={(v) => void submit(v)} style={{ maxWidth: 880 }}
          initialValues={{ checkMonths: 3, better: 'lower', method: 'entered', per: 1000 }}>
          <Form.Item name="title" label={t('projectTitle')} rules={required(t('field.title'))}><Input maxLength={500} /></Form.Item>
          <Form.Item name="goal" label={t('goal')} rules={required(t('field.goal'))}><Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} /></Form.Item>
          {source?.kind === 'inspection' && source.items.length > 0 && (
            <Form.Item name="items" label={t('sourceItems')}>
              <Checkbox.Group options={source.items.map((i) => ({ value: i.id, label: <span {...USER_TEXT}>{i.label}</span> }))} />
            </Form.Item>
          )}
          <Row gutter={16}>
            <Col xs={24} md={12}><Form.Item name="name" label={t('indicatorName')} rules={required(t('field.indicator.name'))}><Input maxLength={100} /></Form.Item></Col>
            <Col xs={12} md={6}><Form.Item name="unit" label={t('unit')}><Input maxLength={20} /></Form.Item></Col>
            <Col xs={12} md={6}><Form.Item name="checkMonths" label={t('checkMonths')}><InputNumber min={1} max={12} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
          </Row>
          <Form.Item name="better" label={t('better')}>
            <Radio.Group options={(['lower', 'higher'] as const).map((b) => ({ value: b, label: t('better.' + b) }))} />
          </Form.Item>
          <Form.Item name="method" label={t('method')}>
            <Radio.Group options={(['entered', 'rate'] as const).map((m) => ({ value: m, label: t('method.' + m) }))} />
          </Form.Item>
          {method === 'rate' && (
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="eventType" label={t('eventType')} rules={required(t('eventType'))}>
                  <Select options={types.map((e) => ({ value: e.code, label: eventTypeName(types, e.code, lang) }))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="per" label={t('per')} extra={t('perHint')} rules={required(t('per'))}><InputNumber min={1} max={10000000} style={{ width: '100%' }} /></Form.Item>
              </Col>
            </Row>
          )}
          <Row gutter={16}>
            <Col xs={12}><Form.Item name="baseline" label={t('baseline')} rules={required(t('baseline'))}><InputNumber style={{ width: '100%' }} /></Form.Item></Col>
            <Col xs={12}><Form.Item name="target" label={t('target')} rules={required(t('target'))}><InputNumber style={{ width: '100%' }} /></Form.Item></Col>
          </Row>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} className="hos-pdca-create">{t('create')}</Button>
            <Button onClick={() => navigate('/quality/pdca')}>{t('cancel')}</Button>
          </Space>
        </Form>
      )}
    </PageCard>
  );
}
