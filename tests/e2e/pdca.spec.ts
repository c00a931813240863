// Improvement projects (issue 26 §2) in the real app: the quality office opens a PDCA project from the
// seeded root-cause analysis of a grade II fall (/quality/pdca/new?source=rca&recordId=), runs its
// measures, enters the indicator for two months and sees the chart with a table of the same numbers.
// The seeded project in its second cycle reads in both languages at 1366 and 390 px without layout or
// language problems. Screenshots go to /tmp/pdca-*.png.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { app, openAs } from './shellHelpers.ts';
import { auditLanguage, auditLayout } from './layoutAudit.ts';

const open = (browser: Browser, lang: 'zh-CN' | 'en', viewport?: { width: number; height: number }) => openAs(browser, 'quality01', lang, viewport);

async function api(page: Page, path: string) {
  const token = (await (await page.request.post('/login', { data: { username: 'quality01', password: 'Quality@2024' } })).json()).data.token as string;
  return (await (await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } })).json()).data;
}

/** Types a date (or month) into an antd picker and confirms it. */
async function pick(page: Page, css: string, value: string) {
  const input = app(page, css).locator('input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

test('a PDCA project opened from an RCA: measures, two months of the indicator, the chart', async ({ browser }) => {
  const page = await open(browser, 'zh-CN');
  // the seeded finished root-cause analysis (a grade II fall): the seeded project's source
  const seeded = (await api(page, '/api/v1/pdca/projects')).list.find((x: { sourceKind: string }) => x.sourceKind === 'rca');
  const rec = await api(page, `/api/v1/records/${seeded.sourceId}`) as { id: number; grade: string; title: string };
  expect(rec.grade).toBe('II');
  // the months after the seeded project's last measured one: the last of them is the server's current month
  // (the seed measured up to two months ago), where the seeded fall events are
  const last = ((await api(page, `/api/v1/pdca/projects/${seeded.id}`)).series as { period: string }[]).at(-1)!.period;
  const next = (key: string) => {
    const [y, m] = key.split('-').map(Number);
    return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  };
  const months = [next(last), next(next(last))];

  await page.goto(`/quality/pdca/new?source=rca&recordId=${rec.id}`);
  await expect(app(page, '.hos-pdca-source')).toContainText(rec.title);
  const form = app(page, '.hos-pdca-form');
  // the RCA's event type prefills a rate per 1,000 patient days
  await expect(form.locator('input[type=radio][value=rate]')).toBeChecked();
  await form.locator('#title').fill('降低八病区夜间跌倒发生率（E2E）');
  await form.locator('#goal').fill('夜间跌倒发生率降至 0.30‰ 以下');
  await form.locator('#name').fill('夜间跌倒发生率');
  await form.locator('#baseline').fill('0.5');
  await form.locator('#target').fill('0.3');
  await app(page, '.hos-pdca-create').click();
  const detail = app(page, '.hos-pdca-detail');
  await expect(detail).toHaveAttribute('data-phase', 'plan');
  const id = await detail.getAttribute('data-id');
  await expect(app(page, '.hos-pdca-source-link')).toContainText(rec.title);

  // Do: one measure, verified
  const mform = app(page, '.hos-pdca-measure-form');
  await mform.locator('input').first().fill('夜班 0:00、4:00 专项巡视高风险患者');
  await mform.locator('input').nth(1).fill('八病区护士长');
  // the deadline typed and left with Tab (Enter would also submit the complete form, racing the button)
  const deadline = app(page, '.hos-pdca-measure-form .ant-picker').locator('input').first();
  await deadline.click();
  await deadline.fill('2026-12-31');
  await deadline.press('Tab');
  await expect(deadline).toHaveValue('2026-12-31');
  await app(page, '.hos-pdca-add-measure').click();
  await expect(app(page, '.hos-pdca-do tbody tr.ant-table-row')).toHaveCount(1);
  await expect(app(page, '.hos-pdca-do tbody tr.ant-table-row')).toContainText('2026-12-31');
  await app(page, '.hos-pdca-start-do').click();
  await expect(detail).toHaveAttribute('data-phase', 'do');
  await app(page, '.hos-pdca-verify').click();
  await expect(app(page, '.hos-pdca-do .ant-tag-success')).toBeVisible();
  await app(page, '.hos-pdca-start-check').click();
  await expect(detail).toHaveAttribute('data-phase', 'check');

  // Check: two months, the denominator entered, the count taken from the month's fall events
  for (const [month, days] of [[months[0], '9120'], [months[1], '8860']] as const) {
    const before = await detail.getAttribute('data-version');
    await pick(page, '.hos-pdca-month', month);
    await app(page, '.hos-pdca-denominator input').fill(days);
    await app(page, '.hos-pdca-enter').click();
    await expect(detail).not.toHaveAttribute('data-version', before!);
  }
  await expect(app(page, '.hos-pdca-check tbody tr.ant-table-row')).toHaveCount(2);

  // the chart, and the table with the API's numbers
  const chart = app(page, '[data-testid=pdca-chart]');
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.locator('figure[role=img]')).toHaveAttribute('aria-labelledby', /hos-pdca-chart/);
  const p = await api(page, `/api/v1/pdca/projects/${id}`);
  expect(p.series.map((s: { period: string }) => s.period)).toEqual(months);
  // the counts are the months' fall events as the server counts them: the seeded fall of yesterday is in one of the two months
  expect(p.project.cycles[0].measurements.reduce((n: number, m: { numerator: number }) => n + m.numerator, 0)).toBeGreaterThan(0);
  const shown = await chart.locator('.hos-pdca-chart-table tbody tr.ant-table-row td:last-child').allInnerTexts();
  const fmt = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });
  expect(shown.map((s) => s.replace(/\s*‰\s*$/, '').trim())).toEqual(p.series.map((s: { value: number }) => fmt.format(s.value)));
  await page.screenshot({ path: '/tmp/pdca-new-zh-CN-1366.png', fullPage: true });
  await page.context().close();
});

for (const lang of ['zh-CN', 'en'] as const) {
  test(`an inspection's low items open a project from the sheet page (${lang})`, async ({ browser }) => {
    const page = await open(browser, lang, { width: 390, height: 844 });
    const rounds = (await api(page, '/api/v1/quality/rounds')).list as { id: number; status: string }[];
    const round = await api(page, `/api/v1/quality/rounds/${rounds.find((r) => r.status === 'closed')!.id}`);
    const sheet = (round.sheets as { id: number; status: string; deptName: string }[]).find((x) => x.status === 'submitted')!;
    await page.goto(`/quality/detail?sheet=${sheet.id}`);
    await app(page, '.hos-sheet-pdca').click();
    await expect(page).toHaveURL(new RegExp(`/quality/pdca/new\\?source=inspection&sheetId=${sheet.id}$`));
    await expect(app(page, '.hos-pdca-source')).toContainText(sheet.deptName);
    // the sheet's low items, all chosen
    const items = app(page, '.hos-pdca-form .ant-checkbox-wrapper');
    expect(await items.count()).toBeGreaterThan(0);
    await expect(app(page, '.hos-pdca-form .ant-checkbox-wrapper-checked')).toHaveCount(await items.count());
    await expect(app(page, '.hos-pdca-form input[type=radio][value=entered]')).toBeChecked();
    await page.screenshot({ path: `/tmp/pdca-new-inspection-${lang}-390.png`, fullPage: true });
    expect(await auditLanguage(page, lang)).toEqual([]);
    expect(await auditLayout(page)).toEqual([]);
    await page.context().close();
  });

  for (const width of [1366, 390]) {
    test(`the seeded project in its second cycle reads well (${lang}, ${width} px)`, async ({ browser }) => {
      const page = await open(browser, lang, { width, height: width > 500 ? 768 : 844 });
      await page.goto('/quality/pdca');
      const link = app(page, '.hos-pdca-open').filter({ hasText: '降低住院患者跌倒发生率' });
      await expect(link.first()).toBeVisible();
      await page.screenshot({ path: `/tmp/pdca-list-${lang}-${width}.png`, fullPage: true });
      expect(await auditLanguage(page, lang)).toEqual([]);
      expect(await auditLayout(page)).toEqual([]);
      await link.first().click();
      const detail = app(page, '.hos-pdca-detail');
      await expect(detail).toHaveAttribute('data-cycle', '2');
      await expect(app(page, '.hos-pdca-chain li')).toHaveCount(2);
      await expect(app(page, '[data-testid=pdca-chart] svg').first()).toBeVisible();
      await expect(app(page, '.hos-pdca-chart-table tbody tr.ant-table-row')).toHaveCount(3);
      await page.screenshot({ path: `/tmp/pdca-detail-${lang}-${width}.png`, fullPage: true });
      expect(await auditLanguage(page, lang)).toEqual([]);
      expect(await auditLayout(page)).toEqual([]);
      await page.context().close();
    });
  }
}
