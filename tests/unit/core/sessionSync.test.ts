// Issue 33 §9 (src/core/session/sessionSync.ts): two tabs of one browser (one cookie jar, one channel). A sign-in,
// a sign-out, a role switch or a refresh in one reaches the other without a reload; a cookie changed by
// someone else (a portal) is noticed by the cookie check alone; nothing secret goes on the channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, scriptedServer } from './helpers.ts';
import { createRuntime } from '../../../src/core/runtime.ts';
import { memoryCookieJar, memoryStorage, type CookieJar } from '../../../src/core/session/cookies.ts';
import { startSessionSync, type ChannelLike } from '../../../src/core/session/sessionSync.ts';

const USERS: Record<string, { roles: string[]; username: string; name: string; activeRole?: string }> = {
  'T-nurse': { roles: ['nurse'], username: 'nurse01', name: '刘护士' },
  'T-nurse-2': { roles: ['nurse'], username: 'nurse01', name: '刘护士' },
  'T-head': { roles: ['head', 'nurse'], username: 'head01', name: '王主任', activeRole: 'head' },
  'T-head-nurse': { roles: ['head', 'nurse'], username: 'head01', name: '王主任', activeRole: 'nurse' },
};
let srv: Awaited<ReturnType<typeof scriptedServer>>;
beforeAll(async () => {
  srv = await scriptedServer({
    'POST /login': (req, res) => json({ code: 200, data: { token: (req.body as { username: string }).username === 'head01' ? 'T-head' : 'T-nurse' } })(req, res),
    'POST /logout': json({ code: 200, data: null }),
    'POST /refreshtoken': json({ code: 200, data: { token: 'T-nurse-2' } }),
    'GET /api/v1/getinfo': (req, res) => {
      const user = USERS[String(req.headers.authorization).replace('Bearer ', '')];
      return user ? json({ code: 200, data: { records: [user] } })(req, res) : json({ code: 401, msg: 'expired' }, 401)(req, res);
    },
  });
});
afterAll(() => srv.close());

/** A BroadcastChannel between tabs: a message reaches every other end, never its sender. */
function channelHub() {
  const ends: ChannelLike[] = [];
  const sent: unknown[] = [];
  return {
    sent,
    open(): ChannelLike {
      const end: ChannelLike = {
        onmessage: null,
        postMessage(data) {
          sent.push(data);
          for (const other of ends) if (other !== end) other.onmessage?.({ data });
        },
        close() { ends.splice(ends.indexOf(end), 1); },
      };
      ends.push(end);
      return end;
    },
  };
}

/** One tab: its own runtime over the browser's cookies; its cookie check is run by hand (`tick`). */
function tab(cookies: CookieJar, hub: ReturnType<typeof channelHub> | null) {
  const rt = createRuntime({ cookies, storage: memoryStorage(), config: { apiBase: srv.url, oldApiBase: srv.url + '/xjs-api' }, reload: () => undefined });
  rt.ui.attach({ toast: () => undefined, confirm: async () => false });
  const ticks: (() => void)[] = [];
  const events: string[] = [];
  for (const e of ['routes', 'closeAllTabs', 'signedOut'] as const) rt.session.on(e, () => events.push(e));
  const stop = startSessionSync({ session: rt.session, channel: hub?.open() ?? null, every: (fn) => (ticks.push(fn), () => undefined) });
  return { rt, events, stop, tick: () => ticks.forEach((fn) => fn()) };
}

/** Waits for a condition (the follow loads the user over http). */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('one session across tabs', () => {
  it('a sign-in, a refresh, a role switch and a sign-out in one tab reach the other over the channel', async () => {
    const cookies = memoryCookieJar();
    const hub = channelHub();
    const a = tab(cookies, hub);
    const b = tab(cookies, hub);

    await a.rt.session.login({ username: 'nurse01', password: 'x' });
    await a.rt.session.getInfo();
    // b had no user loaded: it takes the token, and the first element that needs the user loads it
    expect(b.rt.session.getState()).toMatchObject({ token: 'T-nurse', signedOut: false });
    await b.rt.session.getInfo();

    await a.rt.session.refreshToken();
    await until(() => b.rt.session.getState().token === 'T-nurse-2');
    expect(b.events).toEqual([]); // the same user and role: nothing to redraw

    // another user signs in in tab a: tab b loads him and redraws its menus
    await a.rt.session.login({ username: 'head01', password: 'x' });
    await until(() => b.rt.session.getState().username === 'head01');
    expect(b.rt.session.getState()).toMatchObject({ name: '王主任', activeRole: 'head' });
    expect(b.events).toEqual(['routes', 'closeAllTabs']);

    await a.rt.session.logout();
    await until(() => b.rt.session.getState().signedOut);
    // no token, no roles or menus; the name stays for the sign-in dialog over the page
    expect(b.rt.session.getState()).toMatchObject({ token: '', username: 'head01', roles: [], menuList: [], permissions: [] });
    expect(b.events.at(-1)).toBe('signedOut');
    expect(a.rt.session.getState().signedOut).toBe(true);

    // nothing secret on the channel: only what happened
    expect(JSON.stringify(hub.sent)).not.toMatch(/T-/);
    expect(hub.sent).toContainEqual({ type: 'signedOut' });

    // signing in again in tab b ends the signed-out state there and reaches tab a
    await b.rt.session.login({ username: 'nurse01', password: 'x' });
    expect(b.rt.session.getState().signedOut).toBe(false);
    expect(a.rt.session.getState()).toMatchObject({ token: 'T-nurse', signedOut: false });
    a.stop();
    b.stop();
  });

  it('a cookie changed by someone else (a portal; no channel) is noticed by the cookie check', async () => {
    const cookies = memoryCookieJar({ 'Admin-Token': 'T-head' });
    const t = tab(cookies, null);
    await t.rt.session.getInfo();
    expect(t.rt.session.getState().activeRole).toBe('head');

    t.tick();
    expect(t.events).toEqual([]); // nothing changed

    cookies.set('Admin-Token', 'T-head-nurse'); // the portal switched the role
    t.tick();
    await until(() => t.rt.session.getState().activeRole === 'nurse');
    expect(t.events).toEqual(['routes', 'closeAllTabs']);

    cookies.remove('Admin-Token'); // the portal signed out
    t.tick();
    await until(() => t.rt.session.getState().signedOut);
    expect(t.events.at(-1)).toBe('signedOut');
    t.tick();
    expect(t.events.filter((e) => e === 'signedOut')).toHaveLength(1);
    t.stop();
  });
});
