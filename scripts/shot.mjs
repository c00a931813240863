// Developer helper: screenshot a page in Debian's Chromium. Usage:
//   node scripts/shot.mjs URL out.png [width] [height] [js-to-run-before-shot]
import { chromium } from 'playwright-core';
const [url, out, w = '1280', h = '800', script] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
page.on('console', (m) => console.log('[console]', m.type(), m.text()));
page.on('pageerror', (e) => console.log('[pageerror]', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
if (script) await page.evaluate(script);
await page.waitForTimeout(1200);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
