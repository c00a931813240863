// The archive-review layout of /baqsj/review (spec section 2): a user info box and a light menu of
// the unsafe-event platform, highlighting the page visited before (localStorage previousPath).
import type { ReactNode } from 'react';
import { Avatar, Button } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useHost } from '../../shared/HostContext.ts';
import { useSession, useT } from '../../shared/hooks.ts';
import { PREVIOUS_PATH_KEY } from '../createShell.ts';
import { useLogout } from '../useLogout.ts';
import { Logo, SidebarMenu } from './Sidebar.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

export function ArchiveLayout({ children }: { children: ReactNode }) {
  const { runtime } = useHost();
  const t = useT();
  const logout = useLogout();
  const name = useSession((s) => s.name);
  const dept = useSession((s) => s.deptName);
  const avatar = useSession((s) => s.avatar);
  const previous = runtime.storage.getItem(PREVIOUS_PATH_KEY) ?? '';
  return (
    <div className="hos-archive" data-testid="layout" data-layout="archive">
      <aside className="hos-archive-side hos-sidebar light" style={{ position: 'static' }} data-testid="sidebar">
        <Logo light />
        <div className="hos-archive-user" data-testid="archive-user">
          <Avatar size={56} alt="" src={avatar || undefined} icon={avatar ? undefined : <UserOutlined />} />
          <div style={{ marginTop: 8, fontWeight: 600 }}>{name}</div>
          <div style={{ color: '#666', fontSize: 12 }}>{dept}</div>
        </div>
        <SidebarMenu light app="baqsj" selected={previous} />
      </aside>
      <div className="hos-archive-main">
        <div className="hos-navbar" style={{ background: '#fff', paddingLeft: 16 }}>
          <div className="grow">
            <Breadcrumbs />
          </div>
          <Button size="small" type="link" data-testid="btn-portal" onClick={() => window.location.assign(runtime.config.portalUrl)}>
            {t('shell:backPortal')}
          </Button>
          <Button size="small" type="link" danger data-testid="btn-logout" onClick={logout}>
            {t('shell:logout')}
          </Button>
        </div>
        <main className="hos-content" data-testid="content">
          {children}
        </main>
      </div>
    </div>
  );
}
