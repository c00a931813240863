// `npm run size` (and a stage of `npm test`): what each kind of host page downloads before its element
// first paints (the entry and its static imports, gzip level 9), against its budget in scripts/size-budgets.mjs,
// and what an embed costs on the wire in a browser (scripts/embed-cost.mjs: requests and bytes before the first
// paint and in the 10 s after it).
// Fails over budget, on a raise without a recorded reason, and on more than SLACK_KB of unclaimed room (budgets
// only go down: the stage names the figure to write).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { pageSize, reachableClosure, staticClosure } from './lib/bundleSize.mjs';
import { BUDGETS, EMBED_BUDGETS, SLACK_KB } from './size-budgets.mjs';
import { measureEmbedCosts } from './embed-cost.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

const rows = [];
const problems = [];
for (const { page, entry: file, goal, steps } of BUDGETS) {
  steps.forEach((st, i) => {
    if (i > 0 && st.kb > steps[i - 1].kb && !/issue \d+/i.test(st.why ?? '')) {
      problems.push(`${page}: the budget rises to ${st.kb} KB without a reason naming its issue (scripts/size-budgets.mjs)`);
    }
  });
  const budget = steps[steps.length - 1].kb;
  const entry = join(ROOT, 'dist', file);
  if (!existsSync(entry)) {
    console.error(`dist/${file} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  const { files, gzip } = pageSize(entry);
  const kb = gzip / KB;
  let state = 'ok';
  if (kb > budget) {
    state = 'OVER';
    problems.push(`${page}: ${kb.toFixed(2)} KB, over its budget of ${budget} KB: take the growth out, or add a step with the reason to scripts/size-budgets.mjs`);
  } else if (budget - kb > SLACK_KB) {
    state = 'LOWER';
    problems.push(`${page}: ${kb.toFixed(2)} KB, ${(budget - kb).toFixed(2)} KB under its budget: budgets only go down, add a step of ${Math.ceil((kb + 0.2) * 10) / 10} KB to scripts/size-budgets.mjs`);
  }
  rows.push([page, `${kb.toFixed(1)} KB`, `${files.length}`, `${budget} KB`, state, goal]);
}
// Charts (issue 13 §2): ECharts loads only on pages that chart. The bell, renderer and designer pages never
// reach it, not even lazily; the full app reaches it only through a lazy chunk. ECharts marks every chart's
// DOM node with this key, so its code carries the text whatever the chunk is named.
const ECHARTS_MARK = '_echarts_instance_';
const hasEcharts = (files) => files.filter((f) => readFileSync(f, 'utf8').includes(ECHARTS_MARK));
for (const [page, file] of [['bell page', 'hos-message-bell.js'], ['renderer page', 'hos-form-renderer.js'], ['designer page', 'hos-form-designer.js']]) {
  const hits = hasEcharts(reachableClosure(join(ROOT, 'dist', file)));
  if (hits.length) problems.push(`${page} can load ECharts: ${hits.map((f) => f.slice(ROOT.length + 1)).join(', ')}`);
}
const appStatic = hasEcharts(staticClosure(join(ROOT, 'dist', 'hos-app.js')));
if (appStatic.length) problems.push(`full app loads ECharts before first paint: ${appStatic.map((f) => f.slice(ROOT.length + 1)).join(', ')}`);
const chartChunks = hasEcharts(reachableClosure(join(ROOT, 'dist', 'hos-app.js')));
rows.push(['charts (lazy, app only)', chartChunks.length ? `${(chartChunks.reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0) / KB).toFixed(1)} KB` : '-', `${chartChunks.length}`, '-', 'ok', 'never on bell, renderer, designer']);

const table = (head, list) => {
  const widths = head.map((h, i) => Math.max(h.length, ...list.map((r) => r[i].length)));
  for (const r of [head, ...list]) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd());
};
table(['page', 'gzip', 'files', 'budget', '', 'goal'], rows);

// issue 36 §2: what an embed costs on the wire, in a browser (scripts/embed-cost.mjs)
const costs = await measureEmbedCosts();
const embedRows = [];
for (const [page, budget] of Object.entries(EMBED_BUDGETS)) {
  const c = costs[page];
  for (const [when, label] of [['beforePaint', 'before the first paint'], ['after', 'in the 10 s after it']]) {
    const m = c[when];
    const b = budget[when];
    const over = m.requests > b.requests || m.kb > b.kb;
    if (over) problems.push(`${page}, ${label}: ${m.requests} requests, ${m.kb} KB, over ${b.requests} requests, ${b.kb} KB (EMBED_BUDGETS of scripts/size-budgets.mjs; \`node scripts/embed-cost.mjs --urls\` lists them)`);
    embedRows.push([page, label, String(m.requests), `${m.kb} KB`, `${b.requests} / ${b.kb} KB`, over ? 'OVER' : 'ok']);
  }
}
console.log('');
table(['embed (host page of another site, signed in)', 'when', 'requests', 'transferred', 'budget', ''], embedRows);
for (const p of problems) console.error(p);
if (problems.length) {
  console.error(`\n${problems.length} problem(s): a page over or under its budget, a raise without a reason, or ECharts where it must not load`);
  process.exit(1);
}
