// What an embed costs on the wire (issue 36 §2): a host page on a site of its own with only the bell, and one
// with only the renderer (its form from the library, as demo/embed/portal.html does), signed in by the portal's
// token cookie, in Chromium with the cache off. Counted from the browser's own network events: the requests and
// the bytes transferred (compressed, headers included) until the element first paints (the bell's button; the
// renderer's whenReady() with the form drawn), and in the 10 s after that (chunks fetched in idle time, the
// bell's list, the session's checks, fonts). Checked against EMBED_BUDGETS of scripts/size-budgets.mjs by the
// size stage of `npm test`; `node scripts/embed-cost.mjs` prints the figures alone.
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBenchBrowser, startBenchServer } from './lib/benchServer.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const AFTER_MS = 10_000;

const pages = {
  'bell page': (api) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script>window.HOS_CONFIG = { apiBase: '${api}', oldApiBase: '${api}/xjs-api' };</script>
<script type="module" src="${api}/dist/hos-message-bell.js"></script></head>
<body><header>门户 <hos-message-bell variant="old"></hos-message-bell></header></body></html>`,
  'renderer page': (api) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script>window.HOS_CONFIG = { apiBase: '${api}', oldApiBase: '${api}/xjs-api' };</script>
<script type="module" src="${api}/dist/hos-form-renderer.js"></script></head>
<body><hos-form-renderer id="f"></hos-form-renderer>
<script type="module">
  import { hosSession } from '${api}/dist/hos-session.js';
  const f = document.getElementById('f');
  f.schema = (await hosSession.forms.byCode('05-unsafe-event-report')).schema;
</script></body></html>`,
};

/** the element has painted what it was given */
const painted = {
  'bell page': () => Boolean(document.querySelector('hos-message-bell')?.shadowRoot?.querySelector('.hos-bell-trigger')),
  'renderer page': () => {
    const el = document.querySelector('hos-form-renderer');
    return Boolean(el && el.schema && el.shadowRoot?.querySelector('[data-path="event_images"]'));
  },
};

/** Measures each page; resolves with `{ [page]: { beforePaint: {requests, kb}, after: {requests, kb}, paintMs } }`. */
export async function measureEmbedCosts({ port = 8931 } = {}) {
  const api = `http://127.0.0.1:${port}`;
  const hostPort = port + 1;
  const server = await startBenchServer({ root: ROOT, port, dataDir: resolve(ROOT, '.tmp/embed-cost-data'), env: { HOS_CORS_ORIGINS: `http://127.0.0.1:${hostPort}` } });
  const host = createServer((req, res) => {
    const make = pages[decodeURIComponent((req.url ?? '/').slice(1))];
    res.writeHead(make ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(make ? make(api) : 'not found');
  });
  await new Promise((r) => host.listen(hostPort, '127.0.0.1', r));
  const browser = await launchBenchBrowser();
  const out = {};
  try {
    const login = await (await fetch(`${api}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'committee01', password: 'Committee@2024' }) })).json();
    const token = login?.data?.token;
    if (!token) throw new Error(`sign-in for the measure failed: ${JSON.stringify(login).slice(0, 200)}`);
    for (const name of Object.keys(pages)) {
      const context = await browser.newContext();
      // the portal's token cookie (cookies are per host: the API's and the portal's alike)
      await context.addCookies([{ name: 'Admin-Token', value: token, domain: '127.0.0.1', path: '/' }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const started = new Map();
      const done = [];
      cdp.on('Network.requestWillBeSent', (e) => { if (!started.has(e.requestId)) started.set(e.requestId, { url: e.request.url, at: Date.now() }); });
      cdp.on('Network.loadingFinished', (e) => { const s = started.get(e.requestId); if (s) done.push({ ...s, bytes: e.encodedDataLength }); });
      cdp.on('Network.loadingFailed', (e) => { const s = started.get(e.requestId); if (s) done.push({ ...s, bytes: 0, failed: e.errorText }); });
      const t0 = Date.now();
      await page.goto(`http://127.0.0.1:${hostPort}/${encodeURIComponent(name)}`);
      await page.waitForFunction(painted[name], undefined, { timeout: 60_000, polling: 20 });
      const paintAt = Date.now();
      await page.waitForTimeout(AFTER_MS);
      const sum = (list) => ({ requests: list.length, kb: Math.round(list.reduce((n, r) => n + r.bytes, 0) / 102.4) / 10 });
      const before = done.filter((r) => r.at <= paintAt && !r.url.startsWith('data:'));
      const after = done.filter((r) => r.at > paintAt && !r.url.startsWith('data:'));
      const failed = done.filter((r) => r.failed);
      if (failed.length) throw new Error(`${name}: requests failed: ${failed.map((r) => `${r.url} ${r.failed}`).join(', ')}`);
      out[name] = { beforePaint: sum(before), after: sum(after), paintMs: paintAt - t0, urls: { before: before.map((r) => r.url), after: after.map((r) => r.url) } };
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise((r) => host.close(r));
    server.stop();
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const costs = await measureEmbedCosts();
  for (const [name, c] of Object.entries(costs)) {
    console.log(`${name}: before the first paint ${c.beforePaint.requests} requests, ${c.beforePaint.kb} KB; in the 10 s after it ${c.after.requests} requests, ${c.after.kb} KB (painted after ${c.paintMs} ms)`);
    if (process.argv.includes('--urls')) console.log(c.urls);
  }
  process.exit(0);
}
