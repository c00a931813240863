// Helpers for the <hos-app> end-to-end tests. Playwright's CSS locators pierce open shadow roots.
import { expect, type Browser, type Locator, type Page } from '@playwright/test';

export const USERS = {
  admin: ['admin', 'Admin@2024'],
  nurse01: ['nurse01', 'Nurse@2024'],
  approver01: ['approver01', 'Approve@2024'],
  quality01: ['quality01', 'Quality@2024'],
  tech01: ['tech01', 'Tech@2024'],
  secadmin: ['secadmin', 'Security@2024'],
  auditor: ['auditor', 'Audit@2024'],
} as const;

export const app = (page: Page, css: string) => page.locator(`hos-app ${css}`);

/**
 * Pick an option of an antd Select in the app until it shows as chosen. Under load an option's click was
 * missed now and then, or the list closed again while its dialog was still opening; a click on an option
 * already chosen would unchoose it, hence the check first. `search`: typed into the select's input first.
 */
export async function pickOption(page: Page, select: Locator, title: string, search?: string) {
  const option = app(page, `.ant-select-item-option[title="${title}"]`);
  await expect(async () => {
    if (!(await select.textContent())?.includes(title)) {
      if (search !== undefined) await select.locator('input').fill(search);
      else if (!(await option.isVisible())) await select.click();
      await option.click({ timeout: 5000 });
    }
    await expect(select).toContainText(title, { timeout: 2000 });
  }).toPass();
}

export async function fillLogin(page: Page, user: keyof typeof USERS) {
  const [u, p] = USERS[user];
  await expect(app(page, '[data-testid=login-page]')).toBeVisible();
  await app(page, 'input[name=username]').fill(u);
  await app(page, 'input[name=password]').fill(p);
  await app(page, '[data-testid=login-submit]').click();
}

/** Log in from /login as any account (seeded colleagues too) and wait for the layout. */
export async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(app(page, '[data-testid=login-page]')).toBeVisible();
  await app(page, 'input[name=username]').fill(username);
  await app(page, 'input[name=password]').fill(password);
  await app(page, '[data-testid=login-submit]').click();
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
}

/** A new browser context in `lang` at `viewport`, signed in as `user`, on the layout. */
export async function openAs(browser: Browser, user: keyof typeof USERS, lang: 'zh-CN' | 'en', viewport = { width: 1366, height: 768 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((l) => localStorage.setItem('language', l), lang);
  const page = await context.newPage();
  const [username, password] = USERS[user];
  await signInAs(page, username, password);
  return page;
}

/** Log in from /login (optionally with a redirect query) and wait for the layout. */
export async function login(page: Page, user: keyof typeof USERS, path = '/login') {
  await page.goto(path);
  await fillLogin(page, user);
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
}

/** Top-level sidebar titles, in order. */
export async function topMenus(page: Page): Promise<string[]> {
  const items = app(page, '[data-testid=sidebar] ul.ant-menu-root > li.ant-menu-item, [data-testid=sidebar] ul.ant-menu-root > li.ant-menu-submenu > .ant-menu-submenu-title');
  await expect(items.first()).toBeVisible();
  return (await items.locator('.ant-menu-title-content').allInnerTexts()).map((s) => s.trim());
}

export async function tagTitles(page: Page): Promise<string[]> {
  return (await app(page, '[data-testid=tag]').allInnerTexts()).map((s) => s.trim());
}

export const path = (page: Page) => new URL(page.url()).pathname;

/** Open a sidebar submenu (unless open) and click one of its pages. */
export async function openMenu(page: Page, dir: string, item: string) {
  const sub = app(page, `[data-testid=sidebar] li.ant-menu-submenu:has(> .ant-menu-submenu-title:has-text("${dir}"))`);
  if (!/ant-menu-submenu-open/.test((await sub.getAttribute('class')) ?? '')) await sub.locator('> .ant-menu-submenu-title').click();
  await sub.locator(`.ant-menu-item a:text-is("${item}")`).click();
}
