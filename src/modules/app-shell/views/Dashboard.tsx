// The dashboard (/dashboard, the home): a welcome card, what waits for the person (MyWorkCard), the statistics (charts over the
// user's data scope, DashboardStats) and shortcuts to their pages.
import { useMemo } from 'react';
import { Avatar, Card, Col, Row, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { ViewProps } from '../../pages/types.ts';
import { buildSidebarMenu, type MenuEntry } from '../../../core/routing/index.ts';
import { useDictLabel } from '../../shared/useDictTables.ts';
import { useSession, useT } from '../../shared/hooks.ts';
import { useShell } from '../ShellContext.ts';
import { useAppRoutes } from '../layout/useAppRoutes.ts';
import { MenuIcon } from '../layout/icons.tsx';
import { MyWorkCard } from './MyWorkCard.tsx';
import { NoticesCard } from './NoticesCard.tsx';
import { pressable } from '../../shared/a11y.ts';
import DashboardStats from './DashboardStats.tsx';
import { withUserText } from '../../shared/UserText.tsx';

const leaves = (list: MenuEntry[]): MenuEntry[] => list.flatMap((m) => (m.children ? leaves(m.children) : [m]));

export default function Dashboard({ navigate }: ViewProps) {
  const t = useT();
  const { titleOf } = useShell();
  const s = useSession((x) => x);
  const roleName = useDictLabel('sys_role');
  const routes = useAppRoutes();
  const links = useMemo(() => leaves(buildSidebarMenu(routes, titleOf)).filter((l) => l.key !== '/dashboard').slice(0, 12), [routes, titleOf]);
  const open = (l: (typeof links)[number]) => (l.external ? window.open(l.key, '_blank', 'noopener') : navigate(l.key));
  return (
    <div data-testid="dashboard">
      <Card style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <Avatar size={64} alt="" src={s.avatar || undefined} icon={s.avatar ? undefined : <UserOutlined />} />
          <div>
            {/* the page's one h1, like every PageCard title */}
            <h1 style={{ fontSize: 20, fontWeight: 600, margin: 0 }} data-testid="welcome">{withUserText(t, 'shell:welcome', 'name', s.name)}</h1>
            <div style={{ color: '#666', marginTop: 4 }}>
              <span data-user-text="">{s.deptName}</span> · {t('shell:workNo')} {s.workNo || '-'} · {s.roles.map((r) => <Tag key={r} color={r === s.activeRole ? 'blue' : undefined}>{roleName(r)}</Tag>)}
            </div>
            <div style={{ color: '#666', marginTop: 4 }} data-testid="last-pwd">{t('shell:lastPwd', { n: s.lastPwdDays })}</div>
          </div>
        </div>
      </Card>
      <MyWorkCard navigate={navigate} />
      <NoticesCard navigate={navigate} />
      <DashboardStats navigate={navigate} />
      <Card title={t('shell:quickLinks')}>
        <Row gutter={[12, 12]}>
          {links.map((l) => (
            <Col key={l.key} xs={12} sm={8} md={6} lg={4}>
              <Card size="small" hoverable onClick={() => open(l)} {...pressable(() => open(l))} role="link" className="hos-quick-link" style={{ textAlign: 'center' }}>
                <div style={{ fontSize: 22 }}><MenuIcon name={l.icon} /></div>
                <div style={{ marginTop: 4, fontSize: 13 }}>{l.title}</div>
              </Card>
            </Col>
          ))}
        </Row>
      </Card>
    </div>
  );
}
