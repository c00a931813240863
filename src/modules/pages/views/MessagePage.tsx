// /biz/message: every message of the user (unread and read), paged by the server, with a read
// action; the same tags as the bell.
import { App, Button, Form, Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import { isUnread, messageTags, type Message } from '../../../core/pages/messages.ts';
import { cleanParams } from '../../../core/pages/filters.ts';
import { announceMessagesChanged } from '../../message-bell/useMessageList.ts';
import { ListTable } from '../common/ListTable.tsx';
import { FilterBar } from '../common/FilterBar.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { useListQuery, usePageT, useRuntime } from '../common/hooks.ts';

export default function MessagePage({ route }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const [state, query] = useListQuery<Message>(async (p) => {
    const body = cleanParams({ ...p, operate_status: p.operate_status === '' ? undefined : (p.operate_status as number | undefined) });
    return runtime.http.old.post('/MTSaas/tSysMessage/doQueryPage', body);
  });
  const read = async (m: Message) => {
    await runtime.http.old.post('/MTSaas/tSysMessage/doRead', { id: m.id });
    void message.success(t('readOk'));
    announceMessagesChanged(query);
    void query.reload();
  };
  const columns: TableColumnsType<Message> = [
    {
      title: t('title'), dataIndex: 'title',
      render: (v: string, m) => (
        <span>
          {messageTags(m).map((tag) => <Tag key={tag} color={tag === 'approval' ? 'orange' : 'blue'}>{t('tag_' + tag)}</Tag>)}
          <span style={{ fontWeight: isUnread(m) ? 600 : 400 }}>{v || m.logContent}</span>
        </span>
      ),
    },
    { title: t('content'), dataIndex: 'logContent', ellipsis: true },
    { title: t('time'), dataIndex: 'createTime', width: 170 },
    { title: t('status'), key: 's', width: 90, render: (_v, m) => (isUnread(m) ? <Tag color="red">{t('unread')}</Tag> : <Tag>{t('read')}</Tag>) },
    { title: t('actions'), key: 'a', width: 110, render: (_v, m) => isUnread(m) && <Button size="small" type="link" className="hos-read" onClick={() => void read(m)}>{t('markRead')}</Button> },
  ];
  return (
    <PageCard title={route.title}>
      <FilterBar onSearch={(f) => void query.setFilters(f)}>
        <Form.Item name="operate_status" label={t('status')}>
          <Select allowClear style={{ width: 120 }} options={[{ value: 0, label: t('unread') }, { value: 1, label: t('read') }]} />
        </Form.Item>
      </FilterBar>
      <ListTable state={state} query={query} columns={columns} />
    </PageCard>
  );
}
