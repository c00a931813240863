// Issue 24 §1-3: the sign-in limiter counts an attempt before the password hash runs (parallel guesses
// never get past it), an attack on an account does not lock its owner out from an address that has not
// failed, and the old password of a password change is guarded by the same counters.
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, startTestServer, withDb, type TestServer } from './helpers.ts';
import { json } from './probeHelpers.ts';

const servers: TestServer[] = [];
const start = async (opts = {}) => { const s = await startTestServer(opts); servers.push(s); return s; };
afterEach(async () => { while (servers.length) await servers.pop()!.stop(); });

const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const login = (s: TestServer, username: string, password: string, headers: Record<string, string> = {}) =>
  json(s, 'POST', '/login', { username, password }, undefined, headers);
const tally = (codes: number[]) => codes.reduce<Record<number, number>>((m, c) => ({ ...m, [c]: (m[c] ?? 0) + 1 }), {});

describe('parallel guesses', () => {
  it('40 at once from one address, the right password last: no token; at most the limit reach the password check', async () => {
    const s = await start();
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? ACCOUNTS.nurse01 : `Wrong@${i}x`));
    const answers = await Promise.all(guesses.map((p) => login(s, 'nurse01', p)));
    const codes = answers.map((a) => a.json.code as number);
    expect(answers.filter((a) => a.json.data?.token)).toEqual([]);
    // the default limit is 5: the first 5 counted, the 5th of them already answered with the lock
    expect(tally(codes)).toEqual({ 400: 4, 429: 36 });
    // the counter holds every checked guess, as if they had come one after the other
    const row = await withDb(s, (d) => d.get<{ failures: number }>('SELECT failures FROM login_throttle WHERE key = ?', 'user:nurse01@127.0.0.1'));
    expect(row?.failures).toBe(5);
  });

  it('20 right sign-ins of one account sent together all get in (the first ones give their count back)', async () => {
    const s = await start();
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(s, 'owner01', ACCOUNTS.owner01)));
    expect(tally(answers.map((a) => a.json.code as number))).toEqual({ 200: 20 });
    const rows = await withDb(s, (d) => d.all<{ key: string; failures: number }>('SELECT key, failures FROM login_throttle WHERE failures > 0'));
    expect(rows).toEqual([]);
  });

  it('100 at once across accounts from one address: the address limit holds them all', async () => {
    const s = await start({ loginIpMaxFailures: 10 });
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      login(s, i === 99 ? 'admin' : `user${i % 7}`, i === 99 ? ACCOUNTS.admin : 'Wrong@2024')));
    expect(answers.filter((a) => a.json.data?.token)).toEqual([]);
    expect(answers.filter((a) => a.json.code !== 429).length).toBeLessThanOrEqual(10);
  });
});

describe('an attack does not lock the owner out', () => {
  it('the right password from an address without failures gets in while the account is locked for the attackers', async () => {
    const s = await start({ trustProxy: true, loginMaxFailures: 3, loginAccountMaxFailures: 6 });
    // one address guesses until it is locked
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await login(s, 'approver01', 'Wrong@2024', from('10.0.0.1'))).json.code);
    expect(codes).toEqual([400, 400, 429, 429]);
    // more addresses, one guess each: the account (3 + 3 failures) is locked, and each new address still
    // gets its one guess, whose failure renews the lock
    const more: number[] = [];
    for (let i = 2; i <= 6; i++) more.push((await login(s, 'approver01', 'Wrong@2024', from(`10.0.0.${i}`))).json.code);
    expect(more).toEqual([400, 400, 429, 429, 429]);
    // an address that failed waits, even with the right password
    expect((await login(s, 'approver01', ACCOUNTS.approver01, from('10.0.0.2'))).json.code).toBe(429);
    // the owner at a desk that has not failed gets in, in both API families
    const owner = await login(s, 'approver01', ACCOUNTS.approver01, from('10.0.0.99'));
    expect(owner.json.code).toBe(200);
    expect(owner.json.data.token).toEqual(expect.any(String));
    // a success gives back only the owner's own count: the attackers' addresses still wait
    expect((await login(s, 'approver01', ACCOUNTS.approver01, from('10.0.0.3'))).json.code).toBe(429);
    // and a new address still gets one guess only before the account's lock holds it
    expect((await login(s, 'approver01', 'Wrong@2024', from('10.0.0.7'))).json.code).toBe(429);
    expect((await login(s, 'approver01', ACCOUNTS.approver01, from('10.0.0.7'))).json.code).toBe(429);
  });
});

describe('the old password of a password change', () => {
  it('wrong old passwords are throttled like sign-ins; the lock holds the right one too', async () => {
    const s = await start();
    const token = await s.login('tech01');
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      codes.push((await json(s, 'PUT', '/api/v1/user/pwd', { oldPassword: `Wrong@${i}x`, newPassword: 'Brand@New2024' }, token)).json.code);
    }
    expect(codes).toEqual([400, 400, 400, 400, 429, 429, 429, 429]);
    const right = await json(s, 'PUT', '/api/v1/user/pwd', { oldPassword: ACCOUNTS.tech01, newPassword: 'Brand@New2024' }, token);
    expect(right.json.code).toBe(429);
    // the forced first change goes through the same counters
    expect((await json(s, 'PUT', '/api/v1/user/setDefaultPwd', { oldPassword: ACCOUNTS.tech01, newPassword: 'Brand@New2024' }, token)).json.code).toBe(429);
    // and so does signing in from that address
    expect((await login(s, 'tech01', ACCOUNTS.tech01)).json.code).toBe(429);
  });
});
