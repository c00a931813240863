// Diagnostics of the renderer's first form (issue 11 §2), run by hand; serves the bench pages (BENCH_SERVE).
// CPU-side figures of the bench navigation pages (robust on a loaded machine): main-thread task,
// script, style and layout durations from CDP Performance.getMetrics. BENCH_DIST as bench-renderer.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
const runs = Number(process.env.RUNS || 3);
const srv = spawn('node', ['scripts/bench-renderer.mjs'], { cwd: process.cwd(), env: { ...process.env, BENCH_SERVE: '1' } });
const url = await new Promise((r) => srv.stdout.on('data', (d) => { const m = /serving (\S+) and \?form=form300&expect=(\d+)/.exec(String(d)); if (m) r(m); }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const out = {};
for (const [form, expect] of [['inputs1000', 1000], ['form300', url[2]]]) {
  const rows = [];
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.goto(`${url[1].replace(/\?.*/, '')}?form=${form}&expect=${expect}`);
    await page.waitForFunction(() => window.__done, null, { timeout: 30000, polling: 50 });
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    const t = await page.evaluate(() => ({ drawn: window.__drawn, ready: window.__ready }));
    rows.push({ ready: t.ready, task: m.TaskDuration * 1000, script: m.ScriptDuration * 1000, style: m.RecalcStyleDuration * 1000, layout: m.LayoutDuration * 1000 });
    await ctx.close();
  }
  const med = (k) => [...rows.map((r) => r[k])].sort((a, b) => a - b)[Math.floor(rows.length / 2)].toFixed(0);
  out[form] = Object.fromEntries(['ready', 'task', 'script', 'style', 'layout'].map((k) => [k, +med(k)]));
}
console.log(JSON.stringify(out));
await browser.close(); srv.kill();
