// /biz/app: the business desk's counts (GET /api/v1/biz/summary: to do, overdue, drafts, mine, copies;
// each opens its list) and the sub-applications of the user's menus (name, icon, a line of description;
// never a route path); choosing one sets currentApp {name, mid} (the shell's menus follow it) and opens
// the app's first page.
import { useEffect, useState } from 'react';
import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import type { ViewProps } from '../types.ts';
import type { BizSummary } from '../../../core/api/records.ts';
import { appDescKey, appsOf, type AppEntry } from '../../../core/pages/apps.ts';
import { MenuIcon } from '../../app-shell/layout/icons.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { useLang, usePageT, useRecordsApi, useRuntime, useSession } from '../common/hooks.ts';

const COUNTS: { key: keyof BizSummary; path: string; danger?: boolean }[] = [
  { key: 'todo', path: '/biz/todo' },
  { key: 'overdue', path: '/biz/todo?overdue=1', danger: true },
  { key: 'draft', path: '/biz/draft' },
  { key: 'mine', path: '/biz/my' },
  { key: 'cc', path: '/biz/ccRecord' },
];

function DeskCounts({ navigate }: { navigate(to: string): void }) {
  const t = usePageT();
  const api = useRecordsApi();
  const [summary, setSummary] = useState<BizSummary | null>(null);
  useEffect(() => {
    let live = true;
    api.bizSummary().then((s) => live && setSummary(s), () => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 24 }} className="hos-desk-counts">
      {COUNTS.map((c) => (
        <Col key={c.key} xs={12} sm={8} md={8} lg={4}>
          <Card hoverable size="small" className={'hos-desk-count hos-desk-' + c.key} data-count={summary?.[c.key] ?? ''} onClick={() => navigate(c.path)}>
            <Statistic
              title={t('desk_' + c.key)}
              value={summary ? summary[c.key] : '-'}
              styles={{ content: c.danger && summary?.[c.key] ? { color: '#cf1322' } : undefined }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export default function AppCenter({ route, navigate }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const menus = useSession((s) => s.menuList);
  const current = useSession((s) => s.currentApp?.mid);
  const apps = appsOf(menus);
  const lang = useLang();
  // Chinese shows the menu's own text (an administrator's wording); English the locale's name of the app
  const nameOf = (app: AppEntry) => (app.name && !/^en/i.test(lang) ? app.name : t(app.nameKey, { defaultValue: app.name || app.mid }));
  const open = (app: AppEntry) => {
    runtime.session.setCurrentApp({ name: nameOf(app), mid: app.mid });
    navigate(app.home);
  };
  return (
    <PageCard title={route.title}>
      <DeskCounts navigate={navigate} />
      <Typography.Paragraph type="secondary">{t('appIntro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {apps.map((app) => (
          <Col key={app.mid} xs={24} sm={12} md={8} lg={6}>
            <Card hoverable className="hos-app-card" data-mid={app.mid} onClick={() => open(app)}>
              <Card.Meta
                avatar={<span className="hos-app-icon" style={{ fontSize: 28, color: 'var(--hos-primary, #4d70ff)' }}><MenuIcon name={app.icon} /></span>}
                title={<span style={{ whiteSpace: 'normal' }}>{nameOf(app)} {current === app.mid && <Tag color="blue">{t('currentApp')}</Tag>}</span>}
                description={t(appDescKey(app.mid))}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </PageCard>
  );
}
