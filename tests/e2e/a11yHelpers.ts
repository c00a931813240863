// Helpers of the accessibility suite (issue 12 §2): axe-core run inside the elements' open shadow roots
// (axe walks open shadow roots by default), a per-page report, and waiting for a page to settle.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type Lang = 'zh-CN' | 'en';

export interface PageFinding {
  page: string;
  rule: string;
  impact: string;
  count: number;
  targets: string[];
  help: string;
}

/** WCAG 2.1 A and AA plus axe's best practices (landmarks, headings): only critical and serious fail. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const BLOCKING = new Set(['critical', 'serious']);

/** Where axe looks: a selector of the page, or a path into shadow roots (`{ fromShadowDom: ['hos-app', '.x'] }`). */
export type AxeInclude = string | { fromShadowDom: [string, string, ...string[]] };

/** Runs axe on the page (or only inside `include`, e.g. the elements of a host page) and lists what it found. */
export async function analyse(page: Page, name: string, include: AxeInclude[] = []): Promise<PageFinding[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const sel of include) builder = builder.include(sel);
  const result = await builder.analyze();
  return result.violations.map((v) => ({
    page: name,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    count: v.nodes.length,
    targets: v.nodes.slice(0, 6).map((n) => {
      const where = n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' >>> ');
      // colour pairs say what to change: foreground on background = ratio
      const d = n.any.find((c) => c.id === 'color-contrast')?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
      return d?.fgColor ? `${where} (${d.fgColor} on ${d.bgColor} = ${d.contrastRatio})` : where;
    }),
    help: v.help,
  }));
}

/** One line per page and rule: impact, rule, count and the first targets. */
export function formatReport(findings: PageFinding[], pages: string[]): string {
  const lines: string[] = [];
  for (const p of pages) {
    const mine = findings.filter((f) => f.page === p);
    const blocking = mine.filter((f) => BLOCKING.has(f.impact)).length;
    lines.push(`${blocking ? '✗' : '✓'} ${p}${mine.length ? '' : ' (no violations)'}`);
    for (const f of mine) lines.push(`    [${f.impact}] ${f.rule} ×${f.count}: ${f.targets.join(' | ')}`);
  }
  return lines.join('\n');
}

/** Waits until the page shows no loading spinner or skeleton and the network is quiet. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton-active, .hos-page-loading').count()).toBe(0);
  // let entering animations (modals, drawers, menus) end: axe reads computed colours and opacity
  await page.waitForFunction(() => {
    const all: Animation[] = document.getAnimations();
    const roots: (Document | ShadowRoot)[] = [document];
    while (roots.length) {
      const r = roots.pop()!;
      for (const el of Array.from(r.querySelectorAll('*'))) {
        if (el.shadowRoot) {
          roots.push(el.shadowRoot);
          all.push(...el.shadowRoot.getAnimations());
        }
      }
    }
    // endless ones (spinning icons, the caret) never end
    return all.every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
  }, undefined, { timeout: 10_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The visible pages (menu type F, not hidden) of the signed-in user, from the page's shared session. */
export async function menuRoutes(page: Page): Promise<{ route: string; title: string }[]> {
  return page.evaluate(() => {
    const rt = (window as unknown as Record<symbol, { session: { getState(): { menuList: Array<Record<string, unknown>> } } }>)[Symbol.for('hos.runtime.v1')];
    return rt.session.getState().menuList
      .filter((m) => m.menuType === 'F' && String(m.exclusiveFG ?? '0') !== '1')
      .map((m) => ({ route: String(m.menuRoute), title: String(m.menuDisp) }));
  });
}
