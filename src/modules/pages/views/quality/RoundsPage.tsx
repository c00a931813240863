// /quality/rounds: the quality office's inspection rounds: progress per round, create and edit, close and
// reopen, and the results of each (/quality/results?round=).
import { useState } from 'react';
import { App, Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../../types.ts';
import type { Round, RoundDetail } from '../../../../core/api/quality.ts';
import { FilterBar } from '../../common/FilterBar.tsx';
import { ListTable, actionsWidth } from '../../common/ListTable.tsx';
import { PageCard } from '../../common/PageCard.tsx';
import { useLang, useListQuery } from '../../common/hooks.ts';
import { RoundDialog } from './RoundDialog.tsx';
import { useQualityApi, useQualityT } from './useQuality.ts';
import { userTextCell } from '../../common/userText.ts';
import { formatDay } from '../../../../core/i18n/format.ts';

export function RoundsPage({ route, navigate }: ViewProps) {
  const t = useQualityT();
  const lang = useLang();
  const api = useQualityApi();
  const { modal, message } = App.useApp();
  const [state, query] = useListQuery<Round>((p) => api.rounds(p as never));
  const [dialog, setDialog] = useState<{ open: boolean; editing: RoundDetail | null }>({ open: false, editing: null });

  const edit = async (r: Round) => setDialog({ open: true, editing: await api.round(r.id) });
  const close = (r: Round) => modal.confirm({
    title: t('close'), content: t('confirmClose', { name: r.name }), okText: t('close'), cancelText: t('cancel'),
    onOk: async () => {
      await api.closeRound(r.id);
      void message.success(t('closed'));
      void query.reload();
    },
  });
  const reopen = async (r: Round) => {
    await api.reopenRound(r.id);
    void message.success(t('reopened'));
    void query.reload();
  };

  const columns: TableColumnsType<Round> = [
    { title: t('roundName'), dataIndex: 'name', ellipsis: true, render: (v: string, r) => <Typography.Link data-user-text="" onClick={() => navigate(`/quality/results?round=${r.id}`)}>{v}</Typography.Link> },
    { title: t('scoreForm'), key: 'form', width: 160, ellipsis: true, render: (_v, r) => <><span data-user-text="">{r.formName}</span>{` v${r.formVersion}`}</> },
    { title: t('period'), key: 'period', width: 180, render: (_v, r) => `${formatDay(r.periodStart, lang)} ~ ${formatDay(r.periodEnd, lang)}` },
    { title: t('progress'), key: 'progress', width: 180, ellipsis: true, render: (_v, r) => t('progressText', { submitted: r.submittedCount ?? 0, total: r.deptCount ?? 0 }) },
    { title: t('roundStatus'), dataIndex: 'status', width: 90, render: (s: string) => <Tag color={s === 'open' ? 'processing' : 'default'}>{t('status.' + s)}</Tag> },
    { title: t('createdBy'), dataIndex: 'createdByName', width: 100, ellipsis: true, responsive: ['xxl'], onCell: userTextCell },
    {
      title: t('actions'), key: 'a', width: actionsWidth([t('results'), t('edit'), [t('close'), t('reopen')]], t('actions')),
      render: (_v, r) => (
        <Space size={0} style={{ whiteSpace: 'nowrap' }}>
          <Button size="small" type="link" className="hos-round-results" onClick={() => navigate(`/quality/results?round=${r.id}`)}>{t('results')}</Button>
          {r.status === 'open' && <Button size="small" type="link" className="hos-round-edit" onClick={() => void edit(r)}>{t('edit')}</Button>}
          {r.status === 'open'
            ? <Button size="small" type="link" className="hos-round-close" onClick={() => close(r)}>{t('close')}</Button>
            : <Button size="small" type="link" onClick={() => void reopen(r)}>{t('reopen')}</Button>}
        </Space>
      ),
    },
  ];

  return (
    <PageCard title={route.title} extra={<Button type="primary" className="hos-new-round" onClick={() => setDialog({ open: true, editing: null })}>{t('newRound')}</Button>}>
      <FilterBar onSearch={(f) => void query.setFilters(f)}>
        <Form.Item name="name" label={t('keyword')}><Input allowClear placeholder={t('roundName')} /></Form.Item>
        <Form.Item name="status" label={t('roundStatus')}>
          <Select allowClear style={{ width: 120 }} options={(['open', 'closed'] as const).map((s) => ({ value: s, label: t('status.' + s) }))} />
        </Form.Item>
      </FilterBar>
      <ListTable state={state} query={query} columns={columns} scrollX="fit" />
      <RoundDialog
        open={dialog.open} editing={dialog.editing} onClose={() => setDialog({ open: false, editing: null })}
        onSaved={() => { setDialog({ open: false, editing: null }); void message.success(t('saved')); void query.reload(); }}
      />
    </PageCard>
  );
}
