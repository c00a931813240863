// Issue 32 §6: reminders through WeCom (企业微信) against a local HTTP server that imitates WeCom's API: it
// checks every body (msgtype text or markdown, touser, agentid, the content) and answers WeCom's error
// codes as told (rate limiting, an expired token, an invalid robot key or user). The outbox rows are written
// with the action; the sender delivers them at once after it (a grade I event) or when asked
// (POST /api/v1/wecom/outbox/run), and the test clock moves the waits between attempts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ON_POSTGRES, startTestServer, tempDir, withDb, type TestServer } from './helpers.ts';
import { wfClient } from './wf.ts';
import { DEFAULT_SIGN_KEY } from '../../src/core/http/sign.ts';
import { mailKey, openSecret } from '../../demo/server/notify/secret.ts';
import { insertWecomRow } from '../../demo/server/db/store/wecom.ts';

const CORP = 'ww-test-corp';
const SECRET = 'app-secret-of-the-hospital';
const AGENT = 1000002;
const QUALITY_KEY = 'robot-key-quality';
const DEPT_KEY = 'robot-key-endocrinology';
/** the WeCom directory the fake knows */
const USERS = new Set(['zhangzq', 'chenxy']);

interface Got { kind: 'robot' | 'app'; key?: string; touser?: string; msgtype: 'text' | 'markdown'; content: string }

/** A local WeCom: keeps every message it accepted; `answers` scripts the next errcodes per robot key or 'app'. */
async function fakeWecom() {
  const got: Got[] = [];
  const answers: Record<string, number[]> = {};
  const calls = { gettoken: 0, send: 0, robot: 0 };
  let tokenNo = 0;
  const valid = new Set<string>();
  const expired = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const answer = (errcode: number, errmsg = errcode ? `error ${errcode}` : 'ok', extra: object = {}) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ errcode, errmsg, ...extra }));
      };
      /** the body as WeCom checks it: a msgtype and its content */
      const message = (): { msgtype: 'text' | 'markdown'; content: string; body: Record<string, any> } | undefined => {
        if (req.method !== 'POST' || !/application\/json/.test(String(req.headers['content-type']))) return undefined;
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, any>;
        const t = body.msgtype;
        if ((t !== 'text' && t !== 'markdown') || typeof body[t]?.content !== 'string' || !body[t].content) return undefined;
        return { msgtype: t, content: body[t].content, body };
      };
      if (url.pathname === '/cgi-bin/gettoken') {
        calls.gettoken++;
        if (url.searchParams.get('corpid') !== CORP || url.searchParams.get('corpsecret') !== SECRET) return answer(40001, 'invalid credential');
        const token = `token-${++tokenNo}`;
        valid.add(token);
        return answer(0, 'ok', { access_token: token, expires_in: 7200 });
      }
      if (url.pathname === '/cgi-bin/webhook/send') {
        calls.robot++;
        const key = url.searchParams.get('key') ?? '';
        if (key !== QUALITY_KEY && key !== DEPT_KEY) return answer(93000, 'invalid webhook url');
        const m = message();
        if (!m) return answer(40008, 'invalid message type');
        const code = answers[key]?.shift() ?? 0;
        if (code) return answer(code, code === 45009 ? 'api freq out of limit' : `error ${code}`);
        got.push({ kind: 'robot', key, msgtype: m.msgtype, content: m.content });
        return answer(0);
      }
      if (url.pathname === '/cgi-bin/message/send') {
        calls.send++;
        const token = url.searchParams.get('access_token') ?? '';
        if (expired.has(token)) return answer(42001, 'access_token expired');
        if (!valid.has(token)) return answer(40014, 'invalid access_token');
        const m = message();
        if (!m) return answer(40008, 'invalid message type');
        if (m.body.agentid !== AGENT) return answer(40056, 'invalid agentid');
        if (!USERS.has(m.body.touser)) return answer(81013, 'user & party & tag all invalid');
        const code = answers.app?.shift() ?? 0;
        if (code) return answer(code);
        got.push({ kind: 'app', touser: m.body.touser, msgtype: m.msgtype, content: m.content });
        return answer(0, 'ok', { invaliduser: '', msgid: `msg-${got.length}` });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    got, answers, calls, base,
    /** every token issued so far expires (WeCom answers 42001 for it) */
    expireTokens: () => { for (const t of valid) expired.add(t); },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

const APP = 'https://hos.example.org';

describe('reminders through WeCom', () => {
  let s: TestServer;
  let w: ReturnType<typeof wfClient>;
  let wecom: Awaited<ReturnType<typeof fakeWecom>>;
  beforeAll(async () => {
    wecom = await fakeWecom();
    s = await startTestServer({ testClock: true });
    w = wfClient(s);
  });
  afterAll(async () => {
    await s?.stop();
    await wecom?.close();
  });
  const settings = (over: Record<string, unknown> = {}) => ({
    enabled: true, baseUrl: wecom.base, format: 'markdown', appUrl: APP, corpId: CORP, agentId: AGENT, robots: [], ...over,
  });
  const put = (body: Record<string, unknown>, user = 'admin', lang = 'zh-CN') => w.call(user, 'PUT', '/api/v1/wecom/settings', body, { 'Accept-Language': lang });
  const outbox = async (status = '') => (await w.get('admin', `/api/v1/wecom/outbox?pageSize=200${status ? '&status=' + status : ''}`)).data;
  const rowsOf = async (relatedId: number) => (await outbox()).list.filter((r: { relatedId: number }) => r.relatedId === relatedId);
  const run = async () => (await w.call('admin', 'POST', '/api/v1/wecom/outbox/run', {})).data as { sent: number; failed: number };
  const advance = (ms: number) => w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: ms });
  const prefs = (user: string, body: Record<string, unknown>) => w.call(user, 'PUT', '/api/v1/user/wecom-prefs', body);
  const mailPrefs = (user: string, mailLang: string, kinds = ['todo', 'overdue', 'returned', 'report']) =>
    w.call(user, 'PUT', '/api/v1/user/mail-prefs', { mailLang, kinds });
  let robots: { id: string; name: string; target: string }[] = [];
  /** the saved robots as the settings page sends them back (keys kept) */
  const savedRobots = async () => ((await w.get('admin', '/api/v1/wecom/settings')).data.robots as Record<string, unknown>[])
    .map(({ id, name, scope, target, lang }) => ({ id, name, scope, target, lang }));
  const robot = (target: string) => robots.find((r) => r.target === target)!;

  it('is off by default; only system administrators change it; the secret and the robot keys are sealed and never sent back', async () => {
    const first = await w.get('admin', '/api/v1/wecom/settings');
    expect(first.data).toMatchObject({ enabled: false, baseUrl: 'https://qyapi.weixin.qq.com', hasSecret: false, robots: [] });
    expect((await put(settings({ secret: SECRET }), 'quality01')).code).toBe(403);
    expect((await w.get('nurse01', '/api/v1/wecom/settings')).code).toBe(403);
    // the app is all three or none; a robot needs its key; in the caller's language
    expect(await put(settings({ secret: undefined }), 'admin', 'en'))
      .toMatchObject({ code: 400, msg: 'App messages need the corp ID, the AgentId and the secret together' });
    expect((await put(settings({ secret: SECRET, robots: [{ name: '质控科', scope: 'role', target: 'qualityOfficer', lang: 'zh-CN' }] }))).code).toBe(400);

    const saved = await put(settings({
      secret: SECRET,
      robots: [
        { name: '质控科群', scope: 'role', target: 'qualityOfficer', lang: 'zh-CN', key: `${wecom.base}/cgi-bin/webhook/send?key=${QUALITY_KEY}` },
        { name: 'Endocrinology', scope: 'dept', target: '内分泌科', lang: 'en', key: DEPT_KEY },
      ],
    }));
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ enabled: true, hasSecret: true, secretUnreadable: false });
    robots = saved.data.robots;
    expect(robots.map((r) => r.name)).toEqual(['质控科群', 'Endocrinology']);
    expect(saved.data.robots[0]).toMatchObject({ hasKey: true });
    const read = JSON.stringify(await w.get('admin', '/api/v1/wecom/settings'));
    for (const secret of [SECRET, QUALITY_KEY, DEPT_KEY]) {
      expect(JSON.stringify(saved)).not.toContain(secret);
      expect(read).not.toContain(secret);
    }
    // at rest: sealed like the SMTP password, opened with the server's key
    const stored = await withDb(s, async (db) => (await db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'wecom'"))!.value);
    for (const secret of [SECRET, QUALITY_KEY, DEPT_KEY]) expect(stored).not.toContain(secret);
    const parsed = JSON.parse(stored) as { secret: string; robots: { key: string }[] };
    expect(openSecret(parsed.secret, mailKey(DEFAULT_SIGN_KEY))).toBe(SECRET);
    expect(openSecret(parsed.robots[0].key, mailKey(DEFAULT_SIGN_KEY))).toBe(QUALITY_KEY);
    // saving again without the secret and keys keeps them
    expect((await put(settings({ robots: await savedRobots() }))).data)
      .toMatchObject({ hasSecret: true, robots: [{ hasKey: true }, { hasKey: true }] });
  });

  it('the test message button: sent, or WeCom\'s errcode and reason in the user\'s language', async () => {
    const test = (body: Record<string, unknown>, lang = 'zh-CN') => w.call('admin', 'POST', '/api/v1/wecom/test', body, { 'Accept-Language': lang });
    const before = wecom.got.length;
    expect((await test({ robotId: robot('qualityOfficer').id }, 'en')).data).toEqual({ sent: true });
    expect((await test({ userId: 'zhangzq' })).data).toEqual({ sent: true });
    expect(wecom.got.slice(before)).toEqual([
      { kind: 'robot', key: QUALITY_KEY, msgtype: 'markdown', content: '**Test message**\n> This is a test message: the WeCom reminder settings work.' },
      { kind: 'app', touser: 'zhangzq', msgtype: 'markdown', content: '**测试消息**\n> 这是一条测试消息：企业微信提醒的设置可以使用。' },
    ]);
    expect(await test({ userId: 'nobody' }, 'en'))
      .toMatchObject({ code: 400, msg: 'WeCom answered error 81013: The user does not exist or is outside the app\'s visible range (user & party & tag all invalid)' });
    expect(await test({ userId: 'nobody' }))
      .toMatchObject({ code: 400, msg: '企业微信返回错误 81013：用户不存在或不在应用的可见范围内（user & party & tag all invalid）' });
    expect((await test({ userId: 'bad id!' })).code).toBe(400);
    expect((await test({ robotId: 'no-such-robot' })).code).toBe(404);
    expect((await test({})).code).toBe(400);
    // a wrong robot key: 93000
    const s2 = await put(settings({ robots: [...await savedRobots(),
      { name: 'Wrong', scope: 'role', target: 'nobodyRole', lang: 'en', key: 'wrong-key' }] }));
    const wrong = s2.data.robots[2].id as string;
    expect(await test({ robotId: wrong }, 'en')).toMatchObject({ code: 400, msg: 'WeCom answered error 93000: The robot\'s webhook key is not valid (invalid webhook url)' });
    expect((await w.call('nurse01', 'POST', '/api/v1/wecom/test', { robotId: wrong })).code).toBe(403);
  });

  it('the profile: a WeCom user id and on/off; on needs an id', async () => {
    expect((await w.get('approver01', '/api/v1/user/wecom-prefs')).data).toEqual({ wecomUserId: '', on: false, enabled: true });
    expect((await prefs('approver01', { wecomUserId: 'not valid!', on: true })).code).toBe(400);
    expect((await prefs('approver01', { wecomUserId: '', on: true })).data).toEqual({ wecomUserId: '', on: false });
    expect((await prefs('approver01', { wecomUserId: 'zhangzq', on: true })).data).toEqual({ wecomUserId: 'zhangzq', on: true });
    expect((await prefs('quality01', { wecomUserId: 'chenxy', on: true })).data).toEqual({ wecomUserId: 'chenxy', on: true });
  });

  it('a grade I event reaches the quality office\'s robot at once; the to-do reaches the reviewer\'s WeCom in their language', async () => {
    await mailPrefs('approver01', 'en');
    const before = wecom.got.length;
    const res = await w.report('nurse01', { grade: 'I', title: '术后纱布遗留（企业微信）' });
    expect(res.code).toBe(200);
    const id = res.data.id as number;
    // sent right after the action, nobody asked: wait until the local WeCom has the three messages (within
    // 10 s, before the sender's 15 s timer could have sent them)
    await vi.waitFor(() => expect(wecom.got.length - before).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 20 });
    const got = wecom.got.slice(before);
    const link = `${APP}/newBaqsj/lookDetail?id=${id}`;
    expect(got).toContainEqual({
      kind: 'robot', key: QUALITY_KEY, msgtype: 'markdown',
      content: `**I 级不良事件 - 不良事件报告 #${id} · 跌倒/坠床**\n> 内分泌科上报了一起 I 级（警告）不良事件，请质控科立即处理。\n[打开记录](${link})`,
    });
    // the reporting department's robot, in the language it was set up with
    expect(got).toContainEqual({
      kind: 'robot', key: DEPT_KEY, msgtype: 'markdown',
      content: `**Grade I event - Adverse event report #${id} · Fall**\n> 内分泌科 reported a grade I (sentinel) adverse event: the quality office must act at once.\n[Open the record](${link})`,
    });
    const todo = got.find((m) => m.kind === 'app')!;
    expect(todo).toMatchObject({ touser: 'zhangzq', msgtype: 'markdown' });
    // leaving the hospital, a record is named by its number and category, never by its title (issue 33 §6)
    expect(todo.content.startsWith(`**To do - Adverse event report #${id} · Fall**\n> `)).toBe(true);
    expect(got.map((m) => m.content).join('\n')).not.toContain('术后纱布遗留');
    expect(todo.content).toContain(`[Open the record](${link})`);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(3);
    expect(rows.every((r: { status: string; attempts: number }) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(rows.map((r: { kind: string; targetKind: string }) => `${r.kind}/${r.targetKind}`).sort()).toEqual(['gradeI/robot', 'gradeI/robot', 'todo/app']);
    // a grade III event: no robot
    const r3 = await w.report('nurse01', { grade: 'III', title: 'Grade III, WeCom' });
    await run();
    expect((await rowsOf(r3.data.id)).map((r: { targetKind: string }) => r.targetKind)).toEqual(['app']);
  });

  it('text messages; the reader\'s language; the kinds chosen in the profile', async () => {
    expect((await put(settings({ format: 'text', robots: await savedRobots() }))).data.robots).toHaveLength(3);
    await mailPrefs('approver01', 'zh-CN');
    const before = wecom.got.length;
    const id = (await w.report('nurse01', { grade: 'III', title: 'Text <b>message</b>' })).data.id;
    await run();
    const got = wecom.got.slice(before).filter((m) => m.content.includes(`id=${id}`));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ kind: 'app', touser: 'zhangzq', msgtype: 'text' });
    expect(got[0].content.split('\n')[0]).toBe(`待处理 - 不良事件报告 #${id} · 跌倒/坠床`);
    expect(got[0].content).toContain(`打开记录： ${APP}/newBaqsj/lookDetail?id=${id}`);
    // no to-dos by WeCom: nothing queued
    await mailPrefs('approver01', 'en', ['overdue']);
    const quiet = (await w.report('nurse01', { grade: 'III', title: 'No WeCom' })).data.id;
    expect(await rowsOf(quiet)).toHaveLength(0);
    // WeCom off in the profile: nothing either
    await mailPrefs('approver01', 'en');
    await prefs('approver01', { wecomUserId: 'zhangzq', on: false });
    expect(await rowsOf((await w.report('nurse01', { grade: 'III', title: 'WeCom off' })).data.id)).toHaveLength(0);
    await prefs('approver01', { wecomUserId: 'zhangzq', on: true });
    await put(settings({ robots: await savedRobots() }));
  });

  it('rate limited (45009): retried after the wait, the robot\'s other rows wait without spending an attempt, then sent', async () => {
    const dept = robot('内分泌科').id;
    const now = (await w.get('admin', '/api/v1/test/clock')).data.now as number;
    const ids = await withDb(s, (db) => Promise.all([1, 2].map((n) => insertWecomRow(db, {
      userId: null, kind: 'gradeI', targetKind: 'robot', target: dept, msgtype: 'text', content: `rate limit ${n}`, lang: 'en', relatedId: -n, link: '', now,
    }))));
    wecom.answers[DEPT_KEY] = [45009];
    await run();
    const row = async (n: number) => (await outbox()).list.find((r: { id: number }) => r.id === ids[n]);
    expect(await row(0)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'errcode 45009: api freq out of limit' });
    expect(await row(1)).toMatchObject({ status: 'pending', attempts: 0, lastError: 'errcode 45009: api freq out of limit' });
    expect((await row(0)).nextAt).toBeGreaterThan(now);
    // not due yet
    await run();
    expect((await row(0)).attempts).toBe(1);
    await advance(61_000);
    await run();
    expect(await row(0)).toMatchObject({ status: 'sent', attempts: 2, lastError: '' });
    expect(await row(1)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(wecom.got.filter((m) => m.content.startsWith('rate limit')).map((m) => m.content)).toEqual(['rate limit 1', 'rate limit 2']);
  });

  it('a run sends at most 20 messages to one robot (its limit a minute); the rest wait a minute without spending an attempt', async () => {
    const dept = robot('内分泌科').id;
    const now = (await w.get('admin', '/api/v1/test/clock')).data.now as number;
    const ids = await withDb(s, async (db) => {
      const out: number[] = [];
      for (let n = 1; n <= 23; n++) {
        out.push(await insertWecomRow(db, { userId: null, kind: 'gradeI', targetKind: 'robot', target: dept, msgtype: 'text', content: `burst ${n}`, lang: 'en', relatedId: -10, link: '', now }));
      }
      return out;
    });
    await run();
    const rows = async () => (await outbox()).list.filter((r: { id: number }) => ids.includes(r.id));
    expect((await rows()).filter((r: { status: string }) => r.status === 'sent')).toHaveLength(20);
    expect((await rows()).filter((r: { status: string; attempts: number }) => r.status === 'pending' && r.attempts === 0)).toHaveLength(3);
    await advance(61_000);
    await run();
    expect((await rows()).every((r: { status: string }) => r.status === 'sent')).toBe(true);
    expect(wecom.got.filter((m) => m.content.startsWith('burst ')).map((m) => m.content)).toEqual(ids.map((_, i) => `burst ${i + 1}`));
  });

  it('an expired token (42001) is fetched again once, and the message sent', async () => {
    const calls = { ...wecom.calls };
    wecom.expireTokens();
    const id = (await w.report('nurse01', { grade: 'III', title: 'Expired token' })).data.id;
    await run();
    expect(await rowsOf(id)).toMatchObject([{ status: 'sent', attempts: 1, targetKind: 'app', target: 'zhangzq' }]);
    // one send with the old token (42001), one new token, one send with it
    expect(wecom.calls.gettoken - calls.gettoken).toBe(1);
    expect(wecom.calls.send - calls.send).toBe(2);
    // the next message uses the cached token
    const next = (await w.report('nurse01', { grade: 'III', title: 'Cached token' })).data.id;
    await run();
    expect(await rowsOf(next)).toMatchObject([{ status: 'sent' }]);
    expect(wecom.calls.gettoken - calls.gettoken).toBe(1);
  });

  it('an invalid user (81013) or robot key (93000) fails at once with the reason, no useless retries', async () => {
    await prefs('approver01', { wecomUserId: 'left.the.hospital', on: true });
    const id = (await w.report('nurse01', { grade: 'III', title: 'Unknown WeCom user' })).data.id;
    await run();
    expect(await rowsOf(id)).toMatchObject([{ status: 'failed', attempts: 1, lastError: 'errcode 81013: user & party & tag all invalid' }]);
    await prefs('approver01', { wecomUserId: 'zhangzq', on: true });

    const wrong = (await w.get('admin', '/api/v1/wecom/settings')).data.robots.find((r: { name: string }) => r.name === 'Wrong');
    const now = (await w.get('admin', '/api/v1/test/clock')).data.now as number;
    const rowId = await withDb(s, (db) => insertWecomRow(db, {
      userId: null, kind: 'gradeI', targetKind: 'robot', target: wrong.id, msgtype: 'text', content: 'wrong key', lang: 'en', relatedId: -3, link: '', now,
    }));
    await run();
    expect((await outbox('failed')).list.find((r: { id: number }) => r.id === rowId)).toMatchObject({ attempts: 1, lastError: 'errcode 93000: invalid webhook url' });
    await advance(3 * 3600_000);
    await run();
    expect((await outbox('failed')).list.find((r: { id: number }) => r.id === rowId)).toMatchObject({ attempts: 1 });
  });

  it('another error is retried after growing waits and failed after the last attempt; the administrator\'s retry sends it', async () => {
    wecom.answers.app = [50001, 50001, 50001, 50001, 50001];
    const id = (await w.report('nurse01', { grade: 'III', title: 'WeCom keeps failing' })).data.id;
    await run();
    const row = async () => (await rowsOf(id))[0];
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, lastError: 'errcode 50001: error 50001' });
    for (let attempt = 2; attempt <= 5; attempt++) {
      await advance(3 * 3600_000);
      await run();
      expect((await row()).attempts).toBe(attempt);
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: 5 });
    // the record went on meanwhile
    expect((await w.detail('approver01', id)).state).not.toBe('draft');
    expect((await w.call('admin', 'POST', `/api/v1/wecom/outbox/${(await row()).id}/retry`, {})).code).toBe(200);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await w.call('admin', 'POST', `/api/v1/wecom/outbox/${(await row()).id}/retry`, {})).code).toBe(404);
    expect((await w.call('nurse01', 'POST', '/api/v1/wecom/outbox/run', {})).code).toBe(403);
  });

  it('an overdue reminder reaches the robots of the flow\'s overdue roles', async () => {
    const id = (await w.report('nurse01', { grade: 'III', title: 'Overdue by WeCom' })).data.id;
    await run();
    const before = wecom.got.length;
    await advance(73 * 3600_000);
    await run();
    const mine = wecom.got.slice(before).filter((m) => m.content.includes(`id=${id}`));
    expect(mine.find((m) => m.key === QUALITY_KEY)?.content).toMatch(new RegExp(`^\\*\\*超期提醒 - 不良事件报告 #${id} · 跌倒/坠床\\*\\*`));
    expect(mine.find((m) => m.touser === 'zhangzq')?.content).toMatch(new RegExp(`^\\*\\*Overdue - Adverse event report #${id} · Fall\\*\\*`));
  });
});

describe.skipIf(!ON_POSTGRES)('two instances on one database (PostgreSQL runs only)', () => {
  let a: TestServer;
  let b: TestServer;
  let wecom: Awaited<ReturnType<typeof fakeWecom>>;
  beforeAll(async () => {
    wecom = await fakeWecom();
    const dataDir = tempDir();
    a = await startTestServer({ dataDir });
    b = await startTestServer({ dataDir });
  });
  afterAll(async () => {
    await b?.stop({ keepData: true });
    await a?.stop();
    await wecom?.close();
  });

  it('each row is claimed by one sender: every message reaches WeCom once', async () => {
    const token = await a.login('admin');
    const saved = await a.call('PUT', '/api/v1/wecom/settings', { token, body: {
      enabled: true, baseUrl: wecom.base, format: 'text', appUrl: APP, corpId: '', agentId: null,
      robots: [{ name: 'Quality', scope: 'role', target: 'qualityOfficer', lang: 'en', key: QUALITY_KEY }, { name: 'Endo', scope: 'dept', target: '内分泌科', lang: 'en', key: DEPT_KEY }],
    } });
    // 15 to each robot (within a robot's 20 a minute)
    const robotIds = (saved.data.robots as { id: string }[]).map((r) => r.id);
    await withDb(a, async (db) => {
      for (let n = 1; n <= 30; n++) {
        await insertWecomRow(db, { userId: null, kind: 'gradeI', targetKind: 'robot', target: robotIds[n % 2], msgtype: 'text', content: `twice? ${n}`, lang: 'en', relatedId: null, link: '', now: 0 });
      }
    });
    const runs = await Promise.all([a, b, a, b].map(async (s) => (await s.call('POST', '/api/v1/wecom/outbox/run', { token: await s.login('admin'), body: {} })).data));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(30);
    const got = wecom.got.map((m) => m.content).filter((c) => c.startsWith('twice?'));
    expect(got).toHaveLength(30);
    expect(new Set(got).size).toBe(30);
  });
});

describe('the WeCom secret at rest, under a changed signing key', () => {
  let s: TestServer | undefined;
  afterAll(async () => { await s?.stop(); });

  it('says, in the caller\'s language, that the secret must be entered again', async () => {
    s = await startTestServer();
    const body = {
      enabled: true, baseUrl: 'http://127.0.0.1:9', format: 'text', appUrl: APP, corpId: CORP, agentId: AGENT, secret: SECRET,
      robots: [{ name: 'Quality', scope: 'role', target: 'qualityOfficer', lang: 'en', key: QUALITY_KEY }],
    };
    expect((await s.call('PUT', '/api/v1/wecom/settings', { token: await s.login('admin'), body })).code).toBe(200);
    const { dataDir, databaseUrl } = s;
    await s.stop({ keepData: true });
    s = await startTestServer({ dataDir, databaseUrl, signKey: 'a-new-signing-key-of-this-hospital' });
    const token = await s.login('admin');
    const read = (await s.call('GET', '/api/v1/wecom/settings', { token })).data;
    expect(read).toMatchObject({ hasSecret: true, secretUnreadable: true, robots: [{ hasKey: true, keyUnreadable: true }] });
    expect(await s.call('POST', '/api/v1/wecom/test', { token, body: { userId: 'zhangzq' }, headers: { 'Accept-Language': 'en' } }))
      .toMatchObject({ code: 400, msg: "The saved WeCom secret or robot key cannot be read (the server's signing key has changed): enter it again and save" });
  });
});
