// <hos-message-bell> alone on the old portal (hostile CSS), signed in through the portal's login
// and the shared session cookie: reading a message lowers the badge and changes the server state.
// Uses tech01, whose messages no other suite reads; how many it has depends on the seeded records, so
// the count is read from the server first. The bell shows the unread notices first (issue 13 §4), as
// entries `notice-<id>`.
import { expect, test, type APIRequestContext } from '@playwright/test';

async function unreadOnServer(request: APIRequestContext): Promise<{ total: number; ids: string[] }> {
  const login = await (await request.post('/login', { data: { username: 'tech01', password: 'Tech@2024' } })).json();
  const headers = { Authorization: 'Bearer ' + login.data.token };
  const res = await (await request.post('/xjs-api/MTSaas/tSysMessage/doQueryPage', { headers, data: { operate_status: 0, pageIndex: 1, pageSize: 9999 } })).json();
  const notices = (await (await request.get('/api/v1/notice?unread=1&pageSize=20', { headers })).json()).data;
  return {
    total: res.resData.total + notices.list.length,
    ids: [...notices.list.map((n: { id: number }) => `notice-${n.id}`), ...res.resData.records.map((m: { id: number }) => String(m.id))],
  };
}

test('the bell on the legacy portal: unread badge, list, read flow against the server', async ({ page, request }) => {
  const before = await unreadOnServer(request);
  const n = before.total;
  expect(n).toBeGreaterThan(2);
  await page.goto('/legacy-portal.html');
  const bell = page.locator('hos-message-bell#bell .hos-bell');
  await expect(bell).toHaveAttribute('data-unread', '0');
  await page.locator('#portal-login input[name=username]').fill('tech01');
  await page.locator('#portal-login input[name=password]').fill('Tech@2024');
  await page.locator('#portal-login button[type=submit]').click();
  await expect(page.locator('#login-state')).toHaveText(/已登录/);
  await expect(bell).toHaveAttribute('data-unread', String(n));
  await expect(page.locator('hos-message-bell .ant-badge-count')).toHaveAttribute('title', String(n));

  // the old-layout trigger is styled by antd, not by the page's `button { background: red }`
  const trigger = page.locator('hos-message-bell .hos-bell-trigger');
  await expect(trigger).not.toHaveCSS('background-color', 'rgb(255, 0, 0)');
  await trigger.click();
  const panel = page.locator('hos-message-bell .ant-popover');
  await expect(panel).toBeVisible();
  // measured once antd's zoom-in animation has finished
  await expect.poll(async () => Math.round((await panel.boundingBox())!.width)).toBe(350);
  const items = page.locator('hos-message-bell .hos-bell-item');
  await expect(items).toHaveCount(n);
  await expect(page.locator('hos-message-bell .hos-bell-tag-approval').first()).toHaveText('审批');
  await expect(page.locator('hos-message-bell .hos-bell-end')).toHaveText('没有更多数据了...');

  const id = await items.first().getAttribute('data-id');
  const read = page.evaluate(() => new Promise((r) => document.getElementById('bell')!.addEventListener('hos-read', (e) => r((e as CustomEvent).detail), { once: true })));
  await items.first().click();
  expect(String(((await read) as { id: unknown }).id)).toBe(id);
  await expect(bell).toHaveAttribute('data-unread', String(n - 1));
  await expect(items).toHaveCount(n - 1);

  // the server agrees: that message is read now
  const after = await unreadOnServer(request);
  expect(after.ids).not.toContain(id);
  expect(after.total).toBe(n - 1);

  // reading them all leaves the empty state
  for (let left = n - 1; left > 0; left--) {
    await items.first().click();
    await expect(bell).toHaveAttribute('data-unread', String(left - 1));
  }
  await expect(page.locator('hos-message-bell .hos-bell-empty')).toContainText('暂无消息');
});
