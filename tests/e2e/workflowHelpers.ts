// Helpers for the closed-loop scenarios (tests/e2e/workflow.spec.ts): people signed in side by side in
// one browser, each opening records from their own bell, and acting on the detail page through the
// actions the server allows.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const app = (page: Page, css: string) => page.locator(`hos-app ${css}`);

/**
 * The contexts signIn opened, by the test that opened them. The browser is the worker's: a context left
 * open keeps its page polling and drawing until the worker ends, and by the end of the suite some thirty
 * such pages slowed every later test. Those of earlier tests (tests of a worker run one after another) are
 * closed when the next test signs someone in.
 */
const opened: { testId: string; context: BrowserContext }[] = [];
function currentTest(): string | undefined {
  try {
    return test.info().testId;
  } catch {
    return undefined; // a hook outside a test: its contexts are its own to close
  }
}
async function closeEarlierTests(testId: string): Promise<void> {
  for (let i = opened.length - 1; i >= 0; i--) {
    if (opened[i].testId === testId) continue;
    const [{ context }] = opened.splice(i, 1);
    await context.close().catch(() => undefined);
  }
}

/** A person signed in in a context of their own, at `path` (in English when `lang` is 'en'). */
export async function signIn(browser: Browser, username: string, password: string, path = '/biz/todo', lang: 'zh' | 'en' = 'zh'): Promise<Page> {
  const testId = currentTest();
  if (testId) await closeEarlierTests(testId);
  const context = await browser.newContext({ acceptDownloads: true });
  if (testId) opened.push({ testId, context });
  const page = await context.newPage();
  await signInOn(page, username, password, path, lang);
  return page;
}

/** Signs in on the login page of `page`'s server and opens `path`. */
export async function signInOn(page: Page, username: string, password: string, path: string, lang: 'zh' | 'en' = 'zh'): Promise<void> {
  await page.goto('/login?redirect=' + encodeURIComponent(path));
  if (lang === 'en') await app(page, '[data-testid=lang-switch] .ant-segmented-item:has-text("EN")').click();
  await app(page, 'input[name=username]').fill(username);
  await app(page, 'input[name=password]').fill(password);
  await app(page, '[data-testid=login-submit]').click();
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
  if (new URL(page.url()).pathname !== path) await page.goto(path);
}

/** The category forms' valid data (issue 31 §4, demo/server/seed/forms) by the type's name in either language. */
const CATEGORY_FIXTURES: Record<string, string> = {
  '跌倒/坠床': '06-fall-report', Fall: '06-fall-report', 压力性损伤: '07-pressure-injury-report', 'Pressure injury': '07-pressure-injury-report',
  给药错误: '08-medication-error-report', 'Medication error': '08-medication-error-report', 管路滑脱: '09-unplanned-extubation-report',
  'Tube dislodgement': '09-unplanned-extubation-report',
};
export const categoryData = (type: string): Record<string, unknown> => {
  const code = CATEGORY_FIXTURES[type];
  return code ? JSON.parse(readFileSync(`demo/server/seed/forms/${code}.valid.json`, 'utf8')).data : {};
};

/**
 * On the report page: picks the event type and grade and fills the bound form with `data`; a category with a
 * form of its own gets its valid data under `data` (the generic form's fields a spec gives are shared by it).
 */
export async function fillReport(page: Page, data: Record<string, unknown>, opts: { type?: string; grade?: 'I' | 'II' | 'III' | 'IV' } = {}): Promise<void> {
  const type = opts.type ?? '跌倒/坠床';
  data = { ...categoryData(type), ...data };
  await app(page, '.hos-event-type').click();
  await app(page, `.ant-select-item-option[title="${type}"]`).click();
  await app(page, `.hos-grade-option-${opts.grade ?? 'III'}`).click();
  const renderer = app(page, 'hos-form-renderer');
  await expect(renderer.locator('form')).toBeVisible();
  await renderer.evaluate((el, v) => { (el as HTMLElement & { value: unknown }).value = v; }, data);
  if (typeof data.sjsx_patient_name === 'string') {
    await expect(renderer.locator('[data-path="sjsx_patient_name"] input').first()).toHaveValue(data.sjsx_patient_name);
  }
}

/**
 * Opens the bell, finds the newest message about `title` whose text matches `text`, and clicks it: the
 * message is marked read and the record opens. Returns the record id from the URL.
 */
export async function openFromBell(page: Page, title: string, text: RegExp | string): Promise<number> {
  // a fresh page loads the unread list; reload it so messages written since are there
  await page.reload();
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
  await app(page, '.hos-bell-trigger').click();
  const item = app(page, '.hos-bell-item.has-link').filter({ hasText: title }).filter({ hasText: text }).first();
  await expect(item).toBeVisible();
  const unread = Number(await app(page, '.hos-bell').getAttribute('data-unread'));
  await item.click();
  await expect(page).toHaveURL(/(lookDetail|apply\/detail)\?id=\d+/);
  await expect(app(page, '.hos-record-detail')).toBeVisible();
  // opening it marked it read
  await expect(app(page, '.hos-bell')).toHaveAttribute('data-unread', String(unread - 1));
  return Number(new URL(page.url()).searchParams.get('id'));
}

/** The record's state as the detail page shows it. */
export const detailState = (page: Page) => app(page, '.hos-record-detail');

/**
 * Where the confirm button of the action dialog about to open stands, frame by frame from the first frame
 * it exists (20 frames): one distinct box means a click aimed at it in those frames lands on it. Start it
 * before the click that opens the dialog, await it after. (A zooming dialog showed the button at full size
 * in a measuring frame, then shrank it to nothing and grew it back: a click in between met the mask and
 * was lost, 1 walk in 7.)
 */
export function confirmBoxes(page: Page, action: string): Promise<string[]> {
  return page.evaluate(async (css) => {
    const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
    const find = () => document.querySelector('hos-app')?.shadowRoot?.querySelector(css) ?? null;
    const until = performance.now() + 10_000;
    while (!find() && performance.now() < until) await frame();
    const boxes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const el = find();
      if (!el) { boxes.add('gone'); break; }
      const r = el.getBoundingClientRect();
      boxes.add([r.x, r.y, r.width, r.height].map(Math.round).join(','));
      await frame();
    }
    return [...boxes];
  }, `.hos-action-confirm[data-action=${action}]`);
}

/** Runs an action of the detail page: its button, then the dialog's fields, then confirm. */
export async function act(page: Page, action: string, fill?: { comment?: string; target?: string }): Promise<void> {
  await app(page, `.hos-record-actions [data-action=${action}]`).click();
  const dialog = app(page, '.ant-modal:has(.hos-action-form)');
  await expect(dialog).toBeVisible();
  if (fill?.target) {
    await dialog.locator('.hos-action-target').click();
    await app(page, `.ant-select-item-option[title="${fill.target}"]`).click();
  }
  if (fill?.comment !== undefined) await dialog.locator('textarea.hos-action-comment').fill(fill.comment);
  await dialog.locator(`.hos-action-confirm[data-action=${action}]`).click();
  await expect(dialog).toBeHidden();
}

/** Runs a measure's action (complete, verify, send back) from the measures table. */
export async function actOnMeasure(page: Page, measure: string, action: string, fill?: { comment?: string; file?: string }): Promise<void> {
  const row = app(page, '.hos-measures .hos-measure').filter({ hasText: measure });
  // (not with a file: the upload list grows the dialog on purpose)
  const boxes = fill?.file ? Promise.resolve(['skipped']) : confirmBoxes(page, action);
  await row.locator(`[data-action=${action}]`).click();
  const dialog = app(page, '.ant-modal:has(.hos-action-form)');
  await expect(dialog).toBeVisible();
  // the confirm button stands where it ends from the dialog's first frame: no click on it can be lost
  expect(await boxes).toHaveLength(1);
  if (fill?.comment !== undefined) await dialog.locator('textarea.hos-action-comment').fill(fill.comment);
  if (fill?.file) {
    await dialog.locator('input[type=file]').setInputFiles(fill.file);
    await expect(dialog.locator('.ant-upload-list-item-done, .hos-attachment').first()).toBeVisible();
  }
  await dialog.locator(`.hos-action-confirm[data-action=${action}]`).click();
  await expect(dialog).toBeHidden();
}

/** The actions of the timeline, oldest first. */
export async function timelineActions(page: Page): Promise<string[]> {
  const entries = app(page, '.hos-timeline .hos-timeline-entry');
  const actions = await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-action') ?? ''));
  return actions;
}
