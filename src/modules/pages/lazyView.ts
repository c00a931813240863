// A page's view loaded with its route (React.lazy), from a named (or default) export of its module, with
// `preload`: the shell starts fetching the code of the page opened by its address before the user and
// menu calls have answered (app-shell/createShell.ts, issue 34 §5).
import { lazy, type LazyExoticComponent } from 'react';
import type { ViewComponent } from './types.ts';

type Loader = () => Promise<Record<string, unknown>>;

export type PreloadableView = LazyExoticComponent<ViewComponent> & { preload: Loader };

export const lazyView = (load: Loader, name = 'default'): PreloadableView =>
  Object.assign(lazy(() => load().then((m) => ({ default: m[name] as ViewComponent }))), { preload: load });
