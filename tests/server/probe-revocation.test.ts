// Probe: revocation (issue 10 §2). Changing a password (one's own or by an admin), disabling and deleting
// a user end every token and every unused SSO ticket of that user; the session that changed its own
// password lives on only for its logout and cannot be refreshed; refresh stays bounded by the window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_PASSWORD, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterAll(async () => { await s.stop(); });

const info = async (token: string) => (await s.call('GET', '/api/v1/getinfo', { token })).code;
const ticket = async (token: string) => (await s.call('POST', '/api/v1/sso/ticket', { token, body: {} })).data.ticket as string;
const useTicket = async (t: string) => (await s.sys('/SYS/HRAILOGIN/SSO', { ticket: t })).code;
const userId = async (username: string) =>
  ((await s.call('GET', '/api/v1/sysAllUserList', { token: admin })).data as { id: number; username: string }[]).find((u) => u.username === username)!.id;

describe('credential changes end tokens and tickets', () => {
  it('changing one\'s own password: other tokens and tickets end; this token may log out but never refresh', async () => {
    const here = await s.login('quality01');
    const elsewhere = await s.login('quality01');
    const t1 = await ticket(elsewhere);
    const r = await s.call('PUT', '/api/v1/user/pwd', { token: here, body: { oldPassword: 'Quality@2024', newPassword: 'Quality@2025' } });
    expect(r.code).toBe(200);
    expect(await info(elsewhere)).toBe(401);
    expect(await useTicket(t1)).toBe(401);
    expect((await s.call('POST', '/refreshtoken', { token: here })).code).toBe(401);
    expect((await s.call('POST', '/logout', { token: here })).code).toBe(200);
    expect(await info(here)).toBe(401);
    // the new password works, the old one does not
    expect((await s.call('POST', '/login', { body: { username: 'quality01', password: 'Quality@2024' } })).code).toBe(400);
    expect((await s.login('quality01', 'Quality@2025')).length).toBe(64);
  });

  it('an admin setting a user\'s password ends all of that user\'s tokens and tickets', async () => {
    const t = await s.login('nurse02', OTHER_PASSWORD);
    const tk = await ticket(t);
    const j = await s.sys('/SYS/SYuser/doUpdatePass', { id: await userId('nurse02'), password: 'Changed@2025' }, { token: admin });
    expect(j.code).toBe(200);
    expect(await info(t)).toBe(401);
    expect(await useTicket(tk)).toBe(401);
    expect((await s.call('POST', '/refreshtoken', { token: t })).code).toBe(401);
  });

  it('disabling a user ends their tokens and tickets; enabling again does not bring them back', async () => {
    const t = await s.login('nurse03', OTHER_PASSWORD);
    const tk = await ticket(t);
    const id = await userId('nurse03');
    expect((await s.sys('/SYS/SYuser/doOff', { userID: id }, { token: admin, method: 'PUT' })).code).toBe(200);
    expect(await info(t)).toBe(401);
    expect((await s.sys('/SYS/SYuser/doOpen', { userID: id }, { token: admin, method: 'PUT' })).code).toBe(200);
    expect(await info(t)).toBe(401);
    expect(await useTicket(tk)).toBe(401);
  });

  it('deleting a user ends their tokens and tickets', async () => {
    const t = await s.login('nurse05', OTHER_PASSWORD);
    const tk = await ticket(t);
    expect((await s.sys('/SYS/SYuser/doDelete', { userID: await userId('nurse05') }, { token: admin, method: 'DELETE' })).code).toBe(200);
    expect(await info(t)).toBe(401);
    expect(await useTicket(tk)).toBe(401);
  });

  it('a ticket of an unchanged user still works once (the revocation is targeted)', async () => {
    const t = await s.login('tech01');
    const tk = await ticket(t);
    expect(await useTicket(tk)).toBe(200);
    expect(await useTicket(tk)).toBe(401);
  });
});

describe('refresh stays bounded', () => {
  it('refresh is refused past the window counted from the original login, across refreshes', async () => {
    const bounded = await startTestServer({ refreshWindowMs: 0 });
    try {
      const t = await bounded.login('approver01');
      expect((await bounded.call('POST', '/refreshtoken', { token: t })).code).toBe(401);
    } finally {
      await bounded.stop();
    }
  });
});
