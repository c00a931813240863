// A chart with everything every chart owes its readers (issue 13 §2): a title, the chart (ECharts, loaded
// lazily with the first chart of a page), an accessible name and description (the whole chart as text),
// a data table shown on demand listing the same numbers, and click-through: a bar, or its category in the
// table (keyboard), opens the list filtered to that bar's records.
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Empty, Skeleton, Table, Typography } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import { chartSummary, type ChartModel } from '../../../core/stats/charts.ts';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { charts } from '../../../core/i18n/locales/charts.ts';
import { workflow } from '../../../core/i18n/locales/workflow.ts';
import { useT } from '../hooks.ts';
import type { ChartKind } from './EChart.tsx';

provideNamespaces({ charts, workflow });

const EChart = lazy(() => import('./EChart.tsx'));

/** Hidden on screen, read by screen readers. */
const SR_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** If the chart's code cannot load (offline, a stale deployment), the table still can. */
class ChartBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface ChartCardProps {
  title: string;
  /** the title as shown, when it names typed data (issue 23 §3: the data in a data-user-text span); else `title` */
  titleNode?: ReactNode;
  model: ChartModel;
  kind?: ChartKind;
  height?: number;
  /** opens a bar's list link inside the app */
  navigate?(to: string): void;
  extra?: ReactNode;
  /** data-testid of the card */
  testId?: string;
  /** what a bar measures: a count of records (default), or a score rate in % (no sum; links open scores) */
  measure?: 'count' | 'scoreRate';
  /** for score rates: what a bar's link opens ('sheet' a department's sheet, 'results' the round's results) */
  opens?: 'sheet' | 'results';
}

export function ChartCard({ title, titleNode, model, kind = 'column', height = 260, navigate, extra, testId, measure = 'count', opens = 'sheet' }: ChartCardProps) {
  const scores = measure === 'scoreRate';
  const t = useT();
  const c = (key: string, o?: Record<string, unknown>) => t('charts:' + key, o);
  const [table, setTable] = useState(false);
  const id = useId();
  const open = (index: number) => {
    const link = model.data[index]?.link;
    if (link && navigate) navigate(link);
  };
  const clickable = !!navigate && model.data.some((d) => d.link);
  const empty = model.data.length === 0;
  return (
    <Card
      size="small" title={<span id={`${id}-title`}>{titleNode ?? title}</span>} data-testid={testId} className="hos-chart-card" style={{ height: '100%' }}
      extra={<>
        {extra}
        <Button
          size="small" type="text" icon={<TableOutlined aria-hidden />} className="hos-chart-table-toggle" aria-expanded={table} aria-controls={`${id}-table`}
          onClick={() => setTable((v) => !v)}
        >{c(table ? 'hideTable' : 'showTable')}</Button>
      </>}
    >
      <p id={`${id}-desc`} style={SR_ONLY} className="hos-chart-desc">
        {scores
          ? c('descriptionScores', { title, summary: chartSummary(model) || c('noData') })
          : c('description', { title, total: model.total, summary: chartSummary(model) || c('noData') })} {clickable ? c(scores ? 'clickHintScores' : 'clickHint') : ''}
      </p>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={c('noData')} style={{ height: height - 40 }} />
      ) : (
        <div role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} className="hos-chart" data-total={model.total}>
          <ChartBoundary fallback={<Alert type="warning" showIcon title={c('chartFailed')} />}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} style={{ height }} />}>
              <EChart model={model} kind={kind} height={height} onSelect={clickable ? open : undefined} />
            </Suspense>
          </ChartBoundary>
        </div>
      )}
      <div id={`${id}-table`} hidden={!table}>
        {table && (
          <Table
            className="hos-chart-table" size="small" pagination={false} rowKey={(r) => String(r.key)} dataSource={model.data}
            title={() => <Typography.Text strong>{title}</Typography.Text>}
            columns={[
              {
                title: c('category'), dataIndex: 'label', key: 'label',
                render: (label: string, r) => (r.link && navigate
                  ? <Button type="link" size="small" className="hos-chart-link" style={{ padding: 0 }} aria-label={scores ? c(opens === 'results' ? 'openResults' : 'openSheet', { label, value: r.value }) : c('openList', { label, count: r.value })} onClick={() => navigate(r.link!)}>{label}</Button>
                  : label),
              },
              { title: c(scores ? 'scoreRate' : 'count'), dataIndex: 'value', key: 'value', align: 'right', className: 'hos-chart-count' },
            ]}
            summary={scores ? undefined : () => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2} align="right"><span className="hos-chart-sum">{c('sum', { n: model.total })}</span></Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        )}
      </div>
    </Card>
  );
}
