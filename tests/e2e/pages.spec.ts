// Business pages inside <hos-app> against the reference server: a nurse reports an unsafe event
// (the library form in the renderer), her department's approver approves it, the nurse sees it
// ended and gets the approval message. Uses nurse02 / approver02 (心血管内科), whom no other suite
// touches.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';

const app = (page: Page, css: string) => page.locator(`hos-app ${css}`);
const VALID = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.valid.json', 'utf8')).data as Record<string, unknown>;

async function signIn(browser: Browser, username: string, password: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login?redirect=' + encodeURIComponent(path));
  await app(page, 'input[name=username]').fill(username);
  await app(page, 'input[name=password]').fill(password);
  await app(page, '[data-testid=login-submit]').click();
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  return page;
}

test('report, approve, and the reporter sees it ended with a message', async ({ browser }) => {
  const patient = `e2e患者${Date.now() % 100000}`;

  // 1. the nurse fills and submits the unsafe-event form
  const nurse = await signIn(browser, 'nurse02', 'Hos@2024demo', '/newBaqsj/report');
  const renderer = app(nurse, 'hos-form-renderer');
  await expect(renderer.locator('form')).toBeVisible();
  const unread = Number(await app(nurse, '.hos-bell').getAttribute('data-unread'));
  // an empty submit is refused by the renderer's validation
  await app(nurse, '.hos-submit-report').click();
  await expect(renderer.locator('.hos-fi.has-error').first()).toBeVisible();
  // the fixture's values, then typed input on top
  await renderer.evaluate((el, v) => { (el as HTMLElement & { value: unknown }).value = v; }, { ...VALID, sjsx_patient_name: '' });
  const name = renderer.locator('[data-path="sjsx_patient_name"] input').first();
  await name.fill(patient);
  await app(nurse, '.hos-submit-report').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/myEscalation/);
  const mine = app(nurse, '.ant-table-row').filter({ hasText: patient });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('.hos-status-submitted')).toBeVisible();

  // 2. the department approver approves it with an opinion
  const approver = await signIn(browser, 'approver02', 'Hos@2024demo', '/newBaqsj/pendingMyApproval');
  const row = app(approver, '.ant-table-row').filter({ hasText: patient });
  await expect(row).toHaveCount(1);
  await row.locator('.hos-decide').click();
  // rejecting needs an opinion
  await app(approver, '.ant-modal .hos-reject').click();
  await expect(app(approver, '.ant-modal [role=alert]')).toHaveText('驳回时请填写审批意见');
  await app(approver, '.ant-modal .hos-opinion textarea').fill('情况属实，同意上报');
  await app(approver, '.ant-modal .hos-approve').click();
  await expect(row).toHaveCount(0);
  await approver.goto('/newBaqsj/approved');
  await expect(app(approver, '.ant-table-row').filter({ hasText: patient }).locator('.hos-status-approved')).toBeVisible();

  // 3. the nurse sees it ended, with the opinion, and gets the approval message
  await nurse.goto('/newBaqsj/ended');
  const ended = app(nurse, '.ant-table-row').filter({ hasText: patient });
  await expect(ended.locator('.hos-status-approved')).toBeVisible();
  await expect(ended).toContainText('情况属实，同意上报');
  await expect(app(nurse, '.hos-bell')).toHaveAttribute('data-unread', String(unread + 1));
  await app(nurse, '.hos-bell-trigger').click();
  await expect(app(nurse, '.hos-bell-item').first()).toContainText('审批通过');
  await expect(app(nurse, '.hos-bell-item').first().locator('.hos-bell-tag-approval')).toBeVisible();

  // the detail page shows the record read-only with its approval
  await ended.locator('.hos-record-link').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/lookDetail\?id=\d+/);
  await expect(app(nurse, '.hos-record-info')).toContainText('孙伟');
  await expect(app(nurse, 'hos-form-renderer')).toContainText(patient);
});

test('a draft is saved, reopened, edited and submitted', async ({ browser }) => {
  const nurse = await signIn(browser, 'nurse02', 'Hos@2024demo', '/newBaqsj/report');
  const renderer = app(nurse, 'hos-form-renderer');
  await expect(renderer.locator('form')).toBeVisible();
  await renderer.evaluate((el, v) => { (el as HTMLElement & { value: unknown }).value = v; }, { ...VALID, sjsx_patient_name: '草稿患者' });
  await app(nurse, '.hos-save-draft').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/myDraft/);
  const draft = app(nurse, '.ant-table-row').filter({ hasText: '草稿患者' });
  await expect(draft.locator('.hos-status-draft')).toBeVisible();
  await draft.locator('.hos-edit').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/editDetail\?id=\d+/);
  await expect(app(nurse, 'hos-form-renderer form')).toBeVisible();
  await app(nurse, '.hos-submit-report').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/myEscalation/);
  await expect(app(nurse, '.ant-table-row').filter({ hasText: '草稿患者' }).locator('.hos-status-submitted')).toBeVisible();
});
