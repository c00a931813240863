// /quality/pdca/detail?id=: one improvement project (issue 26 §2). Where its current cycle stands
// (plan, do, check, act), the project's facts, then the four phases: plan (the goal), do (the cycle's
// measures with owner, deadline and status), check (the indicator per month: entered, or for a rate the
// month's denominator with the count the server takes from the records), act (standardise, or open the
// next cycle); the cycle chain, and the indicator over cycles as a chart with a table of the same numbers.
// Every change is sent with the version shown; a conflict reloads (the http layer says why).
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Col, DatePicker, Descriptions, Empty, Form, Input, Radio, Row, Skeleton, Space, Spin, Steps, Tag, Typography } from 'antd';
import { InputNumber } from '../../../shared/NumberInput.tsx';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import type { ViewProps } from '../../types.ts';
import type { PdcaDetail as Detail, PdcaMeasure } from '../../../../core/pdca/api.ts';
import type { ActDecision, PdcaCycle } from '../../../../core/pdca/types.ts';
import { chartSummaryText, indicatorChartOption, seriesRows, type ChartLabels, type SeriesRow } from '../../../../core/pdca/view.ts';
import { monthLabel } from '../../../../core/stats/months.ts';
import { formatDay } from '../../../../core/i18n/format.ts';
import { eventTypeName } from '../../../../core/pages/records.ts';
import { PageCard } from '../../common/PageCard.tsx';
import { RouteLink } from '../../common/RouteLink.tsx';
import { useEventTypes, useFormatTime, useLang, useTimeZone } from '../../common/hooks.ts';
import { USER_TEXT, userTextCell } from '../../common/userText.ts';
import { withUserText } from '../../../shared/UserText.tsx';
import { usePdcaApi, usePdcaNumber, usePdcaT } from './usePdca.ts';
import { PHASE_COLOR } from './PdcaList.tsx';
import { PhoneTable } from '../../common/PhoneTable.tsx';

const PdcaChart = lazy(() => import('./PdcaChart.tsx'));
const STEPS = ['plan', 'do', 'check', 'act'] as const;
const MEASURE_COLOR: Record<string, string> = { open: 'processing', done: 'gold', verified: 'success' };

type Run = (call: () => Promise<Detail>, ok?: string) => Promise<boolean>;

function useProject(id: string | undefined) {
  const api = usePdcaApi();
  const [project, setProject] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const reload = useCallback(async () => {
    if (!id) return;
    setLoading(true);
    try {
      setProject(await api.get(id));
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setLoading(false);
    }
  }, [api, id]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { project, setProject, error, loading, reload };
}

function MeasuresCard({ p, cycle, run }: { p: Detail; cycle: PdcaCycle; run: Run }) {
  const t = usePdcaT();
  const api = usePdcaApi();
  const lang = useLang();
  const [form] = Form.useForm<{ what: string; ownerName: string; deadline: Dayjs }>();
  const open = p.canEdit && (cycle.phase === 'plan' || cycle.phase === 'do');
  const rows = p.measures.filter((m) => m.cycle === cycle.n);
  const columns: TableColumnsType<PdcaMeasure> = [
    { title: t('measure'), dataIndex: 'what', onCell: userTextCell },
    { title: t('owner'), dataIndex: 'ownerName', width: 150, onCell: userTextCell },
    { title: t('deadline'), dataIndex: 'deadline', width: 130, render: (v: string) => formatDay(v, lang) },
    { title: t('measureStatus'), dataIndex: 'status', width: 100, render: (s: string) => <Tag color={MEASURE_COLOR[s]}>{t('measure.' + s)}</Tag> },
    ...(open ? [{
      title: t('actions'), key: 'a', width: 190, render: (_v: unknown, m: PdcaMeasure) => (
        <Space size={0} wrap>
          {m.status === 'open' && <Button size="small" type="link" onClick={() => void run(() => api.measureStatus(p.id, p.version, m.id, 'done'))}>{t('markDone')}</Button>}
          {m.status !== 'verified' && <Button size="small" type="link" className="hos-pdca-verify" onClick={() => void run(() => api.measureStatus(p.id, p.version, m.id, 'verified'))}>{t('verify')}</Button>}
          <Button size="small" type="link" danger onClick={() => void run(() => api.measureStatus(p.id, p.version, m.id, 'removed'))}>{t('remove')}</Button>
        </Space>
      ),
    }] : []),
  ];
  // an empty row (fresh, or emptied by the add just made) is not offered for adding: no errors before
  // the user types (issue 35 §4); a second press while adding does not add it again
  const typed = Form.useWatch([], form);
  const empty = !typed?.what?.trim() && !typed?.ownerName?.trim() && !typed?.deadline;
  const [adding, setAdding] = useState(false);
  const add = async (v: { what: string; ownerName: string; deadline: Dayjs }) => {
    setAdding(true);
    try {
      if (await run(() => api.addMeasure(p.id, p.version, { what: v.what, ownerName: v.ownerName, deadline: v.deadline.format('YYYY-MM-DD') }))) form.resetFields();
    } finally {
      setAdding(false);
    }
  };
  return (
    <Card size="small" title={t('do')} style={{ marginBottom: 16 }} className="hos-pdca-do"
      extra={p.canEdit && cycle.phase === 'plan' ? <Button type="primary" size="small" className="hos-pdca-start-do" onClick={() => void run(() => api.move(p.id, p.version, 'do'))}>{t('startDo')}</Button>
        : p.canEdit && cycle.phase === 'do' ? <Button type="primary" size="small" className="hos-pdca-start-check" onClick={() => void run(() => api.move(p.id, p.version, 'check'))}>{t('startCheck')}</Button> : null}>
      <PhoneTable<PdcaMeasure> scrollOk size="small" rowKey="id" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMeasures')} /> }} />
      {open && (
        <Form form={form} layout="inline" onFinish={(v) => void add(v)} style={{ marginTop: 12, rowGap: 8 }} className="hos-pdca-measure-form">
          <Form.Item name="what" rules={[{ required: true, message: t('err.empty', { field: t('field.what') }) }]} style={{ minWidth: 240, flex: 1 }}>
            <Input placeholder={t('measure')} aria-label={t('measure')} maxLength={500} />
          </Form.Item>
          <Form.Item name="ownerName" rules={[{ required: true, message: t('err.empty', { field: t('field.owner') }) }]}>
            <Input placeholder={t('owner')} aria-label={t('owner')} maxLength={100} style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="deadline" rules={[{ required: true, message: t('err.empty', { field: t('deadline') }) }]}>
            <DatePicker placeholder={t('deadline')} aria-label={t('deadline')} />
          </Form.Item>
          <Form.Item><Button htmlType="submit" className="hos-pdca-add-measure" disabled={empty} loading={adding}>{t('addMeasure')}</Button></Form.Item>
        </Form>
      )}
    </Card>
  );
}

function CheckCard({ p, cycle, run }: { p: Detail; cycle: PdcaCycle; run: Run }) {
  const t = usePdcaT();
  const api = usePdcaApi();
  const lang = useLang();
  const num = usePdcaNumber();
  const tz = useTimeZone();
  const rate = p.project.indicator.method === 'rate';
  const [form] = Form.useForm<{ period: Dayjs; value?: number; denominator?: number }>();
  const rows = cycle.measurements;
  const columns: TableColumnsType<(typeof rows)[number]> = [
    { title: t('period'), dataIndex: 'period', width: 140, render: (v: string) => monthLabel(v, lang) },
    ...(rate ? [
      { title: t('numerator'), dataIndex: 'numerator', width: 110, align: 'right' as const, render: (v: number) => num(v) },
      { title: t('denominator'), dataIndex: 'denominator', width: 130, align: 'right' as const, render: (v: number) => num(v) },
    ] : []),
    { title: t('value'), dataIndex: 'value', align: 'right', render: (v: number) => <>{num(v)}<span {...USER_TEXT}> {p.unit}</span></> },
  ];
  const enter = async (v: { period: Dayjs; value?: number; denominator?: number }) => {
    const period = v.period.format('YYYY-MM');
    const ok = await run(() => api.measure(p.id, p.version, rate ? { period, denominator: v.denominator, tz } : { period, value: v.value }), t('measured', { period: monthLabel(period, lang) }));
    if (ok) form.resetFields();
  };
  const editable = p.canEdit && cycle.phase === 'check';
  return (
    <Card size="small" title={t('check')} style={{ marginBottom: 16 }} className="hos-pdca-check"
      extra={editable ? <Button type="primary" size="small" className="hos-pdca-start-act" onClick={() => void run(() => api.move(p.id, p.version, 'evaluate'))}>{t('startAct')}</Button> : null}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>{t('measuredOf', { n: rows.length, total: p.project.checkMonths })}</Typography.Paragraph>
      <PhoneTable scrollOk size="small" rowKey="period" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMeasurements')} /> }} />
      {editable && (
        <Form form={form} layout="inline" onFinish={(v) => void enter(v)} style={{ marginTop: 12, rowGap: 8 }} className="hos-pdca-measurement-form">
          <Form.Item name="period" label={t('period')} rules={[{ required: true, message: t('err.empty', { field: t('period') }) }]}>
            <DatePicker picker="month" className="hos-pdca-month" aria-label={t('period')} />
          </Form.Item>
          {rate ? (
            <Form.Item name="denominator" label={t('denominator')} tooltip={t('numeratorHint')} rules={[{ required: true, message: t('err.empty', { field: t('denominator') }) }]}>
              <InputNumber min={1} placeholder={t('denominatorHint')} className="hos-pdca-denominator" style={{ width: 200 }} aria-label={t('denominator')} />
            </Form.Item>
          ) : (
            <Form.Item name="value" label={t('value')} rules={[{ required: true, message: t('err.empty', { field: t('value') }) }]}>
              <InputNumber className="hos-pdca-value" style={{ width: 140 }} aria-label={t('value')} />
            </Form.Item>
          )}
          <Form.Item><Button htmlType="submit" type="primary" className="hos-pdca-enter">{t('addMeasurement')}</Button></Form.Item>
        </Form>
      )}
      {editable && rate && <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('numeratorHint')}</Typography.Paragraph>}
    </Card>
  );
}

function ActCard({ p, run }: { p: Detail; run: Run }) {
  const t = usePdcaT();
  const api = usePdcaApi();
  const [form] = Form.useForm<{ decision: ActDecision; note: string; nextGoal?: string }>();
  const decision = Form.useWatch('decision', form);
  return (
    <Card size="small" title={t('act')} style={{ marginBottom: 16 }} className="hos-pdca-act">
      <Form form={form} layout="vertical" initialValues={{ decision: 'standardise' }} style={{ maxWidth: 720 }}
        onFinish={(v) => void run(() => api.act(p.id, p.version, v), t('saved'))}>
        <Form.Item name="decision" label={t('decision')}>
          <Radio.Group options={(['standardise', 'nextCycle'] as const).map((d) => ({ value: d, label: t('decision.' + d) }))} />
        </Form.Item>
        <Form.Item name="note" label={t('note')} extra={t('noteHint')} rules={[{ required: true, message: t('err.empty', { field: t('field.note') }) }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
        </Form.Item>
        {decision === 'nextCycle' && (
          <Form.Item name="nextGoal" label={t('nextGoal')} rules={[{ required: true, message: t('err.empty', { field: t('field.goal') }) }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" className="hos-pdca-decide">{t('decide')}</Button>
      </Form>
    </Card>
  );
}

function ChainCard({ p }: { p: Detail }) {
  const t = usePdcaT();
  const num = usePdcaNumber();
  return (
    <Card size="small" title={t('chain')} style={{ marginBottom: 16 }} className="hos-pdca-chain">
      <ol style={{ margin: 0, paddingLeft: 20 }}>
        {p.project.cycles.map((c) => {
          const last = c.measurements[c.measurements.length - 1];
          return (
            <li key={c.n} style={{ marginBottom: 12 }} data-cycle={c.n}>
              <Space size={6} wrap>
                <strong>{t('cycleN', { n: c.n })}</strong>
                <Tag color={PHASE_COLOR[c.phase]}>{t('phase.' + c.phase)}</Tag>
                {c.decision && <Tag>{t('decision.' + c.decision)}</Tag>}
                {last && <span>{t('latest')}: {num(last.value)}<span {...USER_TEXT}> {p.unit}</span></span>}
              </Space>
              <div><Typography.Text type="secondary">{t('goal')}: </Typography.Text><span {...USER_TEXT}>{c.goal}</span></div>
              {c.note && <div><Typography.Text type="secondary">{t('note')}: </Typography.Text><span {...USER_TEXT} style={{ whiteSpace: 'pre-wrap' }}>{c.note}</span></div>}
              <div><Typography.Text type="secondary">{t('measureCount', { n: p.measures.filter((m) => m.cycle === c.n).length })}</Typography.Text></div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

function IndicatorChart({ p }: { p: Detail }) {
  const t = usePdcaT();
  const lang = useLang();
  const num = usePdcaNumber();
  const rate = p.project.indicator.method === 'rate';
  const labels: ChartLabels = useMemo(() => ({
    cycle: (n) => t('chartSeries', { n }), baseline: (v) => t('baselineLine', { v }), target: (v) => t('targetLine', { v }), num, month: (m) => monthLabel(m, lang),
  }), [t, num, lang]);
  const option = useMemo(() => indicatorChartOption(p.project, labels), [p.project, labels]);
  const rows = seriesRows(p.project);
  const columns: TableColumnsType<SeriesRow> = [
    { title: t('cycle'), dataIndex: 'cycle', width: 100, render: (n: number) => t('cycleN', { n }) },
    { title: t('period'), dataIndex: 'period', width: 140, render: (v: string) => monthLabel(v, lang) },
    ...(rate ? [
      { title: t('numerator'), dataIndex: 'numerator', width: 100, align: 'right' as const, render: (v: number) => num(v) },
      { title: t('denominator'), dataIndex: 'denominator', width: 120, align: 'right' as const, render: (v: number) => num(v) },
    ] : []),
    { title: t('value'), dataIndex: 'value', align: 'right', render: (v: number) => <>{num(v)}<span {...USER_TEXT}> {p.unit}</span></> },
  ];
  const titleId = `hos-pdca-chart-${p.id}`;
  return (
    <Card size="small" title={<span id={titleId}>{t('chart')}</span>} style={{ marginBottom: 16 }} className="hos-pdca-chart" data-testid="pdca-chart">
      {rows.length ? (
        <Row gutter={16}>
          <Col xs={24}>
            <figure role="img" aria-labelledby={titleId} aria-describedby={`${titleId}-d`} style={{ margin: 0 }}>
              <Suspense fallback={<Skeleton active />}><PdcaChart option={option} /></Suspense>
              <figcaption id={`${titleId}-d`} className="hos-sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {chartSummaryText(p.project, labels)}
              </figcaption>
            </figure>
          </Col>
          <Col xs={24}>
            <PhoneTable<SeriesRow> scrollOk size="small" rowKey="key" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 'max-content' }}
              className="hos-pdca-chart-table" title={() => t('chartTable')} />
          </Col>
        </Row>
      ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMeasurements')} />}
    </Card>
  );
}

function SourceText({ p, navigate }: { p: Detail; navigate(to: string): void }) {
  const t = usePdcaT();
  const s = p.source;
  if (s.kind === 'rca') {
    return <RouteLink to={`/newBaqsj/lookDetail?id=${s.recordId}`} navigate={navigate} className="hos-pdca-source-link">{s.title ? withUserText(t, 'fromRca', 'title', s.title) : t('source.rca', { id: s.recordId })}</RouteLink>;
  }
  if (s.kind === 'inspection') {
    return (
      <span>
        {s.roundName ? withUserText(t, 'fromInspection', 'source', `${s.roundName} · ${s.deptName ?? ''}`) : t('source.inspection', { id: s.sheetId })}
        {p.project.source.kind === 'inspection' && p.project.source.items.length > 0 && (
          <span style={{ display: 'block' }}>
            {t('sourceItems')}: {p.project.source.items.map((id) => <Tag key={id} {...USER_TEXT}>{s.items.find((i) => i.id === id)?.label ?? id}</Tag>)}
          </span>
        )}
      </span>
    );
  }
  return <>{t('source.none')}</>;
}

function PdcaDetailPage({ route, navigate }: ViewProps) {
  const t = usePdcaT();
  const lang = useLang();
  const num = usePdcaNumber();
  const formatTime = useFormatTime();
  const types = useEventTypes();
  const { message } = App.useApp();
  const { project: p, setProject, error, loading, reload } = useProject(route.query.id);

  const run: Run = useCallback(async (call, ok) => {
    try {
      setProject(await call());
      if (ok) void message.success(ok);
      return true;
    } catch {
      // the http layer has said why (a conflict, a refusal): show what is there now
      await reload();
      return false;
    }
  }, [message, reload, setProject]);

  if (!route.query.id) return <PageCard title={route.title}><Alert type="error" showIcon title={t('notFound')} /></PageCard>;
  if (!p) {
    return (
      <PageCard title={route.title}>
        {error ? <Alert type="error" showIcon title={error} action={<Button onClick={() => void reload()}>{t('pages:refresh')}</Button>} /> : <Spin style={{ display: 'block', margin: 40 }} />}
      </PageCard>
    );
  }
  const cycle = p.project.cycles[p.project.cycles.length - 1];
  const ind = p.project.indicator;
  const stepAt = cycle.phase === 'done' ? STEPS.length : STEPS.indexOf(cycle.phase);
  const unit = (v: number | null | undefined) => (v === null || v === undefined ? t('none') : <>{num(v)}<span {...USER_TEXT}> {ind.unit}</span></>);

  return (
    <PageCard
      title={<span className="hos-pdca-title" {...USER_TEXT}>{p.title}</span>}
      extra={<Space wrap>
        <Button icon={<ReloadOutlined />} aria-label={t('pages:refresh')} loading={loading} onClick={() => void reload()} />
        <Button onClick={() => navigate('/quality/pdca')}>{t('back')}</Button>
      </Space>}
    >
      <div className="hos-pdca-detail" data-id={p.id} data-phase={cycle.phase} data-cycle={cycle.n} data-version={p.version}>
        {!p.canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('readOnly')} />}
        <Typography.Text strong>{t('cycleN', { n: cycle.n })}</Typography.Text>
        <Steps className="hos-pdca-steps" size="small" current={stepAt} status={cycle.phase === 'done' ? 'finish' : 'process'} style={{ margin: '8px 0 16px' }}
          items={STEPS.map((s) => ({ title: t('phase.' + s) }))} />
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 16 }} className="hos-pdca-info">
          <Descriptions.Item label={t('source')} span={3}><SourceText p={p} navigate={navigate} /></Descriptions.Item>
          <Descriptions.Item label={t('indicatorName')}><span {...USER_TEXT}>{ind.name}</span></Descriptions.Item>
          <Descriptions.Item label={t('method')}>
            {t('method.' + ind.method)}
            {ind.method === 'rate' && <span style={{ display: 'block' }}>{eventTypeName(types, ind.eventType, lang)}{' · '}{t('per')} {num(ind.per ?? null)}</span>}
          </Descriptions.Item>
          <Descriptions.Item label={t('better')}>{t('better.' + ind.better)}</Descriptions.Item>
          <Descriptions.Item label={t('baseline')}>{unit(ind.baseline)}</Descriptions.Item>
          <Descriptions.Item label={t('target')}>{unit(ind.target)}</Descriptions.Item>
          <Descriptions.Item label={t('latest')}>
            <Space size={4} wrap>
              <span className="hos-pdca-latest">{unit(p.status.last?.value)}</span>
              {p.status.last && <Tag color={p.status.reached ? 'success' : 'warning'}>{t(p.status.reached ? 'reached' : 'notReached')}</Tag>}
              {p.status.change !== null && <Typography.Text type="secondary">{t('change')} {p.status.change > 0 ? '+' : ''}{num(p.status.change)}</Typography.Text>}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('checkMonths')}>{num(p.project.checkMonths)}</Descriptions.Item>
          <Descriptions.Item label={t('createdBy')}><span {...USER_TEXT}>{p.createdByName}</span></Descriptions.Item>
          <Descriptions.Item label={t('updatedAt')}>{formatTime(p.updatedAt)}</Descriptions.Item>
        </Descriptions>
        <Card size="small" title={t('plan')} style={{ marginBottom: 16 }} className="hos-pdca-plan">
          <Typography.Text type="secondary">{t('goal')}: </Typography.Text><span {...USER_TEXT} className="hos-pdca-goal">{cycle.goal}</span>
        </Card>
        <MeasuresCard p={p} cycle={cycle} run={run} />
        {(cycle.phase === 'check' || cycle.measurements.length > 0) && <CheckCard p={p} cycle={cycle} run={run} />}
        {cycle.phase === 'act' && p.canEdit && <ActCard p={p} run={run} />}
        <IndicatorChart p={p} />
        <ChainCard p={p} />
      </div>
    </PageCard>
  );
}

/** One page state per project. */
export function PdcaDetail(props: ViewProps) {
  return <PdcaDetailPage key={props.route.query.id ?? ''} {...props} />;
}
