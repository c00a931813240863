// The legacy portal page signs in and renders the unsafe-event form from the server's form library
// under its hostile CSS (issue 3 §2, §4); the session and the stored patient prefill it; submit
// warns and scrolls; detail mode shows text.
import { expect, test } from '@playwright/test';
import { portalLogin, toasts } from './portalHelpers.ts';

test('the portal renders the unsafe-event report from the form library, untouched by the hostile CSS', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('patientInfo', JSON.stringify({ name: '陈某某', sex: '女', age: '78岁', diagnosis: '2型糖尿病', admissionTime: '2024-03-10 14:22:00', ward: '八', bedNo: '12床' })));
  await portalLogin(page);
  const form = page.locator('#portal-form');
  await expect(form.locator('.hos-header')).toHaveText('医疗安全（不良）事件报告表');
  // the page's `* { font: 20px serif }`, `input { border: 3px solid green; height: 60px }` and
  // `label { display: block }` do not reach inside
  const label = form.locator('[data-path="event_place"] .hos-fi-label');
  await expect(label).toHaveCSS('font-size', '14px');
  await expect(label).toHaveCSS('display', 'block');
  expect(await label.evaluate((l) => getComputedStyle(l).fontFamily)).not.toMatch(/^serif$/);
  const input = form.locator('[data-path="reporter_phone"] input');
  await expect(input).not.toHaveCSS('border-top-color', 'rgb(0, 128, 0)');
  expect((await input.boundingBox())!.height).toBeLessThan(40);
  await expect(form.locator('[data-path="event_harm"] .ant-switch')).not.toHaveCSS('background-color', 'rgb(255, 0, 0)');
  // the row of patient fields sits side by side (grid), label and control on one line
  const name = await form.locator('[data-path="sjsx_patient_name"]').boundingBox();
  const age = await form.locator('[data-path="sjsx_patient_age"]').boundingBox();
  expect(Math.abs(name!.y - age!.y)).toBeLessThan(2);

  // prefill: the stored patient (ward 八 -> 八病区) and the signed-in nurse
  const models = await page.evaluate(() => (document.getElementById('portal-form') as unknown as { getModels(): Record<string, unknown> }).getModels());
  expect(models).toMatchObject({ sjsx_patient_name: '陈某某', sjsx_patient_ward: '八病区', reporter_name: '李秀梅', reporter_dept: '内分泌科' });
  await expect(form.locator('.hos-patient-flag')).toContainText('特定患者');

  // submit through the page's button: warning, first error in view, errors listed
  await page.locator('#submit-form').click();
  await expect(toasts(page).filter({ hasText: '请完善表单信息' })).toBeVisible();
  await expect(page.locator('#form-result')).toContainText('表单数据校验失败');
  await expect(form.locator('[data-path="event_time"] .hos-fi-error')).toHaveText('请填写事件发生时间');
  await expect(form.locator('.has-error').first()).toBeInViewport();

  // the user fills a field: the error goes, hos-change reports it
  const changed = page.evaluate(() => new Promise((r) => document.getElementById('portal-form')!.addEventListener('hos-change', (e) => r((e as CustomEvent).detail.field), { once: true })));
  await form.locator('[data-path="event_description"] textarea').fill('患者夜间跌倒');
  expect(await changed).toBe('event_description');
  await expect(form.locator('[data-path="event_description"] .hos-fi-error')).toHaveCount(0);

  // detail mode: no inputs, values as text
  await page.locator('#form-detail').click();
  await expect(form.locator('input, textarea')).toHaveCount(0);
  await expect(form.locator('[data-path="event_description"]')).toContainText('患者夜间跌倒');
  await expect(form.locator('[data-path="sjsx_patient_ward"]')).toContainText('八病区');
});

test('PDF export of the filled form downloads an A4 PDF', async ({ page }) => {
  await portalLogin(page);
  const download = page.waitForEvent('download');
  await page.locator('#form-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('不良事件上报.pdf');
  await expect(page.locator('#form-result')).toHaveText('PDF 已导出');
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  const pdf = readFileSync(path).toString('latin1');
  expect(pdf.startsWith('%PDF')).toBe(true);
  // A4 in points (jsPDF writes 595.28 x 841.89 as 595.2799999... x 841.8899999...)
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf)!;
  expect(Number(box[1])).toBeCloseTo(595.28, 1);
  expect(Number(box[2])).toBeCloseTo(841.89, 1);
});
