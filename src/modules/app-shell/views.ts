/// <reference types="vite/client" />
// Which component draws a route: the shell's own pages (login, errors, dashboard, profile...) and
// the business pages registered by src/modules/pages/registry.ts under the menu `note`. The
// registry is looked up with import.meta.glob so the shell builds whether or not it exists yet; a
// view the bundle does not contain shows the 404 page (issue 5 section 1).
import type { ComponentType } from 'react';
import { lazyView } from '../pages/lazyView.ts';
import type { ViewProps, ViewRegistry } from '../pages/types.ts';

const registryModules = import.meta.glob<{ VIEWS?: ViewRegistry }>('../pages/registry.ts', { eager: true });
const BUSINESS_VIEWS: ViewRegistry = Object.values(registryModules)[0]?.VIEWS ?? {};

const Dashboard = lazyView(() => import('./views/Dashboard.tsx'));
const ProfilePage = lazyView(() => import('./views/ProfilePage.tsx'));

/** Pages the shell owns, by view key. The dashboard and profile are always the shell's. */
const SHELL_VIEWS: Record<string, ComponentType<ViewProps>> = {
  dashboard: Dashboard,
  'profile/index': ProfilePage,
};

export function viewFor(key: string | undefined): ComponentType<ViewProps> | null {
  if (!key) return null;
  return SHELL_VIEWS[key] ?? (BUSINESS_VIEWS[key] as ComponentType<ViewProps> | undefined) ?? null;
}

/** Starts fetching a view's code now (a view made with a preload: pages/lazyView.ts); settles when it is here. */
export function preloadView(key: string): Promise<unknown> {
  return (viewFor(key) as { preload?: () => Promise<unknown> } | null)?.preload?.().catch(() => undefined) ?? Promise.resolve();
}

export function hasBusinessView(key: string): boolean {
  return key in BUSINESS_VIEWS;
}
