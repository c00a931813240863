// /quality/results?round=: a round's results: department ranking (total, rate, section subtotals, the
// previous round's rank and rate, the change), the items that lost most points, and departments still
// missing, with a chart of the score rates (the shared ChartCard: table alternative, a bar opens the
// department's sheet); each ranking row opens the department's sheet (/quality/detail?sheet=).
import { useMemo } from 'react';
import { Alert, Button, Card, Empty, Result, Space, Spin, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DownloadOutlined } from '@ant-design/icons';
import { saveFile } from '../../common/download.ts';
import type { ViewProps } from '../../types.ts';
import type { RoundResults } from '../../../../core/api/quality.ts';
import type { ItemLossRow, RankRow } from '../../../../core/quality/results.ts';
import { PageCard } from '../../common/PageCard.tsx';
import { ChartCard } from '../../../shared/charts/ChartCard.tsx';
import { qualityScoreChart } from '../../../../core/stats/charts.ts';
import { useT } from '../../../shared/hooks.ts';
import { useDeptNames, useLoaded, useNumber, useQualityApi, useQualityT } from './useQuality.ts';
import { DeptName } from '../../common/DeptName.tsx';
import { userTextCell } from '../../common/userText.ts';
import { PhoneTable } from '../../common/PhoneTable.tsx';

type Row = RankRow & { previousRank: number | null; previousRate: number | null; delta: number | null };

/** The score rates of the ranking as a chart; a bar (or a department in its table) opens that sheet. */
export function ResultsCharts({ results, navigate }: { results: RoundResults; navigate(to: string): void }) {
  const t = useT();
  const dept = useDeptNames();
  // the departments named in the reader's language on the axis
  const model = useMemo(
    () => qualityScoreChart(results.ranking.map((r) => ({ ...r, deptName: dept.text(r.deptName) })), (r) => (r.sheetId ? `/quality/detail?sheet=${r.sheetId}` : undefined)),
    [results.ranking, dept],
  );
  if (!model.data.length) return null;
  return (
    <div className="hos-quality-charts" style={{ marginBottom: 12 }}>
      <ChartCard testId="chart-quality-results" title={t('charts:qualityByDeptPlain')} model={model} kind="bar" measure="scoreRate" navigate={navigate} />
    </div>
  );
}

export function ResultsPage({ route, navigate }: ViewProps) {
  const t = useQualityT();
  const num = useNumber();
  const api = useQualityApi();
  const dept = useDeptNames();
  const id = /^\d+$/.test(route.query.round ?? '') ? Number(route.query.round) : 0;
  const [res] = useLoaded<RoundResults | null | false>(() => (id ? api.results(id) : Promise.reject(new Error('no round'))).catch((): false => false), null, [id]);

  if (res === false) return <PageCard title={route.title}><Result status="404" title={t('server.roundNotFound')} /></PageCard>;
  if (!res) return <PageCard title={route.title}><Spin /></PageCard>;

  const exportXlsx = async () => {
    const blob = await api.exportResults(res.round.id).catch(() => null);
    if (blob) saveFile(blob, `${t('exportFile', { name: res.round.name, day: new Date().toISOString().slice(0, 10) })}.xlsx`);
  };
  const cmp = new Map(res.comparison.map((c) => [c.deptName, c]));
  const rows: Row[] = res.ranking.map((r) => ({ ...r, previousRank: cmp.get(r.deptName)?.previousRank ?? null, previousRate: cmp.get(r.deptName)?.previousRate ?? null, delta: cmp.get(r.deptName)?.delta ?? null }));
  const pct = (v: number | null) => (v === null ? '-' : t('percent', { value: num(v) }));
  const columns: TableColumnsType<Row> = [
    { title: t('rank'), dataIndex: 'rank', width: 64, align: 'center' },
    { title: t('department'), dataIndex: 'deptName', render: (v: string) => <DeptName row={dept.row(v)} /> },
    { title: t('total'), key: 'total', render: (_v, r) => `${num(r.total)} / ${num(r.maxScore)}` },
    { title: t('rate'), dataIndex: 'rate', render: pct },
    ...res.sections.map((s, i) => ({ title: s.name || t('noSection'), key: `s${i}`, render: (_v: unknown, r: Row) => num(r.sections[i]?.score) })),
    { title: t('previousRank'), dataIndex: 'previousRank', render: (v: number | null) => v ?? '-' },
    { title: t('previousRate'), dataIndex: 'previousRate', render: pct },
    {
      title: t('change'), dataIndex: 'delta',
      render: (d: number | null) => (d === null ? '-' : d === 0 ? '0' : (
        <Typography.Text type={d > 0 ? 'success' : 'danger'}>{d > 0 ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />} {num(Math.abs(d))}</Typography.Text>
      )),
    },
    { title: t('actions'), key: 'a', render: (_v, r) => <Button size="small" type="link" className="hos-sheet-detail" onClick={() => navigate(`/quality/detail?sheet=${r.sheetId}`)}>{t('detail')}</Button> },
  ];
  const lossColumns: TableColumnsType<ItemLossRow> = [
    { title: t('item'), dataIndex: 'label', onCell: userTextCell },
    { title: t('section'), dataIndex: 'section', onCell: userTextCell },
    { title: t('maxScore'), dataIndex: 'maxScore', render: num },
    { title: t('lostTotal'), dataIndex: 'lostTotal', render: num },
    { title: t('lostAvg'), dataIndex: 'lostAvg', render: num },
    { title: t('deptsLosing'), dataIndex: 'deptsLosing' },
    { title: t('deptsLost'), key: 'depts', render: (_v, r) => <Space size={[4, 4]} wrap>{r.depts.map((d) => <Tag key={d.deptName}><DeptName row={dept.row(d.deptName)} /> −{num(d.lost)}</Tag>)}</Space> },
  ];

  return (
    <PageCard
      title={`${res.round.name} · ${t('results')}`}
      extra={
        <Space>
          <Button onClick={() => navigate('/quality/rounds')}>{t('back')}</Button>
          <Button icon={<DownloadOutlined />} className="hos-results-export" onClick={() => void exportXlsx()}>{t('export')}</Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {res.round.formName} v{res.round.formVersion} · {res.round.periodStart} ~ {res.round.periodEnd} · {t('status.' + res.round.status)}
        {' · '}{res.previousRound ? t('previousRound', { name: res.previousRound.name }) : t('noPrevious')}
      </Typography.Paragraph>
      {res.pending.length > 0 && <Alert type="info" showIcon className="hos-results-pending" title={t('pending', { depts: res.pending.map(dept.text).join(dept.separator) })} style={{ marginBottom: 12 }} />}
      <ResultsCharts results={res} navigate={navigate} />
      <Card size="small" title={t('ranking')} style={{ marginBottom: 12 }}>
        {rows.length
          ? <PhoneTable<Row> className="hos-ranking" size="middle" rowKey="deptName" dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }} />
          : <Empty description={t('noResults')} />}
      </Card>
      <Card size="small" title={t('itemLoss')}>
        <PhoneTable<ItemLossRow> className="hos-item-loss" size="middle" rowKey="id" dataSource={res.itemLoss.filter((r) => r.lostTotal > 0)} columns={lossColumns} pagination={false} scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('noResults') }} />
      </Card>
    </PageCard>
  );
}
