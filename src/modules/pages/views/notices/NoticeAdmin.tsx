// /newUpms/notice (issue 13 §4): administrators write, edit, publish, withdraw and delete notices.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Form, Input, Select, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ViewProps } from '../../types.ts';
import { noticesApi, type Notice } from '../../../../core/api/notices.ts';
import { adminApi } from '../../../../core/api/admin.ts';
import { NOTICE_STATUSES, noticeTypeKey } from '../../../../core/notices/noticeRules.ts';
import { cleanParams } from '../../../../core/pages/filters.ts';
import { ListTable } from '../../common/ListTable.tsx';
import { FilterBar } from '../../common/FilterBar.tsx';
import { PageCard } from '../../common/PageCard.tsx';
import { useFormatTime, useListQuery, usePageT, useRuntime } from '../../common/hooks.ts';
import { NoticeForm } from './NoticeForm.tsx';
import { provideNamespaces } from '../../../../core/i18n/instance.ts';
import { notices } from '../../../../core/i18n/locales/notices.ts';
import { userTextCell } from '../../common/userText.ts';

provideNamespaces({ notices });

export const STATUS_COLORS: Record<string, string> = { draft: 'default', published: 'green', withdrawn: 'orange' };

export default function NoticeAdmin({ route }: ViewProps) {
  const t = usePageT();
  const formatTime = useFormatTime();
  const runtime = useRuntime();
  const api = useMemo(() => noticesApi(runtime), [runtime]);
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState<Notice | null | undefined>(undefined);
  const [roles, setRoles] = useState<{ roleKey: string; roleName: string }[]>([]);
  const [state, query] = useListQuery<Notice>((p) => api.manage.list(cleanParams(p) as { pageIndex: number; pageSize: number }));
  useEffect(() => {
    // the roles a notice may target (System only), by key with their names
    adminApi(runtime).allRoles().then(setRoles, () => undefined);
  }, [runtime]);
  const roleName = (key: string) => roles.find((r) => r.roleKey === key)?.roleName ?? key;
  const n = (key: string) => t('notices:' + key);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void message.success(n(done));
    } catch {
      // the http layer showed the server's message
    }
    void query.reload();
  };
  const confirm = (text: string, run: () => void, danger = false) =>
    void modal.confirm({ title: text, okText: n(danger ? 'delete' : 'withdraw'), cancelText: n('cancel'), okButtonProps: { danger }, onOk: run });

  const columns: TableColumnsType<Notice> = [
    { title: n('title'), dataIndex: 'title', width: 280, ellipsis: true, onCell: userTextCell },
    // wide enough for the longest type word ('Announcement'): never broken mid-word (issue 22 §4)
    { title: n('type'), dataIndex: 'noticeType', width: 128, render: (v: string) => t(noticeTypeKey(v), { defaultValue: v }) },
    { title: n('status'), dataIndex: 'status', width: 90, render: (v: string) => <Tag color={STATUS_COLORS[v]}>{n('status_' + v)}</Tag> },
    {
      title: n('targets'), key: 'targets', width: 220,
      render: (_: unknown, r) => (!r.targetRoles?.length && !r.targetDepts?.length ? n('everyone') : (
        <Space size={[4, 4]} wrap>
          {r.targetRoles?.map((k) => <Tag key={'r' + k} color="blue">{roleName(k)}</Tag>)}
          {r.targetDepts?.map((d) => <Tag key={'d' + d}>{d}</Tag>)}
        </Space>
      )),
    },
    { title: n('publisher'), dataIndex: 'publisher', width: 110, onCell: userTextCell },
    { title: n('updatedAt'), dataIndex: 'updateTime', width: 170, render: (v: string) => formatTime(v) },
    { title: n('readCount'), dataIndex: 'readCount', width: 90, align: 'right' },
    {
      title: n('actions'), key: 'actions', width: 220, fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing(r)}>{n('editShort')}</Button>
          {r.status !== 'published'
            ? <Button type="link" size="small" onClick={() => void act(() => api.manage.publish(r.id), 'published')}>{n('publish')}</Button>
            : <Button type="link" size="small" onClick={() => confirm(t('notices:confirmWithdraw', { title: r.title }), () => void act(() => api.manage.withdraw(r.id), 'withdrawn'))}>{n('withdraw')}</Button>}
          <Button type="link" size="small" danger onClick={() => confirm(t('notices:confirmDelete', { title: r.title }), () => void act(() => api.manage.remove(r.id), 'deleted'), true)}>{n('delete')}</Button>
        </Space>
      ),
    },
  ];

  return (
    <PageCard title={route.title} extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="notice-add">{n('add')}</Button>}>
      <FilterBar onSearch={(f) => void query.setFilters(f)}>
        <Form.Item name="title" label={n('title')}><Input allowClear maxLength={100} /></Form.Item>
        <Form.Item name="status" label={n('status')}>
          <Select allowClear style={{ width: 140 }} placeholder={n('all')} options={NOTICE_STATUSES.map((s) => ({ value: s, label: n('status_' + s) }))} />
        </Form.Item>
      </FilterBar>
      <ListTable state={state} query={query} columns={columns} scrollX={1300} />
      {editing !== undefined && (
        <NoticeForm api={api} notice={editing} roles={roles} onClose={(saved) => { setEditing(undefined); if (saved) void query.reload(); }} />
      )}
    </PageCard>
  );
}
