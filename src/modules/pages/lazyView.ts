// A page's view loaded with its route (React.lazy), from a named (or default) export of its module, with
// `preload`: the shell starts fetching the code of the page opened by its address before the user and
// menu calls have answered (app-shell/createShell.ts, issue 34 §5).
// A view whose code has arrived is drawn in the same render as the layout around it: React.lazy suspends
// on a promise even when it has settled, and React then shows the spinner and holds the page back at least
// 300 ms (its throttle on revealing suspended content). So once the module is here, the lazy component is
// given a thenable that answers at once (React reads it synchronously) instead of a promise.
import { lazy, type LazyExoticComponent } from 'react';
import type { ViewComponent } from './types.ts';

type Loader = () => Promise<Record<string, unknown>>;
type ViewModule = { default: ViewComponent };

export type PreloadableView = LazyExoticComponent<ViewComponent> & { preload: () => Promise<unknown> };

export function lazyView(load: Loader, name = 'default'): PreloadableView {
  let loaded: ViewModule | undefined;
  let loading: Promise<ViewModule> | undefined;
  const fetchView = (): Promise<ViewModule> =>
    (loading ??= load().then(
      (m) => (loaded = { default: m[name] as ViewComponent }),
      // not fetched (offline, or the bundle replaced under the page): the view shows its error page, as any
      // lazy view does; a later preload asks again
      (e: unknown) => { loading = undefined; throw e; },
    ));
  const settled = (m: ViewModule) => ({ then: (done: (m: ViewModule) => void) => done(m) }) as unknown as Promise<ViewModule>;
  return Object.assign(lazy(() => (loaded ? settled(loaded) : fetchView())), { preload: fetchView });
}
