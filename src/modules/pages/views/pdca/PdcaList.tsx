// /quality/pdca: the improvement projects (持续改进项目, issue 26 §2): each with its source, its
// indicator (baseline, target, latest and whether the target is reached), the cycle and phase it is in.
// New projects open on their own from here; from an RCA or an inspection's low items through
// /quality/pdca/new?source=… (PdcaNew.tsx).
import { Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../../types.ts';
import type { PdcaListRow } from '../../../../core/pdca/api.ts';
import { PDCA_PHASES } from '../../../../core/pdca/types.ts';
import { FilterBar } from '../../common/FilterBar.tsx';
import { ListTable, actionsWidth } from '../../common/ListTable.tsx';
import { PageCard } from '../../common/PageCard.tsx';
import { useFormatTime, useListQuery, useMayRunPdca } from '../../common/hooks.ts';
import { userTextCell, USER_TEXT } from '../../common/userText.ts';
import { DETAIL_PATH, NEW_PATH, usePdcaApi, usePdcaNumber, usePdcaT } from './usePdca.ts';

export const PHASE_COLOR: Record<string, string> = { plan: 'blue', do: 'processing', check: 'gold', act: 'purple', done: 'default' };

export function PdcaList({ route, navigate }: ViewProps) {
  const t = usePdcaT();
  const api = usePdcaApi();
  const num = usePdcaNumber();
  const formatTime = useFormatTime();
  // the button only for those the server lets run projects (core/pdca/access.ts, the same rule)
  const canRun = useMayRunPdca();
  const [state, query] = useListQuery<PdcaListRow>((p) => api.list(p as Record<string, unknown>));
  const open = (r: PdcaListRow) => navigate(`${DETAIL_PATH}?id=${r.id}`);
  const withUnit = (v: number | null, unit: string) => (v === null ? t('none') : <>{num(v)}{unit && <span {...USER_TEXT}> {unit}</span>}</>);

  const columns: TableColumnsType<PdcaListRow> = [
    { title: t('projectTitle'), dataIndex: 'title', ellipsis: true, render: (v: string, r) => <Typography.Link {...USER_TEXT} className="hos-pdca-open" onClick={() => open(r)}>{v}</Typography.Link> },
    { title: t('indicator'), dataIndex: 'indicatorName', width: 180, ellipsis: true, onCell: userTextCell, responsive: ['md'] },
    { title: t('baseline'), key: 'baseline', width: 110, align: 'right', render: (_v, r) => withUnit(r.baseline, r.unit), responsive: ['lg'] },
    { title: t('target'), key: 'target', width: 110, align: 'right', render: (_v, r) => withUnit(r.target, r.unit), responsive: ['lg'] },
    {
      title: t('latest'), key: 'latest', width: 150, render: (_v, r) => (
        <Space size={4} wrap>
          <span>{withUnit(r.latest, r.unit)}</span>
          {r.latest !== null && <Tag color={r.reached ? 'success' : 'warning'}>{t(r.reached ? 'reached' : 'notReached')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('phaseLabel'), key: 'phase', width: 150, render: (_v, r) => (
        <Space size={4}><span>{t('cycleN', { n: r.cycle })}</span><Tag color={PHASE_COLOR[r.phase]}>{t('phase.' + r.phase)}</Tag></Space>
      ),
    },
    { title: t('source'), key: 'source', width: 190, ellipsis: true, responsive: ['xxl'], render: (_v, r) => t('source.' + r.sourceKind, { id: r.sourceId ?? '' }) },
    { title: t('updatedAt'), dataIndex: 'updatedAt', width: 150, responsive: ['xxl'], render: (v: string) => formatTime(v) },
    {
      title: t('actions'), key: 'a', width: actionsWidth([t('open')], t('actions')),
      render: (_v, r) => <Button size="small" type="link" onClick={() => open(r)}>{t('open')}</Button>,
    },
  ];

  return (
    <PageCard title={route.title} extra={canRun ? <Button type="primary" className="hos-pdca-new" onClick={() => navigate(NEW_PATH)}>{t('newProject')}</Button> : undefined}>
      <FilterBar onSearch={(f) => void query.setFilters(f)}>
        <Form.Item name="title" label={t('keyword')}><Input allowClear placeholder={t('projectTitle')} /></Form.Item>
        <Form.Item name="phase" label={t('phaseLabel')}>
          <Select allowClear style={{ width: 130 }} options={PDCA_PHASES.map((p) => ({ value: p, label: t('phase.' + p) }))} />
        </Form.Item>
      </FilterBar>
      <ListTable state={state} query={query} columns={columns} scrollX="fit" />
    </PageCard>
  );
}
