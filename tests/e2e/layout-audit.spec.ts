// The layout audit (issue 22 §4): every menu page of every seeded account, in both languages, at 1366x768
// and at 390x844, is checked in the page (tests/e2e/layoutAudit.ts: sideways scrolling, clipped text,
// words broken mid-word, things outside the window, popups outside the window, internal codes on screen).
// A screenshot of every visit is kept in .tmp/layout-audit/<lang>/<size>/ after the run:
// look at them before you stop. LAYOUT_USERS=admin,tech01 and LAYOUT_LANGS=en narrow the run when working on a
// page; LAYOUT_TIMES=1 prints each visit's times.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { menuRoutes, settle, type Lang } from './a11yHelpers.ts';
import { auditLayout, type LayoutProblem } from './layoutAudit.ts';
import { app, signInAs } from './shellHelpers.ts';

test.describe.configure({ timeout: 900_000 });

/** Every seeded account of the README (nurse01's forced password dialog stays open over its pages). */
const ACCOUNTS: [string, string][] = [
  ['admin', 'Admin@2024'], ['nurse01', 'Nurse@2024'], ['approver01', 'Approve@2024'], ['quality01', 'Quality@2024'],
  ['owner01', 'Owner@2024'], ['medaff01', 'Medical@2024'], ['tech01', 'Tech@2024'], ['approver03', 'Approve@2024'],
  ['committee01', 'Committee@2024'], ['inspector01', 'Inspect@2024'],
];
const only = (process.env.LAYOUT_USERS ?? '').split(',').filter(Boolean);
const SIZES = [{ width: 1366, height: 768 }, { width: 390, height: 844 }];
const OUT = '.tmp/layout-audit';


const fileName = (user: string, route: string) => `${user}${route.replace(/[^\w]+/g, '_')}.png`;

for (const lang of (process.env.LAYOUT_LANGS ?? 'zh-CN,en').split(',') as Lang[]) {
  for (const [user, password] of ACCOUNTS.filter(([u]) => !only.length || only.includes(u))) {
    test(`layout: ${user}'s pages fit at 1366 and 390 px in ${lang}, nothing internal on screen`, async ({ browser }) => {
      const context = await browser.newContext({ locale: lang, viewport: SIZES[0] });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      await signInAs(page, user, password);
      const routes = await menuRoutes(page);
      expect(routes.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const dir = `${OUT}/${lang}/${size.width}`;
        mkdirSync(dir, { recursive: true });
        for (const { route } of routes) {
          const t0 = Date.now();
          await page.goto(route);
          await expect(app(page, '[data-testid=layout]')).toBeVisible();
          const t1 = Date.now();
          await settle(page);
          const t2 = Date.now();
          const found: LayoutProblem[] = await auditLayout(page);
          for (const p of found) problems.push(`${size.width} ${route}: [${p.kind}] ${p.where}: ${p.text}`);
          const t3 = Date.now();
          await page.screenshot({ path: `${dir}/${fileName(user, route)}` });
          if (process.env.LAYOUT_TIMES) console.log(`${route} ${size.width}: goto ${t1 - t0}, settle ${t2 - t1}, audit ${t3 - t2}, shot ${Date.now() - t3} ms`);
        }
      }
      const report = problems.join('\n');
      if (problems.length) console.log(`\nlayout audit, ${user} (${lang}):\n${report}\n`);
      await test.info().attach(`layout-${user}-${lang}.txt`, { body: report || 'no problems', contentType: 'text/plain' });
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}
