// The category forms (issue 31 §4): a fall reported on the seeded fall form computes the Morse total and
// band on screen as the nurse picks the six items, is stored with them, and the data query counts it under
// its band (the count opens its rows). nurse02 reports (no suite changes her password; nurse01 has the
// forced change); quality01 queries. CATEGORY_SHOTS=<dir> also writes the screenshots of each category's
// form (zh-CN and en, 1366 and 390 px), the counts and the monthly report's section.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { app, categoryData, fillReport, signIn, signInOn } from './workflowHelpers.ts';
import { analyse, BLOCKING, formatReport, settle } from './a11yHelpers.ts';

const PASSWORD = 'Hos@2024demo';
const SHOTS = process.env.CATEGORY_SHOTS;
const MORSE = ['morse_history', 'morse_diagnosis', 'morse_aid', 'morse_iv', 'morse_gait', 'morse_mental'];

async function token(page: Page, username: string, password: string): Promise<string> {
  return (await (await page.request.post('/login', { data: { username, password } })).json()).data.token as string;
}

test('a fall on the fall form: the Morse total and band follow the picks, are stored, and the data query counts it under its band', async ({ browser }) => {
  const patient = `跌倒评分患者${Date.now() % 100000}`;
  const nurse = await signIn(browser, 'nurse02', PASSWORD, '/newBaqsj/report');
  // the fall form's own data with the scale's items left empty: the nurse picks them
  const data = { ...categoryData('跌倒/坠床'), ...Object.fromEntries(MORSE.map((m) => [m, ''])) };
  await fillReport(nurse, { ...data, sjsx_patient_name: patient }, { type: '跌倒/坠床', grade: 'III' });
  const form = app(nurse, 'hos-form-renderer');
  const total = form.locator('[data-path="morse_total"] .hos-computed-value');
  const band = form.locator('[data-path="morse_band"] .hos-computed-value');
  const pick = (model: string, label: string) => form.locator(`[data-path="${model}"] .ant-radio-wrapper`, { hasText: label }).click();
  // nothing picked: 0, low risk
  await expect(total).toHaveText('0');
  await expect(band).toHaveText('低危');
  await pick('morse_history', '有（25分）');
  await expect(total).toHaveText('25');
  await expect(band).toHaveText('中危');
  await pick('morse_diagnosis', '是（15分）');
  await expect(total).toHaveText('40');
  await expect(band).toHaveText('中危');
  await pick('morse_aid', '不需要、卧床或护士扶助（0分）');
  await pick('morse_iv', '是（20分）');
  await expect(total).toHaveText('60');
  await expect(band).toHaveText('高危');
  await pick('morse_gait', '虚弱乏力（10分）');
  await pick('morse_mental', '了解自己的能力（0分）');
  await expect(total).toHaveText('70');
  await expect(band).toHaveText('高危');
  if (SHOTS) await form.screenshot({ path: `${SHOTS}/fall-morse-picked.png` });

  // what the data query counts under 高危 before (as quality01 reads it)
  const quality = await signIn(browser, 'quality01', 'Quality@2024', '/newBaqsj/queryData');
  const qualityToken = await token(quality, 'quality01', 'Quality@2024');
  const highBefore = (await (await quality.request.get('/api/v1/records/field-counts?eventType=fall&field=morse_band', { headers: { Authorization: `Bearer ${qualityToken}` } })).json())
    .data.counts.find((c: { value: string }) => c.value === '高危').n as number;

  await app(nurse, '.hos-submit-report').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/lookDetail\?id=\d+/);
  const id = Number(new URL(nurse.url()).searchParams.get('id'));
  const stored = (await (await nurse.request.get(`/api/v1/records/${id}`, { headers: { Authorization: `Bearer ${await token(nurse, 'nurse02', PASSWORD)}` } })).json()).data;
  expect(stored).toMatchObject({ eventType: 'fall', grade: 'III' });
  expect(Object.fromEntries(MORSE.map((m) => [m, stored.data[m]]))).toEqual({ morse_history: '25', morse_diagnosis: '15', morse_aid: '0', morse_iv: '20', morse_gait: '10', morse_mental: '0' });
  expect(stored.data).toMatchObject({ morse_total: 70, morse_band: '高危' });

  // the data query: falls, counted by 跌倒风险等级; 高危 holds one more, and its rows hold the new record
  await app(quality, '.hos-type-filter').click();
  await app(quality, '.ant-select-item-option[title="跌倒/坠床"]').click();
  await app(quality, '.hos-filter button[type=submit]').click();
  const panel = app(quality, '.hos-field-counts');
  await panel.locator('.hos-field-count-pick').click();
  await app(quality, '.ant-select-item-option[title="跌倒风险等级"]').click();
  const high = panel.locator('.hos-field-count[data-value="高危"]');
  await expect(high.locator('.hos-field-count-n')).toHaveText(String(highBefore + 1));
  if (SHOTS) await quality.screenshot({ path: `${SHOTS}/query-counts-1366-zh.png` });
  // the count choice and its buttons are named controls (axe: no critical or serious violation); the pointer
  // off them (antd's hover colour of a primary button is not what is checked here)
  await quality.mouse.move(0, 400);
  await settle(quality);
  const findings = await analyse(quality, 'data query counts by field');
  expect(findings.filter((f) => BLOCKING.has(f.impact)), formatReport(findings, ['data query counts by field'])).toEqual([]);
  await high.click();
  await expect(high).toHaveAttribute('aria-pressed', 'true');
  await expect(app(quality, `.hos-record-link[data-id="${id}"]`)).toBeVisible();
  await expect(app(quality, '.ant-table-row')).toHaveCount(Math.min(highBefore + 1, 10));
});

// the screenshots of issue 31 §4 (only with CATEGORY_SHOTS): each category's form on the report page, the counts, the report's section
test('screenshots of the category forms and the counts', async ({ browser }) => {
  test.skip(!SHOTS, 'CATEGORY_SHOTS not set');
  test.setTimeout(240_000);
  // tall enough for a whole form: the app scrolls inside its own box, which a full-page shot does not unroll
  const open = async (b: Browser, user: string, password: string, path: string, lang: 'zh' | 'en', width: number, height = width > 500 ? 768 : 844) => {
    const context = await b.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signInOn(page, user, password, path, lang);
    return page;
  };
  const types = { zh: ['跌倒/坠床', '压力性损伤', '给药错误', '管路滑脱'], en: ['Fall', 'Pressure injury', 'Medication error', 'Tube dislodgement'] };
  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1366, 390]) {
      const page = await open(browser, 'nurse02', PASSWORD, '/newBaqsj/report', lang, width, 3600);
      for (const [i, type] of types[lang].entries()) {
        await fillReport(page, {}, { type, grade: 'III' });
        await expect(app(page, 'hos-form-renderer [data-path="event_description"]').first()).toBeVisible();
        await app(page, '.hos-page').first().screenshot({ path: `${SHOTS}/report-${['fall', 'pressure', 'medication', 'tube'][i]}-${width}-${lang}.png` });
      }
      await page.context().close();
      const q = await open(browser, 'quality01', 'Quality@2024', '/newBaqsj/queryData?eventType=medication&field=ncc_merp_category', lang, width, 1400);
      await expect(app(q, '.hos-field-count').first()).toBeVisible();
      await q.screenshot({ path: `${SHOTS}/query-ncc-${width}-${lang}.png` });
      await q.setViewportSize({ width, height: 6000 });
      await q.goto('/quality/monthlyReport');
      await expect(app(q, '.hos-report-fields')).toBeVisible();
      await app(q, '.hos-report-fields').screenshot({ path: `${SHOTS}/report-fields-${width}-${lang}.png` });
      await q.context().close();
    }
  }
});
