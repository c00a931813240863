// Probe: login throttling (issue 10 §2, issue 24). Failures are counted per account on an address, per
// client address and per account in the database (login-attack.test.ts: parallel guesses and lock-out); the limit locks with doubling waits, the answer (429 in the envelope) says when to retry in
// the caller's language, every lockout is in the audit log, and two servers on one database share it all.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, withDb, type TestServer } from './helpers.ts';
import { json, until } from './probeHelpers.ts';

// short waits so the tests can see a lock end: 3 failures per account, 6 per address, 300 ms doubling
const POLICY = { loginMaxFailures: 3, loginIpMaxFailures: 6, loginBaseDelayMs: 300, loginMaxDelayMs: 5000 };
// a lock that outlasts a slow scrypt on a busy machine and the wait for attempts still in flight
// (SETTLE_MS), for the tests that do not wait for its end
const LONG = { loginBaseDelayMs: 60_000 };
const servers: TestServer[] = [];
const start = async (opts = {}) => { const s = await startTestServer({ ...POLICY, ...opts }); servers.push(s); return s; };
afterEach(async () => { while (servers.length) await servers.pop()!.stop(); });
afterAll(async () => { while (servers.length) await servers.pop()!.stop(); });

const login = (s: TestServer, username: string, password: string, headers: Record<string, string> = {}) => json(s, 'POST', '/login', { username, password }, undefined, headers);

function row(s: TestServer, key: string): Promise<{ failures: number; lastFailureAt: number; lockedUntil: number } | undefined> {
  return withDb(s, (d) => d.get('SELECT failures, last_failure_at AS lastFailureAt, locked_until AS lockedUntil FROM login_throttle WHERE key = ?', key));
}
function audit(s: TestServer): Promise<{ event: string; username: string; ip: string; at: number; detail: string }[]> {
  // the audit log is written behind the requests (issue 33 §5); the lock-outs among its rows
  return s.server.auditFlushed().then(() => withDb(s, (d) => d.all("SELECT event, username, ip, at, detail FROM audit_log WHERE event = 'login.lockout' ORDER BY id")));
}
const lockOver = (s: TestServer, key: string) => until(async () => (((await row(s, key))?.lockedUntil ?? 0) < Date.now() ? true : undefined), `the lock of ${key} to end`);

describe('per account', () => {
  it('locks after the limit with a 429 that says when to try again; the right password waits too; the lockout is audited', async () => {
    const s = await start(LONG);
    for (let i = 0; i < 2; i++) expect((await login(s, 'nurse01', 'Wrong@2024')).json).toMatchObject({ code: 400, msg: '用户名或密码错误' });
    const third = await login(s, 'nurse01', 'Wrong@2024');
    expect(third.json.code).toBe(429);
    expect(third.json.data.retryAfter).toBeGreaterThanOrEqual(1);
    expect(third.headers['retry-after']).toBe(String(third.json.data.retryAfter));
    expect(third.json.msg).toMatch(/^登录失败次数过多，请在 \d{2}:\d{2}:\d{2} 之后重试（约 \d+ 秒后）$/);
    const en = await login(s, 'nurse01', 'Nurse@2024', { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(en.json.code).toBe(429);
    expect(en.json.data.token).toBeUndefined();
    expect(en.json.msg).toMatch(/^Too many failed sign-ins\. Try again after \d{2}:\d{2}:\d{2} \(in about \d+ seconds\)\.$/);
    // the old-API family keeps its envelope
    const sys = await s.sys('/SYS/HRAILOGIN/LOGIN', { username: 'nurse01', password: 'Nurse@2024' });
    expect(sys.code).toBe(429);
    const entries = await audit(s);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ event: 'login.lockout', username: 'nurse01', ip: '127.0.0.1' });
    expect(JSON.parse(entries[0].detail)).toMatchObject({ key: 'user:nurse01@127.0.0.1', failures: 3 });
    // another account from the same address is not locked by this one
    expect((await login(s, 'admin', 'Admin@2024')).json.code).toBe(200);
  });

  it('each further failure doubles the wait; a successful login clears the account', async () => {
    // the address limit out of the way: this test counts one account's failures only
    const s = await start({ loginIpMaxFailures: 100 });
    for (let i = 0; i < 3; i++) await login(s, 'approver01', 'Wrong@2024');
    const first = (await row(s, 'user:approver01@127.0.0.1'))!;
    expect(first.lockedUntil - first.lastFailureAt).toBe(300);
    await lockOver(s, 'user:approver01@127.0.0.1');
    expect((await login(s, 'approver01', 'Wrong@2024')).json.code).toBe(429);
    const second = (await row(s, 'user:approver01@127.0.0.1'))!;
    expect(second.lockedUntil - second.lastFailureAt).toBe(600);
    await lockOver(s, 'user:approver01@127.0.0.1');
    expect((await login(s, 'approver01', 'Wrong@2024')).json.code).toBe(429);
    const third = (await row(s, 'user:approver01@127.0.0.1'))!;
    expect(third.lockedUntil - third.lastFailureAt).toBe(1200);
    expect((await audit(s)).map((a) => JSON.parse(a.detail).failures)).toEqual([3, 4, 5]);
    await lockOver(s, 'user:approver01@127.0.0.1');
    expect((await login(s, 'approver01', 'Approve@2024')).json.code).toBe(200);
    expect(await row(s, 'user:approver01@127.0.0.1')).toBeUndefined();
    expect((await login(s, 'approver01', 'Wrong@2024')).json.code).toBe(400);
  });

  it('an unknown account counts like a known one (no way to tell them apart); case does not dodge the counter', async () => {
    const s = await start();
    for (const u of ['ghost', 'GHOST']) expect((await login(s, u, 'Wrong@2024')).json.code).toBe(400);
    expect((await login(s, 'Ghost', 'Wrong@2024')).json.code).toBe(429);
  });
});

describe('per address', () => {
  it('many accounts guessed from one address lock that address for every account', async () => {
    const s = await start({ loginBaseDelayMs: 4000 });
    for (let i = 0; i < 5; i++) expect((await login(s, `user${i}`, 'Wrong@2024')).json.code).toBe(400);
    expect((await login(s, 'user5', 'Wrong@2024')).json.code).toBe(429);
    // even the right password of an untouched account waits now
    expect((await login(s, 'admin', 'Admin@2024')).json.code).toBe(429);
    expect((await audit(s)).map((a) => JSON.parse(a.detail).key)).toContain('ip:127.0.0.1');
    await lockOver(s, 'ip:127.0.0.1');
    expect((await login(s, 'admin', 'Admin@2024')).json.code).toBe(200);
  });

  it('behind a trusted proxy the address is the one the proxy appended to X-Forwarded-For', async () => {
    const s = await start({ trustProxy: true, ...LONG });
    const from = (ip: string) => ({ 'X-Forwarded-For': `203.0.113.9, ${ip}` });
    for (let i = 0; i < 6; i++) await login(s, `user${i}`, 'Wrong@2024', from('10.0.0.1'));
    expect((await login(s, 'admin', 'Admin@2024', from('10.0.0.1'))).json.code).toBe(429);
    expect((await login(s, 'admin', 'Admin@2024', from('10.0.0.2'))).json.code).toBe(200);
  });
});

describe('two servers on one database', () => {
  it('share the counters: failures on one lock the account on the other', async () => {
    const dataDir = tempDir();
    const a = await start({ dataDir, ...LONG });
    const b = await start({ dataDir, ...LONG });
    await login(a, 'tech01', 'Wrong@2024');
    await login(b, 'tech01', 'Wrong@2024');
    expect((await login(a, 'tech01', 'Wrong@2024')).json.code).toBe(429);
    expect((await login(b, 'tech01', 'Tech@2024')).json.code).toBe(429);
  });
});
