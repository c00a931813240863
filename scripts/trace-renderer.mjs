// Diagnostics of the renderer's first form (issue 11 §2), run by hand; serves the bench pages (BENCH_SERVE).
// node scripts/trace-renderer.mjs <inputs1000|form300>: main-thread timeline of a navigation (WINDOW=a-b: events)
import { spawn } from 'node:child_process';
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
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.on('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'v8', 'v8.execute', 'blink', 'loading', 'disabled-by-default-devtools.timeline'] }, transferMode: 'ReportEvents' });
await page.goto(`${base}?form=${form}&expect=${expect}`);
await page.waitForFunction(() => window.__done, null, { timeout: 30000, polling: 50 });
const t = await page.evaluate(() => ({ drawn: window.__drawn, ready: window.__ready, res: performance.getEntriesByType('resource').map((e) => [e.name.replace(/.*\//, ''), Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize]) }));
console.log(t.res.map((r) => r.join(' ')).join('\n'));
await cdp.send('Tracing.end');
await done;
console.log('drawn', t.drawn.toFixed(0), 'ready', t.ready.toFixed(0));
// main thread of renderer: thread with CrRendererMain name
console.log("events", events.length, [...new Set(events.filter(e=>e.name==="thread_name").map(e=>e.args.name))].join(","));
const tn = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const mains = new Set(tn.map((e) => `${e.pid}:${e.tid}`));
const cnt = new Map(); for (const e of events) if (mains.has(`${e.pid}:${e.tid}`) && e.ph === 'X') cnt.set(`${e.pid}:${e.tid}`, (cnt.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
const mainKey = [...cnt].sort((x, y) => y[1] - x[1])[0][0]; mains.clear(); mains.add(mainKey);
const nav = events.find((e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url ?? '').includes('nav.html'));
const t0 = nav?.ts ?? 0;
const end = t0 + t.ready * 1000 + 5000;
const sum = new Map();
const topSum = new Map();
const xs = events.filter((e) => mains.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.ts >= t0 && e.ts <= end && e.dur);
for (const e of xs) sum.set(e.name, (sum.get(e.name) ?? 0) + e.dur / 1000);
// top-level: not nested in another X
xs.sort((a, b) => a.ts - b.ts);
let curEnd = 0;
for (const e of xs) { if (e.ts >= curEnd) { topSum.set(e.name, (topSum.get(e.name) ?? 0) + e.dur / 1000); curEnd = e.ts + e.dur; } }
console.log('--- top level'); for (const [k, v] of [...topSum].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(v.toFixed(1).padStart(8), k);
console.log('--- all (nested counted)'); for (const [k, v] of [...sum].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(1).padStart(8), k);
// timeline of top-level events > 3 ms
curEnd = 0;
console.log('--- timeline (>3ms)');
for (const e of xs) { if (e.ts >= curEnd) { curEnd = e.ts + e.dur; if (e.dur > 3000) console.log(((e.ts - t0) / 1000).toFixed(0).padStart(6), (e.dur / 1000).toFixed(1).padStart(7), e.name, (e.args?.data?.url ?? '').replace(/.*\//, '')); } }
if (process.env.WINDOW) { const [a, b] = process.env.WINDOW.split('-').map(Number); const all = events.filter((e) => e.ph === 'X' && e.dur > 500 && e.ts - t0 >= a * 1000 && e.ts - t0 <= b * 1000); for (const e of all) console.log(`${e.tid === Number(mainKey.split(':')[1]) ? 'MAIN' : e.tid}`, ((e.ts - t0) / 1000).toFixed(1), (e.dur / 1000).toFixed(1), e.name, JSON.stringify(e.args?.data ?? e.args ?? {}).slice(0, 100)); }
await browser.close(); srv.kill();
