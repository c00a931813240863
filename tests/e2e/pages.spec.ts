// Business pages inside <hos-app> against the reference server: a report withdrawn before any decision
// and a draft deleted; a draft saved, reopened and submitted; a carbon copy that reaches its recipient
// (nurse05) through the bell; a library form edited in the designer becomes version 2. The closed loops
// themselves are tests/e2e/workflow.spec.ts. Uses nurse02 (心血管内科, head approver02).
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { act, app, fillReport, openFromBell, signIn } from './workflowHelpers.ts';
import { pickOption } from './shellHelpers.ts';

const VALID = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.valid.json', 'utf8')).data as Record<string, unknown>;

test('a report withdrawn before any decision is a draft again, and a never-submitted draft can be deleted', async ({ browser }) => {
  const patient = `撤回患者${Date.now() % 100000}`;
  const nurse = await signIn(browser, 'nurse02', 'Hos@2024demo', '/newBaqsj/report');
  await fillReport(nurse, { ...VALID, sjsx_patient_name: patient });
  await app(nurse, '.hos-submit-report').click();
  // a submitted report opens on its detail page
  await expect(nurse).toHaveURL(/\/newBaqsj\/lookDetail\?id=\d+/);
  await nurse.goto('/newBaqsj/myEscalation');
  const row = app(nurse, '.ant-table-row').filter({ hasText: patient });
  await expect(row.locator('.hos-state-inProgress')).toBeVisible();
  await expect(row.locator('.hos-current-step')).toHaveText('科室审核');
  await expect(row.locator('.hos-assignees')).toContainText('孙伟');
  await row.locator('.hos-record-link').click();
  await act(nurse, 'withdraw', { comment: '信息有误，撤回修改' });
  await expect(app(nurse, '.hos-record-detail')).toHaveAttribute('data-state', 'draft');
  // a withdrawn record keeps its history: it is not offered for deletion
  await expect(app(nurse, '.hos-record-actions [data-action=deleteDraft]')).toHaveCount(0);

  // a draft that never left the nurse can be deleted
  await nurse.goto('/newBaqsj/report');
  await fillReport(nurse, { ...VALID, sjsx_patient_name: '临时草稿患者' });
  await app(nurse, '.hos-save-draft').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/myDraft/);
  const draft = app(nurse, '.ant-table-row').filter({ hasText: '临时草稿患者' });
  await expect(draft).toHaveCount(1);
  await draft.locator('.hos-delete-draft').click();
  await app(nurse, '.hos-confirm-delete').click();
  await expect(draft).toHaveCount(0);
});

test('a draft is saved, reopened, edited and submitted', async ({ browser }) => {
  const nurse = await signIn(browser, 'nurse02', 'Hos@2024demo', '/newBaqsj/report');
  await fillReport(nurse, { ...VALID, sjsx_patient_name: '草稿患者' });
  await app(nurse, '.hos-save-draft').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/myDraft/);
  const draft = app(nurse, '.ant-table-row').filter({ hasText: '草稿患者' }).first();
  await expect(draft.locator('.hos-state-draft')).toBeVisible();
  await draft.locator('.hos-edit').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/editDetail\?id=\d+/);
  await expect(app(nurse, 'hos-form-renderer form')).toBeVisible();
  await expect(app(nurse, 'hos-form-renderer [data-path="sjsx_patient_name"] input').first()).toHaveValue('草稿患者');
  await app(nurse, '.hos-submit-report').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/lookDetail\?id=\d+/);
  await nurse.goto('/newBaqsj/myEscalation');
  await expect(app(nurse, '.ant-table-row').filter({ hasText: '草稿患者' }).first().locator('.hos-state-inProgress')).toBeVisible();
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
  await fillReport(nurse, { ...VALID, sjsx_patient_name: patient });
  // pick the colleague in the copy picker
  const picker = app(nurse, '.hos-cc-picker');
  await picker.click();
  await pickOption(nurse, picker, '何敏（神经内科）', '何敏');
  await app(nurse, '.hos-submit-report').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/lookDetail\?id=\d+/);

  const cc = await signIn(browser, 'nurse05', 'Hos@2024demo', '/biz/ccRecord');
  const row = app(cc, '.ant-table-row').filter({ hasText: patient });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('赵丽');
  await expect(row.locator('.hos-state-inProgress')).toBeVisible();
  // the copy message arrived, and opening it opens the record
  const id = await openFromBell(cc, patient, /抄送/);
  await expect(app(cc, '.hos-record-cc')).toContainText('何敏');
  await expect(app(cc, 'hos-form-renderer')).toContainText(patient);
  // follow it: it shows under my follows (nurse05 has 我的关注 in the baqsj app)
  await app(cc, '.hos-follow').click();
  await expect(app(cc, '.hos-follow')).toHaveAttribute('data-followed', '1');
  await cc.goto('/newBaqsj/myConcern');
  await expect(app(cc, '.ant-table-row').filter({ hasText: patient })).toHaveCount(1);
  expect(id).toBeGreaterThan(0);
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
