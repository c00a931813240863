// Benchmark of <hos-form-designer> with 500 widgets (issue 4 §5): palette drop into a nested grid,
// select (until the attribute panel is painted), undo, each to the next painted frame (budget
// 50 ms), and export of the JSON (budget 20 ms). Real pointer input through Playwright in
// Debian's Chromium; the built bundle from dist/ (run `npx vite build` first).
// Usage: node scripts/bench-designer.mjs [runs]   -> table on stdout, bench-results/designer.json
import { createServer } from 'node:http';
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.argv[2] || 7);
const BUDGET = { drop: 50, select: 50, undo: 50, export: 20 };
const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.json': 'application/json' };

const PAGE = `<!doctype html><html><head><meta charset="utf-8">
<script type="module" src="/dist/hos-form-designer.js"></script></head>
<body style="margin:0"><hos-form-designer locale="en" style="--hos-designer-height: 880px"></hos-form-designer></body></html>`;

const server = createServer(async (req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  if (path === '/') {
    res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    return;
  }
  try {
    const body = await readFile(join(ROOT, path.replace(/\.\.+/g, '')));
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/`;

/** 500 widgets: a grid holding a grid (the drop target) at the top, then 498 mixed widgets. */
function bigForm() {
  const types = ['input', 'textarea', 'number', 'radio', 'checkbox', 'select', 'date', 'time', 'switch', 'rate', 'slider', 'text'];
  const w = (type, i, extra = {}) => ({
    type, name: `${type} ${i}`, key: `1700000000000_${i}`, model: `${type}_${i}`, rules: [],
    options: type === 'radio' || type === 'checkbox' || type === 'select'
      ? { options: [{ value: 'A' }, { value: 'B' }, { value: 'C' }], defaultValue: type === 'checkbox' ? [] : '', remote: false, required: i % 3 === 0 }
      : { defaultValue: type === 'switch' ? false : '', placeholder: `placeholder ${i}`, required: i % 3 === 0, pattern: '' },
    ...extra,
  });
  const inner = w('grid', 1, { columns: [{ span: 12, list: [] }, { span: 12, list: [] }], options: { gutter: 0, justify: 'start', align: 'top' } });
  const outer = w('grid', 0, { columns: [{ span: 12, list: [inner] }, { span: 12, list: [] }], options: { gutter: 0, justify: 'start', align: 'top' } });
  const list = [outer];
  for (let i = 2; i < 500; i++) list.push(w(types[i % types.length], i));
  return { list, config: { labelWidth: 100, labelPosition: 'right', size: 'small' } };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
page.on('pageerror', (e) => console.error('[pageerror]', e.message));
await page.goto(url);
await page.evaluate(async (schema) => {
  await customElements.whenDefined('hos-form-designer');
  const el = document.querySelector('hos-form-designer');
  await el.whenReady();
  el.setJSON(schema);
  // "to the next painted frame": the rAF after the change, then a task after that frame
  window.__frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  window.__mark = (type) => {
    window.__t = null;
    window.addEventListener(type, () => { window.__t = performance.now(); window.__done = window.__frame().then(() => performance.now() - window.__t); }, { capture: true, once: true });
  };
}, bigForm());
await page.waitForTimeout(1500);

const d = page.locator('hos-form-designer');
const count = () => page.evaluate(() => {
  let n = 0;
  const walk = (l) => l.forEach((w) => { n++; (w.columns || []).forEach((c) => walk(c.list)); });
  walk(document.querySelector('hos-form-designer').getJSON().list);
  return n;
});
console.log(`widgets on the canvas: ${await count()}`);

const samples = { drop: [], select: [], undo: [], export: [] };
for (let run = 0; run < RUNS; run++) {
  // palette drop into the nested grid's first column
  const from = await d.locator('.fd-palette-item[data-type="input"]').boundingBox();
  const to = await d.locator('.fd-list[data-parent="1700000000000_1"][data-col="0"]').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) {
    await page.mouse.move(from.x + (to.x + to.width / 2 - from.x) * i / 6, from.y + (to.y + to.height / 2 - from.y) * i / 6);
  }
  await page.evaluate(() => window.__mark('pointerup'));
  await page.mouse.up();
  samples.drop.push(await page.evaluate(() => window.__done));

  // select a widget far down the list, until the panel shows it
  const key = `1700000000000_${100 + run * 7}`;
  const item = d.locator(`.fd-item[data-key="${key}"]`);
  await item.scrollIntoViewIfNeeded();
  await page.waitForTimeout(100); // rows below the fold lay out as they come into view
  const box = await item.boundingBox();
  await page.evaluate(() => window.__mark('click'));
  await item.click({ position: { x: Math.round(box.width * 0.7), y: 12 } });
  samples.select.push(await page.evaluate(() => window.__done));
  const shown = await page.evaluate((k) => document.querySelector('hos-form-designer').shadowRoot.querySelector('.fd-widget-panel')?.dataset.key === k, key);
  if (!shown) throw new Error(`the panel did not show the selected widget ${key}`);

  // undo the drop
  samples.undo.push(await page.evaluate(async () => {
    const t = performance.now();
    document.querySelector('hos-form-designer').undo();
    await window.__frame();
    return performance.now() - t;
  }));

  samples.export.push(await page.evaluate(() => {
    const t = performance.now();
    const json = JSON.stringify(document.querySelector('hos-form-designer').getJSON());
    if (json.length < 1000) throw new Error('empty export');
    return performance.now() - t;
  }));
  await page.evaluate(() => document.querySelector('hos-form-designer').shadowRoot.querySelector('.fd-canvas-scroll').scrollTo(0, 0));
  await page.waitForTimeout(200);
}
const total = await count();
await browser.close();
server.close();

const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const rows = Object.entries(samples).map(([name, a]) => ({
  name, median: +median(a).toFixed(1), max: +Math.max(...a).toFixed(1), budget: BUDGET[name], ok: median(a) <= BUDGET[name],
}));
console.log(`\n<hos-form-designer>, 500 widgets, ${RUNS} runs (ms; budget on the median)`);
console.log('| measure | median | max | budget | ok |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.median} | ${r.max} | ${r.budget} | ${r.ok ? 'yes' : 'NO'} |`);
await mkdir(join(ROOT, 'bench-results'), { recursive: true });
await writeFile(join(ROOT, 'bench-results/designer.json'), JSON.stringify({
  date: new Date().toISOString(), widgets: 500, runs: RUNS, widgetsAfter: total, results: rows, samples,
}, null, 2) + '\n');
if (rows.some((r) => !r.ok)) process.exitCode = 1;
