// Benchmark of <hos-form-renderer> (issue 3 §5, issue 11 §2), headless Chromium via playwright-core.
// Not a test: it prints a table and writes bench-results/renderer.json. Build first (`npx vite build`).
//   - navigation -> every input drawn and painted, and navigation -> whenReady(): a page holding the
//     form's definition inline and the renderer's module, loaded in a fresh browser context (nothing
//     cached), for the 1000-required-input form and the generated old-format form; and the same as a
//     repeat visit (a browser profile whose HTTP cache and V8 code cache are warm, as for staff opening
//     forms daily)
//   - mount to interactive: a generated 300-widget form (every widget type, nested grids, subforms)
//     and a form of 1000 plain inputs (first renderer on a fresh page: styles included)
//   - keystroke -> next painted frame, p95, typing into a field in the middle of each form (also in a
//     browser whose frames are not tied to vsync), and on an empty page for reference
//   - getData() on the 300-widget form
//   - gzip size of dist/hos-form-renderer.js plus every chunk it imports statically (before first paint)
import { createServer } from 'node:http';
import { readFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { pageSize } from './lib/bundleSize.mjs';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_DIST=<dir>: serve that build as /dist (A/B runs of two builds on a noisy machine)
const DIST = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(ROOT, 'dist');
const ENTRY = join(DIST, 'hos-form-renderer.js');
if (!existsSync(ENTRY)) {
  console.error('dist/hos-form-renderer.js is missing: run `npx vite build` first');
  process.exit(1);
}

// ---- bundle size before first paint ----
const { files, gzip: gzipBytes, raw: rawBytes } = pageSize(ENTRY);

// ---- generated forms ----
let seq = 0;
const w = (type, options = {}, extra = {}) => {
  const key = `1700000000000_${++seq}`;
  return { type, name: `${type}${seq}`, key, model: `${type}_${key}`, options: { remoteFunc: `func_${key}`, ...options }, rules: [], ...extra };
};
const OPTS = [{ value: 'A', label: '甲' }, { value: 'B', label: '乙' }, { value: '其他', label: '其他' }];
const req = (name) => [{ required: true, message: `请填写${name}` }];

function block() {
  const sub = w('subform', {}, {
    columns: [{ span: 8, list: [w('input')] }, { span: 8, list: [w('select', { options: OPTS })] }, { span: 8, list: [w('date', { type: 'date', format: 'yyyy-MM-dd' })] }],
  });
  const nested = w('grid', { gutter: 8 }, {
    columns: [
      { span: 12, list: [w('input', {}, { rules: req('x') }), w('select', { options: OPTS, showLabel: true })] },
      { span: '', list: [w('flexbox', {}, { columns: [{ span: '12', list: [w('date', { type: 'datetime' })] }, { span: 12, list: [w('time', { format: 'HH:mm:ss' })] }] })] },
    ],
  });
  return [
    nested, sub,
    w('textarea'), w('number', { min: 0, max: 100 }), w('radio', { options: OPTS, showLabel: true }), w('radioOther', { options: OPTS }),
    w('checkbox', { options: OPTS }), w('checkboxOther', { options: OPTS }), w('date', { type: 'daterange' }), w('date', { type: 'dates' }),
    w('time', { isRange: true }), w('rate', { allowHalf: true }), w('color', { showAlpha: true }), w('switch'), w('slider', { range: true }),
    w('slider', { showInput: true }), w('text', { defaultValue: '说明' }), w('link', { defaultValue: '文件', linkValue: '/x.pdf' }),
    w('divider', { defaultValue: '分段' }), w('header', { defaultValue: '标题' }), w('blank'), w('editor'), w('file'), w('imgupload'),
    w('cascader', { remote: false, options: [{ value: 'a', label: 'A', children: [{ value: 'b', label: 'B' }] }] }), w('priceno'), w('pricetable'),
    w('select', { options: OPTS, multiple: true, filterable: true }),
  ];
}
const count = (list) => list.reduce((n, x) => n + 1 + (x.columns ?? []).reduce((m, c) => m + count(c.list), 0), 0);
/** Items drawn with a data-path: every widget but layouts (grid, flexbox) and a subform's columns. */
const fields = (list) => list.reduce((n, x) => n + (x.type === 'grid' || x.type === 'flexbox' ? (x.columns ?? []).reduce((m, c) => m + fields(c.list), 0) : 1), 0);
const big = [];
while (count(big) < 300) big.push(...block());
const form300 = { list: big, config: { labelWidth: 100, labelPosition: 'right', size: 'small' } };
const inputs1000 = { list: Array.from({ length: 1000 }, (_, i) => ({ type: 'input', name: `字段${i}`, key: `k${i}`, model: `f${i}`, options: {}, rules: req(`字段${i}`) })), config: { labelWidth: 100, labelPosition: 'right', size: 'small' } };
const FORMS = { inputs1000, form300 };

/**
 * A host page as a site would write it: the definition inline, the renderer's module, one element.
 * It records (ms since navigation start) when every field of the form is in the DOM and the next
 * frame is painted, and when whenReady() resolves.
 */
const navPage = (name, expect) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body>
<script>window.__schema = ${JSON.stringify(FORMS[name]).replace(/</g, '\\u003c')};</script>
<script type="module">
import '/dist/hos-form-renderer.js';
const el = document.createElement('hos-form-renderer');
document.body.appendChild(el);
el.schema = window.__schema;
const drawn = async () => {
  while (!el.shadowRoot || el.shadowRoot.querySelectorAll('[data-path]').length < ${expect}) await new Promise((r) => requestAnimationFrame(r));
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  window.__drawn = performance.now();
};
// a long form's heavy widgets below the first screenful start as stand-ins (core/form/reveal.ts): when
// the last one is drawn for real
const real = async () => {
  await el.whenReady();
  while (el.shadowRoot.querySelector('.hos-standin')) await new Promise((r) => requestAnimationFrame(r));
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  window.__real = performance.now();
};
await Promise.all([drawn(), el.whenReady().then(() => (window.__ready = performance.now())), real()]);
window.__done = true;
</script></body></html>`;

// ---- static server ----
const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.css': 'text/css' };
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/nav.html') {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    return res.end(navPage(url.searchParams.get('form'), Number(url.searchParams.get('expect'))));
  }
  if (url.pathname === '/bench.html') {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    return res.end('<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body><script type="module" src="/dist/hos-form-renderer.js"></script></body></html>');
  }
  const path = decodeURIComponent(url.pathname);
  const file = path.startsWith('/dist/') ? resolve(DIST, '.' + path.slice('/dist'.length)) : resolve(ROOT, '.' + path);
  if (!(file.startsWith(ROOT + sep) || file.startsWith(DIST + sep)) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404);
    return res.end();
  }
  // as the reference server sends them (demo/server/static.ts): the brotli sibling written by
  // scripts/compress.mjs when there is one (BENCH_RAW=1: the files as they are); hashed chunks cached for
  // good, the entry files revalidated by ETag (what a repeat visit finds in the browser's cache)
  const { size, mtimeMs } = statSync(file);
  const etag = `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
  const cache = path.startsWith('/dist/chunks/') ? { 'Cache-Control': 'public, max-age=31536000, immutable' } : { 'Cache-Control': 'no-cache', ETag: etag };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, cache);
    return res.end();
  }
  const br = `${file}.br`;
  if (!process.env.BENCH_RAW && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? '')) && existsSync(br)) {
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Encoding': 'br', Vary: 'Accept-Encoding', ...cache });
    return res.end(readFileSync(br));
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', ...cache });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
// BENCH_SERVE=1: only serve the pages (e.g. to profile /nav.html?form=form300&expect=N in a browser)
if (process.env.BENCH_SERVE) {
  console.log(`serving ${base}/nav.html?form=inputs1000&expect=1000 and ?form=form300&expect=${fields(big)}`);
  await new Promise(() => {});
}

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
const browser = await chromium.launch(LAUNCH);

async function freshPage() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => console.error('[pageerror]', e.message));
  await page.goto(`${base}/bench.html`);
  await page.waitForFunction(() => customElements.get('hos-form-renderer'));
  return page;
}

/** Mount: schema set -> every field drawn and the next frame painted; also whenReady(). */
async function mount(page, schema, expectInputs) {
  return page.evaluate(async ({ schema, expectInputs }) => {
    const el = document.createElement('hos-form-renderer');
    document.body.appendChild(el);
    const t0 = performance.now();
    el.schema = schema;
    const paint = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    for (;;) {
      const n = el.shadowRoot.querySelectorAll('[data-path]').length;
      if (n >= expectInputs) break;
      await new Promise((r) => requestAnimationFrame(r));
    }
    await paint();
    const drawn = performance.now() - t0;
    await el.whenReady();
    return { drawn, ready: performance.now() - t0 };
  }, { schema, expectInputs });
}

const runs = Number(process.env.BENCH_RUNS || 3);
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const p95 = (a) => [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.ceil(a.length * 0.95) - 1)];

const results = { date: new Date().toISOString(), runs };

/**
 * Navigation -> drawn, -> whenReady and -> every stand-in drawn, `runs` times, each in a new tab. A first
 * visit: each run in a new context (empty cache). `repeat`: a returning user (staff open their forms every
 * day), in a browser profile on disk after WARM visits: its HTTP cache, and V8's code cache, which
 * Chromium keeps only for profiles on disk and writes from a script's second load on. (Navigating the
 * same tab again would also reuse the tab's compiled code: faster still, and not what a new visit gets.)
 */
async function navigation(name, expect, repeat = false) {
  const WARM = 3;
  const profile = repeat ? mkdtempSync(join(tmpdir(), 'hos-bench-')) : null;
  const shared = profile ? await chromium.launchPersistentContext(profile, { ...LAUNCH, viewport: { width: 1280, height: 900 } }) : null;
  const once = async () => {
    const context = shared ?? (await browser.newContext({ viewport: { width: 1280, height: 900 } }));
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('[pageerror]', e.message));
    await page.goto(`${base}/nav.html?form=${name}&expect=${expect}`);
    await page.waitForFunction(() => window.__done, null, { timeout: 30000, polling: 50 });
    const r = await page.evaluate(() => ({ drawn: window.__drawn, ready: window.__ready, real: window.__real }));
    await (shared ? page.close() : context.close());
    return r;
  };
  if (shared) for (let i = 0; i < WARM; i++) await once();
  const drawnMs = [];
  const readyMs = [];
  const realMs = [];
  for (let i = 0; i < runs; i++) {
    const r = await once();
    drawnMs.push(r.drawn);
    readyMs.push(r.ready);
    realMs.push(r.real);
  }
  await shared?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  return { drawnMedianMs: median(drawnMs), readyMedianMs: median(readyMs), realMedianMs: median(realMs), drawn: drawnMs, ready: readyMs, real: realMs };
}
results.nav1000 = await navigation('inputs1000', 1000);
results.nav300 = await navigation('form300', fields(big));
// BENCH_ONLY=nav: the two navigation measures only
if (process.env.BENCH_ONLY === 'nav') {
  console.log(JSON.stringify({ nav1000: results.nav1000, nav300: results.nav300 }));
  await browser.close();
  server.close();
  process.exit(0);
}

results.repeat1000 = await navigation('inputs1000', 1000, true);
results.repeat300 = await navigation('form300', fields(big), true);

/** A plain input in the middle of the 324-widget form (inside one of its grids). */
const mid300 = (() => {
  const inputs = [];
  const walk = (list) => list.forEach((x) => (x.type === 'input' ? inputs.push(x.model) : x.type !== 'subform' && (x.columns ?? []).forEach((c) => walk(c.list))));
  walk(big);
  return inputs[Math.floor(inputs.length / 2)];
})();

/**
 * keydown -> the next painted frame, for 60 keys typed 40 ms apart into the focused input (`path`: that
 * field of the renderer on the page, once every stand-in is drawn; null: #floor); also keydown -> the
 * input event handled (React renders synchronously inside the shadow tree before the event reaches window).
 */
async function typeLatency(page, path) {
  if (path) await page.waitForFunction(() => !document.querySelector('hos-form-renderer').shadowRoot.querySelector('.hos-standin'));
  await page.evaluate((path) => {
    const input = path ? document.querySelector('hos-form-renderer').shadowRoot.querySelector(`[data-path="${path}"] input`) : document.getElementById('floor');
    input.scrollIntoView({ block: 'center' });
    input.focus();
    window.__lat = [];
    window.__work = [];
    let t0 = 0;
    input.addEventListener('keydown', () => {
      t0 = performance.now();
      const start = t0;
      requestAnimationFrame(() => setTimeout(() => window.__lat.push(performance.now() - start), 0));
    }, true);
    window.addEventListener('input', () => window.__work.push(performance.now() - t0));
  }, path);
  await page.keyboard.type('abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwx', { delay: 40 });
  await page.waitForTimeout(200);
  const { lat, work } = await page.evaluate(() => ({ lat: window.__lat, work: window.__work }));
  if (path) {
    const value = await page.evaluate((path) => document.querySelector('hos-form-renderer').getModels()[path], path);
    if (value.length !== 60) console.warn('typed value has length', value.length);
  }
  return { p95Ms: p95(lat), medianMs: median(lat), samples: lat.length, workP95Ms: work.length ? p95(work) : undefined };
}

// 1000 inputs: mount, then keystrokes
{
  const mounts = [];
  const readies = [];
  for (let i = 0; i < runs; i++) {
    const page = await freshPage();
    const m = await mount(page, inputs1000, 1000);
    mounts.push(m.drawn);
    readies.push(m.ready);
    if (i === runs - 1) results.keystroke1000 = await typeLatency(page, 'f500');
    await page.close();
  }
  results.mount1000 = { medianMs: median(mounts), runs: mounts, whenReadyMedianMs: median(readies) };
}

// The same keystroke measure on a page holding one plain <input> and nothing else: what this machine
// takes from keydown to the next painted frame at all (a loaded 2-core machine alone exceeds 16 ms).
{
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.setContent('<!doctype html><input id="floor">');
  results.keystrokeFloor = await typeLatency(page, null);
  await page.close();
}

// Both again in a browser that draws a frame as soon as there is one to draw (no vsync, no frame-rate
// limit): a key waits for no display refresh, so the figure is the page's own work and paint.
{
  const unlocked = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu-vsync', '--disable-frame-rate-limit'],
  });
  const page = await unlocked.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}/bench.html`);
  await page.waitForFunction(() => customElements.get('hos-form-renderer'));
  await mount(page, inputs1000, 1000);
  results.keystroke1000Unlocked = await typeLatency(page, 'f500');
  await page.goto(`${base}/bench.html`);
  await page.waitForFunction(() => customElements.get('hos-form-renderer'));
  await mount(page, form300, 1);
  results.keystroke300Unlocked = await typeLatency(page, mid300);
  await page.setContent('<!doctype html><input id="floor">');
  results.keystrokeFloorUnlocked = await typeLatency(page, null);
  await unlocked.close();
}

// 300 widgets: mount and getData
{
  const mounts = [];
  const seconds = [];
  let getData = [];
  for (let i = 0; i < runs; i++) {
    const page = await freshPage();
    const m = await mount(page, form300, 1);
    mounts.push(m.ready);
    // a second renderer of the same form on the same page (antd's styles are generated per shadow root)
    seconds.push((await mount(page, form300, 1)).ready);
    if (i === runs - 1) {
      results.keystroke300 = await typeLatency(page, mid300);
      getData = await page.evaluate(async () => {
        const el = document.querySelector('hos-form-renderer');
        const out = [];
        for (let k = 0; k < 10; k++) {
          const t0 = performance.now();
          await el.getData().catch(() => undefined);
          out.push(performance.now() - t0);
        }
        return out;
      });
    }
    await page.close();
  }
  results.mount300 = { whenReadyMedianMs: median(mounts), runs: mounts, widgets: count(big), secondRendererMedianMs: median(seconds) };
  results.getData300 = { medianMs: median(getData), maxMs: Math.max(...getData) };
}

results.bundle = { gzipKB: +(gzipBytes / 1024).toFixed(1), rawKB: +(rawBytes / 1024).toFixed(1), files: files.map((f) => f.slice(ROOT.length + 1)) };
await browser.close();
server.close();

const f = (n) => `${n.toFixed(1)}`;
const rows = [
  ['1000-required-input page: navigation -> all drawn + painted (median)', `${f(results.nav1000.drawnMedianMs)} ms`, '<= 300 ms'],
  ['1000-required-input page: navigation -> whenReady (median)', `${f(results.nav1000.readyMedianMs)} ms`, ''],
  [`${count(big)}-widget page: navigation -> all drawn + painted (median)`, `${f(results.nav300.drawnMedianMs)} ms`, ''],
  [`${count(big)}-widget page: navigation -> whenReady (median)`, `${f(results.nav300.readyMedianMs)} ms`, '<= 500 ms'],
  [`${count(big)}-widget page: navigation -> every stand-in drawn for real (median)`, `${f(results.nav300.realMedianMs)} ms`, ''],
  ['1000-input page, repeat visit (cached): navigation -> all drawn + painted', `${f(results.repeat1000.drawnMedianMs)} ms`, ''],
  [`${count(big)}-widget page, repeat visit (cached): navigation -> whenReady`, `${f(results.repeat300.readyMedianMs)} ms`, ''],
  ['1000-input mount to interactive (median)', `${f(results.mount1000.medianMs)} ms`, ''],
  ['1000-input whenReady (median)', `${f(results.mount1000.whenReadyMedianMs)} ms`, ''],
  ['keystroke -> next painted frame p95 (1000 inputs)', `${f(results.keystroke1000.p95Ms)} ms (median ${f(results.keystroke1000.medianMs)})`, ''],
  ['reference: the same, one plain <input> on an empty page', `${f(results.keystrokeFloor.p95Ms)} ms (median ${f(results.keystrokeFloor.medianMs)})`, 'waits for the 60 Hz refresh'],
  ['keystroke -> next painted frame p95, frames not tied to vsync', `${f(results.keystroke1000Unlocked.p95Ms)} ms (median ${f(results.keystroke1000Unlocked.medianMs)})`, '<= 16 ms'],
  [`keystroke -> next painted frame p95 (${count(big)} widgets)`, `${f(results.keystroke300.p95Ms)} ms (median ${f(results.keystroke300.medianMs)})`, ''],
  [`the same (${count(big)} widgets), frames not tied to vsync`, `${f(results.keystroke300Unlocked.p95Ms)} ms (median ${f(results.keystroke300Unlocked.medianMs)})`, '<= 16 ms'],
  ['reference: the same, one plain <input>, frames not tied to vsync', `${f(results.keystrokeFloorUnlocked.p95Ms)} ms (median ${f(results.keystrokeFloorUnlocked.medianMs)})`, ''],
  ['keystroke handling, keydown -> rendered, p95', `${f(results.keystroke1000.workP95Ms)} ms`, ''],
  [`${results.mount300.widgets}-widget mount to whenReady (median)`, `${f(results.mount300.whenReadyMedianMs)} ms`, '<= 500 ms (issue 11: 1408 on the first mount)'],
  ['the same form in a second renderer on the page (median)', `${f(results.mount300.secondRendererMedianMs)} ms`, ''],
  ['getData on the 300-widget form (median)', `${f(results.getData300.medianMs)} ms`, '<= 50 ms'],
  ['gzip before first paint', `${results.bundle.gzipKB} KB (${results.bundle.files.length} files)`, '<= 250 KB'],
];
const wcol = Math.max(...rows.map((r) => r[0].length));
console.log(`\n${'measure'.padEnd(wcol)} | value | target`);
for (const r of rows) console.log(`${r[0].padEnd(wcol)} | ${r[1]} | ${r[2]}`);
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(ROOT, 'bench-results', 'renderer.json'), JSON.stringify(results, null, 2));
console.log('\nwritten bench-results/renderer.json');
