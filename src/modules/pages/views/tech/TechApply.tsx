// /xjsxxm/apply/myApply: my applications (state, current step, who acts, due time, review outcome) and
// my drafts, the new-application dialog, editing a draft or a returned application (also reached as
// ?edit=<id>, the link the record pages use), deleting a draft. Rows open /xjsxxm/apply/detail?id=.
import { useEffect, useRef, useState } from 'react';
import { App, Button, Checkbox, Form, Input, Popconfirm, Segmented, Select, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ViewProps } from '../../types.ts';
import type { TechRecord, TechScope } from '../../../../core/api/tech.ts';
import { applicantActions } from '../../../../core/pages/tech.ts';
import { detailPath, isConflict, stateKey } from '../../../../core/pages/records.ts';
import { WF_STATES } from '../../../../core/workflow/types.ts';
import { FilterBar } from '../../common/FilterBar.tsx';
import { ListTable } from '../../common/ListTable.tsx';
import { PageCard } from '../../common/PageCard.tsx';
import { useListQuery } from '../../common/hooks.ts';
import { useRecordColumns } from './cells.tsx';
import { DecisionNote } from './DecisionNote.tsx';
import { TechFormDialog } from './TechFormDialog.tsx';
import { useTechApi, useTechT } from './useTech.ts';

type Tab = Extract<TechScope, 'mine' | 'draft'>;
const NOTE_STATES = ['returned', 'rejected'];

export function TechApply({ route, navigate }: ViewProps) {
  const t = useTechT();
  const api = useTechApi();
  const { message } = App.useApp();
  const [tab, setTab] = useState<Tab>('mine');
  // the dialog: closed (undefined), a new application (null) or a record id
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [state, query] = useListQuery<TechRecord>((p) => api.list(tab, { ...p, overdue: p.overdue ? 1 : undefined }));

  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else void query.setPage(1);
  }, [tab]); // eslint-disable-line react-hooks/exhaustive-deps

  // ?edit=<id>: opened from a record's page or a message
  useEffect(() => {
    const id = Number(route.query.edit);
    if (Number.isInteger(id) && id > 0) setEditing(id);
  }, [route.query.edit]);

  const closeDialog = () => {
    setEditing(undefined);
    // drop ?edit= so that a reload of the page does not open the dialog again
    if (route.query.edit) navigate(route.path);
  };
  const open = (r: TechRecord) => navigate(detailPath({ id: r.id, module: 'xjsxxm' }));
  const remove = async (r: TechRecord) => {
    try {
      await api.deleteDraft(r);
      void message.success(t('deleted'));
    } catch (e) {
      if (isConflict(e)) void message.warning(t('conflict'));
    }
    void query.reload();
  };

  const columns: TableColumnsType<TechRecord> = [
    ...useRecordColumns({ open, outcome: tab === 'mine', drafts: tab === 'draft' }),
    {
      title: t('actions'), key: 'actions', fixed: 'right', width: 140,
      render: (_: unknown, r: TechRecord) => {
        const can = applicantActions(r.state);
        return (
          <Space size={0} wrap={false}>
            <Button type="link" size="small" data-action="view" onClick={() => open(r)}>{t('view')}</Button>
            {can.edit && (
              <Button type="link" size="small" data-action={can.resubmit ? 'resubmit' : 'edit'} onClick={() => setEditing(r.id)}>
                {t(can.resubmit ? 'resubmit' : 'edit')}
              </Button>
            )}
            {can.remove && (
              <Popconfirm title={t('confirmDelete', { name: r.title })} onConfirm={() => remove(r)} okButtonProps={{ className: 'hos-confirm-delete' }}>
                <Button type="link" size="small" danger data-action="delete">{t('remove')}</Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  const noted = state.rows.filter((r) => NOTE_STATES.includes(r.state)).map((r) => r.id);
  return (
    <PageCard
      title={route.title || t('apply')}
      extra={<Button type="primary" icon={<PlusOutlined />} className="hos-apply" data-action="apply" onClick={() => setEditing(null)}>{t('newApplication')}</Button>}
    >
      <Segmented<Tab>
        className="hos-tech-tabs" style={{ marginBottom: 16 }} value={tab} onChange={setTab}
        options={[{ value: 'mine', label: t('tab.mine') }, { value: 'draft', label: t('tab.draft') }]}
      />
      <FilterBar onSearch={(f) => void query.setFilters(f)}>
        <Form.Item name="keyword" label={t('keyword')}><Input allowClear placeholder={t('techName')} /></Form.Item>
        {tab === 'mine' && (
          <>
            <Form.Item name="state" label={t('state')}>
              <Select allowClear style={{ width: 130 }} options={WF_STATES.filter((s) => s !== 'draft').map((s) => ({ value: s, label: t(stateKey(s)) }))} />
            </Form.Item>
            <Form.Item name="overdue" valuePropName="checked"><Checkbox className="hos-overdue-filter">{t('overdueOnly')}</Checkbox></Form.Item>
          </>
        )}
      </FilterBar>
      <ListTable
        state={state} query={query} columns={columns}
        expandable={{
          // the reason of a return or a rejection is what the applicant needs first: shown without a click
          expandedRowKeys: noted,
          showExpandColumn: false,
          rowExpandable: (r) => NOTE_STATES.includes(r.state),
          expandedRowRender: (r) => <DecisionNote row={r} />,
        }}
      />
      <TechFormDialog
        open={editing !== undefined}
        recordId={editing ?? null}
        onClose={closeDialog}
        onDone={(r) => {
          closeDialog();
          if (r.state !== 'draft' && tab === 'draft') setTab('mine');
          else void query.reload();
        }}
      />
    </PageCard>
  );
}
