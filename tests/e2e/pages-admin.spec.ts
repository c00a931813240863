// System management and data-quality pages against the reference server: user groups, role data scope,
// menu management, the quality summary with the server XLSX, and the scoring-form designer. Every change is
// undone at the end, so the other suites see the seeded menus and scopes.
import { expect, test, type Page } from '@playwright/test';
import { app, login, pickOption } from './shellHelpers.ts';

async function adminAt(page: Page, path: string) {
  await login(page, 'admin');
  await page.goto(path);
}

test('user groups: create with members, open the detail, delete', async ({ page }) => {
  const name = `端到端组${Date.now() % 100000}`;
  await adminAt(page, '/upms/sysuser');
  await app(page, '.hos-user-tabs .ant-tabs-tab').filter({ hasText: '用户组' }).click();
  await expect(app(page, '.hos-groups .ant-table-row').filter({ hasText: '质控小组' })).toBeVisible();
  await app(page, '.hos-group-add').click();
  await app(page, '.ant-modal input#groupName').fill(name);
  await app(page, '.ant-modal .hos-group-members').click();
  await pickOption(page, app(page, '.ant-modal .hos-group-members'), '李秀梅（内分泌科）');
  await app(page, '.ant-modal input#groupName').click();
  await app(page, '.ant-modal .hos-group-ok').click();
  const row = app(page, '.hos-groups .ant-table-row').filter({ hasText: name });
  await expect(row).toContainText('1');
  await row.locator('.hos-group-link').click();
  await expect(app(page, '.ant-drawer')).toContainText('nurse01');
  await app(page, '.ant-drawer .ant-drawer-close').click();
  await row.locator('.hos-group-delete').click();
  await app(page, '.ant-popconfirm .ant-btn-primary').click();
  await expect(row).toHaveCount(0);
});

test('role data scope narrows the quality officer\'s data; menu add, hide and delete', async ({ page, browser }) => {
  // roles are the security administrator's, menus the system administrator's (issue 33 §4)
  await login(page, 'secadmin');
  await page.goto('/newUpms/role');
  // the role dialog (views/system/RoleDialog.tsx): its data-scope tab
  const role = app(page, '.ant-table-row').filter({ has: page.locator('.hos-role-row-name', { hasText: /^质控专员$/ }) });
  const setScope = async (label: string) => {
    await role.locator('.hos-role-edit').click();
    await app(page, '.ant-modal .ant-tabs-tab').filter({ hasText: '数据范围' }).click();
    await app(page, '.hos-scope-radio label').filter({ hasText: label }).click();
    await app(page, '.ant-modal .hos-role-ok').click();
    await expect(role.locator('.hos-data-scope')).toHaveText(label);
  };
  await expect(role.locator('.hos-data-scope')).toHaveText('全部数据');
  await setScope('本科室数据');
  try {
    const q = await (await browser.newContext()).newPage();
    await login(q, 'quality01');
    await q.goto('/newBaqsj/queryData');
    // quality01 (质控科) reported nothing: with the department scope the list is empty
    await expect(app(q, '.hos-pager-total')).toHaveText('共 0 条');
    await q.context().close();
  } finally {
    await setScope('全部数据');
  }

  const title = `端到端菜单${Date.now() % 100000}`;
  const m = await (await browser.newContext()).newPage();
  await adminAt(m, '/newUpms/menu');
  const sys = app(m, '.ant-table-row').filter({ has: m.locator('.hos-menu-title', { hasText: /^系统模块$/ }) });
  const notices = app(m, '.ant-table-row').filter({ has: m.locator('.hos-menu-title', { hasText: /^公告管理$/ }) });
  // the tree opens folded (issue 34 §5); 展开全部 opens every directory
  await expect(sys).toBeVisible();
  await expect(notices).toHaveCount(0);
  await app(m, '.hos-menu-expand').click();
  await expect(app(m, '.hos-menu-expand')).toHaveText('折叠全部');
  // the module by its name and the icon itself with its name: no module key, no icon key (issue 22 §3)
  await expect(sys.locator('.hos-menu-module')).toHaveText('系统管理');
  await expect(sys.locator('.hos-menu-icon svg')).toBeVisible();
  await expect(sys.locator('.hos-menu-icon')).toHaveText('设置');
  await expect(notices.locator('.hos-menu-icon')).toHaveText('通知');
  await sys.locator('.hos-menu-add-child').click();
  await app(m, '.hos-menu-form input#title').fill(title);
  await app(m, '.hos-menu-form input#path').fill('/newUpms/e2eMenu');
  await app(m, '.ant-modal .hos-menu-ok').click();
  const row = app(m, '.ant-table-row').filter({ hasText: title });
  await expect(row.locator('.hos-menu-visible')).toBeVisible();
  // the granted role by its dictionary label, never its key
  await expect(row).toContainText('系统管理员');
  await row.locator('.hos-menu-toggle').click();
  await expect(row.locator('.hos-menu-hidden')).toBeVisible();
  await row.locator('.hos-menu-delete').click();
  await app(m, '.ant-popconfirm .ant-btn-primary').click();
  await expect(row).toHaveCount(0);
  await m.context().close();
});

test('quality control: server summary and XLSX export; the scoring-form designer loads on demand', async ({ page }) => {
  await login(page, 'quality01');
  await page.goto('/newBaqsj/qualityControl');
  await expect(app(page, '.hos-quality-summary')).toContainText(/共 \d+ 份上报/);
  const download = page.waitForEvent('download');
  await app(page, '.hos-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await file.path());
  expect(wb.worksheets[0].getRow(1).values).toContain('缺失字段');

  await page.goto('/quality/scoreFormLib/addScoreForm');
  await expect(app(page, '.hos-designer-slot hos-form-designer .fd-palette-item[data-type="rate"]')).toBeVisible();
});

test('the form designer works before its form has come (issue 31 §5): 清空 starts a blank design, which the form does not replace', async ({ page }) => {
  await adminAt(page, '/newUpms/formLib');
  // the form's latest version is held back until the designer has been used
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  const formGet = /\/api\/v1\/forms\/\d+$/;
  await page.route(formGet, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  await app(page, '.ant-table-row .hos-edit-form').first().click();
  const designer = app(page, '.hos-designer-panel hos-form-designer');
  const clear = designer.locator('.fd-tb-clear');
  await expect(clear).toBeEnabled();
  await expect(app(page, '.hos-save-version')).toBeDisabled();
  await designer.locator('.fd-palette-item[data-type="input"]').click();
  await expect(designer.locator('.fd-item')).toHaveCount(1);
  await clear.click();
  await expect(designer.locator('.fd-item')).toHaveCount(0);
  release();
  await expect(app(page, '.hos-save-version')).toBeEnabled();
  // the person's blank design stands: the form that came later is not put over it
  await expect(designer.locator('.fd-item')).toHaveCount(0);
  await page.unroute(formGet);
});
