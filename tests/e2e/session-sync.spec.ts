// Issue 33 §9, one session across the page: the app in one tab, a portal page with the bell and the renderer
// from two bundle files in another tab of the same browser. A sign-out in the app reaches both elements
// within 2 s without a reload (the renderer keeps what was typed and asks to sign in before it submits);
// a sign-in as another user in the app reaches them too (the reporter block follows the new user).
import { expect, test, type Page } from '@playwright/test';
import { app, signInOn } from './workflowHelpers.ts';

const SCHEMA = {
  list: [
    { type: 'input', name: '上报人', key: 'k_reporter', model: 'reporter_name', options: { width: '100%', defaultValue: '' }, rules: [] },
    { type: 'textarea', name: '事件经过', key: 'k_desc', model: 'event_description', options: { width: '100%', defaultValue: '' }, rules: [] },
  ],
  config: { labelWidth: 100, labelPosition: 'right', size: 'small' },
};

/** A portal page of the hospital's own, on the app's origin: two bundle files, one for each element. */
const PORTAL = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>门户</title>
<script type="module" src="/dist/hos-form-renderer.js"></script>
<script type="module" src="/dist/hos-message-bell.js"></script>
</head><body>
<h1>一站式门户</h1>
<hos-message-bell id="bell"></hos-message-bell>
<hos-form-renderer id="form" submit-text="提交"></hos-form-renderer>
<script type="module">
  await customElements.whenDefined('hos-form-renderer');
  const form = document.getElementById('form');
  form.schema = ${JSON.stringify(SCHEMA)};
  window.submitted = [];
  form.addEventListener('hos-submit', (e) => window.submitted.push(e.detail.models));
</script>
</body></html>`;

const inRenderer = (page: Page, css: string) => page.locator(`hos-form-renderer ${css}`);
const inBell = (page: Page, css: string) => page.locator(`hos-message-bell ${css}`);

async function logoutInApp(page: Page): Promise<void> {
  await app(page, '[data-testid=user-menu]').click();
  const menu = app(page, '.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu).toBeVisible();
  await expect(menu).not.toHaveClass(/-(appear|enter|leave)/);
  await menu.locator('.ant-dropdown-menu-item:has-text("退出登录")').click();
  await app(page, '.ant-modal-confirm .ant-btn-primary').click();
  await expect(app(page, '[data-testid=login-page]')).toBeVisible();
}

test('a sign-out and a sign-in in the app tab reach the bell and the renderer of two bundles in another tab within 2 s', async ({ browser }) => {
  const context = await browser.newContext();
  const appTab = await context.newPage();
  await signInOn(appTab, 'quality01', 'Quality@2024', '/dashboard');

  // a second tab of the app, on a page of its own
  const appTab2 = await context.newPage();
  await appTab2.goto('/dashboard');
  await expect(app(appTab2, '[data-testid=layout]')).toBeVisible();

  const portal = await context.newPage();
  await portal.route('**/portal-two-bundles.html', (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: PORTAL }));
  await portal.goto('/portal-two-bundles.html');
  const reporter = inRenderer(portal, '[data-path="reporter_name"] input');
  await expect(reporter).toHaveValue('陈晓燕');
  const description = inRenderer(portal, '[data-path="event_description"] textarea');
  await description.fill('夜间巡视发现患者坐于床旁地面。');
  // two bundle files, one runtime: the bell is signed in by the same cookie
  await inBell(portal, '.hos-bell-trigger').click();
  await expect(inBell(portal, '[data-testid=bell-panel]')).toBeVisible();
  await expect(inBell(portal, '[data-testid=bell-panel]')).not.toContainText('退出登录');
  await inBell(portal, '.hos-bell-trigger').click();

  // signed out in the app tab: the portal tab follows without a reload
  const loads: string[] = [];
  portal.on('load', () => loads.push(portal.url()));
  await logoutInApp(appTab);
  const signedOut = inRenderer(portal, '.hos-signed-out');
  await expect(signedOut).toBeVisible({ timeout: 2000 });
  await expect(signedOut).toContainText('已填写的内容仍保留');
  await expect(inBell(portal, '.hos-bell')).toHaveAttribute('data-unread', '0', { timeout: 2000 });
  await inBell(portal, '.hos-bell-trigger').click();
  await expect(inBell(portal, '.hos-bell-empty-text')).toHaveText('已退出登录，登录后可查看消息');
  await inBell(portal, '.hos-bell-trigger').click();
  // the other app tab keeps its page under the sign-in dialog
  await expect(app(appTab2, '.hos-relogin')).toBeVisible({ timeout: 2000 });
  await expect(app(appTab2, '[data-testid=layout]')).toBeVisible();
  // what was typed stays; a submit asks to sign in instead of sending (the dialog can be closed: nothing lost)
  await expect(description).toHaveValue('夜间巡视发现患者坐于床旁地面。');
  await inRenderer(portal, '.hos-actions button').click();
  const dialog = inRenderer(portal, '.hos-relogin');
  await expect(dialog).toBeVisible();
  expect(await portal.evaluate(() => (window as unknown as { submitted: unknown[] }).submitted.length)).toBe(0);

  // a portal page opened while signed out: no reporter yet
  const later = await context.newPage();
  await later.route('**/portal-two-bundles.html', (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: PORTAL }));
  await later.goto('/portal-two-bundles.html');
  await expect(inRenderer(later, '[data-path="event_description"] textarea')).toBeVisible();
  await expect(inRenderer(later, '[data-path="reporter_name"] input')).toHaveValue('');

  // another user signs in in the app tab: the dialog closes by itself and the waiting submit goes out with
  // everything typed; the reporter filled before stays (a value is never replaced), the empty one follows
  await signInOn(appTab, 'tech01', 'Tech@2024', '/dashboard');
  await expect(dialog).toBeHidden({ timeout: 2000 });
  await expect(signedOut).toBeHidden({ timeout: 2000 });
  await expect.poll(() => portal.evaluate(() => (window as unknown as { submitted: Record<string, unknown>[] }).submitted), { timeout: 2000 })
    .toEqual([{ reporter_name: '陈晓燕', event_description: '夜间巡视发现患者坐于床旁地面。' }]);
  await expect(inRenderer(later, '[data-path="reporter_name"] input')).toHaveValue('刘明辉', { timeout: 2000 });
  await inBell(later, '.hos-bell-trigger').click();
  await expect(inBell(later, '[data-testid=bell-panel]')).toBeVisible();
  await expect(inBell(later, '[data-testid=bell-panel]')).not.toContainText('退出登录');
  // the other app tab: the dialog has gone, the new user's name in the header, no reload
  await expect(app(appTab2, '.hos-relogin')).toBeHidden({ timeout: 2000 });
  await expect(app(appTab2, '[data-testid=user-menu]')).toContainText('刘明辉');
  expect(loads).toEqual([]);
  await context.close();
});
