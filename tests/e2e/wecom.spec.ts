// Issue 32 §6 in the browser: the administrator sets up a WeCom group robot in 系统设置 against a local HTTP
// server that imitates WeCom and sends a test message (sent; a wrong key: WeCom's 93000 in the page's
// language); a user enters their WeCom user id in the profile and turns WeCom on. Screenshots at 1366 px
// (/tmp/wecom-*.png). WeCom is turned off again at the end, so the other suites see the seeded state.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { app, fillLogin, USERS } from './shellHelpers.ts';

const KEY = 'e2e-robot-key';

/** A local WeCom robot endpoint: 93000 for any key but KEY; keeps the contents it accepted. */
async function fakeWecom(): Promise<{ server: Server; base: string; got: string[] }> {
  const got: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const ok = url.pathname === '/cgi-bin/webhook/send' && url.searchParams.get('key') === KEY;
      if (ok) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, { content: string }> & { msgtype: string };
        got.push(body[body.msgtype].content);
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(ok ? { errcode: 0, errmsg: 'ok' } : { errcode: 93000, errmsg: 'invalid webhook url' }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, got };
}

async function api(page: Page, user: keyof typeof USERS, method: string, path: string, body?: unknown) {
  const login = await page.request.post('/login', { data: { username: USERS[user][0], password: USERS[user][1] } });
  const token = (await login.json()).data.token as string;
  const res = await page.request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { data: body }) });
  return res.json();
}

async function signIn(browser: Browser, user: keyof typeof USERS): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await page.goto('/login');
  await fillLogin(page, user);
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
  return page;
}

test('WeCom settings, the test message and the profile\'s choice', async ({ page: base, browser }) => {
  const wecom = await fakeWecom();
  try {
    const page = await signIn(browser, 'admin');
    await page.goto('/newUpms/settings');
    const form = app(page, '[data-testid=wecom-settings]');
    await expect(form).toBeVisible();
    await expect(app(page, '[data-testid=wecom-enabled]')).toHaveAttribute('aria-checked', 'false');
    await form.getByLabel('接口地址').fill(wecom.base);
    for (const [name, key] of [['质控科群', KEY], ['错误的机器人', 'wrong-key']]) {
      await app(page, '[data-testid=wecom-add-robot]').click();
      const robot = form.locator('[data-testid=wecom-robot]').last();
      await robot.locator('input[id$="_name"]').fill(name);
      await robot.locator('input[id$="_key"]').fill(key);
    }
    await app(page, '[data-testid=wecom-enabled]').click();
    await app(page, '[data-testid=wecom-save]').click();
    await expect(app(page, '.ant-message')).toContainText('企业微信设置已保存');

    // the test message to the robot: sent
    await form.getByLabel('测试对象').click();
    await app(page, '.ant-select-item-option:has-text("群机器人：质控科群")').click();
    await app(page, '[data-testid=wecom-test]').click();
    await expect(app(page, '.ant-message')).toContainText('测试消息已发送');
    expect(wecom.got).toEqual(['**测试消息**\n> 这是一条测试消息：企业微信提醒的设置可以使用。']);
    // the wrong key: WeCom's errcode and what it means
    await form.getByLabel('测试对象').click();
    await app(page, '.ant-select-item-option:has-text("群机器人：错误的机器人")').click();
    await app(page, '[data-testid=wecom-test]').click();
    await expect(app(page, '.ant-message')).toContainText('企业微信返回错误 93000：群机器人的 Webhook 密钥无效');
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/wecom-settings-zh-1366.png' });
    await app(page, '[data-testid=wecom-outbox]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/wecom-outbox-zh-1366.png' });
    // nothing came back that should not: the key is not in the page
    expect(await page.content()).not.toContain(KEY);

    // the profile: approver01's WeCom user id, on
    const user = await signIn(browser, 'approver01');
    await user.goto('/profile/index');
    const prefs = app(user, '[data-testid=wecom-prefs]');
    await expect(prefs).toBeVisible();
    await prefs.getByLabel('企业微信用户 ID').fill('zhangzq');
    await app(user, '[data-testid=wecom-prefs-on]').click();
    await app(user, '[data-testid=wecom-prefs-save]').click();
    await expect(app(user, '.ant-message')).toContainText('企业微信提醒设置已保存');
    await prefs.scrollIntoViewIfNeeded();
    await user.screenshot({ path: '/tmp/wecom-profile-zh-1366.png' });
    expect((await api(base, 'approver01', 'GET', '/api/v1/user/wecom-prefs')).data).toMatchObject({ wecomUserId: 'zhangzq', on: true, enabled: true });
  } finally {
    const off = await api(base, 'admin', 'PUT', '/api/v1/wecom/settings', { enabled: false, baseUrl: '', format: 'markdown', appUrl: '', corpId: '', agentId: null, robots: [] });
    expect(off.code).toBe(200);
    await api(base, 'approver01', 'PUT', '/api/v1/user/wecom-prefs', { wecomUserId: '', on: false });
    await new Promise<void>((done) => wecom.server.close(() => done()));
  }
});
