// The navbar: sidebar toggle, breadcrumb, header search, fullscreen, app switcher, the layout's
// buttons, the message bell, greeting with avatar. Old-version layout: 'switch to old version',
// 'system management' (role System only), 'back to the one-stop portal'. New layout: 'back to the
// one-stop portal' and logout (spec section 2).
import { useCallback } from 'react';
import { Button } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { MessageBell } from '../../message-bell/index.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useSession, useT } from '../../shared/hooks.ts';
import { useShell, useStore } from '../ShellContext.ts';
import { useLogout } from '../useLogout.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { Fullscreen } from './Fullscreen.tsx';
import { AppSwitcher, useSwitchApp } from './AppSwitcher.tsx';
import { UserMenu } from './UserMenu.tsx';

export type NavVariant = 'old' | 'new';

export function LayoutButtons({ variant }: { variant: NavVariant }) {
  const { runtime } = useHost();
  const t = useT();
  const logout = useLogout();
  const roles = useSession((s) => s.roles);
  const switchApp = useSwitchApp();
  const portal = (
    <Button size="small" type="link" data-testid="btn-portal" onClick={() => window.location.assign(runtime.config.portalUrl)}>
      {t('shell:backPortal')}
    </Button>
  );
  if (variant === 'new') {
    return (
      <span className="hide-mobile">
        {portal}
        <Button size="small" type="link" danger data-testid="btn-logout" onClick={logout}>
          {t('shell:logout')}
        </Button>
      </span>
    );
  }
  return (
    <span className="hide-mobile">
      <Button size="small" type="link" data-testid="btn-old-version" onClick={() => window.location.assign(runtime.config.oldVersionUrl)}>
        {t('shell:switchOld')}
      </Button>
      {roles.includes('System') && (
        <Button size="small" type="link" data-testid="btn-system" onClick={() => switchApp('system', '系统管理')}>
          {t('shell:systemManage')}
        </Button>
      )}
      {portal}
    </span>
  );
}

export function Navbar({ variant }: { variant: NavVariant }) {
  const { shell } = useShell();
  const t = useT();
  const opened = useStore(shell.sidebar.store, (s) => s.opened);
  const onApi = useCallback((api: { reload(): Promise<void> }) => { shell.bell.current = api; }, [shell]);
  return (
    <div className="hos-navbar" data-testid="navbar" data-variant={variant}>
      <span className="hos-hamburger" onClick={() => shell.sidebar.toggle()} data-testid="hamburger" aria-label={t('shell:toggleSidebar')} role="button">
        {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      </span>
      <div className="grow">
        <Breadcrumbs />
      </div>
      <HeaderSearch />
      <Fullscreen />
      <AppSwitcher />
      <LayoutButtons variant={variant} />
      {/* <hos-message-bell>'s React component (src/modules/message-bell), old variant in the old layout */}
      <span className="hos-nav-item" data-testid="navbar-bell">
        <MessageBell variant={variant === 'old' ? 'old' : 'new'} intervalMs={60_000} onApi={onApi} />
      </span>
      <UserMenu />
    </div>
  );
}
