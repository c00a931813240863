// Excel in and out (issue 13 §3) in the user admin page: the export downloads a real XLSX (read back here);
// an import with a bad row shows the row-by-row report and writes nothing; the fixed file imports. Both
// languages; screenshots of the report in /tmp/excel-*.png.
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { app, fillLogin, login } from './shellHelpers.ts';

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Users');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function readDownload(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await file.path());
  return { name: file.suggestedFilename(), wb, ws: wb.worksheets[0] };
}

const stamp = Date.now() % 100000;

test('export users: a real XLSX with the list\'s users, typed cells and a frozen header', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/upms/sysuser');
  await expect(app(page, '.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/excel-users-zh.png' });
  const { name, ws } = await readDownload(page, () => app(page, '.hos-user-export').click());
  expect(name).toMatch(/-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect((ws.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['用户ID', '用户名', '姓名']);
  expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  let nurse: unknown[] | undefined;
  ws.eachRow((row) => { if (row.getCell(2).value === 'nurse01') nurse = (row.values as unknown[]).slice(1); });
  expect(nurse?.[2]).toBe('李秀梅');
  expect(typeof nurse?.[0]).toBe('number');
  expect(nurse?.[10]).toBeInstanceOf(Date);

  const tpl = await readDownload(page, () => app(page, '.hos-user-template').click());
  expect(tpl.name).toBe('用户导入模板.xlsx');
  expect((tpl.ws.getRow(1).values as unknown[])[1]).toBe('用户名（必填）');
});

test('import: a bad row shows the report and nothing is written; the fixed file imports', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/upms/sysuser');
  const header = ['用户名（必填）', '姓名（必填）', '初始密码（必填）', '工号', '科室', '手机号', '邮箱', '性别', '角色'];
  const good = [`e2e_a${stamp}`, '端到端甲', 'E2e#Pass2025', 'E1', '内分泌科', '13800001111', '', '女', '上报护士'];
  const bad = [`e2e_b${stamp}`, '', 'weak', '', '不存在的科室', '123', 'not-mail', '', ''];
  await app(page, '.hos-user-import').click();
  const dialog = app(page, '.ant-modal').filter({ hasText: '从 Excel 导入用户' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsxOf([header, good, bad]) });
  const report = dialog.locator('.hos-import-report');
  await expect(report).toContainText('共 2 行，1 行有问题');
  await expect(report.locator('.ant-table-row')).toHaveCount(5);
  await expect(report.locator('.ant-table-row').first()).toContainText('3');
  await expect(report).toContainText('科室“不存在的科室”不存在');
  await expect(dialog.locator('.hos-import-confirm')).toBeDisabled();
  await page.screenshot({ path: '/tmp/excel-report-zh.png' });
  // nothing was written
  await dialog.locator('.ant-modal-footer .ant-btn').first().click();
  await expect(dialog).toBeHidden();
  await app(page, '.hos-filter input#username').fill(`e2e_a${stamp}`);
  await app(page, '.hos-filter input#username').press('Enter');
  await expect(app(page, '.ant-table-row').filter({ hasText: `e2e_a${stamp}` })).toHaveCount(0);

  // fixed: both rows pass, the preview shows them, confirm imports both
  await app(page, '.hos-user-import').click();
  const fixed = [`e2e_b${stamp}`, '端到端乙', 'E2e#Pass2025', '', '普通外科', '010-12345678', 'b@hospital.cn', '男', 'nurse'];
  await dialog.locator('input[type=file]').setInputFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsxOf([header, good, fixed]) });
  await expect(dialog.locator('.hos-import-preview')).toContainText('共 2 行，全部通过检查');
  await expect(dialog.locator('.hos-import-preview')).toContainText('上报护士');
  await page.screenshot({ path: '/tmp/excel-preview-zh.png' });
  await dialog.locator('.hos-import-confirm').click();
  await expect(app(page, '.ant-message')).toContainText('已导入 2 个用户');
  await expect(dialog).toBeHidden();
});

test('import report in English', async ({ page }) => {
  await page.goto('/login');
  await app(page, '[data-testid=lang-switch] .ant-segmented-item:has-text("EN")').click();
  await fillLogin(page, 'admin');
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
  await page.goto('/upms/sysuser');
  await app(page, '.hos-user-import').click();
  const dialog = app(page, '.ant-modal').filter({ hasText: 'Import users from Excel' });
  const rows = [['Username (required)', 'Name (required)', 'Initial password (required)', 'Department', 'Roles'], ['admin', 'Dup', 'E2e#Pass2025', '', 'wizard']];
  await dialog.locator('input[type=file]').setInputFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsxOf(rows) });
  const report = dialog.locator('.hos-import-report');
  await expect(report).toContainText('Rows read: 1; with problems: 1');
  await expect(report).toContainText('The username "admin" is already taken');
  await expect(report).toContainText('There is no enabled role "wizard"');
  await page.screenshot({ path: '/tmp/excel-report-en.png' });
  // a file that is not a workbook: a clear message in the dialog
  await dialog.locator('input[type=file]').setInputFiles({ name: 'junk.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.alloc(2048, 7) });
  await expect(dialog.locator('.hos-import-error')).toContainText('not a valid .xlsx');
});
