// Uploads of <hos-form-renderer> against the reference server (issue 3 §3): accepted types are stored
// and shown, refused types and counts give the spec section 5 messages.
import { expect, test } from '@playwright/test';
import { portalLogin, toasts } from './portalHelpers.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('imgupload on the portal form: an image is stored on the server and shown; other files are refused', async ({ page, request }) => {
  await portalLogin(page);
  const box = page.locator('#portal-form [data-path="event_images"]');
  await box.locator('input[type=file]').setInputFiles({ name: '现场.png', mimeType: 'image/png', buffer: PNG });
  await expect(box.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)').first()).toBeVisible();
  const images = await page.evaluate(() => (document.getElementById('portal-form') as unknown as { getModels(): Record<string, unknown> }).getModels().event_images as { url: string; status: string; percent: number }[]);
  expect(images).toHaveLength(1);
  expect(images[0]).toMatchObject({ status: 'success', percent: 100 });
  expect(images[0].url).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
  // stored: the server gives the file back, and the thumbnail shows it
  const served = await request.get(new URL(images[0].url).pathname);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
  await expect.poll(() => box.locator('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await box.locator('input[type=file]').setInputFiles({ name: 'a.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(toasts(page).filter({ hasText: '只能上传图片文件' })).toBeVisible();
});

test('file widget: accepted suffixes stored and listed, others and counts over the limit refused (section 5)', async ({ page }) => {
  await portalLogin(page);
  // a file widget posting to the shared upload call, at most 2 files
  await page.evaluate(async () => {
    const el = document.getElementById('portal-form') as HTMLElement & { schema: unknown; whenReady(): Promise<void> };
    el.schema = {
      list: [{ type: 'file', name: '附件', key: 'f1', model: 'files', options: { length: 2, multiple: true, action: '/api/v1/file/upload', defaultValue: [] }, rules: [{ required: true, message: '请上传附件' }] }],
      config: { labelWidth: 100, labelPosition: 'right', size: 'small' },
    };
    await el.whenReady();
  });
  const box = page.locator('#portal-form [data-path="files"]');
  const input = () => box.locator('input[type=file]');
  await input().setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(toasts(page).filter({ hasText: '文件格式不支持，支持的后缀：.jpg .jpeg .png .pdf .doc .docx .xls .xlsx .ppt .pptx' })).toBeVisible();

  await input().setInputFiles({ name: '护理记录.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });
  await expect(box.locator('a.ant-upload-list-item-name', { hasText: '护理记录.pdf' })).toBeVisible();
  await expect(box.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
  const files = await page.evaluate(() => (document.getElementById('portal-form') as unknown as { getModels(): Record<string, unknown> }).getModels().files as { name: string; uid: string; url: string; src: string }[]);
  expect(files).toHaveLength(1);
  expect(files[0].name).toBe('护理记录.pdf');
  expect(files[0].src).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
  const got = await page.request.get(files[0].src);
  expect(await got.text()).toBe('%PDF-1.4 test');

  // two more while one is stored: only one fits
  await input().setInputFiles([
    // Office documents are zip files: the server checks the content, not only the name
    { name: 'b.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK\x03\x04b', 'latin1') },
    { name: 'c.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK\x03\x04c', 'latin1') },
  ]);
  await expect(toasts(page).filter({ hasText: '最多只能上传2个文件' })).toBeVisible();
  await expect(box.locator('a.ant-upload-list-item-name')).toHaveCount(2);
  await expect.poll(() => page.evaluate(() => ((document.getElementById('portal-form') as unknown as { getModels(): Record<string, unknown[]> }).getModels().files).length)).toBe(2);
});

test('a file the server refuses shows its message and the item goes away', async ({ page }) => {
  await portalLogin(page);
  // the portal form's attachments post to the old upload call: a PDF is accepted there ...
  const box = page.locator('#portal-form [data-path="event_attachments"]');
  await box.locator('input[type=file]').setInputFiles({ name: '记录.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(box.locator('a.ant-upload-list-item-name', { hasText: '记录.pdf' })).toBeVisible();
  // ... and one over the server's size limit (10 MB) is refused with the server's message
  await box.locator('input[type=file]').setInputFiles({ name: '超大.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 100, 0x20) });
  await expect(toasts(page).filter({ hasText: '文件大小超过限制' })).toBeVisible();
  await expect(box.locator('.ant-upload-list-item', { hasText: '超大.pdf' })).toHaveCount(0, { timeout: 5000 });
  await expect(box.locator('a.ant-upload-list-item-name', { hasText: '记录.pdf' })).toBeVisible();
});

test('a stored picture the page\'s security policy refuses (another host) is answered with a note and a link, not a broken image', async ({ page }) => {
  const url = 'https://www.example.org/upload/scene1.jpg';
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { refused: string[] }).refused = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  await portalLogin(page);
  await page.evaluate(async (u) => {
    const el = document.getElementById('portal-form') as HTMLElement & { value: unknown; whenReady(): Promise<void> };
    el.value = { event_images: [{ key: 'a', url: u, percent: 100, status: 'success' }] };
    await el.whenReady();
  }, url);
  const box = page.locator('#portal-form [data-path="event_images"]');
  const answer = box.locator('.hos-img-broken');
  await expect(answer).toContainText('图片无法显示');
  await expect(answer.locator('a')).toHaveAttribute('href', url);
  await expect(answer.locator('a')).toHaveAttribute('rel', /noopener/);
  expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toContain(`img-src ${url}`);
  await expect(box.locator('img')).toHaveCount(0);
});
