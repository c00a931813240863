// `npm run bench`: builds once, then runs every scripts/bench-*.mjs (headless Chromium). The
// figures are printed and written to bench-results/; they are measurements, not pass/fail tests.
import { readdirSync, mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

mkdirSync('bench-results', { recursive: true });
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const only = process.argv.slice(2);
const scripts = readdirSync('scripts').filter((f) => /^bench-.+\.mjs$/.test(f) && (!only.length || only.some((o) => f.includes(o))));
let failed = 0;
for (const s of scripts) {
  console.log(`\n=== ${s}`);
  const r = spawnSync(process.execPath, [`scripts/${s}`], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
