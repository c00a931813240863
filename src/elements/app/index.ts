/**
 * `<hos-app>`: the whole platform — login, the menu-built routes, layouts, tags bar, header search,
 * settings drawer, idle logout and the message bell. It fills the page (`display:block;
 * min-height:100vh`).
 *
 * @attr router - 'history' (default) | 'hash' | 'memory'
 * @attr base - base path when the app lives under a sub-path of the site (history mode), e.g. '/hos'
 * @attr locale - 'zh-CN' (default: the page language) or 'en'; otherwise the login page's language switch decides
 * @attr api-base - base URL of the shared API for this page
 * @attr idle-timeout-ms - idle logout after this many ms without a mouse press (default config.idleTimeoutMs, 30 min)
 * @attr idle-check-ms - how often idleness is checked (default config.idleCheckMs, 60 s)
 * @attr password-max-days - the forced password dialog opens from this password age in days (default 90)
 * @event hos-close - the forced password dialog closed (from the password dialog module)
 */
import { createElement } from 'react';
import { defineHosElement } from '../host/defineHosElement.ts';
// the pages embed the renderer and the designer on demand
import '../loaders.ts';
import { AppShell, type AppShellProps } from '../../modules/app-shell/AppShell.tsx';

function AppElement(props: AppShellProps & { container: ShadowRoot }) {
  const { container, ...rest } = props;
  const host = container.host as HTMLElement;
  // the app fills the page; the host sheet resets the host, so the size is set here
  host.style.setProperty('min-height', '100vh', 'important');
  return createElement(AppShell, rest);
}

export const HosApp = defineHosElement({
  tag: 'hos-app',
  component: AppElement,
  attributes: { router: 'string', base: 'string', idleTimeoutMs: 'number', idleCheckMs: 'number', passwordMaxDays: 'number' },
});

declare global {
  interface HTMLElementTagNameMap {
    'hos-app': HTMLElement & { router: string; base: string; idleTimeoutMs: number; idleCheckMs: number; passwordMaxDays: number };
  }
}
