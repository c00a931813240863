// /biz/notice: the notices meant for the user, unread first and marked; a title opens the detail.
import { useMemo } from 'react';
import { Badge, Form, Space, Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../../types.ts';
import { noticeDetailPath, noticesApi, type Notice } from '../../../../core/api/notices.ts';
import { noticeTypeKey } from '../../../../core/notices/noticeRules.ts';
import { ListTable } from '../../common/ListTable.tsx';
import { FilterBar } from '../../common/FilterBar.tsx';
import { PageCard } from '../../common/PageCard.tsx';
import { useFormatTime, useListQuery, usePageT, useRuntime } from '../../common/hooks.ts';
import { provideNamespaces } from '../../../../core/i18n/instance.ts';
import { notices } from '../../../../core/i18n/locales/notices.ts';
import { userTextCell } from '../../common/userText.ts';

provideNamespaces({ notices });

export default function NoticeList({ route, navigate }: ViewProps) {
  const t = usePageT();
  const formatTime = useFormatTime();
  const runtime = useRuntime();
  const api = useMemo(() => noticesApi(runtime), [runtime]);
  const [state, query] = useListQuery<Notice>((p) => api.list({ pageIndex: p.pageIndex, pageSize: p.pageSize, unread: p.unread === true }));
  const n = (key: string) => t('notices:' + key);
  const columns: TableColumnsType<Notice> = [
    {
      title: n('title'), dataIndex: 'title', width: 360, ellipsis: true,
      render: (v: string, r) => (
        <Space size={6}>
          {!r.isRead && <Badge status="processing" aria-hidden />}
          <a href={noticeDetailPath(r.id)} className={r.isRead ? undefined : 'hos-notice-unread'} style={r.isRead ? undefined : { fontWeight: 600 }}
            onClick={(e) => { e.preventDefault(); navigate(noticeDetailPath(r.id)); }} data-testid="notice-link" data-user-text="">{v}</a>
        </Space>
      ),
    },
    // wide enough for the longest type word ('Announcement') in its tag (issue 22 §4)
    { title: n('type'), dataIndex: 'noticeType', width: 128, render: (v: string) => <Tag>{t(noticeTypeKey(v), { defaultValue: v })}</Tag> },
    { title: n('publisher'), dataIndex: 'publisher', width: 120, onCell: userTextCell },
    { title: n('publishedAt'), dataIndex: 'publishTime', width: 170, render: (v: string) => formatTime(v) },
    { title: n('readState'), dataIndex: 'isRead', width: 90, render: (v: number) => (v ? <Tag>{n('read')}</Tag> : <Tag color="blue">{n('unread')}</Tag>) },
  ];
  return (
    <PageCard title={route.title}>
      <FilterBar onSearch={(f) => void query.setFilters({ unread: f.unread === true ? true : undefined })}>
        <Form.Item name="unread" label={n('onlyUnread')} valuePropName="checked"><Switch /></Form.Item>
      </FilterBar>
      <ListTable state={state} query={query} columns={columns} scrollX={900} />
    </PageCard>
  );
}
