// The header's part of the device's outbox (issue 32 §2): 待发送 (n) next to the bell while reports wait on
// this device, and the sender: the queue is sent when the page opens, when the browser is online again,
// and every 15 s while anything waits; each report sent is announced (已发送), each refused one says the
// server's reason (it is back as the draft). Also installs the service worker on the standalone page and
// offers a new version (有新版本) with a reload button. Loaded lazily: the shell's first paint is as before.
import { useEffect, useRef } from 'react';
import { App, Button, Tag, Tooltip } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { browserOffline, deviceStore, flushOutbox, type OutboxItem } from '../../../core/offline/outbox.ts';
import { recordsApi, type NewRecordInput } from '../../../core/api/records.ts';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { offline } from '../../../core/i18n/locales/offline.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useT } from '../../shared/hooks.ts';
import { useOutbox } from '../../shared/useOutbox.ts';
import { useShell } from '../ShellContext.ts';
import { registerAppWorker } from '../serviceWorker.ts';

provideNamespaces({ offline });

const RETRY_MS = 15_000;

export default function OfflineStatus() {
  const { runtime } = useHost();
  const { shell } = useShell();
  const t = useT();
  const { message, notification } = App.useApp();
  const { user, items } = useOutbox();
  const count = items.length;
  const tRef = useRef(t);
  tRef.current = t;
  const flushRef = useRef<() => void>(() => undefined);

  // the sender
  useEffect(() => {
    const api = recordsApi(runtime);
    const send = (item: OutboxItem) => api.createRecord(item.input as unknown as NewRecordInput, { idempotencyKey: item.key, background: true });
    let live = true;
    const flush = () => {
      if (browserOffline()) return;
      void flushOutbox(deviceStore, user, send).then((r) => {
        if (!live) return;
        for (const s of r.sent) void message.success({ content: tRef.current('offline:sent', { title: s.item.title }), className: 'hos-outbox-sent', duration: 6 });
        for (const x of r.refused) {
          notification.error({ className: 'hos-outbox-refused', title: tRef.current('offline:refusedTitle'), description: tRef.current('offline:refused', { title: x.item.title, reason: x.reason }), duration: 0 });
        }
      }, (e: unknown) => console.warn('[hos] sending the queued reports failed', e));
    };
    flushRef.current = flush;
    flush();
    window.addEventListener('online', flush);
    return () => {
      live = false;
      window.removeEventListener('online', flush);
    };
  }, [runtime, user, message, notification]);
  // while anything waits: try again now and then (the online event does not fire for a server that was down)
  useEffect(() => {
    if (!count) return;
    const timer = setInterval(() => flushRef.current(), RETRY_MS);
    return () => clearInterval(timer);
  }, [count]);

  // the service worker, and its new versions
  useEffect(() => {
    if (!shell.standalone) return;
    registerAppWorker((w) => {
      notification.info({
        key: 'hos-app-update', className: 'hos-app-update', duration: 0,
        title: tRef.current('offline:updateTitle'), description: tRef.current('offline:updateText'),
        actions: <Button type="primary" size="small" className="hos-app-update-reload" onClick={() => w.activate()}>{tRef.current('offline:updateReload')}</Button>,
      });
    });
  }, [shell, notification]);

  if (!count) return null;
  return (
    <Tooltip title={t('offline:pendingLabel', { count })}>
      <Tag className="hos-outbox-pending" color="warning" icon={<CloudUploadOutlined aria-hidden />} data-count={count} aria-live="polite" style={{ marginInlineEnd: 0 }}>
        {t('offline:pending', { count })}
      </Tag>
    </Tooltip>
  );
}
