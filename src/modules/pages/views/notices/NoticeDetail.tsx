// /biz/notice/detail?id=: one notice. Opening it marks it read (the bell and the dashboard follow).
import { useEffect, useMemo, useState } from 'react';
import { Button, Descriptions, Divider, Result, Spin, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ViewProps } from '../../types.ts';
import { noticesApi, type Notice } from '../../../../core/api/notices.ts';
import { noticeTypeKey } from '../../../../core/notices/noticeRules.ts';
import { sanitizeRichText } from '../../../../core/richText/sanitizeRichText.ts';
import { announceMessagesChanged } from '../../../message-bell/useMessageList.ts';
import { AttachmentLinks } from '../../common/Attachments.tsx';
import { PageCard } from '../../common/PageCard.tsx';
import { useFormatTime, usePageT, useRuntime } from '../../common/hooks.ts';
import { provideNamespaces } from '../../../../core/i18n/instance.ts';
import { notices } from '../../../../core/i18n/locales/notices.ts';

provideNamespaces({ notices });

export default function NoticeDetail({ route, navigate }: ViewProps) {
  const t = usePageT();
  const formatTime = useFormatTime();
  const runtime = useRuntime();
  const api = useMemo(() => noticesApi(runtime), [runtime]);
  const id = Number(route.query.id);
  const [notice, setNotice] = useState<Notice | null | undefined>(undefined);
  const n = (key: string) => t('notices:' + key);
  useEffect(() => {
    let live = true;
    if (!Number.isInteger(id) || id <= 0) {
      setNotice(null);
      return;
    }
    api.info(id).then(async (x) => {
      if (!live) return;
      setNotice(x);
      if (!x.isRead) {
        await api.read(id).catch(() => undefined);
        announceMessagesChanged(api);
      }
    }, () => live && setNotice(null));
    return () => {
      live = false;
    };
  }, [api, id]);
  const back = <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/biz/notice')}>{n('back')}</Button>;
  if (notice === undefined) return <PageCard title={route.title}><Spin /></PageCard>;
  if (notice === null) return <PageCard title={route.title}><Result status="404" title={n('notFound')} extra={back} /></PageCard>;
  return (
    <PageCard title={route.title} extra={back}>
      <article data-testid="notice-detail" aria-labelledby="hos-notice-title">
        <h2 id="hos-notice-title" style={{ fontSize: 20, margin: '0 0 12px' }} data-user-text="">{notice.title}</h2>
        <Descriptions size="small" column={{ xs: 1, sm: 3 }} items={[
          { key: 'type', label: n('type'), children: <Tag>{t(noticeTypeKey(notice.noticeType), { defaultValue: notice.noticeType })}</Tag> },
          { key: 'publisher', label: n('publisher'), children: <span data-user-text="">{notice.publisher || '-'}</span> },
          { key: 'time', label: n('publishedAt'), children: formatTime(notice.publishTime) },
        ]} />
        <Divider style={{ margin: '12px 0' }} />
        <div className="hos-html hos-notice-content" data-user-text="" style={{ lineHeight: 1.7, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: sanitizeRichText(notice.content) }} />
        {notice.attachments.length > 0 && (
          <>
            <Divider titlePlacement="start" style={{ fontSize: 14 }}>{n('attachments')}</Divider>
            <AttachmentLinks list={notice.attachments} />
          </>
        )}
      </article>
    </PageCard>
  );
}
