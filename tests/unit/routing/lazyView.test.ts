// A view whose code has arrived is drawn in the render that asks for it (issue 34 §5): React.lazy would
// suspend on a settled promise and hold the page behind a spinner for at least 300 ms.
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyView } from '../../../src/modules/pages/lazyView.ts';

const Users = () => createElement('p', null, 'the users');
const page = (View: ReturnType<typeof lazyView>) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'loading') }, createElement(View, { route: { path: '/u', title: 'u', query: {}, params: {} }, navigate: () => undefined, openTab: () => undefined } as never)));

describe('lazyView', () => {
  it('before its code is here the page waits (the fallback); preloaded, it is drawn at once', async () => {
    const load = vi.fn(async () => ({ Users }));
    const cold = lazyView(load, 'Users');
    expect(page(cold)).toContain('loading');

    const warm = lazyView(load, 'Users');
    await warm.preload();
    expect(page(warm)).toContain('the users');
    expect(page(warm)).not.toContain('loading');
  });

  it('fetches its module once, however often it is preloaded or drawn', async () => {
    const load = vi.fn(async () => ({ default: Users }));
    const view = lazyView(load);
    await Promise.all([view.preload(), view.preload()]);
    page(view);
    await view.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a fetch that failed is tried again by the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ default: Users });
    const view = lazyView(load);
    await expect(view.preload()).rejects.toThrow(/dynamically imported/);
    await view.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(page(view)).toContain('the users');
  });
});
