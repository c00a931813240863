// The current-app switcher (spec section 3 "Sub-applications"): `currentApp` {name, mid} in
// localStorage decides the menus; switching opens the app's first page.
import { useMemo } from 'react';
import { Select } from 'antd';
import { appNameKey, availableApps, filterRoutesByApp, firstLeaf } from '../../../core/routing/index.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useSession, useT } from '../../shared/hooks.ts';
import { useShell } from '../ShellContext.ts';
import { useUserRoutes } from './useAppRoutes.ts';

export function useSwitchApp() {
  const { runtime } = useHost();
  const { shell } = useShell();
  const routes = useUserRoutes();
  return (mid: string, name: string) => {
    runtime.session.setCurrentApp(mid ? { mid, name } : null);
    const list = filterRoutesByApp(routes, mid ? { mid, name } : null);
    const leaf = firstLeaf({ path: '', meta: { title: '' }, children: list });
    if (leaf) shell.navigate(leaf.path);
  };
}

export function AppSwitcher() {
  const t = useT();
  const routes = useUserRoutes();
  const roles = useSession((s) => s.roles);
  const current = useSession((s) => s.currentApp);
  const apps = useMemo(() => availableApps(routes, roles), [routes, roles]);
  const switchApp = useSwitchApp();
  const value = current && apps.some((a) => a.mid === current.mid) ? current.mid : '';
  return (
    <Select
      size="small"
      value={value}
      className="hide-mobile"
      style={{ width: 150 }}
      aria-label={t('shell:app')}
      data-testid="app-switcher"
      popupMatchSelectWidth={false}
      options={[{ value: '', label: t('shell:allApps') }, ...apps.map((a) => ({ value: a.mid, label: t(a.nameKey) }))]}
      onChange={(mid: string) => switchApp(mid, t(appNameKey(mid)))}
    />
  );
}
