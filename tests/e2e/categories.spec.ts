// The hospital shapes its own forms and event categories (issue 31 §1-2): the administrator creates a form
// through 新建表单, builds it in the designer (widgets dragged onto the canvas, their titles set), saves it
// as version 1, adds the category 输血反应 bound to it and to a flow, and retires the old 输血事件 (axe on
// the category page: nothing serious); a nurse (nurse02: no suite changes its password) reports 输血反应 on
// the new form, which the stored record holds; a record made before on the generic form, of the category
// now retired, still opens, prints and exports. The form holds a computed field (a band over the amount
// transfused) built in the designer's formula editor; the nurse sees it follow her typing and the stored
// record holds its value. Each step is a test.step.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { app, signIn } from './workflowHelpers.ts';
import { pickOption } from './shellHelpers.ts';
import { analyse, BLOCKING, formatReport, settle } from './a11yHelpers.ts';

const VALID = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.valid.json', 'utf8')).data as Record<string, unknown>;
const NURSE = ['nurse02', 'Hos@2024demo'] as const;
const stamp = Date.now() % 100000;
const OLD_TITLE = `输血事件旧表单${stamp}`;
const OLD_PATIENT = `旧表单患者${stamp}`;

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const j = await (await request.post('/login', { data: { username, password } })).json();
  expect(j.code, j.msg).toBe(200);
  return j.data.token as string;
}
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Drags a widget type from the designer's palette to the end of the canvas; waits for it to land. */
async function dropWidget(page: Page, designer: Locator, type: string): Promise<void> {
  const items = designer.locator('.fd-item');
  const before = await items.count();
  const from = (await designer.locator(`.fd-palette-item[data-type="${type}"]`).boundingBox())!;
  const list = (await designer.locator('.fd-root-list').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 2 });
  await page.mouse.move(list.x + list.width / 2, list.y + list.height - 8, { steps: 12 });
  await page.mouse.up();
  await expect(items).toHaveCount(before + 1);
}

/** Selects the canvas item `index` and types its title in the property panel. */
async function setTitle(designer: Locator, index: number, title: string): Promise<void> {
  await designer.locator('.fd-item').nth(index).click({ position: { x: 40, y: 10 } });
  const name = designer.locator('.fd-panel [data-field="name"] input');
  await name.fill(title);
  await expect(designer.locator('.fd-item').nth(index)).toContainText(title);
}

test('an administrator creates a form with a computed field and the category 输血反应 on it; a nurse reports it; an older record still opens, prints and exports', async ({ browser, request }) => {
  test.setTimeout(180_000);
  // a record of 输血事件 made before, on the generic unsafe-event form
  const nurseToken = await tokenOf(request, ...NURSE);
  const { event_category: _c, event_level: _l, ...data } = VALID;
  const old = await (await request.post('/api/v1/records', { ...bearer(nurseToken), data: { module: 'baqsj', eventType: 'transfusion', grade: 'III', submit: true, title: OLD_TITLE, data: { ...data, sjsx_patient_name: OLD_PATIENT } } })).json();
  expect(old.code, old.msg).toBe(200);
  const adminToken = await tokenOf(request, 'admin', 'Admin@2024');

  const admin = await signIn(browser, 'admin', 'Admin@2024', '/newUpms/formLib');
  const designer = app(admin, '.hos-designer-panel hos-form-designer');

  await test.step('新建表单: a blank report form with its code and names', async () => {
    await app(admin, '.hos-new-form-button').click();
    const dialog = app(admin, '.hos-new-form-dialog');
    await expect(dialog.locator('.hos-new-form-kind')).toContainText('报告表');
    // a code that is taken is refused in the dialog
    await dialog.locator('input.hos-new-form-code').fill('05-unsafe-event-report');
    await dialog.locator('input.hos-new-form-name').click();
    await expect(dialog).toContainText('编码“05-unsafe-event-report”已被其他表单使用');
    await dialog.locator('input.hos-new-form-code').fill('transfusion-reaction');
    await dialog.locator('input.hos-new-form-name').fill('输血反应报告表');
    await dialog.locator('input.hos-new-form-name-en').fill('Transfusion reaction report');
    await dialog.locator('.hos-new-form-ok').click();
    await expect(designer.locator('.fd-canvas')).toBeVisible();
    await expect(app(admin, '.hos-designer-panel h2')).toContainText('输血反应报告表');
  });

  await test.step('builds the form in the designer: two widgets dragged onto the canvas, their titles set', async () => {
    await dropWidget(admin, designer, 'input');
    await setTitle(designer, 0, '输血品种');
    await dropWidget(admin, designer, 'textarea');
    await setTitle(designer, 1, '反应表现');
  });

  await test.step('adds a computed field: 输血量分级, a band over 输血量; a broken formula is named, a sound one is checked', async () => {
    await dropWidget(admin, designer, 'number');
    await setTitle(designer, 2, '输血量');
    await dropWidget(admin, designer, 'computed');
    await setTitle(designer, 3, '输血量分级');
    const formula = designer.locator('.fd-panel textarea[name="formula"]');
    await formula.fill('band(输血量ml');
    await expect(designer.locator('.fd-panel .fd-formula-check .fd-field-error').first()).toBeVisible();
    // the field is inserted by its title from the list, as its model, at the caret
    await formula.fill('band(');
    const pickField = designer.locator('.fd-panel select[name="formulaField"]');
    const model = await pickField.locator('option', { hasText: '输血量' }).getAttribute('value');
    expect(model).toBeTruthy();
    await pickField.selectOption(model!);
    await expect(formula).toHaveValue(`band(${model}`);
    await formula.press('End');
    await formula.pressSequentially(', "常规", 400, "大量")');
    await expect(formula).toHaveValue(`band(${model}, "常规", 400, "大量")`);
    await expect(designer.locator('.fd-panel .fd-formula-ok')).toBeVisible();
    await expect(designer.locator('.fd-panel .fd-formula-check .fd-field-error')).toHaveCount(0);
  });

  let formId = 0;
  let models: Record<string, string> = {};
  await test.step('saves it as version 1: the library lists it, unused', async () => {
    await app(admin, '.hos-designer-panel .hos-save-version').click();
    await expect(app(admin, '.hos-designer-panel')).toHaveCount(0);
    const row = app(admin, '.ant-table-row').filter({ hasText: 'transfusion-reaction' });
    await expect(row).toContainText('输血反应报告表');
    await expect(row.locator('.hos-form-state')).toHaveText('未使用');
    const form = await (await request.get('/api/v1/forms/by-code/transfusion-reaction', bearer(adminToken))).json();
    expect(form.data).toMatchObject({ version: 1, kind: 'report', nameEn: 'Transfusion reaction report' });
    formId = form.data.id;
    models = Object.fromEntries((form.data.schema.list as { name: string; model: string }[]).map((w) => [w.name, w.model]));
    expect(Object.keys(models)).toEqual(['输血品种', '反应表现', '输血量', '输血量分级']);
  });

  await test.step('事件类别: adds 输血反应 bound to the form (v1) and a flow, retires 输血事件; axe finds nothing serious', async () => {
    await admin.goto('/newUpms/eventType');
    await app(admin, '.hos-category-add').click();
    const dialog = app(admin, '.hos-category-dialog');
    await dialog.locator('input.hos-category-code').fill('transReaction');
    await dialog.locator('input.hos-category-name').fill('输血反应');
    await dialog.locator('input.hos-category-name-en').fill('Transfusion reaction');
    await pickOption(admin, dialog.locator('.hos-category-form-pick'), '输血反应报告表');
    await expect(dialog.locator('.hos-category-version')).toContainText('v1');
    await expect(dialog.locator('.hos-category-flow')).not.toBeEmpty();
    await dialog.locator('.hos-category-ok').click();
    await expect(dialog).toBeHidden();
    const row = app(admin, '.hos-category-table .ant-table-row').filter({ hasText: 'transReaction' });
    await expect(row.locator('.hos-category-form-name')).toHaveText('输血反应报告表');
    await expect(row.locator('.hos-category-form-version')).toHaveText('v1');

    const oldRow = app(admin, '.hos-category-table .ant-table-row').filter({ hasText: 'transfusion' }).filter({ hasText: '输血事件' });
    await oldRow.locator('.hos-category-retire').click();
    await app(admin, '.ant-popconfirm .ant-btn-primary').click();
    await expect(oldRow.locator('.hos-category-state')).toHaveText('已停用');

    await settle(admin);
    const findings = await analyse(admin, 'admin /newUpms/eventType');
    console.log(formatReport(findings, ['admin /newUpms/eventType']));
    expect(findings.filter((f) => BLOCKING.has(f.impact))).toEqual([]);
  });

  let recordId = 0;
  await test.step('a nurse reports 输血反应 on its form (输血事件 is no longer offered); the stored record holds the data', async () => {
    const nurse = await signIn(browser, NURSE[0], NURSE[1], '/newBaqsj/report');
    const type = app(nurse, '.hos-event-type');
    await type.click();
    await expect(app(nurse, '.ant-select-item-option[title="输血反应"]')).toBeVisible();
    await expect(app(nurse, '.ant-select-item-option[title="输血事件"]')).toHaveCount(0);
    await pickOption(nurse, type, '输血反应');
    await app(nurse, '.hos-grade-option-III').click();
    const renderer = app(nurse, 'hos-form-renderer');
    await renderer.locator(`[data-path="${models['输血品种']}"] input`).fill('悬浮红细胞 2U');
    await renderer.locator(`[data-path="${models['反应表现']}"] textarea`).fill('输注 20 分钟后寒战、发热 38.6℃');
    // the computed field follows the amount as the nurse types it
    const grade = renderer.locator(`[data-path="${models['输血量分级']}"] .hos-computed-value`);
    await renderer.locator(`[data-path="${models['输血量']}"] input`).fill('200');
    await expect(grade).toHaveText('常规');
    await renderer.locator(`[data-path="${models['输血量']}"] input`).fill('450');
    await expect(grade).toHaveText('大量');
    await app(nurse, '.hos-submit-report').click();
    await expect(nurse).toHaveURL(/\/newBaqsj\/lookDetail\?id=\d+/);
    recordId = Number(new URL(nurse.url()).searchParams.get('id'));
    const rec = (await (await request.get(`/api/v1/records/${recordId}`, bearer(nurseToken))).json()).data;
    expect(rec).toMatchObject({ eventType: 'transReaction', formId, formVersion: 1 });
    expect(rec.data).toMatchObject({ [models['输血品种']]: '悬浮红细胞 2U', [models['反应表现']]: '输注 20 分钟后寒战、发热 38.6℃', [models['输血量']]: 450, [models['输血量分级']]: '大量' });
    await nurse.context().close();
  });

  await test.step('the record made before on the generic form still opens, prints and exports', async () => {
    const nurse = await signIn(browser, NURSE[0], NURSE[1], `/newBaqsj/lookDetail?id=${old.data.id}`);
    await expect(app(nurse, '.hos-record-detail')).toBeVisible();
    await expect(app(nurse, '.hos-event-type-name')).toHaveText('输血事件');
    await expect(app(nurse, 'hos-form-renderer [data-path="sjsx_patient_name"]')).toContainText(OLD_PATIENT);
    await app(nurse, '.hos-print').click();
    const preview = app(nurse, '.hos-print-preview');
    await expect.poll(() => preview.evaluate((el) => (el as HTMLIFrameElement).contentDocument?.body?.textContent ?? '')).toContain(OLD_PATIENT);
    await nurse.context().close();

    const quality = await tokenOf(request, 'quality01', 'Quality@2024');
    const res = await request.get(`/api/v1/records/export?keyword=${encodeURIComponent(OLD_TITLE)}`, bearer(quality));
    expect(res.status()).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.body()) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const row = rows.find((r) => r[0] === old.data.id);
    expect(row).toBeDefined();
    expect(row).toEqual(expect.arrayContaining([OLD_TITLE, '输血事件', OLD_PATIENT]));
  });

  // the seeded category is back for the suites after this one
  expect((await request.post('/api/v1/event-types/transfusion/restore', { ...bearer(adminToken), data: {} })).status()).toBe(200);
});
