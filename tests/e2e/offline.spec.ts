// Issue 32 §2 at the bedside (a 390 × 844 touch phone): the report survives a dead Wi-Fi. A nurse fills a
// report; the network goes down and she submits: the report stays on the device and the header says
// 待发送 (1), as does 我上报的. The server has nothing yet. The network comes back: the report is sent and
// exactly one record exists (read through the API by its unique patient name), she is told (已发送), and
// nothing is left in the device's queue. Then, with the network down again, the report page opens from
// the service worker's cache (one visit was enough). A deploy (another /sw.js) is never served stale: the
// new version waits, the page offers 有新版本, and its reload runs the new version with the old cache gone.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { app, fillReport, signInOn } from './workflowHelpers.ts';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const NURSE = ['nurse02', 'Hos@2024demo'] as const;
const SHOT = 'docs/screenshots/issue-32/offline-pending-390.png';
/** the built service worker, served as /sw.js (scripts/sw.mjs) */
const WORKER = 'dist/sw.js';

test.describe.configure({ timeout: 120_000 });

/** Keys of the device's outbox (IndexedDB 'hos-autosave' / 'drafts', `hos-draft:<user>:report:outbox-<key>`). Never creates the database. */
function outboxKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => new Promise<string[]>((resolve) => {
    const open = indexedDB.open('hos-autosave');
    open.onupgradeneeded = () => open.transaction!.abort();
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('drafts')) return resolve([]);
      const keys = db.transaction('drafts').objectStore('drafts').getAllKeys();
      keys.onsuccess = () => resolve((keys.result as string[]).filter((k) => /^hos-draft:[^:]+:report:outbox-/.test(k)));
    };
  }));
}

test('submitted offline: 待发送 (1), then sent exactly once when the network is back; the report page opens offline', async ({ browser, request }) => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  await signInOn(page, NURSE[0], NURSE[1], '/newBaqsj/report');
  // the service worker took the page (first visit: it installs and claims it)
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker?.controller)).toBe(true);

  const patient = `断网上报患者${Date.now() % 1_000_000}`;
  await fillReport(page, { sjsx_patient_name: patient });

  // records with her patient's name, read by the API (one login for the checks)
  const token = (await (await request.post('/login', { data: { username: NURSE[0], password: NURSE[1] } })).json()).data.token as string;
  const stored = async () => {
    const res = await request.get('/api/v1/records', { params: { scope: 'mine', keyword: patient, pageSize: 50 }, headers: { Authorization: `Bearer ${token}` } });
    const body = await res.json();
    return (body.data.list as Array<{ title: string }>).filter((r) => r.title.includes(patient)).length;
  };

  // the network goes down; she submits
  await context.setOffline(true);
  await app(page, '.hos-submit-report').tap();
  await expect(app(page, '.hos-outbox-queued')).toBeVisible();
  await expect(page).toHaveURL(/\/newBaqsj\/myEscalation$/);
  await expect(app(page, '.hos-outbox-pending')).toHaveText('待发送 (1)');
  const banner = app(page, '.hos-outbox-banner');
  await expect(banner).toContainText('待发送 (1)');
  await expect(banner.locator('.hos-outbox-item')).toContainText(patient);
  expect(await outboxKeys(page)).toHaveLength(1);
  expect(await stored()).toBe(0);
  // the picture of the pending state once the toasts (queued, and the list's own "no connection") are gone
  await expect(app(page, '.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: SHOT });
  // logging out now would delete the unsent report from the device: the confirmation says so first
  await app(page, '[data-testid=user-menu]').click();
  const menu = app(page, '.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu).not.toHaveClass(/-(appear|enter|leave)/);
  await menu.locator('.ant-dropdown-menu-item:has-text("退出登录")').click();
  const confirm = app(page, '.ant-modal-confirm');
  await expect(confirm.locator('.hos-logout-unsent')).toContainText('本机还有 1 份上报尚未发送');
  await confirm.locator('.ant-btn:has-text("取")').click();
  await expect(confirm).toHaveCount(0);

  // the network is back: sent once, and she is told
  await context.setOffline(false);
  await expect(app(page, '.hos-outbox-sent')).toContainText(patient);
  await expect(app(page, '.hos-outbox-pending')).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  expect(await outboxKeys(page)).toEqual([]);
  expect(await stored()).toBe(1);
  // the list she is on shows it once reloaded from the server
  await page.reload();
  await expect(app(page, '.hos-record-link').filter({ hasText: patient })).toHaveCount(1);
  expect(await stored()).toBe(1);

  // after one visit, the report page opens with the network down
  await context.setOffline(true);
  await page.goto('/newBaqsj/report');
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
  await expect(app(page, '.hos-submit-report')).toBeVisible();
  await context.setOffline(false);
  await context.close();
});

test('a deploy is never served stale: the new version waits, 有新版本 offers it, and the reload runs it alone', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signInOn(page, NURSE[0], NURSE[1], '/newBaqsj/report');
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker?.controller)).toBe(true);
  const caches = () => page.evaluate(() => globalThis.caches.keys());
  const [before] = await caches();
  expect(before).toMatch(/^hos-shell-[0-9a-f]{16}$/);

  // a deploy: the server's /sw.js has another version (written back after the test)
  const original = readFileSync(WORKER, 'utf8');
  const next = original.replace(/const VERSION = "([0-9a-f]+)"/, (_m, v: string) => `const VERSION = "${v.slice(0, 8)}0deploy0"`);
  expect(next).not.toBe(original);
  try {
    writeFileSync(WORKER, next);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    // the new version waits; the page still runs the old one and offers the new one
    const prompt = app(page, '.hos-app-update');
    await expect(prompt).toContainText('有新版本');
    expect(await caches()).toContain(before);
    await prompt.locator('.hos-app-update-reload').tap();
    // the page reloads on the new version; the old version's cache is gone
    // (a read while the page reloads is lost with it: asked again)
    await expect.poll(() => caches().catch(() => null)).toEqual([`hos-shell-${before.slice('hos-shell-'.length, 'hos-shell-'.length + 8)}0deploy0`]);
    await expect(app(page, '[data-testid=layout]')).toBeVisible();
    await expect(app(page, '.hos-app-update')).toHaveCount(0);
  } finally {
    writeFileSync(WORKER, original);
  }
  await context.close();
});

test('refused when it is sent: she is told why, and the report is her draft again with the server\'s reason; corrected, it is stored once', async ({ browser, request }) => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  await signInOn(page, NURSE[0], NURSE[1], '/newBaqsj/report');
  const patient = `退回草稿患者${Date.now() % 1_000_000}`;
  await fillReport(page, { sjsx_patient_name: patient });
  const token = (await (await request.post('/login', { data: { username: NURSE[0], password: NURSE[1] } })).json()).data.token as string;
  const stored = async () => {
    const res = await request.get('/api/v1/records', { params: { scope: 'mine', keyword: patient, pageSize: 50 }, headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()).data.list as Array<{ title: string }>).filter((r) => r.title.includes(patient)).length;
  };

  await context.setOffline(true);
  await app(page, '.hos-submit-report').tap();
  await expect(app(page, '.hos-outbox-pending')).toHaveText('待发送 (1)');
  // what the server will refuse: the queued copy's grade spoiled on the device (the draft kept with it is not)
  await page.evaluate(() => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('hos-autosave');
    open.onsuccess = () => {
      const store = open.result.transaction('drafts', 'readwrite').objectStore('drafts');
      const keys = store.getAllKeys();
      keys.onsuccess = () => {
        const key = (keys.result as string[]).find((k) => /:report:outbox-/.test(k))!;
        const get = store.get(key);
        get.onsuccess = () => {
          const put = store.put({ ...get.result, input: { ...get.result.input, grade: 'V' } }, key);
          put.onsuccess = () => resolve();
          put.onerror = () => reject(put.error);
        };
      };
    };
    open.onerror = () => reject(open.error);
  }));

  await context.setOffline(false);
  const refused = app(page, '.hos-outbox-refused');
  await expect(refused).toContainText('已退回为草稿');
  await expect(refused).toContainText(patient);
  await expect(app(page, '.hos-outbox-pending')).toHaveCount(0);
  expect(await stored()).toBe(0);

  // the report page: her report, with the server's reason
  await page.goto('/newBaqsj/report');
  await expect(app(page, '.hos-report-refused')).toBeVisible();
  await expect(app(page, 'hos-form-renderer [data-path="sjsx_patient_name"] input').first()).toHaveValue(patient);
  await expect(app(page, '.hos-grade input[value="III"]')).toBeChecked();
  await app(page, '.hos-submit-report').tap();
  await expect(page).toHaveURL(/\/newBaqsj\/lookDetail\?id=\d+/);
  expect(await stored()).toBe(1);
  await context.close();
});
