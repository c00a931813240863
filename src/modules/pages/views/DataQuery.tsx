// Data quality control of the unsafe-event platform: data query (filters, table, CSV export),
// quality control (completeness of each report), hospital-infection data and anaesthesia data.
// The server filters, pages and carries the form data in the list (includeData=1, view=...); the
// quality summary (GET /api/v1/records/summary) and the CSV (GET /api/v1/records/export) are computed
// on the server over every matching record.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Input, Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import { missingFields, recordListParams, type DataView, type RecordQuery, type RecordRow, type RecordStatus } from '../../../core/pages/records.ts';
import { ListTable } from '../common/ListTable.tsx';
import { FilterBar } from '../common/FilterBar.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { StatusTag } from '../common/StatusTag.tsx';
import { saveFile } from '../common/download.ts';
import { useListQuery, usePageT, useRuntime } from '../common/hooks.ts';

type Row = RecordRow & { missing?: string[] };
interface Summary { total: number; submitted: number; approved: number; rejected: number; incomplete: number }
const text = (v: unknown) => (Array.isArray(v) ? v.join('、') : v == null ? '' : String(v));

/** A blob answer that is really the JSON error envelope (403, 400) says so. */
async function blobError(blob: Blob): Promise<string | null> {
  if (!blob.type.includes('json')) return null;
  try {
    const j = JSON.parse(await blob.text()) as { code?: number; msg?: string };
    return j.code === 200 ? null : j.msg || 'Error';
  } catch {
    return 'Error';
  }
}

function dataView(view: DataView | 'quality') {
  const withDetails = view !== 'all';
  const serverView: DataView = view === 'quality' ? 'all' : view;
  return function DataQueryPage({ route, navigate }: ViewProps) {
    const t = usePageT();
    const runtime = useRuntime();
    const { message } = App.useApp();
    const [summary, setSummary] = useState<Summary | null>(null);
    const [exporting, setExporting] = useState(false);
    const [state, query] = useListQuery<Row>(async (p) => {
      const params = recordListParams('all', { ...(p as RecordQuery & { pageIndex: number; pageSize: number }), view: serverView }, { includeData: withDetails });
      const res = (await runtime.http.shared.get('/api/v1/records', { params })) as unknown as { list: Row[]; count: number };
      const list = (res?.list ?? []).map((r) => (view === 'quality' ? { ...r, missing: missingFields(r.data) } : r));
      return { ...res, list };
    });
    const filters = state.filters as RecordQuery;
    useEffect(() => {
      if (view !== 'quality') return;
      let live = true;
      (runtime.http.shared.get('/api/v1/records/summary', { params: recordListParams('all', filters) }) as unknown as Promise<Summary>).then((s) => live && setSummary(s), () => undefined);
      return () => {
        live = false;
      };
    }, [runtime, filters]);

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

    const exportCsv = async () => {
      setExporting(true);
      try {
        const params = recordListParams('all', { ...filters, view: serverView });
        const blob = (await runtime.http.shared.get('/api/v1/records/export', { params, responseType: 'blob' })) as unknown as Blob;
        const err = await blobError(blob);
        if (err) void message.error(err);
        else saveFile(blob, `${route.title || 'data'}.csv`);
      } catch {
        // shown by the http layer
      } finally {
        setExporting(false);
      }
    };

    return (
      <PageCard title={route.title}>
        <FilterBar dates onSearch={(f) => void query.setFilters(f)} extra={<Button className="hos-export" loading={exporting} onClick={() => void exportCsv()} disabled={!state.total}>{t('exportCsv')}</Button>}>
          <Form.Item name="keyword" label={t('keyword')}><Input allowClear /></Form.Item>
          <Form.Item name="status" label={t('status')}>
            <Select allowClear style={{ width: 120 }} options={(['submitted', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t('status_' + s) }))} />
          </Form.Item>
        </FilterBar>
        {view === 'quality' && summary && (
          <Alert className="hos-quality-summary" style={{ marginBottom: 12 }} type={summary.incomplete ? 'warning' : 'success'} showIcon
            title={`${t('qualitySummary', { total: summary.total, bad: summary.incomplete })} · ${(['submitted', 'approved', 'rejected'] as const).map((s) => `${t('status_' + s)} ${summary[s]}`).join(' · ')}`} />
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
