// Records antd's CSS for each lazy widget type of the renderer, with our theme (issue 11 §2), into
// src/modules/form-renderer/styleSnapshot/<type>.json: [cssinjs cache path, [top-level rules]][], and
// what every form draws (input, radio, checkbox, the element's frame) into styleSnapshot/firstPaint/base.json.
// The renderer registers a type's snapshot with its code (widgets/registry.ts, shared/sharedStyles.ts)
// and cssinjs skips generating those paths. Run it after changing antd, the theme tokens or a widget's
// antd components: `node scripts/gen-style-snapshot.mjs`. A stale snapshot is never wrong, only slower:
// the paths carry the theme token's hash and antd's version, so paths that no longer match are generated
// live as before (the script prints how many paths the current build would skip).
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync, statSync, readdirSync } from 'node:fs';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { readStyleCache, splitRules } from './lib/cssRules.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'src/modules/form-renderer/styleSnapshot');
/** what every form draws (the types of the first-paint bundle, the element's frame): registered before the first render */
const OUT_FIRST = join(OUT, 'firstPaint', 'base.json');
const TMP = join(tmpdir(), `hos-style-snapshot-${process.pid}`);

// ---- the recording build: snapshots off, so cssinjs generates (and caches) everything live ----
// CHECK=1: build with the snapshots on, draw every recording form and list what is still generated live
const CHECK = !!process.env.CHECK;
if (!CHECK) process.env.VITE_HOS_NO_STYLE_SNAPSHOT = '1';
// one pass: this build has its own entry, which the chunk plan (scripts/lib/chunkPlan.ts) does not know
process.env.HOS_CHUNK_PLAN = 'off';
await build({
  root: ROOT,
  configFile: join(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: TMP, emptyOutDir: true, rolldownOptions: { input: { snap: join(ROOT, 'scripts/style-snapshot/entry.ts') } } },
});

// ---- forms: one per lazy type, with the variants the renderer draws differently ----
let seq = 0;
const w = (type, options = {}, extra = {}) => {
  const key = `1700000000000_${++seq}`;
  return { type, name: `${type}${seq}`, key, model: `${type}_${key}`, options: { remoteFunc: `func_${key}`, ...options }, rules: [], ...extra };
};
const OPTS = [{ value: 'A', label: 'A' }, { value: 'B', label: 'B' }];
const BASE = [w('input', {}, { rules: [{ required: true, message: 'x' }] }), w('textarea'), w('radio', { options: OPTS }), w('checkbox', { options: OPTS }), w('text', { defaultValue: 't' }), w('link', { defaultValue: 'l', linkValue: '/x' }), w('header', { defaultValue: 'h' }), w('blank')];
const TYPES = {
  number: [w('number', { min: 0, max: 9 })],
  time: [w('time', { format: 'HH:mm:ss' }), w('time', { isRange: true })],
  date: [w('date', { type: 'date', format: 'yyyy-MM-dd' }), w('date', { type: 'datetime' }), w('date', { type: 'daterange' }), w('date', { type: 'dates' })],
  rate: [w('rate', { allowHalf: true })],
  color: [w('color', { showAlpha: true })],
  select: [w('select', { options: OPTS }), w('select', { options: OPTS, multiple: true, filterable: true })],
  switch: [w('switch')],
  slider: [w('slider', { range: true }), w('slider', { showInput: true })],
  divider: [w('divider', { defaultValue: 'd' })],
  editor: [w('editor')],
  file: [w('file')],
  imgupload: [w('imgupload')],
  cascader: [w('cascader', { remote: false, options: [{ value: 'a', label: 'A', children: [{ value: 'b', label: 'B' }] }] })],
  subform: [w('subform', {}, { columns: [{ span: 12, list: [w('input')] }, { span: 12, list: [w('number')] }] })],
  priceno: [w('priceno')],
  pricetable: [w('pricetable')],
  scoreItem: [w('scoreItem')],
};
const known = new Set(readdirSync(join(ROOT, 'src/modules/form-renderer/widgets/types')).map((f) => f.replace(/\.tsx$/, '')));
for (const t of known) if (!TYPES[t]) console.warn(`no recording form for the added type "${t}"`);
const config = { labelWidth: 100, labelPosition: 'right', size: 'small' };

// ---- serve the recording build, draw each form in a fresh page, read the cache ----
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/') {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    return res.end('<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body><script type="module" src="/snap.js"></script></body></html>');
  }
  const file = resolve(TMP, '.' + decodeURIComponent(url.pathname));
  if (!file.startsWith(TMP + sep) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404);
    return res.end();
  }
  res.writeHead(200, { 'Content-Type': extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

/** The cssinjs style entries after drawing these forms: [path, css, order, updateTime]. */
async function record(forms) {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('[pageerror]', e.message));
  await page.goto(base);
  await page.waitForFunction(() => customElements.get('hos-form-renderer') && window.__hosStyles);
  await page.evaluate(async (forms) => {
    for (const f of forms) {
      for (const readonly of [false, true]) {
        const el = document.createElement('hos-form-renderer');
        if (readonly) el.readonly = true;
        document.body.appendChild(el);
        el.schema = f;
        await el.whenReady();
      }
    }
    await new Promise((r) => setTimeout(r, 300));
  }, forms);
  const entries = await page.evaluate(readStyleCache);
  await page.close();
  return entries;
}

if (CHECK) {
  // CHECK=<file.json>: that form instead (e.g. the bench's 324-widget form)
  const form = CHECK && process.env.CHECK !== '1' ? JSON.parse(readFileSync(process.env.CHECK, 'utf8')) : { list: [...BASE, ...Object.values(TYPES).flat()], config };
  const all = await record([form]);
  for (const [path, css] of all) console.log(`live ${(css.length / 1024).toFixed(1).padStart(6)} KB  ${path}`);
  console.log(`${all.length} paths generated live, ${(all.reduce((n, e) => n + e[1].length, 0) / 1024).toFixed(0)} KB`);
  await browser.close();
  server.close();
  rmSync(TMP, { recursive: true, force: true });
  process.exit(0);
}
const sorted = (entries) => [...entries].sort((a, b) => a[2] - b[2] || a[3] - b[3]);
const baseForm = { list: BASE, config };
const baseEntries = await record([baseForm]);
const basePaths = new Set(baseEntries.map((e) => e[0]));
rmSync(OUT, { recursive: true, force: true });
mkdirSync(dirname(OUT_FIRST), { recursive: true });
const first = JSON.stringify(sorted(baseEntries).map(([path, css]) => [path, splitRules(css)]));
writeFileSync(OUT_FIRST, first + '\n');
console.log(`${'first paint'.padEnd(12)} ${String(baseEntries.length).padStart(3)} paths ${(first.length / 1024).toFixed(1).padStart(7)} KB`);
let total = first.length;
for (const [type, list] of Object.entries(TYPES)) {
  const entries = sorted((await record([baseForm, { list, config }])).filter((e) => !basePaths.has(e[0])));
  const snapshot = entries.map(([path, css]) => [path, splitRules(css)]);
  const json = JSON.stringify(snapshot);
  writeFileSync(join(OUT, `${type}.json`), json + '\n');
  total += json.length;
  console.log(`${type.padEnd(12)} ${String(snapshot.length).padStart(3)} paths ${(json.length / 1024).toFixed(1).padStart(7)} KB`);
}
console.log(`written ${Object.keys(TYPES).length + 1} snapshots (${(total / 1024).toFixed(0)} KB) to ${OUT.slice(ROOT.length + 1)}`);
await browser.close();
server.close();
rmSync(TMP, { recursive: true, force: true });
