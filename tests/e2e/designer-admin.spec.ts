// demo/designer-admin.html against the reference server: sign in as admin, load a form from the
// library into <hos-form-designer>, change it, save a new version (hos-save), and read it back.
import { expect, test } from '@playwright/test';

test('the admin page loads a form from the library and saves a new version', async ({ page, request }) => {
  await page.goto('/designer-admin.html');
  await page.locator('#login input[name=username]').fill('admin');
  await page.locator('#login input[name=password]').fill('Admin@2024');
  await page.locator('#login button[type=submit]').click();
  await expect(page.locator('#status')).toContainText('已加载');
  const loaded = await page.evaluate(() => document.body.dataset.loaded!);
  const [id, version] = loaded.split(':').map(Number);

  // the designer shows the stored form exactly
  const login = await request.post('/login', { data: { username: 'admin', password: 'Admin@2024' } });
  const token = (await login.json()).data.token as string;
  const auth = { Authorization: `Bearer ${token}` };
  const stored = (await (await request.get(`/api/v1/forms/${id}`, { headers: auth })).json()).data;
  const shown = await page.evaluate(() => document.querySelector('hos-form-designer')!.getJSON());
  expect(JSON.stringify(shown)).toBe(JSON.stringify(stored.schema));
  const rowCount = await page.locator('hos-form-designer .fd-item').count();
  expect(rowCount).toBeGreaterThan(0);

  // add a widget with a real click, note the change, save
  await page.locator('hos-form-designer .fd-palette-item[data-type="textarea"]').click();
  await expect(page.locator('#status')).toContainText('未保存');
  await page.locator('#note').fill('e2e: a remark field');
  await page.locator('hos-form-designer .fd-save').click();
  await expect(page.locator('#status')).toContainText(`新版本 v${version + 1}`);

  const latest = (await (await request.get(`/api/v1/forms/${id}`, { headers: auth })).json()).data;
  expect(latest.version).toBe(version + 1);
  expect(latest.note).toBe('e2e: a remark field');
  expect(latest.schema.list.length).toBe(stored.schema.list.length + 1);
  expect(latest.schema.list.at(-1).type).toBe('textarea');

  // an older version can be chosen and loaded again (once the version list has been refreshed)
  await expect(page.locator(`#version-select option[value="${version + 1}"]`)).toHaveCount(1);
  await page.locator('#version-select').selectOption(String(version));
  await page.locator('#load').click();
  await expect(page.locator('#status')).toContainText(`v${version}`);
  const again = await page.evaluate(() => document.querySelector('hos-form-designer')!.getJSON());
  expect(JSON.stringify(again)).toBe(JSON.stringify(stored.schema));
});
