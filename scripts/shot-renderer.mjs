// Diagnostics of the renderer's first form (issue 11 §2), run by hand; serves the bench pages (BENCH_SERVE).
// node scripts/shot-renderer.mjs <name>: full-page screenshots of the bench forms to /tmp/perf-<name>-*.png
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
const name = process.argv[2] || 'x';
const srv = spawn('node', ['scripts/bench-renderer.mjs'], { cwd: process.cwd(), env: { ...process.env, BENCH_SERVE: '1' } });
const url = await new Promise((r) => srv.stdout.on('data', (d) => { const m = /serving (\S+) and \?form=form300&expect=(\d+)/.exec(String(d)); if (m) r(m); }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [form, expect] of [['form300', url[2]], ['inputs1000', 1000]]) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${url[1].replace(/\?.*/, '')}?form=${form}&expect=${expect}`);
  await page.waitForFunction(() => window.__done, null, { timeout: 30000, polling: 50 });
  await page.waitForTimeout(process.env.NOWAIT ? 0 : 1500);
  if (process.env.NOWAIT) console.log(form, 'live editors:', await page.evaluate(() => document.querySelector('hos-form-renderer').shadowRoot.querySelectorAll('.ProseMirror').length));
  await page.screenshot({ path: `/tmp/perf-${name}-${form}.png`, clip: { x: 0, y: 0, width: 1280, height: 2400 }, fullPage: true });
  await page.close();
}
await browser.close(); srv.kill();
