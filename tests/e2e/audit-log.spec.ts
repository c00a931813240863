// Issue 33 §5: the audit administrator's page (/newUpms/audit): filter by user, the rows newest first, and
// the XLSX export with the same filters (read back here). Opened by its route; its menu row comes with the
// audit administrator's role.
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { app } from './shellHelpers.ts';
import { signIn } from './workflowHelpers.ts';

/** The account that reads the audit log (the audit administrator once the role exists). */
const AUDIT_READER = { username: 'auditor', password: 'Audit@2024' };
const ROUTE = '/newUpms/audit';

test('audit log: filter by user, rows shown, the export is an XLSX of those rows', async ({ browser }) => {
  const page = await signIn(browser, AUDIT_READER.username, AUDIT_READER.password, ROUTE);
  await expect(app(page, '.hos-audit-list')).toBeVisible();
  await app(page, '.hos-audit-user input').fill(AUDIT_READER.username);
  await app(page, '.hos-filter button[type=submit]').click();
  const rows = app(page, '.hos-audit-list .ant-table-row');
  await expect(rows.first()).toBeVisible();
  // every row shown is the reader's, and the sign-in that opened this page is among them
  await expect(app(page, '.hos-audit-list .ant-table-row .hos-audit-user-cell').filter({ hasNotText: AUDIT_READER.username })).toHaveCount(0);
  await expect(app(page, '.hos-audit-list .hos-audit-event').filter({ hasText: '登录成功' }).first()).toBeVisible();
  const shown = await rows.count();

  const download = page.waitForEvent('download');
  await app(page, '.hos-audit-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await file.path());
  const ws = wb.worksheets[0];
  expect((ws.getRow(1).values as unknown[]).slice(1, 6)).toEqual(['序号', '时间', '用户名', '姓名', '事件']);
  const users: unknown[] = [];
  ws.eachRow((row, n) => { if (n > 1) users.push(row.getCell(3).value); });
  // the file has what the list had (and the reads of it since: the list's own `audit.read` rows)
  expect(users.length).toBeGreaterThanOrEqual(shown);
  expect(new Set(users)).toEqual(new Set([AUDIT_READER.username]));
});
