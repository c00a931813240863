import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSecrets, startTestServer, type TestServer } from './helpers.ts';
import { readXlsx, XLSX_TYPE } from './xlsxHelpers.ts';

let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s.stop(); });

describe('login and user info', () => {
  it('logs in with the demo account and returns token + user info', async () => {
    const j = await s.call('POST', '/login', { body: { username: 'admin', password: 'Admin@2024' } });
    expect(j.code).toBe(200);
    expect(j.data.token).toMatch(/^[0-9a-f]{64}$/);
    const u = j.data.user;
    expect(u.roles).toEqual(['System', 'qualityOfficer']);
    expect(u).toMatchObject({ username: 'admin', name: '王建国', workNo: 'H00001', deptName: '医务部', userId: u.id, userID: u.id, activeRole: 'System' });
    expect(u.permissions).toContain('*:*:*');
    const mods = new Set(u.menuList.map((m: { sysModule: string }) => m.sysModule));
    expect([...mods].sort()).toEqual(['baqsj', 'business', 'quality', 'system']);
    for (const m of u.menuList) expect(Object.keys(m).sort()).toEqual(['exclusiveFG', 'id', 'menuDisp', 'menuLogo', 'menuRoute', 'menuType', 'mid', 'note', 'orderNum', 'parentMenuID', 'sysModule'].sort());
  });

  it('refuses wrong credentials with code 400 and the same message for unknown users', async () => {
    const a = await s.call('POST', '/login', { body: { username: 'admin', password: 'wrong-Pass1' } });
    const b = await s.call('POST', '/login', { body: { username: 'nobody', password: 'wrong-Pass1' } });
    expect(a).toMatchObject({ code: 400, msg: '用户名或密码错误' });
    expect(b).toMatchObject({ code: 400, msg: '用户名或密码错误' });
  });

  it('nurse01 has an old password (forced change dialog) and sees only her menus', async () => {
    const t = await s.login('nurse01');
    const j = await s.call('GET', '/api/v1/getinfo', { token: t });
    const info = j.data.records[0];
    expect(info.lastPwdDays).toBeGreaterThanOrEqual(200);
    expect(info.avatar).toBe('/uploads/avatar-nurse01.png');
    const routes = info.menuList.map((m: { menuRoute: string }) => m.menuRoute);
    expect(routes).toContain('/newBaqsj/report');
    expect(routes).toContain('/biz/todo');
    expect(routes).not.toContain('/upms/sysuser');
    const avatar = await s.raw('GET', info.avatar);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/png');
  });

  it('answers 401 without a token and 401 for an unknown token', async () => {
    expect((await s.call('GET', '/api/v1/getinfo')).code).toBe(401);
    expect((await s.call('GET', '/api/v1/getinfo', { token: 'f'.repeat(64) })).code).toBe(401);
  });

  it('accepts the Admin-Token cookie as a fallback', async () => {
    const t = await s.login('tech01');
    const j = await s.call('GET', '/api/v1/getinfo', { headers: { Cookie: `sidebarStatus=1; Admin-Token=${t}` } });
    expect(j.code).toBe(200);
    expect(j.data.records[0].username).toBe('tech01');
  });

  it('answers 403 for the wrong role (nurse -> /SYS/SYuser/doQueryPage)', async () => {
    const t = await s.login('nurse01');
    const j = await s.sys('/SYS/SYuser/doQueryPage', { pageIndex: 1, pageSize: 10 }, { token: t });
    expect(j.code).toBe(403);
    const admin = await s.login('admin');
    const ok = await s.sys('/SYS/SYuser/doQueryPage', { pageIndex: 1, pageSize: 5 }, { token: admin });
    expect(ok.code).toBe(200);
    expect(ok.data.records).toHaveLength(5);
    expect(ok.data.total).toBeGreaterThanOrEqual(13);
  });

  it('wrapped /SYS login works and a bad or missing sign is refused', async () => {
    const param = { username: 'quality01', password: 'Quality@2024' };
    const ok = await s.sys('/SYS/HRAILOGIN/LOGIN', param);
    expect(ok.code).toBe(200);
    expect(ok.data.records[0].token).toMatch(/^[0-9a-f]{64}$/);
    expect(ok.data.records[0].roles).toEqual(['qualityOfficer']);
    const bad = await s.sys('/SYS/HRAILOGIN/LOGIN', param, { sign: '0'.repeat(64) });
    expect(bad).toMatchObject({ code: 400, msg: '签名校验失败：请求参数签名不匹配' });
    const missing = await s.call('POST', '/SYS/HRAILOGIN/LOGIN', { body: { data: { metdata: {}, param } } });
    expect(missing).toMatchObject({ code: 400, msg: '签名校验失败：请求参数签名不匹配' });
  });

  it('flow status is built from the bound flows: draft, their steps, then the end states, unique keys', async () => {
    const t = await s.login('nurse01');
    const j = await s.sys('/SYS/SysParam/doQueryFlowStatus', { paramName: 'baqsj' }, { token: t });
    expect(j.data.records[0].flowStatus).toEqual([
      { key: 'draft', name: '草稿' }, { key: 'deptReview', name: '科室审核' }, { key: 'medicalAffairsReview', name: '医务科审核' },
      { key: 'rootCauseAnalysis', name: '根本原因分析' }, { key: 'qualityReview', name: '质控科处理与整改' }, { key: 'archiveReview', name: '归档审核' },
      { key: 'returned', name: '已退回' }, { key: 'archived', name: '已归档' }, { key: 'rejected', name: '已驳回' },
    ]);
    const tech = (await s.sys('/SYS/SysParam/doQueryFlowStatus', { paramName: 'xjsxxm' }, { token: t })).data.records[0].flowStatus;
    expect(tech.map((x: { key: string }) => x.key)).toEqual(['draft', 'deptReview', 'medicalAffairs', 'techCommittee', 'periodicReview', 'returned', 'approved', 'suspended', 'stopped', 'rejected']);
    const biz = (await s.sys('/SYS/SysParam/doQueryFlowStatus', { paramName: 'business' }, { token: t })).data.records[0].flowStatus;
    expect(biz.map((x: { key: string }) => x.key)).toEqual(['draft', 'deptReview', 'qualityReview', 'returned', 'approved', 'rejected']);
    expect((await s.sys('/SYS/SysParam/doQueryFlowStatus', { paramName: 'nothing' }, { token: t })).code).toBe(404);
  });

  it('old API uses its envelope and E0401', async () => {
    const none = await s.call('POST', '/xjs-api/MTSaas/xjsTech/doThisUserInfo', { body: {} });
    expect(none).toMatchObject({ resStatus: 'E0401', resData: null });
    expect(none.resMsg).toMatch(/登录/);
    const t = await s.login('tech01');
    const ok = await s.call('POST', '/xjs-api/MTSaas/xjsTech/doThisUserInfo', { token: t, body: {} });
    expect(ok.resStatus).toBe('S0000');
    expect(ok.resData.username).toBe('tech01');
    expect(ok.resData.menuList.some((m: { menuRoute: string }) => m.menuRoute === '/xjsxxm/apply/myApply')).toBe(true);
    // the applicant applies; the approvers (department head, medical affairs, committee) hold the pending list
    expect(ok.resData.menuList.some((m: { menuRoute: string }) => m.menuRoute === '/xjsxxm/apply/pendApproval')).toBe(false);
    for (const u of ['approver03', 'medaff01', 'committee01']) {
      const info = await s.call('POST', '/xjs-api/MTSaas/xjsTech/doThisUserInfo', { token: await s.login(u), body: {} });
      const routes = info.resData.menuList.map((m: { menuRoute: string }) => m.menuRoute);
      expect(routes, u).toContain('/xjsxxm/apply/pendApproval');
      expect(routes, u).toContain('/xjsxxm/apply/detail');
    }
    const unknown = await s.call('POST', '/xjs-api/MTSaas/nothing/here', { token: t, body: {} });
    expect(unknown.resStatus).toBe('E0404');
  });

  it('SSO ticket is one-time and logs in via /SYS/HRAILOGIN/SSO and /auto-login', async () => {
    const t = await s.login('approver01');
    const t1 = (await s.call('POST', '/api/v1/sso/ticket', { token: t })).data.ticket;
    const sso = await s.sys('/SYS/HRAILOGIN/SSO', { ticket: t1 });
    expect(sso.code).toBe(200);
    expect(sso.data.records[0].username).toBe('approver01');
    expect((await s.sys('/SYS/HRAILOGIN/SSO', { ticket: t1 })).code).toBe(401);
    const t2 = (await s.call('POST', '/api/v1/sso/ticket', { token: t })).data.ticket;
    const auto = await s.call('POST', '/auto-login', { body: { ticket: t2 } });
    expect(auto.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await s.call('POST', '/auto-login', { body: { ticket: t2 } })).code).toBe(401);
  });

  it('switchRole issues a token with the new active role first, and refuses roles the user lacks', async () => {
    const t = await s.login('admin');
    const sw = await s.call('POST', '/api/v1/user/switchRole', { token: t, body: { role: 'qualityOfficer' } });
    expect(sw.code).toBe(200);
    const info = (await s.call('GET', '/api/v1/getinfo', { token: sw.data.token })).data.records[0];
    expect(info.roles[0]).toBe('qualityOfficer');
    expect(info.activeRole).toBe('qualityOfficer');
    expect((await s.call('GET', '/api/v1/getinfo', { token: t })).code).toBe(401);
    expect((await s.call('POST', '/api/v1/user/switchRole', { token: sw.data.token, body: { role: 'nurse' } })).code).toBe(403);
  });

  it('logout revokes the token', async () => {
    const t = await s.login('tech01');
    expect((await s.call('POST', '/logout', { token: t })).code).toBe(200);
    expect((await s.call('GET', '/api/v1/getinfo', { token: t })).code).toBe(401);
  });

  it('a disabled user cannot log in and loses their sessions; re-enabled can again', async () => {
    const admin = await s.login('admin');
    const nurse = await s.login('nurse01');
    const nurseId = (await s.call('GET', '/api/v1/getinfo', { token: nurse })).data.records[0].userID;
    expect((await s.sys('/SYS/SYuser/doOff', { userID: nurseId }, { token: admin, method: 'PUT' })).code).toBe(200);
    expect((await s.call('GET', '/api/v1/getinfo', { token: nurse })).code).toBe(401);
    expect(await s.call('POST', '/login', { body: { username: 'nurse01', password: 'Nurse@2024' } })).toMatchObject({ code: 403, msg: '账号已停用' });
    expect((await s.sys('/SYS/SYuser/doOpen', { userID: nurseId }, { token: admin, method: 'PUT' })).code).toBe(200);
    expect(await s.login('nurse01')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('settings are public to read, System-only to write', async () => {
    const pub = await s.call('GET', '/api/v1/settings?classify=1');
    expect(pub.data[0].content).toMatchObject({ name: expect.any(String), theme: '#4d70ff', tagsView: true });
    const nurse = await s.login('nurse01');
    expect((await s.call('POST', '/api/v1/settings', { token: nurse, body: { content: { name: 'x' } } })).code).toBe(403);
    const admin = await s.login('admin');
    const upd = await s.call('POST', '/api/v1/settings', { token: admin, body: { content: { name: '示范医院业务平台', tagsView: false } } });
    expect(upd.code).toBe(200);
    expect((await s.call('GET', '/api/v1/settings?classify=1')).data[0].content).toMatchObject({ name: '示范医院业务平台', tagsView: false, theme: '#4d70ff' });
    expect((await s.call('POST', '/api/v1/settings', { token: admin, body: { content: { evil: 1 } } })).code).toBe(400);
  });

  it('user export is an XLSX attachment', async () => {
    const admin = await s.login('admin');
    const res = await s.raw('GET', '/api/v1/sysUser/export', { headers: { Authorization: `Bearer ${admin}` } });
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    const { text } = await readXlsx(res);
    s.seen.push(text);
    expect(text).toContain('nurse01');
  });

  it('no response carried a password or a hash', () => {
    expect(s.seen.length).toBeGreaterThan(30);
    assertNoSecrets(s.seen);
  });
});
