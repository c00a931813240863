// One type, one grade (issue 22 §1) in the browser: the report page asks the event type and grade once
// (the form leaves its own 事件类别 / 事件分级 out), the stored record and its data agree, the title names the
// type once; and a record whose two values disagree (an older one, made here behind the server's back) is
// listed for the quality office on 数据质控 with a link to it, unchanged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { app, fillReport, signIn } from './workflowHelpers.ts';
import { formatDateTime } from '../../src/core/i18n/format.ts';
import { DEFAULT_TIME_ZONE } from '../../src/core/settings/timeZone.ts';

const VALID = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.valid.json', 'utf8')).data as Record<string, unknown>;
const PASSWORD = 'Hos@2024demo';
const SHOTS = process.env.EVENT_FACTS_SHOTS;

test('the type and grade are asked once and stored once; a disagreeing older record is listed for the quality office', async ({ browser, request }) => {
  const patient = `单一事实患者${Date.now() % 100000}`;
  const nurse = await signIn(browser, 'nurse02', PASSWORD, '/newBaqsj/report');
  // the form data says 跌倒/坠床 and III级 (VALID): the pickers above decide
  await fillReport(nurse, { ...VALID, sjsx_patient_name: patient }, { type: '管路滑脱', grade: 'II' });
  const renderer = app(nurse, 'hos-form-renderer');
  await expect(renderer.locator('[data-path="event_description"]').first()).toBeVisible();
  await expect(renderer.locator('[data-path="event_category"], [data-path="event_level"]')).toHaveCount(0);
  if (SHOTS) await nurse.screenshot({ path: `${SHOTS}/report-1366-zh.png` });
  await app(nurse, '.hos-submit-report').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/lookDetail\?id=\d+/);
  const id = Number(new URL(nurse.url()).searchParams.get('id'));

  const token = (await (await request.post('/login', { data: { username: 'nurse02', password: PASSWORD } })).json()).data.token as string;
  const record = (await (await request.get(`/api/v1/records/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()).data;
  expect(record).toMatchObject({ eventType: 'tube', grade: 'II', title: `管路滑脱事件报告（${patient}）` });
  expect(record.data).toMatchObject({ event_category: '管路滑脱', event_level: 'II级（不良后果事件）' });

  // an older record whose grade was changed behind the form's back (not possible through the API any more)
  const db = new Database(join('.tmp/e2e-data', 'hos.sqlite'));
  try {
    db.prepare("UPDATE records SET grade = 'IV' WHERE id = ?").run(id);
  } finally {
    db.close();
  }
  const quality = await signIn(browser, 'quality01', 'Quality@2024', '/newBaqsj/qualityControl');
  const alert = app(quality, '.hos-fact-conflicts');
  await expect(alert).toBeVisible();
  const line = alert.locator('li').filter({ hasText: patient });
  await expect(line).toContainText('事件分级：表单为“II级（不良后果事件）”，记录为“IV级（隐患事件）”');
  if (SHOTS) await quality.screenshot({ path: `${SHOTS}/quality-1366-zh.png` });
  await line.locator('.hos-record-link').click();
  await expect(quality).toHaveURL(new RegExp(`/newBaqsj/lookDetail\\?id=${id}$`));
});

test('the reporting department is asked once (her own by default), the reporter and report time are the server\'s; the detail shows them once, in its header', async ({ browser, request }) => {
  const patient = `科室事实患者${Date.now() % 100000}`;
  const nurse = await signIn(browser, 'nurse02', PASSWORD, '/newBaqsj/report');
  await fillReport(nurse, { ...VALID, sjsx_patient_name: patient, reporter_name: '别人', report_time: '2020-01-01 00:00:00' });
  const renderer = app(nurse, 'hos-form-renderer');
  // asked above the form: her own department until she picks another; the form's 上报科室 and 上报时间 are left out
  await expect(app(nurse, '.hos-report-dept')).toContainText('心血管内科');
  await expect(renderer.locator('[data-path="event_report_dept"], [data-path="report_time"]')).toHaveCount(0);
  // the reporter block stays, read-only
  await expect(renderer.locator('[data-path="reporter_name"] input')).toBeDisabled();
  await app(nurse, '.hos-report-dept').click();
  await app(nurse, '.ant-select-item-option[title="内分泌科"]').click();
  await expect(app(nurse, '.hos-report-dept')).toContainText('内分泌科');
  await app(nurse, '.hos-submit-report').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/lookDetail\?id=\d+/);
  const id = Number(new URL(nurse.url()).searchParams.get('id'));

  const token = (await (await request.post('/login', { data: { username: 'nurse02', password: PASSWORD } })).json()).data.token as string;
  const record = (await (await request.get(`/api/v1/records/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()).data;
  expect(record).toMatchObject({ deptName: '内分泌科', createdByName: '赵丽', stepKey: 'deptReview', assignees: [{ name: '张志强' }] });
  expect(record.data).toMatchObject({ event_report_dept: 'D0801', reporter_name: '赵丽', reporter_dept: '心血管内科' });
  // the form's report time is the submission's moment in the form's own format (the server's wall clock);
  // the record's submittedAt is the same moment as an instant (issue 23 §2)
  expect(record.data.report_time).toBe(formatDateTime(record.submittedAt, 'zh-CN', { timeZone: DEFAULT_TIME_ZONE, seconds: true }));

  // the detail: department, reporter and submission time in the header; the form's reporter block stays whole
  // (issue 32 §5): the reporter named beside the work number and her own department
  await expect(app(nurse, '.hos-record-info')).toContainText('内分泌科');
  const shown = app(nurse, 'hos-form-renderer');
  await expect(shown.locator('[data-path="reporter_dept"]').first()).toBeVisible();
  await expect(shown.locator('[data-path="reporter_name"]')).toContainText('赵丽');
  if (SHOTS) {
    await shown.locator('[data-path="reporter_name"]').scrollIntoViewIfNeeded();
    await nurse.screenshot({ path: `${SHOTS}/detail-reporter-1366-zh.png` });
  }
  await expect(shown.locator('[data-path="event_report_dept"], [data-path="report_time"]')).toHaveCount(0);
});
