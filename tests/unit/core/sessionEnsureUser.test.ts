// Issue 25 §4 (src/core/session/ensureUser.ts): with only the token cookie the user is loaded by itself, once, when an element
// needs it (the renderer's prefill), quietly when the token has ended, and not at all without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, scriptedServer, testRuntime } from './helpers.ts';
import { ensureUser as ensure } from '../../../src/core/session/ensureUser.ts';

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

describe('ensureUser', () => {
  it('loads the user once for the token cookie, however many elements ask', async () => {
    status = 200;
    const before = infoCalls();
    const { rt } = testRuntime(srv.url, { cookies: { 'Admin-Token': 'T1' } });
    await Promise.all([ensure(rt.session), ensure(rt.session), ensure(rt.session)]);
    expect(rt.session.getState()).toMatchObject({ name: '刘护士', workNo: '20190123', deptName: '内分泌科' });
    await ensure(rt.session);
    expect(infoCalls() - before).toBe(1);
    expect(srv.calls.at(-1)!.headers.authorization).toBe('Bearer T1');
  });

  it('makes no call without a token', async () => {
    const before = infoCalls();
    const { rt } = testRuntime(srv.url);
    await ensure(rt.session);
    expect(infoCalls() - before).toBe(0);
  });

  it('an ended token: resolves without a prompt or a toast, the user stays empty', async () => {
    status = 401;
    const { rt, toasts, confirms } = testRuntime(srv.url, { cookies: { 'Admin-Token': 'OLD' } });
    await ensure(rt.session);
    expect(rt.session.getState().name).toBe('');
    expect(toasts).toEqual([]);
    expect(confirms).toEqual([]);
  });
});
