// Diagnostics (issue 11 §2), run by hand: the shared antd sheets of a bench form to /tmp/hos-css-<form>.json.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const form = process.argv[2] || 'inputs1000';
const srv = spawn('node', ['scripts/bench-renderer.mjs'], { cwd: process.cwd(), env: { ...process.env, BENCH_SERVE: '1' } });
const url = await new Promise((r) => srv.stdout.on('data', (d) => { const m = /serving (\S+) and \?form=form300&expect=(\d+)/.exec(String(d)); if (m) r(m); }));
const expect = form === 'inputs1000' ? 1000 : Number(url[2]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.goto(`${url[1].replace(/\?.*/, '')}?form=${form}&expect=${expect}`);
await page.waitForFunction(() => window.__done, null, { timeout: 30000, polling: 50 });
const r = await page.evaluate(() => {
  const el = document.querySelector('hos-form-renderer');
  const sheets = el.shadowRoot.adoptedStyleSheets.map((s) => Array.from(s.cssRules, (x) => x.cssText).join('\n'));
  const styles = Array.from(el.shadowRoot.querySelectorAll('style'), (s) => s.textContent);
  return { sheets, styles, html: el.shadowRoot.innerHTML.slice(0, 3000) };
});
writeFileSync(`/tmp/hos-css-${form}.json`, JSON.stringify(r, null, 1));
console.log(r.sheets.map((s) => s.length), r.styles.map((s) => s.length));
console.log(r.html);
await browser.close(); srv.kill();
