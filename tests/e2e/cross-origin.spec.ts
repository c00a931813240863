// The README's embedding page on a site of its own (issue 11 §3, issue 36 §1): demo/embed/portal.html, the page
// the README shows word for word (tests/unit/tooling/readmeEmbed.test.ts), served by scripts/embed-demo.mjs from a
// second port as the old portal would serve it, with the elements and the session straight from the API server.
// On the allowed site (playwright.config.ts: HOS_CORS_ORIGINS) the renderer's own dialog signs in, the bell shows
// the API's unread count and the form from the library submits a report; an SSO ticket signs in with no dialog.
// On a site the server does not list, the elements say so in the page's language and the console names the setting.
import type { Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
// @ts-expect-error - a plain .mjs script of the project
import { startEmbedDemo } from '../../scripts/embed-demo.mjs';

const API = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8181)}`;
/** allowed in playwright.config.ts (HOS_CORS_ORIGINS) */
const HOST_PORT = Number(process.env.E2E_PORT || 8181) + 1;
/** not allowed */
const STRANGER_PORT = HOST_PORT + 1;
const USER = { username: 'committee01', password: 'Committee@2024' };

let host: Server;
let stranger: Server;
test.beforeAll(async () => {
  host = await startEmbedDemo({ port: HOST_PORT, api: API });
  stranger = await startEmbedDemo({ port: STRANGER_PORT, api: API });
});
test.afterAll(async () => {
  await new Promise((r) => host.close(r));
  await new Promise((r) => stranger.close(r));
});

async function token(request: APIRequestContext): Promise<string> {
  return (await (await request.post(`${API}/login`, { data: USER })).json()).data.token;
}

/** what the bell counts: unread messages and unread notices, read from the API */
async function unreadOnServer(request: APIRequestContext, t: string): Promise<number> {
  const headers = { Authorization: 'Bearer ' + t };
  const messages = (await (await request.post(`${API}/xjs-api/MTSaas/tSysMessage/doQueryPage`, { headers, data: { operate_status: 0, pageIndex: 1, pageSize: 9999 } })).json()).resData.total;
  const notices = (await (await request.get(`${API}/api/v1/notice?unread=1&pageSize=20`, { headers })).json()).data.list.length;
  return messages + notices;
}

async function signInByDialog(page: Page): Promise<void> {
  const dialog = page.locator('hos-form-renderer .hos-relogin');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ant-modal-title')).toHaveText('登录');
  await dialog.locator('input[name=username]').fill(USER.username);
  await dialog.locator('input[name=password]').fill(USER.password);
  await dialog.locator('.hos-relogin-submit').click();
}

test('the README\'s page on an allowed site: the element\'s own sign-in, the bell\'s unread count, a report submitted', async ({ page, request }) => {
  const failed: string[] = [];
  // (the fixture's data names pictures on a site this machine cannot reach)
  page.on('requestfailed', (r) => { if (r.url().startsWith('http://127.0.0.1:')) failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`); });
  const crossOrigin: string[] = [];
  page.on('request', (r) => { if (r.url().startsWith(API + '/')) crossOrigin.push(`${r.method()} ${new URL(r.url()).pathname}`); });

  await page.goto(`http://127.0.0.1:${HOST_PORT}/`);
  await signInByDialog(page);
  await expect(page.locator('#who')).toHaveText('已登录：林国栋');

  // the bell counts what the API counts
  const unread = await unreadOnServer(request, await token(request));
  expect(unread).toBeGreaterThan(0);
  await expect(page.locator('hos-message-bell .hos-bell')).toHaveAttribute('data-unread', String(unread));

  // the form from the library: nothing typed yet, so submitting says what is missing
  const form = page.locator('#report');
  await expect(form.locator('[data-path="event_images"]')).toBeVisible();
  await page.locator('#submit').click();
  await expect(page.locator('#result')).toHaveText(/./);
  expect(await page.locator('#result').textContent()).not.toMatch(/^已上报/);

  // filled (as a user would have typed it), it files the report on the server
  const data = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.valid.json', 'utf8')).data;
  await form.evaluate((el, v) => { (el as HTMLElement & { value: unknown }).value = v; }, data);
  await expect(form.locator('[data-path="sjsx_patient_name"] input').first()).toHaveValue(data.sjsx_patient_name);
  await page.locator('#submit').click();
  await expect(page.locator('#result')).toHaveText(/^已上报：.+（编号 \d+）$/);
  const id = Number((await page.locator('#result').textContent())!.match(/编号 (\d+)/)![1]);
  const record = (await (await request.get(`${API}/api/v1/records/${id}`, { headers: { Authorization: 'Bearer ' + (await token(request)) } })).json()).data;
  expect(record).toMatchObject({ module: 'baqsj', state: 'inProgress', createdByName: '林国栋' });
  expect(record.formId).toBeGreaterThan(0);
  // the category and grade the form's own fields chose; the patient's name as this reader may see it (masked)
  expect([record.eventType, record.grade]).toEqual(['fall', 'III']);
  expect(record.data.sjsx_patient_name).toMatch(new RegExp('^' + data.sjsx_patient_name[0]));

  expect(crossOrigin).toContain('POST /login');
  expect(crossOrigin).toContain('POST /api/v1/records');
  expect(crossOrigin.some((r) => r.startsWith('GET /dist/hos-elements.js'))).toBe(true);
  expect(failed).toEqual([]);
});

test('an SSO ticket in the address signs the README\'s page in without a dialog, once', async ({ page, request }) => {
  const ticket = (await (await request.post(`${API}/api/v1/sso/ticket`, { headers: { Authorization: 'Bearer ' + (await token(request)) } })).json()).data.ticket;
  await page.goto(`http://127.0.0.1:${HOST_PORT}/?ticket=${encodeURIComponent(ticket)}`);
  await expect(page.locator('#who')).toHaveText('已登录：林国栋');
  await expect(page.locator('#report [data-path="event_images"]')).toBeVisible();
  await expect(page.locator('hos-form-renderer .hos-relogin')).toHaveCount(0);
  // the ticket left the address, and a spent one signs nobody in
  expect(new URL(page.url()).search).toBe('');
  await page.context().clearCookies();
  await page.goto(`http://127.0.0.1:${HOST_PORT}/?ticket=${encodeURIComponent(ticket)}`);
  await expect(page.locator('hos-form-renderer .hos-relogin')).toBeVisible();
  await expect(page.locator('#who')).toHaveText('未登录');
});

test('on a site the server does not list, the elements say so in the page\'s language and the console names the setting', async ({ page }) => {
  const lines: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' && m.text().startsWith('[hos]')) lines.push(m.text()); });
  const site = `http://127.0.0.1:${STRANGER_PORT}`;
  await page.goto(site + '/');
  await signInByDialog(page);
  const words = `HOS 服务器 ${API} 不接受来自本站点（${site}）的调用：请信息科在服务器设置 HOS_CORS_ORIGINS 中加入本站点。`;
  // the dialog says why it cannot sign in, and the renderer says it above the form
  await expect(page.locator('hos-form-renderer .hos-relogin .ant-form-item-explain')).toHaveText(words);
  await expect(page.locator('hos-form-renderer .hos-unreachable')).toHaveText(words);
  expect(lines).toEqual([`[hos] the HOS server ${API} refuses calls from ${site}: add ${site} to the server's HOS_CORS_ORIGINS (docs/security.md)`]);
  await page.locator('hos-form-renderer .hos-relogin .ant-modal-footer button').first().click();
  // the bell marks itself and says it in its list
  await expect(page.locator('hos-message-bell .hos-bell-warn')).toBeVisible();
  await page.locator('hos-message-bell .hos-bell-trigger').click();
  await expect(page.locator('hos-message-bell .hos-bell-error')).toContainText(words);

  // in English, the same in English
  await page.evaluate(async (api) => (await import(`${api}/dist/hos-session.js`)).hosSession.setLanguage('en'), API);
  await expect(page.locator('hos-form-renderer .hos-unreachable')).toHaveText(`The HOS server ${API} does not accept calls from this site (${site}): ask IT to add this site to the server's HOS_CORS_ORIGINS setting.`);
});
