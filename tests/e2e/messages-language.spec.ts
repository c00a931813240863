// Issue 23 §1 end to end: a failed sign-in is said once, in the page's language; messages (bell and
// message page) are stored as a kind and parameters and read in English by an English reader.
import { expect, test } from '@playwright/test';
import { app } from './shellHelpers.ts';

const CJK = /[\u3400-\u9fff]/;

async function english(page: import('@playwright/test').Page) {
  await page.goto('/login');
  await app(page, '[data-testid=lang-switch] .ant-segmented-item:has-text("EN")').click();
  await expect(app(page, '[data-testid=login-submit]')).toHaveText('Log in');
}

/** Signed in on the English login page; the layout is up. */
async function signedInEnglish(page: import('@playwright/test').Page, username: string, password: string) {
  await english(page);
  await app(page, 'input[name=username]').fill(username);
  await app(page, 'input[name=password]').fill(password);
  await app(page, '[data-testid=login-submit]').click();
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
}

test('a failed sign-in shows one message, once, in English', async ({ page }) => {
  await english(page);
  await app(page, 'input[name=username]').fill('owner01');
  await app(page, 'input[name=password]').fill('Wrong@2024');
  await app(page, '[data-testid=login-submit]').click();
  await expect(app(page, '[data-testid=login-error]')).toHaveText('Incorrect username or password');
  // the button is ready again: the answer was handled; no toast says it a second time
  await expect(app(page, '[data-testid=login-submit]')).toHaveText('Log in');
  await expect(page.getByText('Incorrect username or password')).toHaveCount(1);
  await expect(app(page, '.ant-message-notice')).toHaveCount(0);
});

test('the bell and the message page read the stored messages in English', async ({ page }) => {
  await english(page);
  // owner01: a seeded account whose password is not due for a change (no dialog over the page)
  await app(page, 'input[name=username]').fill('owner01');
  await app(page, 'input[name=password]').fill('Owner@2024');
  await app(page, '[data-testid=login-submit]').click();
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
  await page.goto('/biz/message');
  const rows = app(page, '.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(app(page, '.ant-table-tbody')).toContainText('Password security reminder');
  await expect(app(page, '.ant-table-tbody')).toContainText('Welcome to the hospital management platform.');
  // outside what people typed (marked data-user-text), no Chinese in the table
  const unmarked = await app(page, '.ant-table-tbody').evaluate((tbody) => {
    const clone = tbody.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[data-user-text]').forEach((e) => e.remove());
    return clone.textContent ?? '';
  });
  expect(unmarked).not.toMatch(CJK);

  await app(page, '[data-testid=navbar-bell] .hos-bell-trigger').click();
  const item = app(page, '.hos-bell-item').first();
  await expect(item).toBeVisible();
  const bellText = await app(page, '.hos-bell-list').evaluate((list) => {
    const clone = list.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[data-user-text]').forEach((e) => e.remove());
    return clone.textContent ?? '';
  });
  expect(bellText).not.toMatch(CJK);
  expect(bellText).toContain('Password security reminder');
});

test('message times show in the hospital\'s zone (Asia/Shanghai by default), in English', async ({ page }) => {
  await signedInEnglish(page, 'owner01', 'Owner@2024');
  // the message page: the server's instant (issue 23 §2), written in English in the hospital's zone, whatever zone the browser is in
  const answer = page.waitForResponse((r) => r.url().includes('/tSysMessage/doQueryPage'));
  await page.goto('/biz/message');
  const first = ((await (await answer).json()) as { resData: { records: { createdAt: string }[] } }).resData.records[0];
  const expected = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Shanghai',
  }).format(new Date(first.createdAt));
  await expect(app(page, '.ant-table-tbody tr.ant-table-row').first()).toContainText(expected);
});

test('user management names departments by their English names in English', async ({ page }) => {
  await signedInEnglish(page, 'admin', 'Admin@2024');
  await page.goto('/upms/sysuser');
  await expect(app(page, '.hos-dept-name').first()).toBeVisible();
  // only the English name on screen for departments that have one, not marked as typed data
  await expect(app(page, '.hos-dept-name:text-is("Endocrinology")').first()).toBeVisible();
  await expect(app(page, '.hos-dept-name:text-is("Endocrinology")').first()).not.toHaveAttribute('data-user-text');
});
