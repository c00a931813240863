// Issue 36 §3: a tile of the dashboard's "waiting for me" card opens its list on exactly what it counts
// (GET /api/v1/records?scope=todo&work=…&module=…; tests/server/my-work.test.ts walks every account's tiles),
// says so, and shows everything again on request. Read-only: no record changes.
import { expect, test } from '@playwright/test';
import { app, login } from './shellHelpers.ts';

/** the lists' page size (src/core/pages/paging.ts DEFAULT_PAGE_SIZE) */
const PAGE = 20;

test('a dashboard tile opens the to-do list on exactly the records it counts', async ({ page }) => {
  await login(page, 'approver01');
  await page.goto('/dashboard');
  const tile = app(page, '.hos-work-tile[data-kind=approve][data-module=baqsj]');
  await expect(tile).toBeVisible();
  const count = Number(await tile.locator('.hos-work-count').textContent());
  expect(count).toBeGreaterThan(0);
  await tile.click();
  await expect(page).toHaveURL(/\/biz\/todo\?work=approve&module=baqsj$/);
  await expect(app(page, '.hos-list-narrowed')).toBeVisible();
  // one page of the list (the tile's count may be more than a page when other suites left records waiting)
  await expect(app(page, '.ant-table-tbody tr.ant-table-row')).toHaveCount(Math.min(count, PAGE));
  await page.screenshot({ path: '/tmp/dashboard-tile-list.png' });
  await app(page, '.hos-show-all').click();
  await expect(page).toHaveURL(/\/biz\/todo$/);
  await expect(app(page, '.hos-list-narrowed')).toHaveCount(0);
  await expect.poll(async () => app(page, '.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(count);
});
