// Business pages inside <hos-app> against the reference server: a nurse reports an unsafe event
// (the library form in the renderer), her department's approver approves it, the nurse sees it
// ended and gets the approval message. Uses nurse02 / approver02 (心血管内科), whom no other suite
// touches. Also: a carbon copy reaches its recipient (nurse05); a new-technology application approved by
// a department lead joins the catalogue; a library form edited in the designer becomes version 2.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEFAULT_SIGN_KEY, signParam } from '../../src/core/http/sign.ts';

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

/** A token for API set-up calls (page.request shares nothing with the browser session). */
async function apiToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const j = await (await request.post('/login', { data: { username, password } })).json();
  expect(j.code).toBe(200);
  return j.data.token as string;
}

test('a copy recipient sees the record in 抄送记录', async ({ browser }) => {
  const patient = `抄送患者${Date.now() % 100000}`;
  const nurse = await signIn(browser, 'nurse02', 'Hos@2024demo', '/newBaqsj/report');
  const renderer = app(nurse, 'hos-form-renderer');
  await expect(renderer.locator('form')).toBeVisible();
  await renderer.evaluate((el, v) => { (el as HTMLElement & { value: unknown }).value = v; }, { ...VALID, sjsx_patient_name: patient });
  // pick the colleague in the copy picker
  await app(nurse, '.hos-cc-picker').click();
  await app(nurse, '.hos-cc-picker input').fill('何敏');
  await app(nurse, '.ant-select-item-option[title="何敏（神经内科）"]').click();
  await expect(app(nurse, '.hos-cc-picker')).toContainText('何敏（神经内科）');
  await app(nurse, '.hos-submit-report').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/myEscalation/);

  const cc = await signIn(browser, 'nurse05', 'Hos@2024demo', '/biz/ccRecord');
  const row = app(cc, '.ant-table-row').filter({ hasText: patient });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('赵丽');
  await expect(row.locator('.hos-status-submitted')).toBeVisible();
  // the copy message arrived, and the recipient may open the record
  await app(cc, '.hos-bell-trigger').click();
  await expect(app(cc, '.hos-bell-item').first()).toContainText('抄送');
  await app(cc, '.hos-bell-trigger').click();
  await row.locator('.hos-record-link').click();
  await expect(app(cc, '.hos-record-cc')).toContainText('何敏');
  await expect(app(cc, 'hos-form-renderer')).toContainText(patient);
  // follow it: it shows under my follows... (nurse05 has 我的关注 in the baqsj app)
  await app(cc, '.hos-follow').click();
  await expect(app(cc, '.hos-follow')).toHaveAttribute('data-followed', '1');
  await cc.goto('/newBaqsj/myConcern');
  await expect(app(cc, '.ant-table-row').filter({ hasText: patient })).toHaveCount(1);
});

test('a tech application approved appears in the catalogue', async ({ browser, request }) => {
  const n = Date.now() % 100000;
  const techName = `机器人辅助关节置换术${n}`;
  // a department lead of 普通外科 who also applies for technologies (so the xjsxxm menus are theirs)
  const admin = await apiToken(request, 'admin', 'Admin@2024');
  const lead = { username: `e2elead${n}`, password: 'Lead@2024e2e', name: `钱主任${n}`, deptName: '普通外科', roles: ['techApplicant', 'deptApprover'] };
  const saved = await (await request.post('/SYS/SYuser/doSave', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { data: { metdata: { appId: 'hos', version: '1.0' }, param: lead, sign: signParam(lead, DEFAULT_SIGN_KEY) } },
  })).json();
  expect(saved.code).toBe(200);

  const tech = await signIn(browser, 'tech01', 'Tech@2024', '/xjsxxm/apply/myApply');
  await app(tech, '.hos-apply').click();
  const dialog = app(tech, '.ant-modal .hos-apply-form');
  await dialog.locator('input#techName').fill(techName);
  await dialog.locator('textarea#description').fill('关节置换手术机器人辅助定位');
  await app(tech, '.ant-modal .hos-apply-ok').click();
  const mine = app(tech, '.ant-table-row').filter({ hasText: techName });
  await expect(mine.locator('.hos-app-status-pending')).toBeVisible();

  const approver = await signIn(browser, lead.username, lead.password, '/xjsxxm/apply/pendApproval');
  const row = app(approver, '.ant-table-row').filter({ hasText: techName });
  await expect(row).toHaveCount(1);
  await row.locator('.hos-decide').click();
  await app(approver, '.ant-modal .hos-opinion textarea').fill('同意开展');
  await app(approver, '.ant-modal .hos-approve').click();
  await expect(row).toHaveCount(0);
  await approver.goto('/xjsxxm/review');
  await expect(app(approver, '.ant-table-row').filter({ hasText: techName }).locator('.hos-app-status-approved')).toBeVisible();

  await tech.goto('/xjsxxm/catalogue/unlimit');
  await app(tech, '.hos-filter input').first().fill(techName);
  await app(tech, '.hos-filter button[type=submit]').click();
  const entry = app(tech, '.ant-table-row').filter({ hasText: techName });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(/XJS-\d{4}-\d{3}/);
  await expect(entry).toContainText('刘明辉');
  await tech.goto('/xjsxxm/apply/myApply');
  await expect(app(tech, '.ant-table-row').filter({ hasText: techName }).locator('.hos-app-status-approved')).toBeVisible();
});

test('a form edited in the designer from the library gets version 2', async ({ browser, request }) => {
  const code = `e2e-form-${Date.now() % 100000}`;
  const token = await apiToken(request, 'quality01', 'Quality@2024');
  const created = await (await request.post('/api/v1/forms', {
    headers: { Authorization: `Bearer ${token}` },
    data: { code, name: `端到端表单${code}`, schema: { list: [], config: { labelWidth: 100, labelPosition: 'right', size: 'small' } } },
  })).json();
  expect(created.data).toMatchObject({ version: 1 });

  const page = await signIn(browser, 'quality01', 'Quality@2024', '/quality/formLib');
  await app(page, '.hos-filter input').first().fill(code);
  await app(page, '.hos-filter button[type=submit]').click();
  const row = app(page, '.ant-table-row').filter({ hasText: code });
  await expect(row).toContainText('v1');
  await row.locator('.hos-edit-form').click();
  // the designer is loaded on demand and shows the form; add a field from the palette
  const palette = app(page, '.hos-designer-panel hos-form-designer .fd-palette-item[data-type="input"]');
  await expect(palette).toBeVisible();
  await palette.click();
  await expect(app(page, '.hos-designer-panel hos-form-designer .fd-item[data-type="input"]')).toBeVisible();
  await app(page, '.hos-designer-panel input.hos-version-note').fill('加一个输入框');
  await app(page, '.hos-designer-panel .hos-save-version').click();
  await expect(app(page, '.hos-designer-panel')).toHaveCount(0);
  await expect(row).toContainText('v2');
  await row.locator('.hos-versions').click();
  await expect(app(page, '.ant-drawer .ant-table-row')).toHaveCount(2);
  await expect(app(page, '.ant-drawer .ant-table-row').first()).toContainText('加一个输入框');

  const latest = await (await request.get(`/api/v1/forms/${created.data.id}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(latest.data.version).toBe(2);
  expect(latest.data.schema.list.map((w: { type: string }) => w.type)).toEqual(['input']);
});
