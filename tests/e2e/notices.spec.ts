// Notices, the brand from the settings and the forced password change after an admin reset (issue 13 §4).
// Readers are colleagues no other suite logs in as (nurse05, nurse04); the notice targets only nurse05's
// department, and the settings are put back, so the other suites see the seeded state.
import { expect, test, type Page } from '@playwright/test';
import { app, login } from './shellHelpers.ts';

const OTHER = 'Hos@2024demo';
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/notices-${name}.png`, fullPage: false });

async function loginAs(page: Page, username: string, password: string, lang?: 'EN') {
  await page.goto('/login');
  await expect(app(page, '[data-testid=login-page]')).toBeVisible();
  if (lang) await app(page, '[data-testid=lang-switch] .ant-segmented-item:has-text("EN")').click();
  await app(page, 'input[name=username]').fill(username);
  await app(page, 'input[name=password]').fill(password);
  await app(page, '[data-testid=login-submit]').click();
}

test('an admin publishes a notice; a user of the department reads it from the dashboard and the bell follows', async ({ page, browser }) => {
  const title = `端到端公告${Date.now() % 100000}`;
  await login(page, 'admin');
  await page.goto('/newUpms/notice');
  await expect(app(page, '.ant-table-row').first()).toBeVisible();
  await app(page, '[data-testid=notice-add]').click();
  await app(page, '[data-testid=notice-title]').fill(title);
  await app(page, '[data-testid=notice-depts]').click();
  await page.keyboard.type('神经');
  await app(page, '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="神经内科"]').click();
  await app(page, '[data-testid=notice-title]').click();
  const editor = app(page, '[data-testid=notice-editor] .tiptap');
  await editor.click();
  // Chinese arrives as whole words from the input method
  await page.keyboard.insertText('请各位');
  await app(page, '[data-testid=notice-editor] button[data-cmd=bold]').click();
  await page.keyboard.insertText('按时参加');
  await app(page, '[data-testid=notice-editor] button[data-cmd=bold]').click();
  await page.keyboard.insertText('培训。');
  await expect(app(page, '[data-testid=notice-editor] button[data-cmd=bold]')).toHaveAttribute('aria-pressed', 'false');
  await shot(page, 'admin-editor-zh');
  await app(page, '[data-testid=notice-publish]').click();
  const row = app(page, '.ant-table-row').filter({ hasText: title });
  await expect(row).toContainText('已发布');
  await expect(row).toContainText('神经内科');
  await shot(page, 'admin-list-zh');

  // nurse05 (神经内科) sees it on the dashboard, unread, and in the bell
  const reader = await (await browser.newContext()).newPage();
  await loginAs(reader, 'nurse05', OTHER);
  await expect(app(reader, '[data-testid=layout]')).toBeVisible();
  const card = app(reader, '[data-testid=dashboard-notices]');
  const link = card.locator('[data-testid=dashboard-notice]').filter({ hasText: title });
  await expect(link).toBeVisible();
  const bell = app(reader, '[data-testid=navbar-bell] .hos-bell');
  await expect(bell).not.toHaveAttribute('data-unread', '0');
  const unread = Number(await bell.getAttribute('data-unread'));
  await shot(reader, 'dashboard-zh');
  await link.click();
  await expect(reader).toHaveURL(/\/biz\/notice\/detail\?id=\d+/);
  const detail = app(reader, '[data-testid=notice-detail]');
  await expect(detail).toContainText(title);
  await expect(detail.locator('strong')).toHaveText('按时参加');
  // opening it marked it read: the bell has one fewer, the dashboard no longer lists it
  await expect(bell).toHaveAttribute('data-unread', String(unread - 1));
  await shot(reader, 'detail-zh');
  await reader.goto('/biz/notice');
  const mine = app(reader, '.ant-table-row').filter({ hasText: title });
  await expect(mine).toContainText('已读');
  await shot(reader, 'list-zh');
  await reader.goto('/dashboard');
  await expect(app(reader, '[data-testid=dashboard-notices]')).toBeVisible();
  await expect(app(reader, '[data-testid=dashboard-notice]').filter({ hasText: title })).toHaveCount(0);
  await reader.context().close();

  // nurse04 (呼吸内科) is not in the audience: not on the list, not by id either
  const other = await (await browser.newContext()).newPage();
  await loginAs(other, 'nurse04', OTHER);
  await expect(app(other, '[data-testid=layout]')).toBeVisible();
  await other.goto('/biz/notice');
  await expect(app(other, '.ant-table-row').first()).toBeVisible();
  await expect(app(other, '.ant-table-row').filter({ hasText: title })).toHaveCount(0);
  await other.context().close();

  // withdraw and delete leave the seeded list as it was
  await row.getByRole('button', { name: '撤回' }).click();
  await app(page, '.ant-modal-confirm .ant-btn-primary').click();
  await expect(row).toContainText('已撤回');
  await row.getByRole('button', { name: '删除' }).click();
  await app(page, '.ant-modal-confirm .ant-btn-dangerous').click();
  await expect(row).toHaveCount(0);
});

test('notice pages in English', async ({ page }) => {
  await loginAs(page, 'nurse05', OTHER, 'EN');
  await expect(app(page, '[data-testid=dashboard-notices]')).toContainText('Unread notices');
  await shot(page, 'dashboard-en');
  await page.goto('/biz/notice');
  await expect(app(page, '.ant-table-thead')).toContainText('Published by');
  await shot(page, 'list-en');
  await app(page, '[data-testid=notice-link]').first().click();
  await expect(app(page, '[data-testid=notice-detail]')).toContainText('Notice');
  await shot(page, 'detail-en');
});

test('the admin notice editor in English', async ({ page }) => {
  await loginAs(page, 'admin', 'Admin@2024', 'EN');
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
  await page.goto('/newUpms/notice');
  await expect(app(page, '.ant-table-row').first()).toContainText('Published');
  await shot(page, 'admin-list-en');
  await app(page, '[data-testid=notice-add]').click();
  await expect(app(page, '[data-testid=notice-editor] [role=toolbar]')).toHaveAttribute('aria-label', 'Formatting');
  // keys typed one by one, a heading from the toolbar, undo
  await app(page, '[data-testid=notice-editor] .tiptap').click();
  await page.keyboard.type('Ward round at nine');
  await app(page, '[data-testid=notice-editor] button[data-cmd=h2]').click();
  await expect(app(page, '[data-testid=notice-editor] .tiptap h2')).toHaveText('Ward round at nine');
  await expect(app(page, '[data-testid=notice-editor] button[data-cmd=h2]')).toHaveAttribute('aria-pressed', 'true');
  await app(page, '[data-testid=notice-editor] button[data-cmd=undo]').click();
  await expect(app(page, '[data-testid=notice-editor] .tiptap h2')).toHaveCount(0);
  await shot(page, 'admin-editor-en');
});

test('a user whose password an admin reset must change it at the next login', async ({ page, browser }) => {
  await login(page, 'admin');
  await page.goto('/upms/sysuser');
  const row = app(page, '.ant-table-row').filter({ hasText: 'nurse04' });
  await row.getByRole('button', { name: '重置密码' }).click();
  const reset = page.getByRole('dialog', { name: /重置密码/ });
  await reset.locator('input[type=password]').fill('Reset#2025a');
  await reset.locator('.ant-btn-primary').click();
  await expect(reset).toBeHidden();

  const user = await (await browser.newContext()).newPage();
  await loginAs(user, 'nurse04', 'Reset#2025a');
  const dialog = app(user, '.ant-modal').filter({ hasText: '请修改管理员重置的密码' });
  await expect(dialog).toBeVisible();
  await expect(app(user, '[data-testid=password-forced-tip]')).toContainText('管理员重置');
  await shot(user, 'forced-reset-zh');
  const inputs = dialog.locator('input[type=password]');
  await inputs.nth(0).fill('Reset#2025a');
  await inputs.nth(1).fill('Mine#2025bb');
  await inputs.nth(2).fill('Mine#2025bb');
  await inputs.nth(0).click();
  await dialog.locator('.ant-btn-primary').click();
  // success logs out and reloads to the login page; the new password works and nothing is forced any more
  await expect(app(user, '[data-testid=login-page]')).toBeVisible({ timeout: 15_000 });
  await loginAs(user, 'nurse04', 'Mine#2025bb');
  await expect(app(user, '[data-testid=layout]')).toBeVisible();
  await expect(app(user, '[data-testid=dashboard]')).toBeVisible();
  await expect(app(user, '.ant-modal')).toHaveCount(0);
  await user.context().close();
});

test('the system name from the settings is the brand of the sidebar, the login page and the title', async ({ page, browser }) => {
  const name = '示范医院综合平台';
  await login(page, 'admin');
  await page.goto('/newUpms/settings');
  const field = app(page, 'input#name');
  await expect(field).toHaveValue('医院综合业务管理平台');
  try {
    await field.fill(name);
    await app(page, '.hos-save-settings').click();
    // the sidebar follows at once, without a reload
    await expect(app(page, '[data-testid=brand-title]')).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(name));
    await shot(page, 'settings-zh');
    const other = await (await browser.newContext()).newPage();
    await other.goto('/login');
    await expect(app(other, '[data-testid=login-title]')).toHaveText(name);
    await expect(other).toHaveTitle(name);
    await other.context().close();
  } finally {
    await field.fill('医院综合业务管理平台');
    await app(page, '.hos-save-settings').click();
    await expect(app(page, '[data-testid=brand-title]')).toHaveText('医院综合业务管理平台');
  }
});
