// One type, one grade (issue 22 §1) in the browser: the report page asks the event type and grade once
// (the form leaves its own 事件类别 / 事件分级 out), the stored record and its data agree, the title names the
// type once; and a record whose two values disagree (an older one, made here behind the server's back) is
// listed for the quality office on 数据质控 with a link to it, unchanged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { app, fillReport, signIn } from './workflowHelpers.ts';

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
