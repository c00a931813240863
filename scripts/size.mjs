// `npm run size` (and a stage of `npm test`): what each kind of host page downloads before its element
// first paints (the entry and its static imports, gzip level 9), against a budget. Over budget fails.
// Budgets are ceilings for today's build, lowered as the work of issue 11 lands; the goals are noted.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageSize } from './lib/bundleSize.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

/** [page, entry file, budget KB, goal] */
export const BUDGETS = [
  ['loader (hos-elements.js)', 'hos-elements.js', 5, '<= 5 KB'],
  ['bell page', 'hos-message-bell.js', 40, '<= 40 KB (lit, no React or antd)'],
  ['password dialog page', 'hos-password-dialog.js', 251, ''],
  ['renderer page', 'hos-form-renderer.js', 220, '<= 250 KB'],
  ['designer page', 'hos-form-designer.js', 407, ''],
  ['full app', 'hos-app.js', 423, ''],
];

const rows = [];
let over = 0;
for (const [page, file, budget, goal] of BUDGETS) {
  const entry = join(ROOT, 'dist', file);
  if (!existsSync(entry)) {
    console.error(`dist/${file} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  const { files, gzip } = pageSize(entry);
  const kb = gzip / KB;
  const ok = kb <= budget;
  if (!ok) over++;
  rows.push([page, `${kb.toFixed(1)} KB`, `${files.length}`, `${budget} KB`, ok ? 'ok' : 'OVER', goal]);
}
const head = ['page', 'gzip', 'files', 'budget', '', 'goal'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
for (const r of [head, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd());
if (over) {
  console.error(`\n${over} page(s) over budget`);
  process.exit(1);
}
