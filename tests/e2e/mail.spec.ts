// Issue 26 §4 in the browser: the administrator turns e-mail reminders on in 系统设置 and sees the outbox
// (an unreachable SMTP server: the rows wait for their next attempt with the error, a retry is offered); a
// user chooses their kinds in the profile. Screenshots at 1366 and 390 px in both languages (/tmp/mail-*.png).
// E-mail is turned off again at the end, so the other suites see the seeded state.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createServer, type AddressInfo } from 'node:net';
import { app, fillLogin, USERS } from './shellHelpers.ts';
import { validFor } from '../server/wf.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/mail-${name}.png`, fullPage: false });

/** A port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((ok) => s.close(() => ok()));
  return port;
}

async function api(page: Page, user: keyof typeof USERS, method: string, path: string, body?: unknown) {
  const login = await page.request.post('/login', { data: { username: USERS[user][0], password: USERS[user][1] } });
  const token = (await login.json()).data.token as string;
  const res = await page.request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { data: body }) });
  return res.json();
}

/** A signed-in page of its own (a fresh context: no session, the language chosen on the login page). */
async function signIn(browser: Browser, user: keyof typeof USERS, en: boolean, width = 1366): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: width > 500 ? 768 : 844 } })).newPage();
  await page.goto('/login');
  await expect(app(page, '[data-testid=login-page]')).toBeVisible();
  if (en) await app(page, '[data-testid=lang-switch] .ant-segmented-item:has-text("EN")').click();
  await fillLogin(page, user);
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
  return page;
}

test('e-mail settings, the outbox and the profile\'s choices', async ({ page: base, browser }) => {
  const port = await closedPort();
  try {
    // the settings through the page (zh-CN): off by default, then on towards an unreachable server
    let page = await signIn(browser, 'admin', false);
    await page.goto('/newUpms/settings');
    const form = app(page, '[data-testid=mail-settings]');
    await expect(form).toBeVisible();
    await expect(app(page, '[data-testid=mail-enabled]')).toHaveAttribute('aria-checked', 'false');
    await form.locator('input').nth(0).fill('127.0.0.1');
    await form.locator('input').nth(1).fill(String(port));
    await form.locator('input').nth(3).fill('hos@example.org');
    await form.locator('input[placeholder^="https"]').fill('https://hos.example.org');
    await app(page, '[data-testid=mail-enabled]').click();
    await app(page, '[data-testid=mail-save]').click();
    await expect(app(page, '.ant-message')).toContainText('邮件设置已保存');

    // a report gives the department reviewer a to-do; sending fails and the row waits for another attempt
    const rep = await api(base, 'nurse01', 'POST', '/api/v1/records', {
      module: 'baqsj', eventType: 'fall', grade: 'III', title: '邮件发件箱演示', submit: true, data: validFor({ grade: 'III' }),
    });
    expect(rep.code).toBe(200);
    const outbox = app(page, '[data-testid=mail-outbox]');
    await outbox.getByRole('button', { name: '立即发送到期邮件' }).click();
    await expect(outbox.locator('.ant-table-row').first()).toContainText('待发送');
    await expect(app(page, '[data-testid=outbox-retry]').first()).toBeVisible();
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'settings-zh-1366');
    await outbox.scrollIntoViewIfNeeded();
    await shot(page, 'outbox-zh-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'settings-zh-390');
    await outbox.scrollIntoViewIfNeeded();
    await shot(page, 'outbox-zh-390');

    // the same page in English
    page = await signIn(browser, 'admin', true);
    await page.goto('/newUpms/settings');
    await expect(app(page, '[data-testid=mail-outbox] .ant-table-row').first()).toContainText('Pending');
    for (const [w, h] of [[1366, 768], [390, 844]]) {
      await page.setViewportSize({ width: w, height: h });
      await app(page, '[data-testid=mail-settings]').scrollIntoViewIfNeeded();
      await shot(page, `settings-en-${w}`);
      await app(page, '[data-testid=mail-outbox]').scrollIntoViewIfNeeded();
      await shot(page, `outbox-en-${w}`);
    }

    // the profile: the user keeps only overdue reminders (signed in at each width: the phone layout from the start)
    for (const [en, width] of [[false, 1366], [false, 390], [true, 1366], [true, 390]] as const) {
      page = await signIn(browser, 'approver01', en, width);
      await page.goto('/profile/index');
      const prefs = app(page, '[data-testid=mail-prefs]');
      await expect(prefs.locator('input[type=checkbox]')).toHaveCount(4);
      if (!en && width > 500) {
        await prefs.getByLabel('新待办').uncheck();
        await prefs.getByLabel('被退回').uncheck();
        await prefs.getByLabel('报告发布').uncheck();
        await app(page, '[data-testid=mail-prefs-save]').click();
        await expect(app(page, '.ant-message')).toContainText('邮件提醒设置已保存');
      } else {
        await expect(prefs.getByLabel(en ? 'Overdue' : '超期提醒')).toBeChecked();
        await expect(prefs.getByLabel(en ? 'New to-do' : '新待办')).not.toBeChecked();
      }
      await prefs.scrollIntoViewIfNeeded();
      await shot(page, `profile-${en ? 'en' : 'zh'}-${width}`);
      await page.context().close();
    }
    const p = await api(base, 'approver01', 'GET', '/api/v1/user/mail-prefs');
    expect(p.data.kinds).toEqual(['overdue']);
  } finally {
    const off = await api(base, 'admin', 'PUT', '/api/v1/mail/settings', { enabled: false, host: '', port: 587, tls: 'starttls', from: '', user: '', appUrl: '' });
    expect(off.code).toBe(200);
    await api(base, 'approver01', 'PUT', '/api/v1/user/mail-prefs', { mailLang: '', kinds: ['todo', 'overdue', 'returned', 'report'] });
  }
});
