// Issue 32 §2: the installed app opens without a network. The user last loaded with the current token
// (roles, menu, name) answers a getinfo that got no answer at all; another token, a server's refusal or a
// sign-out never gets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, scriptedServer, testRuntime } from './helpers.ts';
import { OFFLINE_USER_KEY } from '../../../src/core/session/createSession.ts';

const info = { roles: ['nurse'], menuList: [{ id: 1, menuRoute: '/x', menuDisp: 'X', menuType: 'F' }], username: 'nurse02', name: '王护士' };
let srv: Awaited<ReturnType<typeof scriptedServer>>;
beforeAll(async () => {
  srv = await scriptedServer({ 'GET /api/v1/getinfo': json({ code: 200, data: { records: [info] } }) });
});
afterAll(() => srv.close());

/** A port nobody listens on: the request gets no answer (what a dead Wi-Fi looks like to axios). */
const DEAD = 'http://127.0.0.1:9';
const TOKEN_1 = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoibnVyc2UwMiJ9.c2lnbmF0dXJlLW9uZQ';
const TOKEN_2 = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoibnVyc2UwMyJ9.c2lnbmF0dXJlLXR3bw';

describe('session offline', () => {
  it('a getinfo with no answer gets the user last loaded with the same token', async () => {
    const { rt, cookies, storage } = testRuntime(srv.url, { cookies: { 'Admin-Token': TOKEN_1 } });
    await rt.session.getInfo();
    expect(storage.getItem(OFFLINE_USER_KEY)).not.toContain(TOKEN_1);
    rt.configure({ apiBase: DEAD });
    rt.session.store.setState({ roles: [], menuList: [], name: '' });
    const got = await rt.session.getInfo();
    expect(got.username).toBe('nurse02');
    expect(rt.session.getState()).toMatchObject({ roles: ['nurse'], name: '王护士' });
    // another token: nothing kept for it
    cookies.set('Admin-Token', TOKEN_2);
    await expect(rt.session.getInfo()).rejects.toThrow();
    // signed out: the copy goes with the token
    cookies.set('Admin-Token', TOKEN_1);
    rt.session.resetToken();
    expect(storage.getItem(OFFLINE_USER_KEY)).toBeNull();
  });

  it('a server that answers with a refusal is not overridden by the copy', async () => {
    const { rt } = testRuntime(srv.url, { cookies: { 'Admin-Token': 'eyJhbGciOiJIUzI1NiJ9.three.sig3' } });
    await rt.session.getInfo();
    const refusing = await scriptedServer({ 'GET /api/v1/getinfo': json({ code: 500, msg: 'down' }) });
    try {
      rt.configure({ apiBase: refusing.url });
      await expect(rt.session.getInfo()).rejects.toThrow('down');
    } finally {
      refusing.close();
    }
  });
});
