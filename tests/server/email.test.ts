// Issue 26 §4: reminders by e-mail against a real SMTP server (the `smtp-server` package). The outbox row
// is written with the action; the sender delivers it afterwards (POST /api/v1/mail/outbox/run runs it now).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { startTestServer, withDb, type TestServer } from './helpers.ts';
import { notifyReportPublished } from '../../demo/server/notify/index.ts';
import { wfClient } from './wf.ts';

interface Received { to: string[]; subject: string; text: string; html: string }

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / ?B?) of a header. */
function decodeWords(v: string): string {
  return v.replace(/\r?\n[ \t]/g, ' ').replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*(?==\?)/gi, '=?utf-8?$1?$2?=').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')));
}
function qp(s: string): string {
  const bytes: number[] = [];
  const src = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) { bytes.push(parseInt(src.slice(i + 1, i + 3), 16)); i += 2; }
    else bytes.push(...Buffer.from(src[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
/** The subject, text and HTML parts of a raw message (nodemailer's multipart/alternative). */
function parse(raw: string, to: string[]): Received {
  const [head] = raw.split(/\r?\n\r?\n/, 1);
  const subject = decodeWords(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '');
  const part = (type: string) => {
    const m = new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)\\r?\\n--`, 'i').exec(raw);
    if (!m) return '';
    const headers = raw.slice(0, m.index + m[0].length - m[1].length - 4).split(/Content-Type: /i).at(-1) ?? '';
    const enc = /Content-Transfer-Encoding: (\S+)/i.exec(headers)?.[1]?.toLowerCase();
    return enc === 'base64' ? Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8') : enc === 'quoted-printable' ? qp(m[1]) : m[1];
  };
  return { to, subject, text: part('text/plain'), html: part('text/html') };
}

/** A test SMTP server: keeps what it receives; `fail` makes it refuse every sender. */
async function smtp(opts: { fail?: boolean } = {}) {
  const got: Received[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
    onMailFrom(_a, _s, cb) {
      if (opts.fail) { const e = new Error('mailbox unavailable (test)') as Error & { responseCode: number }; e.responseCode = 550; cb(e); } else cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => { got.push(parse(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address))); cb(); });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.server.address() as AddressInfo).port;
  return { got, port, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

const APP = 'https://hos.example.org';
const settings = (port: number, enabled = true) => ({ enabled, host: '127.0.0.1', port, tls: 'none', from: 'hos@example.org', user: '', appUrl: APP });
const ALL = ['todo', 'overdue', 'returned', 'report'];

describe('reminders by e-mail', () => {
  let s: TestServer;
  let w: ReturnType<typeof wfClient>;
  let mailbox: Awaited<ReturnType<typeof smtp>>;
  beforeAll(async () => {
    mailbox = await smtp();
    s = await startTestServer({ testClock: true });
    w = wfClient(s);
  });
  afterAll(async () => {
    await s?.stop();
    await mailbox?.close();
  });
  const outbox = async (status = '') => (await w.get('admin', `/api/v1/mail/outbox?pageSize=100${status ? '&status=' + status : ''}`)).data;
  const run = async () => (await w.call('admin', 'POST', '/api/v1/mail/outbox/run', {})).data as { sent: number; failed: number };
  const prefs = (user: string, body: Record<string, unknown>) => w.call(user, 'PUT', '/api/v1/user/mail-prefs', body);

  it('is off by default: actions and overdue reminders queue and send nothing', async () => {
    const st = await w.get('admin', '/api/v1/mail/settings');
    expect(st.data).toMatchObject({ enabled: false, hasPassword: false });
    expect(st.data).not.toHaveProperty('password');
    expect((await prefs('approver01', { email: 'approver01@example.org', mailLang: 'en', kinds: ALL })).code).toBe(200);
    const id = (await w.report('nurse01', { grade: 'III', title: 'Mail off' })).data.id;
    expect(id).toBeGreaterThan(0);
    await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: 73 * 3600_000 });
    // the bell got both (the to-do and the reminder), e-mail nothing
    expect((await w.messages('approver01')).filter((m) => m.relatedId === id)).toHaveLength(2);
    expect((await outbox()).count).toBe(0);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(mailbox.got).toHaveLength(0);
  });

  it('an overdue reminder reaches the SMTP server exactly once, in the recipient\'s language, with the link', async () => {
    // the settings: refused while incomplete, the password kept and never sent back
    expect((await w.call('admin', 'PUT', '/api/v1/mail/settings', { ...settings(mailbox.port), from: '' })).code).toBe(400);
    expect((await w.call('nurse01', 'PUT', '/api/v1/mail/settings', settings(mailbox.port))).code).toBe(403);
    const saved = await w.call('admin', 'PUT', '/api/v1/mail/settings', { ...settings(mailbox.port), password: 'smtp-secret' });
    expect(saved.data).toMatchObject({ enabled: true, hasPassword: true });
    expect(JSON.stringify(saved)).not.toContain('smtp-secret');
    expect(JSON.stringify(await w.get('admin', '/api/v1/mail/settings'))).not.toContain('smtp-secret');
    // the test server takes no sign-in: no user, so the saved password is not used
    await w.call('admin', 'PUT', '/api/v1/mail/settings', settings(mailbox.port));
    expect((await w.get('admin', '/api/v1/mail/settings')).data.hasPassword).toBe(true);

    // approver01 reads English, quality01 Chinese (the sign-in language, zh-CN here) and only overdue reminders
    await prefs('approver01', { email: 'approver01@example.org', mailLang: 'en', kinds: ALL });
    await prefs('quality01', { email: 'quality01@example.org', mailLang: '', kinds: ['overdue'] });
    const before = mailbox.got.length;
    const id = (await w.report('nurse01', { grade: 'III', title: '超期邮件测试' })).data.id;
    const link = `${APP}/newBaqsj/lookDetail?id=${id}`;

    // the new to-do: one e-mail to the department reviewer
    await run();
    // (the seeded records' own reminders go out too: only this record's e-mails are looked at)
    const mine = () => mailbox.got.slice(before).filter((m) => m.text.includes(link));
    const todo = mine();
    expect(todo).toHaveLength(1);
    // leaving the hospital, a record is named by its number and category, never by its title (issue 33 §6)
    expect(todo[0]).toMatchObject({ to: ['approver01@example.org'], subject: `To do - Adverse event report #${id} · Fall` });
    expect(todo[0].text + todo[0].html).not.toContain('超期邮件测试');
    expect(todo[0].text).toContain(link);

    const moved = await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: 73 * 3600_000 });
    expect(moved.data.reminded).toBeGreaterThanOrEqual(1);
    await run();
    const overdue = mine().slice(1);
    // one per recipient: the reviewer, the quality office and the other holders of the flow's overdue roles (seeded addresses)
    const to = overdue.map((m) => m.to[0]);
    expect(to).toEqual([...new Set(to)]);
    expect(to).toEqual(expect.arrayContaining(['approver01@example.org', 'quality01@example.org']));
    const en = overdue.find((m) => m.to[0] === 'approver01@example.org')!;
    expect(en.subject).toBe(`Overdue - Adverse event report #${id} · Fall`);
    expect(en.text).toContain('is past its time limit');
    expect(en.text).toContain(`Open the record: ${link}`);
    expect(en.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    const zh = overdue.find((m) => m.to[0] === 'quality01@example.org')!;
    expect(zh.subject).toBe(`超期提醒 - 不良事件报告 #${id} · 跌倒/坠床`);
    expect(zh.text).toContain('已超过处理时限');
    expect(zh.text).toContain(`打开记录： ${link}`);

    // once: later sweeps and runs send nothing more for this step entry
    await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: 3600_000 });
    await run();
    expect(mine()).toHaveLength(1 + overdue.length);
    const rows = (await outbox()).list.filter((r: { relatedId: number }) => r.relatedId === id);
    expect(rows).toHaveLength(1 + overdue.length);
    expect(rows.every((r: { status: string; attempts: number }) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('the profile\'s kinds decide what goes by e-mail; the HTML part escapes what people typed', async () => {
    expect((await prefs('approver01', { email: 'approver01@example.org', mailLang: 'en', kinds: ['overdue'] })).data.kinds).toEqual(['overdue']);
    expect((await w.get('approver01', '/api/v1/user/mail-prefs')).data).toMatchObject({ email: 'approver01@example.org', mailLang: 'en', kinds: ['overdue'], enabled: true });
    expect((await prefs('approver01', { email: 'not an address', mailLang: 'en', kinds: [] })).code).toBe(400);
    const before = (await outbox()).count;
    await w.report('nurse01', { grade: 'III', title: 'No mail <b>for</b> this' });
    expect((await outbox()).count).toBe(before);

    await prefs('approver01', { mailLang: 'en', kinds: ALL });
    const sent = mailbox.got.length;
    const typed = (await w.report('nurse01', { grade: 'III', title: 'Mail <b>&</b> this' })).data.id;
    expect((await outbox()).count).toBe(before + 1);
    await run();
    const m = mailbox.got.slice(sent);
    expect(m).toHaveLength(1);
    // what people typed never leaves the hospital: the record's number and category instead
    expect(m[0].html).toContain(`Adverse event report #${typed} · Fall`);
    expect(m[0].html).not.toContain('Mail &lt;b&gt;');
    expect(m[0].html).not.toContain('<b>');
  });

  it('a published report reaches the chosen users by bell and e-mail, in the language they signed in with', async () => {
    const ids = await w.userIds();
    // quality01 chose no e-mail language: the English sign-in decides
    await prefs('quality01', { email: 'quality01@example.org', mailLang: '', kinds: ['report'] });
    const signIn = await s.call('POST', '/login', { body: { username: 'quality01', password: 'Quality@2024' }, headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(signIn.code).toBe(200);
    const before = mailbox.got.length;
    const told = await withDb(s, (db) => db.tx(() => notifyReportPublished(db, {
      title: '2026-10 安全月报', link: '/report/monthly?period=2026-10', actor: { id: ids.admin, name: 'Admin' }, now: Date.now(),
      userIds: [ids.quality01, ids.admin],
    })));
    expect(told).toBe(1);
    expect((await w.messages('quality01')).some((m) => m.title === 'Report published' || m.title === '报告发布')).toBe(true);
    await run();
    const got = mailbox.got.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ to: ['quality01@example.org'], subject: 'Report published - 2026-10 安全月报' });
    expect(got[0].text).toContain('Admin published “2026-10 安全月报”. Please read it.');
    expect(got[0].text).toContain(`${APP}/report/monthly?period=2026-10`);
  });

  it('a failing SMTP server leaves the action green and the row waiting for its next attempt, failed after the last; retry sends it', async () => {
    const bad = await smtp({ fail: true });
    try {
      await w.call('admin', 'PUT', '/api/v1/mail/settings', settings(bad.port));
      const res = await w.report('nurse01', { grade: 'III', title: 'SMTP down' });
      expect(res.code).toBe(200);
      const id = res.data.id;
      const row = async () => (await outbox()).list.find((r: { relatedId: number }) => r.relatedId === id);
      expect(await row()).toMatchObject({ status: 'pending', attempts: 0 });
      expect((await run()).failed).toBeGreaterThanOrEqual(1);
      const first = await row();
      expect(first).toMatchObject({ status: 'pending', attempts: 1 });
      expect(first.lastError).toMatch(/550|unavailable/);
      expect(first.nextAt).toBeGreaterThan((await w.get('admin', '/api/v1/test/clock')).data.now);
      // not due yet: a run now does not try it again
      await run();
      expect((await row()).attempts).toBe(1);
      // the waits grow; after the fifth attempt it is failed
      for (let attempt = 2; attempt <= 5; attempt++) {
        await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: 3 * 3600_000 });
        await run();
        expect((await row()).attempts).toBe(attempt);
      }
      expect(await row()).toMatchObject({ status: 'failed', attempts: 5 });
      expect((await outbox('failed')).list.map((r: { id: number }) => r.id)).toContain((await row()).id);
      // the record went on as usual meanwhile
      expect((await w.detail('approver01', id)).state).not.toBe('draft');

      // the administrator fixes the server and retries
      await w.call('admin', 'PUT', '/api/v1/mail/settings', settings(mailbox.port));
      const sent = mailbox.got.length;
      const retried = await w.call('admin', 'POST', `/api/v1/mail/outbox/${(await row()).id}/retry`, {});
      expect(retried.code).toBe(200);
      expect(await row()).toMatchObject({ status: 'sent' });
      expect(mailbox.got.slice(sent).map((m) => m.subject)).toContain(`To do - Adverse event report #${id} · Fall`);
      expect((await w.call('admin', 'POST', `/api/v1/mail/outbox/${(await row()).id}/retry`, {})).code).toBe(404);
    } finally {
      await bad.close();
    }
  });
});
