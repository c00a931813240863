// One list of records (drafts, my reports, to-do, done, copies, follows, archive...) configured per
// view. The server filters (status, time range, keyword) and pages: GET /api/v1/records.
import { useState } from 'react';
import { Button, Input, Select, Space, Form, Alert } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import { canDecideRecord, canEditRecord, recordListParams, type RecordQuery, type RecordRow, type RecordScope, type RecordStatus } from '../../../core/pages/records.ts';
import { ListTable } from './ListTable.tsx';
import { FilterBar } from './FilterBar.tsx';
import { PageCard } from './PageCard.tsx';
import { StatusTag } from './StatusTag.tsx';
import { ApprovalModal } from './ApprovalModal.tsx';
import { useIsApprover, useListQuery, usePageT, useRuntime, useUserId } from './hooks.ts';

export interface RecordListConfig {
  scope: RecordScope;
  /** only these statuses (sent to the server) */
  statuses?: RecordStatus[];
  /** approve/reject action on submitted records */
  approve?: boolean;
  /** the scope needs an approver role (todo): others see an empty list, not a 403 */
  approverOnly?: boolean;
  detailPath?: string;
  editPath?: string;
  /** shows a status filter */
  statusFilter?: boolean;
}

export function recordListView(cfg: RecordListConfig) {
  return function RecordListPage({ route, navigate }: ViewProps) {
    const t = usePageT();
    const runtime = useRuntime();
    const userId = useUserId();
    const approver = useIsApprover();
    const [deciding, setDeciding] = useState<RecordRow | null>(null);
    const [state, query] = useListQuery<RecordRow>(async (p) => {
      if (cfg.approverOnly && !approver) return { list: [], count: 0 };
      return runtime.http.shared.get('/api/v1/records', { params: recordListParams(cfg.scope, p as RecordQuery & { pageIndex: number; pageSize: number }, { statuses: cfg.statuses }) });
    });
    const detail = cfg.detailPath ?? '/newBaqsj/lookDetail';
    const columns: TableColumnsType<RecordRow> = [
      { title: t('index'), key: 'i', width: 64, render: (_v, _r, i) => (state.pageIndex - 1) * state.pageSize + i + 1 },
      { title: t('title'), dataIndex: 'title', render: (v: string, r) => <a className="hos-record-link" onClick={() => navigate(`${detail}?id=${r.id}`)}>{v}</a> },
      { title: t('status'), dataIndex: 'status', render: (s: RecordStatus) => <StatusTag status={s} /> },
      { title: t('reporter'), dataIndex: 'createdByName' },
      { title: t('dept'), dataIndex: 'deptName' },
      { title: cfg.scope === 'draft' ? t('updatedAt') : t('submittedAt'), dataIndex: cfg.scope === 'draft' ? 'updatedAt' : 'submittedAt' },
      ...(cfg.scope === 'draft' ? [] : [{ title: t('approver'), dataIndex: 'approverName' }, { title: t('opinion'), dataIndex: 'opinion', ellipsis: true }]),
      {
        title: t('actions'), key: 'a', fixed: 'right' as const,
        render: (_v, r) => (
          <Space size={4}>
            <Button size="small" type="link" onClick={() => navigate(`${detail}?id=${r.id}`)}>{t('view')}</Button>
            {cfg.editPath && canEditRecord(r, userId) && <Button size="small" type="link" className="hos-edit" onClick={() => navigate(`${cfg.editPath}?id=${r.id}`)}>{t('edit')}</Button>}
            {cfg.approve && canDecideRecord(r, userId) && <Button size="small" type="link" className="hos-decide" onClick={() => setDeciding(r)}>{t('approveTitle')}</Button>}
          </Space>
        ),
      },
    ];
    return (
      <PageCard title={route.title}>
        <FilterBar dates onSearch={(f) => void query.setFilters(f)}>
          <Form.Item name="keyword" label={t('keyword')}><Input allowClear placeholder={`${t('title')} / ${t('reporter')} / ${t('dept')}`} /></Form.Item>
          {cfg.statusFilter && (
            <Form.Item name="status" label={t('status')}>
              <Select allowClear style={{ width: 120 }} options={(cfg.statuses ?? ['submitted', 'approved', 'rejected']).map((s) => ({ value: s, label: t('status_' + s) }))} />
            </Form.Item>
          )}
        </FilterBar>
        {state.error && <Alert type="error" showIcon title={state.error} style={{ marginBottom: 12 }} />}
        <ListTable state={state} query={query} columns={columns} />
        <ApprovalModal record={deciding} onClose={() => setDeciding(null)} onDone={() => { setDeciding(null); void query.reload(); }} />
      </PageCard>
    );
  };
}
