// Cross-origin embedding (issue 11 §3): a host page on another origin loads <hos-form-renderer> and
// <hos-message-bell> from the API server's /dist with `apiBase` pointing at the API server, signs in and
// loads data through CORS (the webServer runs with HOS_CORS_ORIGINS = this host origin). A host on an
// origin that is not allowed cannot sign in.
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';

const API = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8181)}`;
/** allowed in playwright.config.ts (HOS_CORS_ORIGINS) */
const HOST_PORT = Number(process.env.E2E_PORT || 8181) + 1;
/** not allowed */
const STRANGER_PORT = HOST_PORT + 1;

/** The host page: its own configuration first, then the elements straight from the API server. */
const hostPage = () => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>host page</title>
<script src="/host-config.js"></script>
<script type="module" src="${API}/dist/hos-form-renderer.js"></script>
<script type="module" src="${API}/dist/hos-message-bell.js"></script>
</head><body>
<h1>另一个站点的门户</h1>
<hos-message-bell id="bell" variant="old"></hos-message-bell>
<hos-form-renderer id="form"></hos-form-renderer>
</body></html>`;

const hostConfig = `window.HOS_CONFIG = { apiBase: ${JSON.stringify(API)}, oldApiBase: ${JSON.stringify(API + '/xjs-api')} };`;

function startHost(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/host-config.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(hostConfig);
    } else if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(hostPage());
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

let host: Server;
let stranger: Server;
test.beforeAll(async () => {
  host = await startHost(HOST_PORT);
  stranger = await startHost(STRANGER_PORT);
});
test.afterAll(async () => {
  await new Promise((r) => host.close(r));
  await new Promise((r) => stranger.close(r));
});

/** Signs in through the page's shared runtime, as a host page script would; the error text when it fails. */
function signIn(page: Page, username: string, password: string): Promise<string> {
  return page.evaluate(async ([u, p]) => {
    await customElements.whenDefined('hos-form-renderer');
    const rt = (window as unknown as Record<symbol, { session: { login(a: object): Promise<unknown>; getInfo(): Promise<unknown> } }>)[Symbol.for('hos.runtime.v1')];
    try {
      await rt.session.login({ username: u, password: p });
      await rt.session.getInfo();
      return 'ok';
    } catch (e) {
      return String((e as Error).message || e);
    }
  }, [username, password]);
}

test('a host page on an allowed origin embeds the renderer and the bell from the API server and signs in across origins', async ({ page }) => {
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`));
  const crossOrigin: string[] = [];
  page.on('request', (r) => { if (r.url().startsWith(API + '/')) crossOrigin.push(`${r.method()} ${new URL(r.url()).pathname}`); });

  await page.goto(`http://127.0.0.1:${HOST_PORT}/`);
  expect(await signIn(page, 'committee01', 'Committee@2024')).toBe('ok');

  // data across origins: the form library into the renderer
  await page.evaluate(async () => {
    const rt = (window as unknown as Record<symbol, { http: { shared: { get(u: string): Promise<{ schema: unknown }> } } }>)[Symbol.for('hos.runtime.v1')];
    const el = document.getElementById('form') as HTMLElement & { schema: unknown; whenReady(): Promise<void> };
    el.schema = (await rt.http.shared.get('/api/v1/forms/by-code/05-unsafe-event-report')).schema;
    await el.whenReady();
  });
  await expect(page.locator('#form [data-path="event_images"]')).toBeVisible();

  // the bell counts the signed-in user's unread messages from the API server
  await expect.poll(async () => Number(await page.locator('hos-message-bell#bell .hos-bell').getAttribute('data-unread'))).toBeGreaterThan(0);

  expect(crossOrigin).toContain('POST /login');
  expect(crossOrigin.some((r) => r.startsWith('GET /dist/'))).toBe(true);
  expect(failed).toEqual([]);
});

test('a host page on an origin that is not allowed cannot sign in', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${STRANGER_PORT}/`);
  // the elements still load (the bundle is public code), but the API refuses the preflight
  const result = await signIn(page, 'committee01', 'Committee@2024');
  expect(result).not.toBe('ok');
});
