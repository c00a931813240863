// Issue 10 §1 beyond the report page: the form designer and the new-technology application keep what
// is typed on this machine until the server has it. Closing the tab (or a reload) asks first, a reload
// offers the unsaved work back, saving forgets it, and leaving with unsaved changes asks.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { app, signIn } from './workflowHelpers.ts';

/**
 * The keys of the local drafts (IndexedDB 'hos-autosave' / 'drafts') that match `pattern`. Never creates
 * the database: one made here without its store would make the page's own saves fail.
 */
function draftKeys(page: Page, pattern: RegExp): Promise<string[]> {
  return page.evaluate((source) => new Promise<string[]>((resolve) => {
    const open = indexedDB.open('hos-autosave');
    open.onupgradeneeded = () => open.transaction!.abort();
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('drafts')) return resolve([]);
      const req = db.transaction('drafts').objectStore('drafts').getAllKeys();
      req.onsuccess = () => resolve((req.result as string[]).filter((k) => new RegExp(source).test(k)));
    };
  }), pattern.source);
}

/** Reloads; returns the type of the dialog the page raised before it went ('' when none). */
async function reloadAnswering(page: Page): Promise<string> {
  let asked = '';
  const onDialog = (d: import('@playwright/test').Dialog) => {
    asked = d.type();
    void d.accept();
  };
  page.on('dialog', onDialog);
  await page.reload();
  page.off('dialog', onDialog);
  return asked;
}

test('the designer keeps an unsaved design: closing the tab asks, a reload offers it back, saving forgets it', async ({ page }) => {
  await page.goto('/designer-admin.html');
  await page.locator('#login input[name=username]').fill('admin');
  await page.locator('#login input[name=password]').fill('Admin@2024');
  await page.locator('#login button[type=submit]').click();
  await expect(page.locator('#status')).toContainText('已加载');
  const [id, version] = (await page.evaluate(() => document.body.dataset.loaded!)).split(':').map(Number);
  const designer = page.locator('hos-form-designer');
  const rows = await designer.locator('.fd-item').count();
  // loading a form is not an edit: nothing kept yet
  expect(await draftKeys(page, /designer:/)).toEqual([]);

  await designer.locator('.fd-palette-item[data-type="textarea"]').click();
  await expect(designer.locator('.fd-item')).toHaveCount(rows + 1);
  const key = new RegExp(`:designer:form:${id}:v${version}$`);
  await expect.poll(() => draftKeys(page, key)).toHaveLength(1);

  // the browser's own "leave site?" question, then the page comes back signed in with the same version
  expect(await reloadAnswering(page)).toBe('beforeunload');
  await expect(page.locator('#status')).toContainText('已加载');
  const offer = designer.locator('.fd-draft-offer');
  await expect(offer).toContainText('恢复');
  await expect(designer.locator('.fd-item')).toHaveCount(rows);
  await page.screenshot({ path: '.tmp/screens/drafts-designer-offer.png' });
  await offer.locator('.hos-draft-restore').click();
  await expect(offer).toBeHidden();
  await expect(designer.locator('.fd-item')).toHaveCount(rows + 1);

  // saved as a new version: the draft goes, and leaving asks nothing any more
  await designer.locator('.fd-save').click();
  await expect(page.locator('#status')).toContainText(`新版本 v${version + 1}`);
  await expect.poll(() => draftKeys(page, /:designer:/)).toEqual([]);
  expect(await reloadAnswering(page)).toBe('');
});

test('the technology application keeps what is typed: cancel asks, a reload offers it back, a double-click submits once', async ({ browser, request }) => {
  const name = `草稿新技术${Date.now() % 100000}`;
  const description = '开展超声引导下的神经阻滞镇痛，\n减少术后阿片类药物用量。';
  const page = await signIn(browser, 'tech01', 'Tech@2024', '/xjsxxm/apply/myApply');
  await app(page, '[data-action=apply]').click();
  const dialog = app(page, '.ant-modal:has(.hos-tech-form)');
  await expect(dialog).toBeVisible();
  await dialog.locator('input.hos-tech-name').fill(name);
  await dialog.locator('.hos-tech-level').click();
  await app(page, '.ant-select-dropdown:visible .ant-select-item-option').first().click();
  const text = dialog.locator('textarea.hos-tech-description, .hos-tech-description textarea').first();
  await text.fill(description);
  await expect.poll(() => draftKeys(page, /:tech:new$/)).toHaveLength(1);

  // cancel with unsaved input asks: stay keeps it
  await dialog.locator('[data-action=cancel]').click();
  const ask = app(page, '.ant-modal-confirm').filter({ hasText: '离开此页？' });
  await expect(ask).toBeVisible();
  await ask.locator('.ant-btn').filter({ hasText: '留在此页' }).click();
  await expect(ask).toBeHidden();
  await expect(text).toHaveValue(description);

  // a reload asks, then the dialog offers the input back
  expect(await reloadAnswering(page)).toBe('beforeunload');
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
  await app(page, '[data-action=apply]').click();
  const again = app(page, '.ant-modal:has(.hos-tech-form)');
  const offer = again.locator('.hos-tech-draft-offer');
  await expect(offer).toBeVisible();
  await expect(again.locator('input.hos-tech-name')).toHaveValue('');
  await page.screenshot({ path: '.tmp/screens/drafts-tech-offer.png' });
  await offer.locator('.hos-draft-restore').click();
  await expect(offer).toBeHidden();
  await expect(again.locator('input.hos-tech-name')).toHaveValue(name);
  await expect(again.locator('textarea.hos-tech-description, .hos-tech-description textarea').first()).toHaveValue(description);

  // the structured application (issue 35 §1), filled for a non-restricted technology (no ethics part)
  const application = again.locator('.hos-tech-application hos-form-renderer');
  await expect(application.locator('form')).toBeVisible();
  const sample = JSON.parse(readFileSync('demo/server/seed/forms/10-tech-application.valid.json', 'utf8')).data as Record<string, unknown>;
  await application.evaluate((el, v) => { (el as HTMLElement & { value: unknown }).value = v; }, { ...sample, app_tech_kind: 'unlimit' });
  await expect(application.locator('[data-path=app_ethics_no]')).toHaveCount(0);
  // a double-click submits once; the local draft goes
  await again.locator('[data-action=submit]').dblclick();
  await expect(again).toBeHidden();
  const login = await (await request.post('/login', { data: { username: 'tech01', password: 'Tech@2024' } })).json();
  const mine = await (await request.get(`/api/v1/records?scope=mine&keyword=${encodeURIComponent(name)}`, { headers: { Authorization: `Bearer ${login.data.token}` } })).json();
  expect(mine.data.count).toBe(1);
  await expect.poll(() => draftKeys(page, /:tech:new$/)).toEqual([]);
});

/**
 * On the form library: opens the first form's design and adds an input; the design is now unsaved.
 * `rows`: how many rows it had before.
 */
async function changeFirstDesign(page: Page) {
  await app(page, '.hos-edit-form').first().click();
  const designer = app(page, 'hos-form-designer');
  await expect(designer.locator('.fd-canvas')).toBeVisible();
  // the canvas is drawn before the form's version has come: count its rows once the form is on it
  await expect(app(page, '.hos-designer-panel h2')).toContainText('(v');
  await expect(designer.locator('.fd-item').first()).toBeVisible();
  const rows = await designer.locator('.fd-item').count();
  await designer.locator('.fd-palette-item[data-type="input"]').click();
  await expect(designer.locator('.fd-item')).toHaveCount(rows + 1);
  return { designer, rows };
}

test('a design being edited in the app asks before a route change or its tag closes', async ({ browser }) => {
  const page = await signIn(browser, 'admin', 'Admin@2024', '/newUpms/formLib');
  const { designer, rows } = await changeFirstDesign(page);

  // a route change asks: stay keeps the design on screen (the sidebar is folded while designing: the tags
  // bar's 首页 is the way out at hand)
  await app(page, '[data-testid=tag]').first().click();
  const ask = app(page, '.ant-modal-confirm').filter({ hasText: '离开此页？' });
  await expect(ask).toBeVisible();
  await ask.locator('.ant-btn').filter({ hasText: '留在此页' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/newUpms\/formLib$/);
  await expect(designer.locator('.fd-item')).toHaveCount(rows + 1);

  // closing its tag asks too, and the tag stays until the user leaves
  const tag = app(page, '[data-testid=tag][data-path="/newUpms/formLib"]');
  await tag.locator('[data-testid=tag-close]').click();
  await expect(ask).toBeVisible();
  await ask.locator('.ant-btn').filter({ hasText: '留在此页' }).click();
  await expect(ask).toBeHidden();
  await expect(tag).toHaveCount(1);
  await tag.locator('[data-testid=tag-close]').click();
  await ask.locator('.ant-btn-primary').click();
  await expect(tag).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/newUpms\/formLib$/);
});

test("the browser's Back button asks too: stay keeps the design, leave goes back", async ({ browser }) => {
  const page = await signIn(browser, 'admin', 'Admin@2024', '/newUpms/menu');
  await app(page, '[data-testid=sidebar] a[href="/newUpms/formLib"]').click();
  await expect(page).toHaveURL(/\/newUpms\/formLib$/);
  const { designer, rows } = await changeFirstDesign(page);

  const ask = app(page, '.ant-modal-confirm').filter({ hasText: '离开此页？' });
  await page.goBack();
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(/\/newUpms\/formLib$/);
  await ask.locator('.ant-btn').filter({ hasText: '留在此页' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/newUpms\/formLib$/);
  await expect(designer.locator('.fd-item')).toHaveCount(rows + 1);

  await page.goBack();
  await expect(ask).toBeVisible();
  await ask.locator('.ant-btn-primary').click();
  await expect(page).toHaveURL(/\/newUpms\/menu$/);
  await expect(designer).toHaveCount(0);
});

test('in English: the application dialog offers its draft back in English', async ({ browser }) => {
  const page = await signIn(browser, 'tech01', 'Tech@2024', '/xjsxxm/apply/myApply', 'en');
  await app(page, '[data-action=apply]').click();
  const dialog = app(page, '.ant-modal:has(.hos-tech-form)');
  await dialog.locator('input.hos-tech-name').fill('Ultrasound-guided nerve block');
  await expect.poll(() => draftKeys(page, /:tech:new$/)).toHaveLength(1);
  expect(await reloadAnswering(page)).toBe('beforeunload');
  await app(page, '[data-action=apply]').click();
  const offer = app(page, '.ant-modal:has(.hos-tech-form) .hos-tech-draft-offer');
  await expect(offer).toContainText(/^Restore the unsaved application from .+\?/);
  await expect(offer.locator('.hos-draft-restore')).toHaveText('Restore');
  await page.screenshot({ path: '.tmp/screens/drafts-tech-offer-en.png' });
  await offer.locator('.hos-draft-discard').click();
  await expect.poll(() => draftKeys(page, /:tech:new$/)).toEqual([]);
});
