// Draws the page of the current route: the shell's pages, or the business view registered under the
// menu `note`; a view the bundle lacks shows the 404 page inside the layout.
import { Component, Suspense, useMemo, type ReactNode } from 'react';
import { Spin } from 'antd';
import type { RouteMatch } from '../../core/routing/index.ts';
import type { ViewProps } from '../pages/types.ts';
import { useShell } from './ShellContext.ts';
import { viewFor } from './views.ts';
import { ErrorPage } from './views/LazyErrorPage.tsx';

class ViewBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(e: unknown) {
    console.error('[hos-app] view failed', e);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function RouteView({ match }: { match: RouteMatch }) {
  const { shell, titleOf } = useShell();
  const { route, location, params } = match;
  const View = viewFor(route.view);
  const props = useMemo<ViewProps>(
    () => ({
      route: { path: location.path, title: titleOf(route), query: location.query, params },
      navigate: (to) => shell.navigate(to),
      openTab: (path, title) => {
        shell.tags.add({ path: path.split('?')[0], fullPath: path, title });
        shell.navigate(path);
      },
    }),
    [location, params, route, shell, titleOf],
  );
  if (!View) return <ErrorPage code={404} inline noView />;
  return (
    <ViewBoundary key={location.path} fallback={<ErrorPage code={404} inline noView />}>
      <Suspense fallback={<div className="hos-center"><Spin /></div>}>
        <View key={location.path} {...props} />
      </Suspense>
    </ViewBoundary>
  );
}
