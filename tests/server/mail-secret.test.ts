// The SMTP password at rest (notify/secret.ts): sealed in the database, never in clear; one saved in clear by
// an earlier version is sealed at the next start; a server whose HOS_SIGN_KEY changed says, in the
// caller's language, that the password must be entered again, and sends nothing meanwhile.
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_KEY } from '../../src/core/http/sign.ts';
import { mailKey, openSecret, sealSecret } from '../../demo/server/notify/secret.ts';
import { startTestServer, withDb, type TestServer } from './helpers.ts';

const SETTINGS = { enabled: true, host: '127.0.0.1', port: 2525, tls: 'none', from: 'hos@example.org', user: 'relay-user', appUrl: 'https://hos.example.org' };
const stored = (s: TestServer) => withDb(s, async (db) => (await db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'mail'"))!.value);
const putStored = (s: TestServer, value: string) => withDb(s, (db) => db.run("UPDATE meta SET value = ? WHERE key = 'mail'", value));

describe('the SMTP password at rest', () => {
  let s: TestServer | undefined;
  afterAll(async () => { await s?.stop(); });

  it('seals and opens; another key, or a changed byte, does not open', () => {
    const key = mailKey(DEFAULT_SIGN_KEY);
    const sealed = sealSecret('smtp-secret', key);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('smtp-secret');
    expect(sealSecret('smtp-secret', key)).not.toBe(sealed);
    expect(openSecret(sealed, key)).toBe('smtp-secret');
    expect(() => openSecret(sealed, mailKey('another key'))).toThrow(/HOS_SIGN_KEY/);
    const at = sealed.length - 2; // a data character of the cipher text (the last one also carries padding bits)
    const changed = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(changed).not.toBe(sealed);
    expect(() => openSecret(changed, key)).toThrow();
    expect(openSecret('plain from before', key)).toBe('plain from before');
  });

  it('is sealed in the database; a clear one from before is sealed at start; a changed signing key asks for it again', async () => {
    s = await startTestServer();
    const admin = await s.login('admin');
    expect((await s.call('PUT', '/api/v1/mail/settings', { token: admin, body: { ...SETTINGS, password: 'smtp-secret' } })).code).toBe(200);
    const value = JSON.parse(await stored(s)) as { password: string };
    expect(JSON.stringify(value)).not.toContain('smtp-secret');
    expect(openSecret(value.password, mailKey(DEFAULT_SIGN_KEY))).toBe('smtp-secret');

    // an earlier version kept it in clear: the next start seals it
    await putStored(s, JSON.stringify({ ...value, password: 'clear-from-before' }));
    const { dataDir, databaseUrl } = s;
    await s.stop({ keepData: true });
    s = await startTestServer({ dataDir, databaseUrl });
    const resealed = (JSON.parse(await stored(s)) as { password: string }).password;
    expect(resealed).toMatch(/^v1:/);
    expect(openSecret(resealed, mailKey(DEFAULT_SIGN_KEY))).toBe('clear-from-before');
    expect((await s.call('GET', '/api/v1/mail/settings', { token: await s.login('admin') })).data).toMatchObject({ hasPassword: true, passwordUnreadable: false });

    // the same database under another signing key
    await s.stop({ keepData: true });
    s = await startTestServer({ dataDir, databaseUrl, signKey: 'a-new-signing-key-of-this-hospital' });
    const token = await s.login('admin');
    expect((await s.call('GET', '/api/v1/mail/settings', { token })).data).toMatchObject({ hasPassword: true, passwordUnreadable: true });
    expect(await s.call('POST', '/api/v1/mail/test', { token, body: { to: 'someone@example.org' }, headers: { 'Accept-Language': 'en' } }))
      .toMatchObject({ code: 400, msg: "The saved SMTP password cannot be read (the server's signing key has changed): enter the password again and save" });
    expect((await s.call('POST', '/api/v1/mail/outbox/run', { token, body: {} })).data).toEqual({ sent: 0, failed: 0 });
    // entering it again mends it
    await s.call('PUT', '/api/v1/mail/settings', { token, body: { ...SETTINGS, password: 'smtp-secret-2' } });
    expect((await s.call('GET', '/api/v1/mail/settings', { token })).data).toMatchObject({ hasPassword: true, passwordUnreadable: false });
  });
});
