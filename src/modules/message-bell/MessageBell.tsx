// The message bell (spec sections 2, 4; issue 5 section 4; issue 9 "Messages"): unread messages with a
// badge, a 350 px popover list; clicking a message marks it read, reloads, and opens the record it links
// to: inside <hos-app> through the app's router, elsewhere the host gets `onOpen` (the element's
// hos-open event) and decides. Approval and annual messages are tagged; the old-layout variant reads
// `is_read`. Rendered by <hos-message-bell> and by the shell's navbar (both inside an ElementRoot).
import { useContext, useEffect, useState } from 'react';
import { Badge, Button, Empty, Popover, Spin, Tag } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useHost } from '../shared/HostContext.ts';
import { useT } from '../shared/hooks.ts';
import { messageLink, messageTags, type BellVariant, type Message } from '../../core/pages/messages.ts';
import { ShellContext } from '../app-shell/ShellContext.ts';
import { announceMessagesChanged, useMessageList } from './useMessageList.ts';
import { bellCss } from './bellCss.ts';

export interface MessageBellProps {
  /** 'old' = the old layout (reads is_read); default 'new' */
  variant?: BellVariant;
  /** poll every n ms; 0 or absent = no polling */
  intervalMs?: number;
  /** a message was marked read */
  onRead?(id: Message['id']): void;
  /** a message was opened (clicked); outside the app the host may navigate to `messageLink(message)` */
  onOpen?(message: Message): void;
  /** receives the bell's controls (the element's public methods) */
  onApi?(api: BellApi): void;
}

export interface BellApi {
  reload(): Promise<void>;
  /** the unread count shown in the badge */
  getUnread(): number;
}

export function MessageBell({ variant = 'new', intervalMs = 0, onRead, onOpen, onApi }: MessageBellProps) {
  const { runtime } = useHost();
  const t = useT();
  const [list, state] = useMessageList(runtime, variant === 'old' ? 'old' : 'new', Number(intervalMs) || 0);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<Message['id'] | null>(null);
  // present only inside <hos-app>: its router opens the message's record
  const shell = useContext(ShellContext)?.shell ?? null;
  useEffect(() => {
    onApi?.({ reload: () => list.load(), getUnread: () => list.getState().unread });
  }, [list, onApi]);

  const click = async (m: Message) => {
    if (busy !== null) return;
    setBusy(m.id);
    onOpen?.(m);
    const link = messageLink(m);
    if (link && shell) {
      setOpen(false);
      shell.navigate(link);
    }
    try {
      await list.read(m.id);
      announceMessagesChanged(list);
      onRead?.(m.id);
    } catch {
      // the http layer showed the error; the list stays as it was
    } finally {
      setBusy(null);
    }
  };

  const content = (
    <div className="hos-bell-panel" data-testid="bell-panel">
      <div className="hos-bell-head">
        <span>{t('bell:messages')}</span>
        <span className="hos-bell-count">{t('bell:unreadCount', { count: state.unread })}</span>
      </div>
      <Spin spinning={state.loading && !state.loaded} size="small">
        <div className="hos-bell-list" role="list">
          {state.error && !state.messages.length ? (
            <div className="hos-bell-error">
              {t('bell:loadFailed')} <Button size="small" type="link" onClick={() => void list.load()}>{t('bell:retry')}</Button>
            </div>
          ) : state.messages.length === 0 ? (
            <Empty className="hos-bell-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell:empty')} />
          ) : (
            <>
              {state.messages.map((m) => (
                <div
                  key={m.id}
                  role="listitem"
                  tabIndex={0}
                  className={'hos-bell-item' + (busy === m.id ? ' is-busy' : '') + (messageLink(m) ? ' has-link' : '')}
                  data-id={m.id}
                  data-link={messageLink(m) ?? undefined}
                  onClick={() => void click(m)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') void click(m);
                  }}
                >
                  <div className="hos-bell-item-top">
                    {messageTags(m).map((tag) => (
                      <Tag key={tag} color={tag === 'approval' ? 'orange' : 'blue'} className={'hos-bell-tag-' + tag}>
                        {t('bell:' + tag)}
                      </Tag>
                    ))}
                    <span className="hos-bell-title">{m.title || m.logContent}</span>
                  </div>
                  {m.title && <div className="hos-bell-content">{m.logContent}</div>}
                  <div className="hos-bell-time">{m.createTime}</div>
                </div>
              ))}
              <div className="hos-bell-end">{t('bell:end')}</div>
            </>
          )}
        </div>
      </Spin>
    </div>
  );

  const badge = (
    <Badge count={state.unread} size={variant === 'old' ? 'small' : 'default'} overflowCount={99} className="hos-bell-badge">
      {variant === 'old' ? (
        <Button size="small" className="hos-bell-trigger hos-bell-old" icon={<BellOutlined />} aria-label={t('bell:title')}>
          {t('bell:title')}
        </Button>
      ) : (
        <Button type="text" className="hos-bell-trigger" icon={<BellOutlined style={{ fontSize: 18 }} />} aria-label={t('bell:title')} />
      )}
    </Badge>
  );

  return (
    <span className={'hos-bell hos-bell-' + variant} data-unread={state.unread}>
      <style>{bellCss}</style>
      <Popover
        open={open}
        onOpenChange={(v) => {
          setOpen(v);
          if (v && runtime.session.getBearer()) void list.load();
        }}
        trigger="click"
        placement="bottomRight"
        content={content}
        styles={{ root: { width: 350 }, container: { padding: 0 } }}
        arrow={false}
      >
        {badge}
      </Popover>
    </span>
  );
}
