// A page opened by its address, signed in, has its view's code fetched beside the user and menu calls
// (issue 34 §5): the shell keeps each path's view from the last route table and preloads the one asked.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShell, VIEW_OF_PATH_KEY, VIEW_WAIT_MS } from '../../../src/modules/app-shell/createShell.ts';
import { json, scriptedServer, testRuntime } from '../core/helpers.ts';
import { menusFor, USERS } from './fixtures.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.preload.sig';
let srv: Awaited<ReturnType<typeof scriptedServer>>;
beforeAll(async () => {
  const info = { roles: USERS.admin, menuList: menusFor(USERS.admin), username: 'admin', name: '管理员' };
  srv = await scriptedServer({ 'GET /api/v1/getinfo': json({ code: 200, data: { records: [info] } }) });
});
afterAll(() => srv.close());

describe('the view of the page opened by its address', () => {
  it('the route table\'s paths and views are kept for the next start', async () => {
    const { rt, storage } = testRuntime(srv.url, { cookies: { 'Admin-Token': TOKEN } });
    const shell = createShell({ runtime: rt, mode: 'memory', titleOf: (r) => r.path });
    await vi.waitFor(() => expect(storage.getItem(VIEW_OF_PATH_KEY)).toBeTruthy());
    const kept = JSON.parse(storage.getItem(VIEW_OF_PATH_KEY)!) as Record<string, string>;
    expect(kept['/dashboard']).toBe('dashboard');
    // only the user's own routes, no route with a parameter, no public page
    expect(Object.keys(kept).some((p) => p.includes(':') || p === '/login')).toBe(false);
    expect(Object.keys(kept).length).toBeGreaterThan(10);
    shell.stop();
  });

  it('signed in, the kept view of the path asked is preloaded before the calls answer; signed out, nothing', () => {
    const signedIn = testRuntime(srv.url, { cookies: { 'Admin-Token': TOKEN } });
    signedIn.storage.setItem(VIEW_OF_PATH_KEY, JSON.stringify({ '/': 'biz/todo' }));
    const preloadView = vi.fn();
    createShell({ runtime: signedIn.rt, mode: 'memory', titleOf: (r) => r.path, preloadView }).stop();
    expect(preloadView).toHaveBeenCalledWith('biz/todo');

    const signedOut = testRuntime(srv.url);
    signedOut.storage.setItem(VIEW_OF_PATH_KEY, JSON.stringify({ '/': 'biz/todo' }));
    const none = vi.fn();
    createShell({ runtime: signedOut.rt, mode: 'memory', titleOf: (r) => r.path, preloadView: none }).stop();
    expect(none).not.toHaveBeenCalled();
  });

  it('the answered user and menus wait for the preloaded view, so the page comes in the layout\'s first render', async () => {
    const { rt, storage } = testRuntime(srv.url, { cookies: { 'Admin-Token': TOKEN } });
    storage.setItem(VIEW_OF_PATH_KEY, JSON.stringify({ '/': 'dashboard' }));
    let arrive!: () => void;
    const shell = createShell({ runtime: rt, mode: 'memory', titleOf: (r) => r.path, preloadView: () => new Promise<void>((done) => { arrive = done; }) });
    await vi.waitFor(() => expect(rt.session.getState().roles.length).toBeGreaterThan(0));
    expect(shell.nav.store.getState().routes).toBeNull();
    arrive();
    await vi.waitFor(() => expect(shell.nav.store.getState().routes).not.toBeNull());
    shell.stop();
  });

  it('a view whose code does not come, or could not be fetched, does not hold the routes back: they come without it', async () => {
    for (const preloadView of [() => new Promise<void>(() => undefined), () => Promise.reject(new Error('offline'))]) {
      const { rt, storage } = testRuntime(srv.url, { cookies: { 'Admin-Token': TOKEN } });
      storage.setItem(VIEW_OF_PATH_KEY, JSON.stringify({ '/': 'dashboard' }));
      const shell = createShell({ runtime: rt, mode: 'memory', titleOf: (r) => r.path, preloadView });
      await vi.waitFor(() => expect(shell.nav.store.getState().ready).toBe(true), { timeout: VIEW_WAIT_MS * 10 });
      expect(shell.nav.store.getState().routes).not.toBeNull();
      shell.stop();
    }
  });

  it('a kept table that is not JSON is ignored', () => {
    const { rt, storage } = testRuntime(srv.url, { cookies: { 'Admin-Token': TOKEN } });
    storage.setItem(VIEW_OF_PATH_KEY, '{not json');
    const preloadView = vi.fn();
    createShell({ runtime: rt, mode: 'memory', titleOf: (r) => r.path, preloadView }).stop();
    expect(preloadView).not.toHaveBeenCalled();
  });
});
