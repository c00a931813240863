// Issue 36 §1: the README's embedding section works as written. Its page is demo/embed/portal.html, word for word
// (the e2e suite serves that file from a second origin: tests/e2e/cross-origin.spec.ts), and the sizes it quotes
// are the budgets the size stage checks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error - a plain .mjs module of the build scripts
import { BUDGETS } from '../../../scripts/size-budgets.mjs';

const ROOT = join(import.meta.dirname, '../../..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const section = README.slice(README.indexOf('## Embedding on a page of another site'), README.indexOf('\n## ', README.indexOf('## Embedding on a page of another site') + 3));

describe('README: embedding on a page of another site', () => {
  it('shows demo/embed/portal.html exactly', () => {
    const start = section.indexOf('```html\n', section.indexOf('<!-- embed-page:'));
    expect(start).toBeGreaterThan(0);
    const block = section.slice(start + '```html\n'.length, section.indexOf('```', start + 8));
    expect(block).toBe(readFileSync(join(ROOT, 'demo/embed/portal.html'), 'utf8'));
  });

  it('quotes the size budgets the size stage checks', () => {
    const budget = (entry: string) => (BUDGETS as { entry: string; steps: { kb: number }[] }[]).find((b) => b.entry === entry)!.steps.at(-1)!.kb;
    const quoted: [string, RegExp][] = [
      ['hos-elements.js', /loader `dist\/hos-elements\.js` \(at most ([\d.]+) KB/],
      ['hos-message-bell.js', /the bell at most ([\d.]+) KB/],
      ['hos-form-renderer.js', /the renderer ([\d.]+) KB/],
      ['hos-password-dialog.js', /the password\s+dialog ([\d.]+) KB/],
      ['hos-form-designer.js', /the designer ([\d.]+) KB/],
      ['hos-app.js', /the whole app ([\d.]+) KB/],
    ];
    for (const [entry, re] of quoted) {
      const m = section.match(re);
      expect(m, `${entry} is quoted`).not.toBeNull();
      expect(Number(m![1]), entry).toBe(budget(entry));
    }
  });

  it('names the server setting and every way to sign in that the page uses', () => {
    for (const words of ['HOS_CORS_ORIGINS', 'signInWithTicket', 'promptSignIn', 'forms.byCode', 'reports.submit', 'Admin-Token']) expect(section).toContain(words);
  });
});
