// Issue 9 "Done when": the closed loops against the real server, as different people in one test, each
// opening the record from their own bell message.
//   1. An unsafe event of grade III (grades I-II pass a root-cause analysis first: rca.spec.ts): the nurse reports it; the department head returns it with a comment;
//      the nurse edits and resubmits; the head approves; the quality office assigns two measures; the
//      owner completes one with an attachment; the quality office sends the other back; the owner
//      completes it; the quality office verifies both, then closes the case with its required
//      conclusion. The timeline shows every step, the reporter's bell says it was closed, and the print
//      view and its PDF carry the timeline and the conclusion.
//   2. A limited-class technology: returned by medical affairs, resubmitted, approved by the department
//      head, medical affairs and the technology committee, then reviewed.
// nurse02 / approver02 (心血管内科) report and head the event; owner01 owns the measures; quality01 is
// the quality office; tech01 / approver03 / medaff01 / committee01 carry the technology.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { act, actOnMeasure, app, detailState, fillReport, openFromBell, signIn, timelineActions } from './workflowHelpers.ts';

const VALID = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.valid.json', 'utf8')).data as Record<string, unknown>;
const OTHER = 'Hos@2024demo';

test('an unsafe event of grade III goes round the whole loop and closes', async ({ browser }) => {
  test.setTimeout(240_000);
  const patient = `闭环患者${Date.now() % 100000}`;
  const evidence = '.tmp/e2e-evidence.pdf';
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(evidence, '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

  // 1. the nurse reports a grade III fall
  const nurse = await signIn(browser, 'nurse02', OTHER, '/newBaqsj/report');
  await fillReport(nurse, { ...VALID, sjsx_patient_name: patient }, { type: '跌倒/坠床', grade: 'III' });
  // the fall happened after a new technology's procedure: the report names it (issue 35 §3), found by a part of its name
  await app(nurse, '.hos-report-tech').click();
  await app(nurse, '.hos-report-tech input').fill('微波消融');
  await app(nurse, '.ant-select-item-option').filter({ hasText: '超声引导下经皮肝癌微波消融术' }).click();
  await app(nurse, '.hos-submit-report').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/(myEscalation|lookDetail)/);

  // 2. the department head opens it from the bell and returns it with a comment
  const head = await signIn(browser, 'approver02', OTHER, '/biz/todo');
  const id = await openFromBell(head, patient, /待|处理|审核/);
  await expect(detailState(head)).toHaveAttribute('data-state', 'inProgress');
  await expect(app(head, '.hos-record-tech')).toContainText('超声引导下经皮肝癌微波消融术');
  await act(head, 'return', { comment: '请补充跌倒前的评估情况' });
  await expect(detailState(head)).toHaveAttribute('data-state', 'returned');

  // 3. the nurse sees the return, edits and resubmits
  expect(await openFromBell(nurse, patient, /退回/)).toBe(id);
  await expect(app(nurse, '.hos-return-comment')).toContainText('请补充跌倒前的评估情况');
  await app(nurse, '.hos-record-actions [data-action=resubmit]').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/editDetail\?id=/);
  const edit = app(nurse, 'hos-form-renderer');
  await expect(edit.locator('form')).toBeVisible();
  const description = edit.locator('[data-path="event_description"] textarea').first();
  await description.fill('患者夜间如厕时跌倒。跌倒前 Morse 评分 45 分，已告知陪护。');
  await app(nurse, '.hos-resubmit').click();
  await expect(nurse).toHaveURL(/lookDetail\?id=/);
  await expect(detailState(nurse)).toHaveAttribute('data-state', 'inProgress');

  // 4. the head approves: on to the quality office
  expect(await openFromBell(head, patient, /重新提交|待|处理/)).toBe(id);
  // the detail shows what changed in the resubmitted revision
  await expect(app(head, '.hos-changes')).toContainText('Morse');
  await act(head, 'approve', { comment: '情况属实' });

  // 5. the quality office assigns two measures to the owner
  const quality = await signIn(browser, 'quality01', 'Quality@2024', '/biz/todo');
  expect(await openFromBell(quality, patient, /待|处理/)).toBe(id);
  await app(quality, '.hos-record-actions [data-action=assignMeasures]').click();
  const dialog = app(quality, '.ant-modal:has(.hos-action-form)');
  await dialog.locator('.hos-add-measure').click();
  const deadline = new Date(Date.now() + 7 * 86400_000);
  const day = `${deadline.getFullYear()}-${String(deadline.getMonth() + 1).padStart(2, '0')}-${String(deadline.getDate()).padStart(2, '0')}`;
  const measures = ['夜间每两小时巡视高风险患者', '开展床栏与呼叫器使用培训'];
  for (const [i, what] of measures.entries()) {
    const row = dialog.locator(`.hos-measure-row[data-row="${i}"]`);
    await row.locator('textarea.hos-measure-what').fill(what);
    // the owner picker searches by name (the list of people is long and virtual); the last row's list
    // has closed first, so the open list is this row's
    await expect(app(quality, '.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
    await row.locator('.hos-measure-owner').click();
    await quality.keyboard.type('王芳');
    await expect(app(quality, '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active')).toContainText('王芳');
    await quality.keyboard.press('Enter');
    await expect(row.locator('.hos-measure-owner')).toContainText('王芳');
    await row.locator('.hos-measure-deadline input').fill(day);
    await row.locator('.hos-measure-deadline input').press('Enter');
  }
  await dialog.locator('.hos-action-confirm[data-action=assignMeasures]').click();
  await expect(dialog).toBeHidden();
  await expect(detailState(quality)).toHaveAttribute('data-state', 'rectifying');
  await expect(app(quality, '.hos-measures .hos-measure')).toHaveCount(2);

  // 6. the owner completes the first with evidence, and the second
  const owner = await signIn(browser, 'owner01', 'Owner@2024', '/biz/todo');
  expect(await openFromBell(owner, patient, /整改/)).toBe(id);
  await actOnMeasure(owner, measures[0], 'completeMeasure', { comment: '已排班落实，附巡视记录', file: evidence });
  await actOnMeasure(owner, measures[1], 'completeMeasure', { comment: '已培训' });

  // 7. the quality office sends the second back and verifies the first
  expect(await openFromBell(quality, patient, /完成|整改/)).toBe(id);
  await actOnMeasure(quality, measures[1], 'sendBackMeasure', { comment: '缺少培训签到表' });
  await actOnMeasure(quality, measures[0], 'verifyMeasure');
  await expect(detailState(quality)).toHaveAttribute('data-state', 'rectifying');

  // 8. the owner completes it again
  expect(await openFromBell(owner, patient, /退回|整改/)).toBe(id);
  await actOnMeasure(owner, measures[1], 'completeMeasure', { comment: '已补充签到表' });

  // 9. the quality office verifies it: every measure is verified, the case waits for its close
  expect(await openFromBell(quality, patient, /完成|整改/)).toBe(id);
  await actOnMeasure(quality, measures[1], 'verifyMeasure');
  await expect(detailState(quality)).toHaveAttribute('data-state', 'inProgress');
  await expect(app(quality, '.hos-ready-to-close')).toBeVisible();

  // 10. closing is a decision: the conclusion is required
  const conclusion = '两项措施均已落实，夜间巡视与培训纳入常规，结案';
  await app(quality, '.hos-record-actions [data-action=close]').click();
  const closeDialog = app(quality, '.ant-modal:has(.hos-action-form)');
  await closeDialog.locator('.hos-action-confirm[data-action=close]').click();
  await expect(closeDialog.locator('.hos-action-error')).toContainText('结案结论');
  await closeDialog.locator('textarea.hos-action-comment').fill(conclusion);
  await closeDialog.locator('.hos-action-confirm[data-action=close]').click();
  await expect(closeDialog).toBeHidden();
  await expect(detailState(quality)).toHaveAttribute('data-state', 'closed');
  await expect(app(quality, '.hos-conclusion-text')).toHaveText(conclusion);

  // every hand's step is on the timeline, in order, the close with its conclusion
  expect(await timelineActions(quality)).toEqual([
    'submit', 'return', 'resubmit', 'approve', 'assignMeasures', 'completeMeasure', 'completeMeasure',
    'sendBackMeasure', 'verifyMeasure', 'completeMeasure', 'verifyMeasure', 'close',
  ]);
  await expect(app(quality, '.hos-timeline')).toContainText('缺少培训签到表');
  await expect(app(quality, '.hos-timeline-entry[data-action=close]')).toContainText(conclusion);
  // no step reads as "—": the submitter holds a returned record
  await expect(app(quality, '.hos-timeline-entry[data-action=return] .hos-timeline-move')).toContainText('提交人');
  await expect(app(quality, '.hos-timeline')).not.toContainText('—');
  await quality.screenshot({ path: '.tmp/screens/workflow-event-closed.png', fullPage: true });

  // the reporter's bell says it was closed, with the conclusion; the page shows the whole trail
  expect(await openFromBell(nurse, patient, /结案/)).toBe(id);
  await expect(detailState(nurse)).toHaveAttribute('data-state', 'closed');
  await expect(app(nurse, '.hos-timeline .hos-timeline-entry')).toHaveCount(12);
  await expect(app(nurse, '.hos-conclusion-text')).toHaveText(conclusion);

  // print / PDF: the print view carries the form, the timeline with its comments and the measures
  await app(quality, '.hos-print').click();
  const preview = app(quality, '.hos-print-preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((el) => (el as HTMLIFrameElement).contentDocument?.body?.textContent ?? '')).toContain(patient);
  const printed = await preview.evaluate((el) => (el as HTMLIFrameElement).contentDocument?.body?.textContent ?? '');
  for (const text of [patient, '请补充跌倒前的评估情况', '缺少培训签到表', measures[0], measures[1], '结案结论', conclusion]) expect(printed).toContain(text);
  const [download] = await Promise.all([quality.waitForEvent('download'), app(quality, '.hos-save-pdf').click()]);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[0 0 595\.2\d* 841\.8\d*\]/);
});

test('a limited-class technology is returned, resubmitted, approved by the committee and reviewed', async ({ browser }) => {
  test.setTimeout(240_000);
  const name = `机器人辅助腹腔镜手术${Date.now() % 100000}`;

  // the applicant applies for a limited-class technology
  const applicant = await signIn(browser, 'tech01', 'Tech@2024', '/xjsxxm/apply/myApply');
  await app(applicant, '[data-action=apply]').click();
  const form = app(applicant, '.ant-modal:has(.hos-tech-form)');
  await expect(form).toBeVisible();
  await form.locator('.hos-tech-kind label:has(input[value=limit])').click();
  await form.locator('input.hos-tech-name').fill(name);
  await form.locator('.hos-tech-level').click();
  await app(applicant, '.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await form.locator('textarea.hos-tech-description, .hos-tech-description textarea').first().fill('开展机器人辅助下的腹腔镜胆囊切除术。');
  // the structured application (issue 35 §1): the library's form for a restricted technology. Submitting it
  // empty is refused with the form showing what is missing, the ethics approval among it
  const application = form.locator('.hos-tech-application hos-form-renderer');
  await expect(application.locator('form')).toBeVisible();
  await expect(application.locator('[data-path=app_ethics_no]')).toBeVisible();
  await form.locator('[data-action=submit]').click();
  await expect(application.locator('[data-path=app_ethics_no] .hos-fi-error')).toBeVisible();
  await expect(form).toBeVisible();
  // filled as tech01 would (the texts and files from the seed's fixture), the team member picked from the
  // hospital's people and the fee found by its charge code
  const sample = JSON.parse(readFileSync('demo/server/seed/forms/10-tech-application.valid.json', 'utf8')).data as Record<string, unknown>;
  await application.evaluate((el, v) => { (el as HTMLElement & { value: unknown }).value = v; }, { ...sample, app_team: [{ ...(sample.app_team as object[])[0], member: '', qualification_expiry: '2026-12-20' }] });
  await application.locator('[data-path="app_team[0].member"] .ant-select').click();
  await app(applicant, '.ant-select-dropdown:visible .ant-select-item-option[title="刘明辉"]').click();
  await application.locator('[data-path=app_charge_code] input').fill('331500003');
  await expect(application.locator('.hos-pricetable')).toContainText('一次性吻合器');
  // a qualification that lapses within 90 days is named
  await expect(form.locator('.hos-qualification-warnings')).toContainText('刘明辉');
  await form.locator('[data-action=submit]').click();
  await expect(form).toBeHidden();
  const mine = app(applicant, '.ant-table-row').filter({ hasText: name });
  await expect(mine).toHaveCount(1);

  // the department head approves
  const head = await signIn(browser, 'approver03', 'Approve@2024', '/biz/todo');
  const id = await openFromBell(head, name, /待|处理|审核/);
  await expect(app(head, '.hos-tech-data')).toContainText(name);
  await act(head, 'approve');

  // medical affairs returns it for the ethics material
  const medaff = await signIn(browser, 'medaff01', 'Medical@2024', '/biz/todo');
  expect(await openFromBell(medaff, name, /待|处理|审核/)).toBe(id);
  await act(medaff, 'return', { comment: '请补充伦理委员会意见' });

  // the applicant edits and resubmits: it goes back to medical affairs
  expect(await openFromBell(applicant, name, /退回/)).toBe(id);
  await expect(app(applicant, '.hos-return-comment')).toContainText('请补充伦理委员会意见');
  await applicant.goto('/xjsxxm/apply/myApply');
  await app(applicant, '.ant-table-row').filter({ hasText: name }).locator('[data-action=resubmit]').click();
  const again = app(applicant, '.ant-modal:has(.hos-tech-form)');
  await expect(again).toBeVisible();
  await expect(again.locator('.hos-return-comment')).toContainText('请补充伦理委员会意见');
  await again.locator('textarea.hos-tech-description, .hos-tech-description textarea').first().fill('开展机器人辅助下的腹腔镜胆囊切除术。已附伦理委员会批件。');
  await again.locator('[data-action=resubmit]').click();
  await expect(again).toBeHidden();

  expect(await openFromBell(medaff, name, /重新提交|待|处理/)).toBe(id);
  await act(medaff, 'approve', { comment: '材料齐全' });

  // the technology committee votes (issue 35 §2): five members, blind, two thirds of those who did not withdraw
  // make the quorum, more than half of the votes cast approve. committee01 (chair) approves first
  const vote = async (page: Page, choice: string, reason?: string) => {
    await app(page, '.hos-record-actions [data-action=vote]').click();
    const dialog = app(page, '.ant-modal:has(.hos-action-form)');
    await dialog.locator(`.hos-action-vote label:has(input[value=${choice}])`).click();
    if (reason) await dialog.locator('textarea.hos-action-comment').fill(reason);
    await dialog.locator('.hos-action-confirm[data-action=vote]').click();
    await expect(dialog).toBeHidden();
  };
  const committee = await signIn(browser, 'committee01', 'Committee@2024', '/biz/todo');
  expect(await openFromBell(committee, name, /待|处理|审核/)).toBe(id);
  await expect(app(committee, '.hos-committee .hos-committee-member')).toHaveCount(5);
  // the application as filled, with the fee and the ethics approval, and the lapsing qualification named
  const filed = app(committee, '.hos-tech-application hos-form-renderer');
  await expect(filed.locator('.hos-pricetable')).toContainText('一次性吻合器');
  await expect(filed.locator('[data-path=app_ethics_no]')).toContainText('伦审2026-018');
  await expect(app(committee, '.hos-tech-application .hos-qualification-warnings')).toContainText('刘明辉');
  await vote(committee, 'approve', '同意开展，试运行 6 个月');
  await expect(app(committee, '.hos-committee-member[data-choice=approve]')).toHaveCount(1);
  // a member still to vote sees who voted, not how; a vote against without a reason is refused in the dialog
  const member = async (user: string) => signIn(browser, user, 'Committee@2024', `/xjsxxm/apply/detail?id=${id}`);
  const m2 = await member('committee02');
  await expect(app(m2, '.hos-committee-your-turn')).toBeVisible();
  await expect(app(m2, '.hos-committee-member[data-choice=hidden]')).toHaveCount(1);
  await expect(app(m2, '.hos-committee-member[data-choice=approve]')).toHaveCount(0);
  await m2.screenshot({ path: '.tmp/screens/committee-blind.png', fullPage: true });
  await app(m2, '.hos-record-actions [data-action=vote]').click();
  const dialog = app(m2, '.ant-modal:has(.hos-action-form)');
  await dialog.locator('.hos-action-vote label:has(input[value=abstain])').click();
  await dialog.locator('.hos-action-confirm[data-action=vote]').click();
  await expect(dialog.locator('.hos-action-error')).toBeVisible();
  await dialog.locator('textarea.hos-action-comment').fill('对该术式的远期效果尚无把握');
  await dialog.locator('.hos-action-confirm[data-action=vote]').click();
  await expect(dialog).toBeHidden();
  // once voted, the others' votes show
  await expect(app(m2, '.hos-committee-member[data-choice=approve]')).toHaveCount(1);
  // committee03 works in the applying department: withdraws for the conflict of interest
  await vote(await member('committee03'), 'recuse', '本人所在科室为申请科室，申请回避');
  await vote(await member('committee04'), 'approve');
  // the quorum (three of the four left) is met, but committee05 could still tip it: open, the chair may close
  await committee.reload();
  await expect(app(committee, '.hos-committee')).toHaveAttribute('data-quorum-met', '1');
  await expect(app(committee, '.hos-record-actions [data-action=closeMeeting]')).toBeVisible();
  await committee.screenshot({ path: '.tmp/screens/committee-chair.png', fullPage: true });
  const m5 = await member('committee05');
  await vote(m5, 'approve', '同意');
  // three of four votes cast approve: the committee approved; the technology enters its periodic review
  await expect(detailState(m5)).toHaveAttribute('data-state', 'approved');
  await expect(app(m5, '.hos-timeline-entry[data-action=vote] .hos-timeline-decision')).toHaveCount(6);
  await expect(app(m5, '.hos-timeline-decision[data-key="workflow:committee.approved"]')).toHaveCount(1);

  // follow-up (issue 35 §3): the applicant reports on the trial; the figures are checked in the dialog
  await applicant.goto(`/xjsxxm/apply/detail?id=${id}`);
  await app(applicant, '.hos-record-actions [data-action=followUp]').click();
  const report = app(applicant, '.ant-modal:has(.hos-action-form)');
  await report.locator('.hos-follow-up-cases input').fill('3');
  await report.locator('.hos-follow-up-complications input').fill('5');
  await report.locator('.hos-follow-up-adverseEvents input').fill('0');
  await report.locator('textarea.hos-action-comment').fill('首月开展 12 例，1 例术后轻度出血');
  await report.locator('.hos-action-confirm[data-action=followUp]').click();
  await expect(report.locator('.hos-action-error')).toBeVisible();
  await report.locator('.hos-follow-up-cases input').fill('12');
  await report.locator('.hos-follow-up-complications input').fill('1');
  await report.locator('.hos-action-confirm[data-action=followUp]').click();
  await expect(report).toBeHidden();
  await expect(app(applicant, '.hos-timeline-follow-up')).toContainText('12');
  // the second period's report
  await app(applicant, '.hos-record-actions [data-action=followUp]').click();
  await report.locator('.hos-follow-up-cases input').fill('8');
  await report.locator('.hos-follow-up-complications input').fill('0');
  await report.locator('.hos-follow-up-adverseEvents input').fill('0');
  await report.locator('textarea.hos-action-comment').fill('第二期 8 例，无并发症');
  await report.locator('.hos-action-confirm[data-action=followUp]').click();
  await expect(report).toBeHidden();
  await expect(app(applicant, '.hos-timeline-follow-up')).toHaveCount(2);

  // medical affairs, told by the bell, decides it routine: the follow-up is over
  expect(await openFromBell(medaff, name, /随访/)).toBe(id);
  await app(medaff, '.hos-record-actions [data-action=review]').click();
  const review = app(medaff, '.ant-modal:has(.hos-action-form)');
  await review.locator('.hos-action-outcome label:has(input[value=routine])').click();
  await review.locator('textarea.hos-action-comment').fill('开展 12 例，效果确切，转为常规技术');
  await review.locator('.hos-action-confirm[data-action=review]').click();
  await expect(review).toBeHidden();
  await expect(detailState(medaff)).toHaveAttribute('data-state', 'archived');
  expect(await timelineActions(medaff)).toEqual(['submit', 'approve', 'return', 'resubmit', 'approve', 'vote', 'vote', 'vote', 'vote', 'vote', 'followUp', 'followUp', 'review']);

  // the register (评审管理 › 技术台账) shows it routine with both reports summed; medical affairs records its
  // filing with the health authority and exports the restricted technologies' filing sheet
  await medaff.goto('/xjsxxm/review?tab=register');
  await app(medaff, '.hos-filter input').first().fill(name);
  await app(medaff, '.hos-filter button[type=submit]').click();
  const row = app(medaff, '.hos-tech-register .ant-table-row').filter({ hasText: name });
  await expect(row.locator('.hos-tech-status')).toHaveAttribute('data-status', 'routine');
  await expect(row).toContainText('20');
  await expect(row.locator('.hos-filing')).toHaveAttribute('data-filed', '0');
  await row.locator('[data-action=filing]').click();
  const filing = app(medaff, '.hos-filing-dialog');
  await filing.locator('.hos-filing-no').fill('粤卫医备2026-031');
  const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  await filing.locator('.hos-filing-date input').fill(day);
  await filing.locator('.hos-filing-date input').press('Enter');
  await filing.locator('.hos-save-filing').click();
  await expect(filing).toBeHidden();
  await expect(row.locator('.hos-filing')).toHaveAttribute('data-filed', '1');
  await expect(row.locator('.hos-filing')).toContainText('粤卫医备2026-031');
  await app(medaff, '.hos-register-kind').click();
  await app(medaff, '.ant-select-item-option[title="限制类技术"]').click();
  await app(medaff, '.hos-filter button[type=submit]').click();
  await expect(row).toHaveCount(1);
  const download = medaff.waitForEvent('download');
  await app(medaff, '.hos-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^限制类技术备案与随访.*\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await file.path());
  const ws = wb.worksheets[0];
  const header = (ws.getRow(1).values as unknown[]).slice(1);
  let sheetRow: unknown[] | undefined;
  ws.eachRow((r, n) => { if (n > 1 && (r.values as unknown[]).includes(name)) sheetRow = (r.values as unknown[]).slice(1); });
  expect(sheetRow).toBeTruthy();
  const cell = (h: string) => sheetRow![header.indexOf(h)];
  expect([cell('备案编号'), cell('备案日期'), cell('随访报告数'), cell('累计例数'), cell('并发症例数'), cell('状态')]).toEqual(['粤卫医备2026-031', day, 2, 20, 1, '转常规']);

  // the applicant sees the decision; the limited-class catalogue lists it as routine
  expect(await openFromBell(applicant, name, /评估|转常规/)).toBe(id);
  await expect(app(applicant, '.hos-record-info')).toContainText('转常规');
  await applicant.goto('/xjsxxm/catalogue/limit');
  await expect(app(applicant, '.ant-table-row').filter({ hasText: name })).toContainText('转常规');
  await medaff.screenshot({ path: '.tmp/screens/workflow-tech-reviewed.png', fullPage: true });
});
