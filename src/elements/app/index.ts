// <hos-app>: the module mounted in the element host. Its public API is declared once in api.ts.
import { createElement } from 'react';
import { defineHosElement } from '../host/defineHosElement.ts';
// the pages embed the renderer and the designer on demand
import '../loaders.ts';
import { AppShell, type AppShellProps } from '../../modules/app-shell/AppShell.tsx';
import { APP_SPEC } from './api.ts';

export type { HosAppElement, HosAppEvents } from './api.ts';

function AppElement(props: AppShellProps & { container: ShadowRoot }) {
  const { container, ...rest } = props;
  const host = container.host as HTMLElement;
  // the app fills the page; the host sheet resets the host, so the size is set here
  host.style.setProperty('min-height', '100vh', 'important');
  return createElement(AppShell, rest);
}

export const HosApp = defineHosElement({ ...APP_SPEC, component: AppElement });
