// Issue 10 §1, nothing typed is lost: the session ends on the server while a nurse fills a report; the
// submit asks (the spec's prompt), signs in again inside the element, sends the report once, and every
// value typed is stored.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { app, fillReport, signIn } from './workflowHelpers.ts';

const VALID = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.valid.json', 'utf8')).data as Record<string, unknown>;
const OTHER = 'Hos@2024demo';

test('a session that ends while typing: sign in again in place, the report is stored once with every value', async ({ browser, request }) => {
  const patient = `续登患者${Date.now() % 100000}`;
  const typed = '患者夜间起床如厕时跌倒，双手先着地，未见外伤。'.repeat(3);
  const nurse = await signIn(browser, 'nurse02', OTHER, '/newBaqsj/report');
  await fillReport(nurse, { ...VALID, sjsx_patient_name: patient });
  const description = app(nurse, 'hos-form-renderer [data-path="event_description"] textarea').first();
  await description.fill(typed);

  // the session ends on the server while the form is open (here: its token is logged out elsewhere)
  const token = (await nurse.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;
  expect((await (await request.post('/logout', { headers: { Authorization: `Bearer ${token}` } })).json()).code).toBe(200);

  await app(nurse, '.hos-submit-report').click();
  // the spec's prompt stays; its re-login button opens the sign-in dialog inside the element
  const prompt = app(nurse, '.ant-modal-confirm');
  await expect(prompt).toBeVisible();
  await prompt.locator('.ant-btn-primary').click();
  // the prompt has gone (its closing animation no longer covers the dialog)
  await expect(prompt).toBeHidden();
  const dialog = app(nurse, '.hos-relogin');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[name=username]')).toHaveValue('nurse02');
  await dialog.locator('input[name=password]').fill('wrong-password');
  await dialog.locator('.hos-relogin-submit').click();
  // a wrong password keeps the dialog (and the page) open, once the server has answered it
  await expect(dialog.locator('.ant-form-item-explain')).toContainText('用户名或密码错误');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name=password]').fill(OTHER);
  await dialog.locator('.hos-relogin-submit').click();
  await expect(dialog).toBeHidden();
  await expect(nurse).toHaveURL(/\/newBaqsj\/lookDetail\?id=\d+/);

  // stored once, with every value typed
  const login = await (await request.post('/login', { data: { username: 'nurse02', password: OTHER } })).json();
  const auth = { Authorization: `Bearer ${login.data.token}` };
  const mine = await (await request.get(`/api/v1/records?scope=mine&keyword=${encodeURIComponent(patient)}`, { headers: auth })).json();
  expect(mine.data.count).toBe(1);
  const detail = await (await request.get(`/api/v1/records/${mine.data.list[0].id}`, { headers: auth })).json();
  expect(detail.data.data.event_description).toBe(typed);
  expect(detail.data.data.sjsx_patient_name).toBe(patient);
});

/** The local draft stored in the browser for `key` (IndexedDB 'hos-autosave' / 'drafts'), or null. */
async function localDraft(page: import('@playwright/test').Page, hostKey: RegExp): Promise<{ models: Record<string, unknown> } | null> {
  return page.evaluate((pattern) => new Promise((resolve) => {
    const open = indexedDB.open('hos-autosave');
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('drafts')) return resolve(null);
      const store = db.transaction('drafts').objectStore('drafts');
      const keys = store.getAllKeys();
      keys.onsuccess = () => {
        const key = (keys.result as string[]).find((k) => new RegExp(pattern).test(k));
        if (!key) return resolve(null);
        const value = store.get(key);
        value.onsuccess = () => resolve(value.result);
      };
    };
  }), hostKey.source);
}

test('a reload in the middle of typing brings the whole report back; a double-click submits once and clears it', async ({ browser, request }) => {
  const patient = `草稿恢复患者${Date.now() % 100000}`;
  const typed = '交接班时发现患者右前臂留置针脱出，局部无渗血。';
  const nurse = await signIn(browser, 'nurse02', OTHER, '/newBaqsj/report');
  await fillReport(nurse, { ...VALID, sjsx_patient_name: '' }, { type: '管路滑脱' });
  await app(nurse, 'hos-form-renderer [data-path="sjsx_patient_name"] input').first().fill(patient);
  await app(nurse, 'hos-form-renderer [data-path="event_description"] textarea').first().fill(typed);
  // saved on this machine within a second of the typing
  await expect.poll(async () => (await localDraft(nurse, /:report:new$/))?.models.event_description ?? null).toBe(typed);

  await nurse.reload();
  // the whole report is the draft (issue 32 §1): the category, its form and the values come back unasked
  await expect(app(nurse, '.hos-event-type')).toContainText('管路滑脱');
  await expect(app(nurse, '.hos-report-restored')).toBeVisible();
  await expect(app(nurse, 'hos-form-renderer [data-path="sjsx_patient_name"] input').first()).toHaveValue(patient);
  await expect(app(nurse, 'hos-form-renderer [data-path="event_description"] textarea').first()).toHaveValue(typed);

  await app(nurse, '.hos-grade-option-III').click();
  await app(nurse, '.hos-submit-report').dblclick();
  await expect(nurse).toHaveURL(/\/newBaqsj\/lookDetail\?id=\d+/);
  // one record, and the local draft is gone
  const login = await (await request.post('/login', { data: { username: 'nurse02', password: OTHER } })).json();
  const mine = await (await request.get(`/api/v1/records?scope=mine&keyword=${encodeURIComponent(patient)}`, { headers: { Authorization: `Bearer ${login.data.token}` } })).json();
  expect(mine.data.count).toBe(1);
  await expect.poll(() => localDraft(nurse, /:report:new$/)).toBeNull();
});

test('leaving a report with unsaved input asks first: stay keeps it, leave goes', async ({ browser }) => {
  const nurse = await signIn(browser, 'nurse02', OTHER, '/newBaqsj/report');
  await fillReport(nurse, { ...VALID, sjsx_patient_name: '' });
  const name = app(nurse, 'hos-form-renderer [data-path="sjsx_patient_name"] input').first();
  await name.fill('未保存患者');
  const toDrafts = app(nurse, '[data-testid=sidebar] a[href="/newBaqsj/myDraft"]');
  await toDrafts.click();
  const ask = app(nurse, '.ant-modal-confirm').filter({ hasText: '离开此页？' });
  await expect(ask).toBeVisible();
  await ask.locator('.ant-btn').filter({ hasText: '留在此页' }).click();
  await expect(ask).toBeHidden();
  await expect(nurse).toHaveURL(/\/newBaqsj\/report$/);
  await expect(name).toHaveValue('未保存患者');
  await toDrafts.click();
  await app(nurse, '.ant-modal-confirm').filter({ hasText: '离开此页？' }).locator('.ant-btn-primary').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/myDraft$/);
});
