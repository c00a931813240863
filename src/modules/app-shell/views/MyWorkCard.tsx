// The dashboard's first card (issue 22 §5): what waits for the person, by kind (returned to me, to approve,
// to verify, measures to complete, to score, …), each a link to the list page that shows those records,
// and the bell's unread counts (messages and notices, labelled apart, adding up to the bell's badge).
// Kinds, order and pages: src/core/pages/myWork.ts. Reloads when a message or notice is read elsewhere (useLiveLoad).
import { useMemo } from 'react';
import { Card, Col, Empty, Row, Skeleton, Statistic, Tag } from 'antd';
import { myWorkApi } from '../../../core/api/myWork.ts';
import { workRoute, type MyWork, type WorkItem } from '../../../core/pages/myWork.ts';
import { collectPaths } from '../../../core/routing/filters.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useT } from '../../shared/hooks.ts';
import { useUserRoutes } from '../layout/useAppRoutes.ts';
import { useLiveLoad } from './useLiveLoad.ts';

function useMyWork() {
  const { runtime } = useHost();
  const api = useMemo(() => myWorkApi(runtime), [runtime]);
  return useLiveLoad<MyWork>(api.load);
}

function WorkTile({ item, to, navigate }: { item: WorkItem; to: string | null; navigate(to: string): void }) {
  const t = useT();
  const label = t(`shell:work.${item.kind}`);
  const module = t(`shell:workModule.${item.module}`);
  const body = (
    <>
      <div className="hos-work-count">{item.count}</div>
      <div className="hos-work-label">{label}</div>
      <div className="hos-work-module">{module}</div>
      {item.overdue > 0 && <Tag color="error" style={{ marginTop: 4, marginInlineEnd: 0 }}>{t('shell:workOverdue', { n: item.overdue })}</Tag>}
    </>
  );
  return to ? (
    <a className="hos-work-tile" href={to} data-kind={item.kind} data-module={item.module}
      aria-label={`${label} · ${module}: ${item.count}${item.overdue ? ` · ${t('shell:workOverdue', { n: item.overdue })}` : ''}`}
      onClick={(e) => { e.preventDefault(); navigate(to); }}>{body}</a>
  ) : (
    <div className="hos-work-tile" data-kind={item.kind} data-module={item.module}>{body}</div>
  );
}

const CSS = `
.hos-work-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 12px; }
.hos-work-tile { display: block; padding: 12px 14px; border: 1px solid #e5e6eb; border-radius: 8px; color: inherit; text-decoration: none; background: #fafbfc; min-width: 0; }
a.hos-work-tile:hover { border-color: var(--ant-color-primary, #2d6fb2); background: #fff; }
a.hos-work-tile:focus-visible { outline: 2px solid var(--ant-color-primary, #2d6fb2); outline-offset: 2px; }
.hos-work-count { font-size: 26px; font-weight: 600; line-height: 1.2; color: var(--ant-color-primary, #2d6fb2); }
.hos-work-label { font-weight: 600; margin-top: 2px; overflow-wrap: break-word; }
.hos-work-module { color: rgba(0, 0, 0, .6); font-size: 12px; }
`;

export function MyWorkCard({ navigate }: { navigate(to: string): void }) {
  const t = useT();
  const work = useMyWork();
  const routes = useUserRoutes();
  const paths = useMemo(() => collectPaths(routes), [routes]);
  const data = work && work !== 'error' ? work : null;
  return (
    <>
      <style>{CSS}</style>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={24} lg={18} style={{ marginBottom: 16 }}>
          <Card data-testid="dashboard-work" title={t('shell:myWork')} style={{ height: '100%' }}>
            {work === 'error' ? <div role="alert">{t('shell:workLoadFailed')}</div>
              : !data ? <Skeleton active paragraph={{ rows: 2 }} />
                : data.items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell:myWorkNone')} />
                  : (
                    <div className="hos-work-grid">
                      {data.items.map((i) => <WorkTile key={`${i.kind}|${i.module}`} item={i} to={workRoute(i, (p) => paths.has(p))} navigate={navigate} />)}
                    </div>
                  )}
          </Card>
        </Col>
        <Col xs={24} lg={6} style={{ marginBottom: 16 }}>
          <Card data-testid="dashboard-unread" style={{ height: '100%' }}>
            <Statistic title={t('shell:unreadInBell')} value={data ? data.unreadMessages + data.unreadNotices : '-'} />
            {data && <div style={{ color: 'rgba(0,0,0,.6)', marginTop: 4 }} data-testid="dashboard-unread-split">
              {t('shell:unreadSplit', { messages: data.unreadMessages, notices: data.unreadNotices })}
            </div>}
          </Card>
        </Col>
      </Row>
    </>
  );
}
