// Issue 26 §1 "Done when": a grade II unsafe event reaches its root-cause analysis step; the quality
// office names an investigation team; a member (who could not see the record before) writes the facts,
// builds a fishbone with causes on two categories (one by keyboard, one by mouse) and a why chain that
// ends in a root cause, and saves; the quality office turns the root cause into a measure linked to it
// and finishes the analysis; the measure is completed and verified; the case closes; the print view
// shows the analysis (the fishbone as SVG and as a nested list); a stranger cannot open the analysis.
// nurse02 / approver02 (心血管内科) report and head the event; quality01 is the quality office; nurse05
// (神经内科) is the team member (nurse03's password is changed by the password suite); owner01 owns the measure; approver03
// (普通外科's head; the notices suite resets nurse04's password) is the stranger.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { act, actOnMeasure, app, detailState, fillReport, openFromBell, signIn } from './workflowHelpers.ts';
import { auditLanguage, auditLayout } from './layoutAudit.ts';
import { analyse, BLOCKING, formatReport } from './a11yHelpers.ts';

const VALID = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.valid.json', 'utf8')).data as Record<string, unknown>;
const OTHER = 'Hos@2024demo';

const rca = (page: Page) => app(page, '.hos-rca');
const visibleOption = (page: Page, text: string) => app(page, `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option`).filter({ hasText: text }).first();

/** The answer's code of GET /api/v1/records/:id/analysis for a user (200, or the refusal). */
async function analysisStatus(request: import('@playwright/test').APIRequestContext, username: string, password: string, id: number): Promise<number> {
  const login = await (await request.post('/login', { data: { username, password } })).json();
  expect(login.data?.token, JSON.stringify(login)).toBeTruthy();
  const res = await request.get(`/api/v1/records/${id}/analysis`, { headers: { Authorization: 'Bearer ' + login.data.token } });
  // the envelope carries the refusal ({code: 404, msg})
  return ((await res.json()) as { code: number }).code;
}

test('a grade II event: team, fishbone, why chain, root cause, measure, close, print; a stranger is kept out', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const patient = `根因患者${Date.now() % 100000}`;

  // 1. the nurse reports a grade II fall; the department head approves: on to the analysis step
  const nurse = await signIn(browser, 'nurse02', OTHER, '/newBaqsj/report');
  await fillReport(nurse, { ...VALID, sjsx_patient_name: patient }, { type: '跌倒/坠床', grade: 'II' });
  await app(nurse, '.hos-submit-report').click();
  await expect(nurse).toHaveURL(/\/newBaqsj\/(myEscalation|lookDetail)/);
  const head = await signIn(browser, 'approver02', OTHER, '/biz/todo');
  const id = await openFromBell(head, patient, /待|处理|审核/);
  await act(head, 'approve', { comment: '情况属实' });
  const detail = `/newBaqsj/lookDetail?id=${id}`;

  // the team member cannot open it yet
  expect(await analysisStatus(request, 'nurse05', OTHER, id)).toBe(404);

  // 2. the quality office sees the analysis step and names the team
  const quality = await signIn(browser, 'quality01', 'Quality@2024', detail);
  await expect(detailState(quality)).toHaveAttribute('data-state', 'inProgress');
  await expect(rca(quality)).toBeVisible();
  await expect(rca(quality).locator('.hos-rca-team')).toContainText('尚未指定调查小组');
  await rca(quality).locator('.hos-rca-team-select').click();
  await quality.keyboard.type('何敏');
  await expect(visibleOption(quality, '何敏')).toBeVisible();
  await quality.keyboard.press('Enter');
  await quality.keyboard.press('Escape');
  await rca(quality).locator('.hos-rca-save-team').click();
  await expect(rca(quality).locator('.hos-rca-team .ant-tag')).toContainText('何敏');

  // 3. the member opens the record and edits the analysis
  const member = await signIn(browser, 'nurse05', OTHER, detail);
  await expect(rca(member)).toBeVisible();
  await expect(rca(member).locator('.hos-rca-save')).toBeVisible();
  await expect(rca(member).locator('.hos-rca-readonly')).toHaveCount(0);
  // a fact
  // the time is picked with the date-time picker (typed into it here, Enter takes it)
  await rca(member).locator('.hos-rca-add-fact .hos-rca-fact-at input').fill('2026-05-01 02:10');
  await rca(member).locator('.hos-rca-add-fact .hos-rca-fact-at input').press('Enter');
  await rca(member).locator('.hos-rca-fact-what').fill('患者夜间独自如厕时跌倒');
  await rca(member).locator('.hos-rca-fact-source').fill('护理记录');
  await rca(member).locator('.hos-rca-add-fact-btn').click();
  await expect(rca(member).locator('.hos-rca-fact')).toHaveCount(1);
  // by keyboard: on the bone "人员", A adds a cause, A again a cause under it, Escape-free: Enter commits
  const outline = rca(member).locator('.hos-rca-outline');
  await outline.locator('.hos-rca-category[data-id=people]').click();
  await outline.locator('.hos-rca-category[data-id=people]').press('a');
  await expect(rca(member).locator('.hos-rca-new-cause')).toBeFocused();
  await member.keyboard.type('夜间巡视间隔过长');
  await member.keyboard.press('Enter');
  // the new cause is focused in the list (ids: c1, c2 ... in the order they are made)
  const c1 = outline.locator('.hos-rca-cause[data-id=c1]');
  await expect(c1).toBeFocused();
  await expect(c1.locator('> .hos-rca-label')).toHaveText('夜间巡视间隔过长');
  await member.keyboard.press('a');
  await member.keyboard.type('夜班护士人力不足');
  await member.keyboard.press('Enter');
  const c2 = outline.locator('.hos-rca-cause[data-id=c2]');
  await expect(c2).toBeFocused();
  await expect(c2.locator('> .hos-rca-label')).toHaveText('夜班护士人力不足');
  await expect(c2).toHaveAttribute('aria-level', '3');
  // Enter edits the focused cause, Enter commits, the focus comes back to the list
  await member.keyboard.press('Enter');
  await expect(rca(member).locator('.hos-rca-cause-text')).toBeFocused();
  await member.keyboard.press('End');
  await member.keyboard.type('（夜班一人管 30 床）');
  await member.keyboard.press('Enter');
  await expect(c2).toBeFocused();
  await expect(c2.locator('> .hos-rca-label')).toHaveText('夜班护士人力不足（夜班一人管 30 床）');
  // by mouse: the bone "环境" in the drawing, its "add cause" button, the judgement
  await rca(member).locator('.hos-rca-fishbone .hos-rca-bone[data-category-id=environment] text').first().click();
  await rca(member).locator('.hos-rca-add-cause').click();
  await rca(member).locator('.hos-rca-new-cause').fill('卫生间地面湿滑');
  await rca(member).locator('.hos-rca-new-cause').press('Enter');
  await rca(member).locator('.hos-rca-cause-kind').getByText('促成因素').click();
  await expect(rca(member).locator('.hos-rca-fishbone .hos-rca-rib')).toHaveCount(3);
  // a why chain ending in a root cause on the bone "管理"
  await rca(member).locator('.hos-rca-new-chain').fill('为什么患者独自如厕');
  await rca(member).locator('.hos-rca-new-chain').press('Enter');
  const chain = rca(member).locator('.hos-rca-chain');
  for (const why of ['呼叫铃不在患者手边', '床旁物品摆放没有统一规范']) {
    await chain.locator('.hos-rca-next-why').fill(why);
    await chain.locator('.hos-rca-next-why').press('Enter');
  }
  await expect(chain.locator('.hos-rca-why')).toHaveCount(2);
  await chain.locator('.hos-rca-promote-category').click();
  await visibleOption(member, '管理').click();
  await chain.locator('.hos-rca-promote-do').click();
  const rootText = '床旁物品摆放没有统一规范';
  await expect(rca(member).locator('.hos-rca-root')).toContainText(rootText);
  await expect(rca(member).locator('.hos-rca-fishbone .hos-rca-rib[data-kind=root]')).toHaveCount(1);
  // the drawing and the list hold the same causes
  await expect(outline.locator('.hos-rca-cause')).toHaveCount(4);
  await expect(rca(member).locator('.hos-rca-fishbone .hos-rca-rib')).toHaveCount(4);
  await rca(member).locator('.hos-rca-save').click();
  await expect(rca(member)).toHaveAttribute('data-revision', '1');
  await expect(rca(member)).toHaveAttribute('data-dirty', '0');
  // axe finds nothing critical or serious in the section (the tree, the drawing, the fields)
  const found = (await analyse(member, 'rca', [{ fromShadowDom: ['hos-app', '.hos-rca'] }])).filter((f) => BLOCKING.has(f.impact));
  expect(found, formatReport(found, ['rca'])).toEqual([]);

  // a second save is revision 2; the first stays readable (read-only) from the revision picker
  // the time is picked with the date-time picker (typed into it here, Enter takes it)
  await rca(member).locator('.hos-rca-add-fact .hos-rca-fact-at input').fill('2026-05-01 02:15');
  await rca(member).locator('.hos-rca-add-fact .hos-rca-fact-at input').press('Enter');
  await rca(member).locator('.hos-rca-fact-what').fill('护士巡视时发现患者坐于地面');
  await rca(member).locator('.hos-rca-add-fact-btn').click();
  await rca(member).locator('.hos-rca-save').click();
  await expect(rca(member)).toHaveAttribute('data-revision', '2');
  await rca(member).locator('.hos-rca-revisions').click();
  await visibleOption(member, '第 1 版').click();
  await expect(rca(member).locator('.hos-rca-older')).toContainText('第 1 版');
  await expect(rca(member).locator('.hos-rca-fact')).toHaveCount(1);
  await expect(rca(member).locator('.hos-rca-save')).toHaveCount(0);
  await rca(member).locator('.hos-rca-older button').click();
  await expect(rca(member).locator('.hos-rca-fact')).toHaveCount(2);
  await expect(rca(member).locator('.hos-rca-save')).toBeVisible();
  if (process.env.RCA_SHOTS) {
    // screenshots and the layout and language walks of the section, for a person to look at
    const en = await signIn(browser, 'nurse05', OTHER, detail, 'en');
    for (const [lang, page] of [['zh-CN', member], ['en', en]] as const) {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 768 : 844 });
        await expect(rca(page).locator('.hos-rca-root')).toBeVisible();
        await rca(page).screenshot({ path: `.tmp/rca-${lang}-${width}.png` });
        await rca(page).locator('.ant-card-head').first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: `.tmp/rca-${lang}-${width}-top.png` });
        console.log(lang, width, JSON.stringify(await auditLayout(page)), JSON.stringify(await auditLanguage(page, lang)));
      }
    }
    await en.close();
    await member.setViewportSize({ width: 1366, height: 800 });
  }

  // 4. the quality office's page still shows revision 0: an edit saved there meets the member's save
  // (409); the toast and the banner say the same, in the user's language, and what was typed is kept.
  // Merging applies the typed problem to the member's latest revision (their facts and causes stay)
  await rca(quality).locator('.hos-rca-problem').fill('质控科的问题描述');
  await rca(quality).locator('.hos-rca-problem').press('Enter');
  await rca(quality).locator('.hos-rca-save').click();
  await expect(rca(quality).locator('.hos-rca-conflict')).toContainText('他人刚刚保存了新的版本');
  await expect(app(quality, '.ant-message-notice').filter({ hasText: '他人刚刚保存了新的版本' })).toContainText('合并到最新版本');
  await expect(rca(quality).locator('.hos-rca-problem')).toHaveValue('质控科的问题描述');
  await rca(quality).locator('.hos-rca-merge').click();
  await expect(rca(quality).locator('.hos-rca-merged')).toContainText('已把您的修改合并到第 2 版');
  await expect(rca(quality).locator('.hos-rca-merge-conflict')).toHaveCount(0);
  await expect(rca(quality)).toHaveAttribute('data-revision', '2');
  await expect(rca(quality).locator('.hos-rca-outline .hos-rca-cause')).toHaveCount(4);
  await expect(rca(quality).locator('.hos-rca-fact')).toHaveCount(2);
  await expect(rca(quality).locator('.hos-rca-problem')).toHaveValue('质控科的问题描述');
  await expect(rca(quality)).toHaveAttribute('data-dirty', '1');

  // leaving with unsaved edits asks first (accepted here: the member's analysis goes on)
  const asked = new Promise<string>((resolve) => quality.once('dialog', (d) => { resolve(d.type()); void d.accept(); }));
  await quality.reload();
  expect(await asked).toBe('beforeunload');

  // 5. the quality office turns the root cause into a measure linked to it and finishes the analysis
  await expect(rca(quality).locator('.hos-rca-root')).toHaveAttribute('data-unaddressed', '1');
  await rca(quality).locator('.hos-rca-propose').click();
  const dialog = app(quality, '.ant-modal:has(.hos-action-form)');
  await expect(dialog.locator('.hos-measure-cause')).toContainText(rootText);
  const measure = '制定床旁物品摆放规范，呼叫铃固定于床旁';
  const row = dialog.locator('.hos-measure-row[data-row="0"]');
  await row.locator('textarea.hos-measure-what').fill(measure);
  await row.locator('.hos-measure-owner').click();
  await quality.keyboard.type('王芳');
  await expect(app(quality, '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active')).toContainText('王芳');
  await quality.keyboard.press('Enter');
  const deadline = new Date(Date.now() + 7 * 86400_000);
  const day = `${deadline.getFullYear()}-${String(deadline.getMonth() + 1).padStart(2, '0')}-${String(deadline.getDate()).padStart(2, '0')}`;
  await row.locator('.hos-measure-deadline input').fill(day);
  await row.locator('.hos-measure-deadline input').press('Enter');
  await dialog.locator('.hos-action-confirm[data-action=assignMeasures]').click();
  await expect(dialog).toBeHidden();
  await expect(app(quality, '.hos-measures .hos-measure-cause-of')).toContainText(rootText);
  await expect(rca(quality).locator('.hos-rca-root')).toHaveAttribute('data-unaddressed', '0');
  await expect(rca(quality).locator('.hos-rca-root-measure')).toContainText(measure);
  await act(quality, 'approve', { comment: '分析完成' });
  await expect(detailState(quality)).toHaveAttribute('data-state', 'rectifying');

  // 6. the owner completes the measure, the quality office verifies it and closes the case
  const owner = await signIn(browser, 'owner01', 'Owner@2024', detail);
  await actOnMeasure(owner, measure, 'completeMeasure', { comment: '规范已发布，各病区已落实' });
  await quality.reload();
  await actOnMeasure(quality, measure, 'verifyMeasure');
  await app(quality, '.hos-record-actions [data-action=close]').click();
  const closeDialog = app(quality, '.ant-modal:has(.hos-action-form)');
  await closeDialog.locator('textarea.hos-action-comment').fill('根因已消除，措施已验证，结案');
  await closeDialog.locator('.hos-action-confirm[data-action=close]').click();
  await expect(closeDialog).toBeHidden();
  await expect(detailState(quality)).toHaveAttribute('data-state', 'closed');
  // after the step the analysis is read-only
  await expect(rca(quality).locator('.hos-rca-save')).toHaveCount(0);

  // 7. the print view shows the analysis: facts, the fishbone as SVG and as a nested list, the why chain,
  // the root cause with its measure
  await app(quality, '.hos-print').click();
  const preview = app(quality, '.hos-print-preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((el) => (el as HTMLIFrameElement).contentDocument?.body?.textContent ?? '')).toContain('根因分析');
  if (process.env.RCA_SHOTS) {
    // the print document alone, at A4 width (210 mm at 96 dpi) with the print styles
    const doc = await preview.evaluate((el) => (el as HTMLIFrameElement).srcdoc);
    const sheet = await quality.context().newPage();
    await sheet.setViewportSize({ width: 794, height: 1123 });
    await sheet.emulateMedia({ media: 'print' });
    await sheet.setContent(doc);
    await sheet.screenshot({ path: '.tmp/rca-print.png', fullPage: true });
    await sheet.close();
  }
  const printed = await preview.evaluate((el) => {
    const doc = (el as HTMLIFrameElement).contentDocument!;
    return {
      text: doc.body.textContent ?? '',
      svgTexts: [...doc.querySelectorAll('svg.rca-fishbone text')].map((t) => t.textContent ?? ''),
      outline: [...doc.querySelectorAll('ul.rca-outline li')].length,
    };
  });
  for (const text of ['事件经过', '患者夜间独自如厕时跌倒', '鱼骨图', '五个为什么', '呼叫铃不在患者手边', rootText, measure]) expect(printed.text).toContain(text);
  expect(printed.svgTexts.join('|')).toContain('卫生间地面湿滑');
  expect(printed.svgTexts.join('|')).toContain('人员');
  // 6 categories + 4 causes
  expect(printed.outline).toBe(10);

  // 8. a stranger (a nurse of another department, never involved) cannot open the record or its analysis
  expect(await analysisStatus(request, 'approver03', 'Approve@2024', id)).toBe(404);
  const stranger = await signIn(browser, 'approver03', 'Approve@2024', detail);
  await expect(app(stranger, '.ant-alert-error')).toBeVisible();
  await expect(rca(stranger)).toHaveCount(0);
  // the team member still may (read-only now)
  expect(await analysisStatus(request, 'nurse05', OTHER, id)).toBe(200);
});
