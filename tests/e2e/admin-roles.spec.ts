// Issue 13 §4 end to end: the security administrator creates a role with a department scope and a menu subset
// (issue 33 §4: roles are theirs), the system administrator creates a user with that role in 内分泌科; that user sees only those menus and only 内分泌科's rows. Screenshots of
// the role, department and dictionary pages in both languages go to /tmp/admin-*.png.
import { expect, test, type Page } from '@playwright/test';
import { app, login, pickOption } from './shellHelpers.ts';

const ROLE = `科室稽查${Date.now() % 100000}`;
const KEY = `e2eAudit${Date.now() % 100000}`;
const USER = `e2eaud${Date.now() % 100000}`;
const PASSWORD = 'Audit@2024e2e';

async function signIn(page: Page, username: string, password: string, lang?: 'EN') {
  await page.goto('/login');
  if (lang) await app(page, '[data-testid=lang-switch] .ant-segmented-item:has-text("EN")').click();
  await app(page, 'input[name=username]').fill(username);
  await app(page, 'input[name=password]').fill(password);
  await app(page, '[data-testid=login-submit]').click();
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
}

/** Filters the user list by a user name (the seed holds more users than one page shows). */
async function findUser(page: Page, username: string) {
  await app(page, '.hos-filter input#username').fill(username);
  await app(page, '.hos-filter button[type=submit]').click();
  await expect(app(page, '.ant-table-row').filter({ hasText: username })).toHaveCount(1);
}

/** Picks a department in an open TreeSelect (its popup lives in the element's shadow root). */
async function pickDept(page: Page, name: string) {
  await app(page, `.ant-select-tree-node-content-wrapper[title="${name}"]:visible`).first().click();
}

test('a role with a department scope and a menu subset: its user sees only those menus and rows', async ({ page, browser }) => {
  // a long story on a shared machine: two sign-ins, two dialogs
  test.setTimeout(150_000);
  await login(page, 'secadmin');
  await page.goto('/newUpms/role');
  await expect(app(page, '.hos-role-row-name').first()).toBeVisible();

  // the role: name, key, the data-query operation tag; scope: chosen department 内分泌科; menus: 数据查询 only
  await app(page, '.hos-role-add').click();
  const dialog = app(page, '.ant-modal').filter({ has: page.locator('.hos-role-form') });
  await dialog.locator('.hos-role-name').fill(ROLE);
  await dialog.locator('.hos-role-key').fill(KEY);
  await dialog.locator('.hos-role-perms input').fill('baqsj:data:query');
  await dialog.locator('.hos-role-perms input').press('Enter');
  await dialog.locator('.ant-tabs-tab').filter({ hasText: '数据范围' }).click();
  await dialog.locator('.hos-scope-radio label').filter({ hasText: '指定科室数据' }).click();
  await dialog.locator('.hos-scope-depts').click();
  await pickDept(page, '内分泌科');
  await dialog.locator('.ant-tabs-tab').filter({ hasText: '菜单权限' }).click();
  await dialog.locator('.hos-role-menus .ant-tree-treenode').filter({ hasText: /^数据查询$/ }).locator('.ant-tree-checkbox').click();
  await page.screenshot({ path: '/tmp/admin-role-dialog-zh.png' });
  await dialog.locator('.hos-role-ok').click();
  await expect(dialog).toBeHidden();
  const row = app(page, '.ant-table-row').filter({ has: page.locator('.hos-role-row-name', { hasText: ROLE }) });
  await expect(row.locator('.hos-data-scope')).toHaveText('指定科室数据：内分泌科');
  await page.screenshot({ path: '/tmp/admin-roles-zh.png' });

  // the user, placed in 内分泌科 from the tree, holding the new role: the system administrator's work
  const admCtx = await browser.newContext();
  const adm = await admCtx.newPage();
  await login(adm, 'admin');
  await adm.goto('/upms/sysuser');
  await app(adm, '.hos-page .ant-card-extra .ant-btn-primary').click();
  const form = app(adm, '.ant-modal').filter({ has: adm.locator('.hos-user-dept') });
  await form.locator('input#username').fill(USER);
  await form.locator('input#password').fill(PASSWORD);
  await form.locator('input#name').fill('稽查员');
  await form.locator('.hos-user-dept').click();
  await pickDept(adm, '内分泌科');
  // the list holds every role (the administrators' greyed): the new one is found by typing its name
  await pickOption(adm, form.locator('.hos-user-roles'), ROLE, ROLE);
  // the open list may cover the fields above it: close it from the keyboard
  await form.locator('.hos-user-roles input').press('Escape');
  await form.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(form).toBeHidden();
  // the list holds more users than a page: find the new one by its user name
  await findUser(adm, USER);
  await expect(app(adm, '.ant-table-row').filter({ hasText: USER })).toContainText('内分泌科');

  // the user: one directory with one page, and only 内分泌科's records
  const ctx = await browser.newContext();
  const u = await ctx.newPage();
  await signIn(u, USER, PASSWORD);
  const items = app(u, '[data-testid=sidebar] .ant-menu-title-content');
  await expect(items.first()).toBeVisible();
  await u.goto('/newBaqsj/queryData');
  const rows = app(u, '.hos-list .ant-table-row');
  await expect(rows.first()).toBeVisible();
  const menuTexts = (await items.allInnerTexts()).map((s) => s.trim()).filter(Boolean);
  // the one granted page (the shell lifts a directory's only page to the top) and the shell's own home
  expect(menuTexts.sort()).toEqual(['数据查询', '首页'].sort());
  const depts = await app(u, '.hos-list .ant-table-row td').filter({ hasText: /科|部/ }).allInnerTexts();
  expect(depts.length).toBeGreaterThan(0);
  const deptCells = depts.map((s) => s.trim()).filter((s) => /^[\u4e00-\u9fa5]+(科|部)$/.test(s));
  expect(new Set(deptCells)).toEqual(new Set(['内分泌科']));
  await u.screenshot({ path: '/tmp/admin-scoped-user-zh.png' });
  // a page the role was not given is no route of theirs: the shell answers 404
  await u.goto('/newUpms/role');
  await expect(u).toHaveURL(/\/404$/);
  await ctx.close();

  // tidy: the user goes first, then the role may
  await adm.goto('/upms/sysuser');
  await findUser(adm, USER);
  const userRow = app(adm, '.ant-table-row').filter({ hasText: USER });
  await userRow.locator('.ant-btn-dangerous').last().click();
  await app(adm, '.ant-popconfirm .ant-btn-primary').click();
  await expect(userRow).toHaveCount(0);
  await admCtx.close();
  await page.goto('/newUpms/role');
  await row.locator('.hos-role-delete').click();
  await app(page, '.ant-popconfirm .ant-btn-primary').click();
  await expect(row).toHaveCount(0);
});

test('the role, department and dictionary pages in both languages', async ({ page, browser }) => {
  const adminPage = page;
  // the roles are the security administrator's, departments and dictionaries the system administrator's (issue 33 §4)
  const pages = async (who: 'admin' | 'secadmin') => (who === 'admin' ? [['/newUpms/dept', 'depts', '.hos-dept-name'], ['/newUpms/dict', 'dicts', '.hos-dict-type-name']] as const : [['/newUpms/role', 'roles', '.hos-role-row-name']] as const);
  const secCtx = await browser.newContext();
  const secPage = await secCtx.newPage();
  await login(secPage, 'secadmin');
  await login(page, 'admin');
  for (const who of ['secadmin', 'admin'] as const) for (const [path, name, ready] of await pages(who)) {
    const page = who === 'admin' ? adminPage : secPage;
    await page.goto(path);
    await expect(app(page, ready).first()).toBeVisible();
    if (name === 'dicts') {
      await app(page, '.hos-dict-types .ant-table-row').filter({ hasText: '角色' }).click();
      await expect(app(page, '.hos-dict-entries .ant-table-row').first()).toBeVisible();
      await expect(app(page, '.hos-dict-entries .ant-spin-blur')).toHaveCount(0);
    }
    await page.screenshot({ path: `/tmp/admin-${name}-zh.png` });
  }
  await secCtx.close();
  // a used department cannot be deleted: the server says why
  await page.goto('/newUpms/dept');
  await app(page, '.ant-table-row').filter({ has: page.locator('.hos-dept-name', { hasText: /^内分泌科$/ }) }).locator('.hos-dept-delete').click();
  await app(page, '.ant-popconfirm .ant-btn-primary').click();
  await expect(app(page, '.ant-message')).toContainText('仍有用户');

  const ctx = await browser.newContext();
  const en = await ctx.newPage();
  for (const who of ['admin', 'secadmin'] as const) for (const [path, name, ready] of await pages(who)) {
    if (path !== '/newUpms/dict') {
      await ctx.clearCookies();
      await en.evaluate(() => localStorage.clear()).catch(() => undefined);
      await signIn(en, who, who === 'admin' ? 'Admin@2024' : 'Security@2024', 'EN');
    }
    await en.goto(path);
    await expect(app(en, ready).first()).toBeVisible();
    if (name === 'roles') {
      // role names through the role dictionary
      const sys = app(en, '.ant-table-row').filter({ has: en.locator('.hos-role-row-name', { hasText: /^System administrator$/ }) });
      await expect(sys.locator('.hos-data-scope')).toHaveText('All data');
    }
    if (name === 'dicts') {
      await app(en, '.hos-dict-types .ant-table-row').filter({ hasText: 'Menu icons' }).click();
      await expect(app(en, '.hos-dict-entries')).toContainText('Dashboard');
      await expect(app(en, '.hos-dict-entries .ant-spin-blur')).toHaveCount(0);
    }
    await en.screenshot({ path: `/tmp/admin-${name}-en.png` });
  }
  await en.goto('/newUpms/role');
  await app(en, '.ant-table-row').filter({ has: en.locator('.hos-role-row-name', { hasText: /^Department approver$/ }) }).locator('.hos-role-edit').click();
  await app(en, '.ant-modal .ant-tabs-tab').filter({ hasText: 'Data scope' }).click();
  await expect(app(en, '.hos-scope-radio')).toContainText('My department and below');
  await expect(app(en, '.ant-modal .ant-tabs-tab-active')).toHaveText('Data scope');
  await en.screenshot({ path: '/tmp/admin-role-dialog-en.png' });
  await ctx.close();
});
