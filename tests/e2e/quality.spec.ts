// Medical quality inspection (issue 13 §1 "Done when"): an inspector scores two departments of the open
// round, watching the live total, saves a draft and submits; the quality office sees both ranked in the
// round's results. Screenshots of the sheet and the results in both languages go to /tmp/quality-*.png.
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { app, signIn } from './workflowHelpers.ts';

/** a 1x1 PNG: the server checks an upload's content, not only its name */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const item = (page: Page, id: string) => app(page, `.hos-score-item[data-item="${id}"]`);

async function scoreDept(page: Page, dept: string, s: { admission: number; consent: string; rounds: number; hand: string }, shot?: string) {
  await page.goto('/quality/mySheets');
  const row = app(page, `.hos-my-sheets tr.ant-table-row:has(.hos-dept-name:text-is("${dept}"))`).first();
  await row.locator('.hos-score-dept').click();
  await expect(app(page, '.hos-sheet-total')).toContainText('50');
  await item(page, 'mr_admission').locator('.hos-score-occurrences input').fill(String(s.admission));
  if (s.admission) {
    await item(page, 'mr_admission').locator('.hos-score-comment').fill(`${s.admission} 份入院记录超时`);
    // photo evidence: uploaded, shown as a thumbnail, kept with the sheet
    await item(page, 'mr_admission').locator('input[type=file]').setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: PNG });
    await expect(item(page, 'mr_admission').locator('.hos-photos img[alt="evidence.png"]')).toBeVisible();
  }
  await item(page, 'mr_consent').locator(`.ant-radio-wrapper:has-text("${s.consent}")`).click();
  if (s.consent !== '全部规范') await item(page, 'mr_consent').locator('.hos-score-comment').fill('知情同意书缺签名时间');
  await item(page, 'core_rounds').locator('.hos-score-direct input').fill(String(s.rounds));
  if (s.rounds < 20) await item(page, 'core_rounds').locator('.hos-score-comment').fill('查房记录不全');
  await item(page, 'inf_hand').locator(`.ant-radio-wrapper:has-text("${s.hand}")`).click();
  // the subtotal of the first section follows the input
  await item(page, 'inf_hand').locator('.hos-score-comment').click();
  await app(page, '.hos-sheet-save').click();
  await expect(app(page, '.ant-message')).toContainText('草稿已保存');
  if (shot) await page.screenshot({ path: shot, fullPage: true });
  await app(page, '.hos-sheet-submit').click();
  await app(page, '.ant-modal-confirm .ant-btn-primary').click();
  await expect(app(page, '.hos-sheet-submit')).toHaveCount(0);
}

test('an inspector scores two departments; the ranking shows them', async ({ browser }) => {
  const insp = await signIn(browser, 'inspector01', 'Inspect@2024', '/quality/mySheets');
  await expect(app(insp, '.hos-my-sheets')).toContainText('内分泌科');

  await scoreDept(insp, '内分泌科', { admission: 1, consent: '全部规范', rounds: 18, hand: '≥90%' }, '/tmp/quality-sheet-zh.png');
  // live and server totals: 100 - 2 - 2 = 96
  await expect(app(insp, '.hos-sheet-total')).toContainText('96');
  await scoreDept(insp, '心血管内科', { admission: 0, consent: '个别缺项', rounds: 20, hand: '≥90%' });
  await expect(app(insp, '.hos-sheet-total')).toContainText('95');
  await app(insp, '[data-testid=sidebar] a:text-is("我的评分")').click();
  await expect(app(insp, '.hos-my-sheets tr.ant-table-row:has(.hos-dept-name:text-is("内分泌科"))').first()).toContainText('已提交');
  await expect(app(insp, '.ant-modal-confirm')).toHaveCount(0);
  await insp.screenshot({ path: '/tmp/quality-my-sheets-zh.png', fullPage: true });

  const office = await signIn(browser, 'quality01', 'Quality@2024', '/quality/rounds');
  await office.screenshot({ path: '/tmp/quality-rounds-zh.png', fullPage: true });
  await app(office, '.hos-list tr:has(.ant-tag:has-text("进行中")) .hos-round-results').first().click();
  const ranking = app(office, '.hos-ranking tbody tr.ant-table-row');
  await expect(ranking).toHaveCount(2);
  await expect(ranking.nth(0)).toContainText('内分泌科');
  await expect(ranking.nth(0)).toContainText('96');
  await expect(ranking.nth(1)).toContainText('心血管内科');
  await expect(app(office, '.hos-results-pending')).toContainText('普通外科');
  // the chart shows the same two departments: its table lists their score rates, best first
  const chart = app(office, '[data-testid=chart-quality-results]');
  await expect(chart.locator('.hos-echart svg')).toBeVisible();
  await chart.locator('.hos-chart-table-toggle').click();
  await expect(chart.locator('.hos-chart-table tbody tr.ant-table-row')).toHaveCount(2);
  await expect(chart.locator('.hos-chart-table tbody tr.ant-table-row').nth(0)).toContainText('内分泌科');
  await expect(chart.locator('.hos-chart-table tbody td.hos-chart-count').nth(0)).toHaveText('96');
  await expect(chart.locator('.hos-chart-table tbody td.hos-chart-count').nth(1)).toHaveText('95');
  await office.screenshot({ path: '/tmp/quality-results-zh.png', fullPage: true });

  // the export opens as a valid XLSX with the ranking in it
  const [download] = await Promise.all([office.waitForEvent('download'), app(office, '.hos-results-export').click()]);
  expect(download.suggestedFilename()).toMatch(/检查结果.*\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const ws = wb.worksheets[0];
  expect((ws.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['名次', '科室', '总分', '满分']);
  expect((ws.getRow(2).values as unknown[]).slice(1, 4)).toEqual([1, '内分泌科', 96]);
  expect((ws.getRow(3).values as unknown[]).slice(1, 4)).toEqual([2, '心血管内科', 95]);
  expect(wb.worksheets[1].getRow(2).getCell(1).value).toBeTruthy();

  // the sheet's details: read-only, a rectification of a lost item goes to the workflow
  await ranking.nth(0).locator('.hos-sheet-detail').click();
  await item(office, 'mr_admission').locator('.hos-rectify').click();
  await app(office, '.ant-modal-confirm .ant-btn-primary').click();
  await expect(item(office, 'mr_admission').locator('.hos-open-rectification')).toBeVisible();
  await expect(item(office, 'mr_admission').locator('.hos-photos img[alt="evidence.png"]')).toBeVisible();
  await expect(app(office, '.ant-modal-confirm')).toHaveCount(0);
  await office.screenshot({ path: '/tmp/quality-detail-zh.png', fullPage: true });
});

test('the results and a sheet in English', async ({ browser }) => {
  const office = await signIn(browser, 'quality01', 'Quality@2024', '/quality/rounds', 'en');
  await expect(app(office, '.hos-list')).toContainText('Open');
  await office.screenshot({ path: '/tmp/quality-rounds-en.png', fullPage: true });
  await app(office, '.hos-list tr:has(.ant-tag:has-text("Closed")) .hos-round-results').first().click();
  await expect(app(office, '.hos-ranking tbody tr.ant-table-row')).toHaveCount(3);
  await expect(app(office, '.hos-item-loss')).toContainText('手卫生依从性');
  await office.screenshot({ path: '/tmp/quality-results-en.png', fullPage: true });
  await app(office, '.hos-ranking tbody tr.ant-table-row').first().locator('.hos-sheet-detail').click();
  await expect(app(office, '.hos-sheet-summary')).toContainText('Current score');
  await office.screenshot({ path: '/tmp/quality-detail-en.png', fullPage: true });

  // the scoring form in the library's preview: score items drawn by the renderer's scoreItem widget
  await office.goto('/quality/scoreFormLib');
  // an English reader sees the form's English name (issue 31 §1)
  await app(office, 'tr:has-text("Medical record quality scoring form") button:has-text("Preview")').click();
  const items = app(office, 'hos-form-renderer .hos-score-item-widget');
  await expect(items).toHaveCount(7);
  await items.nth(0).locator('.ant-input-number input').fill('2');
  await expect(items.nth(0)).toContainText('Score 6 / 10');
  await office.screenshot({ path: '/tmp/quality-form-preview-en.png', fullPage: true });

  // the designer offers the score item; its panel edits how it is scored
  await office.goto('/quality/scoreFormLib/addScoreForm');
  const designer = app(office, 'hos-form-designer');
  await designer.locator('.fd-palette-item[data-type="scoreItem"]').click();
  await expect(designer.locator('.fd-score-preview')).toContainText('Maximum 10');
  await expect(designer.locator('[data-field="maxScore"]')).toBeVisible();
  await office.screenshot({ path: '/tmp/quality-designer-en.png' });

  await office.goto('/quality/rounds');
  await app(office, '.hos-new-round').click();
  await expect(app(office, '.hos-round-dialog .ant-form-item-label').first()).toHaveText('Round name');
  await expect(app(office, '.hos-round-dialog')).not.toHaveClass(/zoom/);
  await office.screenshot({ path: '/tmp/quality-new-round-en.png' });
});
