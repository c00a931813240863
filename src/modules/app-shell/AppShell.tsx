// <hos-app>: the whole platform (issue 5). Creates the shell controller, then draws the current
// route: blank (login, errors) or in the one shell (MainLayout) with every other page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import type { AppRoute, RouteMatch, RouterMode } from '../../core/routing/index.ts';
import { isRouteTitleKey } from '../../core/routing/index.ts';
import { useHost } from '../shared/HostContext.ts';
import { useSession, useT } from '../shared/hooks.ts';
import { PasswordDialog } from '../password-dialog/PasswordDialog.tsx';
import { createShell } from './createShell.ts';
import { ShellContext, useStore } from './ShellContext.ts';
import { shellCss } from './layout/shellCss.ts';
import { phoneCss } from './layout/phoneCss.ts';
import { MainLayout } from './layout/MainLayout.tsx';
import { RouteView } from './RouteView.tsx';
import { preloadView } from './views.ts';
import { LoginPage } from './views/LoginPage.tsx';
import { ErrorPage } from './views/LazyErrorPage.tsx';
import { RedirectPage } from './views/RedirectPage.tsx';
import { useIdleLogout } from './useIdleLogout.ts';
import { titleIn, useSystemSettings } from './systemSettings.ts';
import { forcedPasswordReason } from '../../core/session/passwordPolicy.ts';
import { provideNamespaces } from '../../core/i18n/instance.ts';
import { shell } from '../../core/i18n/locales/shell.ts';
import { loadAppStyles } from './appStyles.ts';
import { loadAxios } from '../../core/http/clients.ts';

// the shell's texts arrive with its code (src/core/i18n/instance.ts)
provideNamespaces({ shell });
// the CSS of the app's antd components, recorded: fetched now, beside the first paint (appStyles.ts)
loadAppStyles();
// the app calls the server as soon as it starts (the user and menus, or the sign-in page's settings): axios,
// which loads with the first call (core/http/clients.ts), is fetched now, while the rest of the app's code runs
void loadAxios().catch(() => undefined);

export interface AppShellProps {
  router?: string;
  base?: string;
  idleTimeoutMs?: number;
  idleCheckMs?: number;
  /** the forced password dialog opens from this many days since the last change (default: the server's
   *  policy, src/core/session/passwordPolicy.ts) */
  passwordMaxDays?: number;
}

const MODES: RouterMode[] = ['history', 'hash', 'memory'];

function Page({ match }: { match: RouteMatch }) {
  switch (match.route.view) {
    case 'shell/login':
      return <LoginPage match={match} />;
    case 'shell/401':
      return <ErrorPage code={401} />;
    case 'shell/404':
      return <ErrorPage code={404} />;
    case 'shell/redirect':
      return <RedirectPage match={match} />;
    case 'shell/sso':
    case 'shell/authRedirect':
      // reached only without a ticket (the guard handles tickets): nothing to sign in with
      return <ErrorPage code={401} />;
    default:
      return <RouteView match={match} />;
  }
}

function Framed({ match, showSettings }: { match: RouteMatch; showSettings: boolean }) {
  const page = <Page match={match} />;
  if (match.route.view === 'shell/redirect' || match.layout === 'blank') return page;
  // one shell for every signed-in page, archive review included (issue 22 §2)
  return <MainLayout layout={match.layout} showSettings={showSettings}>{page}</MainLayout>;
}

export function AppShell({ router, base, idleTimeoutMs, idleCheckMs, passwordMaxDays }: AppShellProps) {
  const { runtime, lang } = useHost();
  const t = useT();
  // the path's title key first; else the route's own title: a bundle route's key, or a server menu's text
  const titleOf = useCallback(
    (r: AppRoute) => t('shell:route' + r.path, { defaultValue: isRouteTitleKey(r.meta.title) ? t(r.meta.title) : r.meta.title }),
    [t],
  );
  const titleRef = useRef(titleOf);
  titleRef.current = titleOf;
  const mode = MODES.includes(router as RouterMode) ? (router as RouterMode) : 'history';
  const [shell] = useState(() => createShell({ runtime, mode, base, titleOf: (r) => titleRef.current(r), preloadView }));
  useEffect(() => () => shell.stop(), [shell]);
  const { ready, match, routes } = useStore(shell.nav.store, (s) => s);
  const settings = useSystemSettings(runtime);
  const lastPwdDays = useSession((s) => s.lastPwdDays);
  const serverReason = useSession((s) => s.pwdChangeReason);
  const signedIn = routes !== null;

  const timeout = Number(idleTimeoutMs) > 0 ? Number(idleTimeoutMs) : runtime.config.idleTimeoutMs;
  const check = Number(idleCheckMs) > 0 ? Number(idleCheckMs) : Math.min(runtime.config.idleCheckMs, Math.max(50, Math.floor(timeout / 2)));
  useIdleLogout(runtime, signedIn, timeout, check);

  // keep the tab titles in the page language
  useEffect(() => {
    const visited = shell.tags.store.getState().visited;
    if (!routes || visited.length === 0) return;
    const byPath = new Map<string, AppRoute>();
    const walk = (rs: AppRoute[]) => rs.forEach((r) => { byPath.set(r.path, r); if (r.children) walk(r.children); });
    walk(routes);
    shell.tags.store.setState({ visited: visited.map((v) => (byPath.has(v.path) ? { ...v, title: titleOf(byPath.get(v.path)!) } : v)) });
  }, [titleOf, routes, shell]);

  useEffect(() => {
    const product = titleIn(settings, lang, t('shell:appTitle'));
    if (match && !match.route.public) document.title = `${titleOf(match.route)} - ${product}`;
    else if (match) document.title = product;
  }, [match, titleOf, settings, lang, t]);

  const forcedReason = signedIn ? forcedPasswordReason(serverReason, lastPwdDays, Number(passwordMaxDays) > 0 ? Number(passwordMaxDays) : undefined) : '';

  return (
    <ShellContext.Provider value={{ shell, titleOf }}>
      <style>{shellCss}</style>
      <style>{phoneCss}</style>
      <div className="hos-app-root" data-testid="hos-app" data-ready={ready ? '1' : '0'} data-path={match?.location.path ?? ''}>
        {!ready || !match ? (
          <div className="hos-center" style={{ minHeight: '100vh' }}>
            <Spin size="large" />
          </div>
        ) : (
          <Framed match={match} showSettings={settings.showSettings} />
        )}
        {forcedReason && <PasswordDialog open forced reason={forcedReason} />}
      </div>
    </ShellContext.Provider>
  );
}
