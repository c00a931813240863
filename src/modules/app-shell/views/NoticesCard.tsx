// The dashboard's unread notices (issue 13 §4): the newest five meant for the user; one opens its detail
// (which marks it read). Reloads when a notice or message is read elsewhere on the page.
import { useCallback, useMemo } from 'react';
import { Badge, Button, Card, Empty, List } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { noticeDetailPath, noticesApi, type Notice } from '../../../core/api/notices.ts';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { notices as texts } from '../../../core/i18n/locales/notices.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useT } from '../../shared/hooks.ts';
import { useLiveLoad } from './useLiveLoad.ts';
import { formatDateTime } from '../../../core/i18n/format.ts';
import { useSystemSettings } from '../systemSettings.ts';

provideNamespaces({ notices: texts });

export function NoticesCard({ navigate }: { navigate(to: string): void }) {
  const { runtime, lang } = useHost();
  const { timeZone } = useSystemSettings(runtime);
  const t = useT();
  const api = useMemo(() => noticesApi(runtime), [runtime]);
  const load = useCallback(() => api.list({ pageIndex: 1, pageSize: 5, unread: true }).then((p) => ({ list: p.list ?? [], unread: Number(p.unread ?? p.count ?? 0) })), [api]);
  const state = useLiveLoad<{ list: Notice[]; unread: number }>(load);
  const data = state && state !== 'error' ? state : null;
  return (
    <Card
      data-testid="dashboard-notices" style={{ marginBottom: 16 }}
      title={<span><NotificationOutlined /> {t('notices:cardTitle')} {data ? <Badge count={data.unread} overflowCount={99} style={{ marginLeft: 4 }} /> : null}</span>}
      extra={<Button type="link" onClick={() => navigate('/biz/notice')}>{t('notices:viewAll')}</Button>}
    >
      {state === 'error' ? <div role="alert">{t('notices:loadFailed')}</div> : (
        <List
          loading={state === null}
          dataSource={data?.list ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices:cardEmpty')} /> }}
          renderItem={(item) => (
            <List.Item>
              <a href={noticeDetailPath(item.id)} onClick={(e) => { e.preventDefault(); navigate(noticeDetailPath(item.id)); }} style={{ fontWeight: 600, flex: 1, minWidth: 0 }} data-testid="dashboard-notice" data-user-text="">
                {item.title}
              </a>
              <span style={{ color: 'rgba(0,0,0,.6)', whiteSpace: 'nowrap', marginLeft: 16 }}>{item.publisher ? <><span data-user-text="">{item.publisher}</span> · </> : null}{formatDateTime(item.publishTime, lang, { timeZone })}</span>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
