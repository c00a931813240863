// An unsafe event reported with the keyboard only (issue 12 §2): sign in, switch to the reporting app,
// open 立即上报 from the sidebar, pick the type and grade, fill the form (inputs, radios, selects, dates,
// the textarea, a checkbox) and submit, with Tab, arrows, Space, Enter and typing (no click, no fill);
// then the server holds what was typed. Focus is visible on the way, and returns after a dialog.
import { expect, test, type Page } from '@playwright/test';
import { formatDateTime } from '../../src/core/i18n/format.ts';
import { DEFAULT_TIME_ZONE } from '../../src/core/settings/timeZone.ts';

const app = (page: Page, css: string) => page.locator(`hos-app ${css}`);

interface Focused { tag: string; cls: string; testid: string; name: string; role: string; text: string; path: string; type: string; value: string; checked: boolean; ring: boolean }

/** The focused element (through shadow roots), with whether a focus ring (outline or shadow) shows. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    const h = el as HTMLInputElement;
    const ringOf = (x: Element | null) => {
      if (!x) return false;
      const s = getComputedStyle(x);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '');
    };
    return {
      tag: el.tagName.toLowerCase(), cls: String(h.className), testid: h.dataset?.testid ?? '', name: el.getAttribute('name') ?? '',
      role: el.getAttribute('role') ?? '', text: (el.getAttribute('aria-label') || h.innerText || '').replace(/\s+/g, ' ').slice(0, 60),
      path: (el.closest('[data-path]') as HTMLElement | null)?.dataset.path ?? '', type: h.type ?? '', value: typeof h.value === 'string' ? h.value : '',
      checked: !!h.checked,
      // the ring is on the control or on antd's wrapper around it (inputs, selects, radios)
      ring: ringOf(el) || ringOf(el.nextElementSibling) || ringOf(el.parentElement?.closest('.ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-menu-item, .ant-input-textarea') ?? null),
    };
  });
}

/** Tab (or Shift+Tab) until the focused element matches; fails after `max` presses. */
async function tabTo(page: Page, match: (f: Focused) => boolean, what: string, max = 60, key = 'Tab'): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const f = await focused(page);
    if (f && match(f)) return f;
  }
  throw new Error(`Tab never reached ${what}`);
}

/** The focused control shows a focus ring (antd draws it after its focus state renders). */
async function expectRing(page: Page, what: string): Promise<void> {
  await expect.poll(async () => (await focused(page))?.ring, { message: `focus ring on ${what}` }).toBe(true);
}

/** In an open antd select: arrows until the active option's text matches, then Enter. */
async function pickOption(page: Page, text: RegExp): Promise<void> {
  const active = app(page, '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active');
  await expect(active).toBeVisible();
  for (let i = 0; i < 30 && !text.test((await active.textContent()) ?? ''); i++) await page.keyboard.press('ArrowDown');
  await expect(active).toHaveText(text);
  await page.keyboard.press('Enter');
}

test('an unsafe event is reported with the keyboard only and the server holds what was typed', async ({ page, request }) => {
  test.setTimeout(180_000);
  const patient = `键盘患者${Date.now() % 100000}`;
  const description = '患者夜间如厕时滑倒，键盘上报测试。';

  // sign in: Tab to the user name, type, Tab to the password, type, Enter
  await page.goto('/login');
  await expect(app(page, 'input[name=username]')).toBeVisible();
  await tabTo(page, (f) => f.name === 'username', 'the user name');
  await page.keyboard.type('nurse02');
  await tabTo(page, (f) => f.name === 'password', 'the password', 2);
  await expectRing(page, 'the password');
  await page.keyboard.type('Hos@2024demo');
  await page.keyboard.press('Enter');
  await expect(app(page, '[data-testid=layout]')).toBeVisible();

  // switch to the reporting app with the app switcher, then 立即上报 from the sidebar menu
  await tabTo(page, (f) => f.role === 'combobox' && /当前应用/.test(f.text), 'the app switcher');
  await page.keyboard.press('ArrowDown');
  await pickOption(page, /不良事件/);
  await tabTo(page, (f) => f.tag === 'a' && f.text === '立即上报', 'the sidebar link 立即上报', 60, 'Shift+Tab');
  await expectRing(page, 'the sidebar link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/newBaqsj\/report/);
  await expect(app(page, '.hos-event-type')).toBeVisible();

  // event type and grade
  await tabTo(page, (f) => f.role === 'combobox' && /事件类型/.test(f.text), 'the event type');
  await page.keyboard.press('ArrowDown');
  await pickOption(page, /跌倒\/坠床/);
  await tabTo(page, (f) => f.type === 'radio', 'the grade');
  await expectRing(page, 'the grade');
  // arrows move and check within the group: I → II → III
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(app(page, '.hos-grade .ant-radio-wrapper-checked .hos-grade-option-III')).toBeVisible();
  const renderer = app(page, 'hos-form-renderer');
  await expect(renderer.locator('form')).toBeVisible();

  // the form, field by field as Tab reaches them, up to the submit button
  const typed: Record<string, string> = {
    sjsx_patient_name: patient, sjsx_patient_age: '78岁', sjsx_patient_diagnosis: '2型糖尿病', sjsx_patient_bed: '12床',
    event_description: description, reporter_phone: '13912340000',
  };
  const dates: Record<string, string> = { sjsx_patient_admission_time: '2024-03-10 14:22:00', event_time: '2024-03-18 02:40:00' };
  const done = new Set<string>();
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f) continue;
    if (/hos-submit-report/.test(f.cls)) break;
    // the reporting department is asked once, above the form; the server stamps the report time
    expect(['event_report_dept', 'report_time']).not.toContain(f.path);
    if (!f.path || done.has(f.path)) continue;
    done.add(f.path);
    if (typed[f.path] !== undefined) {
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(typed[f.path]);
    } else if (dates[f.path]) {
      await page.keyboard.type(dates[f.path]);
      await page.keyboard.press('Enter');
    } else if (f.role === 'combobox') {
      // the list of the select before has closed
      await expect(app(page, '.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
      await page.keyboard.press('ArrowDown');
      await pickOption(page, /./);
    } else if (f.type === 'radio' && !f.checked) {
      // the form's own category and grade are not asked (bound to the type and grade above, issue 22 §1)
      expect(['event_category', 'event_level']).not.toContain(f.path);
      await page.keyboard.press('Space');
    } else if (f.type === 'checkbox' && f.path === 'event_measures') {
      await page.keyboard.press('Space');
    } else if (f.tag === 'input' && f.type === 'text' && !f.value) {
      await page.keyboard.type('键盘填写');
    }
  }
  const submit = await focused(page);
  expect(submit?.cls, 'Tab reaches the submit button').toMatch(/hos-submit-report/);
  await expectRing(page, 'the submit button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/newBaqsj\/(myEscalation|lookDetail)/);

  // focus returns after a dialog: the sign-out confirmation opened with Enter and dismissed with Escape
  await tabTo(page, (f) => f.testid === 'btn-logout', 'the sign-out button', 80, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const confirm = app(page, '.ant-modal-confirm');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect.poll(async () => (await focused(page))?.testid ?? '', { message: 'focus back on the sign-out button' }).toBe('btn-logout');

  // the server holds the record with what was typed
  const token = (await (await request.post('/login', { data: { username: 'nurse02', password: 'Hos@2024demo' } })).json()).data.token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get(`/api/v1/records?scope=mine&keyword=${encodeURIComponent(patient)}&includeData=1`, { headers })).json()).data;
  const rows = (list.rows ?? list.list ?? list.records ?? list) as { id: number }[];
  expect(rows.length).toBe(1);
  const record = (await (await request.get(`/api/v1/records/${rows[0].id}`, { headers })).json()).data as { eventType: string; grade: string; deptName: string; submittedAt: string; data: Record<string, unknown> };
  expect(record.eventType).toBe('fall');
  expect(record.grade).toBe('III');
  expect(record.data).toMatchObject({
    sjsx_patient_name: patient, sjsx_patient_age: '78岁', sjsx_patient_diagnosis: '2型糖尿病', event_description: description,
    sjsx_patient_admission_time: dates.sjsx_patient_admission_time, event_time: dates.event_time,
  });
  // stored once: the form's category and grade say what the type and grade above said
  expect(record.data.event_category).toBe('跌倒/坠床');
  expect(record.data.event_level).toBe('III级（未造成后果事件）');
  // and the department, reporter and report time say what the record says (her own department, left as it was)
  expect(record.deptName).toBe('心血管内科');
  expect(record.data).toMatchObject({ event_report_dept: 'D0302', reporter_name: '赵丽', reporter_dept: '心血管内科' });
  // the form's report time is the submission's moment in the form's own format (the server's wall clock);
  // the record's submittedAt is the same moment as an instant (issue 23 §2)
  expect(record.data.report_time).toBe(formatDateTime(record.submittedAt, 'zh-CN', { timeZone: DEFAULT_TIME_ZONE, seconds: true }));
  expect(record.data.sjsx_patient_sex).toBeTruthy();
  expect(record.data.sjsx_patient_ward).toBeTruthy();
  expect(record.data.event_measures).toEqual(expect.arrayContaining(['报告医生']));
});
