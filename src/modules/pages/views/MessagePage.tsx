// /biz/message: every message of the user (unread and read), paged by the server. Opening a message
// marks it read and goes to the record it links to (engine messages carry `link`); "mark read" stays
// for messages without a link. The same tags as the bell. A message stored as a kind and parameters is
// worded in the page's language (src/core/messages/render.ts), whatever language the server answered in.
import { App, Button, Form, Select, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import { isUnread, messageLink, messageTags, type Message } from '../../../core/pages/messages.ts';
import { cleanParams } from '../../../core/pages/filters.ts';
import { messagesApi } from '../../../core/api/messages.ts';
import { announceMessagesChanged } from '../../../core/pages/messages.ts';
import { renderMessage } from '../../../core/messages/render.ts';
import { messageUserValues, userTextParts } from '../../../core/messages/userText.ts';
import { ListTable, actionsWidth } from '../common/ListTable.tsx';
import { FilterBar } from '../common/FilterBar.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { useFormatTime, useLang, useListQuery, usePageT, useRuntime, useTimeZone } from '../common/hooks.ts';

export default function MessagePage({ route, navigate }: ViewProps) {
  const t = usePageT();
  const formatTime = useFormatTime();
  const lang = useLang();
  const timeZone = useTimeZone();
  const text = (m: Message) => renderMessage(m, lang, { timeZone });
  /** the worded text with what people typed (title, names, comments) marked for the language walk */
  const marked = (m: Message, s: string) => userTextParts(s, messageUserValues(m))
    .map((p, i) => (p.user ? <span key={i} data-user-text="">{p.text}</span> : p.text));
  const runtime = useRuntime();
  const api = messagesApi(runtime);
  const { message } = App.useApp();
  const [state, query] = useListQuery<Message>(async (p) => {
    const body = cleanParams({ ...p, operate_status: p.operate_status === '' ? undefined : (p.operate_status as number | undefined) });
    return api.query(body);
  });
  const markRead = async (m: Message) => {
    await api.read(m.id);
    announceMessagesChanged(query);
  };
  const read = async (m: Message) => {
    try {
      await markRead(m);
      void message.success(t('readOk'));
    } finally {
      void query.reload();
    }
  };
  /** read (when unread) and open the record; the list is left behind, so it is not reloaded here */
  const open = async (m: Message) => {
    const link = messageLink(m);
    if (!link) return read(m);
    if (isUnread(m)) await markRead(m).catch(() => undefined);
    navigate(link);
  };
  const columns: TableColumnsType<Message> = [
    {
      title: t('title'), key: 'title', width: 220,
      render: (_v, m) => (
        <span>
          {messageTags(m).map((tag) => <Tag key={tag} color={tag === 'approval' ? 'orange' : 'blue'}>{t('tag_' + tag)}</Tag>)}
          {messageLink(m) ? (
            <a className="hos-message-link" data-id={m.id} style={{ fontWeight: isUnread(m) ? 600 : 400 }} onClick={() => void open(m)}>{marked(m, text(m).title || text(m).content)}</a>
          ) : (
            <span style={{ fontWeight: isUnread(m) ? 600 : 400 }}>{marked(m, text(m).title || text(m).content)}</span>
          )}
        </span>
      ),
    },
    // the content takes what is left ('fit': fixed layout): a long text never pushes the actions out of sight
    // the cell's title attribute (antd's ellipsis) takes the whole text; the cell marks the typed parts
    { title: t('content'), key: 'content', ellipsis: { showTitle: false }, render: (_v, m) => <span title={text(m).content}>{marked(m, text(m).content)}</span> },
    { title: t('time'), key: 'time', width: 170, render: (_v, m) => formatTime(m.createdAt || m.createTime) },
    { title: t('status'), key: 's', width: 90, render: (_v, m) => (isUnread(m) ? <Tag color="red">{t('unread')}</Tag> : <Tag>{t('read')}</Tag>) },
    {
      title: t('actions'), key: 'a', width: actionsWidth([t('openRecord'), t('markRead')], t('actions')),
      render: (_v, m) => (
        <Space size={0} style={{ whiteSpace: 'nowrap' }}>
          {messageLink(m) && <Button size="small" type="link" className="hos-open-message" onClick={() => void open(m)}>{t('openRecord')}</Button>}
          {isUnread(m) && <Button size="small" type="link" className="hos-read" onClick={() => void read(m)}>{t('markRead')}</Button>}
        </Space>
      ),
    },
  ];
  return (
    <PageCard title={route.title}>
      <FilterBar onSearch={(f) => void query.setFilters(f)}>
        <Form.Item name="operate_status" label={t('status')}>
          <Select allowClear style={{ width: 120 }} options={[{ value: 0, label: t('unread') }, { value: 1, label: t('read') }]} />
        </Form.Item>
      </FilterBar>
      <ListTable state={state} query={query} columns={columns} scrollX="fit" />
    </PageCard>
  );
}
