// 我上报的 with the reports still on this device (issue 32 §2): a banner above the list, 待发送 (n), naming
// each queued report and when it was queued (and the server's reason for one it refused while the report
// page held another draft). The list below is the server's: a queued report joins it once sent.
import type { ComponentType } from 'react';
import { Alert, Space, Tag } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { offline } from '../../../core/i18n/locales/offline.ts';
import { useOutbox } from '../../shared/useOutbox.ts';
import { useFormatTime, usePageT } from '../common/hooks.ts';
import type { ViewProps } from '../types.ts';

provideNamespaces({ offline });

export function OutboxBanner() {
  const t = usePageT();
  const formatTime = useFormatTime();
  const { items } = useOutbox();
  if (!items.length) return null;
  return (
    <Alert
      className="hos-outbox-banner" type="warning" showIcon icon={<CloudUploadOutlined />} style={{ marginBottom: 12 }}
      title={t('offline:pendingBanner', { count: items.length })}
      description={
        <Space direction="vertical" size={2}>
          {items.map((x) => (
            <span key={x.key} className="hos-outbox-item" data-key={x.key}>
              <Tag color={x.refused ? 'error' : 'warning'}>{t(x.refused ? 'offline:refusedTag' : 'offline:pendingTag')}</Tag>
              <span data-user-text="">{x.title}</span> · {formatTime(x.queuedAt)}
              {x.refused && <div className="hos-outbox-item-refused">{t('offline:pendingRefused', { reason: x.refused })}</div>}
            </span>
          ))}
        </Space>
      }
    />
  );
}

/** A list page with the outbox banner above it. */
export function withOutboxBanner(List: ComponentType<ViewProps>): ComponentType<ViewProps> {
  return function ListWithOutbox(props: ViewProps) {
    return (
      <>
        <OutboxBanner />
        <List {...props} />
      </>
    );
  };
}
