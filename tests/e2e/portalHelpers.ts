// Helpers for the end-to-end tests of the legacy portal page (demo/legacy-portal.html).
import { expect, type Page } from '@playwright/test';

/** Sign in on the legacy portal and wait for its form to be drawn. */
export async function portalLogin(page: Page, username = 'nurse01', password = 'Nurse@2024'): Promise<void> {
  await page.goto('/legacy-portal.html');
  await page.locator('#portal-login input[name=username]').fill(username);
  await page.locator('#portal-login input[name=password]').fill(password);
  await page.locator('#portal-login button[type=submit]').click();
  await expect(page.locator('#login-state')).toHaveText(/已登录/);
  await portalFormReady(page);
}

/**
 * Wait until the portal has put its form into the renderer and the renderer has drawn it. Two steps: a
 * waitForFunction predicate must answer at once (a promise it returns counts as truthy, so an async
 * predicate passed before the portal's form request had come back), then whenReady() is awaited.
 */
export async function portalFormReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !!(document.getElementById('portal-form') as (HTMLElement & { schema?: unknown }) | null)?.schema);
  await page.evaluate(() => (document.getElementById('portal-form') as HTMLElement & { whenReady(): Promise<void> }).whenReady());
}

/** Toast texts currently shown inside the renderer. */
export const toasts = (page: Page) => page.locator('#portal-form .ant-message-notice');
