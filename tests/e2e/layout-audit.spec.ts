// The layout audit (issue 22 §4): every menu page of every seeded account, in both languages, at 1366x768
// and at 390x844, is checked in the page (tests/e2e/layoutAudit.ts: sideways scrolling, clipped text,
// words broken mid-word, things outside the window, popups outside the window, internal codes on screen).
// A screenshot of every visit is kept in .tmp/layout-audit/<lang>/<size>/ after the run:
// look at them before you stop. LAYOUT_USERS=admin,tech01 and LAYOUT_LANGS=en narrow the run when working on a
// page; LAYOUT_TIMES=1 prints each visit's times.
// The language walk (issue 23 §3) rides along at 1366 px: no Chinese in English, no English UI word in Chinese,
// outside what people typed ([data-user-text]) and <code> (layoutAudit.ts auditLanguage). Anything the pages'
// Content-Security-Policy refuses is reported too. Besides the menu pages it
// visits the dashboard and the first record detail, technology record and notice that the menu pages link to.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { menuRoutes, settle, type Lang } from './a11yHelpers.ts';
import { auditLanguage, auditLayout, type LayoutProblem } from './layoutAudit.ts';
import { app, signInAs } from './shellHelpers.ts';

test.describe.configure({ timeout: 900_000 });

/** Every seeded account of the README (nurse01's forced password dialog stays open over its pages). */
const ACCOUNTS: [string, string][] = [
  ['admin', 'Admin@2024'], ['nurse01', 'Nurse@2024'], ['approver01', 'Approve@2024'], ['quality01', 'Quality@2024'],
  ['owner01', 'Owner@2024'], ['medaff01', 'Medical@2024'], ['tech01', 'Tech@2024'], ['approver03', 'Approve@2024'],
  ['committee01', 'Committee@2024'], ['inspector01', 'Inspect@2024'], ['secadmin', 'Security@2024'], ['auditor', 'Audit@2024'],
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
      // what the page's Content-Security-Policy refused (issue 24: default-src 'self'), reported per visit
      await context.addInitScript(() => {
        const seen: { directive: string; uri: string }[] = ((window as unknown as { hosCsp: typeof seen }).hosCsp = []);
        document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.effectiveDirective, uri: e.blockedURI || '(inline)' }));
      });
      const page = await context.newPage();
      // Chromium reports a refused eval only on the console
      const cspConsole: string[] = [];
      page.on('console', (m) => { if (/Content Security Policy/.test(m.text())) cspConsole.push(m.text().slice(0, 200)); });
      await signInAs(page, user, password);
      const home = new URL(page.url()).pathname;
      const routes = await menuRoutes(page);
      expect(routes.length).toBeGreaterThan(0);
      // every route of the account, hidden ones (record and notice details) included: a detail is visited only where
      // the account may open it
      const allowed = new Set(await page.evaluate(() => {
        const rt = (window as unknown as Record<symbol, { session: { getState(): { menuList: Array<Record<string, unknown>> } } }>)[Symbol.for('hos.runtime.v1')];
        return rt.session.getState().menuList.map((m) => String(m.menuRoute));
      }));
      const problems: string[] = [];
      /** detail pages the menu pages link to: the first of each kind, visited after the menu pages at 1366 px */
      const details = new Map<string, string>();
      const DETAIL_LINKS = { record: 'a.hos-record-link[href]', tech: 'a.hos-tech-open[href]', notice: 'a[href*="/notice/detail"]' };
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const dir = `${OUT}/${lang}/${size.width}`;
        mkdirSync(dir, { recursive: true });
        const wide = size.width === SIZES[0].width;
        const visits = wide ? [{ route: home }, ...routes, { route: '' }] : routes;
        for (const { route } of visits) {
          if (!route) {
            // the details, once the menu pages have shown their links
            for (const href of details.values()) visits.push({ route: href });
            continue;
          }
          const t0 = Date.now();
          await page.goto(route);
          await expect(app(page, '[data-testid=layout]')).toBeVisible();
          const t1 = Date.now();
          await settle(page);
          const t2 = Date.now();
          const found: LayoutProblem[] = await auditLayout(page);
          if (wide) found.push(...(await auditLanguage(page, lang)));
          found.push(...(await refusedWithoutAnswer(page, cspConsole.splice(0))));
          for (const p of found) problems.push(`${size.width} ${route}: [${p.kind}] ${p.where}: ${p.text}`);
          if (wide) {
            for (const [kind, css] of Object.entries(DETAIL_LINKS)) {
              const link = app(page, css).first();
              if (details.has(kind) || !(await link.count())) continue;
              const url = new URL(String(await link.getAttribute('href')), page.url());
              if (allowed.has(url.pathname)) details.set(kind, url.pathname + url.search);
            }
          }
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

/**
 * The form designer (issue 31 §5), where a form is designed: a form of 系统模块 → 表单库 open in the app and
 * designer-admin.html, at 1366x768 and 1920x1080. The canvas keeps 700 px at 1366 (the app's sidebar folds
 * while the designer is open and comes back after); nothing cut or broken, every word in the page's language
 * (designer-admin's own header is the host page's, so there only the designer is read).
 */
const DESIGNER_SIZES = [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }];
for (const lang of (process.env.LAYOUT_LANGS ?? 'zh-CN,en').split(',') as Lang[]) {
  test(`layout: the form designer at 1366 and 1920 px in ${lang}, in the app and on designer-admin.html`, async ({ browser }) => {
    const context = await browser.newContext({ locale: lang, viewport: DESIGNER_SIZES[0] });
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
    const page = await context.newPage();
    await signInAs(page, 'admin', 'Admin@2024');
    await page.goto('/newUpms/formLib');
    const sidebar = app(page, '[data-testid=sidebar]');
    await expect(sidebar).toHaveAttribute('data-opened', '1');
    await app(page, '.ant-table-row .hos-edit-form').first().click();
    const designer = app(page, '.hos-designer-panel hos-form-designer');
    await expect(designer.locator('.fd-item').first()).toBeVisible();
    await expect(sidebar).toHaveAttribute('data-opened', '0');
    const problems: string[] = [];
    const visit = async (where: string, canvas: () => Promise<number>, within?: string) => {
      for (const size of DESIGNER_SIZES) {
        await page.setViewportSize(size);
        if (size.width === 1366) await expect.poll(canvas, { message: `${where}: the canvas at 1366 px` }).toBeGreaterThanOrEqual(700);
        await settle(page);
        const found = [...(await auditLayout(page)), ...(await auditLanguage(page, lang, within))];
        for (const p of found) problems.push(`${where} ${size.width}: [${p.kind}] ${p.where}: ${p.text}`);
        const dir = `${OUT}/${lang}/${size.width}`;
        mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: `${dir}/admin_designer_${where}.png` });
      }
    };
    await visit('app', () => designer.locator('.fd-canvas').evaluate((el) => el.getBoundingClientRect().width));
    // back to the library: the sidebar is as it was
    await page.setViewportSize(DESIGNER_SIZES[0]);
    await app(page, '.hos-designer-cancel').click();
    await expect(sidebar).toHaveAttribute('data-opened', '1');

    await page.goto('/designer-admin.html');
    await expect.poll(() => page.evaluate(() => document.body.dataset.loaded ?? '')).not.toBe('');
    await page.locator('#lang').selectOption(lang);
    await visit('admin-page', () => page.locator('hos-form-designer .fd-canvas').evaluate((el) => el.getBoundingClientRect().width), 'hos-form-designer');
    if (problems.length) console.log(`\nlayout audit, the designer (${lang}):\n${problems.join('\n')}\n`);
    expect(problems).toEqual([]);
    await context.close();
  });
}

/** What the page's CSP refused since the last call (its securitypolicyviolation events, and Chromium's console
 *  lines, which also carry refused evals), except a stored picture the page answers with its "cannot be shown"
 *  box linking to the address (BrokenImages.tsx): that refusal is the policy working. */
async function refusedWithoutAnswer(page: Page, consoleLines: string[]): Promise<LayoutProblem[]> {
  const { answered, events } = await page.evaluate(() => {
    const links: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const a of root.querySelectorAll<HTMLAnchorElement>('.hos-img-broken a[href]')) links.push(a.href);
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return { answered: links, events: (window as unknown as { hosCsp: { directive: string; uri: string }[] }).hosCsp.splice(0) };
  });
  const isAnswered = (uri: string) => answered.includes(uri);
  return [
    ...events.filter((v) => !(v.directive === 'img-src' && isAnswered(v.uri))).map((v) => ({ kind: 'csp' as const, where: 'page', text: `${v.directive} ${v.uri}` })),
    ...consoleLines.filter((line) => !isAnswered(/^Loading the image '([^']+)'/.exec(line)?.[1] ?? '')).map((text) => ({ kind: 'csp' as const, where: 'console', text })),
  ];
}
