// `npm test`: every test, in order of cost. Stops at the first failing stage.
//   typecheck -> lint -> UI texts -> import boundaries -> unit + server (vitest, Node) -> build -> size budgets -> package typings -> browser (wtr, Chromium) -> e2e (Playwright)
import { spawnSync } from 'node:child_process';

const stages = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['UI texts', 'node', ['scripts/check-texts.mjs']],
  ['import boundaries', 'node', ['scripts/check-boundaries.mjs']],
  ['unit and server tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['bundle contract', 'node', ['scripts/check-dist.mjs']],
  ['size budgets', 'node', ['scripts/size.mjs']],
  ['package typings', 'node', ['scripts/check-typings.mjs']],
  ['browser tests', 'npx', ['wtr']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, cmd, args] of stages) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n=== ${name} FAILED after ${secs} s (exit ${r.status})`);
    process.exit(r.status || 1);
  }
  console.log(`=== ${name} passed in ${secs} s`);
}
console.log(`\nall stages passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
