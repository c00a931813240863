// The sidebar (spec section 2): 210 px, collapsible, the current app's menus; a directory with one
// visible child shows the child; external links open in a new window; the logo goes home. The lit item
// is the page on screen. Archive review: light, with the user's box. Menu icons are decoration: hidden
// from screen readers, which read the entry's text alone (issue 22 §3).
import { useEffect, useMemo, useState } from 'react';
import { Avatar, ConfigProvider, Menu, type MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { activeMenuKey, buildSidebarMenu, fullTable, openKeysFor, originOf, type AppRoute, type MenuEntry } from '../../../core/routing/index.ts';
import { getThemeStore, readableOn } from '../../../core/theme.ts';
import { useSession, useT } from '../../shared/hooks.ts';
import { PREVIOUS_PATH_KEY } from '../createShell.ts';
import { useHost } from '../../shared/HostContext.ts';
import { titleIn, useSystemSettings } from '../systemSettings.ts';
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
  const { runtime, lang } = useHost();
  const t = useT();
  const color = readableOn(useStore(getThemeStore(), (s) => s.colorPrimary), '#ffffff', 5.2);
  const settings = useSystemSettings(runtime);
  const title = titleIn(settings, lang, t('shell:appTitle'));
  return (
    <a className="hos-logo" href={shell.href('/')} onClick={(e) => { e.preventDefault(); shell.navigate('/'); }} data-testid="sidebar-logo" title={title} style={light ? { color: '#304156' } : undefined}>
      {settings.logo
        ? <img className="hos-logo-mark" src={settings.logo} alt="" style={{ objectFit: 'contain', background: 'transparent' }} />
        : <span className="hos-logo-mark" style={{ background: color }}>H</span>}
      <span className="title" data-testid="brand-title" data-user-text="">{title}</span>
    </a>
  );
}

export function SidebarMenu({ light = false, collapsed = false }: { light?: boolean; collapsed?: boolean }) {
  const { shell, titleOf } = useShell();
  const routes = useAppRoutes();
  const match = useMatch();
  const entries = useMemo(() => buildSidebarMenu(routes, titleOf), [routes, titleOf]);
  // the page on screen, on every route (archive review included): core/routing/sidebarMenu.ts
  const active = useMemo(() => activeMenuKey(entries, match, match ? originOf(fullTable(routes), match.location) : null), [entries, match, routes]);
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
      selectedKeys={active ? [active] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      items={items}
      // a page chosen with the keyboard (Enter / Space on the focused item): the link's own click is the mouse's
      onClick={({ key, domEvent }) => { if (domEvent.type === 'keydown' && !isExternal(key)) shell.navigate(key); }}
      data-testid="sidebar-menu"
    />
    </ConfigProvider>
  );
}

/** Archive review's box (spec section 2): the user's avatar, name and department, and a link back to the
 *  page visited before archive review (localStorage previousPath), named by its title. */
function ArchiveUser() {
  const { shell, titleOf } = useShell();
  const { runtime } = useHost();
  const t = useT();
  const name = useSession((s) => s.name);
  const dept = useSession((s) => s.deptName);
  const avatar = useSession((s) => s.avatar);
  const all = useUserRoutes();
  const previous = runtime.storage.getItem(PREVIOUS_PATH_KEY) ?? '';
  const route = useMemo(() => {
    const find = (rs: readonly AppRoute[]): AppRoute | undefined => {
      for (const r of rs) {
        if (r.view && r.path.toLowerCase() === previous.toLowerCase()) return r;
        const hit = r.children && find(r.children);
        if (hit) return hit;
      }
      return undefined;
    };
    return previous ? find(all) : undefined;
  }, [all, previous]);
  return (
    <div className="hos-archive-user" data-testid="archive-user">
      <Avatar size={56} alt="" src={avatar || undefined} icon={avatar ? undefined : <UserOutlined aria-hidden />} />
      <div className="name" data-user-text="">{name}</div>
      <div className="dept" data-user-text="">{dept}</div>
      {route && (
        // a plain link (antd's Typography would bring its ellipsis and copy code, 6 KB, into the shell's first paint)
        <a className="previous" data-testid="archive-previous" href={shell.href(route.path)} onClick={(e) => { e.preventDefault(); shell.navigate(route.path); }}>
          {t('shell:previousPage', { title: titleOf(route) })}
        </a>
      )}
    </div>
  );
}

export function Sidebar({ archive = false }: { archive?: boolean }) {
  const { shell } = useShell();
  const { opened, device, withoutAnimation } = useStore(shell.sidebar.store, (s) => s);
  const showLogo = useStore(getThemeStore(), (s) => s.sidebarLogo);
  const t = useT();
  const collapsed = !opened && device === 'desktop';
  return (
    <nav className={'hos-sidebar' + (archive ? ' light' : '') + (withoutAnimation ? ' no-anim' : '')} data-testid="sidebar" data-opened={opened ? '1' : '0'} aria-label={t('shell:mainMenu')}>
      {showLogo && <Logo light={archive} />}
      {archive && !collapsed && <ArchiveUser />}
      <SidebarMenu collapsed={collapsed} light={archive} />
    </nav>
  );
}
