// Accessibility of every page and every element in both languages (issue 12 §2): axe-core analyses the
// pages inside the elements' open shadow roots; any critical or serious violation fails, and a report
// per page (rule, count, targets) is printed either way. One browser context per language; the pages
// are visited in a loop.
import { expect, test, type Page } from '@playwright/test';
import { portalFormReady } from './portalHelpers.ts';
import { analyse, BLOCKING, formatReport, menuRoutes, settle, type Lang, type PageFinding } from './a11yHelpers.ts';
import { app, signInAs } from './shellHelpers.ts';
import { call, login } from './longFormHelpers.ts';
import { readFileSync } from 'node:fs';

// four accounts' every page, axe on each: about 5 min alone, near 10 under a loaded machine
test.describe.configure({ timeout: 900_000 });

async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => {
    const lang = localStorage.getItem('language');
    localStorage.clear();
    sessionStorage.clear();
    if (lang) localStorage.setItem('language', lang);
  });
}


for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`axe: every page and element in ${lang} has no critical or serious violation`, async ({ browser }) => {
    const context = await browser.newContext({ locale: lang });
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
    const page = await context.newPage();
    const findings: PageFinding[] = [];
    const visited: string[] = [];
    const check = async (name: string, include: string[] = []) => {
      const t0 = Date.now();
      await settle(page);
      const t1 = Date.now();
      visited.push(name);
      findings.push(...(await analyse(page, name, include)));
      if (process.env.A11Y_TIMES) console.log(`${name}: settle ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
    };

    // the login page
    await page.goto('/login');
    await expect(app(page, '[data-testid=login-page]')).toBeVisible();
    await check('login');

    // every menu page of the administrator, a nurse (nurse02: nurse01's forced dialog is below), and the
    // technology loop's hands, whose pages the administrator does not have (applicant; medical affairs, who
    // also reviews events)
    for (const [user, password] of [['admin', 'Admin@2024'], ['nurse02', 'Hos@2024demo'], ['tech01', 'Tech@2024'], ['medaff01', 'Medical@2024']]) {
      await signInAs(page, user, password);
      const routes = await menuRoutes(page);
      expect(routes.length).toBeGreaterThan(3);
      for (const { route } of routes) {
        await page.goto(route);
        await expect(app(page, '[data-testid=layout]')).toBeVisible();
        await check(`${user} ${route}`);
      }
      await signOut(page);
    }

    // nurse01: the dashboard under the forced password dialog
    await signInAs(page, 'nurse01', 'Nurse@2024');
    await expect(app(page, '.ant-modal')).toBeVisible();
    await check('nurse01 forced password dialog');
    await signOut(page);

    // the legacy portal's elements: bell, renderer, password dialog (the portal's own hostile page is not ours)
    await page.goto('/legacy-portal.html');
    await page.locator('#portal-login input[name=username]').fill('nurse02');
    await page.locator('#portal-login input[name=password]').fill('Hos@2024demo');
    await page.locator('#portal-login button[type=submit]').click();
    await portalFormReady(page);
    await check('portal: renderer and bell', ['hos-form-renderer', 'hos-message-bell']);
    await page.locator('hos-message-bell .hos-bell-trigger').click();
    await expect(page.locator('hos-message-bell .hos-bell-item').first()).toBeVisible();
    await check('portal: bell open', ['hos-message-bell']);
    await page.keyboard.press('Escape');
    await page.locator('#change-pwd').click();
    await expect(page.locator('hos-password-dialog .ant-modal')).toBeVisible();
    await check('portal: password dialog', ['hos-password-dialog']);
    await signOut(page);

    // the designer's admin page
    await page.goto('/designer-admin.html');
    await page.locator('#login input[name=username]').fill('admin');
    await page.locator('#login input[name=password]').fill('Admin@2024');
    await page.locator('#login button[type=submit]').click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.loaded ?? '')).not.toBe('');
    await page.locator('#lang').selectOption(lang);
    await check('designer admin page');
    // the condition editor open with a condition (issue 31 §5: its controls named and full-size)
    const designer = page.locator('hos-form-designer');
    await designer.locator('.fd-item[data-type="input"]').first().click();
    await designer.locator('.fd-panel [data-section="displayVerify"] .fd-cond-toggle').click();
    await designer.locator('.fd-panel [data-section="displayVerify"] .fd-add-cond').click();
    await expect(designer.locator('.fd-panel [data-section="displayVerify"] .fd-cond-row')).toHaveCount(1);
    await check('designer: condition editor', ['hos-form-designer']);

    const report = formatReport(findings, visited);
    console.log(`\naxe report (${lang}), ${visited.length} pages:\n${report}\n`);
    await test.info().attach(`axe-${lang}.txt`, { body: report, contentType: 'text/plain' });
    const blocking = findings.filter((f) => BLOCKING.has(f.impact)).map((f) => `${f.page}: [${f.impact}] ${f.rule} ×${f.count}`);
    expect(blocking).toEqual([]);
    await context.close();
  });
}

/**
 * The dialogs the closed loop opens (issue 22 §7), on a fresh event at the quality office: close (with its
 * conclusion), assign measures, return (with its target select), transfer; then, with a measure reported
 * done, verify and send back. Each is opened from the record page, checked, and cancelled: nothing is acted.
 */
for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`axe: the loop's dialogs in ${lang} have no critical or serious violation`, async ({ browser }) => {
    const base = String(test.info().project.use.baseURL);
    const valid = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.valid.json', 'utf8')).data as Record<string, unknown>;
    const nurse = await login(base, 'nurse02', 'Hos@2024demo');
    const created = await call(base, 'POST', '/api/v1/records', nurse, {
      module: 'baqsj', eventType: 'fall', grade: 'III', title: `axe ${lang}`, submit: true, data: { ...valid, sjsx_patient_name: `无障碍${Date.now() % 100000}` },
    });
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id as number;
    const head = await login(base, 'approver02', 'Hos@2024demo');
    expect((await call(base, 'POST', `/api/v1/records/${id}/actions/approve`, head, { version: created.data.version })).code).toBe(200);

    const context = await browser.newContext({ locale: lang });
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
    const page = await context.newPage();
    const findings: PageFinding[] = [];
    const visited: string[] = [];
    const dialog = app(page, '.ant-modal:has(.hos-action-form)');
    const check = async (name: string, open: () => Promise<void>) => {
      await open();
      await expect(dialog).toBeVisible();
      await settle(page);
      visited.push(name);
      // the dialog itself (the record page behind it is not what this test is about)
      findings.push(...(await analyse(page, name, [{ fromShadowDom: ['hos-app', '.hos-action-dialog'] }])));
      await dialog.locator('.ant-modal-footer .ant-btn:not(.hos-action-confirm)').click();
      await expect(dialog).toBeHidden();
    };
    const recordAction = (a: string) => () => app(page, `.hos-record-actions [data-action=${a}]`).click();
    const measureAction = (a: string) => () => app(page, `.hos-measures [data-action=${a}]`).first().click();

    await signInAs(page, 'quality01', 'Quality@2024');
    await page.goto(`/newBaqsj/lookDetail?id=${id}`);
    await expect(app(page, '.hos-record-detail')).toHaveAttribute('data-state', 'inProgress');
    for (const a of ['close', 'assignMeasures', 'return', 'transfer']) await check(`dialog ${a}`, recordAction(a));

    // a measure for owner01, reported done: the quality office verifies or sends it back
    const quality = await login(base, 'quality01', 'Quality@2024');
    const cur = (await call(base, 'GET', `/api/v1/records/${id}`, quality)).data;
    const owner = (await call(base, 'GET', '/api/v1/sysAllUserList', quality)).data.find((u: { username: string }) => u.username === 'owner01');
    const assigned = await call(base, 'POST', `/api/v1/records/${id}/actions/assignMeasures`, quality, {
      version: cur.version, measures: [{ what: '复核防跌倒评估流程', ownerUserId: owner.id, deadline: Date.now() + 7 * 86400_000 }],
    });
    expect(assigned.code, assigned.msg).toBe(200);
    const ownerToken = await login(base, 'owner01', 'Owner@2024');
    const done = await call(base, 'POST', `/api/v1/records/${id}/actions/completeMeasure`, ownerToken, {
      version: assigned.data.version, measureId: assigned.data.measures[0].id, comment: '已完成',
    });
    expect(done.code, done.msg).toBe(200);
    await page.reload();
    await expect(app(page, '.hos-record-detail')).toHaveAttribute('data-state', 'rectifying');
    for (const a of ['verifyMeasure', 'sendBackMeasure']) await check(`dialog ${a}`, measureAction(a));

    const report = formatReport(findings, visited);
    console.log(`\naxe report, loop dialogs (${lang}):\n${report}\n`);
    await test.info().attach(`axe-dialogs-${lang}.txt`, { body: report, contentType: 'text/plain' });
    expect(findings.filter((f) => BLOCKING.has(f.impact)).map((f) => `${f.page}: [${f.impact}] ${f.rule} ×${f.count}`)).toEqual([]);
    await context.close();
  });
}
