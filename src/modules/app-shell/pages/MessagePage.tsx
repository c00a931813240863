// The message centre (/biz/message) when the business pages do not provide one: every message of
// the user, unread first; clicking an unread one marks it read (doRead) and reloads list and badge; a
// message linked to a record (engine messages) opens it through the app's router.
import { useCallback, useEffect, useState } from 'react';
import { Card, List, Tag } from 'antd';
import type { ViewProps } from '../../pages/types.ts';
import { isAnnual, isApproval, isUnread, messageLink, recordsOf, type Message } from '../../../core/pages/messages.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useT } from '../../shared/hooks.ts';
import { useShell } from '../ShellContext.ts';
import { messageApi } from '../../message-bell/index.ts';

export default function MessagePage(_props: ViewProps) {
  const { runtime } = useHost();
  const { shell } = useShell();
  const t = useT();
  const [list, setList] = useState<Message[] | null>(null);
  const api = messageApi(runtime);
  const load = useCallback(async () => {
    const res = await api.query({ pageIndex: 1, pageSize: 9999 }).catch(() => null);
    let msgs: Message[] = [];
    try {
      msgs = recordsOf(res);
    } catch {
      // the http layer showed the error
    }
    setList([...msgs.filter((m) => isUnread(m)), ...msgs.filter((m) => !isUnread(m))]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime]);
  useEffect(() => void load(), [load]);
  const read = async (m: Message) => {
    const link = messageLink(m);
    if (isUnread(m)) {
      await api.read(m.id).catch(() => undefined);
      await shell.bell.current?.reload();
    }
    if (link) return shell.navigate(link);
    await load();
  };
  return (
    <Card title={t('shell:messages')} data-testid="message-page">
      <List
        loading={list === null}
        dataSource={list ?? []}
        locale={{ emptyText: t('shell:noMessages') }}
        renderItem={(m) => (
          <List.Item data-testid="message-item" data-unread={isUnread(m) ? '1' : '0'} onClick={() => void read(m)} style={{ cursor: isUnread(m) || messageLink(m) ? 'pointer' : 'default' }}>
            <List.Item.Meta
              title={
                <span>
                  {isUnread(m) ? <Tag color="red">{t('shell:unread')}</Tag> : <Tag>{t('shell:read')}</Tag>}
                  {isApproval(m) && <Tag color="blue">{t('shell:approval')}</Tag>}
                  {isAnnual(m) && <Tag color="purple">{t('shell:annual')}</Tag>}
                  {m.title || m.logContent}
                </span>
              }
              description={<span>{m.title ? m.logContent + ' · ' : ''}{m.createTime}</span>}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
