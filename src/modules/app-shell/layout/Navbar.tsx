// The header of every page (issue 22 §2: one shell): sidebar toggle, breadcrumb, header search,
// fullscreen, app switcher, 'back to the one-stop portal' and logout, the message bell, the settings
// button, greeting with avatar. One line at every width: the breadcrumb gives way (its items end in an
// ellipsis), nothing else wraps.
import { createElement, lazy, Suspense, useEffect, useRef } from 'react';
import { Button } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { ensureElement } from '../../../core/elementLoaders.ts';
import { messageLink, type Message } from '../../../core/pages/messages.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useT } from '../../shared/hooks.ts';
import { useShell, useStore } from '../ShellContext.ts';
import { useLogout } from '../useLogout.tsx';
import { useSystemSettings } from '../systemSettings.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { Fullscreen } from './Fullscreen.tsx';
import { AppSwitcher } from './AppSwitcher.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { UserMenu } from './UserMenu.tsx';
import { pressable } from '../../shared/a11y.ts';

// the device's outbox (待发送 (n)) and the service worker (issue 32 §2): loaded after the first paint
const OfflineStatus = lazy(() => import('./OfflineStatus.tsx'));

/** The header's own buttons, the same on every page (issue 22 §2): back to the portal and log out. The
 *  old version's 'switch to old version' and 'system management' are in the user menu. */
export function LayoutButtons() {
  const { runtime } = useHost();
  const t = useT();
  const logout = useLogout();
  return (
    <span className="hide-mobile hos-nav-buttons">
      <Button size="small" type="link" data-testid="btn-portal" onClick={() => window.location.assign(runtime.config.portalUrl)}>
        {t('shell:backPortal')}
      </Button>
      <Button size="small" type="link" danger data-testid="btn-logout" onClick={logout}>
        {t('shell:logout')}
      </Button>
    </span>
  );
}

/**
 * On a tablet or phone (where the header's other buttons fold away) the language is one tap in the header, not
 * only in the settings drawer or the user menu's submenu (issue 36 §3): the button names the other language in
 * that language's own words.
 */
export function LanguageToggle() {
  const { runtime, lang } = useHost();
  const t = useT();
  const next = lang === 'en' ? 'zh-CN' : 'en';
  const label = next === 'en' ? t('shell:langEn') : t('shell:langZh');
  return (
    <Button size="small" type="text" className="show-mobile hos-lang-toggle" data-testid="lang-toggle" lang={next}
      aria-label={`${t('shell:language')}: ${label}`} onClick={() => runtime.setLanguage(next)}>
      {next === 'en' ? t('shell:langEnShort') : t('shell:langZh')}
    </Button>
  );
}

/** What the navbar uses of <hos-message-bell> (modules do not import elements: src/elements/message-bell/api.ts). */
interface BellElement extends HTMLElement {
  reload(): Promise<void>;
}

/**
 * The navbar's bell is the <hos-message-bell> element (lit, loaded on demand through the element table),
 * one variant on every page (issue 22 §2), in the app's language. Opening a message that links to a record of
 * the app goes there with the app's router; preventDefault() tells the bell to close its list.
 */
function NavbarBell() {
  const { shell } = useShell();
  const { lang, runtime } = useHost();
  const { timeZone } = useSystemSettings(runtime);
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
  return createElement('hos-message-bell', { ref, variant: 'new', 'interval-ms': '60000', locale: lang, 'time-zone': timeZone });
}

export function Navbar({ showSettings }: { showSettings: boolean }) {
  const { shell } = useShell();
  const t = useT();
  const opened = useStore(shell.sidebar.store, (s) => s.opened);
  return (
    <div className="hos-navbar" data-testid="navbar">
      <span className="hos-hamburger" onClick={() => shell.sidebar.toggle()} data-testid="hamburger" aria-label={t('shell:toggleSidebar')} aria-expanded={opened} {...pressable(() => shell.sidebar.toggle())}>
        {opened ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
      </span>
      <div className="grow">
        <Breadcrumbs />
      </div>
      <HeaderSearch />
      <Fullscreen />
      <AppSwitcher />
      <LayoutButtons />
      <LanguageToggle />
      <Suspense fallback={null}>
        <OfflineStatus />
      </Suspense>
      <span className="hos-nav-item" data-testid="navbar-bell">
        <NavbarBell />
      </span>
      {showSettings && <SettingsDrawer />}
      <UserMenu />
    </div>
  );
}
