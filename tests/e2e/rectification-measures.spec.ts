// A quality inspection's rectification (issue 35 §4): the quality office opens it on a low item of a
// submitted sheet and assigns a measure to owner01 (by API: the set-up is not what is tested); the owner
// sees the measure on the record page and reports it done with evidence (a note and a file); the quality
// office sees the evidence and verifies it, and the record waits for its close. People are signed in by
// API and the session cookie. Screenshots go to /tmp/rectification-*.png.
import { writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { actOnMeasure, app } from './workflowHelpers.ts';

type Api = { token: string; userId: number; get(path: string): Promise<any>; post(path: string, body: unknown): Promise<any> };

/** A session by API (POST /login) whose calls carry its token. */
async function apiAs(page: Page, username: string, password: string): Promise<Api> {
  const login = (await (await page.request.post('/login', { data: { username, password } })).json()).data as { token: string; user: { id: number } };
  const headers = { Authorization: `Bearer ${login.token}` };
  const data = async (res: Awaited<ReturnType<Page['request']['get']>>) => {
    const body = await res.json() as { code: number; data: any };
    expect(body.code, JSON.stringify(body)).toBe(200);
    return body.data;
  };
  return {
    token: login.token, userId: login.user.id,
    get: async (path) => data(await page.request.get(path, { headers })),
    post: async (path, body) => data(await page.request.post(path, { headers, data: body })),
  };
}

/** A page of its own signed in by the session cookie the app reads (Admin-Token), at `path`. */
async function pageAs(browser: Browser, token: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('language', 'zh-CN'));
  const base = test.info().project.use.baseURL!;
  await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
  const page = await context.newPage();
  await page.goto(path);
  await expect(app(page, '[data-testid=layout]')).toBeVisible();
  return page;
}

const measureRow = (page: Page, what: string) => app(page, '.hos-measures .hos-measure').filter({ hasText: what });

test('the owner of an inspection rectification completes its measure with evidence; the quality office verifies it', async ({ browser, page }) => {
  const office = await apiAs(page, 'quality01', 'Quality@2024');
  const owner = await apiAs(page, 'owner01', 'Owner@2024');
  // a submitted sheet with an item that lost points and has no rectification yet
  const rounds = (await office.get('/api/v1/quality/rounds?pageSize=50')).list as { id: number }[];
  let opened: { sheetId: number; itemId: string } | null = null;
  for (const r of rounds) {
    const round = await office.get(`/api/v1/quality/rounds/${r.id}`) as { sheets?: { id: number; status: string }[] };
    for (const sh of (round.sheets ?? []).filter((x) => x.status === 'submitted')) {
      const view = await office.get(`/api/v1/quality/sheets/${sh.id}`) as { score: { items: Record<string, { lost: number }> }; rectifications: { itemId: string }[] };
      const taken = new Set(view.rectifications.map((x) => x.itemId));
      const item = Object.entries(view.score.items).find(([id, s]) => s.lost > 0 && !taken.has(id));
      if (item) { opened = { sheetId: sh.id, itemId: item[0] }; break; }
    }
    if (opened) break;
  }
  expect(opened, 'a submitted sheet with a low item').not.toBeNull();
  const { recordId } = await office.post(`/api/v1/quality/sheets/${opened!.sheetId}/rectifications`, { itemId: opened!.itemId });
  const what = `每周自查并记录（E2E ${recordId}）`;
  const rec = await office.get(`/api/v1/records/${recordId}`);
  await office.post(`/api/v1/records/${recordId}/actions/assignMeasures`, {
    version: rec.version, measures: [{ what, ownerUserId: owner.userId, deadline: Date.now() + 7 * 86_400_000 }],
  });

  // the owner: the measure on the record page, reported done with a note and a file
  const ownerPage = await pageAs(browser, owner.token, `/newBaqsj/lookDetail?id=${recordId}`);
  await expect(app(ownerPage, '.hos-record-detail')).toHaveAttribute('data-state', 'rectifying');
  await expect(measureRow(ownerPage, what)).toBeVisible();
  await expect(measureRow(ownerPage, what).locator('[data-action=verifyMeasure]')).toHaveCount(0);
  const file = test.info().outputPath('自查记录.pdf');
  writeFileSync(file, '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  await actOnMeasure(ownerPage, what, 'completeMeasure', { comment: '已完成自查，记录见附件', file });
  await expect(measureRow(ownerPage, what)).toContainText('已完成自查，记录见附件');
  await expect(measureRow(ownerPage, what).locator('[data-action=completeMeasure]')).toHaveCount(0);
  await ownerPage.screenshot({ path: '/tmp/rectification-owner-zh.png', fullPage: true });

  // the quality office: the measure with its evidence, verified; the record waits for the close
  const officePage = await pageAs(browser, office.token, `/newBaqsj/lookDetail?id=${recordId}`);
  await expect(measureRow(officePage, what)).toContainText('已完成自查，记录见附件');
  await expect(measureRow(officePage, what)).toContainText('自查记录.pdf');
  await actOnMeasure(officePage, what, 'verifyMeasure', { comment: '整改到位' });
  await expect(app(officePage, '.hos-ready-to-close')).toBeVisible();
  await expect(app(officePage, '.hos-record-detail')).toHaveAttribute('data-state', 'inProgress');
  await officePage.screenshot({ path: '/tmp/rectification-office-zh.png', fullPage: true });
  await ownerPage.context().close();
  await officePage.context().close();
});
