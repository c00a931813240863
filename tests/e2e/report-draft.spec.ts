// Issue 32 §1 at the bedside (a 390 × 844 touch phone): the whole report is the draft. A nurse picks the
// category, grade, anonymity and a copy recipient and types; she reloads mid-typing 20 times (a few
// characters between reloads, each reload once the draft holds them: the autosave's condition, read from
// the browser's store, not a wait on time); after each reload every character and every head value is
// back with nothing picked again. Submitting stores the report and the draft is gone.
// Issue 32 §5, on the record she filed: her department head opens it from 待我审批 (the breadcrumb follows
// that list, the reporter block says 匿名) and a record from 我已审批 names its reporter beside the work number.
import { expect, test, type Page } from '@playwright/test';
import { app, categoryData, signInOn } from './workflowHelpers.ts';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const NURSE = ['nurse02', 'Hos@2024demo'] as const;
const HEAD_OF_DEPT = ['approver02', 'Hos@2024demo'] as const;
const ROUNDS = 20;
const TYPE = '跌倒/坠床';

// the 20 rounds took 84 s measured while another e2e suite ran beside it on 2 cores: room to spare here
test.describe.configure({ mode: 'serial', timeout: 150_000 });

interface StoredDraft { head: { eventType: string | null; grade: string | null; anonymous: boolean; ccUserIds: number[] }; models: Record<string, unknown> }

/** The report's local draft (IndexedDB 'hos-autosave' / 'drafts', key hos-draft:<user>:report:new), or null. Never creates the database. */
function storedDraft(page: Page): Promise<StoredDraft | null> {
  return page.evaluate(() => new Promise<StoredDraft | null>((resolve) => {
    const open = indexedDB.open('hos-autosave');
    open.onupgradeneeded = () => open.transaction!.abort();
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('drafts')) return resolve(null);
      const store = db.transaction('drafts').objectStore('drafts');
      const keys = store.getAllKeys();
      keys.onsuccess = () => {
        const key = (keys.result as string[]).find((k) => /^hos-draft:[^:]+:report:new$/.test(k));
        if (!key) return resolve(null);
        const value = store.get(key);
        value.onsuccess = () => resolve((value.result as StoredDraft) ?? null);
      };
    };
  }));
}

let recordId = 0;
let patient = '';

test('the whole report is the draft: 20 reloads mid-typing lose no character and no head value; submitting clears it', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signInOn(page, NURSE[0], NURSE[1], '/newBaqsj/report');
  // the page asks before leaving unsaved input: the reloads go on
  page.on('dialog', (d) => void d.accept());

  // the head: category, grade, anonymity, one copy recipient
  await app(page, '.hos-event-type').tap();
  await app(page, `.ant-select-item-option[title="${TYPE}"]`).tap();
  await app(page, '.hos-grade-option-III').tap();
  await app(page, '.hos-anonymous').tap();
  const cc = '张志强（内分泌科）';
  await app(page, '.hos-cc-picker').tap();
  await app(page, '.hos-cc-picker input').fill('张志强');
  await app(page, `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${cc}"]`).tap();
  await expect(app(page, '.hos-cc-picker')).toContainText(cc);
  await page.keyboard.press('Escape');

  const renderer = app(page, 'hos-form-renderer');
  const field = renderer.locator('[data-path="event_description"] textarea').first();
  const expectHead = async (round: number) => {
    const what = `round ${round}`;
    await expect(app(page, '.hos-event-type'), what).toContainText(TYPE);
    await expect(app(page, '.hos-grade input[value="III"]'), what).toBeChecked();
    await expect(app(page, '.hos-anonymous'), what).toHaveAttribute('aria-checked', 'true');
    await expect(app(page, '.hos-cc-picker'), what).toContainText(cc);
  };

  let expected = '';
  const start = Date.now();
  for (let round = 1; round <= ROUNDS; round++) {
    await expect(field).toBeVisible();
    const chunk = `第${round}段abc，`;
    await field.tap();
    // the end of the text (End alone goes to the end of the wrapped line on a phone)
    await page.keyboard.press('Control+End');
    await page.keyboard.type(chunk);
    expected += chunk;
    // the autosave's condition: the stored draft holds the text typed and the head
    await expect.poll(async () => {
      const d = await storedDraft(page);
      return d && { text: d.models.event_description, grade: d.head.grade, anonymous: d.head.anonymous, cc: d.head.ccUserIds.length };
    }, { intervals: [50] }).toEqual({ text: expected, grade: 'III', anonymous: true, cc: 1 });
    await page.reload();
    // back with nothing picked again: the head, then the category's form, then its values
    await expect(field).toHaveValue(expected);
    await expectHead(round);
  }
  const reloadsMs = Date.now() - start;

  // the rest of the form, then submit: the report is stored and the draft is gone
  patient = `床旁草稿患者${Date.now() % 100000}`;
  await renderer.evaluate((el, v) => { (el as HTMLElement & { value: unknown }).value = v; }, { ...categoryData(TYPE), sjsx_patient_name: patient, event_description: expected });
  await expect(renderer.locator('[data-path="sjsx_patient_name"] input').first()).toHaveValue(patient);
  await app(page, '.hos-submit-report').tap();
  await expect(page).toHaveURL(/\/newBaqsj\/lookDetail\?id=\d+/);
  recordId = Number(new URL(page.url()).searchParams.get('id'));
  await expect.poll(() => storedDraft(page)).toBeNull();
  // the report page starts blank again
  await page.goto('/newBaqsj/report');
  await expect(app(page, '.ant-alert').filter({ hasText: '请先选择事件类型' })).toBeVisible();
  await expect(app(page, '.hos-report-restored')).toHaveCount(0);
  test.info().annotations.push({ type: 'report-draft', description: `rounds=${ROUNDS} chars=${expected.length} lost=0 reloadsMs=${reloadsMs}` });
  await context.close();
});

test("the record from 待我审批: the breadcrumb follows that list and the reporter block says 匿名; from 我已审批 it names the reporter", async ({ browser }) => {
  test.skip(!recordId, 'needs the report filed above');
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signInOn(page, HEAD_OF_DEPT[0], HEAD_OF_DEPT[1], '/newBaqsj/pendingMyApproval');
  await app(page, `.hos-record-link[data-id="${recordId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/newBaqsj/lookDetail\\?id=${recordId}&from=`));
  const crumbs = app(page, '[data-testid=breadcrumb] li:not(.ant-breadcrumb-separator)');
  await expect(crumbs).toHaveText(['首页', '审批中心', '待我审批', '查看详情']);
  // the record view shows values as text
  const reporter = app(page, '.hos-record-data hos-form-renderer [data-path="reporter_name"]');
  await expect(reporter).toContainText('匿名');
  // the list it came from is a link back
  await app(page, '[data-testid=breadcrumb] a:has-text("待我审批")').click();
  await expect(page).toHaveURL(/\/newBaqsj\/pendingMyApproval$/);

  // a record she approved (seeded, not anonymous): reporter and work number side by side
  await page.goto('/newBaqsj/approved');
  const seeded = app(page, '.hos-record-link').filter({ hasText: '心内一病区 9 床走廊跌倒' }).first();
  await seeded.click();
  await expect(crumbs).toHaveText(['首页', '审批中心', '我已审批', '查看详情']);
  await expect(reporter).toContainText('赵丽');
  await expect(app(page, '.hos-record-data hos-form-renderer [data-path="reporter_work_no"]')).toContainText('H10131');
  await context.close();
});

// Screenshots to look at (REPORT_DRAFT_SHOTS=<dir>): the report page come back from its draft with the
// status line, in both languages at 390 and 1366 px. Off in CI (the budget is tight).
const SHOTS = process.env.REPORT_DRAFT_SHOTS;
for (const lang of ['zh', 'en'] as const) {
  test(`screenshots of the restored report (${lang})`, async ({ browser }) => {
    test.skip(!SHOTS, 'REPORT_DRAFT_SHOTS not set');
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      page.on('dialog', (d) => void d.accept());
      await signInOn(page, NURSE[0], NURSE[1], '/newBaqsj/report', lang);
      await app(page, '.hos-event-type').click();
      await app(page, `.ant-select-item-option[title="${lang === 'en' ? 'Fall' : TYPE}"]`).click();
      await app(page, '.hos-grade-option-III').click();
      const field = app(page, 'hos-form-renderer [data-path="event_description"] textarea').first();
      await field.fill('夜间如厕时跌倒');
      await field.press('End');
      await page.keyboard.type('。');
      await expect.poll(async () => (await storedDraft(page))?.models.event_description).toBe('夜间如厕时跌倒。');
      await page.reload();
      await expect(field).toHaveValue('夜间如厕时跌倒。');
      await expect(app(page, '.hos-report-restored')).toBeVisible();
      await page.keyboard.press('Escape');
      await field.press('End');
      await page.keyboard.type('!');
      await expect(app(page, '.hos-draft-status')).toHaveAttribute('data-state', 'saved');
      await page.screenshot({ path: `${SHOTS}/report-restored-${lang}-${viewport.width}-form.png` });
      await app(page, '.hos-report-restored').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/report-restored-${lang}-${viewport.width}.png` });
      // start over: the draft is thrown away and the page is blank again
      await app(page, '.hos-report-start-over').click();
      await expect(app(page, '.hos-report-restored')).toHaveCount(0);
      await expect.poll(() => storedDraft(page)).toBeNull();
      await context.close();
    }
  });
}
