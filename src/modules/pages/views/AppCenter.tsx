// /biz/app: the sub-applications of the user's menus; choosing one sets currentApp {name, mid}
// (the shell's menus follow it) and opens the app's first page.
import { Card, Col, Row, Tag, Typography } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import type { ViewProps } from '../types.ts';
import { appsOf, type AppEntry } from '../../../core/pages/apps.ts';
import { PageCard } from '../common/PageCard.tsx';
import { usePageT, useRuntime, useSession } from '../common/hooks.ts';

export default function AppCenter({ route, navigate }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const menus = useSession((s) => s.menuList);
  const roles = useSession((s) => s.roles);
  const current = useSession((s) => s.currentApp?.mid);
  const apps = appsOf(menus, roles);
  const open = (app: AppEntry) => {
    runtime.session.setCurrentApp({ name: app.name, mid: app.mid });
    navigate(app.home);
  };
  return (
    <PageCard title={route.title}>
      <Typography.Paragraph type="secondary">{t('appIntro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {apps.map((app) => (
          <Col key={app.mid} xs={24} sm={12} md={8} lg={6}>
            <Card hoverable className="hos-app-card" data-mid={app.mid} onClick={() => open(app)}>
              <Card.Meta
                avatar={<AppstoreOutlined style={{ fontSize: 28, color: '#4d70ff' }} />}
                title={<span>{app.name} {current === app.mid && <Tag color="blue">{t('currentApp')}</Tag>}</span>}
                description={app.home}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </PageCard>
  );
}
