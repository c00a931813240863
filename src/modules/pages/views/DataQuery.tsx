// Data quality control of the unsafe-event platform: data query (filters, table, CSV export),
// quality control (completeness of each report), hospital-infection data and anaesthesia data.
// The record list carries no form data, so these pages read each report's detail (a few at a time).
import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import { countByStatus, filterRecords, missingFields, type DataView, type RecordQuery, type RecordRow, type RecordStatus } from '../../../core/pages/records.ts';
import { localPage } from '../../../core/pages/paging.ts';
import { mapLimit } from '../../../core/pages/mapLimit.ts';
import { toCsv } from '../../../core/pages/csv.ts';
import { ListTable } from '../common/ListTable.tsx';
import { FilterBar } from '../common/FilterBar.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { StatusTag } from '../common/StatusTag.tsx';
import { saveFile } from '../common/download.ts';
import { getRecord } from '../common/records.ts';
import { useListQuery, usePageT, useRuntime } from '../common/hooks.ts';

type Row = RecordRow & { missing?: string[] };
const text = (v: unknown) => (Array.isArray(v) ? v.join('、') : v == null ? '' : String(v));

function dataView(view: DataView | 'quality') {
  const withDetails = view !== 'all';
  return function DataQueryPage({ route, navigate }: ViewProps) {
    const t = usePageT();
    const runtime = useRuntime();
    const [all, setAll] = useState<Row[]>([]);
    const [state, query] = useListQuery<Row>(async (p) => {
      const res = (await runtime.http.shared.get('/api/v1/records', { params: { scope: 'all', pageIndex: 1, pageSize: 10000 } })) as unknown as { list: RecordRow[] };
      let rows: Row[] = res?.list ?? [];
      if (withDetails) rows = await mapLimit(rows, 4, async (r) => ({ ...r, data: (await getRecord(runtime, r.id)).data }));
      if (view === 'quality') rows = rows.map((r) => ({ ...r, missing: missingFields(r.data) }));
      rows = filterRecords(rows, { ...(p as RecordQuery), view: view === 'quality' ? 'all' : view });
      setAll(rows);
      return localPage(rows, p.pageIndex, p.pageSize);
    });

    const columns: TableColumnsType<Row> = [
      { title: t('title'), dataIndex: 'title', render: (v: string, r) => <a onClick={() => navigate(`/newBaqsj/lookDetail?id=${r.id}`)}>{v}</a> },
      { title: t('status'), dataIndex: 'status', render: (s: RecordStatus) => <StatusTag status={s} /> },
      { title: t('reporter'), dataIndex: 'createdByName' },
      { title: t('dept'), dataIndex: 'deptName' },
      { title: t('submittedAt'), dataIndex: 'submittedAt' },
      ...(withDetails ? [
        { title: t('category'), key: 'c', render: (_v: unknown, r: Row) => text(r.data?.event_category) },
        { title: t('level'), key: 'l', render: (_v: unknown, r: Row) => text(r.data?.event_level) },
        { title: t('place'), key: 'p', render: (_v: unknown, r: Row) => text(r.data?.event_place) },
      ] : []),
      ...(view === 'quality' ? [{
        title: t('missing'), key: 'm',
        render: (_v: unknown, r: Row) => (r.missing?.length ? <Tag color="red" title={r.missing.join(', ')}>{t('issues', { count: r.missing.length })}</Tag> : <Tag color="green">{t('complete')}</Tag>),
      }] : []),
      { title: t('approver'), dataIndex: 'approverName' },
    ];

    const exportCsv = () => {
      const csv = toCsv<Row>([
        { title: t('title'), value: (r) => r.title },
        { title: t('status'), value: (r) => t('status_' + r.status) },
        { title: t('reporter'), value: (r) => r.createdByName },
        { title: t('dept'), value: (r) => r.deptName },
        { title: t('submittedAt'), value: (r) => r.submittedAt },
        ...(withDetails ? [{ title: t('category'), value: (r: Row) => text(r.data?.event_category) }, { title: t('level'), value: (r: Row) => text(r.data?.event_level) }] : []),
        ...(view === 'quality' ? [{ title: t('missing'), value: (r: Row) => (r.missing ?? []).join(' ') }] : []),
        { title: t('approver'), value: (r) => r.approverName },
        { title: t('opinion'), value: (r) => r.opinion },
      ], all);
      saveFile(csv, `${route.title || 'data'}.csv`);
    };
    const counts = countByStatus(all);
    const bad = all.filter((r) => r.missing?.length).length;

    return (
      <PageCard title={route.title}>
        <FilterBar dates onSearch={(f) => void query.setFilters(f)} extra={<Button className="hos-export" onClick={exportCsv} disabled={!all.length}>{t('exportCsv')}</Button>}>
          <Form.Item name="keyword" label={t('keyword')}><Input allowClear /></Form.Item>
          <Form.Item name="status" label={t('status')}>
            <Select allowClear style={{ width: 120 }} options={(['submitted', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t('status_' + s) }))} />
          </Form.Item>
        </FilterBar>
        {state.loading && withDetails && <Typography.Text type="secondary">{t('loadingDetails')}</Typography.Text>}
        {view === 'quality' && state.loadedAt > 0 && (
          <Alert style={{ marginBottom: 12 }} type={bad ? 'warning' : 'success'} showIcon
            title={`${t('qualitySummary', { total: all.length, bad })} · ${(['submitted', 'approved', 'rejected'] as const).map((s) => `${t('status_' + s)} ${counts[s]}`).join(' · ')}`} />
        )}
        <ListTable state={state} query={query} columns={columns} />
      </PageCard>
    );
  };
}

export const QueryData = dataView('all');
export const QualityControl = dataView('quality');
export const HospitalSenseData = dataView('hospitalSense');
export const HandNumbnessData = dataView('anaesthesia');
