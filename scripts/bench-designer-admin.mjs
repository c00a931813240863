// Benchmark of demo/designer-admin.html (issue 31 §5: "4-5 s to a usable canvas"): the reference server on a
// fresh data directory, the built bundle from dist/, Debian's Chromium. A signed-in admin opens the page; each
// run measures, from the navigation's start: `canvas` (the designer drawn, its tools usable), `loaded` (the
// library's first form on the canvas) and `drop` (a palette item clicked as soon as the form is in has its row
// on the canvas: the designer takes a drop). Warm runs (the browser's cache as a returning admin has it) and
// cold runs (cache disabled). Measurements, not pass/fail.
// Usage: node scripts/bench-designer-admin.mjs [runs]   -> table on stdout, bench-results/designer-admin.json
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { launchBenchBrowser, startBenchServer } from './lib/benchServer.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.argv[2] || 7);
const PORT = 8300 + Math.floor(Math.random() * 600);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA = join(ROOT, '.tmp/bench-designer-admin-data');

const { stop } = await startBenchServer({ root: ROOT, port: PORT, dataDir: DATA });

const browser = await launchBenchBrowser();
const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
const page = await context.newPage();
page.on('pageerror', (e) => console.error('[pageerror]', e.message));
await page.goto(`${BASE}/designer-admin.html`);
await page.locator('#login button[type=submit]').click();
await page.waitForFunction(() => document.body.dataset.loaded);
const cdp = await context.newCDPSession(page);

/** one visit: the three moments, in ms from the navigation's start */
async function visit() {
  await page.goto(`${BASE}/designer-admin.html`, { waitUntil: 'commit' });
  return page.evaluate(() => new Promise((done) => {
    const t = {};
    const tick = () => {
      const root = document.querySelector('hos-form-designer')?.shadowRoot;
      const now = performance.now();
      if (!t.canvas && root?.querySelector('.fd-canvas .fd-root-list')) t.canvas = now;
      if (t.canvas && !t.loaded && document.body?.dataset.loaded && root.querySelector('.fd-item')) {
        t.loaded = now;
        const rows = root.querySelectorAll('.fd-item').length;
        root.querySelector('.fd-palette-item[data-type="input"]').click();
        const dropped = () => (root.querySelectorAll('.fd-item').length > rows ? done({ ...t, drop: performance.now() }) : requestAnimationFrame(dropped));
        dropped();
        return;
      }
      requestAnimationFrame(tick);
    };
    tick();
  }));
}

const samples = { warm: [], cold: [] };
for (const kind of ['warm', 'cold']) {
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: kind === 'cold' });
  await visit(); // unmeasured: the cache as the kind has it
  for (let run = 0; run < RUNS; run++) samples[kind].push(await visit());
}
await browser.close();
stop();

const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const rows = [];
for (const [kind, runs] of Object.entries(samples)) {
  for (const m of ['canvas', 'loaded', 'drop']) {
    const a = runs.map((r) => r[m]);
    rows.push({ kind, measure: m, median: Math.round(median(a)), min: Math.round(Math.min(...a)), max: Math.round(Math.max(...a)) });
  }
}
console.log(`\ndesigner-admin.html, signed in, ${RUNS} runs each (ms from the navigation's start)`);
console.log('| cache | measure | median | min | max |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.kind} | ${r.measure} | ${r.median} | ${r.min} | ${r.max} |`);
await mkdir(join(ROOT, 'bench-results'), { recursive: true });
await writeFile(join(ROOT, 'bench-results/designer-admin.json'), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results: rows, samples }, null, 2) + '\n');
process.exit(0);
