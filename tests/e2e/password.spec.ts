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
  await portalLogin(page, 'approver01', 'Approve@2024');
  await expect(page.locator('#login-state')).toHaveText(/已登录：张志强/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'Admin-Token')?.value).toBeTruthy();

  await page.locator('#change-pwd').click();
  const dialog = page.locator('hos-password-dialog .ant-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('width', '650px');
  const inputs = page.locator('hos-password-dialog input[type=password]');
  await inputs.nth(0).fill('Approve@2024');
  await inputs.nth(1).fill('weak');
  await inputs.nth(2).click();
  await expect(page.locator('hos-password-dialog .ant-form-item-explain-error').first()).toContainText('密码必须包含');
  await inputs.nth(1).fill('Better#2025');
  await inputs.nth(2).fill('Better#2025');
  await inputs.nth(0).click();

  const reloaded = page.waitForEvent('load');
  await page.locator('hos-password-dialog .ant-btn-primary').click();
  await expect(page.locator('hos-password-dialog .ant-message')).toContainText('修改成功');
  await reloaded;
  await expect(page.locator('#login-state')).toHaveText('未登录');
  expect((await page.context().cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();

  // the old password no longer works, the new one does
  await portalLogin(page, 'approver01', 'Approve@2024');
  await expect(page.locator('#login-state')).toHaveText('未登录');
  await portalLogin(page, 'approver01', 'Better#2025');
  await expect(page.locator('#login-state')).toHaveText(/已登录：张志强/);
});

test('a wrong old password is refused by the server and nothing is lost', async ({ page }) => {
  await page.goto('/legacy-portal.html');
  await portalLogin(page, 'quality01', 'Quality@2024');
  await expect(page.locator('#login-state')).toHaveText(/已登录/);
  await page.locator('#change-pwd').click();
  const inputs = page.locator('hos-password-dialog input[type=password]');
  await inputs.nth(0).fill('Wrong#2024x');
  await inputs.nth(1).fill('Better#2025');
  await inputs.nth(2).fill('Better#2025');
  await page.locator('hos-password-dialog .ant-btn-primary').click();
  await expect(page.locator('hos-password-dialog .ant-message')).toBeVisible();
  await expect(page.locator('hos-password-dialog .ant-modal')).toBeVisible();
  await expect(inputs.nth(1)).toHaveValue('Better#2025');
});
