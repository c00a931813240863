// Diagnostics of the renderer's first form (issue 11 §2), run by hand; serves the bench pages (BENCH_SERVE).
// node scripts/profile-renderer.mjs <inputs1000|form300>: CPU profile of a navigation, self / inclusive times
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const form = process.argv[2] || 'inputs1000';
const srv = spawn('node', ['scripts/bench-renderer.mjs'], { cwd: process.cwd(), env: { ...process.env, BENCH_SERVE: '1' } });
const url = await new Promise((r) => srv.stdout.on('data', (d) => { const m = /serving (\S+) and \?form=form300&expect=(\d+)/.exec(String(d)); if (m) r(m); }));
const expect = form === 'inputs1000' ? 1000 : Number(url[2]);
const base = url[1].replace(/\?.*/, '');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(`${base}?form=${form}&expect=${expect}`);
await page.waitForFunction(() => window.__done, null, { timeout: 30000, polling: 50 });
const { profile } = await cdp.send('Profiler.stop');
const t = await page.evaluate(() => ({ drawn: window.__drawn, ready: window.__ready, res: performance.getEntriesByType('resource').map((e) => [e.name.replace(/.*\//, ''), Math.round(e.startTime), Math.round(e.responseEnd)]) }));
console.log('drawn', t.drawn.toFixed(0), 'ready', t.ready.toFixed(0));
writeFileSync(`/tmp/${form}.cpuprofile`, JSON.stringify(profile));
// self time per node
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
const dts = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) { const id = profile.samples[i]; const dt = (dts[i + 1] ?? 0) / 1000; self.set(id, (self.get(id) ?? 0) + dt); }
const agg = (keyf) => { const m = new Map(); for (const [id, ms] of self) { const k = keyf(byId.get(id)); m.set(k, (m.get(k) ?? 0) + ms); } return [...m].sort((a, b) => b[1] - a[1]); };
const short = (u) => u.replace(/.*\//, '');
console.log('--- self by file'); for (const [k, v] of agg((n) => short(n.callFrame.url) || n.callFrame.functionName).slice(0, 25)) console.log(v.toFixed(1).padStart(8), k);
console.log('--- self by function'); for (const [k, v] of agg((n) => `${n.callFrame.functionName || '(anon)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`).slice(0, 40)) console.log(v.toFixed(1).padStart(8), k);
// inclusive for function names
const incl = new Map();
for (const [id, ms] of self) { const seen = new Set(); let cur = id; while (cur !== undefined) { const n = byId.get(cur); const k = `${n.callFrame.functionName || '(anon)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + ms); } cur = parent.get(cur); } }
console.log('--- inclusive'); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log(v.toFixed(1).padStart(8), k);
console.log('--- resources', t.res.length); for (const r of t.res) console.log(r.join(' '));
await browser.close(); srv.kill();
