// Records antd's CSS as the app draws it (issue 34 §5), with our default theme, into
// src/modules/app-shell/styleSnapshot/app.json: [cssinjs cache path, [top-level rules]][] (the renderer's format:
// scripts/gen-style-snapshot.mjs). The app fetches it beside its first paint and registers it
// (src/modules/app-shell/appStyles.ts): cssinjs then skips generating those paths, the largest script cost of a
// first visit (style functions and stylis: ~0.3-0.6 s of an admin page's first visit on this machine). The built app
// on the reference server (a fresh data directory), every menu page of the seeded accounts at 1366 px and at 390 px,
// a few dialogs opened. Run it after `npm run build` when antd, the theme tokens or the pages' antd components
// change: `node scripts/gen-app-style-snapshot.mjs`. A stale snapshot is never wrong, only slower: paths carry the
// token's hash and antd's version, so a path no longer drawn is never used and a new one is generated live.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { launchBenchBrowser, startBenchServer } from './lib/benchServer.mjs';
import { readStyleCache, splitRules } from './lib/cssRules.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'src/modules/app-shell/styleSnapshot/app.json');
const PORT = 8300 + Math.floor(Math.random() * 600);
const BASE = `http://127.0.0.1:${PORT}`;
const ACCOUNTS = [
  ['admin', 'Admin@2024'], ['quality01', 'Quality@2024'], ['nurse02', 'Hos@2024demo'], ['approver01', 'Approve@2024'],
  ['medaff01', 'Medical@2024'], ['tech01', 'Tech@2024'], ['secadmin', 'Security@2024'], ['auditor', 'Audit@2024'],
];
/** dialogs opened on the way: [route, selector of the button that opens it] */
const DIALOGS = [['/quality/rounds', '.hos-new-round'], ['/upms/sysuser', '.ant-table-tbody tr.ant-table-row .ant-btn-link']];

const { stop } = await startBenchServer({ root: ROOT, port: PORT, dataDir: join(ROOT, '.tmp/app-style-snapshot-data') });
const browser = await launchBenchBrowser();
/** path -> [css, order, first seen] */
const seen = new Map();

/** Adds the cssinjs entries now in the page's cache (styles leave it with the last component using them). */
async function collect(page) {
  const entries = await page.evaluate(readStyleCache);
  for (const [path, css, order] of entries) if (!seen.has(path)) seen.set(path, [css, order, seen.size]);
}

const settle = async (page) => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(400);
};

for (const [username, password] of ACCOUNTS) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  // every style generated live, none taken from a snapshot (src/modules/shared/sharedStyles.ts)
  await context.addInitScript(() => { globalThis[Symbol.for('hos.recordStyles')] = true; });
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await collect(page);
  await page.locator('hos-app input[name=username]').fill(username);
  await page.locator('hos-app input[name=password]').fill(password);
  await page.locator('hos-app [data-testid=login-submit]').click();
  await page.locator('hos-app [data-testid=layout]').waitFor({ timeout: 60_000 });
  await settle(page);
  await collect(page);
  const routes = await page.evaluate(() => globalThis[Symbol.for('hos.runtime.v1')].session.getState().menuList
    .filter((m) => m.menuType === 'F' && String(m.exclusiveFG ?? '0') !== '1').map((m) => String(m.menuRoute)));
  for (const size of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    for (const route of routes) {
      await page.goto(`${BASE}${route}`);
      await page.locator('hos-app [data-testid=layout]').waitFor({ timeout: 60_000 }).catch(() => undefined);
      await settle(page);
      await collect(page);
      for (const [at, open] of DIALOGS) {
        if (at !== route || size.width !== 1366) continue;
        const button = page.locator(`hos-app ${open}`).first();
        if (!(await button.count())) continue;
        await button.click();
        await settle(page);
        await collect(page);
        await page.keyboard.press('Escape');
      }
    }
  }
  console.log(`${username}: ${routes.length} pages, ${seen.size} paths so far`);
  await context.close();
}
await browser.close();
stop();

const entries = [...seen].sort((a, b) => a[1][1] - b[1][1] || a[1][2] - b[1][2]);
const json = JSON.stringify(entries.map(([path, [css]]) => [path, splitRules(css)]));
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, json + '\n');
console.log(`written ${entries.length} paths (${(json.length / 1024).toFixed(0)} KB) to ${OUT.slice(ROOT.length + 1)}`);
process.exit(0);
