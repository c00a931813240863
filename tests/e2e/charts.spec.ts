// Charts (issue 13 §2) in the real app: the dashboard's charts render (ECharts, SVG), their data tables
// list the server's numbers, a bar (mouse) and a table category (keyboard) open the data query filtered to
// exactly that bar's records, the infection view's chart narrows its own list; screenshots in both
// languages go to /tmp/charts-*.png.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { app, login } from './shellHelpers.ts';

const VALID = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.valid.json', 'utf8')).data as Record<string, unknown>;
/** Bars are drawn in this colour (EChart.tsx CHART_COLOR). */
const BAR = 'path[fill="#2f54eb"]';
/**
 * Clicks a bar where the user would. Once the pointer rests on the chart, ECharts draws the axis pointer's
 * shadow over the bar (a silent shape: ECharts' own hit test still finds the bar, but the browser's topmost
 * element is the shadow), so Playwright's "receives the click" check would wait for ever; the click itself
 * lands on the bar.
 */
const clickBar = (bars: import('@playwright/test').Locator) => bars.first().click({ force: true });

async function api(request: APIRequestContext, username: string, password: string) {
  const token = (await (await request.post('/login', { data: { username, password } })).json()).data.token as string;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async (path: string) => (await (await request.get(path, { headers })).json()).data,
    post: async (path: string, data: unknown) => (await (await request.post(path, { headers, data })).json()).data,
  };
}

async function loginIn(page: Page, lang: 'zh' | 'en', username = 'quality01', password = 'Quality@2024') {
  await page.goto('/login');
  if (lang === 'en') await app(page, '[data-testid=lang-switch] .ant-segmented-item:has-text("EN")').click();
  await app(page, 'input[name=username]').fill(username);
  await app(page, 'input[name=password]').fill(password);
  await app(page, '[data-testid=login-submit]').click();
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
}

const total = (page: Page) => app(page, '.hos-pager-total');

test.beforeAll(async ({ request }) => {
  // one hospital-infection report (心血管内科: its approver takes part in no other suite), so the infection view has rows
  const nurse = await api(request, 'nurse02', 'Hos@2024demo');
  const form = await nurse.get('/api/v1/forms/by-code/05-unsafe-event-report');
  const made = await nurse.post('/api/v1/records', { formId: form.id, title: '图表测试：导管相关血流感染', status: 'submitted', data: { ...VALID, event_category: '院内感染' } });
  expect(made.id).toBeGreaterThan(0);
});

test('dashboard charts: the table lists the server\'s numbers, a bar and a table category open the filtered list', async ({ page, request }) => {
  const stats = await (await api(request, 'quality01', 'Quality@2024')).get('/api/v1/stats/events');
  await login(page, 'quality01');
  const byType = app(page, '[data-testid=chart-byType]');
  await expect(byType.locator('.hos-echart svg')).toBeVisible();
  await expect(byType.locator(BAR)).toHaveCount(stats.byType.length);
  // the chart's accessible name and description
  await expect(byType.locator('.hos-chart[role=img]')).toHaveAttribute('aria-describedby', /.+/);
  await expect(byType.locator('.hos-chart-desc')).toContainText(`${stats.total}`);

  // the table alternative: the same numbers as the server's, in the same order
  await byType.locator('.hos-chart-table-toggle').click();
  await expect(byType.locator('.hos-chart-table-toggle')).toHaveAttribute('aria-expanded', 'true');
  const counts = await byType.locator('.hos-chart-table tbody td.hos-chart-count').allInnerTexts();
  expect(counts.map(Number)).toEqual(stats.byType.map((x: { count: number }) => x.count));
  await expect(byType.locator('.hos-chart-sum')).toContainText(String(stats.total));

  // open and overdue counts match the server
  await expect(app(page, '[data-testid=stat-open] .ant-statistic-content')).toHaveText(String(stats.open));
  await expect(app(page, '[data-testid=stat-overdue] .ant-statistic-content')).toHaveText(String(stats.overdue));

  // a bar: the largest type (first, horizontal bars read top-down)
  await clickBar(byType.locator(BAR));
  await expect(page).toHaveURL(new RegExp(`/newBaqsj/queryData\\?eventType=${stats.byType[0].key}$`));
  await expect(total(page)).toHaveText(`共 ${stats.byType[0].count} 条`);
  await expect(app(page, '.hos-type-filter')).not.toContainText('请选择');

  // keyboard: a department in the table
  await page.goBack();
  const byDept = app(page, '[data-testid=chart-byDept]');
  await byDept.locator('.hos-chart-table-toggle').click();
  const link = byDept.locator('.hos-chart-link').first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/newBaqsj/queryData\\?deptName=${encodeURIComponent(stats.byDept[0].key)}$`));
  await expect(total(page)).toHaveText(`共 ${stats.byDept[0].count} 条`);
  await expect(app(page, '.hos-dept-filter')).toContainText(stats.byDept[0].key);

  // the open count opens the open records
  await page.goBack();
  await app(page, '[data-testid=stat-open] .hos-stat-link').click();
  await expect(total(page)).toHaveText(`共 ${stats.open} 条`);
});

test('infection view: a chart of its rows; a department bar narrows the list', async ({ page, request }) => {
  const stats = await (await api(request, 'quality01', 'Quality@2024')).get('/api/v1/stats/events?view=hospitalSense');
  expect(stats.total).toBeGreaterThan(0);
  await login(page, 'quality01');
  await page.goto('/newBaqsj/hospitalSenseData');
  await expect(total(page)).toHaveText(`共 ${stats.total} 条`);
  const byDept = app(page, '[data-testid=chart-byDept]');
  await expect(byDept.locator(BAR)).toHaveCount(stats.byDept.length);
  await clickBar(byDept.locator(BAR));
  await expect(page).toHaveURL(/\/newBaqsj\/hospitalSenseData\?deptName=/);
  await expect(total(page)).toHaveText(`共 ${stats.byDept[0].count} 条`);
  await expect(app(page, '.hos-dept-filter')).toContainText(stats.byDept[0].key);
  // the chart follows the list's filter
  await expect(byDept.locator(BAR)).toHaveCount(1);
});

test('a reporter (own records only, no data query page) sees their own counts; the bars open nothing', async ({ page, request }) => {
  // nurse02 (心血管内科, role nurse: data scope 'self')
  const stats = await (await api(request, 'nurse02', 'Hos@2024demo')).get('/api/v1/stats/events');
  expect(stats.scope).toBe('self');
  expect(stats.total).toBeGreaterThan(0);
  await loginIn(page, 'zh', 'nurse02', 'Hos@2024demo');
  await expect(app(page, '.hos-stats-scope')).toHaveText('统计范围：本人上报');
  await expect(app(page, '[data-testid=stat-total] .ant-statistic-content')).toHaveText(String(stats.total));
  const byGrade = app(page, '[data-testid=chart-byGrade]');
  await expect(byGrade.locator('.hos-echart svg')).toBeVisible();
  await byGrade.locator('.hos-chart-table-toggle').click();
  const counts = await byGrade.locator('.hos-chart-table tbody td.hos-chart-count').allInnerTexts();
  expect(counts.map(Number).reduce((a, b) => a + b, 0)).toBe(stats.total);
  await expect(byGrade.locator('.hos-chart-link')).toHaveCount(0);
  await expect(app(page, '[data-testid=stat-open] .hos-stat-link')).toHaveCount(0);
  await expect(app(page, '[data-testid=chart-techByState]')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/charts-dashboard-nurse-zh.png', fullPage: true });
});

for (const lang of ['zh', 'en'] as const) {
  test(`screenshots (${lang}): dashboard, infection and anaesthesia views`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 1400 });
    await loginIn(page, lang);
    await expect(app(page, '[data-testid=chart-byMonth] .hos-echart svg')).toBeVisible();
    // five event and technology charts and the quality scores of the latest round
    await expect(app(page, '[data-testid=dashboard-stats] .hos-echart svg')).toHaveCount(6);
    await expect(app(page, '[data-testid=chart-qualityByDept] .hos-echart svg')).toBeVisible();
    await app(page, '[data-testid=chart-byGrade] .hos-chart-table-toggle').click();
    await page.screenshot({ path: `/tmp/charts-dashboard-${lang}.png`, fullPage: true });
    for (const [path, name] of [['/newBaqsj/hospitalSenseData', 'infection'], ['/newBaqsj/handNumbnessData', 'anaesthesia']]) {
      await page.goto(path);
      await expect(app(page, '[data-testid=data-view-charts] .hos-echart svg')).toHaveCount(2);
      await expect(app(page, '.ant-table-row').first()).toBeVisible();
      await page.screenshot({ path: `/tmp/charts-${name}-${lang}.png`, fullPage: true });
    }
  });
}
