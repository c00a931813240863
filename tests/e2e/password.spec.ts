// Foundation end-to-end: the reference server, the old portal page (hostile CSS), the shared session
// cookie and <hos-password-dialog>: log in, change the password through the element, log in again.
import { expect, test } from '@playwright/test';

async function portalLogin(page: import('@playwright/test').Page, username: string, password: string) {
  await page.locator('#portal-login input[name=username]').fill(username);
  await page.locator('#portal-login input[name=password]').fill(password);
  await page.locator('#portal-login button[type=submit]').click();
}

test('change the password through the element, then log in with the new one', async ({ page }) => {
  await page.goto('/legacy-portal.html');
  // nurse03 is a seeded colleague no other suite logs in as (the shell suite needs approver01's password)
  await portalLogin(page, 'nurse03', 'Hos@2024demo');
  await expect(page.locator('#login-state')).toHaveText(/已登录：周静/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'Admin-Token')?.value).toBeTruthy();

  await page.locator('#change-pwd').click();
  const dialog = page.locator('hos-password-dialog .ant-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('width', '650px');
  const inputs = page.locator('hos-password-dialog input[type=password]');
  await inputs.nth(0).fill('Hos@2024demo');
  await inputs.nth(1).fill('weak');
  await inputs.nth(2).click();
  await expect(page.locator('hos-password-dialog .ant-form-item-explain-error').first()).toContainText('密码必须包含');
  await inputs.nth(1).fill('Better#2025');
  await inputs.nth(2).fill('Better#2025');
  await inputs.nth(0).click();

  const reloaded = page.waitForEvent('load');
  await page.locator('hos-password-dialog .ant-btn-primary').click();
  // toasts are page-level: they show in whichever element of the page hosts the UI port
  await expect(page.locator('.ant-message-notice').filter({ hasText: '修改成功' })).toBeVisible();
  await reloaded;
  await expect(page.locator('#login-state')).toHaveText('未登录');
  expect((await page.context().cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();

  // the old password no longer works, the new one does
  await portalLogin(page, 'nurse03', 'Hos@2024demo');
  await expect(page.locator('#login-state')).toHaveText('未登录');
  await portalLogin(page, 'nurse03', 'Better#2025');
  await expect(page.locator('#login-state')).toHaveText(/已登录：周静/);
});

test('a wrong old password is refused by the server and nothing is lost', async ({ page }) => {
  await page.goto('/legacy-portal.html');
  await portalLogin(page, 'approver03', 'Approve@2024');
  await expect(page.locator('#login-state')).toHaveText(/已登录/);
  await page.locator('#change-pwd').click();
  const inputs = page.locator('hos-password-dialog input[type=password]');
  await inputs.nth(0).fill('Wrong#2024x');
  await inputs.nth(1).fill('Better#2025');
  await inputs.nth(2).fill('Better#2025');
  await page.locator('hos-password-dialog .ant-btn-primary').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '原密码' })).toBeVisible();
  await expect(page.locator('hos-password-dialog .ant-modal')).toBeVisible();
  await expect(inputs.nth(1)).toHaveValue('Better#2025');
});
