// The navbar: sidebar toggle, breadcrumb, header search, fullscreen, app switcher, the layout's
// buttons, the message bell, greeting with avatar. Old-version layout: 'switch to old version',
// 'system management' (role System only), 'back to the one-stop portal'. New layout: 'back to the
// one-stop portal' and logout (spec section 2).
import { createElement, useEffect, useRef } from 'react';
import { Button } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { ensureElement } from '../../../core/elementLoaders.ts';
import { messageLink, type Message } from '../../../core/pages/messages.ts';
import { SYSTEM_ROLE } from '../../../core/access/roles.ts';
import { appNameKey } from '../../../core/routing/index.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useSession, useT } from '../../shared/hooks.ts';
import { useShell, useStore } from '../ShellContext.ts';
import { useLogout } from '../useLogout.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { Fullscreen } from './Fullscreen.tsx';
import { AppSwitcher, useSwitchApp } from './AppSwitcher.tsx';
import { UserMenu } from './UserMenu.tsx';
import { pressable } from '../../shared/a11y.ts';

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
      {roles.includes(SYSTEM_ROLE) && (
        <Button size="small" type="link" data-testid="btn-system" onClick={() => switchApp('system', t(appNameKey('system')))}>
          {t('shell:systemManage')}
        </Button>
      )}
      {portal}
    </span>
  );
}

/** What the navbar uses of <hos-message-bell> (modules do not import elements: src/elements/message-bell/api.ts). */
interface BellElement extends HTMLElement {
  reload(): Promise<void>;
}

/**
 * The navbar's bell is the <hos-message-bell> element (lit, loaded on demand through the element table),
 * old variant in the old layout, in the app's language. Opening a message that links to a record of
 * the app goes there with the app's router; preventDefault() tells the bell to close its list.
 */
function NavbarBell({ variant }: { variant: NavVariant }) {
  const { shell } = useShell();
  const { lang } = useHost();
  const ref = useRef<BellElement>(null);
  useEffect(() => {
    ensureElement('hos-message-bell').catch((e: unknown) => console.error('[hos] <hos-message-bell> could not be loaded', e));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onOpen = (e: Event) => {
      // messageLink keeps in-app paths only ('/x', never '//host' or a scheme): a message is data
      const link = messageLink((e as CustomEvent<{ message: Message }>).detail?.message);
      if (!link) return;
      e.preventDefault();
      shell.navigate(link);
    };
    el.addEventListener('hos-open', onOpen);
    // the message page refreshes the badge through this
    const api = { reload: () => (typeof el.reload === 'function' ? el.reload() : Promise.resolve()) };
    shell.bell.current = api;
    return () => {
      el.removeEventListener('hos-open', onOpen);
      if (shell.bell.current === api) shell.bell.current = null;
    };
  }, [shell]);
  return createElement('hos-message-bell', { ref, variant: variant === 'old' ? 'old' : 'new', 'interval-ms': '60000', locale: lang });
}

export function Navbar({ variant }: { variant: NavVariant }) {
  const { shell } = useShell();
  const t = useT();
  const opened = useStore(shell.sidebar.store, (s) => s.opened);
  return (
    <div className="hos-navbar" data-testid="navbar" data-variant={variant}>
      <span className="hos-hamburger" onClick={() => shell.sidebar.toggle()} data-testid="hamburger" aria-label={t('shell:toggleSidebar')} aria-expanded={opened} {...pressable(() => shell.sidebar.toggle())}>
        {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      </span>
      <div className="grow">
        <Breadcrumbs />
      </div>
      <HeaderSearch />
      <Fullscreen />
      <AppSwitcher />
      <LayoutButtons variant={variant} />
      <span className="hos-nav-item" data-testid="navbar-bell">
        <NavbarBell variant={variant} />
      </span>
      <UserMenu />
    </div>
  );
}
