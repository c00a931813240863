// The heap after mounting and removing <hos-form-renderer> with the unsafe-event form 100 times (issue
// 25 §3): a figure, not a test. Serves the repository (or `--dist DIR` for dist/) on a local port,
// opens Debian's Chromium with gc() exposed, and prints the JS heap after a forced collection before
// the cycles, after 1 and after 100 (with the page's DOM nodes and listeners), and how many removed
// renderers are still alive.
//   node scripts/element-heap.mjs [--dist DIR] [--cycles 100]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(arg('--dist', path.join(root, 'dist')));
const cycles = Number(arg('--cycles', '100'));
const types = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

const server = http.createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (pathname === '/') {
    res.setHeader('content-type', 'text/html');
    res.end('<!doctype html><meta charset="utf-8"><body></body>');
    return;
  }
  const file = pathname.startsWith('/dist/') ? path.join(distDir, pathname.slice(6)) : path.join(root, pathname);
  if (!file.startsWith(root) && !file.startsWith(distDir)) {
    res.statusCode = 403;
    res.end();
    return;
  }
  fs.readFile(file, (err, data) => {
    if (err) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('content-type', types[path.extname(file)] ?? 'application/octet-stream');
    res.end(data);
  });
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--js-flags=--expose-gc'] });
try {
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
    return { usedSize, nodes, jsEventListeners };
  };
  await page.evaluate(async () => {
    await import('/dist/hos-form-renderer.js');
    const schema = await (await fetch('/tests/fixtures/legacy-forms/05-unsafe-event-report.form.json')).json();
    const w = window;
    w.__refs = [];
    w.__cycle = async () => {
      const el = document.createElement('hos-form-renderer');
      el.schema = structuredClone(schema);
      document.body.appendChild(el);
      await el.whenReady();
      await new Promise((r) => requestAnimationFrame(r));
      el.remove();
      w.__refs.push(new WeakRef(el));
    };
  });
  const mb = (n) => `${(n / 1048576).toFixed(1)} MB`;
  const show = (h) => `${mb(h.usedSize)} (${h.nodes} DOM nodes, ${h.jsEventListeners} listeners)`;
  const start = await heap();
  await page.evaluate(() => window.__cycle());
  const afterOne = await heap();
  for (let i = 1; i < cycles; i++) await page.evaluate(() => window.__cycle());
  const afterAll = await heap();
  const alive = await page.evaluate(() => window.__refs.filter((r) => r.deref()).length);
  console.log(`dist: ${distDir}`);
  console.log(`JS heap after GC: before ${show(start)}`);
  console.log(`  after 1 cycle ${show(afterOne)}`);
  console.log(`  after ${cycles} cycles ${show(afterAll)}: ${mb(afterAll.usedSize - afterOne.usedSize)} more than after 1`);
  console.log(`removed renderers still alive: ${alive} of ${cycles}`);
} finally {
  await browser.close();
  server.close();
}
