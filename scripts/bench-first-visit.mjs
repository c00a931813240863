// Benchmark of first visits (issue 34 §5): the reference server on a fresh data directory, the built bundle from
// dist/, Debian's Chromium, signed in once per account through the login page, then every visit with the browser's cache off (a
// first visit's downloads). Measures, in ms:
//   - each administration page (users, menus, settings, roles) from the navigation's start to its content
//     (the table's first row, or the settings form), signed in as the account that works there;
//   - dialogs, from the click on the button that opens them to the dialog's fields drawn, a while after the page
//     came (an idle moment has passed): 新建检查轮次 (quality office), 编辑用户 (system administrator).
// With --load, a busy loop keeps one of the two cores busy throughout (the "under moderate load").
// Measurements, not pass/fail. Goals (issue 34 §5): a page <= 1500 ms to content, a dialog <= 300 ms to open.
// Usage: node scripts/bench-first-visit.mjs [runs] [--load]   -> table on stdout, bench-results/first-visit.json
import { Worker } from 'node:worker_threads';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { launchBenchBrowser, startBenchServer } from './lib/benchServer.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.argv.find((a) => /^\d+$/.test(a)) || 5);
const LOAD = process.argv.includes('--load');
const PORT = 8300 + Math.floor(Math.random() * 600);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA = join(ROOT, '.tmp/bench-first-visit-data');

const PAGES = [
  { name: 'users', user: ['admin', 'Admin@2024'], path: '/upms/sysuser', ready: '.ant-table-tbody tr.ant-table-row' },
  { name: 'menus', user: ['admin', 'Admin@2024'], path: '/newUpms/menu', ready: '.ant-table-tbody tr.ant-table-row' },
  { name: 'roles', user: ['secadmin', 'Security@2024'], path: '/newUpms/role', ready: '.ant-table-tbody tr.ant-table-row' },
  { name: 'settings', user: ['admin', 'Admin@2024'], path: '/newUpms/settings', ready: 'form .ant-form-item input' },
];
const DIALOGS = [
  { name: '新建检查轮次', user: ['quality01', 'Quality@2024'], path: '/quality/rounds', page: '.hos-new-round', open: '.hos-new-round', ready: '.hos-round-dialog .ant-form-item input' },
  { name: '编辑用户', user: ['admin', 'Admin@2024'], path: '/upms/sysuser', page: '.ant-table-tbody tr.ant-table-row', open: '.ant-table-tbody tr.ant-table-row .ant-btn-link', ready: '.ant-modal .ant-form-item input' },
];

const { stop: stopServer } = await startBenchServer({ root: ROOT, port: PORT, dataDir: DATA });
const burner = LOAD ? new Worker('const end = Date.now() + 36e5; while (Date.now() < end) {}', { eval: true }) : null;
const stop = () => { stopServer(); void burner?.terminate(); };
process.on('exit', stop);

const browser = await launchBenchBrowser();
const contexts = new Map();
/** One browser context per account, signed in through the login page once (as a person does). */
async function contextOf([username, password]) {
  if (!contexts.has(username)) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    // polls from each document's start for the selector the visit waits for (window.__want)
    await context.addInitScript(() => {
      if (location.protocol === 'about:') return;
      const tick = () => {
        const sel = sessionStorage.getItem('bench-want');
        const root = document.querySelector('hos-app')?.shadowRoot;
        if (sel && root?.querySelector(sel)) window.__readyAt = performance.now();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('[pageerror]', e.message));
    await page.goto(`${BASE}/login`);
    const app = (sel) => page.locator(`hos-app ${sel}`);
    await app('input[name=username]').fill(username);
    await app('input[name=password]').fill(password);
    await app('[data-testid=login-submit]').click();
    await app('[data-testid=layout]').waitFor({ timeout: 60_000 }).catch(async (e) => {
      await page.screenshot({ path: join(ROOT, '.tmp/bench-first-visit-failed.png') });
      throw new Error(`${username} could not sign in (screenshot: .tmp/bench-first-visit-failed.png; ${page.url()})`, { cause: e });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    contexts.set(username, page);
  }
  return contexts.get(username);
}

/** `path` with the browser's cache off (a first visit's downloads); ms from the navigation's start to `ready`. */
async function firstVisit(user, path, ready) {
  const page = await contextOf(user);
  await page.evaluate((sel) => sessionStorage.setItem('bench-want', sel), ready);
  // from an empty tab, as a first visit starts: not from the last visit's page, whose work after its content
  // (its header's bell, its table's last rows) would hold the next navigation back (its unload came up to 1.5 s
  // into the timed navigation when the visits followed each other directly)
  await page.goto('about:blank');
  await page.goto(`${BASE}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__readyAt !== undefined, null, { timeout: 60_000 }).catch(async (e) => {
    await page.screenshot({ path: join(ROOT, '.tmp/bench-first-visit-failed.png') });
    throw new Error(`${path} as ${user[0]}: ${ready} not drawn in 60 s (screenshot: .tmp/bench-first-visit-failed.png; ${page.url()})`, { cause: e });
  });
  return { page, at: await page.evaluate(() => window.__readyAt) };
}

const samples = {};
for (let run = 0; run < RUNS; run++) {
  for (const p of PAGES) {
    const { at } = await firstVisit(p.user, p.path, p.ready);
    (samples[`page ${p.name}`] ??= []).push(at);
  }
  for (const d of DIALOGS) {
    const { page } = await firstVisit(d.user, d.path, d.page);
    // the page has come; a person reads it before clicking (the idle moment the code may use)
    await page.waitForTimeout(3000);
    const ms = await page.evaluate(({ open, ready }) => new Promise((done) => {
      const root = document.querySelector('hos-app').shadowRoot;
      const t0 = performance.now();
      root.querySelector(open).click();
      // drawn and shown (a closed dialog kept in the page has its fields, hidden)
      const shown = () => [...root.querySelectorAll(ready)].some((el) => el.getClientRects().length > 0);
      const tick = () => (shown() ? done(performance.now() - t0) : requestAnimationFrame(tick));
      tick();
    }), d);
    (samples[`dialog ${d.name}`] ??= []).push(ms);
  }
}
await browser.close();
stop();

const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const rows = Object.entries(samples).map(([what, a]) => ({ what, median: Math.round(median(a)), min: Math.round(Math.min(...a)), max: Math.round(Math.max(...a)) }));
console.log(`\nfirst visits${LOAD ? ', one core kept busy' : ''}, ${RUNS} runs each, cache empty (page: ms from the navigation's start to its content; dialog: ms from the click to its fields)`);
console.log('| what | median | min | max |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.what} | ${r.median} | ${r.min} | ${r.max} |`);
await mkdir(join(ROOT, 'bench-results'), { recursive: true });
await writeFile(join(ROOT, 'bench-results/first-visit.json'), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, load: LOAD, results: rows, samples }, null, 2) + '\n');
process.exit(0);
