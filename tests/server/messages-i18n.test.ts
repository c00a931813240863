// Issue 23 §1 on the server: a workflow step stores its bell messages as a kind and parameters (no
// finished sentence), the message API words them in the caller's Accept-Language and returns the kind and
// parameters too; a message stored as a sentence (before kinds) still shows; the refusals follow the language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, withDb, type TestServer } from './helpers.ts';
import { wfClient } from './wf.ts';
import { signParam, DEFAULT_SIGN_KEY } from '../../src/core/http/sign.ts';

let s: TestServer;
let w: ReturnType<typeof wfClient>;
let ids: Record<string, number>;
const CJK = /[\u3400-\u9fff]/;
const QUERY = '/xjs-api/MTSaas/tSysMessage/doQueryPage';
const READ = '/xjs-api/MTSaas/tSysMessage/doRead';

beforeAll(async () => {
  s = await startTestServer();
  w = wfClient(s);
  ids = await w.userIds();
});
afterAll(async () => {
  await s.stop();
});

async function messages(user: string, lang?: string): Promise<any[]> {
  const res = await w.call(user, 'POST', QUERY, { pageIndex: 1, pageSize: 200 }, lang ? { 'Accept-Language': lang } : undefined);
  return (res as unknown as { resData: { records: any[] } }).resData.records;
}

describe('messages as a kind and parameters', () => {
  it('a workflow step stores kind + params, and the API words them in the caller\'s language', async () => {
    const id = (await w.report('nurse01', { title: 'Fall test record' })).data.id;
    const row = await withDb(s, (db) => db.get(`SELECT title, log_content AS logContent, kind, params FROM messages
      WHERE user_id = ? AND related_id = ? ORDER BY id DESC`, ids.approver01, id)) as { title: string; logContent: string; kind: string; params: string };
    expect(row).toMatchObject({ title: '', logContent: '', kind: 'submit' });
    const params = JSON.parse(row.params);
    expect(params).toMatchObject({ recordId: id, module: 'baqsj', title: 'Fall test record', actor: expect.any(String) });
    expect(params.toStep).toMatchObject({ 'zh-CN': expect.any(String), en: expect.any(String) });

    const zh = (await messages('approver01')).find((m) => m.relatedId === id);
    expect(zh).toMatchObject({ kind: 'submit', title: '待处理', params: { recordId: id, title: 'Fall test record' } });
    expect(zh.logContent).toContain('提交的「Fall test record」待您处理');
    const en = (await messages('approver01', 'en-US,en;q=0.9')).find((m) => m.relatedId === id);
    expect(en).toMatchObject({ kind: 'submit', title: 'To do', id: zh.id });
    expect(en.logContent).toContain('submitted “Fall test record”, which is waiting for you (');
    // only the actor's name (people's data) may be Chinese in English
    expect(CJK.test(en.logContent.replace(params.actor, ''))).toBe(false);
  });

  it('an event report\'s title in a message is worded in the reader\'s language, the patient kept (issue 35 §5)', async () => {
    const id = (await w.report('nurse01', { title: '跌倒/坠床事件报告（消息患者）' })).data.id;
    const en = (await messages('approver01', 'en')).find((m) => m.relatedId === id);
    expect(en.params.title).toBe('Fall report (消息患者)');
    expect(en.logContent).toContain('“Fall report (消息患者)”');
    const zh = (await messages('approver01')).find((m) => m.relatedId === id);
    expect(zh.params.title).toBe('跌倒/坠床事件报告（消息患者）');
  });

  it('the anonymous reporter is stored without a name and worded as anonymous in either language', async () => {
    const id = (await w.report('nurse01', { anonymous: true, title: 'Anonymous test' }, { reporter_name: '李秀梅' })).data.id;
    const zh = (await messages('approver01')).find((m) => m.relatedId === id);
    expect(zh.params).toMatchObject({ actor: '', anonymous: true });
    expect(zh.logContent).toMatch(/^匿名提交的/);
    const en = (await messages('approver01', 'en')).find((m) => m.relatedId === id);
    expect(en.logContent).toMatch(/^Anonymous submitted/);
    expect(JSON.stringify(en)).not.toContain('李秀梅');
  });

  it('a message stored as a finished sentence (before kinds) still shows as stored, in either language', async () => {
    await withDb(s, (db) => db.run(`INSERT INTO messages (user_id, title, log_content, related_type, process, related_id, operate_status, created_at)
      VALUES (?, '待处理', '旧消息：王芳提交的「旧记录」待您处理。', '审批', 0, NULL, 0, ?)`, ids.quality02, Date.now()));
    for (const lang of [undefined, 'en']) {
      const old = (await messages('quality02', lang)).find((m) => m.logContent.startsWith('旧消息'));
      expect(old).toMatchObject({ title: '待处理', kind: null, params: null, operateStatus: 0 });
    }
  });

  it('the seeded messages are kinds too: English for an English reader', async () => {
    const en = await messages('owner01', 'en');
    const seeded = en.filter((m) => ['welcome', 'annualForm', 'passwordAdvice'].includes(m.kind));
    expect(seeded.map((m) => m.kind).sort()).toEqual(['annualForm', 'passwordAdvice', 'welcome']);
    for (const m of seeded) expect(CJK.test(m.title + m.logContent), m.logContent).toBe(false);
    expect(seeded.find((m) => m.kind === 'annualForm')!.logContent).toMatch(/^The \d{4} medical quality assessment form/);
    const zh = await messages('owner01', 'zh-CN');
    expect(zh.find((m) => m.kind === 'welcome')).toMatchObject({ title: '系统通知' });
  });

  it('the message calls refuse in the caller\'s language', async () => {
    const en = await w.call('nurse01', 'POST', READ, {}, { 'Accept-Language': 'en' }) as unknown as { resMsg: string };
    expect(en.resMsg).toBe('The parameter id is missing');
    const zh = await w.call('nurse01', 'POST', READ, { id: 999999 }) as unknown as { resMsg: string };
    expect(zh.resMsg).toBe('消息不存在');
    const gone = await w.call('nurse01', 'POST', READ, { id: 999999 }, { 'Accept-Language': 'en' }) as unknown as { resMsg: string };
    expect(gone.resMsg).toBe('The message does not exist');
  });
});

describe('sign-in and other refusals follow Accept-Language', () => {
  it('a wrong password, a missing password, a role the caller lacks, a missing parameter', async () => {
    const wrong = await s.call('POST', '/login', { body: { username: 'owner01', password: 'Wrong@2024' }, headers: { 'Accept-Language': 'en' } });
    expect(wrong).toMatchObject({ code: 400, msg: 'Incorrect username or password' });
    expect(await s.call('POST', '/login', { body: { username: 'owner01', password: 'Wrong@2024' } })).toMatchObject({ code: 400, msg: '用户名或密码错误' });
    expect(await s.call('POST', '/login', { body: { username: 'owner01' }, headers: { 'Accept-Language': 'en-GB' } }))
      .toMatchObject({ code: 400, msg: 'Enter your username and password' });
    const role = await w.call('owner01', 'POST', '/api/v1/user/switchRole', { role: 'System' }, { 'Accept-Language': 'en' });
    expect(role).toMatchObject({ code: 403, msg: 'You do not have the role System' });
    const dict = await w.get('owner01', '/api/v1/dict/data', { 'Accept-Language': 'en' });
    expect(dict).toMatchObject({ code: 400, msg: 'The parameter dictType is missing' });
    expect(await w.get('owner01', '/api/v1/dict/data')).toMatchObject({ code: 400, msg: '缺少参数 dictType' });
  });

  it('the administration checks (menus, forms, users), an unknown API and a bare status are worded when answered', async () => {
    const en = { 'Accept-Language': 'en' };
    const badMenu = { title: 'x', path: 'no-slash', menuType: 'F', parentId: 0, mid: 'upms' };
    expect(await w.call('admin', 'POST', '/api/v1/menu', badMenu, en)).toMatchObject({ code: 400, msg: 'The path must be a route starting with /, or an http(s), mailto or tel link' });
    expect(await w.call('admin', 'POST', '/api/v1/menu', badMenu)).toMatchObject({ code: 400, msg: 'path 须为以 / 开头的路由，或 http(s)、mailto、tel 链接' });
    expect(await w.call('admin', 'DELETE', '/api/v1/menu', { menuId: 999999 }, en)).toMatchObject({ code: 404, msg: 'The menu does not exist' });
    expect(await w.get('admin', '/api/v1/forms/by-code/no-such-form', en)).toMatchObject({ code: 404, msg: 'The form does not exist: no-such-form' });
    const token = await s.login('admin');
    const sysBody = (param: unknown) => ({ data: { metdata: { appId: 'hos', version: '1.0' }, param, sign: signParam(param, DEFAULT_SIGN_KEY) } });
    const taken = { username: 'admin', name: 'x', password: 'Aa1!aaaa' };
    expect(await s.call('POST', '/SYS/SYuser/doSave', { token, body: sysBody(taken), headers: en })).toMatchObject({ code: 400, msg: 'This username is already taken' });
    expect(await s.call('POST', '/SYS/SYuser/doSave', { token, body: sysBody(taken) })).toMatchObject({ code: 400, msg: '用户名已存在' });
    expect(await w.get('admin', '/api/v1/no-such-thing', en)).toMatchObject({ code: 404, msg: 'No such API: GET /api/v1/no-such-thing' });
    // a bare 403 (no text of its own) in the caller's language, the Chinese default otherwise
    const forbidden = await w.get('nurse01', '/api/v1/menu', en);
    expect(forbidden.code).toBe(403);
    expect(forbidden.msg).not.toMatch(CJK);
  });
});
