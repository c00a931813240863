// The sidebar (spec section 2): 210 px, collapsible, the current app's menus; a directory with one
// visible child shows the child; external links open in a new window; the logo goes home.
import { useEffect, useMemo, useState } from 'react';
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { buildSidebarMenu, filterRoutesByApp, openKeysFor, type MenuEntry } from '../../../core/routing/index.ts';
import { getThemeStore, readableOn } from '../../../core/theme.ts';
import { useT } from '../../shared/hooks.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useSystemSettings } from '../systemSettings.ts';
import { useShell, useStore } from '../ShellContext.ts';
import { useAppRoutes, useMatch, useUserRoutes } from './useAppRoutes.ts';
import { MenuIcon } from './icons.tsx';

// the old system's sidebar colours (vue-element-admin: #304156, submenus #1f2d3d)
const SIDEBAR_MENU_THEME = { darkItemBg: '#304156', darkSubMenuItemBg: '#1f2d3d', darkPopupBg: '#304156', darkItemColor: '#bfcbd9' };

type Item = Required<MenuProps>['items'][number];

const isExternal = (key: string) => /^(https?:|mailto:|tel:)/i.test(key);

function toItems(entries: MenuEntry[], href: (p: string) => string, go: (p: string) => void): Item[] {
  return entries.map((e) => {
    const label = e.external ? (
      <a href={e.key} target="_blank" rel="noopener noreferrer">{e.title}</a>
    ) : e.children ? (
      e.title
    ) : (
      <a href={href(e.key)} onClick={(ev) => { if (!ev.ctrlKey && !ev.metaKey && !ev.shiftKey) { ev.preventDefault(); go(e.key); } }}>{e.title}</a>
    );
    return e.children
      ? { key: e.key, icon: <MenuIcon name={e.icon} />, label, children: toItems(e.children, href, go) }
      : { key: e.key, icon: <MenuIcon name={e.icon} />, label, title: e.title };
  });
}

/** The brand: the system name and logo of the settings (issue 13 §4), else the product's. */
export function Logo({ light = false }: { light?: boolean }) {
  const { shell } = useShell();
  const { runtime } = useHost();
  const t = useT();
  const color = readableOn(useStore(getThemeStore(), (s) => s.colorPrimary), '#ffffff', 5.2);
  const settings = useSystemSettings(runtime);
  const title = settings.title || t('shell:appTitle');
  return (
    <a className="hos-logo" href={shell.href('/')} onClick={(e) => { e.preventDefault(); shell.navigate('/'); }} data-testid="sidebar-logo" title={title} style={light ? { color: '#304156' } : undefined}>
      {settings.logo
        ? <img className="hos-logo-mark" src={settings.logo} alt="" style={{ objectFit: 'contain', background: 'transparent' }} />
        : <span className="hos-logo-mark" style={{ background: color }}>H</span>}
      <span className="title" data-testid="brand-title">{title}</span>
    </a>
  );
}

export function SidebarMenu({ light = false, selected, collapsed = false, app }: { light?: boolean; selected?: string; collapsed?: boolean; app?: string }) {
  const { shell, titleOf } = useShell();
  const appRoutes = useAppRoutes();
  const all = useUserRoutes();
  const routes = useMemo(() => (app ? filterRoutesByApp(all, { mid: app, name: app }) : appRoutes), [app, all, appRoutes]);
  const match = useMatch();
  const entries = useMemo(() => buildSidebarMenu(routes, titleOf), [routes, titleOf]);
  const active = selected ?? (match ? match.route.meta.activeMenu ?? match.location.path : '');
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(entries, active) ?? []);
  useEffect(() => {
    const keys = openKeysFor(entries, active);
    if (keys?.length) setOpenKeys((cur) => [...new Set([...cur, ...keys])]);
  }, [entries, active]);
  const items = useMemo(() => toItems(entries, shell.href, shell.navigate), [entries, shell]);
  return (
    <ConfigProvider theme={{ components: { Menu: SIDEBAR_MENU_THEME } }}>
    <Menu
      mode="inline"
      theme={light ? 'light' : 'dark'}
      inlineCollapsed={collapsed}
      selectedKeys={[active]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      items={items}
      // a page chosen with the keyboard (Enter / Space on the focused item): the link's own click is the mouse's
      onClick={({ key, domEvent }) => { if (domEvent.type === 'keydown' && !isExternal(key)) shell.navigate(key); }}
      data-testid="sidebar-menu"
    />
    </ConfigProvider>
  );
}

export function Sidebar() {
  const { shell } = useShell();
  const { opened, device, withoutAnimation } = useStore(shell.sidebar.store, (s) => s);
  const showLogo = useStore(getThemeStore(), (s) => s.sidebarLogo);
  const t = useT();
  const collapsed = !opened && device === 'desktop';
  return (
    <nav className={'hos-sidebar' + (withoutAnimation ? ' no-anim' : '')} data-testid="sidebar" data-opened={opened ? '1' : '0'} aria-label={t('shell:mainMenu')}>
      {showLogo && <Logo />}
      <SidebarMenu collapsed={collapsed} />
    </nav>
  );
}
