// The monthly safety and quality report (issue 26 §3) in the real app: the quality office opens it for
// the seeded data in both languages, its numbers are the API's for the same month, a count opens the data
// query filtered to its records, the print view is an A4 document with the hospital's name and page
// numbers, the PDF downloads with extractable text (read with unpdf), the quality office publishes it as a
// notice. Screenshots (page and print view, 1366x768 and 390x844, zh-CN and en) go to /tmp/report-*.png.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { app, openAs } from './shellHelpers.ts';
import { SEEDED_RCA_EVENT } from '../../demo/server/seed/story.ts';

const LANGS = { 'zh-CN': '月度安全质量报告', en: 'Monthly safety & quality report' } as const;

async function open(browser: Browser, lang: keyof typeof LANGS, viewport = { width: 1366, height: 768 }): Promise<Page> {
  const page = await openAs(browser, 'quality01', lang, viewport);
  await page.goto('/quality/monthlyReport');
  await expect(app(page, '[data-testid=monthly-report]')).toBeVisible();
  return page;
}

const quality01Token = async (page: Page) =>
  (await (await page.request.post('/login', { data: { username: 'quality01', password: 'Quality@2024' } })).json()).data.token as string;

/** The API's report for the period in the browser's zone (what the page asks for). */
async function apiReport(page: Page, period: string) {
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const res = await page.request.get(`/api/v1/reports/monthly?period=${period}&tz=${encodeURIComponent(tz)}`, { headers: { Authorization: `Bearer ${await quality01Token(page)}` } });
  return (await res.json()).data;
}

/** 'YYYY-MM' of an instant (now when none) in the browser's zone: how the page names a month. */
const monthOf = (page: Page, at?: string) =>
  page.evaluate((iso) => { const d = iso ? new Date(iso) : new Date(); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`; }, at);

/**
 * Opens the report, by its address, on the month that holds the seeded data: the month the seeded event with a
 * root-cause analysis now in rectification was reported in (six days before the seeding). The page opens on the
 * current month, which in a month's first days holds only that day's seeded reports. Answers that month.
 */
async function openSeededPeriod(page: Page): Promise<string> {
  const q = `scope=all&pageIndex=1&pageSize=1&keyword=${encodeURIComponent(SEEDED_RCA_EVENT)}`;
  const res = await page.request.get(`/api/v1/records?${q}`, { headers: { Authorization: `Bearer ${await quality01Token(page)}` } });
  const period = await monthOf(page, (await res.json()).data.list[0].submittedAt as string);
  await page.goto(`/quality/monthlyReport?period=${period}`);
  await expect(app(page, '[data-testid=monthly-report]')).toHaveAttribute('data-period', period);
  return period;
}

for (const lang of ['zh-CN', 'en'] as const) {
  test(`the report opens for the seeded data (${lang}) and shows the API's numbers`, async ({ browser }) => {
    const page = await open(browser, lang);
    await expect(app(page, 'h1.hos-page-title')).toHaveText(LANGS[lang]);
    // it opens on the current month; the numbers are checked on the month the seeded data fills
    await expect(app(page, '[data-testid=monthly-report]')).toHaveAttribute('data-period', await monthOf(page));
    const period = await openSeededPeriod(page);
    const r = await apiReport(page, period);
    expect(r.events.total).toBeGreaterThan(0);
    await expect(app(page, '[data-testid=report-total]')).toHaveText(new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'zh-CN').format(r.events.total));
    // the grade table lists the API's counts in grade order
    const counts = await app(page, '[data-testid=report-table-byGrade] tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
    expect(counts.map((c) => Number(c.replace(/\D/g, '')))).toEqual(r.events.byGrade.map((g: { n: number }) => g.n));
    // the seeded analyses and improvement project: the API's numbers
    expect(r.rca.done + r.rca.open).toBeGreaterThan(0);
    await expect(app(page, '.hos-report-rca .ant-statistic-content-value').first()).toHaveText(String(r.rca.done));
    await expect(app(page, '[data-testid=report-table-pdca] tbody tr.ant-table-row')).toHaveCount(r.pdca.length);
    await expect(app(page, '[data-testid=report-table-pdca] tbody tr.ant-table-row').first()).toContainText(r.pdca[0].title);
    await page.screenshot({ path: `/tmp/report-page-${lang}-1366.png`, fullPage: true });

    // the print view: the hospital's name, the title, page numbers from the @page margin boxes
    await app(page, '.hos-report-print').click();
    const preview = app(page, 'iframe.hos-print-preview');
    await expect(preview).toBeVisible();
    const html = (await preview.getAttribute('srcdoc'))!;
    expect(html).toContain('counter(page)');
    expect(html).toContain('@page');
    const print = await browser.newPage({ viewport: { width: 794, height: 1123 } });
    await print.setContent(html);
    await expect(print.locator('h1')).toContainText(lang === 'en' ? 'Safety & quality report' : '安全质量报告');
    await print.screenshot({ path: `/tmp/report-print-${lang}.png`, fullPage: true });
    await print.pdf({ path: `/tmp/report-print-${lang}.pdf`, format: 'A4', preferCSSPageSize: true });
    await print.close();
    await app(page, '.hos-report-print-dialog .ant-modal-close').click();

    // the PDF: downloaded from the toolbar, its text extractable, in the page's language, with the API's numbers
    const [download] = await Promise.all([page.waitForEvent('download'), app(page, '.hos-report-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = new Uint8Array(await readFile((await download.path())!));
    await download.saveAs(`/tmp/report-${lang}.pdf`);
    const text = (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text as string;
    const flat = text.replace(/\s+/g, lang === 'en' ? ' ' : '');
    if (lang === 'en') {
      for (const h of ['Safety & quality report', 'By grade', 'By reporting department', 'Reported in time (per grade limit)', 'Page 1 of']) expect(flat).toContain(h);
      expect(flat).toContain(`${r.events.total} Unsafe events`);
    } else {
      for (const h of ['安全质量报告', '按事件等级', '按上报科室', '按时上报（按等级时限）', '第1页，共']) expect(flat).toContain(h);
      expect(flat).toContain(`${r.events.total}不良事件`);
    }
    await page.context().close();
  });
}

test('the quality office publishes the report as a notice to a role', async ({ browser }) => {
  const page = await open(browser, 'zh-CN');
  await app(page, '.hos-report-publish').click();
  const dialog = app(page, '.hos-report-publish-dialog');
  await expect(dialog).toBeVisible();
  // the seed grants no leadership role the report: the dialog says so, a role is picked by hand
  await expect(dialog.locator('.ant-alert')).toBeVisible();
  await page.screenshot({ path: '/tmp/report-publish-zh-CN.png' });
  await dialog.locator('.hos-report-publish-roles').click();
  await app(page, '.ant-select-item-option[title], .ant-select-item-option').filter({ hasText: '科室审批人' }).first().click();
  await dialog.locator('.ant-modal-title').click();
  await app(page, '.hos-report-publish-ok').click();
  await expect(app(page, '.ant-message')).toContainText('已发布为通知');
  await expect(dialog).toBeHidden();
  await page.context().close();
});

test('a count opens the data query filtered to its records; a quarter can be picked', async ({ browser }) => {
  const page = await open(browser, 'zh-CN');
  const period = await openSeededPeriod(page);
  const r = await apiReport(page, period);
  const grade = r.events.byGrade.find((g: { n: number; key: string }) => g.n > 0 && g.key !== 'none');
  const row = app(page, '[data-testid=report-table-byGrade] tbody tr.ant-table-row').filter({ has: page.locator('td:nth-child(2) a') }).first();
  await row.locator('td:nth-child(2) a').click();
  await expect(page).toHaveURL(new RegExp(`/newBaqsj/queryData\\?.*grade=${grade.key}`));
  await expect(app(page, '.hos-pager-total')).toContainText(String(grade.n));

  await page.goto('/quality/monthlyReport');
  await app(page, '.hos-report-kind .ant-segmented-item').nth(1).click();
  await expect(app(page, '[data-testid=monthly-report]')).toHaveAttribute('data-period', /^\d{4}-Q[1-4]$/);
  await page.context().close();
});

test('screenshots at 390x844', async ({ browser }) => {
  for (const lang of ['zh-CN', 'en'] as const) {
    const page = await open(browser, lang, { width: 390, height: 844 });
    await page.screenshot({ path: `/tmp/report-page-${lang}-390.png`, fullPage: true });
    await page.context().close();
  }
});
