// Issue 25 §4: with only the token cookie the session loads the user by itself, once, when an element
// needs it (the renderer's prefill), quietly when the token has ended, and not at all without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, scriptedServer, testRuntime } from './helpers.ts';

const info = { roles: ['nurse'], username: 'nurse01', name: '刘护士', workNo: '20190123', deptName: '内分泌科' };
let srv: Awaited<ReturnType<typeof scriptedServer>>;
let status = 200;
beforeAll(async () => {
  srv = await scriptedServer({
    'GET /api/v1/getinfo': (req, res) => (status === 200 ? json({ code: 200, data: { records: [info] } })(req, res) : json({ code: 401, msg: 'expired' }, 401)(req, res)),
  });
});
afterAll(() => srv.close());

const infoCalls = () => srv.calls.filter((c) => c.url.startsWith('/api/v1/getinfo')).length;

describe('session.ensureUser', () => {
  it('loads the user once for the token cookie, however many elements ask', async () => {
    status = 200;
    const before = infoCalls();
    const { rt } = testRuntime(srv.url, { cookies: { 'Admin-Token': 'T1' } });
    await Promise.all([rt.session.ensureUser(), rt.session.ensureUser(), rt.session.ensureUser()]);
    expect(rt.session.getState()).toMatchObject({ name: '刘护士', workNo: '20190123', deptName: '内分泌科' });
    await rt.session.ensureUser();
    expect(infoCalls() - before).toBe(1);
    expect(srv.calls.at(-1)!.headers.authorization).toBe('Bearer T1');
  });

  it('makes no call without a token', async () => {
    const before = infoCalls();
    const { rt } = testRuntime(srv.url);
    await rt.session.ensureUser();
    expect(infoCalls() - before).toBe(0);
  });

  it('an ended token: resolves without a prompt or a toast, the user stays empty', async () => {
    status = 401;
    const { rt, toasts, confirms } = testRuntime(srv.url, { cookies: { 'Admin-Token': 'OLD' } });
    await rt.session.ensureUser();
    expect(rt.session.getState().name).toBe('');
    expect(toasts).toEqual([]);
    expect(confirms).toEqual([]);
  });
});
