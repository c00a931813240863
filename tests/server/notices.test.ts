// Notices (issue 13 §4) and the forced password change: admin CRUD, targets (a user never reads a notice
// not meant for them), read state, sanitising on save, forced change after an admin reset or for a new
// account, and the configurable password age.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
let nurse: string;
let tech: string;

const EN = { 'Accept-Language': 'en' };
const manage = (method: string, body?: unknown, token = admin, headers?: Record<string, string>) =>
  s.call(method, '/api/v1/notice/manage', { token, body, headers });
const list = async (token: string, q = '') => (await s.call('GET', `/api/v1/notice?pageSize=100${q}`, { token })).data;
const titles = async (token: string) => (await list(token)).list.map((n: { title: string }) => n.title) as string[];

beforeAll(async () => {
  s = await startTestServer();
  [admin, nurse, tech] = await Promise.all([s.login('admin'), s.login('nurse01'), s.login('tech01')]);
});
afterAll(() => s.stop());

describe('notices: administrators write, readers read what is meant for them', () => {
  it('only System manages notices', async () => {
    expect((await s.call('GET', '/api/v1/notice/manage', { token: nurse })).code).toBe(403);
    expect((await manage('POST', { title: 'x', content: '<p>x</p>' }, nurse)).code).toBe(403);
    expect((await s.call('GET', '/api/v1/notice/manage', { token: admin })).data.count).toBeGreaterThan(0);
  });

  it('a draft is nobody\'s until published; the text is sanitised on save', async () => {
    const made = await manage('POST', {
      title: '草稿公告', noticeType: '公告', publisher: '医务部',
      content: '<p onclick="x()">正文<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">链</a></p>',
    });
    expect(made.code).toBe(200);
    const n = made.data;
    expect(n.status).toBe('draft');
    expect(n.content).toBe('<p>正文<img src="x"><a>链</a></p>');
    expect(await titles(nurse)).not.toContain('草稿公告');
    expect((await s.call('GET', `/api/v1/notice/info?id=${n.id}`, { token: nurse })).code).toBe(404);
    expect((await s.call('POST', '/api/v1/notice/read', { token: nurse, body: { id: n.id } })).code).toBe(404);

    const pub = await s.call('PUT', '/api/v1/notice/manage/publish', { token: admin, body: { id: n.id } });
    expect(pub.data.status).toBe('published');
    expect(await titles(nurse)).toContain('草稿公告');
    expect(await titles(tech)).toContain('草稿公告');

    const edited = await manage('PUT', { id: n.id, title: '草稿公告（修订）', content: '<h2>新</h2><p>内容</p>', noticeType: '通知' });
    expect(edited.data).toMatchObject({ title: '草稿公告（修订）', content: '<h2>新</h2><p>内容</p>', status: 'published' });

    await s.call('PUT', '/api/v1/notice/manage/withdraw', { token: admin, body: { id: n.id } });
    expect(await titles(nurse)).not.toContain('草稿公告（修订）');
    expect((await s.call('GET', `/api/v1/notice/info?id=${n.id}`, { token: nurse })).code).toBe(404);

    expect((await s.call('DELETE', `/api/v1/notice/manage?id=${n.id}`, { token: admin })).code).toBe(200);
    expect((await s.call('GET', `/api/v1/notice/manage/info?id=${n.id}`, { token: admin })).code).toBe(404);
    expect((await s.call('DELETE', `/api/v1/notice/manage?id=${n.id}`, { token: admin })).code).toBe(404);
  });

  it('targets: roles and departments; a user outside them never reads it', async () => {
    const forNurses = (await manage('POST', { title: '护理部通知', content: '<p>护士</p>', targetRoles: ['nurse'], publish: true })).data;
    const forSurgery = (await manage('POST', { title: '普通外科通知', content: '<p>外科</p>', targetDepts: ['普通外科'], publish: true })).data;
    expect(forNurses.targetRoles).toEqual(['nurse']);
    expect(forSurgery.targetDepts).toEqual(['普通外科']);

    expect(await titles(nurse)).toContain('护理部通知');
    expect(await titles(nurse)).not.toContain('普通外科通知');
    expect(await titles(tech)).toContain('普通外科通知');
    expect(await titles(tech)).not.toContain('护理部通知');

    // not by guessing the id either
    expect((await s.call('GET', `/api/v1/notice/info?id=${forSurgery.id}`, { token: nurse })).code).toBe(404);
    expect((await s.call('POST', '/api/v1/notice/read', { token: nurse, body: { id: forSurgery.id } })).code).toBe(404);
    expect((await s.call('GET', `/api/v1/notice/info?id=${forSurgery.id}`, { token: tech })).data.title).toBe('普通外科通知');

    // unknown roles and departments are refused, in the caller's language
    const bad = await manage('POST', { title: 't', content: '<p>x</p>', targetRoles: ['nope'] }, admin, EN);
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('Unknown role: nope');
    expect((await manage('POST', { title: 't', content: '<p>x</p>', targetDepts: ['不存在科'] })).msg).toBe('科室不存在：不存在科');
  });

  it('a notice to a department reaches the departments below it, never those beside it', async () => {
    // 普通外科 (tech01) sits under 外科系统 under 医院; 内分泌科 (nurse01) under 内科系统
    const forSurgical = (await manage('POST', { title: '外科系统通知', content: '<p>外科系统</p>', targetDepts: ['外科系统'], publish: true })).data;
    const forHospital = (await manage('POST', { title: '全院科室通知', content: '<p>全院</p>', targetDepts: ['医院'], publish: true })).data;
    const forLeaf = (await manage('POST', { title: '骨科通知', content: '<p>骨科</p>', targetDepts: ['骨科'], publish: true })).data;
    expect(await titles(tech)).toEqual(expect.arrayContaining(['外科系统通知', '全院科室通知']));
    expect(await titles(tech)).not.toContain('骨科通知');
    expect(await titles(nurse)).toContain('全院科室通知');
    expect(await titles(nurse)).not.toContain('外科系统通知');
    expect((await s.call('GET', `/api/v1/notice/info?id=${forSurgical.id}`, { token: tech })).data.title).toBe('外科系统通知');
    expect((await s.call('GET', `/api/v1/notice/info?id=${forSurgical.id}`, { token: nurse })).code).toBe(404);
    expect((await s.call('POST', '/api/v1/notice/read', { token: tech, body: { id: forSurgical.id } })).code).toBe(200);
    for (const n of [forSurgical, forHospital, forLeaf]) await s.call('DELETE', `/api/v1/notice/manage?id=${n.id}`, { token: admin });
  });

  it('read state: unread first, marked read by the reader only', async () => {
    const before = await list(nurse);
    expect(before.unread).toBeGreaterThan(0);
    const isRead = before.list.map((n: { isRead: number }) => n.isRead);
    expect(isRead).toEqual([...isRead].sort());
    const first = before.list[0];
    expect(first.isRead).toBe(0);
    expect((await s.call('POST', '/api/v1/notice/read', { token: nurse, body: { id: first.id } })).data).toEqual({ id: first.id, isRead: 1 });
    const after = await list(nurse);
    expect(after.unread).toBe(before.unread - 1);
    expect(after.list.find((n: { id: number }) => n.id === first.id).isRead).toBe(1);
    expect((await list(nurse, '&unread=1')).list.every((n: { isRead: number }) => n.isRead === 0)).toBe(true);
    // another reader is untouched
    const other = (await list(await s.login('owner01'))).list.find((n: { id: number }) => n.id === first.id);
    expect(other.isRead).toBe(0);
    const adminView = (await s.call('GET', `/api/v1/notice/manage/info?id=${first.id}`, { token: admin })).data;
    expect(adminView.readCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses broken notices with a 400, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ title: '', content: '<p>x</p>' }, 'Please enter the notice title'],
      [{ title: 'x'.repeat(101), content: '<p>x</p>' }, 'The notice title may have at most 100 characters'],
      [{ title: 't', content: '<script>alert(1)</script>' }, 'Please enter the notice text'],
      [{ title: 't', content: '<p>x</p>', noticeType: 'evil' }, 'Unknown notice type'],
      [{ title: 't', content: '<p>x</p>', attachments: [{ name: 'a', url: 'javascript:alert(1)' }] }, 'Attachments must be files uploaded here (at most 10)'],
      [{ title: 't', content: '<p>x</p>', attachments: [{ name: 'a', url: '/uploads/../data.db' }] }, 'Attachments must be files uploaded here (at most 10)'],
    ];
    for (const [body, msg] of cases) {
      const j = await manage('POST', body, admin, EN);
      expect(j.code, JSON.stringify(body)).toBe(400);
      expect(j.msg).toBe(msg);
    }
    expect((await manage('POST', { title: 't', content: 5 })).code).toBe(400);
    expect((await manage('PUT', { id: 999999, title: 't', content: '<p>x</p>' })).code).toBe(404);
    expect((await s.call('GET', '/api/v1/notice/manage?status=evil', { token: admin })).code).toBe(400);
  });

  it('keeps attachments of the upload path', async () => {
    const j = await manage('POST', { title: '附件公告', content: '<p>见附件</p>', attachments: [{ name: '通知.pdf', url: '/uploads/abc-1.pdf' }, { name: 'b.docx', url: 'http://127.0.0.1:8080/uploads/b-2.docx' }], publish: true });
    expect(j.data.attachments).toEqual([{ name: '通知.pdf', url: '/uploads/abc-1.pdf' }, { name: 'b.docx', url: '/uploads/b-2.docx' }]);
  });
});

describe('forced password change and password age', () => {
  const info = async (token: string) => (await s.call('GET', '/api/v1/getinfo', { token })).data.records[0];

  it('after an admin reset the owner must change it; their own change clears that', async () => {
    const users = await s.sys('/SYS/SYuser/doQueryPage', { username: 'nurse02', pageIndex: 1, pageSize: 10 }, { token: admin });
    const id = users.data.records[0].id;
    expect((await info(await s.login('nurse02'))).pwdChangeReason).toBe('');
    expect((await s.sys('/SYS/SYuser/doUpdatePass', { id, password: 'Reset@2025x' }, { token: admin })).code).toBe(200);
    const t = await s.login('nurse02', 'Reset@2025x');
    expect((await info(t)).pwdChangeReason).toBe('reset');
    expect((await s.call('PUT', '/api/v1/user/pwd', { token: t, body: { oldPassword: 'Reset@2025x', newPassword: 'Mine@2025yy', passwordType: 'expired' } })).code).toBe(200);
    expect((await info(await s.login('nurse02', 'Mine@2025yy'))).pwdChangeReason).toBe('');
  });

  it('a new account changes the password an administrator chose', async () => {
    const made = await s.sys('/SYS/SYuser/doSave', { username: 'newbie01', password: 'First@2025', name: '新同事', roles: ['nurse'] }, { token: admin });
    expect(made.code).toBe(200);
    expect((await info(await s.login('newbie01', 'First@2025'))).pwdChangeReason).toBe('new');
  });

  it('the password age comes from the settings; 0 turns it off', async () => {
    // nurse01's password is 200 days old
    expect((await info(nurse)).pwdChangeReason).toBe('expired');
    const set = async (pwdMaxAgeDays: unknown) => s.call('POST', '/api/v1/settings', { token: await s.login('secadmin'), body: { content: { pwdMaxAgeDays } } });
    expect((await set(0)).code).toBe(200);
    expect((await info(nurse)).pwdChangeReason).toBe('');
    expect((await set(365)).code).toBe(200);
    expect(await info(nurse)).toMatchObject({ pwdChangeReason: '', pwdMaxAgeDays: 365 });
    expect((await set(180)).code).toBe(200);
    expect((await info(nurse)).pwdChangeReason).toBe('expired');
    expect((await set(-1)).code).toBe(400);
    expect((await set(1.5)).code).toBe(400);
    expect((await set('90')).code).toBe(400);
    await set(90);
  });

  it('the logo is an uploaded file or an http(s) address', async () => {
    const set = (logo: string) => s.call('POST', '/api/v1/settings', { token: admin, body: { content: { logo } } });
    expect((await set('/uploads/logo-1.png')).code).toBe(200);
    expect((await set('https://cdn.example.org/logo.png')).code).toBe(200);
    expect((await set('')).code).toBe(200);
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '/uploads/../x', '//evil.org/x.png']) expect((await set(bad)).code, bad).toBe(400);
  });
});
